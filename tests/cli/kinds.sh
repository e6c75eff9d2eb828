# kinds.sh: board kinds added through the kind table alone. Each test-only
# kind ("dots", tests/kinds/dots/; "rings", tests/kinds/rings/) is one
# folder and one more line in a copy of the list of kinds
# (tests/kinds/kinds.c); the Makefile builds every tool again with them in
# DIR/kinds. Their boards go through the whole pipe, layout-svg, press-run
# and preview while the library and the tools' sources know nothing of
# them.
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

# Every tool is built with the test kinds, not the pipe's four alone.
for t in gen-graph gen-content validate layout-pdf layout-svg preview \
    impose-pdf press-tool; do
	check "the test kinds' $t is built" test -x "$kinds/$t"
done

# The dots decks pass --schema: the schema's kinds are the kind table's.
"$kinds/validate" --schema "$T/a.content.xml" >"$T/a.schema.xml" 2>"$T/err"
check "validate --schema takes the dots deck, as the strict reader does" \
    cmp -s "$T/a.valid.xml" "$T/a.schema.xml"

# The rings kind (tests/kinds/rings/), made by following the steps of
# docs/architecture.md: its structure in its own part written as its own
# deck elements (<rings> of <ring>, its own rows of the schema), a content
# step that lights some rings, two checks, its own hash, a drawing and
# preview's statistics, through every tool.
rrules=tests/kinds/rings/rings.rules
rpipe() {
	"$kinds/gen-graph" --rules $rrules --seed 11 --count 4 \
	    >"$1.graph.xml" &&
	    "$kinds/gen-content" "$1.graph.xml" >"$1.content.xml" &&
	    "$kinds/validate" "$1.content.xml" >"$1.valid.xml" &&
	    "$kinds/layout-pdf" "$1.valid.xml" >"$1.pdf"
}
rpipe "$T/r"
check "the rings pipe for seeds 11-14 succeeds" \
    test $? -eq 0 -a -s "$T/r.pdf"
check "the deck holds four rings boards, each with its gap" \
    test "$(grep -c '<board id="rings-[0-9]*" kind="rings".* gap="3.000">' \
    "$T/r.graph.xml")" -eq 4
check "gen-graph writes the rings as the kind's own elements, none lit" \
    sh -c "grep -q '<ring x=\"[0-9.]*\" y=\"[0-9.]*\" r=\"[0-9.]*\"/>' \
    '$T/r.graph.xml' && ! grep -q 'lit=' '$T/r.graph.xml' &&
    ! grep -q '<terrain' '$T/r.graph.xml'"
check "gen-content lights some rings, leaving the structure as it was" \
    sh -c "grep -q 'lit=\"yes\"' '$T/r.content.xml' && [ \"\$(sed \
    's/ lit=\"yes\"//' '$T/r.content.xml' | md5sum)\" = \
    \"\$(md5sum <'$T/r.graph.xml')\" ]"
check "validate ran the kind's two checks on every board and passed them" \
    test "$(grep -cE \
    '<check id="(clarity.rings-apart|completeness.rings-lit)" result="pass"/>' \
    "$T/r.valid.xml")" -eq 8
"$kinds/validate" --schema "$T/r.content.xml" >"$T/r.schema.xml" 2>"$T/err"
check "validate --schema takes the rings deck (the kind's RELAX NG part)" \
    cmp -s "$T/r.valid.xml" "$T/r.schema.xml"
run pdfinfo "$T/r.pdf"
check "layout-pdf drew a page per rings board" grep -q '^Pages: *4$' "$T/out"
run qpdf --check "$T/r.pdf"
check "qpdf accepts the rings PDF" test "$rc" -eq 0
black=$(gs -q -o - -sDEVICE=inkcov -dFirstPage=1 -dLastPage=1 "$T/r.pdf" |
    awk '{ print $4 }')
check "the page carries the rings in black ($black)" \
    awk -v k="${black:-0}" 'BEGIN { exit !(k > 0.005 && k < 0.2) }'
rpipe "$T/r2"
for s in graph.xml content.xml valid.xml pdf; do
	check "two rings runs give byte-identical $s" \
	    sh -c "test -s '$T/r.$s' && cmp -s '$T/r.$s' '$T/r2.$s'"
done
mkdir "$T/svg"
run "$kinds/layout-svg" --svg "$T/svg" "$T/r.valid.xml"
check "layout-svg draws each rings board as an SVG" test "$rc" -eq 0 -a \
    "$(ls "$T/svg" | grep -c '^rings-0000[0-9]*\.svg$')" -eq 4
check "the SVG is well-formed, with the rings drawn" \
    sh -c "xmllint --noout '$T/svg/rings-000011.svg' &&
    grep -q '<path' '$T/svg/rings-000011.svg'"

# Tampered decks: the checks judge what the deck says, the reader refuses
# what the kind's rows do not allow.
sed 's/ lit="yes"//' "$T/r.content.xml" >"$T/unlit.xml"
run "$kinds/validate" "$T/unlit.xml"
check "validate makes an unlit board again, naming the check" \
    grep -q 'none of the [0-9]* rings is lit \[completeness.rings-lit\]' \
    "$T/err"
awk '/<ring / && n < 2 { n++
	sub(/x="[0-9.]*" y="[0-9.]*"/, "x=\"100.000\" y=\"100.000\"") } 1' \
    "$T/r.content.xml" >"$T/close.xml"
run "$kinds/validate" "$T/close.xml"
check "validate makes a board of overlapping rings again, naming the check" \
    grep -q 'rings 1 and 2 are closer than 3 mm \[clarity.rings-apart\]' \
    "$T/err"
sed '0,/<ring /s/<ring /<ring colour="red" /' "$T/r.content.xml" >"$T/attr.xml"
fails_cleanly "an attribute the kind's rows do not name is refused" 2 \
    "does not know: colour" "$kinds/validate" "$T/attr.xml"
fails_cleanly "--schema refuses it too" 2 "colour" \
    "$kinds/validate" --schema "$T/attr.xml"
awk '/<\/rings>/ && !done { done = 1
	for (i = 0; i < 13; i++) print "      <ring x=\"9\" y=\"9\" r=\"7\"/>" } 1' \
    "$T/r.content.xml" >"$T/many.xml"
fails_cleanly "a board of more rings than the kind reads is refused" 2 \
    "more than 12 rings" "$kinds/validate" "$T/many.xml"

# Its structure is its own part, hashed by its own hash: press-run (its
# tools the test kinds' own) takes six boards as six structures.
run grep -lE '\<b->(terrain|cols|rows|cell)\>|board_grid|board_cell' \
    tests/kinds/rings/*.c tests/kinds/rings/*.h
check "the rings kind reaches no shared grid of struct board" \
    test "$rc" -eq 1 -a ! -s "$T/out"
"$kinds/validate" --report "$T/h1.csv" "$T/r.content.xml" >/dev/null
awk '/<ring / && n < 2 { r[n++] = $0
	if (n == 2) print r[1] "\n" r[0]; next } 1' \
    "$T/r.content.xml" >"$T/swap.xml"
"$kinds/validate" --report "$T/h2.csv" "$T/swap.xml" >/dev/null 2>&1
check "the kind's hash: its rings in another order hash the same" \
    sh -c "[ -n \"\$(cut -d, -f6 '$T/h1.csv' | sed -n 2p)\" ] &&
    [ \"\$(cut -d, -f6 '$T/h1.csv' | sed -n 2p)\" = \
    \"\$(cut -d, -f6 '$T/h2.csv' | sed -n 2p)\" ] &&
    ! cmp -s '$T/r.content.xml' '$T/swap.xml'"
run "$T/kbin/press-run" -q --rules $rrules --count 6 --chunk 3 \
    --out "$T/rrun"
check "press-run makes a run of six rings boards" \
    test "$rc" -eq 0 -a -s "$T/rrun/deck.pdf"
check "the manifest gives the six rings boards six structures" \
    test "$(awk -F, 'NR > 1 && length($9) == 64 { print $9 }' \
    "$T/rrun/manifest.csv" | sort -u | wc -l)" -eq 6

# preview of a rings rules file: the grid and the statistics answer, made
# by the kind's table (started and waited for as preview.sh does).
"$kinds/preview" -q --rules $rrules --port 0 --seeds 1-3 >"$T/url" \
    2>"$T/srv.err" &
pid=$!
until_ok 300 test -s "$T/url"
U=$(head -n 1 "$T/url")
curl -s -o "$T/body" --max-time 60 "${U%/}/api/grid?players=2&from=1&to=3"
check "preview's grid: three rings boards, each valid, each an SVG" \
    /usr/bin/python3 -c "import json; d = json.load(open('$T/body')); \
exit(0 if [b['seed'] for b in d['boards']] == [1, 2, 3] and \
all(b['pass'] and len(b['checks']) == 2 and '<svg' in b['svg'] \
for b in d['boards']) else 1)"
curl -s -o "$T/body" --max-time 60 "${U%/}/api/stats?players=2&n=20"
check "preview's statistics count the kind's rings and lit rings" \
    /usr/bin/python3 -c "import json; d = json.load(open('$T/body'))['stats']; \
c = {e['name']: e for e in d['counts']}; \
exit(0 if d['made'] == 20 and c['ring']['lo'] >= 4 and \
c['ring']['hi'] <= 12 and c['lit']['lo'] >= 1 and \
c['lit']['below'] == 0 else 1)"
kill -TERM "$pid"
wait "$pid"
check "preview ends cleanly on SIGTERM, nothing on stderr" \
    test $? -eq 0 -a ! -s "$T/srv.err"

run "$bin/gen-graph" --rules $rrules
check "the library's gen-graph refuses kind rings" \
    grep -q 'kind: one of nodes|transport|dungeon is needed, not "rings"' \
    "$T/err"
run grep -rlE 'kind_rings|rings/part\.h' lib cmd
check "no source of the library or the tools names the rings kind" \
    test "$rc" -eq 1 -a ! -s "$T/out"
sed 's/<rules id="rings" kind="rings"/<rules id="rings" kind="ringz"/' \
    "$T/r.content.xml" >"$T/kind.xml"
fails_cleanly "a deck of a kind no table has is refused, naming the table's" \
    2 'kind="ringz">: a kind \(one of nodes\|transport\|dungeon\|dots\|rings\)' \
    "$kinds/validate" "$T/kind.xml"
