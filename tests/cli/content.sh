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

# A type of min 0 and a small prob is on every board that uses it, as the
# devlog's "each type is considered at least once" says: cairn, the base
# game's only relics type, was on none of them, and validate left every
# board out for its uncovered category.
sed -e '/^\[type cairn\]/,/^$/s/^prob .*/prob      0.01/' \
    -e '/^\[type cairn\]/,/^$/s/^min .*/min       0/' \
    "$top/templates/rules/lanternfall.rules" >"$T/cairn0.rules"
"$bin/gen-graph" --rules "$T/cairn0.rules" --players 4 --seed 1 --count 10 |
    "$bin/gen-content" >"$T/cairn0.xml"
with=$(awk '/<board /{ b++ } /type="cairn"/ && !seen[b]++ { n++ }
    END { print n + 0 }' "$T/cairn0.xml")
check "a type of min 0 is on every board (cairn on $with of 10)" \
    test "$with" -eq 10
run "$bin/validate" --report "$T/cairn0.csv" "$T/cairn0.xml"
check "validate passes every such board as made (status $rc)" \
    sh -c "test $rc -eq 0 && awk -F, 'NR > 1 && \$3 != 0 { bad++ }
    END { exit bad > 0 }' '$T/cairn0.csv'"
