# cfffont.sh: a style's OpenType font with CFF outlines (issue 36, item
# 3): Nimbus Sans (fonts-urw-base35's .otf) laid out at every PDF/X level
# embedded and subset as a Type 1 font whose FontFile3 is HarfBuzz's CFF
# subset (Type1C), read back by poppler, qpdf, mutool and Ghostscript (its
# glyphs found by their names: ink where the words are), the accented
# titles copied right, the same bytes twice, drawn by layout-svg from the
# CFF's cubic outlines; hostile CFF tables (stylefont.sh's cases for
# TrueType, and the CFF's own: offsets, INDEX counts, subroutines calling
# themselves, declared sizes, stack, CID-keyed, CFF2) get one line, status 2
# and nothing written, in a style or forged into a deck; 100 seeded
# changes to the CFF table's first bytes are refused in one line or drawn.
. tests/lib.sh
. tests/fontlib.sh
otf=/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf
S=$T/st
mkdir -p "$S"
cp "$otf" "$S/nimbus.otf"

# The transport rules with accented titles (as fonts.sh), in Nimbus Sans.
sed 's/^title    Tidewater/title    Tidewäter/
    s/^title   Salt$/title   Sel de Guérande/' templates/rules/tidewater.rules \
    >"$S/accent.rules"
# style FILE STYLE RULES: RULES's shipped style STYLE with [font] FILE,
# into $S/cff.style.
style() {
	{ cat "templates/style/$2.style"; printf '\n[font]\nfile %s\n' "$1"; } \
	    >"$S/cff.style"
}
style nimbus.otf tidewater
run "$bin/gen-graph" --kind transport --rules "$S/accent.rules" --style \
    "$S/cff.style" --seed 11 --count 2 --players 2
check "gen-graph takes the OpenType CFF font" test "$rc" -eq 0 -a -s "$T/out" \
    -a ! -s "$T/err"
"$bin/gen-content" <"$T/out" | "$bin/validate" -q >"$S/deck.xml"

# ink PDF PAGE WORD: the share of dark pixels (in thousandths) in WORD's
# box (pdftotext's) on PAGE of PDF as Ghostscript renders it at 150 dpi.
ink() {
	pdftotext -bbox -f "$2" -l "$2" "$1" "$T/bbox.html"
	gs -q -dNOPAUSE -dBATCH -sDEVICE=pgmraw -r150 -dFirstPage="$2" \
	    -dLastPage="$2" -sOutputFile="$T/page.pgm" "$1" 2>/dev/null
	/usr/bin/python3 - "$T/bbox.html" "$T/page.pgm" "$3" <<'EOF'
import re, sys
html = open(sys.argv[1], encoding='utf-8').read()
m = re.search(r'<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" '
    r'yMax="([0-9.]+)">' + re.escape(sys.argv[3]) + '</word>', html)
d = open(sys.argv[2], 'rb').read()
# (a PGM's header: P5, width, height, maximum, comments between)
head = re.match(rb'P5(?:\s+(?:#[^\n]*)?)+?(\d+)(?:\s+(?:#[^\n]*)?)+?(\d+)'
    rb'(?:\s+(?:#[^\n]*)?)+?(\d+)\s', d)
w, h = int(head.group(1)), int(head.group(2))
px = d[head.end():]
if not m:
    print(-1)
    sys.exit()
x0, y0, x1, y1 = (int(float(v) * 150 / 72) for v in m.groups())
dark = sum(1 for y in range(y0, y1) for x in range(x0, x1)
    if px[y * w + x] < 128)
print(dark * 1000 // max(1, (x1 - x0) * (y1 - y0)))
EOF
}

for L in X-1a:2001 X-1a:2003 X-4; do
	run "$bin/layout-pdf" -q --pdfx "$L" -o "$S/$L.pdf" "$S/deck.xml"
	check "$L: laid out in the CFF font" sh -c "[ $rc -eq 0 ] &&
	    [ -s '$S/$L.pdf' ] && [ ! -s '$T/err' ]"
	pdffonts "$S/$L.pdf" >"$T/fonts" 2>&1
	check "$L: pdffonts: one font, NimbusSans-Regular, Type 1C, embedded, subset, ToUnicode" \
	    awk 'NR > 2 { n++; if ($1 !~ /^[A-Z][A-Z][A-Z][A-Z][A-Z][A-Z]\+NimbusSans-Regular$/ ||
	    $2 != "Type" || $3 != "1C" || $(NF-4) != "yes" ||
	    $(NF-3) != "yes" || $(NF-2) != "yes") bad = 1 }
	    END { exit bad || n != 1 }' "$T/fonts"
	"$top/tests/tools/pdfx_check.py" "$S/$L.pdf" >"$T/chk" 2>&1
	check "$L: pdfx_check: every requirement of the level" \
	    test ! -s "$T/chk"
	run qpdf --check "$S/$L.pdf"
	check "$L: qpdf finds the file sound" test "$rc" -eq 0
	run gs -q -dNOPAUSE -dBATCH -dPDFSTOPONERROR -sDEVICE=nullpage \
	    "$S/$L.pdf"
	check "$L: Ghostscript draws every page without a word" \
	    test "$rc" -eq 0 -a ! -s "$T/err" -a ! -s "$T/out"
	pdftotext "$S/$L.pdf" "$T/text"
	check "$L: pdftotext copies the accented titles right" sh -c "
	    grep -q 'Tidewäter: Harbour Days' '$T/text' &&
	    grep -q 'Sel de Guérande' '$T/text'"
	for w in Guérande Harbour; do
		k=$(ink "$S/$L.pdf" 1 "$w")
		check "$L: Ghostscript inks \"$w\" ($k thousandths of its box dark)" \
		    test "$k" -ge 80 -a "$k" -le 700
	done
done
f=$(pdffonts "$S/X-4.pdf" | awk 'NR == 3 { print $(NF-1) }')
qpdf --show-object="$f" "$S/X-4.pdf" >"$T/dict"
d=$(sed -n 's|.*/FontDescriptor \([0-9]*\) 0 R.*|\1|p' "$T/dict")
qpdf --show-object="$d" "$S/X-4.pdf" >"$T/desc"
p=$(sed -n 's|.*/FontFile3 \([0-9]*\) 0 R.*|\1|p' "$T/desc")
qpdf --show-object="$p" "$S/X-4.pdf" >"$T/file"
qpdf --show-object="$p" --filtered-stream-data "$S/X-4.pdf" >"$T/prog"
check "a Type 1 font, its Encoding WinAnsi with Differences" sh -c "
    grep -q '/Subtype /Type1' '$T/dict' &&
    grep -q '/BaseEncoding /WinAnsiEncoding' '$T/dict' &&
    grep -q '/Differences \[ 32 /space' '$T/dict' &&
    grep -q '/eacute' '$T/dict'"
check "its descriptor: FontFile3 (no FontFile2), nonsymbolic" sh -c "
    [ -n '$p' ] && ! grep -q FontFile2 '$T/desc' &&
    [ \$(( \$(sed -n 's|.*/Flags \([0-9]*\).*|\1|p' '$T/desc') & 36 )) -eq 32 ]"
check "the FontFile3 is Type1C: a bare CFF (version 1), under 8 KB" sh -c "
    grep -q '/Subtype /Type1C' '$T/file' && ! grep -q 'Length[123]' '$T/file' &&
    [ \"\$(head -c 1 '$T/prog' | od -An -tu1 | tr -d ' ')\" = 1 ] &&
    [ \$(wc -c <'$T/prog') -lt 8192 ]"
# PDF/VT on X-4: the CFF program has its GTS_XID as a TrueType one has.
run "$bin/layout-pdf" -q --pdfx X-4 --vt yes -o "$T/vt.pdf" "$S/deck.xml"
"$top/tests/tools/pdfx_check.py" "$T/vt.pdf" >"$T/chk" 2>&1
/usr/bin/python3 "$top/tests/tools/xid_check.py" "$T/vt.pdf" >"$T/xid" 2>&1
check "PDF/VT: PDF/X sound, the FontFile3 with its GTS_XID" sh -c "
    [ $rc -eq 0 ] && [ ! -s '$T/chk' ] && grep -q '^fonts 1\$' '$T/xid' &&
    grep -q '^fonts-without 0\$' '$T/xid'"
run mutool draw -q -F txt "$S/X-4.pdf"
check "mutool copies the titles right" grep -q 'Sel de Guérande' "$T/out"
"$bin/layout-pdf" -q --pdfx X-4 -o "$T/again.pdf" "$S/deck.xml"
check "the same deck, the same bytes" cmp -s "$S/X-4.pdf" "$T/again.pdf"

# The deck carries the font: the file gone, the same PDF.
mv "$S/nimbus.otf" "$S/nimbus.away"
run "$bin/layout-pdf" -q --pdfx X-4 -o "$T/alone.pdf" "$S/deck.xml"
check "the deck alone, the font file gone: the same PDF" sh -c "[ $rc -eq 0 ] &&
    cmp -s '$S/X-4.pdf' '$T/alone.pdf'"
mv "$S/nimbus.away" "$S/nimbus.otf"

# SVG: HarfBuzz draws the CFF's outlines (cubic curves; TrueType's are
# quadratic).
mkdir "$T/svg"
run "$bin/layout-svg" --svg "$T/svg" "$S/deck.xml"
cat "$T"/svg/*.svg >"$T/all.svg"
check "layout-svg draws the boards in it" sh -c "[ $rc -eq 0 ] &&
    [ ! -s '$T/err' ] && [ \$(ls '$T/svg' | grep -c 'svg\$') -eq 2 ]"
grep -o '<path id="u[0-9]*" d="[^"]*"' "$T/all.svg" >"$T/glyphs"
check "its glyphs are the CFF's cubic outlines ($(wc -l <"$T/glyphs") glyphs)" \
    sh -c "grep -q ' C-*[0-9]' '$T/glyphs' &&
    ! grep -q ' Q-*[0-9]' '$T/glyphs'"

# A post table naming the glyphs otherwise (version 2, "zzN"): the PDF
# names them as the CFF's charset does, which a reader finds them by
# (HarfBuzz gives post's names first).
/usr/bin/python3 - "$otf" "$S/postnames.otf" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read()
n = struct.unpack('>H', d[4:6])[0]
tab = {}
for i in range(n):
    tag = d[12 + 16 * i:16 + 16 * i]
    off, ln = struct.unpack('>II', d[20 + 16 * i:28 + 16 * i])
    tab[tag] = d[off:off + ln]
ng = struct.unpack('>H', tab[b'maxp'][4:6])[0]
post = (struct.pack('>I', 0x00020000) + tab[b'post'][4:32] +
    struct.pack('>H', ng) + b''.join(struct.pack('>H', 258 + g)
    for g in range(ng)) + b''.join(bytes([len(b'zz%d' % g)]) + b'zz%d' % g
    for g in range(ng)))
tab[b'post'] = post
tags = sorted(tab)
out = bytearray(d[:4] + struct.pack('>H', len(tags)) + d[6:12])
at = 12 + 16 * len(tags)
body = b''
for t in tags:
    out += t + struct.pack('>III', 0, at + len(body), len(tab[t]))
    body += tab[t] + b'\0' * (-len(tab[t]) % 4)
open(sys.argv[2], 'wb').write(bytes(out) + body)
EOF
cp "$S/postnames.otf" "$S/nimbus.otf"
"$bin/gen-graph" --kind transport --rules "$S/accent.rules" --style \
    "$S/cff.style" --seed 11 --count 2 --players 2 | "$bin/gen-content" |
    "$bin/validate" -q >"$T/post.xml"
"$bin/layout-pdf" -q -o "$T/post.pdf" "$T/post.xml"
k=$(ink "$T/post.pdf" 1 Harbour)
check "its post table naming the glyphs otherwise: Ghostscript still inks \"Harbour\" ($k thousandths)" \
    test "$k" -ge 80 -a "$k" -le 700
cp "$otf" "$S/nimbus.otf"

# Every kind's boards in it (the nodes kind's style, its names read back).
style nimbus.otf lanternfall
"$bin/gen-graph" --seed 5 --count 2 --style "$S/cff.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$S/nodes.xml"
run "$bin/layout-pdf" -q -o "$S/nodes.pdf" "$S/nodes.xml"
pdftotext "$S/nodes.pdf" "$T/text"
check "nodes: laid out, Keeper and Wanderer read back" sh -c "[ $rc -eq 0 ] &&
    grep -q Keeper '$T/text' && grep -q Wanderer '$T/text'"

# Hostile CFF fonts: one line, status 2, nothing written.
/usr/bin/python3 - "$otf" "$S" <<'EOF'
import struct, sys
d = open(sys.argv[1], 'rb').read()
out = sys.argv[2]
n = struct.unpack('>H', d[4:6])[0]
tab = {d[12 + 16 * i:16 + 16 * i]: (i, ) +
    struct.unpack('>II', d[20 + 16 * i:28 + 16 * i]) for i in range(n)}
_, co, cl = tab[b'CFF ']
c = d[co:co + cl]
def index(at):
    cnt = struct.unpack('>H', c[at:at + 2])[0]
    if cnt == 0:
        return dict(at=at, count=0, end=at + 2)
    osz = c[at + 2]
    offs = [int.from_bytes(c[at + 3 + i * osz:at + 3 + (i + 1) * osz],
        'big') for i in range(cnt + 1)]
    base = at + 3 + (cnt + 1) * osz - 1
    return dict(at=at, count=cnt, osz=osz, offs=offs, base=base,
        end=base + offs[-1])
def objects(x):
    return [(x['base'] + a, b - a) for a, b in zip(x['offs'], x['offs'][1:])]
def dict_ops(a, z):
    # (operator, [(value, at, bytes)]) in the DICT at [a, z)
    out, st, i = [], [], a
    while i < z:
        b = c[i]
        if b <= 21:
            op = 1200 + c[i + 1] if b == 12 else b
            i += 2 if b == 12 else 1
            out.append((op, st, i - (2 if b == 12 else 1)))
            st = []
        elif b <= 246 and b >= 32:
            st.append((b - 139, i, 1)); i += 1
        elif b <= 254 and b >= 247:
            st.append((0, i, 2)); i += 2
        elif b == 28:
            st.append((struct.unpack('>h', c[i + 1:i + 3])[0], i, 3)); i += 3
        elif b == 29:
            st.append((struct.unpack('>i', c[i + 1:i + 5])[0], i, 5)); i += 5
        else:
            j = i + 1
            while (c[j] & 0xf) != 0xf and (c[j] >> 4) != 0xf:
                j += 1
            st.append((0, i, j + 1 - i)); i = j + 1
    return out
name = index(c[2]); top = index(name['end']); strs = index(top['end'])
gsub = index(strs['end'])
ta, tl = objects(top)[0]
ops = {op: (st, at) for op, st, at in dict_ops(ta, ta + tl)}
cs = index(ops[17][0][0][0])
psize, poff = ops[18][0][0][0], ops[18][0][1][0]
pops = {op: st for op, st, at in dict_ops(poff, poff + psize)}
lsub = index(poff + pops[19][0][0])
def save(fname, cff, total=None):
    b = bytearray(d)
    b[co:co + cl] = cff
    if total is not None:
        r = 12 + 16 * tab[b'CFF '][0]
        b[r + 12:r + 16] = struct.pack('>I', total)
    open(out + '/' + fname, 'wb').write(b)
def patched(at, raw):
    b = bytearray(c)
    b[at:at + len(raw)] = raw
    return b
# Bad offsets: the Private DICT's (a five-byte number) far past the table.
v, at, k = ops[18][0][1]
save('offset.otf', patched(at, b'\x1d' + struct.pack('>i', 0x7fffff00)))
# An INDEX's offset out of order: CharStrings' second object's end before
# its start.
x = cs
save('order.otf', patched(x['at'] + 3 + 2 * x['osz'],
    (0).to_bytes(x['osz'], 'big')))
# INDEX count overflow: the Global Subr INDEX's count 65535 (its offsets
# past the table's end).
save('count.otf', patched(gsub['at'], b'\xff\xff'))
# Recursion in subroutines: every local subroutine starts by calling local
# subroutine 0 (-107 + bias 107), every global one global 0.
b = bytearray(c)
for (a, l) in objects(lsub):
    if l >= 2:
        b[a:a + 2] = b'\x20\x0a'
for (a, l) in objects(gsub):
    if l >= 2:
        b[a:a + 2] = b'\x20\x1d'
save('recursion.otf', b)
# Huge declared sizes: the CFF table 2 GB long in the directory; the
# Private DICT's place (a five-byte number) so near the end its size runs
# past it.
save('huge.otf', c, 0x7fff0000)
save('private.otf', patched(at, b'\x1d' + struct.pack('>i', cl - 8)))
# Truncated: the CFF table cut short in the directory (its INDEXes run past
# its end).
save('cut.otf', c, top['end'] + 40)
# The operand stack: the longest charstring starts with 49 numbers.
a, l = max(objects(cs), key=lambda o: o[1])
save('stack.otf', patched(a, b'\x8b' * 49))
# CID-keyed: its Top DICT's Copyright operator (12 0) made ROS (12 30).
save('cid.otf', patched(ops[1200][1] + 1, b'\x1e'))
# A version 2 header (CFF2's, in a 'CFF ' table).
save('version.otf', patched(0, b'\x02'))
# A variable font's outlines: the table's tag 'CFF2'.
b = bytearray(d)
r = 12 + 16 * tab[b'CFF '][0]
b[r:r + 4] = b'CFF2'
open(out + '/cff2.otf', 'wb').write(b)
EOF
head -c 40000 "$otf" >"$S/short.otf"
# hostile FILE WHAT: [font] file FILE is refused with WHAT.
hostile() {
	style "$1" lanternfall
	run "$bin/gen-graph" --seed 3 --style "$S/cff.style"
	check "$1: one line, status 2, nothing written: $2" sh -c "[ $rc -eq 2 ] &&
	    [ ! -s '$T/out' ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
	    grep -q '^gen-graph: $S/cff.style:[0-9]*: font $1: .*$2' '$T/err'"
}
hostile offset.otf "damaged: its CFF outlines: its Private DICT is not a place inside the table"
hostile order.otf "damaged: its CFF outlines: its CharStrings INDEX.s object 1 (offsets [0-9]* to 0) is not inside the table in order"
hostile count.otf "damaged: its CFF outlines: its Global Subr INDEX.s 65535 offsets run past the table.s end"
hostile recursion.otf "damaged: its CFF outlines: glyph [0-9]* nests subroutine calls more than 10 deep"
hostile huge.otf "truncated (table .CFF . runs past the end of the file)"
hostile private.otf "damaged: its CFF outlines: its Private DICT (51 bytes at [0-9]*) runs past the table.s end"
hostile cut.otf "damaged: its CFF outlines: its .* INDEX"
hostile short.otf "truncated"
hostile stack.otf "damaged: its CFF outlines: glyph [0-9]* puts more than 48 numbers on the stack"
hostile cid.otf "a CID-keyed CFF font"
hostile version.otf "damaged: its CFF outlines: version 2.0 (1)"
hostile cff2.otf "no .CFF . table (its outlines): CFF2 outlines (a variable font) cannot be embedded"

# The same bytes in a deck's <asset>: every reader refuses the deck in one
# line, none crashes.
for f in recursion stack; do
	readers_refuse "$S/nodes.xml" nimbus.otf "$S/$f.otf" \
	    "damaged: its CFF outlines: "
done

# Random changes to the CFF table's first 2 KB (its header, INDEXes, Top
# and Private DICTs, the first subroutines), 100 of them, seeded: refused
# in one line (status 2), or taken and the deck laid out as PDF and SVG
# (or refused in one line). Never a crash, also under the sanitizers.
mkdir -p "$S/mut"
/usr/bin/python3 - "$top/tests/fuzz/font/latin1-nimbus.otf" "$S/mut" <<'EOF'
import random, struct, sys
d = open(sys.argv[1], 'rb').read()
n = struct.unpack('>H', d[4:6])[0]
co, cl = [struct.unpack('>II', d[20 + 16 * i:28 + 16 * i]) for i in range(n)
    if d[12 + 16 * i:16 + 16 * i] == b'CFF '][0]
rng = random.Random(36)
for k in range(100):
    b = bytearray(d)
    for _ in range(rng.choice((1, 1, 2, 3))):
        at = co + rng.randrange(min(cl, 2048))
        how = rng.randrange(3)
        if how == 0:
            b[at] = rng.randrange(256)
        elif how == 1:
            b[at] ^= 1 << rng.randrange(8)
        else:
            b[at] = (b[at] + rng.choice((-1, 1))) & 0xff
    open('%s/m%03d.otf' % (sys.argv[2], k), 'wb').write(b)
EOF
mut_style() {
	style "mut/${1##*/}" lanternfall
}
mutants "$S/cff.style" mut_style "$S"/mut/m*.otf
# (a tenth at least taken: the changes reach past the checks)
check "100 changed CFF tables: $refused refused in one line, $took taken and drawn, $bad otherwise" \
    [ $bad -eq 0 -a $took -ge 10 ]
echo "1..$n"
