"""pdfx_content.py: the page content walk of pdfx_check.py: colour spaces
and transparency in page content, forms, patterns, images and Type 3
glyphs, and the fonts they use; with the small readers of PDF values the
checker shares."""

import warnings

import pikepdf
from pikepdf import Array, Dictionary, Name, Stream


def text(obj):
    """A PDF string or name as Python text; None when absent."""
    if obj is None:
        return None
    if isinstance(obj, Name):
        return str(obj)[1:]
    try:
        return str(obj)
    except (TypeError, ValueError, NotImplementedError):
        return None


def objname(obj):
    """'object N' for an indirect object, 'a direct object' otherwise."""
    if getattr(obj, "is_indirect", False):
        return "object %d" % obj.objgen[0]
    return "a direct object"


def inherited(page, key):
    """A page attribute, from the page or the nearest Pages node."""
    node, hops = page, 0
    while node is not None and hops < 64:
        if key in node:
            return node[key]
        node, hops = node.get("/Parent"), hops + 1
    return None


# --- content: colour, transparency, fonts ----------------------------

INLINE_CS = {"/G": "/DeviceGray", "/RGB": "/DeviceRGB",
             "/CMYK": "/DeviceCMYK", "/I": "/Indexed"}
NORMAL_BM = ("Normal", "Compatible")


class Content:
    """Walks page content and its resources, nested forms, patterns and
    Type 3 glyphs; checks colour spaces and transparency (level None: only
    collects the fonts) and gathers the fonts for check_fonts."""

    def __init__(self, r, level, std):
        self.r, self.level, self.std = r, level, std
        self.x4 = level == "X-4"
        self.done = set()
        self.fonts = {}  # id -> (font dictionary, where first seen)

    def key(self, obj):
        return obj.objgen if getattr(obj, "is_indirect", False) else id(obj)

    def once(self, obj, res=None):
        k = (self.key(obj), self.key(res) if res is not None else None)
        if k in self.done:
            return False
        self.done.add(k)
        return True

    def fail(self, where, what, req):
        self.r.fail(where, what, "%s %s" % (self.std, req))

    def page(self, page, where):
        res = inherited(page.obj, "/Resources")
        group = page.obj.get("/Group")
        if group is not None:
            self.group(group, where)
        self.stream(page, res, where)

    def stream(self, content, res, where):
        """Each operator of a content stream (page, form, pattern)."""
        self.resources(res, where)
        with warnings.catch_warnings(record=True) as said:
            warnings.simplefilter("always")
            try:
                ops = pikepdf.parse_content_stream(content)
            except pikepdf.PdfError as e:
                said.append(e)
        if said:
            self.fail(where, "content cannot be parsed: %s" %
                      str(said[0].message if hasattr(said[0], "message")
                          else said[0]).splitlines()[0], "content")
            return
        for operands, op in ops:
            self.operator(op.unparse().decode("latin-1"), operands, res,
                          where)

    def operator(self, op, args, res, where):
        def get(cat, name):
            return res.get(cat, {}).get(name) if res is not None else None
        if op in ("rg", "RG"):
            self.space(Name.DeviceRGB, where, "the %s operator" % op)
        elif op in ("cs", "CS") and args:
            self.named_space(args[0], res, where)
        elif op == "Do" and args:
            self.xobject(get("/XObject", args[0]), res, where, text(args[0]))
        elif op == "Tf" and args:
            self.font(get("/Font", args[0]), where)
        elif op == "PS":
            self.fail(where, "the PS operator", "content: no PostScript")
        elif op == "INLINE IMAGE":
            self.inline(args[0], res, where)

    def resources(self, res, where):
        """Every entry of a resource dictionary, used or not."""
        if not isinstance(res, Dictionary) or not self.once(res):
            return
        for _, cs in res.get("/ColorSpace", {}).items():
            self.space(cs, where, "a ColorSpace resource")
        for _, gs in res.get("/ExtGState", {}).items():
            self.extgstate(gs, where)
        for _, sh in res.get("/Shading", {}).items():
            self.space(sh.get("/ColorSpace"), where, "a shading")
        for _, pat in res.get("/Pattern", {}).items():
            self.pattern(pat, where)
        for _, f in res.get("/Font", {}).items():
            self.font(f, where)

    def named_space(self, name, res, where):
        if str(name) in ("/DeviceCMYK", "/DeviceGray", "/DeviceRGB",
                         "/Pattern"):
            self.space(name, where, "the cs operator")
            return
        cs = res.get("/ColorSpace", {}).get(name) if res else None
        if cs is None:
            self.fail(where, "colour space %s is not in the resources" %
                      name, "content")
        else:
            self.space(cs, where, "colour space %s" % name)

    def space_fault(self, cs, depth=0):
        """What in colour space cs the level forbids, or None."""
        if cs is None or depth > 8:
            return None
        if isinstance(cs, Name):
            n = str(cs)
            return None if n in ("/DeviceCMYK", "/DeviceGray",
                                 "/Pattern") else n[1:]
        if not isinstance(cs, Array) or len(cs) == 0:
            return "a malformed colour space"
        fam = str(cs[0])
        if fam == "/ICCBased":
            return None if self.x4 else "ICCBased"
        base = {"/Separation": 2, "/DeviceN": 2, "/Indexed": 1,
                "/I": 1, "/Pattern": 1}.get(fam)
        if base is None:
            return fam[1:]
        return self.space_fault(cs[base], depth + 1) \
            if len(cs) > base else None

    def space(self, cs, where, what):
        if self.level is None:
            return
        bad = self.space_fault(cs)
        if bad:
            allowed = "DeviceCMYK, DeviceGray%s and Separation/DeviceN " \
                "over them" % (", ICCBased" if self.x4 else "")
            self.fail(where, "%s in %s" % (bad, what),
                      "colour: only " + allowed)

    def extgstate(self, gs, where):
        if not isinstance(gs, Dictionary) or not self.once(gs):
            return
        for key in ("/TR",):
            if key in gs:
                self.fail(where, "a transfer function (TR) in ExtGState "
                          "%s" % objname(gs), "graphics: no transfer "
                          "functions")
        if "/TR2" in gs and text(gs["/TR2"]) != "Default":
            self.fail(where, "TR2 other than Default in ExtGState %s" %
                      objname(gs), "graphics: no transfer functions")
        if self.x4 or self.level is None:
            return
        smask = gs.get("/SMask")
        if smask is not None and text(smask) != "None":
            self.clear(where, "a soft mask (SMask) in ExtGState")
        for k in ("/CA", "/ca"):
            if k in gs and float(gs[k]) < 1:
                self.clear(where, "%s %s in ExtGState" % (k[1:], gs[k]))
        bm = gs.get("/BM")
        modes = [text(m) for m in (bm if isinstance(bm, Array) else [bm])
                 if m is not None]
        if any(m not in NORMAL_BM for m in modes):
            self.clear(where, "blend mode %s in ExtGState" % modes)

    def clear(self, where, what):
        self.fail(where, what, "transparency: none in PDF/%s" % self.level)

    def group(self, group, where):
        if text(group.get("/S")) == "Transparency" and not self.x4 and \
                self.level:
            self.clear(where, "a transparency group")
        if "/CS" in group:
            self.space(group["/CS"], where, "a group's colour space")

    def xobject(self, xo, res, where, name):
        if not isinstance(xo, Stream):
            self.fail(where, "XObject %s is not in the resources" % name,
                      "content")
            return
        sub = text(xo.get("/Subtype"))
        here = "%s, %s %s (%s)" % (where, (sub or "XObject").lower(), name,
                                   objname(xo))
        if "/OPI" in xo or sub == "PS":
            self.fail(here, "an OPI or PostScript XObject", "content: "
                      "complete, no OPI or PostScript")
        if sub == "Image":
            self.image(xo, here)
        elif sub == "Form":
            own = xo.get("/Resources")
            own = own if own is not None else res
            if not self.once(xo, own):
                return
            if "/Group" in xo:
                self.group(xo["/Group"], here)
            self.stream(xo, own, here)

    def image(self, im, where):
        if not self.once(im):
            return
        if not im.get("/ImageMask", False):
            self.space(im.get("/ColorSpace"), where, "an image")
        if "/Alternates" in im:
            self.fail(where, "an image with Alternates", "content")
        if self.level and not self.x4 and ("/SMask" in im or
                                           int(im.get("/SMaskInData", 0))):
            self.clear(where, "an image with a soft mask")

    def inline(self, ii, res, where):
        d = ii.obj
        cs = d.get("/ColorSpace", d.get("/CS"))
        if cs is None or d.get("/ImageMask", d.get("/IM", False)):
            return
        if isinstance(cs, Name) and str(cs) in INLINE_CS:
            cs = Name(INLINE_CS[str(cs)])
        if isinstance(cs, Array) and len(cs) and str(cs[0]) in INLINE_CS:
            cs = Array([Name(INLINE_CS[str(cs[0])])] + list(cs)[1:])
        if isinstance(cs, Name) and str(cs) not in (
                "/DeviceCMYK", "/DeviceGray", "/DeviceRGB"):
            self.named_space(cs, res, where + ", an inline image")
        else:
            self.space(cs, where, "an inline image")

    def pattern(self, pat, where):
        if not self.once(pat):
            return
        here = "%s, pattern %s" % (where, objname(pat))
        if int(pat.get("/PatternType", 0)) == 1 and isinstance(pat, Stream):
            self.stream(pat, pat.get("/Resources"), here)
        elif "/Shading" in pat:
            self.space(pat["/Shading"].get("/ColorSpace"), here,
                       "a shading pattern")
        if "/ExtGState" in pat:
            self.extgstate(pat["/ExtGState"], here)

    def font(self, f, where):
        if not isinstance(f, Dictionary) or self.key(f) in self.fonts:
            return
        self.fonts[self.key(f)] = (f, where)
        if text(f.get("/Subtype")) == "Type3":
            procs = f.get("/CharProcs", {})
            for name, glyph in procs.items():
                self.stream(glyph, f.get("/Resources"),
                            "%s, Type 3 glyph %s" % (where, name))
