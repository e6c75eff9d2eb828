# validate.sh: a hand-edited deck that breaks a rule is caught.
. tests/lib.sh

"$bin/gen-graph" --seed 5 --count 3 | "$bin/gen-content" >"$T/good.xml"
# Move the second board's n1 to 1 mm beside n2: closer than min_spacing.
x=$(awk '/<board /{b++} b==2 && /<node id="n2" /{ sub(/.* x="/, ""); sub(/".*/, ""); print; exit }' "$T/good.xml")
y=$(awk '/<board /{b++} b==2 && /<node id="n2" /{ sub(/.* y="/, ""); sub(/".*/, ""); print; exit }' "$T/good.xml")
awk -v x="$x" -v y="$y" '/<board /{b++}
b==2 && /<node id="n1" / { sub(/ x="[^"]*" y="[^"]*"/, " x=\"" x + 1 "\" y=\"" y "\"") }
{ print }' "$T/good.xml" >"$T/edited.xml"
line=$(awk '/<board /{b++; if (b==2) { print NR; exit } }' "$T/edited.xml")
run "$bin/validate" --max-attempts 1 "$T/edited.xml"
check "checked only (one attempt), an edited board fails with status 1" \
    test "$rc" -eq 1
check "the message names file:line, board and check id" grep -qE \
    "^validate: .*edited.xml:$line: board lanternfall-000006: .*\[clarity.spacing\]" \
    "$T/err"
check "the bad board is left out, the others pass" \
    test "$(grep -c '<board ' "$T/out")" -eq 2
check "the output is still a whole deck" grep -q '</deck>' "$T/out"
run "$bin/validate" --max-attempts 1 --keep-invalid "$T/edited.xml"
check "--keep-invalid keeps it, marked fail" grep -q 'verdict="fail"' "$T/out"
check "--keep-invalid still exits 1" test "$rc" -eq 1
cp "$T/out" "$T/kept.xml"
run xmllint --noout --relaxng templates/schema/deck.rng "$T/kept.xml"
check "xmllint accepts the deck with the failed board kept" test "$rc" -eq 0
run "$bin/validate" "$T/edited.xml"
check "by default the edited board is made again and the deck passes" \
    test "$rc" -eq 0 -a "$(grep -c 'verdict="pass"' "$T/out")" -eq 3
check "the remade board says why, with file:line and check id" grep -qE \
    "^validate: .*edited.xml:$line: board lanternfall-000006: made again at attempt 1, as attempt 0 failed: .*\[clarity.spacing\]" \
    "$T/err"
check "the remade board records its attempt" grep -q \
    'id="lanternfall-000006" kind="nodes" rules="lanternfall" seed="6" attempt="1"' \
    "$T/out"
run "$bin/validate" -q "$T/edited.xml"
check "-q silences the note" test ! -s "$T/err"
run "$bin/validate" "$T/good.xml"
check "the unedited deck passes" test "$rc" -eq 0

# clarity.areas: an area must be a face of the plane graph, not any ring
# of nodes. The first board's first area, replaced by three other nodes
# of it, is caught; the same ring read from another node is still that
# face, and read backwards it is none.
ring=$(awk '/<area id="a0" /{ sub(/.* nodes="/, ""); sub(/".*/, ""); print; exit }' "$T/good.xml")
area_edit() {
	awk -v ring="$1" '!done && /<area id="a0" / {
	    sub(/ nodes="[^"]*"/, " nodes=\"" ring "\""); done = 1 } { print }' \
	    "$T/good.xml" >"$T/areas.xml"
	run "$bin/validate" --max-attempts 1 "$T/areas.xml"
}
area_edit "n1 n2 n3"
check "an area made of any three nodes is not a face: status 1" \
    test "$rc" -eq 1
check "the message names the area and the check" grep -qE \
    "^validate: .*areas.xml:[0-9]+: board lanternfall-000005: area a0 is not a face of the graph .*\[clarity.areas\]$" \
    "$T/err"
area_edit "$(echo "$ring" | awk '{ for (i = 2; i <= NF; i++) printf "%s ", $i; print $1 }')"
check "the same face read from its second node passes" test "$rc" -eq 0
area_edit "$(echo "$ring" | awk '{ for (i = NF; i > 1; i--) printf "%s ", $i; print $1 }')"
check "the face read backwards is no face: status 1" test "$rc" -eq 1
