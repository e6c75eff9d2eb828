#!/usr/bin/python3
"""die_check.py: die and crease lines read back from PDF files with pikepdf
(qpdf's object model, not boardpress's own code) and from Ghostscript's
separations.

  die_check.py layer PDF        the ISO 19593-1 processing-step layers:
                                /OCProperties, each group's GTS_Metadata,
                                one group a step, off in /D, named; on
                                each page with a cut,
                                the cut's paths inside /OC marked content
                                of the Cutting group, in CutContour,
                                overprinting, tracing the trim box
  die_check.py paths DIE PRINT  the die-line PDF registers with PRINT: the
                                same page count and boxes; each page's cut
                                traces PRINT's trim box within 0.01 mm
  die_check.py within DIE PRINT the same, each page's cuts inside the trim
                                (print-and-play tiles: their joins)
  die_check.py fold DIE PRINT PANELS
                                a folding board's die-line PDF: each
                                front's CutContour traces PRINT's bleed
                                box (the wrap's outer edge); its Crease
                                lines trace the trim box and the hinges
                                of PANELS (2: across the long side's
                                middle; 4: both middles; 6: thirds of the
                                long side and the short side's middle),
                                each hinge across the bleed box, within
                                0.01 mm
  die_check.py sep TIFF PDF PAGE DPI
                                Ghostscript's CutContour plate (tiffsep)
                                of page PAGE at DPI holds the trim's
                                outline and nothing else
  die_check.py steps PDF        the processing-step groups of /OCGs: prints
                                their GTS_ProcStepsType sorted, and how
                                many pages name a group in /Properties;
                                a fault for a group not in /OCGs, or not
                                off in /D and in its /Order
  die_check.py plates A B       tiffsep's process plates A and B (paths
                                with %s for the plate) hold the same
                                pixels

Prints one line per fault; exit 0 when none, 1 when one, 2 on usage.
"""

import sys
from decimal import Decimal

import pikepdf
from pikepdf import Array, Dictionary, Name

MM = 72 / 25.4
TOL = 0.01 * MM  # points: 0.01 mm


def mul(a, b):
    """The product of PDF matrices a then b."""
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4],
            a[4] * b[1] + a[5] * b[3] + b[5]]


def apply(m, x, y):
    return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])


def strokes(page):
    """The stroked paths of a page: (points in default user space,
    the marked-content property names open, the stroke colour space's
    resource name, whether the stroke overprints) each."""
    res = page.obj.get("/Resources", Dictionary())
    gs = res.get("/ExtGState", Dictionary())
    ctm, stack, marks = [1, 0, 0, 1, 0, 0], [], []
    cs, op = None, False
    path, out = [], []
    for operands, operator in pikepdf.parse_content_stream(page):
        o = str(operator)
        v = [float(x) if isinstance(x, (int, float, Decimal)) else x
             for x in operands]
        if o == "q":
            stack.append((ctm, cs, op))
        elif o == "Q":
            ctm, cs, op = stack.pop()
        elif o == "cm":
            ctm = mul([float(x) for x in operands], ctm)
        elif o == "BDC":
            marks.append(str(operands[1]) if str(operands[0]) == "/OC"
                         else None)
        elif o in ("BMC",):
            marks.append(None)
        elif o == "EMC":
            marks.pop()
        elif o == "CS":
            cs = str(operands[0])
        elif o == "gs":
            d = gs.get(str(operands[0]))
            if d is not None and "/OP" in d:
                op = bool(d.OP)
        elif o == "m":
            path.append([apply(ctm, v[0], v[1])])
        elif o == "l":
            path[-1].append(apply(ctm, v[0], v[1]))
        elif o == "h":
            path[-1].append(path[-1][0])
        elif o == "re":
            x, y, w, h = v
            path.append([apply(ctm, x, y), apply(ctm, x + w, y),
                         apply(ctm, x + w, y + h), apply(ctm, x, y + h),
                         apply(ctm, x, y)])
        elif o in ("S", "s"):
            for p in path:
                out.append((p, [m for m in marks if m], cs, op))
            path = []
        elif o in ("f", "F", "f*", "B", "B*", "b", "b*", "n"):
            path = []
    return out


def box(page, key):
    return [float(x) for x in page.obj.get(key, page.obj.MediaBox)]


def traces(paths, trim):
    """Whether paths (lists of points) run along trim's four edges and
    nowhere else, within TOL."""
    x0, y0, x1, y1 = trim
    on = {"left": 0.0, "right": 0.0, "bottom": 0.0, "top": 0.0}
    for p in paths:
        for (ax, ay), (bx, by) in zip(p, p[1:]):
            if abs(ax - bx) <= TOL and abs(ax - x0) <= TOL:
                on["left"] += abs(ay - by)
            elif abs(ax - bx) <= TOL and abs(ax - x1) <= TOL:
                on["right"] += abs(ay - by)
            elif abs(ay - by) <= TOL and abs(ay - y0) <= TOL:
                on["bottom"] += abs(ax - bx)
            elif abs(ay - by) <= TOL and abs(ay - y1) <= TOL:
                on["top"] += abs(ax - bx)
            else:
                return "a segment (%.3f %.3f)-(%.3f %.3f) pt off the " \
                    "trim" % (ax, ay, bx, by)
            for x, y in ((ax, ay), (bx, by)):
                if x < x0 - TOL or x > x1 + TOL or y < y0 - TOL or \
                        y > y1 + TOL:
                    return "a point (%.3f %.3f) outside the trim" % (x, y)
    for side, n in on.items():
        want = (x1 - x0) if side in ("top", "bottom") else (y1 - y0)
        if abs(n - want) > TOL:
            return "the %s edge is cut over %.3f of %.3f pt" % (side, n,
                                                                 want)
    return None


def layer(path):
    faults = []
    pdf = pikepdf.open(path)
    ocp = pdf.Root.get("/OCProperties")
    if not isinstance(ocp, Dictionary):
        return ["no /OCProperties in the catalog"]
    groups = {}
    for g in ocp.OCGs:
        md = g.get("/GTS_Metadata")
        if not isinstance(md, Dictionary):
            faults.append("group %s has no GTS_Metadata" % g.get("/Name"))
            continue
        if md.get("/GTS_ProcStepsGroup") != Name.Structural:
            faults.append("group %s: GTS_ProcStepsGroup is not "
                          "/Structural" % g.Name)
        t = str(md.get("/GTS_ProcStepsType"))
        if t not in ("/Cutting", "/Creasing"):
            faults.append("group %s: GTS_ProcStepsType %s" % (g.Name, t))
        if t in groups.values():
            faults.append("a second group of %s: a step is one group in "
                          "a file, however it was joined" % t)
        groups[g.objgen] = t
    d = ocp.get("/D")
    if not isinstance(d, Dictionary) or "/Name" not in d:
        faults.append("/D has no /Name (ISO 15930-7)")
    elif "/AS" in d:
        faults.append("/D has /AS (ISO 15930-7)")
    else:
        off = {g.objgen for g in d.get("/OFF", Array())}
        order = {g.objgen for g in d.get("/Order", Array())}
        for k in groups:
            if k not in off:
                faults.append("group %s is not off in /D" % (k,))
            if k not in order:
                faults.append("group %s is not in /D /Order" % (k,))
    cut = 0
    for i, page in enumerate(pdf.pages, 1):
        props = page.obj.get("/Resources", Dictionary()).get(
            "/Properties", Dictionary())
        steps = {}
        for k, g in props.items():
            steps[k] = groups.get(g.objgen)
        mine = [s for s in strokes(page)
                if any(steps.get(m) == "/Cutting" for m in s[1])]
        if not mine:
            continue
        cut += 1
        seps = page.obj.Resources.get("/ColorSpace", Dictionary())
        for p, _, cs, op in mine:
            sep = seps.get(cs) if cs else None
            if not (isinstance(sep, Array) and str(sep[0]) ==
                    "/Separation" and str(sep[1]) == "/CutContour"):
                faults.append("page %d: a cut not in CutContour" % i)
                break
            if not op:
                faults.append("page %d: a cut that does not overprint" % i)
                break
        why = traces([s[0] for s in mine], box(page, "/TrimBox"))
        if why:
            faults.append("page %d: %s" % (i, why))
    print("%s: %d pages, %d with a cut in the Cutting layer" %
          (path, len(pdf.pages), cut))
    if not cut:
        faults.append("no page has a cut in the Cutting layer")
    return faults


def within(paths_, trim):
    """Whether every point of paths lies inside trim, within TOL."""
    x0, y0, x1, y1 = trim
    for p in paths_:
        for x, y in p:
            if x < x0 - TOL or x > x1 + TOL or y < y0 - TOL or \
                    y > y1 + TOL:
                return "a point (%.3f %.3f) outside the trim" % (x, y)
    return None


def paths(die, printed, whole=True):
    faults = []
    a, b = pikepdf.open(die), pikepdf.open(printed)
    if len(a.pages) != len(b.pages):
        return ["%d die pages for %d print pages" % (len(a.pages),
                                                      len(b.pages))]
    cut = 0
    for i, (pa, pb) in enumerate(zip(a.pages, b.pages), 1):
        for key in ("/MediaBox", "/BleedBox", "/TrimBox"):
            if any(abs(x - y) > 1e-3 for x, y in zip(box(pa, key),
                                                      box(pb, key))):
                faults.append("page %d: %s differs" % (i, key))
        s = [p for p, _, cs, _ in strokes(pa)]
        if not s:
            continue
        cut += 1
        why = (traces if whole else within)(s, box(pb, "/TrimBox"))
        if why:
            faults.append("page %d: %s" % (i, why))
    print("%s: %d pages, %d cut %s %s's trim" % (die, len(a.pages), cut,
                                                 "along" if whole else
                                                 "within", printed))
    if not cut:
        faults.append("no page has a cut")
    return faults


def separation(page, cs):
    """The colorant name of colour space resource cs of page, or None."""
    c = page.obj.get("/Resources", Dictionary()).get(
        "/ColorSpace", Dictionary()).get(cs)
    if isinstance(c, Array) and len(c) > 1 and c[0] == Name.Separation:
        return str(c[1])
    return None


def hinge_lines(trim, bleed, panels):
    """The hinges of panels as segments across the bleed box, pt."""
    x0, y0, x1, y1 = trim
    w, h = x1 - x0, y1 - y0
    bx0, by0, bx1, by1 = bleed
    wide = w >= h
    out = []
    if panels == 2:
        out = [("v", x0 + w / 2)] if wide else [("h", y0 + h / 2)]
    elif panels == 4:
        out = [("v", x0 + w / 2), ("h", y0 + h / 2)]
    elif panels == 6:
        if wide:
            out = [("v", x0 + w / 3), ("v", x0 + 2 * w / 3),
                   ("h", y0 + h / 2)]
        else:
            out = [("v", x0 + w / 2), ("h", y0 + h / 3),
                   ("h", y0 + 2 * h / 3)]
    return [[(at, by0), (at, by1)] if k == "v" else [(bx0, at), (bx1, at)]
            for k, at in out]


def same_segment(p, q):
    return len(p) == 2 and all(
        abs(a[0] - b[0]) <= TOL and abs(a[1] - b[1]) <= TOL
        for a, b in zip(sorted(p), sorted(q)))


def fold(die, printed, panels):
    faults = []
    a, b = pikepdf.open(die), pikepdf.open(printed)
    fronts = 0
    for i, (pa, pb) in enumerate(zip(a.pages, b.pages), 1):
        st = strokes(pa)
        if not st:
            continue
        fronts += 1
        cut = [p for p, _, cs, _ in st if separation(pa, cs) ==
               "/CutContour"]
        crease = [p for p, _, cs, _ in st if separation(pa, cs) ==
                  "/Crease"]
        if len(cut) + len(crease) != len(st):
            faults.append("page %d: a stroke in neither separation" % i)
        why = traces(cut, box(pb, "/BleedBox"))
        if why:
            faults.append("page %d: the cut: %s" % (i, why))
        edges = [p for p in crease if len(p) > 2]
        lines = [p for p in crease if len(p) == 2]
        why = traces(edges, box(pb, "/TrimBox"))
        if why:
            faults.append("page %d: the board's edge creases: %s" % (i, why))
        want = hinge_lines(box(pb, "/TrimBox"), box(pb, "/BleedBox"),
                           panels)
        if len(lines) != len(want) or not all(
                any(same_segment(l, w) for l in lines) for w in want):
            faults.append("page %d: %d hinge creases, %d wanted at %s" % (
                i, len(lines), len(want),
                ", ".join("%.2f,%.2f-%.2f,%.2f mm" % (
                    w[0][0] / MM, w[0][1] / MM, w[1][0] / MM, w[1][1] / MM)
                    for w in want)))
    print("%s: %d fronts folded in %d" % (die, fronts, panels))
    if not fronts:
        faults.append("no page has a die")
    return faults


def sep(tiff, pdf, page, dpi):
    from PIL import Image
    im = Image.open(tiff)
    px = im.load()
    w, h = im.size
    doc = pikepdf.open(pdf)
    pg = doc.pages[page - 1]
    mx0, my0, _, my1 = box(pg, "/MediaBox")
    tx0, ty0, tx1, ty1 = box(pg, "/TrimBox")
    s = dpi / 72.0
    # The trim in pixels, top down.
    x0, x1 = (tx0 - mx0) * s, (tx1 - mx0) * s
    y0, y1 = (my1 - ty1) * s, (my1 - ty0) * s
    near = 1.5  # pixels: the 0.25 pt line and the rounding
    ink, off = 0, []
    rows = {"top": set(), "bottom": set()}
    cols = {"left": set(), "right": set()}
    for y in range(h):
        for x in range(w):
            if px[x, y] == 255:
                continue
            ink += 1
            cx, cy = x + 0.5, y + 0.5
            inside = x0 - near <= cx <= x1 + near and \
                y0 - near <= cy <= y1 + near
            edge = min(abs(cx - x0), abs(cx - x1), abs(cy - y0),
                       abs(cy - y1)) <= near
            if not (inside and edge):
                off.append((x, y))
            if abs(cy - y0) <= near:
                rows["top"].add(x)
            if abs(cy - y1) <= near:
                rows["bottom"].add(x)
            if abs(cx - x0) <= near:
                cols["left"].add(y)
            if abs(cx - x1) <= near:
                cols["right"].add(y)
    faults = []
    if off:
        faults.append("%d CutContour pixels off the trim, the first at "
                      "%s" % (len(off), off[0]))
    for side, v in list(rows.items()) + list(cols.items()):
        want = (x1 - x0) if side in rows else (y1 - y0)
        if len(v) < want - 2:
            faults.append("the %s edge has ink in %d of %d pixels" %
                          (side, len(v), int(want)))
    print("%s: %d pixels of ink, trim %.1f-%.1f x %.1f-%.1f px" %
          (tiff, ink, x0, x1, y0, y1))
    return faults


def plates(a, b):
    """The process plates of tiffsep's files a and b (paths with %s for
    the plate's name) hold the same pixels."""
    from PIL import Image, ImageChops
    faults = []
    for c in ("Cyan", "Magenta", "Yellow", "Black"):
        x, y = Image.open(a % c), Image.open(b % c)
        if x.size != y.size or ImageChops.difference(x, y).getbbox():
            faults.append("the %s plates differ" % c)
    return faults


def steps(path):
    """The step types of path's groups, and the pages that name one (a
    folding board's die traces its wrap, which layer does not read)."""
    faults = []
    pdf = pikepdf.open(path)
    ocp = pdf.Root.get("/OCProperties")
    if not isinstance(ocp, Dictionary):
        return ["no /OCProperties in the catalog"]
    groups = {g.objgen: str(g.GTS_Metadata.GTS_ProcStepsType)
              for g in ocp.OCGs}
    off = {g.objgen for g in ocp.D.get("/OFF", Array())}
    order = {g.objgen for g in ocp.D.get("/Order", Array())}
    if set(groups) - off or set(groups) - order:
        faults.append("a group not off in /D or not in its /Order")
    named = 0
    for i, page in enumerate(pdf.pages, 1):
        props = page.obj.get("/Resources", Dictionary()).get(
            "/Properties", Dictionary())
        for k, g in props.items():
            if g.objgen not in groups:
                faults.append("page %d: %s is not a group of /OCGs" %
                              (i, k))
        named += len(props) > 0
    print("%s pages %d" % (" ".join(sorted(groups.values())), named))
    return faults


def main(argv):
    if len(argv) == 3 and argv[1] == "layer":
        faults = layer(argv[2])
    elif len(argv) == 3 and argv[1] == "steps":
        faults = steps(argv[2])
    elif len(argv) == 4 and argv[1] in ("paths", "within"):
        faults = paths(argv[2], argv[3], argv[1] == "paths")
    elif len(argv) == 4 and argv[1] == "plates":
        faults = plates(argv[2], argv[3])
    elif len(argv) == 5 and argv[1] == "fold":
        faults = fold(argv[2], argv[3], int(argv[4]))
    elif len(argv) == 6 and argv[1] == "sep":
        faults = sep(argv[2], argv[3], int(argv[4]), float(argv[5]))
    else:
        print(__doc__.strip().splitlines()[0], file=sys.stderr)
        return 2
    for f in faults:
        print("die_check.py: %s" % f)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
