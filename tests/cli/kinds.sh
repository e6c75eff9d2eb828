# kinds.sh: a board kind added through the kind table alone. The test-only
# "dots" kind (tests/kinds/dots/) is one folder and one more line in a copy
# of the list of kinds (tests/kinds/kinds.c); the Makefile builds the four
# tools again with it in DIR/kinds. Its boards go through the whole pipe
# while the library and the tools' sources know nothing of it.
. tests/lib.sh

# The tools with the test kinds beside the tools under test (build/kinds
# for bin/, build-san/kinds for build-san/bin; valgrind's wrappers have
# none of their own).
case $bin in
"$top/bin") kinds=$top/build/kinds ;;
*) kinds=$(dirname "$bin")/kinds ;;
esac
[ -x "$kinds/gen-graph" ] || kinds=$top/build/kinds
export BOARDPRESS_DATA="$top"
rules=tests/kinds/dots/dots.rules

pipe() {
	"$kinds/gen-graph" --rules $rules --seed 5 --count 3 >"$1.graph.xml" &&
	    "$kinds/gen-content" "$1.graph.xml" >"$1.content.xml" &&
	    "$kinds/validate" --no-schema "$1.content.xml" >"$1.valid.xml" &&
	    "$kinds/layout-pdf" "$1.valid.xml" >"$1.pdf"
}

pipe "$T/a"
check "the dots pipe for seeds 5-7 succeeds" test $? -eq 0 -a -s "$T/a.pdf"
check "the deck holds three dots boards" \
    test "$(grep -c '<board id="dots-[0-9]*" kind="dots"' "$T/a.graph.xml")" -eq 3
check "every board has its grid of dots" \
    test "$(grep -c '<row>[.o]*o[.o]*</row>' "$T/a.graph.xml")" -eq 63
check "validate ran the kind's check on every board and passed them" \
    test "$(grep -c '<check id="completeness.rows" result="pass"/>' \
    "$T/a.valid.xml")" -eq 3
run pdfinfo "$T/a.pdf"
check "layout-pdf drew a page per board" grep -q '^Pages: *3$' "$T/out"
run qpdf --check "$T/a.pdf"
check "qpdf accepts the PDF" test "$rc" -eq 0
# Its dots, about a quarter of the cells, 3 mm across in 10 mm cells:
# black ink on some 5 to 15 % of the page (Ghostscript's inkcov).
black=$(gs -q -o - -sDEVICE=inkcov -dFirstPage=1 -dLastPage=1 "$T/a.pdf" |
    awk '{ print $4 }')
check "the page carries the kind's dots in black ($black)" \
    awk -v k="${black:-0}" 'BEGIN { exit !(k > 0.05 && k < 0.15) }'
pipe "$T/b"
for s in graph.xml content.xml valid.xml pdf; do
	check "two runs give byte-identical $s" cmp -s "$T/a.$s" "$T/b.$s"
done

# A board whose row lost its dots fails the kind's check; validate names
# it and makes the board again.
awk '/<row>/ && !done { sub(/<row>[.o]*<\/row>/, "<row>.............................</row>"); done = 1 } 1' \
    "$T/a.valid.xml" >"$T/bad.xml"
run "$kinds/validate" --no-schema "$T/bad.xml"
check "validate makes an emptied row's board again, naming the check" \
    grep -q 'row 0 has no dot \[completeness.rows\]' "$T/err"

# The kind keeps its board in its own part, not in the grid the grid kinds
# share, and hashes it with its own hash: press-run (its tools beside it,
# the test kinds' own) takes its boards as distinct, each with its own
# structure. (A kind whose structure lives in its part and that has no
# hash of its own hashes the same for every board: "boards must be
# distinct".)
run grep -lE '\<b->(terrain|cols|rows|cell)\>|board_grid|board_cell' \
    tests/kinds/dots/*.c tests/kinds/dots/*.h
check "the dots kind reaches no shared grid of struct board" \
    test "$rc" -eq 1 -a ! -s "$T/out"
mkdir "$T/kbin"
cp "$kinds/gen-graph" "$kinds/gen-content" "$kinds/validate" \
    "$kinds/layout-pdf" "$kinds/press-tool" "$bin/press-run" "$T/kbin/"
run "$T/kbin/press-run" -q --rules $rules --count 6 --chunk 3 \
    --out "$T/run"
check "press-run makes a run of six dots boards" \
    test "$rc" -eq 0 -a -s "$T/run/deck.pdf"
check "the manifest gives the six boards six structures" test "$(awk -F, \
    'NR > 1 && length($9) == 64 { print $9 }' "$T/run/manifest.csv" |
    sort -u | wc -l)" -eq 6

# The built-in kinds are unchanged in the tools with the test kinds.
"$bin/gen-graph" --kind transport --seed 3 --count 2 >"$T/t1.xml"
"$kinds/gen-graph" --kind transport --seed 3 --count 2 >"$T/t2.xml"
check "the built-in kinds give the same decks with the test kinds listed" \
    cmp -s "$T/t1.xml" "$T/t2.xml"

# The library knows nothing of the kind: its own tools refuse it.
run "$bin/gen-graph" --rules $rules
check "the library's gen-graph refuses kind dots, naming the kinds it has" \
    grep -q 'dots.rules:5: kind: one of nodes|transport|dungeon is needed, not "dots"' "$T/err"
run grep -rlE 'kind_dots|dots/part\.h' lib cmd
check "no source of the library or the tools names the dots kind" \
    test "$rc" -eq 1 -a ! -s "$T/out"
