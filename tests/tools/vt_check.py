#!/usr/bin/python3
"""vt_check.py [--map FILE] [--manifest FILE] PDF: PDF/VT-1 read back.

Reads PDF with pikepdf (qpdf's object model, not boardpress's own code)
and checks what ISO 16612-2 (PDF/VT-1) and PDF 2.0's document parts
(14.12) ask that can be read from the file:

- the XMP metadata names pdfvtid:GTS_PDFVTVersion PDF/VT-1, with a
  pdfvtid:GTS_PDFVTModDate equal to xmp:ModifyDate, on PDF/X-4
  (pdfxid:GTS_PDFXVersion);
- the catalog's /DPartRoot (Type DPartRoot) names its root node
  (DPartRootNode), RecordLevel 1 and a NodeNameList of two names;
- the root node (Type DPart, /Parent the DPartRoot) has /DParts, an
  array of arrays (none over 8,191 elements) of leaves, and no /Start;
- each leaf (Type DPart, /Parent the root node, no /DParts) has /Start
  and /End pages, in order after the leaf before, and a /DPM with
  BoardID, Seed, Rules and BoardPages [first last] equal to its pages;
- each page from /Start to /End has /DPart that leaf; every other page
  has none (the rules' key pages belong to no board).

With --map (layout-pdf --page-map: ID,FILE,FIRST,LAST) the records are
the map's boards, in order, each with exactly its pages. With --manifest
(press-run's manifest.csv) they are its boards, in order, with its pages,
seeds and spreads.

Prints "PDF: N records" and exits 0 when all holds; else one line per
fault, "PDF: WHERE: WHAT", and exit 1 (2 when it cannot be read).
"""

import csv
import sys
import xml.etree.ElementTree as ET

import pikepdf
from pikepdf import Array, Dictionary, Name

NS = {
    "rdf": "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "pdfvtid": "http://www.npes.org/pdfvt/ns/id/",
    "pdfxid": "http://www.npes.org/pdfx/ns/id/",
    "xmp": "http://ns.adobe.com/xap/1.0/",
}


class Faults(list):
    def add(self, where, what):
        self.append(f"{where}: {what}")


def xmp_value(root, key):
    """The text of property key (prefix:name) anywhere in the XMP."""
    pre, name = key.split(":")
    tag = "{%s}%s" % (NS[pre], name)
    for desc in root.iter("{%s}Description" % NS["rdf"]):
        el = desc.find(tag)
        if el is not None:
            return (el.text or "").strip()
        attr = desc.get(tag)
        if attr is not None:
            return attr
    return None


def check_xmp(pdf, f):
    md = pdf.Root.get("/Metadata")
    if md is None:
        f.add("catalog", "no XMP metadata")
        return
    root = ET.fromstring(md.read_bytes())
    vt = xmp_value(root, "pdfvtid:GTS_PDFVTVersion")
    if vt != "PDF/VT-1":
        f.add("XMP", f"pdfvtid:GTS_PDFVTVersion is {vt!r}, not PDF/VT-1")
    x = xmp_value(root, "pdfxid:GTS_PDFXVersion")
    if x != "PDF/X-4":
        f.add("XMP", f"pdfxid:GTS_PDFXVersion is {x!r}: PDF/VT-1 is on X-4")
    mod = xmp_value(root, "xmp:ModifyDate")
    vtmod = xmp_value(root, "pdfvtid:GTS_PDFVTModDate")
    if not mod or mod != vtmod:
        f.add("XMP", f"GTS_PDFVTModDate {vtmod!r}, ModifyDate {mod!r}")


def same(a, b):
    return a.objgen == b.objgen and a.objgen != (0, 0)


def leaves_of(pdf, f):
    """The root node's leaves, in order, after checking the tree's top."""
    dr = pdf.Root.get("/DPartRoot")
    if not isinstance(dr, Dictionary):
        f.add("catalog", "no /DPartRoot dictionary")
        return []
    if dr.get("/Type") != Name.DPartRoot:
        f.add("DPartRoot", "its /Type is not /DPartRoot")
    if dr.get("/RecordLevel") != 1:
        f.add("DPartRoot", "its /RecordLevel is not 1")
    nl = dr.get("/NodeNameList")
    if not isinstance(nl, Array) or len(nl) != 2:
        f.add("DPartRoot", "its /NodeNameList does not name two levels")
    node = dr.get("/DPartRootNode")
    if not isinstance(node, Dictionary) or not node.is_indirect:
        f.add("DPartRoot", "/DPartRootNode is not an indirect dictionary")
        return []
    if node.get("/Type") != Name.DPart or "/Start" in node:
        f.add("root node", "not an inner /DPart node")
    if not same(node.get("/Parent"), dr):
        f.add("root node", "its /Parent is not the /DPartRoot")
    parts = node.get("/DParts")
    if not isinstance(parts, Array) or len(parts) == 0:
        f.add("root node", "no /DParts array")
        return []
    out = []
    for i, a in enumerate(parts):
        if not isinstance(a, Array) or not 0 < len(a) <= 8191:
            f.add("root node", f"/DParts[{i}] is not an array of 1 to "
                  "8191 nodes")
            continue
        out.extend(a)
    for k, leaf in enumerate(out):
        if not same(leaf.get("/Parent"), node):
            f.add(f"record {k + 1}", "its /Parent is not the root node")
        if leaf.get("/Type") != Name.DPart or "/DParts" in leaf:
            f.add(f"record {k + 1}", "not a leaf /DPart")
    return out


def records(pdf, f):
    """(id, seed, rules, spread, first, last) of each leaf, in order,
    each page's /DPart checked."""
    index = {p.obj.objgen: i + 1 for i, p in enumerate(pdf.pages)}
    owner = {}
    recs = []
    last = 0
    for k, leaf in enumerate(leaves_of(pdf, f)):
        where = f"record {k + 1}"
        s = index.get(leaf.get("/Start", Dictionary()).objgen)
        e = index.get(leaf.get("/End", Dictionary()).objgen)
        if not s or not e or e < s:
            f.add(where, "its /Start and /End are not pages in order")
            continue
        if s <= last:
            f.add(where, f"starts at page {s}, not after page {last}")
        last = e
        dpm = leaf.get("/DPM", Dictionary())
        bp = [int(x) for x in dpm.get("/BoardPages", [])]
        if bp != [s, e]:
            f.add(where, f"/DPM /BoardPages {bp}, its pages {s}-{e}")
        for p in range(s, e + 1):
            owner[p] = leaf
        recs.append((str(dpm.get("/BoardID", "")), str(dpm.get("/Seed", "")),
                     str(dpm.get("/Rules", "")), float(dpm.get("/Spread", -1)),
                     s, e))
    for i, page in enumerate(pdf.pages):
        d = page.obj.get("/DPart")
        if i + 1 in owner and (d is None or not same(d, owner[i + 1])):
            f.add(f"page {i + 1}", "its /DPart is not its record's leaf")
        elif i + 1 not in owner and d is not None:
            f.add(f"page {i + 1}", "a /DPart, and no record holds it")
    return recs


def pages(text):
    a, _, b = text.partition("-")
    return int(a), int(b or a)


def compare(recs, rows, f, what):
    if len(recs) != len(rows):
        f.add(what, f"{len(rows)} boards, {len(recs)} records")
    for k, (r, w) in enumerate(zip(recs, rows)):
        got = (r[0], r[4], r[5]) + ((r[1],) if len(w) > 3 else ())
        want = (w[0], w[1], w[2]) + ((w[3],) if len(w) > 3 else ())
        if got != want:
            f.add(f"record {k + 1}", f"{got}, the {what} {want}")
        if len(w) > 4 and abs(r[3] - w[4]) > 0.0015:
            f.add(f"record {k + 1}", f"spread {r[3]}, the {what} {w[4]}")


def main(argv):
    args = argv[1:]
    opt = {}
    while len(args) > 1 and args[0] in ("--map", "--manifest"):
        opt[args[0]] = args[1]
        args = args[2:]
    if len(args) != 1:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    path = args[0]
    try:
        pdf = pikepdf.open(path)
    except Exception as e:  # noqa: BLE001 - any reader error
        print(f"{path}: cannot read: {e}", file=sys.stderr)
        return 2
    f = Faults()
    check_xmp(pdf, f)
    recs = records(pdf, f)
    if "--map" in opt:
        with open(opt["--map"], newline="") as m:
            rows = [(r[0], int(r[2]), int(r[3])) for r in csv.reader(m)]
        compare(recs, rows, f, "page map")
    if "--manifest" in opt:
        with open(opt["--manifest"], newline="") as m:
            rows = [(r["id"],) + pages(r["page"]) + (r["seed"],
                    float(r["spread"])) for r in csv.DictReader(m)]
        compare(recs, rows, f, "manifest")
    for line in f:
        print(f"{path}: {line}")
    if not f:
        print(f"{path}: {len(recs)} records")
    return 1 if f else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
