# content.sh: node content through the tools: expansions, first game,
# the secret page, determinism.
. tests/lib.sh

"$bin/gen-graph" --seed 4 --count 3 >"$T/plain.xml"
"$bin/gen-graph" --seed 4 --count 3 --expansion thorns --expansion voyage \
    --expansion scissors >"$T/exp.xml"
sed 's/ expansions="[^"]*"//' "$T/exp.xml" >"$T/exp-noattr.xml"
check "switching expansions on leaves the structure as it is" \
    cmp -s "$T/plain.xml" "$T/exp-noattr.xml"

"$bin/gen-content" "$T/exp.xml" >"$T/c1.xml"
"$bin/gen-content" "$T/exp.xml" >"$T/c2.xml"
check "the same seed gives the same content" cmp -s "$T/c1.xml" "$T/c2.xml"
check "voyage puts expeditions on the boards" grep -q '<expedition ' "$T/c1.xml"
check "scissors puts resources and tiny nodes on the boards" \
    sh -c "grep -q '<resource ' '$T/c1.xml' && grep -q '<tiny ' '$T/c1.xml'"
check "areas list the paper's corners" grep -q 'nodes="[^"]*@tl' "$T/c1.xml"

run "$bin/validate" "$T/c1.xml"
check "the content passes every check" test "$rc" -eq 0
"$bin/layout-pdf" "$T/out" >"$T/exp.pdf"
pages=$(pdfinfo "$T/exp.pdf" | awk '/^Pages:/ { print $2 }')
check "an expedition board gets its secret page (6 pages for 3 boards)" \
    test "$pages" -eq 6
pdftotext -f 2 -l 2 "$T/exp.pdf" "$T/secret.txt"
check "the secret page names the expeditions and how to print it" \
    sh -c "grep -q 'flip on the long edge' '$T/secret.txt' && grep -qE 'Ambush|Riddle|Race|Flood|Salvage|Collapse|Reprieve' '$T/secret.txt'"

"$bin/gen-graph" --seed 9 --first-game | "$bin/gen-content" >"$T/fg.xml"
check "a first game gives every start the same mission" \
    test "$(grep -o 'mission="[a-z]*"' "$T/fg.xml" | sort -u | wc -l)" -eq 1
check "the board records it" grep -q 'first-game="yes"' "$T/fg.xml"
check "twelve missions" \
    test "$(grep -c 'mission="' "$T/fg.xml")" -eq 12

# A deck whose rules name an icon that is not there cannot be drawn.
sed 's/^title     Lantern$/title     Lantern\nicon      nosuchicon/' \
    "$T/c1.xml" >"$T/badicon.xml"
fails_cleanly "layout-pdf: a missing icon is named" 2 "nosuchicon" \
    "$bin/layout-pdf" "$T/badicon.xml"
