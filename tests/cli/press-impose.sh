# press-impose.sh: press-run --impose (issue 17): the run's deck on press
# sheets by impose-pdf (sheets.pdf), and each board's sheet, side and
# position in the manifest, so a shop finds board 317 on the sheets; the
# stacks that come off the cutter are in board order (cut-and-stack),
# read from the manifest; the sheets are PDF/X to an independent reader.
. tests/lib.sh
PR=$bin/press-run

# 9 boards with backs (voyage) in 3 chunks, 2-up on SRA3: 5 sheets.
run "$PR" -q --count 9 --chunk 3 --expansion voyage --impose SRA3 \
    --out "$T/run"
check "press-run --impose SRA3 makes the run" test "$rc" -eq 0
check "... with sheets.pdf beside deck.pdf" test -s "$T/run/sheets.pdf"
m=$T/run/manifest.csv
check "the manifest names each board's sheet, side and position" sh -c "
    head -1 '$m' | grep -q ',sheet,side,position\$'"
# col NAME: the column NAME's number in the manifest.
col() { head -1 "$m" | tr ',' '\n' | grep -nx "$1" | cut -d: -f1; }
cs=$(col sheet) cp=$(col position) cd=$(col side) cseed=$(col seed)
awk -F, -v s="$cs" -v p="$cp" -v d="$cd" -v e="$cseed" 'NR > 1 {
    print $e, $s, $p, $d }' "$m" >"$T/places"
check "every board has a sheet and a position (9 rows)" sh -c "
    [ \$(awk 'NF == 4' '$T/places' | wc -l) -eq 9 ]"
check "no two boards share a sheet's position" sh -c "
    [ \$(awk '{ print \$2, \$3 }' '$T/places' | sort -u | wc -l) -eq 9 ]"
check "a board with a back: front+back" sh -c "
    ! awk '\$4 != \"front+back\"' '$T/places' | grep -q ."
# Cut-and-stack: a stack is a position of every sheet, sheets in order;
# its boards follow one another, and stack j+1 goes on where j ended.
check "cut-and-stack: the stacks, one after the other, are the boards in order" \
    sh -c "sort -k3,3n -k2,2n '$T/places' | awk '{ print \$1 }' |
    awk 'NR != \$1 { exit 1 }'"
check "sheet 1 carries boards 1 and 6 (5 sheets, 2-up)" sh -c "
    [ \"\$(awk '\$2 == 1 { print \$1 }' '$T/places' | sort -n |
    tr '\n' ' ')\" = '1 6 ' ]"
run pdfinfo "$T/run/sheets.pdf"
check "10 sheet sides: 5 sheets, front and back" grep -q '^Pages: *10$' \
    "$T/out"
pdftotext -f 3 -l 3 "$T/run/sheets.pdf" "$T/slug" 2>/dev/null
check "sheet 2's slug names it: sheet 2/5 front" grep -q 'sheet 2/5 front' \
    "$T/slug"
run /usr/bin/python3 "$top/tests/tools/pdfx_check.py" "$T/run/sheets.pdf"
check "the sheets pass the PDF/X checks (pikepdf)" test "$rc" -eq 0
check "qpdf --check is clean" sh -c "qpdf --check '$T/run/sheets.pdf' \
    >/dev/null 2>&1"

# Plain order on request, through --impose-opt: sheet 1 holds 1 and 2.
run "$PR" -q --count 4 --impose SRA3 --impose-opt --order=plain \
    --out "$T/plain"
check "--impose-opt --order=plain: sheet 1 holds boards 1 and 2" sh -c "
    [ $rc -eq 0 ] && [ \"\$(awk -F, 'NR > 1 && \$$cs == 1 { print \$2 }' \
    '$T/plain/manifest.csv' | tr '\n' ' ')\" = '1 2 ' ]"

# Without --impose, the manifest of before.
run "$PR" -q --count 2 --out "$T/none"
check "without --impose: no sheets, no sheet columns" sh -c "
    [ $rc -eq 0 ] && [ ! -e '$T/none/sheets.pdf' ] &&
    ! head -1 '$T/none/manifest.csv' | grep -q sheet"

# Refusals: one line, status 2, the run not finished.
fails_cleanly "--impose-opt without --impose" 2 \
    "press-run: --impose-opt needs --impose SHEET" \
    "$PR" -q --count 2 --impose-opt --order=plain --out "$T/r1"
fails_cleanly "--impose-opt naming impose-pdf's output" 2 \
    "press-run: --impose-opt -o x.pdf: press-run chooses impose-pdf's files" \
    "$PR" -q --count 2 --impose SRA3 --impose-opt "-o x.pdf" --out "$T/r2"
fails_cleanly "--impose-opt --map" 2 "press-run chooses impose-pdf's" \
    "$PR" -q --count 2 --impose SRA3 --impose-opt --map=m.csv --out "$T/r3"
fails_cleanly "a sheet impose-pdf does not know: said before any board" 2 \
    "press-run: --impose: --sheet: \"A9\" is not SRA3" \
    "$PR" -q --count 2 --impose A9 --out "$T/r4"
check "... and nothing made" test ! -e "$T/r4/settings"
fails_cleanly "an impose-pdf option out of range" 2 \
    "press-run: --impose: --grip: \"500\" is not a length" \
    "$PR" -q --count 2 --impose SRA3 --impose-opt --grip=500 --out "$T/r5"
# A run stopped after its deck and before its sheets: --resume makes them.
PRESS_RUN_STOP=sheets PRESS_RUN_STOPPED=$T/stopped "$PR" -q --count 2 \
    --impose SRA3 --out "$T/r6" >/dev/null 2>&1 &
pid=$!
while [ ! -e "$T/stopped" ] && kill -0 "$pid" 2>/dev/null; do
	sleep 0.1
done
[ -e "$T/stopped" ] && kill -KILL "$(cat "$T/stopped")" 2>/dev/null
wait "$pid" 2>/dev/null
check "stopped at its sheets: no manifest yet" sh -c "
    [ -e '$T/stopped' ] && [ ! -e '$T/r6/manifest.csv' ]"
run "$PR" -q --count 2 --impose SRA3 --out "$T/r6" --resume
check "... and --resume finishes it, sheets and manifest" sh -c "
    [ $rc -eq 0 ] && [ -s '$T/r6/sheets.pdf' ] &&
    head -1 '$T/r6/manifest.csv' | grep -q ',sheet,side,position\$'"

# The template says how the sheets turn for their backs (duplex): a
# template of work-and-tumble gives the sheets --duplex tumble gives,
# byte for byte, and not those of work-and-turn.
sed 's/^duplex .*/duplex     tumble/' "$top/templates/page/shop.page" \
    >"$T/tumble.page"
run "$PR" -q --count 4 --expansion voyage --template "$T/tumble.page" \
    --impose SRA3 --out "$T/tt"
run "$PR" -q --count 4 --expansion voyage --template "$T/tumble.page" \
    --impose SRA3 --impose-opt --duplex=tumble --out "$T/to"
run "$PR" -q --count 4 --expansion voyage --template "$T/tumble.page" \
    --impose SRA3 --impose-opt --duplex=turn --out "$T/tn"
check "duplex tumble in the template: the sheets of --duplex tumble" sh -c "
    [ -s '$T/tt/sheets.pdf' ] && cmp -s '$T/tt/sheets.pdf' '$T/to/sheets.pdf'"
check "... not those of work-and-turn (--impose-opt overrides it)" sh -c "
    [ -s '$T/tn/sheets.pdf' ] && ! cmp -s '$T/tt/sheets.pdf' '$T/tn/sheets.pdf'"
printf '[page]\nduplex sideways\n' >"$T/bad.page"
fails_cleanly "duplex: turn or tumble only" 2 \
    "bad.page:2: duplex: turn or tumble, not \"sideways\"" \
    "$bin/layout-pdf" --template "$T/bad.page" /dev/null
