# die.sh: die and crease lines (issue 35, item 1), read back by readers
# that are not boardpress's own: the ISO 19593-1 processing-step layers
# and their metadata with pikepdf, the CutContour separation with
# Ghostscript's tiffsep (its plate holds the trim and nothing else; the
# other plates are those of the page without it: nothing of the art is
# covered), the die-line PDF's paths against the print file's trim within
# 0.01 mm; the independent PDF/X check passes with them; a proof shows
# them; the combinations that cannot be are refused in one line.
. tests/lib.sh
chk=$top/tests/tools/pdfx_check.py
die=$top/tests/tools/die_check.py
icc="--icc $top/tests/fuzz/icc/fogra39-v2.icc"

for k in nodes transport dungeon; do
	"$bin/gen-graph" --kind "$k" --count 2 | "$bin/gen-content" |
	    "$bin/validate" >"$T/$k.xml"
done

# clean NAME PDF: qpdf, mutool and Ghostscript read PDF without a word.
clean() {
	run qpdf --check "$2"
	check "$1: qpdf --check is clean" sh -c \
	    "[ $rc -eq 0 ] && ! grep -qi warning '$T/out' '$T/err'"
	run mutool info "$2"
	check "$1: mutool info reads it without a word" sh -c \
	    "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
	run gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=nullpage "$2"
	check "$1: Ghostscript renders it without a word" sh -c \
	    "[ $rc -eq 0 ] && [ ! -s '$T/out' ] && [ ! -s '$T/err' ]"
}

# The processing-step layers of PDF/X-4 pages, each kind.
for k in nodes transport dungeon; do
	run "$bin/layout-pdf" -q --template shop-x4 $icc --die layer \
	    -o "$T/$k-x4.pdf" "$T/$k.xml"
	check "$k: layout-pdf --die layer on shop-x4" test "$rc" -eq 0
	run /usr/bin/python3 "$die" layer "$T/$k-x4.pdf"
	check "$k: the Cutting layer (Structural, off, named) traces the trim \
in CutContour, overprinting" test "$rc" -eq 0
	run /usr/bin/python3 "$chk" "$T/$k-x4.pdf"
	check "$k: the X-4 file with its layer passes the PDF/X check" \
	    test "$rc" -eq 0
	clean "$k x4 layer" "$T/$k-x4.pdf"
done

# The CutContour separation on PDF/X-1a pages: its plate is the trim
# (with marks, the crop marks too: they are in the All separation, on
# every plate); the process plates are those of the page without it.
k=transport
for m in no-marks marks; do
	"$bin/layout-pdf" -q --$m -o "$T/plain.pdf" "$T/$k.xml"
	run "$bin/layout-pdf" -q --$m --die spot -o "$T/spot.pdf" "$T/$k.xml"
	check "$m: layout-pdf --die spot" test "$rc" -eq 0
	run /usr/bin/python3 "$chk" "$T/spot.pdf"
	check "$m: the X-1a file with CutContour passes the PDF/X check" \
	    test "$rc" -eq 0
	clean "$m: x1a spot" "$T/spot.pdf"
	rm -rf "$T/a" "$T/b"
	mkdir "$T/a" "$T/b"
	gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=tiffsep -r100 \
	    -dFirstPage=1 -dLastPage=1 -sOutputFile="$T/a/p.tif" \
	    "$T/spot.pdf" >/dev/null 2>&1
	gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=tiffsep -r100 \
	    -dFirstPage=1 -dLastPage=1 -sOutputFile="$T/b/p.tif" \
	    "$T/plain.pdf" >/dev/null 2>&1
	check "$m: tiffsep makes a CutContour plate" \
	    test -s "$T/a/p(CutContour).tif"
	run /usr/bin/python3 "$die" plates "$T/a/p(%s).tif" "$T/b/p(%s).tif"
	check "$m: the process plates are the page's without the die \
(nothing of the art is knocked out)" test "$rc" -eq 0
done
"$bin/layout-pdf" -q --die spot -o "$T/spot.pdf" "$T/$k.xml"
rm -rf "$T/a" && mkdir "$T/a"
gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=tiffsep -r100 -dFirstPage=1 \
    -dLastPage=1 -sOutputFile="$T/a/p.tif" "$T/spot.pdf" >/dev/null 2>&1
run /usr/bin/python3 "$die" sep "$T/a/p(CutContour).tif" "$T/spot.pdf" 1 100
check "the CutContour plate holds the trim's outline and nothing else" \
    test "$rc" -eq 0

# The die-line PDF: the print file unchanged, the die's pages its pages.
for tpl in shop shop-marks wrapped; do
	run "$bin/layout-pdf" -q --template "$tpl" -o "$T/$tpl.pdf" \
	    --die-out "$T/$tpl-die.pdf" "$T/nodes.xml"
	check "$tpl: layout-pdf --die-out" test "$rc" -eq 0
	"$bin/layout-pdf" -q --template "$tpl" -o "$T/$tpl-0.pdf" \
	    "$T/nodes.xml"
	check "$tpl: the print file is the one made without --die-out" \
	    cmp -s "$T/$tpl.pdf" "$T/$tpl-0.pdf"
	run /usr/bin/python3 "$die" paths "$T/$tpl-die.pdf" "$T/$tpl.pdf"
	check "$tpl: the die-line PDF has the pages and boxes, its cuts on \
the trim within 0.01 mm" test "$rc" -eq 0
	run /usr/bin/python3 "$chk" --not-pdfx "$T/$tpl-die.pdf"
	check "$tpl: the die-line PDF claims no PDF/X" test "$rc" -eq 0
done
# Drawn in batches (here 1 page), the die-line PDF is joined as the file
# is: the same pages, no temporary file left.
mkdir "$T/bt"
run env LAYOUT_PDF_BATCH=1 "$bin/layout-pdf" -q --template shop-marks \
    -o "$T/bt/p.pdf" --die-out "$T/bt/d.pdf" "$T/nodes.xml"
run /usr/bin/python3 "$die" paths "$T/bt/d.pdf" "$T/bt/p.pdf"
check "in batches: the die-line PDF's 2 pages cut along the trim" sh -c \
    "[ $rc -eq 0 ] && grep -q ': 2 pages, 2 cut along' '$T/out'"
check "in batches: no temporary file left" test "$(ls "$T/bt" | wc -l)" -eq 2
# Fronts are cut, backs not: an expedition board's back page is blank in
# the die-line PDF; a --split quarter is cut at its own trim.
"$bin/gen-graph" --kind nodes --count 1 --expansion voyage |
    "$bin/gen-content" | "$bin/validate" >"$T/voyage.xml"
run "$bin/layout-pdf" -q -o "$T/voy.pdf" --die-out "$T/voy-die.pdf" \
    "$T/voyage.xml"
run /usr/bin/python3 "$die" paths "$T/voy-die.pdf" "$T/voy.pdf"
check "a board with a back: its front cut on the trim, the back blank" \
    grep -q ': 2 pages, 1 cut along' "$T/out"
run "$bin/layout-pdf" -q --split -o "$T/split.pdf" \
    --die-out "$T/split-die.pdf" "$T/transport.xml"
run /usr/bin/python3 "$die" paths "$T/split-die.pdf" "$T/split.pdf"
check "--split: each quarter cut along its own trim" sh -c \
    "[ $rc -eq 0 ] && grep -q ': 8 pages, 8 cut along' '$T/out'"
run "$bin/layout-pdf" -q --template pnp-a4 -o "$T/pnp.pdf" \
    --die-out "$T/pnp-die.pdf" "$T/transport.xml"
run /usr/bin/python3 "$die" within "$T/pnp-die.pdf" "$T/pnp.pdf"
check "pnp-a4: each tile's cuts (its joins, the board's edges) lie on its \
sheet's trim" test "$rc" -eq 0
run /usr/bin/python3 "$die" paths "$T/pnp-die.pdf" "$T/pnp.pdf"
check "pnp-a4: a tile is not cut all round (the next sheet lies over it)" \
    sh -c "[ $rc -eq 1 ] && grep -q 'right edge is cut over 0.000' '$T/out'"

# A proof shows the lines, in plain magenta, no separation.
run "$bin/layout-pdf" -q --proof 4 --die spot -o "$T/proof.pdf" \
    "$T/dungeon.xml"
check "a proof with die spot" test "$rc" -eq 0
colours "$T/proof.pdf" >"$T/proof.col"
check "the proof shows the cut in 100 % magenta" grep -qx '0 1 0 0' \
    "$T/proof.col"
check "the proof holds no separation" sh -c \
    "qpdf --qdf '$T/proof.pdf' - >'$T/proof.qdf' &&
    ! grep -q CutContour '$T/proof.qdf'"

# The preview shows them when asked (die=1): the cut in magenta round
# the board's face; its answer without them is as before.
cp "$top/templates/rules/lanternfall.rules" "$T/r.rules"
preview_start -q --rules "$T/r.rules" --port 0 --seeds 1-2
curl -s --max-time 60 "${U}api/grid?from=1&to=1&die=1" >"$T/g1"
curl -s --max-time 60 "${U}api/grid?from=1&to=1" >"$T/g0"
bad=$(curl -s -o "$T/bad" -w '%{http_code}' --max-time 30 \
    "${U}api/grid?from=1&to=1&die=2")
kill -TERM "$pid"
wait "$pid"
check "preview: /api/grid?die=1 draws the cut round the face" \
    /usr/bin/python3 -c "import json,sys; d=json.load(open('$T/g1')); \
s=d['boards'][0]['svg']; sys.exit(0 if d['die'] and \
'<path d=\"M 0 0 L 297 0 L 297 210 L 0 210 Z\" fill=\"none\" \
stroke=\"#ff00ff\"' in s else 1)"
check "preview: without die=1 no line and no key" \
    /usr/bin/python3 -c "import json,sys; d=json.load(open('$T/g0')); \
sys.exit(0 if 'die' not in d and 'ff00ff' not in d['boards'][0]['svg'] \
else 1)"
check "preview: die=2 is a bad request (die is a switch)" sh -c \
    "[ '$bad' = 400 ] && grep -q 'die: .* from 0 to 1' '$T/bad'"

# What cannot be is refused, in one line, nothing written.
fails_cleanly "die layer on PDF/X-1a is refused" 2 \
    'die layer needs pdfx X-4' "$bin/layout-pdf" --die layer \
    -o "$T/no.pdf" "$T/nodes.xml"
fails_cleanly "--die-out with --proof is refused" 2 \
    'die-out registers with one file of print pages' \
    "$bin/layout-pdf" --proof 4 --die-out "$T/d.pdf" -o "$T/no.pdf" \
    "$T/nodes.xml"
fails_cleanly "--die-out onto the PDF itself is refused" 2 \
    'a file of their own' "$bin/layout-pdf" --die-out "$T/no.pdf" \
    -o "$T/no.pdf" "$T/nodes.xml"
fails_cleanly "an unknown die is refused" 2 'die: none, layer or spot' \
    "$bin/layout-pdf" --die cutcontour -o "$T/no.pdf" "$T/nodes.xml"
check "nothing was written by a refusal" sh -c \
    "[ ! -e '$T/no.pdf' ] && [ ! -e '$T/d.pdf' ]"
printf '[page]\ndie layer\n' >"$T/bad.page"
fails_cleanly "a template's die layer on X-1a is refused" 2 \
    'die layer needs pdfx X-4' "$bin/layout-pdf" --template "$T/bad.page" \
    -o "$T/no.pdf" "$T/nodes.xml"
# A file drawn in batches, a PDF/VT file and a press-run's chunks are
# joined by the merge, which carries the layers: one group a step in the
# whole file (the first batch's), every page's lines in it.
run "$bin/layout-pdf" -q --template shop-x4 $icc --vt yes --die layer \
    -o "$T/vt.pdf" "$T/nodes.xml"
check "die layer with vt yes on shop-x4" test "$rc" -eq 0
run /usr/bin/python3 "$die" layer "$T/vt.pdf"
check "vt yes: the Cutting layer traces each page's trim: $(cat "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -q ': 2 pages, 2 with a cut' '$T/out'"
run /usr/bin/python3 "$top/tests/tools/vt_check.py" "$T/vt.pdf"
check "vt yes with its layer: vt_check passes" test "$rc" -eq 0
run /usr/bin/python3 "$chk" "$T/vt.pdf"
check "vt yes with its layer: the PDF/X check passes" \
    test "$rc" -eq 0 -a ! -s "$T/out"
clean "vt yes layer" "$T/vt.pdf"
export LAYOUT_PDF_BATCH=1
run "$bin/layout-pdf" -q --template shop-x4 $icc --die layer \
    -o "$T/b1.pdf" "$T/dungeon.xml"
check "die layer in batches of one page" test "$rc" -eq 0
run /usr/bin/python3 "$die" layer "$T/b1.pdf"
check "in batches: one Cutting group, each page's cut in it: $(cat "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -q ': 2 pages, 2 with a cut' '$T/out'"
run /usr/bin/python3 "$die" steps "$T/b1.pdf"
check "in batches: one group a step: $(cat "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -qx '/Cutting pages 2' '$T/out'"
clean "batches layer" "$T/b1.pdf"
# A folding board's Cutting and Creasing: one of each in the file.
sed "/^players/a panels   4" templates/rules/lanternfall.rules \
    >"$T/n4.rules"
"$bin/gen-graph" --rules "$T/n4.rules" --count 3 --players 4 2>/dev/null |
    "$bin/gen-content" | "$bin/validate" -q >"$T/n4.xml"
run "$bin/layout-pdf" -q --template fold4 --pdfx X-4 $icc --die layer \
    -o "$T/f4.pdf" "$T/n4.xml"
check "fold4 X-4 die layer in batches of one page" test "$rc" -eq 0
run /usr/bin/python3 "$die" steps "$T/f4.pdf"
check "fold4 in batches: one Cutting and one Creasing group, on every \
page: $(cat "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -qx '/Creasing /Cutting pages 3' '$T/out'"
unset LAYOUT_PDF_BATCH
# press-run turns PDF/VT on for X-4 and joins its chunks.
run "$bin/press-run" -q --count 20 --chunk 5 --kind nodes \
    --template shop-x4 --layout-opt "--icc=$top/tests/fuzz/icc/fogra39-v2.icc" \
    --layout-opt --die=layer --out "$T/run"
check "press-run --layout-opt --die=layer in 4 chunks" test "$rc" -eq 0
run /usr/bin/python3 "$die" layer "$T/run/deck.pdf"
check "press-run: one Cutting group, every page's cut in it: $(cat "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -q ': 20 pages, 20 with a cut' '$T/out'"
run /usr/bin/python3 "$top/tests/tools/vt_check.py" --manifest \
    "$T/run/manifest.csv" "$T/run/deck.pdf"
check "press-run with its layer: vt_check against the manifest" \
    sh -c "[ $rc -eq 0 ] && grep -q ': 20 records\$' '$T/out'"
run /usr/bin/python3 "$chk" "$T/run/deck.pdf"
check "press-run with its layer: the PDF/X check passes" \
    test "$rc" -eq 0 -a ! -s "$T/out"
clean "press-run layer" "$T/run/deck.pdf"
# A die-line file that cannot be written: the PDF is not put in place.
run "$bin/layout-pdf" -q -o "$T/gone.pdf" --die-out "$T/nodir/d.pdf" \
    "$T/nodes.xml"
check "a die-line PDF that cannot be made: status 2, one line, no PDF" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q '^layout-pdf: .*nodir/d.pdf: cannot create' '$T/err' &&
    [ ! -e '$T/gone.pdf' ]"
echo "1..$n"
