# dots.sh: no power dot on an edge, read off the printed page: mutool
# trace gives the drawn edge lines and dots, tests/tools/trace-dots.awk
# measures each dot's disc against every line (seed 60211, 6 players,
# thorns scissors wonders printed n30's dot 0.4 pt from its edge's centre
# line). DOTS_SEEDS boards per player count and expansion set (default
# 25; 250 gives 1,000 boards per player count).
. tests/lib.sh

A="awk -f $top/tests/tools/trace-dots.awk"
seeds=${DOTS_SEEDS:-25}

if ! command -v mutool >/dev/null 2>&1; then
	ok "# SKIP mutool is not installed"
	echo "1..$n"
	exit 0
fi

# The reader itself: a line 0.5 mm wide and a dot of radius 1 mm, its
# centre 1.2 mm from the line (touching), then 1.3 mm (clear).
trace() {
	cat <<EOF
<page number="1" mediabox="0 0 100 100">
<stroke_path linewidth=".5" color="0 0 0 .75" transform="2 0 0 2 0 0">
<moveto x="0" y="10"/>
<lineto x="40" y="10"/>
</stroke_path>
<fill_path winding="nonzero" color="0 0 0 1" transform="2 0 0 2 40 $1">
<moveto x="1" y="0"/>
<curveto x1="1" y1=".552" x2=".552" y2="1" x3="0" y3="1"/>
<closepath/>
</fill_path>
EOF
}
trace 22.4 | $A >"$T/out"
check "trace-dots.awk: a dot of radius 1 mm 1.2 mm from a 0.5 mm line \
touches it" grep -q "^page 1: a dot at (40.00, 22.40) pt" "$T/out"
trace 22.6 | $A >"$T/out"
check "trace-dots.awk: 1.3 mm away it is clear, and counted" \
    sh -c "[ \"\$(cat '$T/out')\" = 'pages 1 dots 1 segments 1' ]"

# pipe P SEED COUNT EXPANSION...: the boards through every tool into
# $T/p.pdf, their validated deck in $T/v.xml.
pipe() {
	p=$1 s=$2 c=$3
	shift 3
	ex=
	for e in "$@"; do ex="$ex --expansion $e"; done
	# shellcheck disable=SC2086
	"$bin/gen-graph" --seed "$s" --count "$c" --players "$p" $ex -q |
	    "$bin/gen-content" -q | "$bin/validate" -q >"$T/v.xml" &&
	    "$bin/layout-pdf" -o "$T/p.pdf" "$T/v.xml"
}

pipe 6 60211 1 thorns scissors wonders
mutool trace "$T/p.pdf" 2>/dev/null | $A >"$T/out"
rc=$?
# (and the key's own: its entry "Power dot", issue 33)
dots=$(($(grep -c '<dot ' "$T/v.xml") + 1))
check "seed 60211, 6 players, thorns scissors wonders: no dot on an \
edge's line on the page" \
    sh -c "[ $rc -eq 0 ] && grep -q '^pages 1 dots $dots ' '$T/out'"

# Every player count the issue names, four expansion sets (none, the
# issue's, two others, all five), DOTS_SEEDS boards each from seed 60201.
bad=0 boards=0 msg=
for p in 2 4 6 9; do
	for set in "" "thorns scissors wonders" "clockwork voyage" \
	    "thorns clockwork scissors voyage wonders"; do
		# shellcheck disable=SC2086
		pipe "$p" 60201 "$seeds" $set || { bad=$((bad + 1)); continue; }
		boards=$((boards + seeds))
		if ! mutool trace "$T/p.pdf" 2>/dev/null | $A >"$T/out"; then
			bad=$((bad + 1))
			msg="$msg $p players [$set]: $(head -1 "$T/out");"
		fi
	done
done
check "no dot touches an edge's line on the pages of $boards boards \
(2, 4, 6, 9 players; $bad sets fail)$msg" [ "$bad" -eq 0 ]

echo "1..$n"
