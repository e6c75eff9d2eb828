# intent_check.py: does a PDF's output intent name the condition its
# colours were separated for? Read with pikepdf and Little CMS (liblcms2,
# through ctypes, in doubles), not with boardpress's code:
#   intent_check.py [--any] PDF DATADIR RRGGBB...
# The intent's OutputConditionIdentifier, and its DestOutputProfile when
# embedded (its description must name the condition, unless --any: the
# file was made with --icc-any, and the profile is the truth), else the
# profile the condition stands for (FOGRA39: DATADIR/icc/FOGRA39-
# boardpress.icc; CGATS TR 001: Ghostscript's SWOP one). Each sRGB colour RRGGBB must be painted
# (a "c m y k k" of a page's content or a form it draws) as that profile's
# relative-colorimetric separation with black point compensation, to
# within the 3 decimals the page writes. A line per colour; status 1 when
# one is not painted so or the intent is not understood.
import ctypes
import sys

import pikepdf

from lcms import lib as lcms, RGB_DBL as TYPE_RGB_DBL, \
    CMYK_DBL as TYPE_CMYK_DBL, RELATIVE, BPC  # noqa: E402

# What a profile for each condition calls itself, and the one that
# stands for it when the file embeds none.
NAMES = {"FOGRA39": ("FOGRA39", "ISO Coated v2"),
         "CGATS TR 001": ("SWOP", "TR 001", "TR001")}
SWOP = "/usr/share/color/icc/ghostscript/default_cmyk.icc"


def describe(h):
    buf = ctypes.create_string_buffer(256)
    lcms.cmsGetProfileInfoASCII(ctypes.c_void_p(h), 0, b"en", b"US", buf,
                                256)
    return buf.value.decode("ascii", "replace")


def separation(data, rgb):
    """rgb (0xRRGGBB) through the profile's bytes: [c, m, y, k] 0..1."""
    out = lcms.cmsOpenProfileFromMem(data, len(data))
    t = lcms.cmsCreateTransform(lcms.cmsCreate_sRGBProfile(), TYPE_RGB_DBL,
                                out, TYPE_CMYK_DBL, RELATIVE, BPC)
    src = (ctypes.c_double * 3)(*[((rgb >> s) & 255) / 255.0
                                  for s in (16, 8, 0)])
    dst = (ctypes.c_double * 4)()
    lcms.cmsDoTransform(ctypes.c_void_p(t), src, dst, 1)
    return [v / 100 for v in dst]


def painted(pdf):
    """Every fill colour set with k in the pages and the forms they draw."""
    seen, found, todo = set(), set(), []
    for page in pdf.pages:
        todo.append((page.obj, page.obj.get("/Resources")))
    while todo:
        obj, res = todo.pop()
        if obj.objgen in seen and obj.objgen != (0, 0):
            continue
        seen.add(obj.objgen)
        for operands, op in pikepdf.parse_content_stream(obj):
            if str(op) == "k":
                found.add(tuple(round(float(v), 3) for v in operands))
        xo = res.get("/XObject") if res is not None else None
        for name in (xo.keys() if xo is not None else []):
            x = xo[name]
            if x.get("/Subtype") == "/Form":
                todo.append((x, x.get("/Resources", res)))
    return found


def main():
    args = sys.argv[1:]
    anyname = args[:1] == ["--any"]
    args = args[1:] if anyname else args
    if len(args) < 3:
        sys.exit("usage: intent_check.py [--any] PDF DATADIR RRGGBB...")
    try:
        pdf = pikepdf.open(args[0])
        oi = pdf.Root.OutputIntents[0]
    except (pikepdf.PdfError, OSError, AttributeError, IndexError) as e:
        print("%s: no output intent read: %s" % (args[0], e))
        return 1
    cond = str(oi.OutputConditionIdentifier)
    if cond not in NAMES:
        print("condition %r: not one this check knows" % cond)
        return 1
    if "/DestOutputProfile" in oi:
        data = oi.DestOutputProfile.read_bytes()
        where = "embedded"
    else:
        path = (args[1] + "/icc/FOGRA39-boardpress.icc"
                if cond == "FOGRA39" else SWOP)
        data = open(path, "rb").read()
        where = "named"
    desc = describe(lcms.cmsOpenProfileFromMem(data, len(data)))
    if not anyname and not any(w.lower() in desc.lower()
                               for w in NAMES[cond]):
        print("%s: the %s profile %r does not name it" % (cond, where, desc))
        return 1
    colours, bad = painted(pdf), 0
    for arg in args[2:]:
        want = separation(data, int(arg.lstrip("#"), 16))
        near = [c for c in colours if len(c) == 4 and
                max(abs(a - b) for a, b in zip(c, want)) <= 0.002]
        print("%s %s (%s profile %r): #%s as %s: %s" % (
            "ok" if near else "MISSING", cond, where, desc, arg.lstrip("#"),
            " ".join("%.3f" % v for v in want),
            "painted" if near else "not painted"))
        bad += not near
    return 1 if bad else 0


sys.exit(main())
