# key.sh: a nodes board's key, read off the printed pages: every node type
# and mission in play named on each board, in boxes that cover no mark and
# no line (mutool trace), inside the safe margin (pdftotext -bbox), at 2 to
# 9 players, with expansions, on A4, A5 and 150 x 100 mm; the rules' key
# none prints none, and a key that cannot fit is refused before any work.
. tests/lib.sh

ALL="--expansion thorns --expansion clockwork --expansion voyage"
ALL="$ALL --expansion scissors"
BASE="Lantern Reed Brook Ember Bramble Sickle Moth Glowworm Pup Whirl Cairn"
BASE="$BASE Keeper Wanderer Hoarder Hunter Warden Gatherer"
MORE="Hornet Queen Bonfire Venom Remedy Mire Spark Cog Coil Crank Golem"
MORE="$MORE Kite Mill Sapper Tinker Mapper Forager"

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
