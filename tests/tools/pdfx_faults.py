#!/usr/bin/python3
"""pdfx_faults.py IN OUT CHANGE...: a copy of a real PDF with changes made
through pikepdf, for tests/cli/pdfx.sh to show that pdfx_check.py catches
each fault. The changes, applied in order, are FAULTS' names; two of them
make a clean base: "whole" gives every font the ToUnicode map today's
output lacks (issue 16 item 4), so that pdfx_check.py passes the file;
"x4" turns it into PDF/X-4 (PDF 1.6, XMP identification, the output
profile embedded). "profile=FILE" embeds FILE as the DestOutputProfile.
Exit 2 on a bad argument.
"""

import os
import sys

import pikepdf
from pikepdf import Array, Dictionary, Name, String

CMAP = b"""/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<00> <FF>
endcodespacerange
1 beginbfrange
<20> <7E> <0020>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end
"""

XMP = """<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about=""
 xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:xmp="http://ns.adobe.com/xap/1.0/"
 xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
 xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">%(title)s</rdf:li>
</rdf:Alt></dc:title>
<xmp:CreateDate>1970-01-01T00:00:00Z</xmp:CreateDate>
<xmp:ModifyDate>1970-01-01T00:00:00+00:00</xmp:ModifyDate>
<pdf:Producer>%(producer)s</pdf:Producer>
<pdf:Trapped>False</pdf:Trapped>
<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"""


def fonts(pdf):
    """Every font dictionary in the pages' resources."""
    for page in pdf.pages:
        for _, f in page.obj.get("/Resources", {}).get("/Font", {}).items():
            yield f


def whole(pdf):
    for f in fonts(pdf):
        f.ToUnicode = pdf.make_stream(CMAP)


def x4(pdf):
    info = pdf.trailer.Info
    info.GTS_PDFXVersion = String("PDF/X-4")
    del info["/GTS_PDFXConformance"]
    xmp = XMP % {"title": str(info.Title), "producer": str(info.Producer)}
    meta = pdf.make_stream(xmp.encode("utf-8"))
    meta.Type, meta.Subtype = Name.Metadata, Name.XML
    pdf.Root.Metadata = meta
    profile(pdf, icc("fogra39-v2.icc"))
    VERSION[0] = "1.6"


def icc(name):
    """The bytes of tests/fuzz/icc/NAME."""
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "..", "fuzz", "icc", name), "rb") as fp:
        return fp.read()


def profile(pdf, data):
    s = pdf.make_stream(data)
    s.N = 4
    pdf.Root.OutputIntents[0].DestOutputProfile = s


def page_content(pdf, ops):
    """ops drawn on page 1, after its own content."""
    pdf.pages[0].contents_add(pdf.make_stream(ops), prepend=False)


def resource(pdf, cat, name, obj):
    res = pdf.pages[0].obj.Resources
    if cat not in res:
        res[cat] = Dictionary()
    res[cat][name] = obj


def second_font(pdf, change):
    """A copy of page 1's first font as F99, its program changed by
    change(bytes)."""
    f = next(fonts(pdf))
    copy = Dictionary(f)
    desc = Dictionary(f.FontDescriptor)
    prog = desc.FontFile2
    desc.FontFile2 = pdf.make_stream(change(prog.read_bytes()))
    desc.FontFile2.Length1 = len(desc.FontFile2.read_bytes())
    copy.FontDescriptor = pdf.make_indirect(desc)
    resource(pdf, "/Font", "/F99", pdf.make_indirect(copy))


def second_intent(pdf):
    oi = Dictionary(pdf.Root.OutputIntents[0])
    oi.OutputConditionIdentifier = String("CGATS TR 001")
    pdf.Root.OutputIntents.append(pdf.make_indirect(oi))


def smask(pdf):
    form = pdf.make_stream(b"0 g 0 0 10 10 re f")
    form.Type, form.Subtype, form.BBox = Name.XObject, Name.Form, \
        Array([0, 0, 10, 10])
    gs = Dictionary(Type=Name.ExtGState, SMask=Dictionary(
        Type=Name.Mask, S=Name.Luminosity, G=form))
    resource(pdf, "/ExtGState", "/GS99", gs)
    page_content(pdf, b"q /GS99 gs 0 0 1 0 k 0 0 50 50 re f Q")


def rgb_image(pdf):
    im = pdf.make_stream(b"\xff\x00\x00")
    im.Type, im.Subtype, im.Width, im.Height = Name.XObject, Name.Image, 1, 1
    im.ColorSpace, im.BitsPerComponent = Name.DeviceRGB, 8
    resource(pdf, "/XObject", "/Im99", im)
    page_content(pdf, b"q 10 0 0 10 0 0 cm /Im99 Do Q")


def form(pdf, ops, res=None):
    """A form XObject drawing ops, with resources res."""
    f = pdf.make_stream(ops)
    f.Type, f.Subtype, f.BBox = Name.XObject, Name.Form, \
        Array([0, 0, 10, 10])
    if res is not None:
        f.Resources = res
    return f


def rgb_form(pdf):
    """DeviceRGB two forms deep: a form that draws a form that paints."""
    inner = form(pdf, b"0 1 0 RG 0 0 m 9 9 l S")
    outer = form(pdf, b"/Fm1 Do", Dictionary(XObject=Dictionary(
        Fm1=inner)))
    resource(pdf, "/XObject", "/Fm99", outer)
    page_content(pdf, b"q /Fm99 Do Q")


def x2003(pdf):
    info = pdf.trailer.Info
    info.GTS_PDFXVersion = String("PDF/X-1:2003")
    info.GTS_PDFXConformance = String("PDF/X-1a:2003")
    VERSION[0] = "1.4"


def set_intent(key, value):
    def f(pdf):
        pdf.Root.OutputIntents[0][key] = String(value)
    return f


def del_info(key):
    def f(pdf):
        del pdf.trailer.Info[key]
    return f


def ocg(pdf, d=None):
    """An ISO 19593-1 cutting layer as layout-pdf's die layer makes it:
    the group with its GTS_Metadata, listed in /OCProperties, off in /D
    (d: /D's keys instead), a line in it on the first page."""
    g = pdf.make_indirect(Dictionary(
        Type=Name.OCG, Name=String("Cutting"), GTS_Metadata=Dictionary(
            GTS_ProcStepsGroup=Name.Structural,
            GTS_ProcStepsType=Name.Cutting)))
    if d is None:
        d = Dictionary(Name=String("Processing steps"), Order=Array([g]),
                       OFF=Array([g]))
    pdf.Root.OCProperties = Dictionary(OCGs=Array([g]), D=d)
    resource(pdf, "/Properties", "/Cut", g)
    page_content(pdf, b"/OC /Cut BDC q 0 0 m 9 9 l S Q EMC")


def ocg_unlisted(pdf):
    ocg(pdf)
    pdf.Root.OCProperties.OCGs = Array()


VERSION = [""]  # the PDF version the copy is saved with at least

FAULTS = {
    "whole": whole,
    "x4": x4,
    "openaction": lambda pdf: setattr(pdf.Root, "OpenAction", Dictionary(
        Type=Name.Action, S=Name.JavaScript, JS=String("app.alert(1)"))),
    "link": lambda pdf: setattr(pdf.pages[0].obj, "AA", Dictionary(
        O=Dictionary(S=Name.Launch, F=String("calc.exe")))),
    "notrim": lambda pdf: pdf.pages[0].obj.__delitem__("/TrimBox"),
    "bigtrim": lambda pdf: setattr(pdf.pages[0].obj, "TrimBox",
                                   Array([-5, 0, 100, 100])),
    "intent2": second_intent,
    "unregistered": set_intent("/OutputConditionIdentifier", "My press"),
    "notrapped": del_info("/Trapped"),
    "noversion": del_info("/GTS_PDFXVersion"),
    "notounicode": lambda pdf: next(fonts(pdf)).__delitem__("/ToUnicode"),
    "notembedded": lambda pdf: next(fonts(pdf)).FontDescriptor.__delitem__(
        "/FontFile2"),
    "sametag": lambda pdf: second_font(pdf, lambda b: b + b"\0\0\0\0"),
    "samecopy": lambda pdf: second_font(pdf, lambda b: b),
    "rgb": lambda pdf: page_content(pdf, b"q 1 0 0 rg 0 0 9 9 re f Q"),
    "rgbimage": rgb_image,
    "rgbform": rgb_form,
    "rgbinline": lambda pdf: page_content(
        pdf, b"q 9 0 0 9 0 0 cm BI /W 1 /H 1 /CS /RGB /BPC 8 ID \xff\0\0 EI Q"),
    "x2003": x2003,
    "v15": lambda pdf: VERSION.__setitem__(0, "1.5"),
    "catalog16": lambda pdf: setattr(pdf.Root, "Version", Name("/1.6")),
    "iccspace": lambda pdf: resource(pdf, "/ColorSpace", "/CS99", Array(
        [Name.ICCBased, pdf.make_stream(icc("fogra39-v2.icc"), N=4)])),
    "smask": smask,
    "ca": lambda pdf: resource(pdf, "/ExtGState", "/GS98", Dictionary(
        ca=0.5)),
    "bm": lambda pdf: resource(pdf, "/ExtGState", "/GS97", Dictionary(
        BM=Name.Multiply)),
    "group": lambda pdf: setattr(pdf.pages[0].obj, "Group", Dictionary(
        S=Name.Transparency, CS=Name.DeviceCMYK)),
    "v17": lambda pdf: VERSION.__setitem__(0, "1.7"),
    "noxmp": lambda pdf: pdf.Root.__delitem__("/Metadata"),
    "title": lambda pdf: setattr(pdf.trailer.Info, "Title",
                                 String("Another title")),
    "ocg": ocg,
    "ocgnoname": lambda pdf: ocg(pdf, Dictionary()),
    "ocgas": lambda pdf: ocg(pdf, Dictionary(Name=String("D"), AS=Array([
        Dictionary(Event=Name.Print, Category=Array([Name.Print]))]))),
    "ocgunlisted": ocg_unlisted,
}


def main(argv):
    if len(argv) < 4:
        print("usage: pdfx_faults.py IN OUT CHANGE...", file=sys.stderr)
        return 2
    pdf = pikepdf.open(argv[1])
    enc = None
    for name in argv[3:]:
        if name.startswith("profile="):
            with open(name[8:], "rb") as fp:
                profile(pdf, fp.read())
        elif name == "encrypt":
            enc = pikepdf.Encryption(owner="shop", user="", R=4)
        elif name in FAULTS:
            FAULTS[name](pdf)
        else:
            print("pdfx_faults.py: no change %s" % name, file=sys.stderr)
            return 2
    pdf.save(argv[2], encryption=enc or False,
             min_version=VERSION[0],
             static_id=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
