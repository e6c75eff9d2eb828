# pipe.sh: the four tools in a pipe; determinism; schema; PDF boxes.
. tests/lib.sh

pipe() {
	"$bin/gen-graph" --kind nodes --seed 7 >"$1.graph.xml" &&
	    "$bin/gen-content" "$1.graph.xml" >"$1.content.xml" &&
	    "$bin/validate" "$1.content.xml" >"$1.valid.xml" &&
	    "$bin/layout-pdf" "$1.valid.xml" >"$1.pdf"
}

pipe "$T/a"
check "the pipe for seed 7 succeeds" test $? -eq 0 -a -s "$T/a.pdf"
pipe "$T/b"
for s in graph.xml content.xml valid.xml pdf; do
	check "two runs give byte-identical $s" cmp -s "$T/a.$s" "$T/b.$s"
done

"$bin/gen-graph" --seed 7 | "$bin/gen-content" | "$bin/validate" |
    "$bin/layout-pdf" >"$T/c.pdf"
check "the same through real pipes" cmp -s "$T/a.pdf" "$T/c.pdf"

# Each tool grows the pipe it writes to to 1 MiB (Linux's pipe-max-size),
# so the four run in long stretches beside each other rather than taking
# turns every 64 KiB; the reader asks the pipe's size once it has read
# everything, so the writer has long set it.
pipe_size='import fcntl, sys; sys.stdin.buffer.read(); print(fcntl.fcntl(0, 1032))'
if [ "$(cat /proc/sys/fs/pipe-max-size)" -ge 1048576 ]; then
	sz=$("$bin/gen-graph" --seed 7 | /usr/bin/python3 -c "$pipe_size")
	check "gen-graph grows its pipe to 1 MiB ($sz)" test "$sz" = 1048576
	sz=$("$bin/gen-content" "$T/a.graph.xml" |
	    /usr/bin/python3 -c "$pipe_size")
	check "gen-content grows its pipe to 1 MiB ($sz)" test "$sz" = 1048576
	sz=$("$bin/validate" "$T/a.content.xml" |
	    /usr/bin/python3 -c "$pipe_size")
	check "validate grows its pipe to 1 MiB ($sz)" test "$sz" = 1048576
fi

for s in graph content valid; do
	run xmllint --noout --relaxng templates/schema/deck.rng "$T/a.$s.xml"
	check "xmllint --relaxng accepts the $s deck" test "$rc" -eq 0
done
"$bin/gen-graph" --seed 3 --count 20 --players 9 --paper A3 --jobs 2 |
    "$bin/gen-content" |
    "$bin/validate" >"$T/d.xml"
run xmllint --noout --relaxng templates/schema/deck.rng "$T/d.xml"
check "xmllint accepts a 20-board 9-player A3 deck" test "$rc" -eq 0
check "validate marks every board pass" \
    test "$(grep -c 'verdict="pass"' "$T/d.xml")" -eq 20

# Every nodes feature: all five expansions (expeditions and their secret
# pages, landmarks, resources, tiny nodes), a first game, Letter portrait;
# a board has expeditions or landmarks, so voyage and wonders go apart.
for e in voyage wonders; do
	"$bin/gen-graph" --seed 40 --count 4 --players 9 --paper Letter \
	    --portrait --first-game --expansion thorns \
	    --expansion clockwork --expansion scissors --expansion "$e" |
	    "$bin/gen-content" >"$T/all.$e.xml"
	run xmllint --noout --relaxng templates/schema/deck.rng \
	    "$T/all.$e.xml"
	check "xmllint accepts a deck with every nodes feature and $e" \
	    test "$rc" -eq 0
done
check "those decks have every kind of item" sh -c "for e in expedition \
    landmark resource tiny dot area; do cat '$T'/all.*.xml | \
    grep -q \"<\$e \" || exit 1; done"

"$bin/gen-graph" --seed 100 --count 70 --jobs 1 >"$T/j1.xml"
"$bin/gen-graph" --seed 100 --count 70 --jobs 3 >"$T/j3.xml"
check "gen-graph's output does not depend on --jobs" cmp -s "$T/j1.xml" \
    "$T/j3.xml"

check "the deck header embeds the rules" \
    grep -q '<rules id="lanternfall" kind="nodes">' "$T/a.graph.xml"
check "each board records its options" grep -qE \
    '<board id="lanternfall-000007" kind="nodes" rules="lanternfall" seed="7" attempt="[0-9]+" players="4" width="297.000" height="210.000" paper="A4"' \
    "$T/a.graph.xml"

run mutool show "$T/a.pdf" pages/1/TrimBox
check "the PDF page has a TrimBox" grep -q '^\[' "$T/out"
run mutool show "$T/a.pdf" pages/1/BleedBox
check "the PDF page has a BleedBox" grep -q '^\[' "$T/out"
run pdffonts "$T/a.pdf"
check "the font is embedded" sh -c "tail -n +3 '$T/out' | awk '{ if (\$(NF-4) != \"yes\") exit 1 } END { exit NR == 0 }'"
run qpdf --check "$T/a.pdf"
check "qpdf finds the PDF sound" test "$rc" -eq 0
run pdftotext "$T/a.pdf" -
check "the board id and seed are printed" grep -q 'lanternfall-000007' "$T/out"
