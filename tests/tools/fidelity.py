#!/usr/bin/python3
# fidelity.py: how far the CMYK a print PDF paints is from the designer's
# colours, in CIEDE2000, read through the press's profile with Little CMS.
"""
usage: fidelity.py [-v] [--markdown] [--limit MEDIAN MAX]
                   [--profile CONDITION=ICC]... CASES

CASES is a file of lines, one a measured PDF:

    STYLE TEMPLATE OVERPRINT PRINT.pdf SCREEN.pdf DECLARE...

STYLE, TEMPLATE and OVERPRINT (on, off) label the case. PRINT.pdf is the
deck laid out for print (CMYK), SCREEN.pdf the same deck and template laid
out with --colour rgb: the same drawing in the same order, so the colour
operators of the two content streams (and of their forms) are zipped one to
one: the screen page gives the designer's sRGB (or the naive RGB of a
colour given as CMYK), the print page the CMYK actually painted (k/K, or
sc/scn in a Separation space through its tint transform to the alternate
CMYK). Nothing of boardpress's colour code is used. The press's profile is
the one of the condition the print PDF's output intent names: FOGRA39,
icc/FOGRA39-boardpress.icc; CGATS TR 001, Ghostscript's default CMYK
profile (a SWOP one); --profile adds or changes one. A profile the output
intent embeds must be that one. DECLARE... are the style and
rules files the colours come from: only read to name a colour's line and
to tell a colour given as "cmyk C M Y K" or "spot C M Y K NAME" from an
sRGB one.

Per designer colour, the painted CMYK is read as L*a*b* (D50) through
PROFILE (relative colorimetric) and compared with:
 (a) the profile's own separation of the colour: sRGB through PROFILE,
     relative colorimetric with black point compensation; a colour given
     as CMYK (or a spot's fallback): that CMYK as given; a neutral grey
     (r = g = b), which boardpress prints in black ink alone by design:
     K alone at the lightness the profile's K ramp gives the grey's L*,
     clamped to what 100 % K reaches;
 (b) the designer's colour itself (sRGB as L*a*b*), where the profile's
     gamut holds it (its relative colorimetric round trip within ΔE00 1);
     CMYK given: as (a); greys: L* clamped as in (a).
Printed: a table per style (median, p95 and max over its colours, the
worst named; -v: every colour), one verdict line per case, and an overall
verdict; --markdown: also the tables as the README shows them. With
--limit, a case whose (a) median or max is over the limits is FAIL, and the
status is 1; a case that pairs nothing, reads no colour, or whose two PDFs
do not pair one to one is always FAIL (status 1). Status 2: bad usage or a
file that cannot be read.
"""
import ctypes
import hashlib
import os
import re
import sys

import pikepdf

# Little CMS, called directly (tests/tools/lcms.py).
from lcms import lib as lcms, RGB_DBL, CMYK_DBL, LAB_DBL, RELATIVE, BPC, \
    NOOPT, NOCACHE, SIG_CMYK  # noqa: E402,F401

PROFILES = {"FOGRA39": "icc/FOGRA39-boardpress.icc",
            "CGATS TR 001": "/usr/share/color/icc/ghostscript/"
                            "default_cmyk.icc"}


class Press:
    """A CMYK profile's readings: CMYK (0..1) as L*a*b*, sRGB separated."""

    def __init__(self, path):
        self.path = path
        prof = lcms.cmsOpenProfileFromFile(path.encode(), b"r")
        if not prof or lcms.cmsGetColorSpace(prof) != SIG_CMYK:
            raise OSError("%s: not a CMYK ICC profile" % path)
        srgb = lcms.cmsCreate_sRGBProfile()
        lab = lcms.cmsCreateLab4Profile(None)
        flags = NOOPT | NOCACHE
        self.to_lab = lcms.cmsCreateTransform(prof, CMYK_DBL, lab, LAB_DBL,
                                              RELATIVE, flags)
        self.sep = lcms.cmsCreateTransform(srgb, RGB_DBL, prof, CMYK_DBL,
                                           RELATIVE, flags | BPC)
        self.sep_nobpc = lcms.cmsCreateTransform(srgb, RGB_DBL, prof,
                                                 CMYK_DBL, RELATIVE, flags)
        self.srgb_lab = lcms.cmsCreateTransform(srgb, RGB_DBL, lab, LAB_DBL,
                                                RELATIVE, flags)
        if not all((self.to_lab, self.sep, self.sep_nobpc, self.srgb_lab)):
            raise OSError("%s: Little CMS cannot make its transforms" % path)
        # The black ramp: L* of K alone, 0 to 100 % in 0.1 % steps.
        self.ramp = [self.lab((0, 0, 0, i / 1000))[0] for i in range(1001)]
        self.k_floor = self.ramp[-1]

    @staticmethod
    def _run(xf, vals, nout):
        src = (ctypes.c_double * len(vals))(*vals)
        dst = (ctypes.c_double * nout)()
        lcms.cmsDoTransform(xf, src, dst, 1)
        return tuple(dst)

    def lab(self, cmyk):
        return self._run(self.to_lab, [100 * v for v in cmyk], 3)

    def separate(self, rgb, bpc=True):
        v = self._run(self.sep if bpc else self.sep_nobpc,
                      [c / 255 for c in rgb], 4)
        return tuple(x / 100 for x in v)

    def srgb_as_lab(self, rgb):
        return self._run(self.srgb_lab, [c / 255 for c in rgb], 3)

    def k_for(self, lstar):
        """K alone whose L* is lstar, clamped to 0..100 % K."""
        r = self.ramp
        if lstar >= r[0]:
            return 0.0
        if lstar <= r[-1]:
            return 1.0
        for i in range(1, len(r)):
            if r[i] <= lstar:
                t = (r[i - 1] - lstar) / (r[i - 1] - r[i])
                return (i - 1 + t) / 1000
        return 1.0


def de00(a, b):
    la = (ctypes.c_double * 3)(*a)
    lb = (ctypes.c_double * 3)(*b)
    return lcms.cmsCIE2000DeltaE(la, lb, 1.0, 1.0, 1.0)


# ---- what the pages paint ------------------------------------------------

def num(o):
    return float(o)


def tint_alt(cs, tint):
    """A Separation space's alternate CMYK at tint, through its function
    (type 2, exponential; type 4 and 0 are not what boardpress writes)."""
    fn = cs[3]
    ftype = int(fn.get("/FunctionType", -1))
    if ftype != 2:
        raise ValueError("Separation tint transform of type %d" % ftype)
    c0 = [num(x) for x in fn.get("/C0", [0])]
    c1 = [num(x) for x in fn.get("/C1", [1])]
    e = num(fn.N)
    return tuple(a + (tint ** e) * (b - a) for a, b in zip(c0, c1))


OPS = "k K rg RG g G cs CS sc scn SC SCN Do BI INLINE IMAGE"


class Reader:
    """The colour settings of a page, its forms' in place, in order: a list
    of (where, what, value): what is 'cmyk' (c, m, y, k), 'rgb' (r, g, b,
    0..1), 'grey' (g) or ('spot', NAME) with the alternate CMYK."""

    def __init__(self):
        self.images = 0
        self.forms = {}

    def space(self, res, name):
        if name in ("/DeviceCMYK", "/DeviceRGB", "/DeviceGray"):
            return name
        cs = res.get("/ColorSpace", {}).get(name) if res is not None \
            else None
        if cs is None:
            raise ValueError("colour space %s not in the resources" % name)
        return cs

    def events(self, obj, res, where, out, depth=0):
        if depth > 16:
            raise ValueError("forms nested over 16 deep")
        fill_cs = stroke_cs = "/DeviceGray"
        for operands, op in pikepdf.parse_content_stream(obj, OPS):
            o = str(op)
            if o in ("k", "K"):
                out.append((where, o == "K", "cmyk",
                            tuple(map(float, operands))))
            elif o in ("rg", "RG"):
                out.append((where, o == "RG", "rgb",
                            tuple(map(float, operands))))
            elif o in ("g", "G"):
                out.append((where, o == "G", "grey", (num(operands[0]),)))
            elif o in ("cs", "CS"):
                cs = self.space(res, str(operands[0]))
                if o == "cs":
                    fill_cs = cs
                else:
                    stroke_cs = cs
            elif o in ("sc", "scn", "SC", "SCN"):
                cs = stroke_cs if o.isupper() else fill_cs
                vals = tuple(num(x) for x in operands
                             if not isinstance(x, pikepdf.Name))
                out.append((where, o.isupper()) + self.setting(cs, vals))
            elif o == "Do":
                name = str(operands[0])
                xo = res.XObject[name]
                if xo.Subtype == "/Form":
                    # A form drawn again paints what it painted before.
                    key = xo.objgen if xo.is_indirect else None
                    if key not in self.forms or key is None:
                        got = []
                        self.events(xo, xo.get("/Resources", res),
                                    where + "/" + name[1:], got, depth + 1)
                        self.forms[key] = got
                    out.extend(self.forms[key])
                else:
                    self.images += 1
            elif o == "BI" or o == "INLINE IMAGE":
                self.images += 1

    @staticmethod
    def setting(cs, vals):
        if isinstance(cs, str):
            kind = {"/DeviceCMYK": "cmyk", "/DeviceRGB": "rgb",
                    "/DeviceGray": "grey"}[cs]
            return (kind, vals)
        family = str(cs[0])
        if family == "/Separation":
            name = str(cs[1])[1:]
            if str(cs[2]) != "/DeviceCMYK":
                raise ValueError("Separation %s: alternate %s, not "
                                 "DeviceCMYK" % (name, cs[2]))
            return (("spot", name), tint_alt(cs, vals[0]))
        if family == "/ICCBased":
            n = int(cs[1].N)
            return ({1: "grey", 3: "rgb", 4: "cmyk"}[n], vals)
        raise ValueError("colour space %s" % family)


READ = {}


def read_pdf(path):
    """What read_pdf_once gives, once per file's bytes (the screen PDF is
    read for both overprint settings, and a rules file alone often makes
    the same bytes as its base style)."""
    with open(path, "rb") as fh:
        key = hashlib.sha256(fh.read()).digest()
    if key not in READ:
        READ[key] = read_pdf_once(path)
    return READ[key]


def read_pdf_once(path):
    r = Reader()
    pages = []
    pdf = pikepdf.open(path)
    for i, pg in enumerate(pdf.pages):
        out = []
        r.events(pg.obj, pg.obj.get("/Resources"), "page %d" % (i + 1), out)
        pages.append(out)
    cond, embedded = None, None
    for oi in pdf.Root.get("/OutputIntents", []):
        cond = str(oi.get("/OutputConditionIdentifier", ""))
        if "/DestOutputProfile" in oi:
            embedded = oi.DestOutputProfile.read_bytes()
    return pages, r.images, cond, embedded


# ---- the designer's colours ----------------------------------------------

HEX = re.compile(r"#([0-9A-Fa-f]{6})\b")
CMYK = re.compile(r"\b(cmyk|spot)\s+(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*(.*)$")


def declared(files):
    """Where each colour is written in the style and rules files: hex ->
    FILE:LINE, (c, m, y, k) percents -> FILE:LINE, spot name -> (cmyk,
    FILE:LINE). The first file that names a colour wins (the style, then
    the rules)."""
    hexes, cmyks, spots, first = {}, {}, {}, {}
    for f in files:
        with open(f, encoding="utf-8") as fh:
            for no, line in enumerate(fh, 1):
                text = re.sub(r"(^|\s)#(\s.*)?$", "", line.rstrip("\n"))
                at = "%s:%d" % (f, no)
                m = CMYK.search(text)
                if m:
                    v = tuple(int(m.group(i)) for i in range(2, 6))
                    key = ("cmyk", v)
                    if m.group(1) == "spot":
                        key = ("spot", m.group(6).strip())
                        spots.setdefault(key[1], (v, at))
                    cmyks.setdefault(v, at)
                    if f == files[0]:
                        first.setdefault(key, at)
                    continue
                for h in HEX.findall(text):
                    hexes.setdefault(h.upper(), at)
                    if f == files[0]:
                        first.setdefault(("rgb", h.upper()), at)
    return hexes, cmyks, spots, first


def naive_rgb(cmyk):
    """What an RGB page paints for a CMYK colour (as layout-pdf writes it,
    three decimals), in 0..255."""
    c, m, y, k = cmyk
    return tuple(round(round((1 - v) * (1 - k), 3) * 255)
                 for v in (c, m, y))


def whole(cmyk):
    """cmyk (0..1) is whole percents."""
    return all(abs(100 * x - round(100 * x)) < 1e-6 for x in cmyk)


def rgb255(vals):
    return tuple(round(v * 255) for v in vals)


def near(a, b, tol=0.0015):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


class Colour:
    def __init__(self, key, label, at, kind):
        self.key, self.label, self.at, self.kind = key, label, at, kind
        self.painted = set()
        self.uses = 0
        self.de_a = self.de_b = None
        self.ref = None


def pair(print_pages, screen_pages, decl, problems, notes):
    """Zip the two PDFs' colour settings; the designer's colours, each with
    the CMYK values painted for it. Registration (1 1 1 1, or the All
    separation) is counted apart."""
    hexes, cmyks, spots, _ = decl
    by_naive = {}
    for v, at in cmyks.items():
        by_naive.setdefault(naive_rgb([x / 100 for x in v]), []).append(
            (v, at))
    colours, marks, pairs = {}, 0, 0
    if len(print_pages) != len(screen_pages):
        problems.append("%d print pages, %d screen pages" %
                        (len(print_pages), len(screen_pages)))
    seen = {}
    for pp, sp in zip(print_pages, screen_pages):
        if len(pp) != len(sp):
            problems.append("%s: %d colour settings printed, %d on screen"
                            % (pp[0][0] if pp else "a page", len(pp),
                               len(sp)))
        for a, b in zip(pp, sp):
            # Each distinct pair once (a page sets a few colours often).
            same = (a[1:], b[1:])
            if same in seen:
                if seen[same] is not None:
                    seen[same].uses += 1
                else:
                    marks += 1
                pairs += 1
                continue
            if a[0] != b[0] or a[1] != b[1]:
                problems.append("%s: a %s colour paired with %s's %s one" %
                                (a[0], "stroke" if a[1] else "fill",
                                 b[0], "stroke" if b[1] else "fill"))
                return colours, marks, pairs
            kind, val = a[2], a[3]
            if b[2] == "grey":
                rgb = rgb255(b[3] * 3)
            elif b[2] == "rgb":
                rgb = rgb255(b[3])
            else:
                problems.append("%s: the screen page paints %s" %
                                (b[0], b[2]))
                return colours, marks, pairs
            if kind == "grey":
                cmyk = (0, 0, 0, 1 - val[0])
            elif kind == "cmyk":
                cmyk = val
            elif isinstance(kind, tuple):
                cmyk = val
            else:
                problems.append("%s: the print page paints %s" %
                                (a[0], kind))
                return colours, marks, pairs
            pairs += 1
            if kind == ("spot", "All") or (kind == "cmyk" and
                                           near(cmyk, (1, 1, 1, 1), 1e-9)):
                marks += 1
                seen[same] = None
                continue
            hx = "#%02X%02X%02X" % rgb
            if isinstance(kind, tuple):
                name = kind[1]
                if name in spots:
                    v, at = spots[name]
                    key = ("spot", name)
                    c = colours.get(key) or Colour(
                        key, "spot %s (%d %d %d %d)" % ((name,) + v), at,
                        "cmyk")
                    c.ref_cmyk = tuple(x / 100 for x in v)
                else:
                    problems.append("%s: spot %s is in no style or rules "
                                    "file" % (a[0], name))
                    continue
            else:
                cands = by_naive.get(rgb, [])
                if cands and (hx[1:] not in hexes or any(
                        near(cmyk, [x / 100 for x in v]) for v, _ in cands)):
                    # Given as CMYK: of those that look alike on screen,
                    # the one painted, else the first written.
                    v, at = next(((v, at) for v, at in cands if near(
                        cmyk, [x / 100 for x in v])), cands[0])
                    key = ("cmyk", v)
                    c = colours.get(key) or Colour(
                        key, "cmyk %d %d %d %d" % v, at, "cmyk")
                    c.ref_cmyk = tuple(x / 100 for x in v)
                elif whole(cmyk) and naive_rgb(cmyk) == rgb:
                    # A colour the drawing itself gives as CMYK (a 85 %
                    # K line): painted as given is what it asks. (An sRGB
                    # colour through a profile, floored to 0.1 %, is not
                    # whole percents that look, naively, as it does.)
                    v = tuple(round(100 * x) for x in cmyk)
                    key = ("cmyk", v)
                    c = colours.get(key) or Colour(
                        key, "cmyk %d %d %d %d" % v, "drawing", "cmyk")
                    c.ref_cmyk = tuple(x / 100 for x in v)
                    if hx[1:] in hexes and ("ambiguous", hx) not in seen:
                        seen[("ambiguous", hx)] = None
                        notes.append("%s (%s) taken for the drawing's %s, "
                                     "which looks the same on screen" %
                                     (hx, hexes[hx[1:]], c.label))
                else:
                    key = ("rgb", rgb)
                    grey = rgb[0] == rgb[1] == rgb[2]
                    c = colours.get(key) or Colour(
                        key, hx, hexes.get(hx[1:], "drawing"),
                        "grey" if grey else "rgb")
                    c.rgb = rgb
            c.painted.add(tuple(round(x, 4) for x in cmyk))
            c.uses += 1
            colours[key] = c
            seen[same] = c
    return colours, marks, pairs


def judge(press, c):
    """c's ΔE00 against (a) and (b), its worst painted CMYK's."""
    if c.kind == "cmyk":
        ref = press.lab(c.ref_cmyk)
        c.ref = c.ref_cmyk
        ref_b = ref
    elif c.kind == "grey":
        want = press.srgb_as_lab(c.rgb)
        k = press.k_for(want[0])
        c.ref = (0, 0, 0, k)
        ref = press.lab(c.ref)
        ref_b = (max(want[0], press.k_floor), 0.0, 0.0)
    else:
        c.ref = press.separate(c.rgb)
        ref = press.lab(c.ref)
        want = press.srgb_as_lab(c.rgb)
        back = press.lab(press.separate(c.rgb, bpc=False))
        ref_b = want if de00(want, back) <= 1.0 else None
    worst = None
    for p in c.painted:
        lab = press.lab(p)
        da = de00(lab, ref)
        db = de00(lab, ref_b) if ref_b is not None else None
        if worst is None or da > worst[0]:
            worst = (da, db, p)
    c.de_a, c.de_b, c.worst_cmyk = worst


def stats(v):
    v = sorted(v)
    if not v:
        return None
    n = len(v)
    med = v[n // 2] if n % 2 else (v[n // 2 - 1] + v[n // 2]) / 2
    p95 = v[min(n - 1, max(0, -(-95 * n // 100) - 1))]
    return med, p95, v[-1]


def pct(cmyk):
    return "%s" % " ".join("%.1f" % (100 * x) for x in cmyk)


def print_markdown(rows):
    """The README's tables: one per style, a row per template, (a) with
    overprint on and off, (b) (the same either way but for the squeeze),
    and the worst colour."""
    by = {}
    for r in rows:
        by.setdefault(r[0], {}).setdefault(r[1], {})[r[2]] = r

    def f(s):
        return "%.2f / %.2f / %.2f" % s if s else "not made"

    for style, tmpl in by.items():
        print("%s (ΔE00, median / p95 / max over its colours):" % style)
        print()
        print("| template | colours | (a) overprint on | (a) off | "
              "(b) on, in gamut | worst (a) |")
        print("|---|---|---|---|---|---|")
        for t, ops in tmpl.items():
            on, off = ops.get("on"), ops.get("off")
            w = max((x for x in (on, off) if x and x[8]),
                    key=lambda x: x[8].de_a, default=None)
            ws = "%s %.1f (%s)" % (w[8].label, w[8].de_a,
                                   w[8].at.rsplit("/", 1)[-1]) if w else ""
            print("| `%s` | %d | %s | %s | %s | %s |" % (
                t, on[3] if on else 0, f(on and on[6]), f(off and off[6]),
                (f(on[7]) + " (%d)" % on[15]) if on and on[7] else "-",
                ws))
        print()


def main(argv):
    limit = None
    args = argv[1:]
    verbose = bool(args) and args[0] == "-v"
    if verbose:
        args = args[1:]
    markdown = bool(args) and args[0] == "--markdown"
    if markdown:
        args = args[1:]
    if len(args) >= 3 and args[0] == "--limit":
        limit = (float(args[1]), float(args[2]))
        args = args[3:]
    if len(args) != 1:
        sys.stderr.write("usage: fidelity.py [-v] [--markdown] [--limit "
                         "MEDIAN MAX] [--profile CONDITION=ICC]... "
                         "CASES\n")
        return 2
    presses, rows, failed, total = {}, [], 0, 0
    while len(args) >= 2 and args[0] == "--profile" and "=" in args[1]:
        cond, path = args[1].split("=", 1)
        PROFILES[cond] = path
        args = args[2:]
    try:
        with open(args[0], encoding="utf-8") as fh:
            cases = [l.split() for l in fh if l.strip()]
    except OSError as e:
        sys.stderr.write("fidelity.py: %s\n" % e)
        return 2
    if not cases:
        sys.stderr.write("fidelity.py: %s: no cases\n" % args[0])
        return 1
    greys_said = set()
    for case in cases:
        style, template, op, pr, sc = case[:5]
        total += 1
        problems = []
        if not os.path.exists(pr) and os.path.exists(pr + ".err"):
            with open(pr + ".err", encoding="utf-8",
                      errors="replace") as fh:
                why = (fh.readline().strip() or "no PDF")
            failed += 1
            rows.append((style, template, op, 0, 0, 0, None, None, None,
                         "FAIL", ["not made: " + why], None, 0, "", 0, 0,
                         {}, [], []))
            continue
        try:
            ppages, images, cond, emb = read_pdf(pr)
            spages, _, _, _ = read_pdf(sc)
            decl = declared(case[5:])
            if cond not in PROFILES:
                raise ValueError("%s: output condition %r: no profile "
                                 "known for it" % (pr, cond))
            prof = PROFILES[cond]
            if prof not in presses:
                presses[prof] = Press(prof)
            press = presses[prof]
        except (OSError, ValueError, KeyError, pikepdf.PdfError) as e:
            sys.stderr.write("fidelity.py: %s %s %s: %s\n" %
                             (style, template, op, e))
            return 2
        if emb is not None:
            with open(prof, "rb") as fh:
                if fh.read() != emb:
                    problems.append("the output intent embeds another "
                                    "profile than %s" % prof)
        notes = []
        colours, marks, pairs = pair(ppages, spages, decl, problems, notes)
        for c in colours.values():
            judge(press, c)
            if len(c.painted) > 1:
                problems.append("%s painted as %d CMYK values" %
                                (c.label, len(c.painted)))
        drawn = {("rgb", "%02X%02X%02X" % c.rgb) if k[0] == "rgb" else k
                 for k, c in colours.items()}
        undrawn = sorted((at for k, at in decl[3].items()
                          if k not in drawn),
                         key=lambda a: int(a.rsplit(":", 1)[1]))
        if not pairs or not colours:
            problems.append("no colour paired (%d settings, %d colours)" %
                            (pairs, len(colours)))
        sa = stats([c.de_a for c in colours.values()])
        sb = stats([c.de_b for c in colours.values() if c.de_b is not None])
        worst = max(colours.values(), key=lambda c: c.de_a, default=None)
        verdict = "ok"
        if problems or (limit and (sa[0] > limit[0] or sa[2] > limit[1])):
            verdict = "FAIL"
            failed += 1
        rows.append((style, template, op, len(colours), marks, images, sa,
                     sb, worst, verdict, problems, cond,
                     press.k_floor, prof,
                     sum(1 for c in colours.values() if c.kind == "grey"),
                     sum(1 for c in colours.values() if c.de_b is not None),
                     colours, undrawn, notes))
    last = None
    for r in rows:
        (style, template, op, n, marks, images, sa, sb, worst, verdict,
         problems, cond, kfloor, prof, greys, nb, colours, undrawn,
         notes) = r
        if style != last:
            last = style
            print("== %s: ΔE00 of the painted CMYK against (a) the "
                  "profile's separation, (b) the designer's colour" % style)
            print("%-13s %-3s %3s  %-18s  %-22s  %s" % (
                "template", "op", "n", "(a) med  p95   max",
                "(b) n  med  p95   max", "worst (a)"))
        fa = "%4.2f %5.2f %5.2f" % sa if sa else "   -     -     -"
        fb = "%2d %4.2f %5.2f %5.2f" % ((nb,) + sb) if sb else \
            " 0    -     -     -"
        w = ""
        if worst:
            w = "%s %.2f (%s; painted %s, ref %s)" % (
                worst.label, worst.de_a, worst.at, pct(worst.worst_cmyk),
                pct(worst.ref))
        print("%-13s %-3s %3d  %-18s  %-22s  %s" % (template, op, n, fa,
                                                   fb, w))
        note = list(notes)
        if greys and prof not in greys_said:
            greys_said.add(prof)
            note.append("greys (%d here) against K alone at their L*, "
                        "clamped to 100 %% K's L* %.1f (%s)" %
                        (greys, kfloor, prof))
        if marks or images:
            note.append("not measured: %d registration settings, %d "
                        "pictures" % (marks, images))
        if undrawn:
            note.append("not on these boards: %d colours of %s (lines %s)"
                        % (len(undrawn), undrawn[0].rsplit(":", 1)[0],
                           ", ".join(u.rsplit(":", 1)[1] for u in undrawn)))
        for x in note:
            print("    # %s" % x)
        if verbose:
            for c in sorted(colours.values(), key=lambda c: -c.de_a):
                print("    %-22s %6.2f %6s  painted %-22s ref %-22s %s" % (
                    c.label, c.de_a, "-" if c.de_b is None else
                    "%.2f" % c.de_b, pct(c.worst_cmyk), pct(c.ref), c.at))
        for p in problems[:5]:
            print("    # PROBLEM: %s" % p)
    print()
    if markdown:
        print_markdown(rows)
    for r in rows:
        style, template, op, n, sa, worst, verdict, problems = (
            r[0], r[1], r[2], r[3], r[6], r[8], r[9], r[10])
        figs = ("(a) median %.2f, max %.2f" % (sa[0], sa[2]) if sa
                else "nothing measured")
        print("%s %s %s %s: %d colours, %s%s%s" % (
            verdict, style, template, op, n, figs,
            " (%s %s)" % (worst.label, worst.at) if worst else "",
            "; " + "; ".join(problems[:2]) if problems else ""))
    if limit:
        print("fidelity: %d cases, %d within (limits: median %.1f, max "
              "%.1f), %d over" % (total, total - failed, limit[0],
                                  limit[1], failed))
    else:
        print("fidelity: %d cases, %d measured, %d failed" % (
            total, total - failed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
