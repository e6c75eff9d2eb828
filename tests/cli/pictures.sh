# pictures.sh: PNG and JPEG art a style places (issue 18, item 5): a
# background over the whole board into the bleed, a texture clipped to
# its terrain, each embedded as 8-bit DeviceCMYK images (PDF/X-1a and
# X-4 pass tests/tools/pdfx_check.py), one image object per file, at the
# resolution pdfimages reports; a warning under 300 ppi, a refusal under
# 150; the same bytes every run; hostile pictures get one line, exit 2,
# nothing written. The pictures are made here (tests/tools/pictures.py).
. tests/lib.sh
pic="/usr/bin/python3 $top/tests/tools/pictures.py"
chk=$top/tests/tools/pdfx_check.py
st=templates/style

# bleed PDF: the first page's bleed box, "W H" in points.
bleed() {
	pdfinfo -box -f 1 -l 1 "$1" |
	    awk '/BleedBox/ { print $(NF-1) - $(NF-3), $NF - $(NF-2); exit }'
}

# px PTS PPI: the pixels that cover PTS points at PPI.
px() {
	awk -v p="$1" -v r="$2" 'BEGIN { printf "%d\n", p / 72 * r + 0.999 }'
}

# deck NAME KIND STYLE: two checked boards of KIND dressed by STYLE.
deck() {
	"$bin/gen-graph" --kind "$2" --seed 4 --count 2 --style "$3" |
	    "$bin/gen-content" | "$bin/validate" -q >"$T/$1.xml"
}

# pdfx NAME PDF: every requirement of its PDF/X level (font ToUnicode
# and tag notes aside, as pdfx.sh).
pdfx() {
	"$chk" "$2" >"$T/chk" 2>"$T/chkerr"
	crc=$?
	grep -v -e 'no ToUnicode map' -e 'different font programs' \
	    "$T/chk" >"$T/rest"
	check "$1: pdfx_check passes every requirement of its level" sh -c \
	    "[ $crc -ne 2 ] && [ ! -s '$T/rest' ] && [ ! -s '$T/chkerr' ]"
}

# dressed STYLE SECTIONS...: templates/style/STYLE with SECTIONS after.
dressed() {
	out=$1
	base=$2
	shift 2
	cp "$st/$base.style" "$out"
	printf '%s\n' "$@" >>"$out"
}

for k in nodes:lanternfall transport:tidewater dungeon:cinderdeep; do
	kind=${k%%:*}
	style=${k#*:}
	deck "$kind-plain" "$kind" "$style"
	"$bin/layout-pdf" -q -o "$T/$kind-plain.pdf" "$T/$kind-plain.xml"
	set -- $(bleed "$T/$kind-plain.pdf")
	bw=$(px "$1" 310)
	bh=$(px "$2" 310)
	want=$(awk -v w="$1" -v h="$2" -v a="$bw" -v b="$bh" 'BEGIN {
	    x = a * 72 / w; y = b * 72 / h; printf "%d\n", x < y ? x : y }')
	$pic make "$T/$kind-bg.png" "$bw" "$bh" 246 238 222
	$pic make "$T/$kind-tex.png" 1200 1200 250 205 205
	case $kind in
	transport) tex=land ;;
	dungeon) tex=floor ;;
	*) tex= ;;
	esac
	dressed "$T/$kind-bg.style" "$style" '[picture background]' \
	    "file $kind-bg.png"
	set -- '[picture background]' "file $kind-bg.png"
	[ -n "$tex" ] && set -- "$@" "[picture $tex]" "file $kind-tex.png" \
	    'tile 60'
	dressed "$T/$kind.style" "$style" "$@"
	deck "$kind-bg" "$kind" "$T/$kind-bg.style"
	deck "$kind" "$kind" "$T/$kind.style"
	run "$bin/layout-pdf" -q -o "$T/$kind.pdf" "$T/$kind.xml"
	check "$kind: a background${tex:+ and a $tex texture} lay out" \
	    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
	pdfx "$kind (X-1a)" "$T/$kind.pdf"
	$pic images "$T/$kind.pdf" >"$T/img"
	check "$kind: every image is 8-bit DeviceCMYK, Flate, opaque" sh -c \
	    "[ -s '$T/img' ] && ! grep -qv '^/DeviceCMYK /FlateDecode 8 opaque$' \
	    '$T/img'"
	pdfimages -list "$T/$kind.pdf" | awk 'NR > 2' >"$T/list"
	files=$([ -n "$tex" ] && echo 2 || echo 1)
	check "$kind: one image object per file over both boards" \
	    test "$(awk '{ print $11 }' "$T/list" | sort -u | wc -l)" -eq "$files"
	check "$kind: pdfimages reports the background's $want ppi" awk \
	    -v w="$bw" -v p="$want" '$4 == w { f = 1; if ($13 < p - 1 ||
	    $13 > p + 1) exit 1 } END { exit !f }' "$T/list"
	# No marks: the page (media) is the bleed box; its corner is bleed.
	pdftoppm -r 30 -f 1 -l 1 -png "$T/$kind.pdf" "$T/r-$kind"
	pdftoppm -r 30 -f 1 -l 1 -png "$T/$kind-plain.pdf" "$T/p-$kind"
	a=$($pic corner "$T/r-$kind-1.png")
	b=$($pic corner "$T/p-$kind-1.png")
	# (A transport map's terrain reaches it anyway.)
	check "$kind: the background reaches the bleed box's corner ($a)" \
	    test -n "$a" -a \( "$a" != "$b" -o "$kind" = transport \)
	if [ -n "$tex" ]; then
		"$bin/layout-pdf" -q -o "$T/$kind-bg.pdf" "$T/$kind-bg.xml"
		pdftoppm -r 30 -f 1 -l 1 -png "$T/$kind-bg.pdf" "$T/b-$kind"
		set -- $($pic clip "$T/b-$kind-1.png" "$T/r-$kind-1.png") 0 0
		# Outside: changed, and 2 px from any pixel of the colour
		# most changed ones had (the land's tint, the floor's paper).
		# A line drawn over the texture blends with it, so a few
		# such pixels lie inside: at most one in a thousand.
		check "$kind: the $tex texture is drawn ($1 pixels) and \
clipped to its cells ($2 outside)" test "$1" -gt 1000 -a "$2" -le "$(($1 / 1000))"
	fi
	run "$bin/layout-pdf" -q -o "$T/$kind-again.pdf" "$T/$kind.xml"
	check "$kind: the same deck, the same bytes" cmp -s "$T/$kind.pdf" \
	    "$T/$kind-again.pdf"
done

# PDF/X-4 takes DeviceCMYK images too.
run "$bin/layout-pdf" -q --template shop-x4 --icc \
    "$top/tests/fuzz/icc/fogra39-v2.icc" -o "$T/x4.pdf" "$T/transport.xml"
check "transport (X-4): lays out" test "$rc" -eq 0
pdfx "transport (X-4)" "$T/x4.pdf"

# Resolution where printed: a warning under 300 ppi (once per run and
# file, not per board), a refusal under 150.
set -- $(bleed "$T/nodes-plain.pdf")
$pic make "$T/low.png" "$(px "$1" 205)" "$(px "$2" 205)" 246 238 222
$pic make "$T/poor.png" "$(px "$1" 100)" "$(px "$2" 100)" 246 238 222
dressed "$T/low.style" lanternfall '[picture background]' 'file low.png'
dressed "$T/poor.style" lanternfall '[picture background]' 'file poor.png'
deck low nodes "$T/low.style"
deck poor nodes "$T/poor.style"
line=$(grep -n '^file low.png' "$T/low.xml" | cut -d: -f1)
run "$bin/layout-pdf" -q -o "$T/low.pdf" "$T/low.xml"
check "205 ppi: laid out, one warning line for two boards" sh -c \
    "[ $rc -eq 0 ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -qE \
    '^layout-pdf: .*low.xml:$line: picture low.png: 20[0-9] ppi at its printed size, under 300$' \
    '$T/err'"
fails_cleanly "100 ppi: refused" 2 \
    'poor.xml:[0-9]+: picture poor.png: (99|100) ppi at its printed size, under 150' \
    "$bin/layout-pdf" -q -o "$T/poor.pdf" "$T/poor.xml"
check "… and no PDF is written" test ! -e "$T/poor.pdf"

# Under the board's black text and lines, a picture must be light.
$pic make "$T/dark.png" "$(px "$1" 310)" "$(px "$2" 310)" 70 60 90
dressed "$T/dark.style" lanternfall '[picture background]' 'file dark.png'
deck dark nodes "$T/dark.style"
fails_cleanly "a dark background: refused" 2 \
    'dark.xml:[0-9]+: picture dark.png: too dark under .* L\* 2[0-9], at least 65' \
    "$bin/layout-pdf" -q -o "$T/dark.pdf" "$T/dark.xml"

# Black in a picture is the press's black within the page's ink limit,
# its cyan, magenta and yellow within it less the 100 % of the black
# text that overprints it (as the page's own colours), by black
# generation: 280 % and 180 % by default, 200 % and 100 % with --ink 200.
# (Before, the whole pixel was squeezed to the limit less 100 %.)
$pic make "$T/ink.png" 300 300 255 255 255
/usr/bin/python3 -c "
from PIL import Image, ImageDraw
im = Image.open('$T/ink.png'); ImageDraw.Draw(im).rectangle([0, 0, 40, 299], fill=(0, 0, 0))
im.save('$T/ink.png')"
dressed "$T/ink.style" cinderdeep '[picture floor]' 'file ink.png' 'tile 20'
"$bin/gen-graph" --kind dungeon --seed 4 --style "$T/ink.style" >"$T/ink.xml"
for ink in 280 200; do
	"$bin/layout-pdf" -q --ink "$ink" -o "$T/ink.pdf" "$T/ink.xml"
	out=$($pic maxink "$T/ink.pdf")
	most=${out% *}
	cmy=${out#* }
	check "ink $ink %: a picture's black takes $most % ($cmy % in C + M + \
Y), at most $ink % ($((ink - 100)) %), and over $((ink - 100)) %" \
	    test "${most:-999}" -le "$ink" -a "${cmy:-999}" -le \
	    "$((ink - 100))" -a "${most:-0}" -gt "$((ink - 100))"
done

# Alpha is flattened onto the paper: a transparent background is white.
$pic make "$T/clear.png" 3700 3700 200 0 0 0
dressed "$T/clear.style" lanternfall '[picture background]' \
    'file clear.png'
"$bin/gen-graph" --seed 4 --style "$T/clear.style" >"$T/clear.xml"
"$bin/layout-pdf" -q -o "$T/clear.pdf" "$T/clear.xml" 2>/dev/null
pdftoppm -r 30 -f 1 -l 1 -png "$T/clear.pdf" "$T/clear"
$pic images "$T/clear.pdf" >"$T/img"
a=$($pic corner "$T/clear-1.png")
check "an RGBA picture: no soft mask, transparent is paper ($a)" sh -c \
    "grep -q 'opaque' '$T/img' && ! grep -q smask '$T/img' &&
    echo '$a' | awk '\$1 > 250 && \$2 > 250 && \$3 > 250 { f = 1 }
    END { exit !f }'"

# Hostile pictures: one line STYLE:LINE: picture FILE: what, exit 2,
# nothing written (gen-graph reads them with the style).
$pic make "$T/good.png" 600 400 240 240 230
$pic make "$T/good.jpg" 600 400 240 240 230
head -c 3000 "$T/good.png" >"$T/cut.png"
head -c 3000 "$T/good.jpg" >"$T/cut.jpg"
cp "$T/good.png" "$T/png.jpg"
cp "$T/good.png" "$T/good.gif"
echo "not a picture" >"$T/text.png"
$pic huge "$T/huge.png"
$pic cmyk "$T/cmyk.jpg"
hostile() {
	desc=$1
	file=$2
	pat=$3
	dressed "$T/h.style" lanternfall '' '[picture background]' \
	    "file $file"
	l=$(grep -n '^file' "$T/h.style" | cut -d: -f1)
	fails_cleanly "$desc" 2 "h.style:$l: $pat" \
	    "$bin/gen-graph" --style "$T/h.style"
}
hostile "a truncated PNG" cut.png 'picture cut.png: the PNG is truncated'
hostile "a truncated JPEG" cut.jpg 'picture cut.jpg: the JPEG is truncated'
hostile "a PNG named .jpg" png.jpg 'picture png.jpg: named .jpg, but its bytes are a PNG'
hostile "a text file named .png" text.png 'picture text.png: named .png, but its bytes are neither'
hostile "20000 x 20000 px in a tiny file" huge.png 'picture huge.png: 20000 x 20000 px: at most'
hostile "a CMYK JPEG" cmyk.jpg 'picture cmyk.jpg: a CMYK JPEG is refused'
hostile "a missing file" nosuch.png 'file "nosuch.png": No such file'
hostile "not PNG or JPEG by name" good.gif 'picture good.gif: a picture is a .png, .jpg or .jpeg'
$pic png16 "$T/deep.png" 300 200
dressed "$T/h.style" lanternfall '[picture background]' 'file deep.png'
run "$bin/gen-graph" --style "$T/h.style"
check "a 16-bit PNG is read" test "$rc" -eq 0

# The deck carries its pictures (<asset>): the files gone, the same PDF.
check "the deck carries the background" grep -q \
    '<asset name="nodes-bg.png" sha256=' "$T/nodes-bg.xml"
"$bin/layout-pdf" -q -o "$T/nodes-bg.pdf" "$T/nodes-bg.xml"
mkdir "$T/away"
mv "$T/nodes-bg.png" "$T/away/"
run "$bin/layout-pdf" -q -o "$T/nodes-bg2.pdf" "$T/nodes-bg.xml"
check "… the file gone, the deck alone gives the same PDF" \
    cmp -s "$T/nodes-bg.pdf" "$T/nodes-bg2.pdf"

# A deck whose picture is truncated (a whole <asset>, its SHA-256 right):
# layout-pdf says so at the picture's line in the deck, writes nothing.
/usr/bin/python3 -c "
import base64, hashlib, re, sys
s = open('$T/nodes-bg.xml').read()
m = re.search(r'<asset name=\"nodes-bg.png\" sha256=\"[0-9a-f]*\">([^<]*)</asset>', s)
b = base64.b64decode(m.group(1))[:5000]
e = base64.encodebytes(b).decode().replace('\\n', '\\n')
new = '<asset name=\"nodes-bg.png\" sha256=\"%s\">\\n%s  </asset>' % (hashlib.sha256(b).hexdigest(), e)
open('$T/spoilt.xml', 'w').write(s[:m.start()] + new + s[m.end():])"
line=$(grep -n '^file nodes-bg.png' "$T/spoilt.xml" | cut -d: -f1)
fails_cleanly "layout-pdf: a truncated picture in the deck" 2 \
    "spoilt.xml:$line: picture nodes-bg.png: the PNG is truncated" \
    "$bin/layout-pdf" -q -o "$T/spoilt.pdf" "$T/spoilt.xml"
check "… and no PDF is written" test ! -e "$T/spoilt.pdf"

# A picture of 3.1 to 8 MiB goes through the whole pipe: its <asset> is
# 4.2 to 11.3 MB of base64, more than a tag's 4 MiB, which the deck guard
# counted the text against at </asset> (every reader refused the deck).
# Here the background padded to the most a file may be, 8 MiB.
$pic padded "$T/big.png" "$T/away/nodes-bg.png" 8388608
dressed "$T/big.style" lanternfall '[picture background]' 'file big.png'
"$bin/gen-graph" --seed 4 --style "$T/big.style" >"$T/big1.xml"
run "$bin/gen-content" "$T/big1.xml"
mv "$T/out" "$T/big2.xml"
c=$rc
run "$bin/validate" -q --schema "$T/big2.xml"
c="$c $rc"
run "$bin/validate" -q "$T/big2.xml"
mv "$T/out" "$T/big3.xml"
c="$c $rc"
run "$bin/layout-pdf" -q -o "$T/big.pdf" "$T/big3.xml"
check "an 8 MiB picture: gen-content, validate (--schema too), layout-pdf \
take it (status $c $rc)" sh -c "[ '$c $rc' = '0 0 0 0' ] &&
    [ ! -s '$T/err' ] && pdfimages -list '$T/big.pdf' | grep -q ' image '"

# layout-pdf: STYLE at layout, a deck of nodes boards dressed by it.
styled() {
	dressed "$T/$1.style" lanternfall '[picture background]' "file $2"
	"$bin/gen-graph" --seed 4 --style "$T/$1.style" >"$T/$1.xml"
}

# A PNG whose one zlib stream holds 60 times the rows its header declares
# (a decompression bomb: stb_image inflated all of it, 1.69 GB for a 2 MB
# file): refused where the rows end (tests/cli/memory.sh: its memory).
$pic rows "$T/rows.png" 1200 900 60
styled rows rows.png
fails_cleanly "a PNG holding 60 times its rows' data: refused" 2 \
    'rows.xml:[0-9]+: picture rows.png: the PNG holds more image data than its 900 rows$' \
    "$bin/layout-pdf" -q -o "$T/rows.pdf" "$T/rows.xml"

# Progressive JPEGs: 10 scans, or 30 (the smallest repeated), are drawn;
# 150 are refused (each scan is a pass over the whole picture: 41,000 in
# 3 MB took stb_image 61 s).
set -- $(bleed "$T/nodes-plain.pdf")
$pic progressive "$T/prog.jpg" "$(px "$1" 310)" "$(px "$2" 310)"
$pic progressive "$T/flat.jpg" "$(px "$1" 310)" "$(px "$2" 310)" flat
$pic scans "$T/scans30.jpg" "$T/prog.jpg" 20
$pic scans "$T/scans.jpg" "$T/flat.jpg" 140
for f in prog scans30; do
	styled "$f" "$f.jpg"
	run "$bin/layout-pdf" -q -o "$T/$f.pdf" "$T/$f.xml"
	check "a progressive JPEG of $($pic count-scans "$T/$f.jpg") scans \
is drawn" sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ] &&
	    pdfimages -list '$T/$f.pdf' | grep -q ' image '"
done
styled scans scans.jpg
fails_cleanly "a progressive JPEG of $($pic count-scans "$T/scans.jpg") \
scans: refused" 2 \
    'scans.xml:[0-9]+: picture scans.jpg: the JPEG has more than 100 scans \(at most 100 are read\)$' \
    "$bin/layout-pdf" -q -o "$T/scans.pdf" "$T/scans.xml"

# The sections themselves.
bad() {
	desc=$1
	pat=$2
	shift 2
	dressed "$T/s.style" "$@"
	fails_cleanly "$desc" 2 "s.style:[0-9]+: .*$pat" "$bin/gen-graph" \
	    --kind "$kind" --style "$T/s.style"
}
kind=nodes
bad "a place nodes boards lack" '\[picture WHERE\]: WHERE is background, logo or type NAME$' \
    lanternfall '[picture land]' 'file good.png'
bad "no file" '\[picture background\] needs a file' lanternfall \
    '[picture background]' 'fit cover'
bad "two files" 'file PATH: one path' lanternfall '[picture background]' \
    'file good.png good.jpg'
bad "a picture twice" 'given twice' lanternfall '[picture background]' \
    'file good.png' '[picture background]' 'file good.png'
kind=transport
bad "a tile too small" 'tile MM' tidewater '[picture water]' \
    'file good.png' 'tile 1'
echo "1..$n"
