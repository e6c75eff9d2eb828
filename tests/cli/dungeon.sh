# dungeon.sh: dungeon boards through the four tools: the pipe, the same
# bytes twice and for any --jobs, the schema at every stage, the page,
# options that make a board again, and mistakes refused clearly.
. tests/lib.sh

pipe() {
	"$bin/gen-graph" --kind dungeon --seed 7 --count 3 >"$1.graph.xml" &&
	    "$bin/gen-content" "$1.graph.xml" >"$1.content.xml" &&
	    "$bin/validate" "$1.content.xml" >"$1.valid.xml" &&
	    "$bin/layout-pdf" "$1.valid.xml" >"$1.pdf"
}

pipe "$T/a"
check "the dungeon pipe for seeds 7-9 succeeds" test $? -eq 0 -a -s "$T/a.pdf"
pipe "$T/b"
for s in graph.xml content.xml valid.xml pdf; do
	check "two runs give byte-identical $s" cmp -s "$T/a.$s" "$T/b.$s"
done
"$bin/gen-graph" --kind dungeon --seed 7 --count 3 | "$bin/gen-content" |
    "$bin/validate" | "$bin/layout-pdf" >"$T/c.pdf"
check "the same through real pipes" cmp -s "$T/a.pdf" "$T/c.pdf"

for s in graph content valid; do
	run xmllint --noout --relaxng templates/schema/deck.rng "$T/a.$s.xml"
	check "xmllint --relaxng accepts the dungeon $s deck" test "$rc" -eq 0
done
check "validate marks every board pass" \
    test "$(grep -c 'verdict="pass"' "$T/a.valid.xml")" -eq 3
check "validate ran the nine dungeon checks" \
    test "$(grep -c '<check id=' "$T/a.valid.xml")" -eq 27

"$bin/gen-graph" --kind dungeon --seed 100 --count 300 --jobs 1 >"$T/j1.xml"
"$bin/gen-graph" --kind dungeon --seed 100 --count 300 --jobs 2 >"$T/j2.xml"
check "gen-graph's dungeons do not depend on --jobs" cmp -s "$T/j1.xml" \
    "$T/j2.xml"

check "each board records what makes it again" grep -qE \
    '<board id="cinderdeep-000007" kind="dungeon" rules="cinderdeep" seed="7" attempt="0" players="4" width="297.000" height="210.000" paper="A4" cols="40" rows="28" cell="6.600" tunnels="1500" length="8" floor="0.400">' \
    "$T/a.graph.xml"
check "the features carry type, col and row" grep -qE \
    '<feature type="start" col="[0-9]+" row="[0-9]+"/>' "$T/a.content.xml"

# The options override the rules, are recorded, and make the board again.
"$bin/gen-graph" --kind dungeon --seed 5 --size 30x20 --tunnels 90 \
    --length 5 --paper A5 >"$T/o.xml"
check "--size, --tunnels and --length are recorded (no floor target)" \
    grep -q 'paper="A5" cols="30" rows="20" cell="[0-9.]*" tunnels="90" length="5">' \
    "$T/o.xml"
check "a 30 x 20 grid has 20 rows of 30 cells" test \
    "$(grep -cE '<row>[#.]{30}</row>' "$T/o.xml")" -eq 20
"$bin/gen-graph" --kind dungeon --seed 5 --count 2 --floor 0.3 >"$T/f.xml"
check "--floor keeps the rules' tunnels as the cap" \
    grep -q 'tunnels="1500" length="8" floor="0.300">' "$T/f.xml"
sed -n '/<rules /,/<\/rules>/p' "$T/o.xml" | sed '1d;$d' |
    sed 's/&gt;/>/g; s/&lt;/</g; s/&amp;/\&/g' >"$T/embedded.rules"
"$bin/gen-graph" --rules "$T/embedded.rules" --seed 5 --size 30x20 \
    --tunnels 90 --length 5 --paper A5 >"$T/o2.xml"
check "the embedded rules and the board's attributes make it again" \
    cmp -s "$T/o.xml" "$T/o2.xml"

# Made again, a board keeps the options it records: validate makes it
# with its own size, tunnels, length and floor, not the rules' defaults.
# Features of 2-3 at spacing 4 do not fit some 20 x 14 floors, so
# gen-content passes boards on without them and validate makes them again.
sed -e 's/^min .*/min 2/' -e 's/^max .*/max 3/' -e 's/^spacing .*/spacing 4/' \
    templates/rules/cinderdeep.rules >"$T/tight.rules"
"$bin/gen-graph" --rules "$T/tight.rules" --size 20x14 --tunnels 90 \
    --length 6 --floor 0.35 --count 20 >"$T/t.graph.xml"
"$bin/gen-content" "$T/t.graph.xml" >"$T/t.content.xml" 2>"$T/t.gc.err"
run "$bin/validate" "$T/t.content.xml"
boards=$(grep -c '<board ' "$T/out")
again=$(grep -c 'made again at attempt' "$T/err")
kept=$(grep -c 'cols="20" rows="14" cell="10.000" tunnels="90" length="6" floor="0.350">' "$T/out")
check "boards made again keep --size, --tunnels, --length, --floor ($again of $boards made again, $kept kept them)" \
    test "$rc" -eq 0 -a "$boards" -eq 20 -a "$again" -ge 5 -a "$kept" -eq 20
check "every board validate passes has its features" \
    test "$(grep -c '<features>' "$T/out")" -eq 20
"$bin/validate" --max-attempts 3 "$T/t.graph.xml" >"$T/t3.xml" 2>/dev/null
n3=$(grep -c '<board ' "$T/t3.xml")
check "the same with --max-attempts 3, from boards without content ($n3)" \
    test "$n3" -ge 2 -a "$n3" -eq "$(grep -c 'cols="20" rows="14" cell="10.000" tunnels="90" length="6" floor="0.350">' "$T/t3.xml")"
"$bin/gen-graph" --kind dungeon --size 30x20 --count 50 | "$bin/gen-content" \
    2>/dev/null | "$bin/validate" >"$T/s.xml" 2>/dev/null
check "a deck made with --size 30x20 is 30 x 20 on every board" test \
    "$(grep -c 'cols="30" rows="20"' "$T/s.xml")" -eq 50 -a \
    "$(grep -c '<board ' "$T/s.xml")" -eq 50
# The rules' own features do not fit a 20 x 14 floor: gen-content passes
# the board on without them (its line on stderr), and validate, making it
# again at 20 x 14, refuses it: never a featureless board, never exit 0.
"$bin/gen-graph" --kind dungeon --size 20x14 --seed 5 --count 1 |
    "$bin/gen-content" 2>/dev/null >"$T/z.xml"
run "$bin/validate" "$T/z.xml"
check "a board whose features never fit is refused (exit 1), not passed" \
    test "$rc" -eq 1 -a "$(grep -c '<board ' "$T/out")" -eq 0 -a \
    "$(grep -c 'no valid board in 50 attempts' "$T/err")" -eq 1
# A hand-edited board whose walk gen-graph would refuse is not walked
# (structure.walk at every attempt): the board is refused.
sed 's/tunnels="1500" length="8"/tunnels="1" length="1"/' "$T/a.graph.xml" \
    >"$T/short.xml"
run "$bin/validate" --max-attempts 2 "$T/short.xml"
check "a board recording a walk that cannot reach its floor is refused" \
    test "$rc" -eq 1 -a "$(grep -c '<board ' "$T/out")" -eq 0 -a \
    "$(grep -c 'no valid board in 2 attempts' "$T/err")" -eq 3

# The page.
run pdfinfo "$T/a.pdf"
check "one page per board" grep -q '^Pages: *3$' "$T/out"
run mutool show "$T/a.pdf" pages/1/TrimBox
check "the page has a TrimBox" grep -q '^\[' "$T/out"
run qpdf --check "$T/a.pdf"
check "qpdf finds the PDF sound" test "$rc" -eq 0
run pdffonts "$T/a.pdf"
check "the font is embedded" sh -c "tail -n +3 '$T/out' | awk '{ if (\$(NF-4) != \"yes\") exit 1 } END { exit NR == 0 }'"
run pdftotext "$T/a.pdf" -
check "the board id and seed are printed" grep -qE 'cinderdeep-000007 +seed 7' \
    "$T/out"
check "the legend names the features" grep -q 'Cinder beast' "$T/out"
check "the scale bar gives its length" grep -qE '[0-9]+ squares = [0-9.]+ mm' \
    "$T/out"

# Impossible parameters: one clear line and exit 2, no output.
fails_cleanly "gen-graph: tunnels on a 3 x 3 grid" 2 \
    "a 3 x 3 grid leaves 1 x 1 cells inside its wall border" \
    "$bin/gen-graph" --kind dungeon --size 3x3
fails_cleanly "gen-graph: a grid too fine for the paper" 2 \
    "does not fit a 297 x 210 mm sheet" \
    "$bin/gen-graph" --kind dungeon --size 200x150
fails_cleanly "gen-graph: a floor target the tunnels cannot carve" 2 \
    "floor 0.5 asks for 494 floor cells, but 10 tunnels" \
    "$bin/gen-graph" --kind dungeon --floor 0.5 --tunnels 10
fails_cleanly "gen-graph: features that cannot fit" 2 \
    "cannot fit in the 4 x 4 cells" "$bin/gen-graph" --kind dungeon --size 6x6
fails_cleanly "gen-graph: a malformed --size" 2 "--size: \"40by28\"" \
    "$bin/gen-graph" --kind dungeon --size 40by28
fails_cleanly "gen-graph: --tunnels on nodes rules" 2 \
    "--tunnels is for dungeon boards; the rules are for nodes boards" \
    "$bin/gen-graph" --tunnels 40
fails_cleanly "gen-graph: dungeon rules asked for as nodes" 2 \
    "the rules are for dungeon boards, not nodes" \
    "$bin/gen-graph" --kind nodes --rules templates/rules/cinderdeep.rules

# Rules mistakes name file:line.
printf '[rules]\nid x\nkind dungeon\n[board]\ncols 3\nrows 3\n' >"$T/small.rules"
fails_cleanly "gen-graph: a rules grid too small names file:line" 2 \
    "small.rules:5: a 3 x 3 grid leaves" \
    "$bin/gen-graph" --rules "$T/small.rules"
printf '[rules]\nid x\nkind dungeon\n[feature treasure]\nmin 3\nmax two\n' \
    >"$T/bad.rules"
fails_cleanly "gen-graph: a bad feature count names file:line" 2 \
    "bad.rules:6: max: one number is needed" \
    "$bin/gen-graph" --rules "$T/bad.rules"
printf '[rules]\nid x\nkind dungeon\n[board]\ntunnels 5\nfloor 0.5\n' \
    >"$T/floor.rules"
fails_cleanly "gen-graph: an impossible floor target names its line" 2 \
    "floor.rules:6: floor 0.5 asks for" "$bin/gen-graph" --rules "$T/floor.rules"

# validate finds a broken dungeon and names the cell.
sed '0,/<row>#/s//<row>./' "$T/a.content.xml" >"$T/open.xml"
run "$bin/validate" --max-attempts 1 "$T/open.xml"
check "validate: an open border fails the board (exit 1)" test "$rc" -eq 1
check "validate: ... and names the cell and the check" grep -q \
    'open.xml:[0-9]*: board cinderdeep-000007: the border is open at 0,0 \[clarity.border\]' \
    "$T/err"
# By default validate makes the broken board again from its seed.
"$bin/validate" "$T/open.xml" >"$T/fixed.xml" 2>"$T/err"
check "validate: an open border is made again by default" grep -q \
    'board cinderdeep-000007: made again at attempt 1' "$T/err"
check "validate: ... and the new board passes every check" \
    "$bin/validate" --max-attempts 1 "$T/fixed.xml"

# The reference game's [play] section (templates/rules/dungeon.md, "Play"):
# read, checked, and it changes no board. The shipped file's own [play]
# is left out of the copies, which set theirs.
noplay() {
	awk '/^\[/ { skip = ($0 == "[play]") } !skip' \
	    templates/rules/cinderdeep.rules
}
noplay >"$T/play.rules"
printf '[play]\ndie 6\nturns 300\nlose monster trap\nspread 0.2\n' \
    >>"$T/play.rules"
run "$bin/gen-graph" --rules "$T/play.rules" --seed 7 --count 3
check "gen-graph: the rules take a [play] section" test "$rc" -eq 0
grep '<row>' "$T/out" >"$T/play.rows"
grep '<row>' "$T/a.graph.xml" >"$T/a.rows"
check "... and make the same dungeons as without it" cmp -s "$T/play.rows" \
    "$T/a.rows"
noplay >"$T/coal.rules"
printf '[play]\npass key coal\n' >>"$T/coal.rules"
line=$(($(noplay | wc -l) + 2))
fails_cleanly "gen-graph: [play] pass naming no feature names file:line" 2 \
    "coal.rules:$line: \[play\] pass: feature \"coal\" names no \[feature coal\]" \
    "$bin/gen-graph" --rules "$T/coal.rules"
printf '[rules]\nid x\nkind dungeon\n[play]\ndie 0\n' >"$T/die.rules"
fails_cleanly "gen-graph: a die of no sides names its line" 2 \
    "die.rules:5: die" "$bin/gen-graph" --rules "$T/die.rules"

# The looks ([board] look): read from the rules, each through the pipe,
# and mistakes in them refused up front with their line.
# halls DECK: the 2 x 2 blocks of floor on the deck's boards.
halls() {
	awk '/<board /{ p = "" } /<row>/ { r = $0; gsub(/ *<\/?row>/, "", r);
	    if (p != "") for (i = 1; i < length(r); i++)
		if (substr(p, i, 2) == ".." && substr(r, i, 2) == "..") n++;
	    p = r } END { print n + 0 }' "$1"
}
for look in tunnels rooms; do
	"$bin/gen-graph" --rules "templates/rules/looks/cinderdeep-$look.rules" \
	    --seed 7 --count 3 >"$T/$look.graph.xml" &&
	    "$bin/gen-content" "$T/$look.graph.xml" >"$T/$look.content.xml" &&
	    "$bin/validate" "$T/$look.content.xml" >"$T/$look.valid.xml" &&
	    "$bin/layout-pdf" "$T/$look.valid.xml" >"$T/$look.pdf"
	check "look $look: the pipe for seeds 7-9 succeeds" \
	    test $? -eq 0 -a -s "$T/$look.pdf"
	check "look $look: validate marks every board pass" \
	    test "$(grep -c 'verdict="pass"' "$T/$look.valid.xml")" -eq 3
done
hc=$(halls "$T/a.graph.xml")
ht=$(halls "$T/tunnels.graph.xml")
check "look tunnels is read: a tenth of the caverns' halls or fewer ($ht, $hc)" \
    test "$(grep -c '<row>' "$T/tunnels.graph.xml")" -gt 0 -a \
    "$((ht * 10))" -le "$hc" -a "$hc" -gt 0
check "look rooms is read: its boards are not the caverns'" \
    test "$(grep -c '<row>' "$T/rooms.graph.xml")" -gt 0 -a \
    "$(grep '<row>' "$T/rooms.graph.xml" | md5sum)" != \
    "$(grep '<row>' "$T/a.graph.xml" | md5sum)"
printf '[rules]\nid x\nkind dungeon\n[board]\nlook halls\n' >"$T/look.rules"
fails_cleanly "gen-graph: an unknown look names its line" 2 \
    "look.rules:5: look: one of cavern\|tunnels\|rooms is needed" \
    "$bin/gen-graph" --rules "$T/look.rules"
printf '[rules]\nid x\nkind dungeon\n[board]\nlook tunnels\nfloor 0.6\n' \
    >"$T/tfloor.rules"
fails_cleanly "gen-graph: a floor look tunnels cannot reach names its line" \
    2 "tfloor.rules:6: look tunnels keeps a wall between tunnels, so floor 0.6" \
    "$bin/gen-graph" --rules "$T/tfloor.rules"
printf '[rules]\nid x\nkind dungeon\n[board]\nlook rooms\nrooms 13\n' \
    >"$T/many.rules"
fails_cleanly "gen-graph: more rooms than fit name the look's line" 2 \
    "many.rules:5: 13 rooms of up to 7 x 7 cells cannot all fit" \
    "$bin/gen-graph" --rules "$T/many.rules"
printf '[rules]\nid x\nkind dungeon\n[board]\nlook rooms\nrooms 3\nlinks 2\n' \
    >"$T/links.rules"
fails_cleanly "gen-graph: links beyond the pairs of rooms are refused" 2 \
    "links.rules:5: links 2: 3 rooms have 1 pair beyond" \
    "$bin/gen-graph" --rules "$T/links.rules"
fails_cleanly "gen-graph: rooms too large for --size are refused" 2 \
    "9 rooms of up to 7 x 7 cells cannot all fit the 10 x 10 cells" \
    "$bin/gen-graph" --rules templates/rules/looks/cinderdeep-rooms.rules \
    --size 12x12
fails_cleanly "gen-graph: --tunnels on look rooms is refused" 2 \
    "--tunnels is for the walk of looks cavern and tunnels" \
    "$bin/gen-graph" --rules templates/rules/looks/cinderdeep-rooms.rules \
    --tunnels 40
fails_cleanly "gen-graph: --floor look tunnels cannot reach is refused" 2 \
    "look tunnels keeps a wall between tunnels, so floor 0.6 cannot" \
    "$bin/gen-graph" --rules templates/rules/looks/cinderdeep-tunnels.rules \
    --floor 0.6
