# stylefont.sh: a style's [font] (issue 18, item 3): every kind's boards
# in a wide TrueType font (DejaVu Sans Mono, fonts-dejavu-core) and a bold
# serif (DejaVu Serif Bold, fonts-dejavu-extra) are laid out in it alone,
# embedded and subset with its ToUnicode map, PDF/X-sound, the names read
# back, the same bytes twice; the page-level clarity checks (printed.sh's
# page-check on every page) hold in the wide font; hostile fonts get one
# line, status 2 and nothing written, damaged ones too, in a style or
# forged into a deck (issue 29). (page-check.awk takes a glyph's
# height from DejaVu Sans's; the DejaVu fonts share its vertical metrics,
# so its judgement holds for these two.)
. tests/lib.sh
dv=/usr/share/fonts/truetype/dejavu
st=$top/templates/style
S=$T/st
mkdir -p "$S"
cp "$dv/DejaVuSansMono.ttf" "$S/mono.ttf"
cp "$dv/DejaVuSerif-Bold.ttf" "$S/serif.ttf"

# style KIND FONT: the shipped style of KIND's rules with [font] FONT,
# into $S/KIND.style.
style() {
	case $1 in
	nodes) s=lanternfall ;;
	transport) s=tidewater ;;
	dungeon) s=cinderdeep ;;
	esac
	{ cat "$st/$s.style"; printf '\n[font]\nfile %s\n' "$2"; } >"$S/$1.style"
}

for k in nodes transport dungeon; do
	style "$k" mono.ttf
	"$bin/gen-graph" --kind "$k" --seed 5 --count 3 --players 4 \
	    --style "$S/$k.style" 2>"$T/e" | "$bin/gen-content" |
	    "$bin/validate" -q >"$S/$k.xml"
	run "$bin/layout-pdf" -q -o "$S/$k.pdf" "$S/$k.xml"
	check "$k: a board in the style's font is laid out" \
	    sh -c "[ $rc -eq 0 ] && [ -s '$S/$k.pdf' ] && [ ! -s '$T/err' ]"
	pdffonts "$S/$k.pdf" >"$T/fonts" 2>&1
	check "$k: pdffonts: only DejaVu Sans Mono, embedded, subset, ToUnicode" \
	    awk 'NR > 2 { n++; if ($1 !~ /^[A-Z][A-Z][A-Z][A-Z][A-Z][A-Z]\+DejaVuSansMono,Book$/ ||
	    $(NF-4) != "yes" || $(NF-3) != "yes" || $(NF-2) != "yes") bad = 1 }
	    END { exit bad || n < 1 }' "$T/fonts"
	"$top/tests/tools/pdfx_check.py" "$S/$k.pdf" >"$T/chk" 2>&1
	check "$k: pdfx_check: every requirement of its PDF/X level" \
	    test "$(grep -cv 'different font programs' "$T/chk")" -eq 0
	"$bin/layout-pdf" -q -o "$S/$k.again.pdf" "$S/$k.xml"
	check "$k: the same deck, the same bytes" cmp -s "$S/$k.pdf" \
	    "$S/$k.again.pdf"
	"$bin/gen-graph" --kind "$k" --seed 5 --count 3 --players 4 \
	    --style "$S/$k.style" >"$T/g1" 2>/dev/null
	"$bin/gen-graph" --kind "$k" --seed 5 --count 3 --players 4 \
	    --style "$S/$k.style" >"$T/g2" 2>/dev/null
	check "$k: gen-graph in the font, the same bytes twice" sh -c \
	    "[ -s '$T/g1' ] && cmp -s '$T/g1' '$T/g2'"
	pdftotext "$S/$k.pdf" "$T/text"
	case $k in
	nodes) names="Keeper Wanderer" ;;
	transport) names=$(sed -n 's/.*<city [^>]*name="\([A-Za-z]*\)".*/\1/p' \
	    "$S/$k.xml" | head -3 | tr '\n' ' ') ;;
	dungeon) names="Hoard Cinderdeep" ;;
	esac
	for w in $names; do
		check "$k: pdftotext reads \"$w\" back" grep -q "$w" "$T/text"
	done
done

# The deck carries the font (an <asset>): without the file, the deck
# alone lays out the same bytes, and the font in it is checked again.
mv "$S/mono.ttf" "$S/mono.away"
run "$bin/layout-pdf" -q -o "$T/alone.pdf" "$S/nodes.xml"
check "the deck alone, the font file gone: the same PDF" sh -c "[ $rc -eq 0 ] &&
    cmp -s '$S/nodes.pdf' '$T/alone.pdf'"
mv "$S/mono.away" "$S/mono.ttf"
/usr/bin/python3 - "$S/nodes.xml" "$T/spoilt.xml" <<'EOF'
import base64, hashlib, re, sys
d = open(sys.argv[1]).read()
m = re.search(r'<asset name="mono.ttf" sha256="([0-9a-f]*)">([^<]*)</asset>', d)
b = b'OTTO' + base64.b64decode(m.group(2))[4:]
d = (d[:m.start(1)] + hashlib.sha256(b).hexdigest() + d[m.end(1):m.start(2)] +
    base64.b64encode(b).decode() + d[m.end(2):])
open(sys.argv[2], 'w').write(d)
EOF
run "$bin/layout-pdf" -q -o "$T/spoilt.pdf" "$T/spoilt.xml"
check "a deck whose font is not TrueType (its sha256 made again): one line, status 2, nothing written" \
    sh -c "[ $rc -eq 2 ] && [ ! -e '$T/spoilt.pdf' ] &&
    [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
    '^layout-pdf: $T/spoilt.xml:[0-9]*: font mono.ttf: an OpenType font with CFF' '$T/err'"

# The font is measured, not DejaVu Sans: the transport legend widens for
# it (the map's boards change).
# (the boards alone: the decks' heads differ by the style and its font)
"$bin/gen-graph" --kind transport --seed 5 --count 3 --players 4 \
    --style "$st/tidewater.style" | sed -n '/<board /,/<\/board>/p' \
    >"$T/plain.xml"
"$bin/gen-graph" --kind transport --seed 5 --count 3 --players 4 \
    --style "$S/transport.style" | sed -n '/<board /,/<\/board>/p' \
    >"$T/wide.xml"
check "transport: the boards are made for the font's legend" sh -c \
    "[ -s '$T/wide.xml' ] && ! cmp -s '$T/plain.xml' '$T/wide.xml'"

# A bold serif too, on the nodes boards.
style nodes serif.ttf
"$bin/gen-graph" --seed 7 --count 2 --style "$S/nodes.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$S/serif.xml"
run "$bin/layout-pdf" -q -o "$S/serif.pdf" "$S/serif.xml"
check "nodes in DejaVu Serif Bold: laid out, only it embedded" sh -c \
    "[ $rc -eq 0 ] && pdffonts '$S/serif.pdf' | awk 'NR > 2 && \$1 !~ /DejaVuSerif-Bold/ { exit 1 }'"

# The page-level clarity checks, every page of every kind in the wide
# font (printed.sh: text over a piece, the safe zone, joins, dots, the
# caption), on every paper: an expedition board's back caption in it,
# 165 mm wide in one line, once had no place on 150x100 (issue 33; its
# note now goes in a line or two of its own).
style nodes mono.ttf
PAGE_STYLES=$S \
    PAGE_BOARDS=${FONT_BOARDS:-24} sh tests/cli/printed.sh >"$T/printed" 2>&1
grep '^not ok' "$T/printed" | grep -v ' # TODO' >"$T/failed"
check "printed.sh in the wide font: every check passes ($(wc -l <"$T/failed") fail$(
    grep -A2 '^not ok' "$T/printed" | grep -v ' # TODO' | head -c 400 | tr '\n' ' '))" \
    sh -c "[ ! -s '$T/failed' ] && grep -q '^ok' '$T/printed'"

# Hostile fonts: one line, status 2, nothing written.
F=$dv/DejaVuSans.ttf
echo "not a font at all" >"$S/text.ttf"
head -c 30000 "$F" >"$S/cut.ttf"
/usr/bin/python3 - "$F" "$S" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read()
n = struct.unpack('>H', d[4:6])[0]
def patched(tag, at, value):
    b = bytearray(d)
    for i in range(n):
        r = 12 + 16 * i
        if b[r:r + 4] == tag:
            off = struct.unpack('>I', b[r + 8:r + 12])[0]
            b[off + at:off + at + len(value)] = value
    return b
open(sys.argv[2] + '/restricted.ttf', 'wb').write(
    patched(b'OS/2', 8, struct.pack('>H', 2)))
open(sys.argv[2] + '/bitmaponly.ttf', 'wb').write(
    patched(b'OS/2', 8, struct.pack('>H', 0x200)))
open(sys.argv[2] + '/cff.otf', 'wb').write(b'OTTO' + d[4:])
open(sys.argv[2] + '/web.woff', 'wb').write(b'wOFF' + d[4:])
open(sys.argv[2] + '/set.ttc', 'wb').write(
    b'ttcf' + struct.pack('>HHII', 1, 0, 1, 16) + d)
# A table past the file's end: glyf's length grown.
b = bytearray(d)
for i in range(n):
    r = 12 + 16 * i
    if b[r:r + 4] == b'glyf':
        b[r + 12:r + 16] = struct.pack('>I', len(d))
open(sys.argv[2] + '/outside.ttf', 'wb').write(b)
# No Windows Unicode cmap (3,1): its record made (0,4), HarfBuzz still
# finding Unicode in the (0,3) one, libharu not.
b = bytearray(d)
for i in range(n):
    r = 12 + 16 * i
    if b[r:r + 4] == b'cmap':
        off = struct.unpack('>I', b[r + 8:r + 12])[0]
        for k in range(struct.unpack('>H', b[off + 2:off + 4])[0]):
            e = off + 4 + 8 * k
            if b[e:e + 4] == struct.pack('>HH', 3, 1):
                b[e:e + 4] = struct.pack('>HH', 0, 4)
open(sys.argv[2] + '/no31.ttf', 'wb').write(b)
# No 'name' table (its tag changed): no PostScript name for the PDF.
b = bytearray(d)
for i in range(n):
    r = 12 + 16 * i
    if b[r:r + 4] == b'name':
        b[r:r + 4] = b'zzzz'
open(sys.argv[2] + '/noname.ttf', 'wb').write(b)
EOF
# hostile FILE WHAT [HOW]: [font] file FILE is refused with WHAT, after
# HOW ("font FILE:"; a file that cannot be read is told as any file a
# style names is, board/style_asset.c).
hostile() {
	style nodes "$1"
	run "$bin/gen-graph" --seed 3 --style "$S/nodes.style"
	check "$1: one line, status 2, nothing written: $2" sh -c "[ $rc -eq 2 ] &&
	    [ ! -s '$T/out' ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
	    grep -q '^gen-graph: $S/nodes.style:[0-9]*: ${3:-font $1:} .*$2' '$T/err'"
}
hostile text.ttf "not a TrueType font"
# (a subset a PDF embeds: a TrueType font without most glyphs)
cp "$top/tests/fuzz/font/mono-subset.ttf" "$S/subset.ttf"
hostile subset.ttf "no glyph for"
hostile cut.ttf "truncated"
hostile outside.ttf "truncated (table .glyf. runs past the end"
hostile no31.ttf "no Windows Unicode character map (cmap 3,1 in format 4)"
hostile noname.ttf "no .name. table"
hostile cff.otf "CFF outlines"
hostile web.woff "WOFF"
hostile set.ttc "collection"
hostile restricted.ttf "licence forbids embedding it (OS/2 fsType 0x0002)"
hostile bitmaponly.ttf "licence forbids embedding it (OS/2 fsType 0x0200)"
hostile missing.ttf "No such file or directory" "file .missing.ttf.:"
# A font every table check takes, which libharu still cannot embed (its
# reads of the rebuilt program disagree; fuzz_font found it after the
# checks came in): gen-graph tries libharu's embedding with every code a
# page can show, so it is refused up front, not when layout-pdf saves.
cp "$top/tests/fuzz/font/regress-embed.ttf" "$S/embed.ttf"
style nodes embed.ttf
run "$bin/gen-graph" --seed 3 --style "$S/nodes.style"
check "embed.ttf: one line, status 2, nothing written: libharu cannot embed it" \
    sh -c "[ $rc -eq 2 ] && [ ! -s '$T/out' ] &&
    [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q '^gen-graph: embed.ttf: libharu cannot embed the font' '$T/err'"
hostile "$dv" "a folder, not a file" "file .$dv.:"
# Damaged fonts (issue 29, items 1 and 10): a two-byte change that made
# libharu overflow its heap (hhea.numberOfHMetrics past maxp.numGlyphs,
# numGlyphs 1), and a glyph's loca entry past glyf, which libharu failed
# on while drawing 'A' and which layout-pdf never told (exit 2, no word).
/usr/bin/python3 - "$F" "$S" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read()
n = struct.unpack('>H', d[4:6])[0]
tab = {d[12 + 16 * i:16 + 16 * i]:
    struct.unpack('>II', d[20 + 16 * i:28 + 16 * i]) for i in range(n)}
def put(name, t, at, fmt, v):
    b = bytearray(d)
    o = tab[t][0] + at
    b[o:o + struct.calcsize(fmt)] = struct.pack(fmt, v)
    open(sys.argv[2] + '/' + name, 'wb').write(b)
put('hmetrics.ttf', b'hhea', 34, '>H', 0xffff)
put('numglyphs1.ttf', b'maxp', 4, '>H', 1)
# (DejaVu Sans's loca holds long offsets; glyph 36 is 'A'.)
lo = tab[b'loca'][0]
put('loca.ttf', b'loca', 4 * 37, '>I',
    struct.unpack('>I', d[lo + 4 * 36:lo + 4 * 37])[0] + 0x200000)
EOF
hostile hmetrics.ttf "damaged: hhea.s numberOfHMetrics 65535 is not 1 to maxp.s numGlyphs"
hostile numglyphs1.ttf "damaged: hhea.s numberOfHMetrics [0-9]* is not 1 to maxp.s numGlyphs 1\$"
hostile loca.ttf "damaged: glyph 36: its place in .loca."

# forge DECK NAME FILE OUT: DECK with its <asset> NAME's bytes those of
# FILE (its sha256 made again), into OUT: a hand-edited deck.
forge() {
	/usr/bin/python3 - "$@" <<'EOF'
import base64, hashlib, re, sys
d = open(sys.argv[1]).read()
m = re.search(r'<asset name="%s" sha256="([0-9a-f]*)">([^<]*)</asset>' %
    re.escape(sys.argv[2]), d)
b = open(sys.argv[3], 'rb').read()
d = (d[:m.start(1)] + hashlib.sha256(b).hexdigest() + d[m.end(1):m.start(2)] +
    base64.b64encode(b).decode() + d[m.end(2):])
open(sys.argv[4], 'w').write(d)
EOF
}
# The same bytes in a deck's <asset>: every reader refuses the deck in
# one line, none crashes.
for f in hmetrics numglyphs1 loca; do
	forge "$S/nodes.xml" mono.ttf "$S/$f.ttf" "$T/forged.xml"
	for t in gen-content validate layout-pdf layout-svg; do
		rm -rf "$T/svg" && mkdir "$T/svg"
		case $t in
		layout-svg) run "$bin/$t" --svg "$T/svg" "$T/forged.xml" ;;
		*) run "$bin/$t" "$T/forged.xml" ;;
		esac
		check "$f.ttf in a deck's <asset>: $t refuses it in one line, status 2 (status $rc)" \
		    sh -c "[ $rc -eq 2 ] && [ ! -s '$T/out' ] &&
		    [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
		    '^$t: $T/forged.xml:[0-9]*: font mono.ttf: damaged: ' '$T/err'"
	done
done

# Item 10: a one-board deck whose font fails libharu as 'A' is drawn:
# layout-pdf stopped with status 2 and no word (the error kept, the
# document's information then refusing in silence); now one line.
cp "$F" "$S/sans.ttf"
style nodes sans.ttf
"$bin/gen-graph" --seed 3 --count 1 --style "$S/nodes.style" >"$T/one.xml"
forge "$T/one.xml" sans.ttf "$S/loca.ttf" "$T/forged.xml"
run "$bin/layout-pdf" -q -o "$T/one.pdf" "$T/forged.xml"
check "a damaged font in a one-board deck: layout-pdf says what is wrong in one line (status $rc)" \
    sh -c "[ $rc -eq 2 ] && [ ! -e '$T/one.pdf' ] &&
    [ \$(wc -l <'$T/err') -eq 1 ] && grep -q '^layout-pdf: .*font sans.ttf: ' '$T/err'"

# Random changes to a font's table directory (a table's offset or length
# set anew, nudged, taken from another table or a bit flipped), 200 of
# them, seeded: gen-graph refuses the font in one line (status 2), or
# takes it and the deck, which carries it, lays out as PDF and as SVG
# (or is refused in one line).
# Never a crash, also under the sanitizers.
mkdir -p "$S/mut"
/usr/bin/python3 - "$top/tests/fuzz/font/latin1-sans.ttf" "$S/mut" <<'EOF'
import random, struct, sys
d = open(sys.argv[1], 'rb').read()
n = struct.unpack('>H', d[4:6])[0]
rng = random.Random(29)
for k in range(200):
    b = bytearray(d)
    for _ in range(rng.choice((1, 1, 2))):
        f = rng.choice((8, 12))
        r = 12 + 16 * rng.randrange(n) + f
        v = struct.unpack('>I', b[r:r + 4])[0]
        how = rng.randrange(4)
        if how == 0:
            v = rng.randrange(len(d))
        elif how == 1:
            v = max(0, v + rng.randint(-64, 64))
        elif how == 2:
            o = 12 + 16 * rng.randrange(n) + f
            v = struct.unpack('>I', b[o:o + 4])[0]
        else:
            v ^= 1 << rng.randrange(16)
        b[r:r + 4] = struct.pack('>I', v & 0xffffffff)
    open('%s/m%03d.ttf' % (sys.argv[2], k), 'wb').write(b)
EOF
# said: the last run succeeded, or refused (its page, 1; its input, 2)
# in one line. (Widths from other bytes can make a caption too wide for
# the page.)
said() {
	[ $rc -eq 0 ] || { [ $rc -le 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ]; }
}
bad=0 took=0 refused=0 why=
for m in "$S"/mut/m*.ttf; do
	style nodes "mut/${m##*/}"
	run "$bin/gen-graph" --seed 3 --count 1 --style "$S/nodes.style"
	if [ $rc -eq 2 ] && [ ! -s "$T/out" ] &&
	    [ "$(wc -l <"$T/err")" -eq 1 ]; then
		refused=$((refused + 1))
		continue
	fi
	if [ $rc -ne 0 ] || [ -s "$T/err" ]; then
		bad=$((bad + 1)) why="$why ${m##*/}: gen-graph $rc"
		continue
	fi
	took=$((took + 1))
	cp "$T/out" "$T/mut.xml"
	rm -rf "$T/svg" && mkdir "$T/svg"
	run "$bin/layout-pdf" -q -o "$T/mut.pdf" "$T/mut.xml"
	said || bad=$((bad + 1)) why="$why ${m##*/}: layout-pdf $rc"
	run "$bin/layout-svg" --svg "$T/svg" "$T/mut.xml"
	said || bad=$((bad + 1)) why="$why ${m##*/}: layout-svg $rc"
done
echo "$why" >"$T/err"
check "200 changed table directories: $refused refused in one line, $took taken and drawn, $bad otherwise" \
    [ $bad -eq 0 ]
{ cat "$st/lanternfall.style"; printf '\n[font]\nsize 12\n'; } >"$S/nodes.style"
run "$bin/gen-graph" --seed 3 --style "$S/nodes.style"
check "an unknown [font] key: one line, status 2" sh -c "[ $rc -eq 2 ] &&
    [ ! -s '$T/out' ] && grep -q 'unknown setting \"size\" in \[font\]' '$T/err'"
echo "1..$n"
