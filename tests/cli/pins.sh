# pins.sh: pins files (issue 36, item 2: lock and regenerate). A pins
# file keeps a node's type (nodes), a city's goods (transport) or a
# feature on the floor cell nearest its place (dungeon) on every
# board gen-graph --pins or gen-content --pins makes, read back from the
# deck by a reading of its own (tests/tools/pins_check.py) and by
# validate's completeness.pins; the deck carries the pins, so validate
# makes a board again with them; the same input gives the same bytes; a
# 200-board press-run --pins keeps them on every board, its fingerprint
# sums the file; hostile or impossible pins files get one line, exit 2,
# and a pin no attempt can keep is named in one line, not retried for
# ever: a pins file no board keeps is refused up front, exit 2. On
# main's tools every --pins is an unknown option.
. tests/lib.sh
pc=tests/tools/pins_check.py
PR=$bin/press-run
export BOARDPRESS_DATA="$top"
tide=templates/rules/tidewater.rules
printf '# kept beside the rules\nnode 150 100 type moth\n\nnode 60 50 type reed  # a reed\n' >"$T/n.pins"
printf 'city 100 100 goods salt,wool\ncity 200 50 goods tea\n' >"$T/t.pins"

# pipe NAME GEN-ARGS -- CONTENT-ARGS: gen-graph | gen-content | validate
# into $T/NAME.xml (stderr $T/NAME.err), status of validate in $rc.
pipe() {
	name=$1
	shift
	g=
	while [ "$1" != -- ]; do g="$g $1"; shift; done
	shift
	# shellcheck disable=SC2086
	"$bin/gen-graph" $g 2>"$T/$name.err" | "$bin/gen-content" "$@" \
	    2>>"$T/$name.err" | "$bin/validate" --max-attempts 8 \
	    >"$T/$name.xml" 2>>"$T/$name.err"
	rc=$?
}

# pinned LABEL NAME N PLACES GEN-ARGS: gen-graph GEN-ARGS --pins
# $T/NAME.pins makes N valid boards ($T/NAME.xml) that each keep every pin
# (PLACES: the X,Y,VALUE[+VALUE] words pins_check.py reads back), and the
# same without --pins ($T/NAME0.xml) boards that do not.
pinned() {
	pl=$1 pn=$2 pc_n=$3 pp=$4
	shift 4
	pipe "$pn" "$@" --pins "$T/$pn.pins" --
	check "$pl: gen-graph --pins makes $pc_n valid boards" [ "$rc" -eq 0 ]
	# shellcheck disable=SC2086
	run python3 "$pc" "$T/$pn.xml" $pp
	check "$pl: every board keeps every pin (the deck read back)" \
	    grep -qx "$pc_n boards, every pin kept" "$T/out"
	check "… and validate certifies it on each (completeness.pins)" \
	    [ "$(grep -c 'check id="completeness.pins" result="pass"' \
	    "$T/$pn.xml")" -eq "$pc_n" ]
	pipe "${pn}0" "$@" --
	# shellcheck disable=SC2086
	run python3 "$pc" "$T/${pn}0.xml" $pp
	check "… which boards made without pins do not keep (the reading can fail)" \
	    [ "$rc" -eq 1 ]
}

# Kept on every board, as the deck's own reading and validate say.
pinned nodes n 30 '150,100,moth 60,50,reed' --kind nodes --seed 1 --count 30
check "… the deck carries the pins file's text" \
    grep -q '^node 150 100 type moth$' "$T/n.xml"
check "… and a deck without pins has no <pins> and no such check" \
    sh -c "! grep -q 'pins' '$T/n0.xml'"
pipe n2 --kind nodes --seed 1 --count 30 --pins "$T/n.pins" --
check "nodes: the same seeds, rules and pins give the same bytes" \
    sh -c "grep -q '<pins>' '$T/n2.xml' && cmp -s '$T/n.xml' '$T/n2.xml'"
pipe nc --kind nodes --seed 1 --count 30 -- --pins "$T/n.pins"
check "gen-content --pins keeps them as gen-graph --pins does (same bytes)" \
    sh -c "grep -q '<pins>' '$T/nc.xml' && cmp -s '$T/n.xml' '$T/nc.xml'"
pinned transport t 30 '100,100,salt+wool 200,50,tea' --rules "$tide" \
    --seed 1 --count 30
printf 'feature 100 100 type key\nfeature 40 40 type treasure  # kept\n' \
    >"$T/d.pins"
pinned "dungeon (the floor cell nearest)" d 50 \
    '100,100,key 40,40,treasure' --kind dungeon --seed 1 --count 50
pipe d2 --kind dungeon --seed 1 --count 50 --players 2 --pins "$T/d.pins" --
run python3 "$pc" "$T/d2.xml" 100,100,key 40,40,treasure
check "dungeon, 2 starts (the fair draws): every board keeps them" \
    sh -c "[ $rc -eq 0 ] && grep -qx '50 boards, every pin kept' '$T/out'"
pipe d3 --kind dungeon --seed 1 --count 50 -- --pins "$T/d.pins"
check "dungeon: gen-content --pins gives gen-graph --pins's bytes" \
    sh -c "grep -q '<pins>' '$T/d3.xml' && cmp -s '$T/d.xml' '$T/d3.xml'"

# validate makes a board again with the deck's pins: a pinned deck's
# boards, given content without them, fail completeness.pins and are
# made again, keeping them.
"$bin/gen-graph" --kind nodes --seed 1 --count 5 --pins "$T/n.pins" |
    "$bin/gen-content" >"$T/v.xml"
# The pinned deck's head with the unpinned boards' content.
"$bin/gen-graph" --kind nodes --seed 1 --count 5 | "$bin/gen-content" \
    >"$T/u.xml"
awk -v pins="$T/v.xml" 'BEGIN { while ((getline l <pins) > 0) {
	if (l ~ /^  <pins>/) on = 1; if (on) p = p l "\n";
	if (l ~ /<\/pins>/) on = 0 } }
    /^  <board / && !done { printf "%s", p; done = 1 } { print }' \
    "$T/u.xml" >"$T/w.xml"
run "$bin/validate" "$T/w.xml"
check "validate makes boards that lost a pin again, keeping it" \
    sh -c "[ $rc -eq 0 ] && grep -q 'completeness.pins' '$T/err' &&
	python3 $pc '$T/out' 150,100,moth 60,50,reed >/dev/null"

# Pins no board keeps (a type whose edge rules the node nearest its pin
# never meets; two pins that fall on one city or one cell) are refused up
# front, once: the run's first boards are tried with them (4 seeds, 8
# attempts each), one line names the pin, exit 2, no deck.
printf 'node 0 0 type glowworm\n' >"$T/edge.pins"
edge="^gen-graph: $T/edge.pins:1: pin \\(node 0 0 type glowworm\\) is kept on none of 32 attempts \\(boards of seeds 1 to 4\\); the first: n[0-9]+ cannot take it"
fails_cleanly "a pin no board keeps: gen-graph refuses it up front, exit 2" 2 \
    "$edge" "$bin/gen-graph" --kind nodes --seed 1 --count 200 \
    --pins "$T/edge.pins"
"$bin/gen-graph" --kind nodes --seed 1 --count 2 >"$T/e0.xml"
fails_cleanly "… and gen-content --pins the same" 2 \
    "$(printf '%s' "$edge" | sed 's/gen-graph/gen-content/')" \
    "$bin/gen-content" --pins "$T/edge.pins" "$T/e0.xml"
printf 'city 100 100 goods salt\ncity 100.001 100 goods wool\n' >"$T/two.pins"
fails_cleanly "two pins falling on one city: exit 2, the second named" 2 \
    "^gen-graph: $T/two.pins:2: pin \\(city 100.001 100 goods wool\\) .*c[0-9]+ is pinned already, by line 1$" \
    "$bin/gen-graph" --rules "$tide" --seed 1 --count 1 --pins "$T/two.pins"
printf 'feature 100 100 type key\nfeature 100.01 100 type treasure\n' \
    >"$T/cell.pins"
fails_cleanly "two pins falling on one dungeon cell: exit 2, the second named" 2 \
    "^gen-graph: $T/cell.pins:2: pin \\(feature 100.01 100 type treasure\\) .*is pinned already, by line 1$" \
    "$bin/gen-graph" --kind dungeon --seed 1 --count 1 --pins "$T/cell.pins"

# A deck whose pins no board keeps, put in by hand past gen-graph: validate
# names the pin in one line a board after the attempts it is given (8
# here), status 1 (a board that cannot be made valid), not for ever.
awk -v pins="$T/edge.pins" 'BEGIN { while ((getline l <pins) > 0) p = p l "\n" }
    /^  <board / && !done { printf "  <pins>\n%s</pins>\n", p; done = 1 }
    { print }' "$T/e0.xml" | "$bin/gen-content" 2>/dev/null |
    "$bin/validate" --max-attempts 8 >/dev/null 2>"$T/e.err"
rc=$?
check "a hand-made deck whose pin no board keeps: validate exits 1" \
    [ "$rc" -eq 1 ]
check "… one line a board naming the pin, after 8 attempts" \
    [ "$(grep -c '^validate: .*no valid board in 8 attempts.*pin stdin:[0-9]* (node 0 0 type glowworm): n[0-9]* cannot take it' "$T/e.err")" -eq 2 ]

# Hostile and impossible pins files: one line FILE:LINE, exit 2, no deck.
bad() {
	printf "$2" >"$T/bad.pins"
	fails_cleanly "$1" 2 "$3" "$bin/gen-graph" ${4:---kind nodes} \
	    --pins "$T/bad.pins"
}
bad "a type the rules lack" 'node 1 2 type nosuch\n' \
    "^gen-graph: $T/bad.pins:1: \"nosuch\": no node type of that name in the rules$"
bad "an unknown key" '# c\nnode 1 2 kind moth\n' \
    "^gen-graph: $T/bad.pins:2: \"kind\": a node pin's key is \"type\"$"
bad "another kind's word" 'city 1 2 goods salt\n' \
    "^gen-graph: $T/bad.pins:1: \"city\": nodes pins start with \"node\"$"
bad "a place that is no number" 'node 1 x type moth\n' \
    "^gen-graph: $T/bad.pins:1: \"1 x\" is not a place on paper"
bad "a place off the board's paper" 'node 1 2 type moth\nnode 300 2 type reed\n' \
    "^gen-graph: $T/bad.pins:2: the pin at 300 2 is off the 297 x 210 mm board$"
bad "two pins at one place" 'node 1 2 type moth\nnode 1 2 type reed\n' \
    "^gen-graph: $T/bad.pins:2: a second pin at 1 2 \\(line 1 has the first\\)$"
bad "more words than a pin has" 'node 1 2 type moth reed\n' \
    "^gen-graph: $T/bad.pins:1: a pin is \"node X Y type NAME\" \\(over 5 words\\)$"
bad "a good given twice" 'city 1 2 goods salt,salt\n' \
    "^gen-graph: $T/bad.pins:1: \"salt\" given twice$" "--rules $tide"
bad "more goods than a city takes" 'city 1 2 goods salt,wool,tea,copper\n' \
    "^gen-graph: $T/bad.pins:1: 4 goods pinned on a city, but the rules' max_wants is 3$" \
    "--rules $tide"
bad "a good the boards' scenario lacks" '\ncity 1 2 goods amber\n' \
    "^gen-graph: $T/bad.pins:2: a good the boards' scenario does not offer \\(--scenario\\)$" \
    "--rules $tide"
bad "a type of an expansion not switched on" 'node 1 2 type hornet\n' \
    "^gen-graph: $T/bad.pins:1: the type's expansion is not switched on \\(--expansion\\)$"
bad "a feature the rules lack" 'feature 1 2 type dragon\n' \
    "^gen-graph: $T/bad.pins:1: \"dragon\": no feature type of that name in the rules$" \
    "--kind dungeon"
bad "more pins of a feature than its max" \
    'feature 10 20 type key\nfeature 100 100 type key\n' \
    "^gen-graph: $T/bad.pins:2: 2 key features pinned, but the rules' max is 1$" \
    "--kind dungeon"
bad "a feature pin off the paper" 'feature 300 20 type key\n' \
    "^gen-graph: $T/bad.pins:1: the pin at 300 20 is off the 297 x 210 mm board$" \
    "--kind dungeon"
bad "a node pin on a dungeon" 'node 1 2 type moth\n' \
    "^gen-graph: $T/bad.pins:1: \"node\": dungeon pins start with \"feature\"$" \
    "--kind dungeon"
bad "a binary file" 'node 1 2 type \001moth\n' \
    "^gen-graph: $T/bad.pins:1: byte 0x01: a pins file is ASCII text$"
awk 'BEGIN { printf "node 1 2 type moth #"; for (i = 0; i < 300; i++)
    printf "x"; print "" }' >"$T/long.pins"
fails_cleanly "a line too long" 2 \
    "^gen-graph: $T/long.pins:1: a line of a pins file is at most 255 bytes$" \
    "$bin/gen-graph" --kind nodes --pins "$T/long.pins"
awk 'BEGIN { for (i = 0; i < 257; i++) printf "node %d 1 type moth\n", i }' \
    >"$T/many.pins"
fails_cleanly "too many pins" 2 \
    "^gen-graph: $T/many.pins:257: a pins file holds at most 256 pins$" \
    "$bin/gen-graph" --kind nodes --pins "$T/many.pins"
head -c 70000 /dev/zero | tr '\0' '#' >"$T/huge.pins"
fails_cleanly "a huge file, unread" 2 \
    "^gen-graph: $T/huge.pins: too large \\(a pins file is at most 65536 bytes\\)$" \
    "$bin/gen-graph" --kind nodes --pins "$T/huge.pins"
mkfifo "$T/fifo"
# (timeout a guard only: a FIFO opened to read waits for a writer.)
run timeout 20 "$bin/gen-graph" --kind nodes --pins "$T/fifo"
check "a FIFO, never waited on: one line, exit 2" sh -c "[ $rc -eq 2 ] &&
    [ ! -s '$T/out' ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -qx 'gen-graph: $T/fifo: not a regular file' '$T/err'"
mkdir "$T/dir"
fails_cleanly "a folder" 2 "^gen-graph: $T/dir: " \
    "$bin/gen-graph" --kind nodes --pins "$T/dir"
fails_cleanly "a missing file" 2 "^gen-graph: $T/none: No such file" \
    "$bin/gen-graph" --kind nodes --pins "$T/none"
"$bin/gen-graph" --kind nodes --count 1 >"$T/plain.xml"
printf 'node 1 2 type nosuch\n' >"$T/bad.pins"
fails_cleanly "gen-content --pins: one line, exit 2" 2 \
    "^gen-content: $T/bad.pins:1: \"nosuch\": no node type" \
    "$bin/gen-content" --pins "$T/bad.pins" "$T/plain.xml"
# A deck whose <pins> was edited: its line in the deck named.
sed 's/^node 150 100 type moth$/node 150 100 type nosuch/' "$T/n.xml" \
    >"$T/edited.xml"
line=$(grep -n 'type nosuch' "$T/edited.xml" | cut -d: -f1)
fails_cleanly "a deck's edited <pins>: one line at its deck line, exit 2" 2 \
    "^validate: $T/edited.xml:$line: \"nosuch\": no node type" \
    "$bin/validate" "$T/edited.xml"
run "$bin/validate" --schema "$T/n.xml"
check "a pinned deck passes the schema (templates/schema/deck.rng)" \
    [ "$rc" -eq 0 ]

# press-run --pins: 200 boards, every one keeping them; the report is the
# pipe's, whose deck keeps them; the fingerprint sums the file.
PINS_BOARDS=${PINS_BOARDS:-200}
run "$PR" --kind nodes --count \
    "$PINS_BOARDS" --pins "$T/n.pins" --out "$T/run" --jobs 2 -q
check "press-run --pins makes $PINS_BOARDS boards" [ "$rc" -eq 0 ]
awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "completeness.pins")
	c = i; next } $c == "pass" { k++ } END { print k + 0 }' \
    "$T/run/report.csv" >"$T/kept"
check "… completeness.pins passes on every board of the run" \
    [ "$(cat "$T/kept")" -eq "$PINS_BOARDS" ]
"$bin/gen-graph" --kind nodes --count "$PINS_BOARDS" --pins "$T/n.pins" |
    "$bin/gen-content" | "$bin/validate" --report "$T/pipe.csv" \
    >"$T/pipe.xml"
check "… the run's boards are the pipe's (the same report)" \
    cmp -s "$T/pipe.csv" "$T/run/report.csv"
run python3 "$pc" "$T/pipe.xml" 150,100,moth 60,50,reed
check "… whose deck keeps every pin on every board" \
    grep -qx "$PINS_BOARDS boards, every pin kept" "$T/out"
printf 'node 150 100 type reed\n' >"$T/n.pins"
run "$PR" --kind nodes --count \
    "$PINS_BOARDS" --pins "$T/n.pins" --out "$T/run" --jobs 2 -q --resume
check "… and a resume with the pins file changed is refused" \
    sh -c "[ $rc -eq 2 ] && grep -q '^< fingerprint' '$T/err'"
printf 'node 1 2 type nosuch\n' >"$T/bad.pins"
run "$PR" --kind nodes --count 10 \
    --pins "$T/bad.pins" --out "$T/run2" -q
check "press-run --pins with a bad file: one line, exit 2" sh -c "[ $rc -eq 2 ] &&
    [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q '^press-run: gen-graph: $T/bad.pins:1: \"nosuch\"' '$T/err'"
check "… and no run folder" [ ! -e "$T/run2" ]
run "$PR" --kind nodes --count 200 --pins "$T/edge.pins" --out "$T/run3" -q
check "press-run --pins no board keeps: one line naming the pin, exit 2, no run folder" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] && [ ! -e '$T/run3' ] &&
    grep -q '^press-run: gen-graph: $T/edge.pins:1: pin (node 0 0 type glowworm) is kept on none' '$T/err'"
echo "1..$n"
