#!/usr/bin/python3
"""pdfx_check.py [--not-pdfx] FILE: an independent reader's PDF/X check.

Reads FILE with pikepdf (qpdf's object model, not boardpress's own code)
and checks each requirement of PDF/X that can be read from the file, at
the level the file names for itself: PDF/X-1a:2001 (ISO 15930-1) and
PDF/X-1a:2003 (ISO 15930-4) from the Info dictionary's GTS_PDFXVersion
and GTS_PDFXConformance, PDF/X-4 (ISO 15930-7) from the XMP metadata's
pdfxid:GTS_PDFXVersion. With --not-pdfx the file must claim no PDF/X
level and only the generic requirements are checked (readable, not
encrypted, every font embedded): for screen (RGB) pages and proofs.

Prints one line per failed requirement, "FILE: WHERE: WHAT [REQUIREMENT]",
WHERE naming the page or object. Exit 0 when all hold, 1 when one fails,
2 when the file cannot be read (or usage).

The requirements are named by the standard's part and subject; the clause
numbers are not quoted (the standards' text is not at hand to verify
them). The level's limits are in LEVELS; the registered conditions in
REGISTERED.
"""

import hashlib
import re
import sys
import xml.etree.ElementTree as ET

import pikepdf
from pikepdf import Array, Dictionary, Name, Stream

from pdfx_content import Content, inherited, objname, text

# LEVELS: per level, the standard, the highest PDF version, the ICC
# profile versions the output profile may have, and whether ICC-based
# colour spaces and transparency are allowed.
LEVELS = {
    "X-1a:2001": ("ISO 15930-1", (1, 3), (2,), False),
    "X-1a:2003": ("ISO 15930-4", (1, 4), (2,), False),
    "X-4": ("ISO 15930-7", (1, 6), (2, 4), True),
}

# REGISTERED: output condition identifiers of the ICC characterization
# data registry that stand without an embedded profile (X-1a).
REGISTERED = re.compile(
    r"^(FOGRA39|FOGRA51|FOGRA52|CGATS TR 001|CGATS ?21(-2)?[-_ ]?CRPC[1-7])$"
)

XMP_NS = {
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "pdfxid": "http://www.npes.org/pdfx/ns/id/",
    "xmp": "http://ns.adobe.com/xap/1.0/",
    "pdf": "http://ns.adobe.com/pdf/1.3/",
    "dc": "http://purl.org/dc/elements/1.1/",
}

TAG = re.compile(r"^[A-Z]{6}\+")
EPS = 1e-3  # points: the slack of a box comparison


class Report:
    """The failures found in one file, printed as they come."""

    def __init__(self, path):
        self.path = path
        self.failed = 0
        self.seen = set()

    def fail(self, where, what, req):
        line = "%s: %s: %s [%s]" % (self.path, where, what, req)
        if line not in self.seen:
            self.seen.add(line)
            print(line)
            self.failed += 1


# --- identification --------------------------------------------------


def xmp_root(pdf):
    """The catalog's XMP metadata as an element tree, or None."""
    meta = pdf.Root.get("/Metadata")
    if not isinstance(meta, Stream):
        return None
    try:
        return ET.fromstring(meta.read_bytes())
    except ET.ParseError:
        return None


def xmp_value(root, prefix, local):
    """The text of an XMP property (element or attribute form; for an
    rdf:Alt, rdf:Seq or rdf:Bag its first item), or None."""
    if root is None:
        return None
    key = "{%s}%s" % (XMP_NS[prefix], local)
    for desc in root.iter("{%s}Description" % XMP_NS["rdf"]):
        if key in desc.attrib:
            return desc.attrib[key].strip()
        el = desc.find(key)
        if el is not None:
            li = el.find(".//{%s}li" % XMP_NS["rdf"])
            return ((li if li is not None else el).text or "").strip()
    return None


def level_of(pdf, info):
    """The PDF/X level the file claims for itself, or None."""
    ver = text(info.get("/GTS_PDFXVersion"))
    conf = text(info.get("/GTS_PDFXConformance"))
    if xmp_value(xmp_root(pdf), "pdfxid", "GTS_PDFXVersion") == "PDF/X-4":
        return "X-4"
    if ver == "PDF/X-4":
        return "X-4"
    if ver == "PDF/X-1:2001" and conf == "PDF/X-1a:2001":
        return "X-1a:2001"
    if ver == "PDF/X-1a:2003" or (ver == "PDF/X-1:2003" and
                                  conf == "PDF/X-1a:2003"):
        return "X-1a:2003"
    return None


def claims_pdfx(pdf, info):
    """True when anything in the file names a PDF/X level."""
    if "/GTS_PDFXVersion" in info or "/GTS_PDFXConformance" in info:
        return True
    if xmp_value(xmp_root(pdf), "pdfxid", "GTS_PDFXVersion"):
        return True
    return any(text(oi.get("/S")) == "GTS_PDFX"
               for oi in pdf.Root.get("/OutputIntents", []))


def check_version(r, pdf, level):
    """The header's version, and the catalog's Version that overrides it."""
    std, top = LEVELS[level][0], LEVELS[level][1]
    for where, v in (("header", pdf.pdf_version),
                     ("catalog", text(pdf.Root.get("/Version")))):
        if v is None:
            continue
        try:
            ver = tuple(int(x) for x in v.split("."))
        except ValueError:
            ver = (99,)
        if ver > top:
            r.fail(where, "PDF %s, above %d.%d" % (v, *top),
                   "%s version: PDF/%s is PDF %d.%d at most" %
                   (std, level, *top))


def check_info(r, pdf, info, level):
    std = LEVELS[level][0]
    req = std + " identification"
    if "/ID" not in pdf.trailer:
        r.fail("trailer", "no ID", req + ": the trailer has a file ID")
    for key in ("/Title", "/CreationDate", "/ModDate"):
        if level != "X-4" and not text(info.get(key)):
            r.fail("Info", "no %s" % key[1:], req + ": Info " + key[1:])
    trapped = text(info.get("/Trapped"))
    if trapped not in ("True", "False"):
        r.fail("Info", "Trapped is %s" % (trapped or "absent"),
               std + " trapping: Info Trapped is True or False")
    if level != "X-4" and xmp_root(pdf) is not None:
        agree(r, info, xmp_root(pdf), req)
    if level == "X-4":
        ver = text(info.get("/GTS_PDFXVersion"))
        if ver is not None and ver != "PDF/X-4":
            r.fail("Info", "GTS_PDFXVersion %s in a PDF/X-4 file" % ver, req)
        check_xmp(r, pdf, info, std)


# --- XMP (X-4) -------------------------------------------------------


def pdf_date(s):
    """A PDF date D:YYYYMMDDHHmmSS+HH'mm' as (UTC seconds tuple), or None."""
    m = re.match(r"^(?:D:)?(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?"
                 r"(?:([Zz+-])(\d\d)?'?(\d\d)?'?)?$", s or "")
    return m and norm_date(m.groups())


def xmp_date(s):
    """An XMP date YYYY-MM-DDThh:mm:ss+hh:mm as a UTC tuple, or None."""
    m = re.match(r"^(\d{4})(?:-(\d\d))?(?:-(\d\d))?(?:T(\d\d):(\d\d)"
                 r"(?::(\d\d)(?:\.\d+)?)?)?(?:([Zz+-])(\d\d)?:?(\d\d)?)?$",
                 s or "")
    return m and norm_date(m.groups())


def norm_date(g):
    y, mo, d, h, mi, s = (int(x) if x else dflt
                          for x, dflt in zip(g[:6], (0, 1, 1, 0, 0, 0)))
    sign, oh, om = g[6], int(g[7] or 0), int(g[8] or 0)
    off = (oh * 60 + om) * (-1 if sign == "-" else 1)
    minutes = (((y * 12 + mo) * 31 + d) * 24 + h) * 60 + mi - off
    return (minutes, s)


def check_xmp(r, pdf, info, std):
    req = std + " metadata"
    meta = pdf.Root.get("/Metadata")
    if not isinstance(meta, Stream):
        r.fail("catalog", "no XMP Metadata stream", req)
        return
    if text(meta.get("/Type")) != "Metadata" or \
            text(meta.get("/Subtype")) != "XML":
        r.fail(objname(meta), "the Metadata stream is not /Type /Metadata "
               "/Subtype /XML", req)
    root = xmp_root(pdf)
    if root is None:
        r.fail(objname(meta), "the XMP is not well-formed XML", req)
        return
    for p, l in (("xmp", "CreateDate"), ("xmp", "ModifyDate")):
        if not xmp_value(root, p, l):
            r.fail("XMP", "no %s:%s" % (p, l), req)
    if xmp_value(root, "pdf", "Trapped") not in (None, "True", "False"):
        r.fail("XMP", "pdf:Trapped is not True or False", req)
    agree(r, info, root, req)


def agree(r, info, root, req):
    """Info and XMP say the same where both say it."""
    pairs = (("/Title", "dc", "title", None), ("/Producer", "pdf",
             "Producer", None), ("/Creator", "xmp", "CreatorTool", None),
             ("/Trapped", "pdf", "Trapped", None),
             ("/CreationDate", "xmp", "CreateDate", True),
             ("/ModDate", "xmp", "ModifyDate", True))
    for key, p, l, date in pairs:
        a, b = text(info.get(key)), xmp_value(root, p, l)
        if a is None or b is None:
            continue
        same = (pdf_date(a) == xmp_date(b) and pdf_date(a) is not None) \
            if date else a == b
        if not same:
            r.fail("Info/XMP", "Info %s \"%s\" but %s:%s \"%s\"" %
                   (key[1:], a, p, l, b), req + ": Info and XMP agree")


# --- output intent and its profile -----------------------------------


def check_intent(r, pdf, level):
    std = LEVELS[level][0]
    req = std + " output intent"
    ois = [oi for oi in pdf.Root.get("/OutputIntents", [])
           if text(oi.get("/S")) == "GTS_PDFX"]
    if len(ois) != 1:
        r.fail("catalog", "%d GTS_PDFX OutputIntents" % len(ois),
               req + ": exactly one")
        if not ois:
            return
    oi = ois[0]
    ident = text(oi.get("/OutputConditionIdentifier"))
    if not ident:
        r.fail(objname(oi), "no OutputConditionIdentifier", req)
    registered = bool(ident and REGISTERED.match(ident) and
                      text(oi.get("/RegistryName")))
    prof = oi.get("/DestOutputProfile")
    if prof is None and (level == "X-4" or not registered):
        r.fail(objname(oi), "condition \"%s\" without a DestOutputProfile"
               % ident, req + (": PDF/X-4 embeds the output profile"
                               if registered else
                               ": an unregistered condition has its profile"))
    if not registered and not text(oi.get("/Info")):
        r.fail(objname(oi), "unregistered condition \"%s\" without Info"
               % ident, req)
    if prof is not None:
        check_profile(r, prof, level, req + "'s profile")


def check_profile(r, prof, level, req):
    """The output profile is a whole CMYK output-class ICC profile."""
    where = "DestOutputProfile " + objname(prof)
    if not isinstance(prof, Stream):
        r.fail(where, "not a stream", req)
        return
    data = prof.read_bytes()
    if len(data) < 128 or data[36:40] != b"acsp":
        r.fail(where, "not an ICC profile (no 'acsp' signature)", req)
        return
    size = int.from_bytes(data[0:4], "big")
    if size != len(data):
        r.fail(where, "header says %d bytes, the stream has %d" %
               (size, len(data)), req + ": the profile is whole")
    if data[12:16] != b"prtr":
        r.fail(where, "class '%s', not an output ('prtr') profile" %
               data[12:16].decode("latin-1"), req)
    if data[16:20] != b"CMYK":
        r.fail(where, "colour space '%s', not CMYK" %
               data[16:20].decode("latin-1"), req)
    if data[8] not in LEVELS[level][2]:
        r.fail(where, "ICC version %d.%d" % (data[8], data[9] >> 4),
               req + ": PDF/%s takes ICC version %s" %
               (level, " or ".join(map(str, LEVELS[level][2]))))
    if prof.get("/N") is not None and int(prof.get("/N")) != 4:
        r.fail(where, "N %s for a CMYK profile" % prof.get("/N"), req)


# --- pages: boxes and annotations ------------------------------------


def rect(a):
    """A box array as (x0, y0, x1, y1) with x0 <= x1, y0 <= y1, or None."""
    try:
        v = [float(x) for x in a]
    except (TypeError, ValueError):
        return None
    if len(v) != 4:
        return None
    return (min(v[0], v[2]), min(v[1], v[3]), max(v[0], v[2]),
            max(v[1], v[3]))


def inside(a, b):
    return (a[0] >= b[0] - EPS and a[1] >= b[1] - EPS and
            a[2] <= b[2] + EPS and a[3] <= b[3] + EPS)


def check_boxes(r, page, where, std):
    req = std + " page boxes"
    media = rect(inherited(page, "/MediaBox"))
    if media is None:
        r.fail(where, "no MediaBox", req)
        return None
    crop = rect(inherited(page, "/CropBox")) if \
        inherited(page, "/CropBox") is not None else None
    name = "TrimBox" if "/TrimBox" in page else "ArtBox"
    trim = rect(page.get("/" + name))
    if trim is None:
        r.fail(where, "neither TrimBox nor ArtBox", req +
               ": every page has a TrimBox or ArtBox")
        return None
    bleed = rect(page.get("/BleedBox")) or crop or media
    chain = [(name, trim), ("BleedBox", bleed)]
    if crop:
        chain.append(("CropBox", crop))
    chain.append(("MediaBox", media))
    for (n1, b1), (n2, b2) in zip(chain, chain[1:]):
        if not inside(b1, b2):
            r.fail(where, "%s %s not inside %s %s" %
                   (n1, fmt_box(b1), n2, fmt_box(b2)), req + ": nested")
    return bleed


def fmt_box(b):
    return "[%s]" % " ".join("%g" % round(x, 3) for x in b)


def check_annots(r, page, bleed, where, std):
    """No annotation but a printer's mark is seen inside the BleedBox."""
    for a in page.get("/Annots", []):
        if text(a.get("/Subtype")) in ("PrinterMark", "TrapNet", "Popup"):
            continue
        box = rect(a.get("/Rect", []))
        flags = int(a.get("/F", 0))
        if box is None or flags & 0x22 or bleed is None:
            continue
        if box[0] < bleed[2] and box[2] > bleed[0] and \
                box[1] < bleed[3] and box[3] > bleed[1]:
            r.fail(where, "a %s annotation inside the BleedBox" %
                   text(a.get("/Subtype")), std + " annotations")


# --- actions, anywhere in the file -----------------------------------


def action_faults(d):
    """What in dictionary d is an action or a script."""
    out = []
    if "/AA" in d:
        out.append("additional actions (AA)")
    for key in ("/A", "/OpenAction"):
        if isinstance(d.get(key), Dictionary):
            out.append("an action (%s, S %s)" %
                       (key[1:], text(d[key].get("/S"))))
    if text(d.get("/S")) in ("JavaScript", "Launch"):
        out.append("a %s action" % text(d.get("/S")))
    elif "/JS" in d:
        out.append("JavaScript (JS)")
    if isinstance(d.get("/Names"), Dictionary) and \
            "/JavaScript" in d["/Names"]:
        out.append("document JavaScript (Names JavaScript)")
    return out


def walk_direct(obj, visit, depth=0):
    """visit(dict) for obj and each direct dictionary within it."""
    if depth > 64:
        return
    if isinstance(obj, (Dictionary, Stream)):
        visit(obj)
        kids = [obj[k] for k in obj.keys()]
    elif isinstance(obj, Array):
        kids = list(obj)
    else:
        return
    for k in kids:
        if not getattr(k, "is_indirect", False):
            walk_direct(k, visit, depth + 1)


def check_actions(r, pdf, std):
    def visit(d, where):
        for f in action_faults(d):
            r.fail(where, f, std + " actions: no actions or JavaScript")
    walk_direct(pdf.trailer, lambda d: visit(d, "trailer"))
    for obj in pdf.objects:
        if isinstance(obj, (Dictionary, Stream)):
            walk_direct(obj, lambda d, o=obj: visit(d, objname(o)))


# --- fonts -----------------------------------------------------------


def font_program(f):
    """A font's descriptor and embedded program stream (or None)."""
    if text(f.get("/Subtype")) == "Type0":
        kids = f.get("/DescendantFonts", [])
        f = kids[0] if len(kids) else Dictionary()
    desc = f.get("/FontDescriptor", Dictionary())
    for key in ("/FontFile", "/FontFile2", "/FontFile3"):
        if isinstance(desc.get(key), Stream):
            return desc[key]
    return None


def has_cmap(f):
    """The font has a ToUnicode CMap that maps codes to Unicode."""
    tu = f.get("/ToUnicode")
    if not isinstance(tu, Stream):
        return False
    try:
        data = tu.read_bytes()
    except pikepdf.PdfError:
        return False
    return b"begincmap" in data and (b"beginbfchar" in data or
                                     b"beginbfrange" in data)


def check_fonts(r, fonts, level):
    """Every font embedded; at a PDF/X level also a ToUnicode map and a
    subset tag that names one font program only."""
    std = LEVELS[level][0] if level else "print"
    tags = {}  # tag -> {program digest: object names}
    for f, where in fonts.values():
        base = text(f.get("/BaseFont")) or "(unnamed)"
        here = "%s, font %s (%s)" % (where, base, objname(f))
        if text(f.get("/Subtype")) == "Type3":
            prog = None
        else:
            prog = font_program(f)
            if prog is None:
                r.fail(here, "not embedded (no FontFile, FontFile2 or "
                       "FontFile3)", std + " fonts: every font embedded")
        if level is None:
            continue
        if not has_cmap(f):
            r.fail(here, "no ToUnicode map", "issue 16 fonts: a ToUnicode "
                   "map, so text copies right")
        if prog is None:
            continue
        if not TAG.match(base):
            r.fail(here, "no subset tag (six capitals and '+')",
                   "issue 16 fonts: a subset tag")
            continue
        digest = hashlib.sha256(prog.read_bytes()).hexdigest()
        tags.setdefault(base[:7], {}).setdefault(digest, []).append(
            prog.objgen[0] if prog.is_indirect else 0)
    for tag, progs in sorted(tags.items()):
        if len(progs) > 1:
            names = ", ".join("object %d" % n for n in
                              sorted(min(v) for v in progs.values()))
            r.fail("fonts", "tag %s names %d different font programs "
                   "(%s)" % (tag, len(progs), names), "PDF Reference, font "
                   "subsets: a tag is unique to its font program")


# --- the file --------------------------------------------------------


def check_pages(r, pdf, content, std):
    for i, page in enumerate(pdf.pages, 1):
        where = "page %d" % i
        if not isinstance(page.obj, Dictionary):
            r.fail(where, "the page is not a dictionary", "PDF pages")
            continue
        if std:
            bleed = check_boxes(r, page.obj, where, std)
            check_annots(r, page.obj, bleed, where, std)
        content.page(page, where)


def check_oc(r, pdf, level, std):
    """Optional content (layers, ISO 19593-1's processing steps among
    them): PDF 1.5, so none in PDF/X-1a; in PDF/X-4 each configuration
    (/D and /Configs) named and without /AS (ISO 15930-7), and each group
    a page's /Properties names listed in /OCGs (ISO 32000-1)."""
    ocp = pdf.Root.get("/OCProperties")
    if ocp is None:
        return
    if not LEVELS[level][3]:
        r.fail("catalog", "optional content (OCProperties), which is PDF "
               "1.5", std + " PDF version: no optional content")
        return
    if not isinstance(ocp, Dictionary):
        r.fail("catalog", "OCProperties is not a dictionary",
               std + " optional content")
        return
    configs = [("D", ocp.get("/D"))]
    for i, c in enumerate(ocp.get("/Configs", Array())):
        configs.append(("Configs %d" % i, c))
    for where, c in configs:
        if not isinstance(c, Dictionary):
            r.fail("OCProperties " + where, "not a dictionary",
                   std + " optional content")
            continue
        if "/Name" not in c:
            r.fail("OCProperties " + where, "the configuration has no "
                   "Name", std + " optional content: each configuration "
                   "named")
        if "/AS" in c:
            r.fail("OCProperties " + where, "an /AS (auto state) array",
                   std + " optional content: no AS")
    listed = {g.objgen for g in ocp.get("/OCGs", Array())
              if isinstance(g, Dictionary)}
    for i, page in enumerate(pdf.pages, 1):
        res = inherited(page.obj, "/Resources")
        props = res.get("/Properties") if isinstance(res, Dictionary) \
            else None
        if not isinstance(props, Dictionary):
            continue
        for k, g in props.items():
            if isinstance(g, Dictionary) and g.get("/Type") == Name.OCG \
                    and g.objgen not in listed:
                r.fail("page %d" % i, "optional content group %s is not "
                       "in OCProperties /OCGs" % k, "ISO 32000-1 "
                       "optional content")


def check_pdfx(r, pdf, info):
    level = level_of(pdf, info)
    if level is None:
        r.fail("Info/XMP", "names no PDF/X level (GTS_PDFXVersion "
               "PDF/X-1:2001 with PDF/X-1a:2001, PDF/X-1a:2003, or XMP "
               "pdfxid:GTS_PDFXVersion PDF/X-4)", "ISO 15930 "
               "identification")
        return
    std = LEVELS[level][0]
    check_version(r, pdf, level)
    check_info(r, pdf, info, level)
    check_intent(r, pdf, level)
    if pdf.is_encrypted:
        r.fail("trailer", "encrypted (Encrypt)", std + " security: "
               "no encryption")
    check_actions(r, pdf, std)
    check_oc(r, pdf, level, std)
    content = Content(r, level, std)
    check_pages(r, pdf, content, std)
    check_fonts(r, content.fonts, level)


def check_plain(r, pdf, info):
    """A file that is not for a print shop: it must not claim PDF/X."""
    if claims_pdfx(pdf, info):
        r.fail("Info/XMP/catalog", "claims PDF/X (GTS_PDFX keys or "
               "OutputIntent) on pages that are not PDF/X", "not PDF/X")
    if pdf.is_encrypted:
        r.fail("trailer", "encrypted (Encrypt)", "print: no encryption")
    content = Content(r, None, "print")
    check_pages(r, pdf, content, None)
    check_fonts(r, content.fonts, None)


def cannot_read(path, msg):
    """One line on stderr for a file that cannot be read; status 2."""
    msg = (msg.splitlines() or ["?"])[0]
    if msg.startswith(path + ": "):
        msg = msg[len(path) + 2:]
    print("pdfx_check.py: %s: cannot read: %s" % (path, msg),
          file=sys.stderr)
    return 2


def main(argv):
    plain = len(argv) == 3 and argv[1] == "--not-pdfx"
    if len(argv) != 2 + plain or argv[-1].startswith("--"):
        print("usage: pdfx_check.py [--not-pdfx] FILE", file=sys.stderr)
        return 2
    path = argv[-1]
    try:
        pdf = pikepdf.open(path)
    except OSError as e:
        return cannot_read(path, e.strerror or str(e))
    except (pikepdf.PdfError, pikepdf.PasswordError) as e:
        return cannot_read(path, str(e))
    r = Report(path)
    info = pdf.trailer.get("/Info")
    info = info if isinstance(info, Dictionary) else Dictionary()
    try:
        (check_plain if plain else check_pdfx)(r, pdf, info)
    except (pikepdf.PdfError, ValueError, TypeError, KeyError,
            AttributeError, IndexError, RecursionError) as e:
        # A value of the wrong type where the checker reads: the file is
        # malformed there, as far as it can tell.
        return cannot_read(path, "%s: %s" % (type(e).__name__, e))
    return 1 if r.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
