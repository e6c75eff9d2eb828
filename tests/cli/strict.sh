# strict.sh: every tool reads a deck as strictly as the schema checks it,
# without the schema (lib/deck/deck_strict.c): what the schema refuses is
# refused by gen-content, validate and layout-pdf with one line naming the
# file, line, board and what is wrong; validate --schema still runs
# libxml2's RELAX NG check, and --no-schema is the default's other name.
# The decks are real ones (tests/fuzz/strict/) with one thing changed.
. tests/lib.sh

S=tests/fuzz/strict
export BOARDPRESS_DATA="$top"

# refused DESC PATTERN FILE: every tool that reads a deck refuses FILE
# (status 2, one line matching PATTERN), and so does the schema.
refused() {
	for tool in gen-content validate "validate --no-schema" layout-pdf; do
		# shellcheck disable=SC2086
		fails_cleanly "$tool: $1" 2 "$2" "$bin/"$tool "$3"
	done
	run xmllint --noout --relaxng templates/schema/deck.rng "$3"
	check "the schema refuses it too: $1" test "$rc" -ne 0
	run "$bin/validate" --schema "$3"
	check "validate --schema refuses it: $1" test "$rc" -eq 2
}

sed 's/width="297.000"/width="297.0000000000000000000000"/' \
    $S/dungeon-validated.xml >"$T/digits.xml"
refused "a decimal of 25 digits (libxml2 keeps 24)" \
    ':73: board cinderdeep-000002: <board width="297\.0+">: a number written like 12\.5 \(at most 24 digits\)' \
    "$T/digits.xml"

# The first <seat> moved after the first <check>.
awk '/<seat / && !s { s = $0; next } /<check / && s && !d { print; print s; d = 1; next } 1' \
    $S/transport-validated.xml >"$T/order.xml"
refused "<seat> after <check>" \
    ': board tidewater-000005: <seat> after <check>: <seat> comes first' \
    "$T/order.xml"

sed '0,/<row>/s//<row><b\/>/' $S/dungeon-validated.xml >"$T/row.xml"
refused "an element inside a <row>" \
    ':75: board cinderdeep-000002: <b> inside <row>: <row> holds only text' \
    "$T/row.xml"

# Ranges compared exactly, as libxml2 does, not as doubles.
sed 's/floor="0.400"/floor="0.80000000000000000001"/' \
    $S/dungeon-validated.xml >"$T/floor.xml"
refused "a floor just above 0.8" \
    ':73: board cinderdeep-000002: <board floor="0\.80+1">: a number in \[0, 0\.8\]' \
    "$T/floor.xml"
sed '0,/ angle="[^"]*"/s// angle="7.0000000000000000001"/' \
    $S/nodes-validated.xml >"$T/angle.xml"
refused "an angle just above 7" \
    ': board lanternfall-000004: <dot angle="7\.0+1">: a number in \[-7, 7\]' \
    "$T/angle.xml"

# What the schema takes, every tool takes, by either name.
for f in $S/*.xml; do
	run "$bin/validate" -q --max-attempts 1 --keep-invalid "$f"
	a=$rc
	run "$bin/validate" -q --max-attempts 1 --keep-invalid --no-schema "$f"
	b=$rc
	run "$bin/validate" -q --max-attempts 1 --keep-invalid --schema "$f"
	check "${f##*/}: validate, --no-schema and --schema agree ($a $b $rc)" \
	    test "$a" -le 1 -a "$a" -eq "$b" -a "$b" -eq "$rc"
done
run "$bin/validate" --help
check "validate --help names --schema" grep -q -- '--schema' "$T/out"
