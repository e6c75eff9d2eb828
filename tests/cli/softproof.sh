# softproof.sh: layout-pdf --soft-proof, read by readers that are not
# ours (pikepdf, Little CMS through PIL.ImageCms, pdftoppm): every kind's
# soft proof is DeviceRGB with no CMYK left and no PDF/X claim, and each
# colour it paints is the print file's CMYK through the output profile,
# absolute colorimetric; and the warning for a style's colour the press
# cannot print, at its line.
. tests/lib.sh
py=/usr/bin/python3
# An explicit profile, so the test reads the same one layout-pdf does
# whatever the default: Ghostscript's SWOP-like one, for CGATS TR 001.
icc=/usr/share/color/icc/ghostscript/default_cmyk.icc
tpl="--template shop-us --icc $icc"

# deck RULES [STYLE]: a board of the rules file into $T/RULES.xml.
deck() {
	"$bin/gen-graph" --rules "templates/rules/$1.rules" --count 1 \
	    --seed 3 ${2:+--style "$2"} | "$bin/gen-content" |
	    "$bin/validate" >"$T/$1.xml"
}

# colours.py PRINT PROOF ICC: the colour operators of each page and form
# of the print file and of the soft proof, in order, side by side: each
# proof colour is the print's CMYK through the profile (PIL.ImageCms,
# absolute colorimetric, into sRGB) within 1/255, and the proof's first
# colour (its paper) is CMYK 0 0 0 0's. Prints "N colours, worst D".
cat >"$T/colours.py" <<'PY'
import sys
import pikepdf
from PIL import Image, ImageCms

prn, prf = pikepdf.open(sys.argv[1]), pikepdf.open(sys.argv[2])
cmyk = ImageCms.getOpenProfile(sys.argv[3])
srgb = ImageCms.createProfile("sRGB")
# cmsFLAGS_NOOPTIMIZE (0x100): Little CMS's 8-bit transforms otherwise
# go through a precomputed table, up to 1.8/255 off its exact result.
t = ImageCms.buildTransform(cmyk, srgb, "CMYK", "RGB",
    renderingIntent=ImageCms.Intent.ABSOLUTE_COLORIMETRIC, flags=0x100)

def shown(c):
    im = Image.new("CMYK", (1, 1), tuple(round(v * 255) for v in c))
    return [v / 255 for v in ImageCms.applyTransform(im, t).getpixel((0, 0))]

def ops(stream, want):
    out = []
    for operands, op in pikepdf.parse_content_stream(stream):
        op = str(op)
        if op in want:
            out.append([float(v) for v in operands])
        elif op in ("scn", "SCN", "cs", "CS"):
            out.append(None)  # a spot colour: its fallback, below
    return out

def streams(pdf):
    for page in pdf.pages:
        yield page
        for name, x in page.Resources.get("/XObject", {}).items():
            if x.get("/Subtype") == "/Form":
                yield x

worst, count = 0.0, 0
for a, b in zip(streams(prn), streams(prf)):
    c = [v for v in ops(a, ("k", "K")) if v is not None]
    r = [v for v in ops(b, ("rg", "RG")) if v is not None]
    if isinstance(a, pikepdf.Page):
        paper, r = r[0], r[1:]
        d = max(abs(x - y) for x, y in zip(paper, shown((0, 0, 0, 0))))
        worst = max(worst, d)
    if len(c) != len(r):
        sys.exit("%d CMYK colours in the print, %d RGB in the proof"
            % (len(c), len(r)))
    for x, y in zip(c, r):
        d = max(abs(p - q) for p, q in zip(shown(x), y))
        worst = max(worst, d)
        count += 1
print("%d colours, worst %.4f" % (count, worst))
sys.exit(0 if count > 0 and worst <= 1 / 255 else 1)
PY

# plain.py PROOF: no CMYK anywhere: no k/K/sc operators, no colour space
# but DeviceRGB (images included), no OutputIntents, no PDF/X version,
# and the Title and Subject say it is a soft proof.
cat >"$T/plain.py" <<'PY'
import sys
import pikepdf

pdf = pikepdf.open(sys.argv[1])
bad = []
if "/OutputIntents" in pdf.Root:
    bad.append("an OutputIntents")
info = pdf.trailer.get("/Info", {})
if "/GTS_PDFXVersion" in info:
    bad.append("a PDF/X version")
if not str(info.get("/Title", "")).startswith("Soft proof: "):
    bad.append("a Title not of a soft proof")
if "not for print" not in str(info.get("/Subject", "")):
    bad.append("no Subject saying it is not for print")

def check(stream, where):
    for operands, op in pikepdf.parse_content_stream(stream):
        if str(op) in ("k", "K", "cs", "CS", "sc", "SC", "scn", "SCN"):
            bad.append("%s: %s" % (where, op))
    res = stream.get("/Resources", {})
    if "/ColorSpace" in res:
        bad.append("%s: a colour space resource" % where)
    for name, x in res.get("/XObject", {}).items():
        if x.get("/Subtype") == "/Image":
            if x.get("/ColorSpace") != "/DeviceRGB":
                bad.append("%s %s: %s" % (where, name,
                    x.get("/ColorSpace")))
        else:
            check(x, where + name)

for i, page in enumerate(pdf.pages):
    check(page.obj, "page %d" % (i + 1))
print("; ".join(bad[:5]))
sys.exit(1 if bad else 0)
PY

for k in lanternfall tidewater cinderdeep; do
	deck $k
	# (The print without black overprint: with it, a colour under 100 %
	# K is painted there with less cyan, magenta and yellow, which the
	# black hides; the proof shows what shows, as the knockout does.)
	run "$bin/layout-pdf" $tpl -q --no-overprint -o "$T/$k-print.pdf" \
	    "$T/$k.xml"
	run "$bin/layout-pdf" $tpl -q --soft-proof -o "$T/$k-proof.pdf" \
	    "$T/$k.xml"
	check "$k: the soft proof is made (status 0, nothing on stderr)" \
	    sh -c "[ $rc -eq 0 ] && [ -s '$T/$k-proof.pdf' ] && \
	    [ ! -s '$T/err' ]"
	$py "$T/plain.py" "$T/$k-proof.pdf" >"$T/err" 2>&1
	check "$k: DeviceRGB only, no CMYK, no PDF/X, named a soft proof" \
	    test $? -eq 0
	$py "$T/colours.py" "$T/$k-print.pdf" "$T/$k-proof.pdf" "$icc" \
	    >"$T/err" 2>&1
	check "$k: each colour is the print's CMYK through the profile, \
absolute colorimetric, within 1/255 ($(cat "$T/err"))" test $? -eq 0
	pdftoppm -r 20 -f 1 -l 1 -png "$T/$k-proof.pdf" "$T/$k" 2>"$T/err"
	check "$k: pdftoppm renders it" sh -c "ls '$T'/$k-*.png >/dev/null"
done

# Pictures go through the same path: each image of the soft proof is the
# print's CMYK pixels through the profile (8 bits both, so as Little CMS
# makes them by default), within 1/255.
cat >"$T/images.py" <<'PY'
import sys
import pikepdf
from pikepdf import PdfImage
from PIL import ImageChops, ImageCms

prn, prf = pikepdf.open(sys.argv[1]), pikepdf.open(sys.argv[2])
t = ImageCms.buildTransform(ImageCms.getOpenProfile(sys.argv[3]),
    ImageCms.createProfile("sRGB"), "CMYK", "RGB",
    renderingIntent=ImageCms.Intent.ABSOLUTE_COLORIMETRIC)

def images(pdf):
    for page in pdf.pages:
        for name, x in sorted(page.Resources.get("/XObject", {}).items()):
            if x.get("/Subtype") == "/Image":
                yield x

n, worst = 0, 0
for a, b in zip(images(prn), images(prf)):
    want = ImageCms.applyTransform(PdfImage(a).as_pil_image(), t)
    got = PdfImage(b).as_pil_image()
    worst = max(worst, max(hi for lo, hi in
        ImageChops.difference(want, got).getextrema()))
    n += 1
print("%d images, worst %d/255" % (n, worst))
sys.exit(0 if n > 0 and worst <= 1 else 1)
PY
deck cinderdeep templates/style/cinderdeep-art.style
"$bin/layout-pdf" $tpl -q -o "$T/art-print.pdf" "$T/cinderdeep.xml"
"$bin/layout-pdf" $tpl -q --soft-proof -o "$T/art-proof.pdf" \
    "$T/cinderdeep.xml"
$py "$T/images.py" "$T/art-print.pdf" "$T/art-proof.pdf" "$icc" \
    >"$T/err" 2>&1
check "pictures: the print's pixels through the profile ($(cat "$T/err"))" \
    test $? -eq 0
$py "$T/plain.py" "$T/art-proof.pdf" >"$T/err" 2>&1
check "pictures: DeviceRGB only, no CMYK" test $? -eq 0

# The same pages: as many as the print file.
for k in lanternfall tidewater cinderdeep; do
	np=$(qpdf --show-npages "$T/$k-print.pdf")
	nq=$(qpdf --show-npages "$T/$k-proof.pdf")
	check "$k: as many pages as the print ($np)" \
	    test "${np:-0}" -gt 0 -a "$np" = "${nq:-0}"
done

# A soft proof of RGB pages has no press to show.
fails_cleanly "--soft-proof with --colour rgb is refused" 2 \
    "soft-proof.*rgb" "$bin/layout-pdf" --colour rgb --soft-proof \
    -o "$T/x.pdf" "$T/tidewater.xml"

# The same deck, the same bytes.
"$bin/layout-pdf" $tpl -q --soft-proof -o "$T/again.pdf" "$T/tidewater.xml"
check "the soft proof is deterministic" \
    cmp -s "$T/again.pdf" "$T/tidewater-proof.pdf"

# A style colour the press cannot print: named with its deck line.
cat >"$T/green.style" <<'STY'
[style]
id    green
kind  transport

[route road]
colour  #00FF00

[route rail]
colour  #806040
STY
deck tidewater "$T/green.style"
line=$(grep -n '#00FF00' "$T/tidewater.xml" | head -n 1 | cut -d: -f1)
run "$bin/layout-pdf" $tpl -o "$T/green.pdf" "$T/tidewater.xml"
check "#00FF00: a warning at its line; #806040, in the gamut, none" \
    sh -c "[ $rc -eq 0 ] && ! grep -q '#806040' '$T/err' && \
    grep -qE '^layout-pdf: $T/tidewater.xml:$line: warning: the style.s \
colour #00FF00 is out of the press.s gamut .*: it prints ΔE00 [0-9.]+ away\$' \
    '$T/err' && [ -s '$T/green.pdf' ]"
de=$(sed -n "s/.*#00FF00.*ΔE00 \([0-9.]*\) away/\1/p" "$T/err")
check "#00FF00: its ΔE00 ($de) is over 3" \
    awk -v d="${de:-0}" 'BEGIN { exit !(d > 3) }'
run "$bin/layout-pdf" $tpl --soft-proof -o "$T/green2.pdf" "$T/tidewater.xml"
check "#00FF00: the soft proof warns too" grep -q "#00FF00" "$T/err"
run "$bin/layout-pdf" $tpl -q -o "$T/green3.pdf" "$T/tidewater.xml"
check "-q: no warning" sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
echo "1..$n"
