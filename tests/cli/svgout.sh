# svgout.sh: layout-svg, boards for screens (issue 19): every kind's SVG
# is well-formed XML, renders in Chromium, and that rendering matches
# pdftoppm's of the same board's PDF page (layout-pdf at the trim alone,
# in RGB) within a small tolerance, as does rsvg-convert's PNG; the same
# deck gives the same bytes; hostile options, folders and decks are
# refused with one line, status 2, and no file left behind.
. tests/lib.sh
diff=$top/tests/tools/imgdiff.py
py=/usr/bin/python3

# A board of each kind; the nodes board with its expeditions' back.
"$bin/gen-graph" --count 1 --expansion voyage | "$bin/gen-content" |
    "$bin/validate" >"$T/nodes.xml"
"$bin/gen-graph" --kind transport --count 1 | "$bin/gen-content" |
    "$bin/validate" >"$T/transport.xml"
"$bin/gen-graph" --kind dungeon --count 1 | "$bin/gen-content" |
    "$bin/validate" >"$T/dungeon.xml"
W=2400

# shot SVG W H PNG: Chromium's headless screenshot of SVG at W x H.
shot() {
	timeout 120 chromium --headless --no-sandbox --disable-gpu \
	    --hide-scrollbars --force-device-scale-factor=1 \
	    --user-data-dir="$T/chromium" --window-size="$2,$3" \
	    --screenshot="$4" "file://$1" >/dev/null 2>&1
}

# within MEASURE: imgdiff's line within the tolerance: the mean absolute
# difference at most 2 of 255, at most 1 % of pixels differing by more
# than 64, and no 16 x 16 block's mean differing by more than 24 (two
# PDF renderers, pdftoppm and mutool, differ by 17 at most there on
# these boards; a missing label, icon or wrong fill is 45 or more).
within() {
	echo "$1" | awk '{ exit !($2 <= 2 && $4 <= 0.01 && $8 <= 24) }'
}

for k in nodes transport dungeon; do
	mkdir -p "$T/$k/svg" "$T/$k/png"
	run "$bin/layout-svg" --svg "$T/$k/svg" --png "$T/$k/png" \
	    --width $W "$T/$k.xml"
	check "$k: layout-svg writes SVG and PNG (status 0, no message)" \
	    test "$rc" -eq 0 -a ! -s "$T/err" -a ! -s "$T/out"
	run "$bin/layout-pdf" --paper board --bleed 0 --no-marks --slug off \
	    --colour rgb -o "$T/$k.pdf" "$T/$k.xml"
	pages=$(pdfinfo "$T/$k.pdf" 2>/dev/null | awk '/^Pages:/ { print $2 }')
	nsvg=$(ls "$T/$k/svg" | grep -c '\.svg$')
	check "$k: one SVG a face, as the PDF has pages ($nsvg, ${pages:-?})" \
	    test "$nsvg" -ge 1 -a "$nsvg" = "${pages:-x}"
	page=0
	for f in "$T/$k"/svg/*.svg; do
		name=$(basename "$f" .svg)
		case $name in *-back) page=2 ;; *) page=1 ;; esac
		check "$k $name: well-formed XML (xmllint)" \
		    xmllint --noout "$f"
		h=$(sed -n 's/^<svg .* height="\([0-9]*\)".*/\1/p' "$f")
		check "$k $name: $W x $h pixels" test "${h:-0}" -gt 100 -a \
		    -n "$(grep -o "^<svg [^>]* width=\"$W\"" "$f")"
		pdftoppm -f $page -l $page -scale-to-x $W -scale-to-y "$h" \
		    -png -singlefile "$T/$k.pdf" "$T/$name.pdf" 2>/dev/null
		shot "$f" $W "$h" "$T/$name.chromium.png"
		check "$k $name: Chromium renders it" test -s \
		    "$T/$name.chromium.png"
		m=$($py "$diff" "$T/$name.pdf.png" "$T/$name.chromium.png" 16 \
		    2>&1)
		check "$k $name: Chromium's rendering is the PDF's ($m)" \
		    within "$m"
		m=$($py "$diff" "$T/$name.pdf.png" "$T/$k/png/$name.png" 16 \
		    2>&1)
		check "$k $name: the PNG is the PDF's rendering ($m)" \
		    within "$m"
	done
done

# A style's spot and CMYK colours are shown as RGB pages show them: the
# ferries' spot 100 60 0 10 as (1 - c)(1 - k)... = #005ce6, the roads'
# cmyk 0 40 100 20 as #cc7a00.
awk '/^\[route (boat|road)\]/ { s = $0 }
    s ~ /boat/ && /^colour/ { $0 = "colour  spot 100 60 0 10 PANTONE 2935 C" }
    s ~ /road/ && /^colour/ { $0 = "colour  cmyk 0 40 100 20" }
    /^colour/ { s = "" }
    { print }' templates/style/tidewater.style >"$T/spot.style"
"$bin/gen-graph" --kind transport --style "$T/spot.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$T/spot.xml"
mkdir -p "$T/spot"
run "$bin/layout-svg" --svg "$T/spot" "$T/spot.xml"
check "a style's spot and CMYK colours, as an RGB page paints them" \
    sh -c "grep -q 'stroke=\"#005ce6\"' '$T'/spot/*.svg &&
    grep -q 'stroke=\"#cc7a00\"' '$T'/spot/*.svg"

# styled NAME GEN-GRAPH-OPTIONS...: one board of those options on screen
# (its SVG and PNG in $T/NAME/) and on the page (the PDF at the PNG's
# size, $T/NAME.png); sets f, its SVG, and m, imgdiff's line for the two.
styled() {
	name=$1
	shift
	"$bin/gen-graph" --count 1 "$@" | "$bin/gen-content" |
	    "$bin/validate" -q >"$T/$name.xml"
	mkdir -p "$T/$name"
	run "$bin/layout-svg" --svg "$T/$name" --png "$T/$name" --width $W \
	    "$T/$name.xml"
	"$bin/layout-pdf" --paper board --bleed 0 --no-marks --slug off \
	    --colour rgb -o "$T/$name.pdf" "$T/$name.xml" 2>/dev/null
	f=$(ls "$T/$name"/*.svg 2>/dev/null | head -1)
	h=$(sed -n 's/^<svg .* height="\([0-9]*\)".*/\1/p' "${f:-/dev/null}")
	pdftoppm -scale-to-x $W -scale-to-y "${h:-1}" -png -singlefile \
	    "$T/$name.pdf" "$T/$name" 2>/dev/null
	m=$($py "$diff" "$T/$name.png" "${f%.svg}.png" 16 2>&1)
}

# A style that draws the node types with icons of its own (its SVG files
# carried in the deck): the screen draws them too, as the PDF does.
styled wood --style lanternfall-woodcut
check "a style's own icons (lanternfall-woodcut), as the PDF draws them ($m)" \
    within "$m"

# A style's pictures: the land and sea textures on screen, clipped to
# their cells, as on the page (the screen shows the picture's own file).
styled atlas --kind transport --style tidewater-atlas
check "a style's pictures (tidewater-atlas), as the PDF places them ($m)" \
    within "$m"
npic=$(grep -c '^\[picture' templates/style/tidewater-atlas.style)
check "... each of its $npic pictures once in the SVG, placed with <use>" sh -c "
    [ \$(grep -o 'data:image/png' '$f' | wc -l) -eq $npic ] &&
    [ \$(grep -c '<use' '$f') -gt 2 ]"

# A style's font: the screen sets the text in it, as the page does.
printf '[style]\nid mono\nkind nodes\n[font]\nfile %s\n' \
    /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf >"$T/mono.style"
styled mono --style "$T/mono.style"
check "a style's font (DejaVu Sans Mono), as the PDF sets it ($m)" \
    within "$m"

# Rules that print their key on a page of its own: that page too, once
# for a run of boards of those rules, named for the first board, as
# layout-pdf's first page shows it.
sed 's/^key  *board /key              page  /' \
    templates/rules/lanternfall.rules >"$T/keypage.rules"
"$bin/gen-graph" --rules "$T/keypage.rules" --count 2 | "$bin/gen-content" |
    "$bin/validate" -q >"$T/keypage.xml"
mkdir -p "$T/key"
run "$bin/layout-svg" --svg "$T/key" --png "$T/key" --width $W \
    "$T/keypage.xml"
"$bin/layout-pdf" --paper board --bleed 0 --no-marks --slug off \
    --colour rgb -o "$T/keypage.pdf" "$T/keypage.xml" 2>/dev/null
check "a key page: ID-key.svg once, beside the boards' (as the PDF's pages)" \
    sh -c "test \$(ls '$T/key' | grep -c 'svg\$') -eq \
    \$(pdfinfo '$T/keypage.pdf' | awk '/^Pages:/ { print \$2 }') &&
    test \$(ls '$T/key' | grep -c -- '-key\.svg\$') -eq 1 &&
    xmllint --noout '$T'/key/*-key.svg"
f=$(ls "$T"/key/*-key.png 2>/dev/null | head -1)
pdftoppm -f 1 -l 1 -scale-to-x $W -scale-to-y 1697 -png -singlefile \
    "$T/keypage.pdf" "$T/keypage" 2>/dev/null
m=$($py "$diff" "$T/keypage.png" "${f:-/nonexistent}" 16 2>&1)
check "... drawn as the PDF's key page ($m)" within "$m"

# The comparison can fail: the transport map without its text (the
# glyphs' uses taken out) is beyond the tolerance.
f=$(ls "$T"/transport/svg/*.svg | head -1)
sed 's/<use xlink:href="#u[0-9]*" x="[^"]*"\/>//g' "$f" >"$T/untext.svg"
h=$(sed -n 's/^<svg .* height="\([0-9]*\)".*/\1/p' "$f")
shot "$T/untext.svg" $W "$h" "$T/untext.png"
m=$($py "$diff" "$T/$(basename "$f" .svg).pdf.png" "$T/untext.png" 16 2>&1)
check "a map without its labels is told apart ($m)" \
    sh -c "test -s '$T/untext.png' && echo '$m' | grep -q '^mad ' &&
    ! echo '$m' | awk '{ exit !(\$2 <= 2 && \$4 <= 0.01 && \$8 <= 24) }'"

# Sizes: --dpi N is N pixels an inch of the board; 96 by default.
mkdir -p "$T/dpi" "$T/dflt"
run "$bin/layout-svg" --svg "$T/dpi" --dpi 50 "$T/dungeon.xml"
f=$(ls "$T"/dpi/*.svg | head -1)
wmm=$(sed -n 's/.* width="\([0-9.]*\)".*/\1/p' "$T/dungeon.xml" | head -1)
want=$(awk -v w="$wmm" 'BEGIN { printf "%.0f", w / 25.4 * 50 }')
check "--dpi 50: a $wmm mm board is $want pixels across" \
    grep -q "^<svg [^>]* width=\"$want\"" "$f"
run "$bin/layout-svg" --svg "$T/dflt" "$T/dungeon.xml"
want=$(awk -v w="$wmm" 'BEGIN { printf "%.0f", w / 25.4 * 96 }')
check "by default 96 pixels an inch ($want across)" \
    grep -q "^<svg [^>]* width=\"$want\"" "$(ls "$T"/dflt/*.svg | head -1)"

# The same deck, the same bytes: SVG and PNG.
mkdir -p "$T/again/svg" "$T/again/png"
"$bin/layout-svg" --svg "$T/again/svg" --png "$T/again/png" --width $W \
    "$T/nodes.xml" 2>/dev/null
check "two runs give the same SVG and PNG bytes" \
    sh -c "test \$(ls '$T/again/svg' '$T/again/png' | grep -c 'g\$') -eq 4 &&
    diff -r '$T/nodes/svg' '$T/again/svg' && diff -r '$T/nodes/png' '$T/again/png'"
check "an SVG stands alone: no file, font or address outside it" \
    sh -c "ls '$T'/nodes/svg/*.svg >/dev/null && ! grep -l 'href=\"[^#]\|url([^#]\|@import\|font-family' '$T'/nodes/svg/*.svg"

# empty DIR...: the folders hold no file (not even a temporary one).
empty() {
	for dir in "$@"; do
		[ -z "$(ls -A "$dir")" ] || return 1
	done
}

# Hostile options and folders: one line, status 2, nothing written.
fails_cleanly "no --svg nor --png" 2 "nothing to write" \
    "$bin/layout-svg" "$T/nodes.xml"
fails_cleanly "--width 0" 2 "--width" \
    "$bin/layout-svg" --svg "$T" --width 0 "$T/nodes.xml"
fails_cleanly "--width abc" 2 "--width" \
    "$bin/layout-svg" --svg "$T" --width abc "$T/nodes.xml"
fails_cleanly "--dpi 100000" 2 "--dpi" \
    "$bin/layout-svg" --svg "$T" --dpi 100000 "$T/nodes.xml"
fails_cleanly "--width and --dpi" 2 "give one" \
    "$bin/layout-svg" --svg "$T" --width 100 --dpi 100 "$T/nodes.xml"
fails_cleanly "an unknown option" 2 "unknown option --pdf" \
    "$bin/layout-svg" --svg "$T" --pdf "$T/nodes.xml"
fails_cleanly "--svg without its folder" 2 "needs a value" \
    "$bin/layout-svg" --svg
fails_cleanly "a folder that does not exist" 2 "--svg $T/none: No such" \
    "$bin/layout-svg" --svg "$T/none" "$T/nodes.xml"
fails_cleanly "a file for a folder" 2 "not a folder" \
    "$bin/layout-svg" --png "$T/nodes.xml" "$T/nodes.xml"
mkdir -p "$T/h/svg" "$T/h/png"
fails_cleanly "a folder no file can be made in (/proc)" 2 \
    "/proc/.*\\.svg: .*cannot create" \
    "$bin/layout-svg" --svg /proc "$T/nodes.xml"
fails_cleanly "an unwritable PNG folder: the SVGs do not stay either" 2 \
    "/proc/.*\\.png: .*cannot create" \
    "$bin/layout-svg" --svg "$T/h/svg" --png /proc "$T/nodes.xml"
check "... no SVG, whole or temporary, is left" empty "$T/h/svg"
if [ "$(id -u)" -ne 0 ]; then
	chmod 555 "$T/h/png"
	fails_cleanly "a read-only folder" 2 "cannot create" \
	    "$bin/layout-svg" --png "$T/h/png" "$T/nodes.xml"
	chmod 755 "$T/h/png"
fi
PATH=/nonexistent "$bin/layout-svg" --svg "$T/h/svg" --png "$T/h/png" \
    "$T/nodes.xml" >"$T/out" 2>"$T/err"
rc=$?
check "rsvg-convert missing: status 2, one line naming it" sh -c \
    "test $rc -eq 2 && test \$(wc -l <'$T/err') -eq 1 &&
    grep -q '^layout-svg: .*\\.png: .*cannot run rsvg-convert' '$T/err'"
check "... neither SVG nor PNG is left" empty "$T/h/svg" "$T/h/png"

# Hostile decks.
sed 's/ id="\([a-z]*-[0-9]*\)" kind=/ id="..\/..\/x" kind=/' "$T/nodes.xml" \
    >"$T/evil.xml"
fails_cleanly "a board id that is a path" 2 "id" \
    "$bin/layout-svg" --svg "$T/h/svg" "$T/evil.xml"
check "... nothing is written, here or above" sh -c \
    "test ! -e '$T/x.svg' && test -z \"\$(ls -A '$T/h/svg')\""
awk '/^<\/deck>/ { exit } { print }' "$T/nodes.xml" >"$T/twice.xml"
sed -n '/^  <board /,/^  <\/board>/p' "$T/nodes.xml" >>"$T/twice.xml"
echo '</deck>' >>"$T/twice.xml"
run "$bin/layout-svg" --svg "$T/h/svg" "$T/twice.xml"
check "two boards with one id: status 2, told once, nothing written" \
    sh -c "test $rc -eq 2 && test \$(wc -l <'$T/err') -eq 1 &&
    grep -q 'written twice' '$T/err' && test -z \"\$(ls -A '$T/h/svg')\""
sed 's/verdict="pass"/verdict="fail"/' "$T/dungeon.xml" >"$T/failed.xml"
run "$bin/layout-svg" --svg "$T/h/svg" "$T/failed.xml"
check "a board that failed validation: status 1, nothing written" \
    sh -c "test $rc -eq 1 && grep -q 'failed validation' '$T/err' &&
    test -z \"\$(ls -A '$T/h/svg')\""
head -c 2000 "$T/nodes.xml" >"$T/cut.xml"
run "$bin/layout-svg" --svg "$T/h/svg" "$T/cut.xml"
check "a truncated deck: status 2, nothing written" \
    sh -c "test $rc -eq 2 && test -z \"\$(ls -A '$T/h/svg')\""

echo "1..$n"
