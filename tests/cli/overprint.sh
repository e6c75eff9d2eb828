# overprint.sh: black overprint (templates' "overprint", --overprint,
# --no-overprint), read by readers that are not ours: the ExtGStates with
# mutool, the state of each painting with MuPDF's trace, and the inks on
# Ghostscript's separations (tiffsep, which simulates overprint), for the
# nodes and transport kinds; the dungeon (black on greys) as a third.
. tests/lib.sh
tool=$top/build/tests/pamtool
DPI=150

# deck KIND ARGS...: a board of that kind into $T/KIND.xml.
deck() {
	k=$1
	shift
	"$bin/gen-graph" --count 1 "$@" | "$bin/gen-content" |
	    "$bin/validate" >"$T/$k.xml"
}
deck nodes --expansion voyage
deck transport --kind transport
deck dungeon --kind dungeon
# Where black overprints, a colour's cyan, magenta and yellow stay under
# it (and its black is replaced by 100 %): only a colour whose three
# are over the cap less 100 % changes (none of these styles' at 320 %;
# test_colour holds those), so the colours are those of --no-overprint
# at the same cap. (Before, every colour was squeezed 100 % below it.)
for k in nodes transport dungeon; do
	"$bin/layout-pdf" -q --ink 320 -o "$T/$k.pdf" "$T/$k.xml" 2>"$T/err.$k"
	"$bin/layout-pdf" -q --ink 320 --no-overprint -o "$T/$k-no.pdf" \
	    "$T/$k.xml" 2>>"$T/err.$k"
done
# The nodes deck drawn in batches of a board, merged (press-run's way).
LAYOUT_PDF_BATCH=1 "$bin/layout-pdf" -o "$T/batch.pdf" "$T/nodes.xml" \
    2>/dev/null

# seps PDF NAME: page 1's separations as $T/NAME(Cyan).tif and the others.
seps() {
	gs -q -dBATCH -dNOPAUSE -dSAFER -sDEVICE=tiffsep -r$DPI \
	    -dOverprint=/enable -sCompression=none -dFirstPage=1 -dLastPage=1 \
	    -sOutputFile="$T/$2.tif" "$1" >/dev/null 2>&1
}
for k in nodes transport; do
	seps "$T/$k.pdf" "s-$k"
	seps "$T/$k-no.pdf" "n-$k"
done

# field OUT WORD: the number after WORD in pamtool's line OUT (or -1).
field() {
	echo "$1" | awk -v w="$2" '{ for (i = 1; i < NF; i++) if ($i == w &&
	    $(i + 1) ~ /^[0-9]+$/) v = $(i + 1) } END { print v == "" ? -1 : v }'
}

# 1. The setting's words.
printf '[page]\noverprint  maybe\n' >"$T/bad.page"
run "$bin/layout-pdf" --template "$T/bad.page" "$T/nodes.xml"
check "overprint maybe: exit 2, one line naming the file, line and words" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q 'bad.page:2: overprint: yes or no, not \"maybe\"' '$T/err'"

# 2. The ExtGStates, read from the file: one for fills (/op true), one for
# strokes (/OP true), both /OPM 1 and nothing else (no transparency).
mutool show "$T/nodes.pdf" pages/1/Resources/ExtGState >"$T/gsnames" \
    2>/dev/null
for name in $(grep -o '/E[0-9]*' "$T/gsnames" | tr -d /); do
	mutool show "$T/nodes.pdf" "pages/1/Resources/ExtGState/$name" |
	    tr '\n' ' '
	echo
done >"$T/gstates" 2>/dev/null
check "page 1's ExtGStates: fill and stroke overprint, /OPM 1, no more" \
    awk '{ if ($0 !~ /\/OPM 1/) bad = 1
	    if ($0 ~ /\/op true/) f = 1; if ($0 ~ /\/OP true/) s = 1
	    gsub(/\/(Type|ExtGState|OP|op|OPM)[ >]/, " ")
	    if ($0 ~ /\/[A-Za-z]/) bad = 1 }
	END { exit !(NR && f && s && !bad) }' "$T/gstates"

# 3. What MuPDF reads for each painting: overprint (op 1, opm 1) exactly
# when the colour is 100 % K. Prints "black N wrong M".
trace() {
	mutool trace "$1" 2>/dev/null | grep -o \
	    'colorspace="DeviceCMYK" color="[^"]*"[^>]* op="[01]" opm="[01]"' |
	    awk '{ black = $0 ~ /color="0 0 0 1"/; op = $0 ~ /op="1" opm="1"/
	    nb += black; bad += black != op }
	    END { printf "black %d wrong %d\n", nb, bad }'
}
for f in nodes transport dungeon batch; do
	out=$(trace "$T/$f.pdf")
	check "$f: every 100 % K painting overprints, no other ($out)" \
	    test "$(field "$out" black)" -gt 0 -a "$(field "$out" wrong)" -eq 0
done

# 4. The separations: under the black the pastel nodes and the coloured
# cities and routes keep their inks (overprinted; knocked out before).
for k in nodes transport; do
	out=$("$tool" sep "$T/s-$k" - 0 0 0 0 2>&1)
	b=$(field "$out" black)
	u=$(field "$out" under)
	check "$k: cyan, magenta or yellow under the full black ($out)" \
	    test "$b" -gt 0 -a "$u" -gt 0 -a "$((u * 20))" -gt "$b"
done

# 5. One place: a typed node's icon over its pastel fill (a 4 mm square
# at its centre on page 1; the trim 3 mm inside the page).
xy=$(awk -F'"' '/<node / && / type=/ && / role="inner"/ {
    for (i = 1; i < NF; i++) { if ($i ~ / x=$/) x = $(i + 1)
        if ($i ~ / y=$/) y = $(i + 1) } print x, y; exit }' "$T/nodes.xml")
set -- $xy
box=$(awk -v x="${1:-0}" -v y="${2:-0}" -v d=$DPI 'BEGIN {
    r = d / 25.4; printf "%d %d %d %d", (x + 3 - 2) * r, (y + 3 - 2) * r,
    4 * r, 4 * r }')
out=$("$tool" sep "$T/s-nodes" - $box 2>&1)
check "the node at ($xy): its fill's inks under its black icon ($out)" \
    test "$(field "$out" black)" -gt 0 -a "$(field "$out" under)" -gt 0

# 6. White (the halos, the caption's patch) and every other colour still
# knock out: off the full black, the inks are those of --no-overprint.
for k in nodes transport; do
	out=$("$tool" sep "$T/s-$k" "$T/n-$k" 0 0 0 0 2>&1)
	check "$k: off the black, every ink as with --no-overprint ($out)" \
	    test "$(field "$out" black)" -gt 0 -a "$(field "$out" differ)" -eq 0
done

# 7. --no-overprint (and overprint no in a template): the knockout of
# before, no ExtGState, and the same bytes either way.
out=$("$tool" sep "$T/n-nodes" - 0 0 0 0 2>&1)
check "--no-overprint: nothing under the black ($out)" \
    test "$(field "$out" black)" -gt 0 -a "$(field "$out" under)" -eq 0
check "--no-overprint: no ExtGState in the file" \
    sh -c "[ -s '$T/nodes-no.pdf' ] && ! qpdf --qdf --object-streams=disable \
    '$T/nodes-no.pdf' - | grep -aq ExtGState"
# (named shop.page: a template's name goes in the /ID)
mkdir "$T/t"
sed 's/^overprint .*/overprint  no/; s/^ink .*/ink        320/' \
    templates/page/shop.page >"$T/t/shop.page"
"$bin/layout-pdf" --template "$T/t/shop.page" -o "$T/tno.pdf" \
    "$T/nodes.xml" 2>/dev/null
check "overprint no in a template: as --no-overprint, byte for byte" \
    sh -c "[ -s '$T/tno.pdf' ] && cmp -s '$T/tno.pdf' '$T/nodes-no.pdf'"

# 7b. A low cap (240 %, 140 % left under black): the map's red and deep
# blue cannot be held that low without a visible change, so they stay
# as they are and the black over them knocks out; the cap still holds on
# the sheet everywhere (Ghostscript's composite, overprint simulated, at
# 200 dpi: thin black lines are seen).
"$bin/layout-pdf" --ink 240 -o "$T/t240.pdf" "$T/transport.xml" 2>/dev/null
rm -f "$T"/t240-*.pam
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pamcmyk32 -dUseBleedBox -r200 \
    -sOutputFile="$T/t240-%d.pam" "$T/t240.pdf" >/dev/null 2>&1
most=$(for f in "$T"/t240-*.pam; do "$tool" tac "$f"; done | sort -n | tail -1)
check "ink 240 % with overprint: the sheet carries at most 240 % ($most %)" \
    awk -v c="${most:-999}" 'BEGIN { exit !(c <= 241) }'

# 8. Screens and proofs: ignored, nothing overprints.
"$bin/layout-pdf" --colour rgb -o "$T/rgb.pdf" "$T/nodes.xml" 2>/dev/null
"$bin/layout-pdf" --proof 2 -o "$T/proof.pdf" "$T/nodes.xml" 2>/dev/null
for f in rgb proof; do
	check "--$f pages: overprint ignored, no ExtGState" \
	    sh -c "[ -s '$T/$f.pdf' ] && ! qpdf --qdf --object-streams=disable \
	    '$T/$f.pdf' - | grep -aq ExtGState"
done

# 9. A gs only where the state changes: page 1's content, its ExtGState
# names read from its resources, q/Q followed. Prints "gs N same M".
for name in $(grep -o '/E[0-9]*' "$T/gsnames" | tr -d /); do
	printf '%s ' "$name"
	mutool show "$T/nodes.pdf" "pages/1/Resources/ExtGState/$name" |
	    tr '\n' ' '
	echo
done >"$T/gsmap" 2>/dev/null
out=$(mutool show -b "$T/nodes.pdf" pages/1/Contents 2>/dev/null | awk '
    BEGIN { cur = 0 }
    NR == FNR { s = ($0 ~ /\/OP true/) * 2 + ($0 ~ /\/op true/)
        st["/" $1] = s; next }
    $1 == "q" { stack[d++] = cur } $1 == "Q" && d > 0 { cur = stack[--d] }
    $NF == "gs" { n++; if (st[$1] == cur) same++; cur = st[$1] }
    END { printf "gs %d same %d\n", n, same }' "$T/gsmap" -)
check "page 1: a gs only where the overprint changes ($out)" \
    test "$(field "$out" gs)" -gt 0 -a "$(field "$out" same)" -eq 0

check "no stderr from the layouts" \
    sh -c "! cat '$T'/err.* | grep -q ."

echo "1..$n"
