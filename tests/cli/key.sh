# key.sh: a nodes board's key, read off the printed pages: every node type
# and mission in play named on each board, in boxes that cover no mark and
# no line (mutool trace), inside the safe margin (pdftotext -bbox), at 2 to
# 9 players, with expansions, on A4, A5 and 150 x 100 mm; the rules' key
# none prints none, and a key that cannot fit is refused before any work;
# every kind of piece a board carries drawn in its key, and no number
# touching an icon (tests/tools/key-pieces.awk, number-check.awk).
. tests/lib.sh

ALL="--expansion thorns --expansion clockwork --expansion voyage"
ALL="$ALL --expansion scissors"
BASE="Lantern Reed Brook Ember Bramble Sickle Moth Glowworm Pup Whirl Cairn"
BASE="$BASE Keeper Wanderer Hoarder Hunter Warden Gatherer"
MORE="Hornet Queen Bonfire Venom Remedy Mire Spark Cog Coil Crank Golem"
MORE="$MORE Kite Mill Sapper Tinker Mapper Forager"
# The pieces' types: the key names their kinds, not them.
TYPES='Amber\|Quartz\|Copper\|Salt\|Silk\|Peak\|Grove\|Tarn\|Citadel'
TYPES="$TYPES"'\|Grotto\|Circle\|Square\|Pause\|Cross\|Triangle'

# boards N ARGS...: N boards made, validated and laid out into $T/k.pdf;
# the keys read off its pages into $T/keys. count is then the boards
# validate passed: on the smallest papers it can refuse one no attempt
# makes valid, which is then not printed.
boards() {
	count=$1
	shift
	"$bin/gen-graph" --count "$count" "$@" | "$bin/gen-content" |
	    "$bin/validate" -q 2>/dev/null >"$T/k.xml"
	count=$(grep -c '<board ' "$T/k.xml")
	"$bin/layout-pdf" "$T/k.xml" >"$T/k.pdf"
	mutool trace "$T/k.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
	    -f tests/tools/key-check.awk >"$T/keys"
}

# names_on NAMES: every word of NAMES on every page showing a key (the
# first board page of each board: voyage boards have a back).
names_on() {
	pdftotext "$T/k.pdf" - | awk -v names="$1" '
	    BEGIN { RS = "\f"; n = split(names, want, " ") }
	    {
		gsub(/[ \t\n]+/, " ")
		$0 = " " $0 " "
		if ($0 !~ / Keeper /)
			next
		keys++
		for (i = 1; i <= n; i++)
			if ($0 !~ (" " want[i] " "))
				missing++
	    }
	    END { print keys + 0, missing + 0 }'
}

# names_safe: the key's names keep inside the safe margin (4 mm) of the
# trim: their words' boxes, in points from the page's corner, with the
# 3 mm bleed.
names_safe() {
	lo=$(((3 + 4) * 72 * 1000 / 254))
	pdftotext -bbox "$T/k.pdf" - | awk -v lo="$lo" '
	    /<page / { split($0, a, "\""); w = a[2]; h = a[4] }
	    /<word .*>(Keeper|Lantern|Tinker|Forager|Mill)</ {
		split($0, a, "\"")
		seen++
		if (a[2] * 100 < lo || a[4] * 100 < lo ||
		    (w - a[6]) * 100 < lo || (h - a[8]) * 100 < lo)
			bad++
	    }
	    END { exit bad > 0 || seen == 0 }'
}

for args in "40 --players 4" "20 --players 2 $ALL" "20 --players 6 $ALL" \
    "20 --players 9 $ALL" "10 --players 9 --paper A5 $ALL" \
    "10 --players 7 --paper 150x100 $ALL" \
    "10 --players 9 --portrait --paper 150x100"; do
	set -- $args
	count=$1
	boards $args
	what="two key boxes a board, covering nothing, nothing of theirs"
	check "$args: $what outside ($(tail -1 "$T/keys"))" \
	    grep -q "^pages [0-9]* keys $((2 * count)) covered 0 strays 0\$" \
	    "$T/keys"
	names=$BASE
	case $args in *thorns*) names="$BASE $MORE" ;; esac
	got=$(names_on "$names")
	what="every type and mission in play named on each board"
	check "$args: $what ($got)" \
	    test "$got" = "$count 0"
	check "$args: the key's names keep inside the safe margin" names_safe
done

# key none: no key on the board.
sed 's/^key  .*/key              none/' templates/rules/lanternfall.rules \
    >"$T/none.rules"
"$bin/gen-graph" --rules "$T/none.rules" --count 3 | "$bin/gen-content" |
    "$bin/validate" -q | "$bin/layout-pdf" >"$T/k.pdf"
mutool trace "$T/k.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
    -f tests/tools/key-check.awk >"$T/keys"
check "key none: no key ($(tail -1 "$T/keys"))" \
    grep -q "^pages 3 keys 0 " "$T/keys"

# key page: a page of its own before the boards, none on them; again
# where the expansions change; with a blank back before boards that have
# one (voyage), so a duplex run's fronts stay fronts.
sed 's/^key  .*/key              page/' templates/rules/lanternfall.rules \
    >"$T/page.rules"
"$bin/gen-graph" --rules "$T/page.rules" --count 3 >"$T/a.xml"
"$bin/gen-graph" --rules "$T/page.rules" --seed 4 --count 2 $ALL >"$T/b.xml"
# One deck of both: a's boards, then b's.
{
	grep -v '^</deck>' "$T/a.xml"
	sed -n '/^  <board /,/^  <\/board>/p' "$T/b.xml"
	echo '</deck>'
} | "$bin/gen-content" | "$bin/validate" -q | "$bin/layout-pdf" >"$T/k.pdf"
mutool trace "$T/k.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
    -f tests/tools/key-check.awk >"$T/keys"
pdftotext "$T/k.pdf" - | awk 'BEGIN { RS = "\f" }
    { gsub(/[ \t\n]+/, " ") }
    / the key / { printf "%d:%s ", NR, / Keeper .* Tinker / ? "all" : "base" }
    / Keeper / && !/ the key / { printf "%d:board ", NR }
    END { print "" }' >"$T/order"
check "key page: the key, 3 boards, the key with the expansions, a blank \
back, 2 boards and their backs ($(cat "$T/order"))" \
    grep -q '^1:base 5:all $' "$T/order"
what="its two boxes on each key page, none on the boards"
check "key page: $what ($(tail -1 "$T/keys"))" \
    grep -q '^pages 10 keys 4 covered 0 strays 0$' "$T/keys"

# A key that cannot fit a quarter of the paper is refused before any work.
sed '/^\[content\]/a safe_margin 30' templates/rules/lanternfall.rules \
    >"$T/wide.rules"
fails_cleanly "a key that does not fit is refused" 2 'limits\.key' \
    "$bin/gen-graph" --rules "$T/wide.rules" --paper 150x100

# Issue 33: the key names every kind of piece a board carries, and a
# number keeps clear of its icon, read off the pages: the readers first,
# on a page of one icon (a triangle in a 100-unit box 10 mm across at
# 30, 30 mm), one number and one key box (80 to 100 mm).
# page ICON-IN-KEY NUMBER-Y: the page, with the icon again in the key
# (1) or not (0), and a "2" of 7.5 pt whose baseline is at NUMBER-Y mm.
page() {
	icon='<clip_path transform="M"><moveto x="-50" y="-50"/><lineto x="150" y="-50"/><lineto x="150" y="150"/><lineto x="-50" y="150"/><closepath/></clip_path><fill_path color="0 0 0 .65" transform="M"><moveto x="10" y="10"/><lineto x="90" y="10"/><lineto x="50" y="90"/><closepath/></fill_path><pop_clip/>'
	box='<moveto x="80" y="80"/><lineto x="100" y="80"/><lineto x="100" y="100"/><lineto x="80" y="100"/><closepath/>'
	mm='2.8346458 0 0 2.8346458 0 0'
	{
		echo '<page number="1" mediabox="0 0 300 300">'
		echo "$icon" | sed 's/"M"/".28346458 0 0 .28346458 70.866 70.866"/g'
		echo "<fill_text color=\"0 0 0 1\" transform=\"$mm\"><span trm=\"2.64583 0 0 -2.64583\"><g unicode=\"2\" x=\"34\" y=\"$2\" adv=\".636\"/></span></fill_text>"
		echo "<fill_path color=\"0 0 0 0\" transform=\"$mm\">$box</fill_path>"
		echo "<stroke_path linewidth=\".3\" color=\"0 0 0 1\" transform=\"$mm\">$box</stroke_path>"
		[ "$1" = 1 ] && echo "$icon" | sed 's/"M"/".085 0 0 .085 240 240"/g'
	} | sed 's/></>\n</g'
}
# (the icon's ink runs 26 to 34 mm each way: the digit's top, 1.97 mm
# above its baseline, is 0.1 mm below it at 36.07 mm, 2 mm at 38 mm)
page 1 36.07 | awk -f tests/tools/trace.awk -f tests/tools/number-check.awk \
    >"$T/n"
check "number-check: a number 0.1 mm below an icon touches it" \
    grep -q '^page 1: the number "2" at 34.0, 36.1 mm comes within 0.10 mm' \
    "$T/n"
page 1 38 | awk -f tests/tools/trace.awk -f tests/tools/number-check.awk \
    >"$T/n"
check "... and 2 mm below it does not ($(tail -1 "$T/n"))" \
    grep -q '^pages 1 numbers 1 touching 0$' "$T/n"
page 0 38 | awk -f tests/tools/trace.awk -f tests/tools/key-pieces.awk \
    >"$T/n"
check "key-pieces: an icon on the board the key does not draw is left out" \
    grep -q '^page 1: an icon at 30.0, 30.0 mm has no entry in the key' \
    "$T/n"
page 1 38 | awk -f tests/tools/trace.awk -f tests/tools/key-pieces.awk \
    >"$T/n"
check "... and one it draws, turned or scaled, is not ($(tail -1 "$T/n"))" \
    grep -q '^pages 1 keys 1 pieces 1 missing 0$' "$T/n"

# The issue's board (n68's "1" ran into its glowworm) with every
# expansion, and A4 boards with landmarks: no number touches an icon,
# every piece on the board is in its key, with its name.
for args in "1 --players 9 --paper 150x100 --seed 20001 $ALL \
    --expansion wonders" "6 --players 4 --seed 11 --expansion wonders \
    --expansion scissors"; do
	set -- $args
	boards $args
	mutool trace "$T/k.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
	    -f tests/tools/number-check.awk >"$T/n"
	check "$args: no number touches an icon ($(tail -1 "$T/n"))" \
	    grep -q '^pages [0-9]* numbers [1-9][0-9]* touching 0$' "$T/n"
	mutool trace "$T/k.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
	    -f tests/tools/key-pieces.awk >"$T/n"
	check "$args: every piece on the board in its key ($(tail -1 "$T/n"))" \
	    grep -q "^pages [0-9]* keys $count pieces [1-9][0-9]* missing 0\$" \
	    "$T/n"
	got=$(names_on "Power dot")
	check "$args: the power dot named on each board ($got)" \
	    test "$got" = "$count 0"
	pdftotext "$T/k.pdf" "$T/words"
	types=$(grep -c -w "$TYPES" "$T/words")
	kinds=$(grep -c -w 'Tiny nodes\|Resources\|Landmarks' "$T/words")
	check "$args: one entry a kind of piece ($kinds), none a type's ($types)" \
	    test "$types" -eq 0 -a "$kinds" -gt 0
done

# The missions' and pieces' box is no taller than the types' one, so on
# 150 x 100 mm gen-graph finds the sides' starts room as before the key
# named the pieces: 30 boards from seed 8001 at 1 attempt or fewer on
# average, at the player counts that paper serves (limits.fit refuses 2
# to 6, whose sides the key's boxes leave too short: setups.sh).
for p in 7 9; do
	"$bin/gen-graph" --players $p --paper 150x100 --seed 8001 --count 30 \
	    2>"$T/e" >"$T/g.xml"
	made=$(grep -c '^  <board ' "$T/g.xml")
	again=$(sed -n 's/.* made at attempt \([0-9]*\) .*/\1/p' "$T/e" |
	    awk '{ s += $1 } END { print s + 0 }')
	check "150x100 $p players: $made boards, $again attempts after the first" \
	    test "$made" -eq 30 -a "$again" -le 30
done
