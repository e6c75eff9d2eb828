# limits.sh: rules and options whose boards would break the limits the
# readers enforce, or take hours, are refused up front by gen-graph: one
# line naming the limit, exit 2, nothing on stdout (lib/core/limit.h).
. tests/lib.sh

R=templates/rules
# edit FILE SED...: a copy of a shipped rules file, changed by sed
# expressions, as $T/e.rules.
edit() {
	src=$1
	shift
	sed -e '' "$@" "$R/$src" >"$T/e.rules"
}

# refused DESC LIMIT ARGS...: gen-graph refuses at once (the safety net of
# timeout would make the status 124; the old code took minutes to hours).
refused() {
	desc=$1
	lim=$2
	shift 2
	run timeout 300 "$bin/gen-graph" --rules "$T/e.rules" "$@"
	if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
	    [ ! -s "$T/out" ] &&
	    grep -qE "^gen-graph: $T/e.rules: .*\[limits\.$lim\]$" "$T/err"
	then
		ok "limits: $desc"
	else
		not_ok "limits: $desc" "status $rc (want 2), stdout" \
		    "$(wc -c <"$T/out") bytes, stderr: $(head -c 300 "$T/err")"
	fi
}

# The issue's cases: 404 s for one board; 9,873 nodes every reader
# refuses; cols="1250".
edit lanternfall.rules -e 's/^columns .*/columns 60/' \
    -e 's/^min_spacing .*/min_spacing 0.2/'
refused "columns 60, min_spacing 0.2: too many nodes" nodes
edit lanternfall.rules -e 's/^columns .*/columns 60/' \
    -e 's/^min_spacing .*/min_spacing 0.45/' \
    -e 's/^node_radius .*/node_radius 0.02/' \
    -e 's/^edge_clearance .*/edge_clearance 0/'
refused "columns 60, min_spacing 0.45: too many nodes" nodes
# Every type a board uses is on it: one kept deeper from the paper's edge
# than any node can be would leave every board that uses it unmade.
edit lanternfall.rules -e '/^\[type glowworm\]/,/^$/s/^edge_min .*/edge_min 4/'
refused "a type kept 4 u from the edge of an A4 board, 3.4 u deep" types \
    --players 2
edit tidewater.rules -e 's/^cell .*/cell 4/'
refused "transport cell 4 on 5000 x 5000 mm: too large a grid" grid \
    --paper 5000x5000
# Within the node limit, but not within a reader's elements per board.
edit lanternfall.rules -e 's/^columns .*/columns 28/'
refused "columns 28 with lanternfall's content: too many elements" \
    elements --players 9
# The jitter method's relaxation, and attempts on a large board.
edit lanternfall.rules -e 's/^columns .*/columns 40/' \
    -e 's/^points .*/points jitter/' -e 's/^relax_steps .*/relax_steps 1000/'
refused "jitter relaxation of 1000 steps at 40 columns: too long" time
edit lanternfall.rules -e 's/^columns .*/columns 20/' \
    -e 's/^attempts .*/attempts 1000/'
refused "1000 attempts at 20 columns: too long a board" attempts
# Dungeons: features beyond a reader's elements; content searches.
edit cinderdeep.rules -e 's/^cols .*/cols 200/' -e 's/^rows .*/rows 150/' \
    -e 's/^tunnels .*/tunnels 100000/' -e 's/^length .*/length 100/' \
    -e 's/^floor .*/floor 0.8/'
for f in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
	printf '[feature f%s]\nicon treasure\nmin 1000\nmax 1000\nspacing 0\n' \
	    "$f" >>"$T/e.rules"
done
refused "a dungeon of 20,000 features: too many elements" elements \
    --paper 5000x5000
edit cinderdeep.rules
printf '[feature more]\nicon treasure\nmin 100\nmax 100\n' >>"$T/e.rules"
refused "a 1000 x 1000 dungeon with 100 more features: too long" time \
    --size 1000x1000 --paper 5000x5000 --tunnels 1000000 --length 1000 \
    --floor 0

# At the limits, boards are made, and the next tool reads them.
edit tidewater.rules -e 's/^cell .*/cell 5/'
run timeout 300 "$bin/gen-graph" -q --rules "$T/e.rules" --paper 5000x5000
check "limits: a 1000 x 1000 transport grid is made" test "$rc" -eq 0
"$bin/gen-content" -q "$T/out" >/dev/null 2>"$T/err"
check "limits: and read by gen-content" test $? -eq 0
edit cinderdeep.rules
run timeout 300 "$bin/gen-graph" -q --rules "$T/e.rules" --size 300x300 \
    --paper 2000x2000 --tunnels 1000000 --length 1000 --floor 0
check "limits: a 300 x 300 dungeon is made" test "$rc" -eq 0
edit lanternfall.rules -e 's/^columns .*/columns 26/'
run timeout 300 "$bin/gen-graph" -q --rules "$T/e.rules" --players 9
"$bin/gen-content" -q "$T/out" >/dev/null 2>"$T/err"
check "limits: lanternfall at 26 columns is made and read" test $? -eq 0

# Forests are the terrain's: a transport attempt whose forest would not
# fit one tag of a reader fails, and a board with no attempt left is
# left out (exit 1), not written for a reader to refuse.
edit tidewater.rules -e 's/^cell .*/cell 5/' -e 's/^forest .*/forest -2/' \
    -e 's/^attempts .*/attempts 1/'
run timeout 300 "$bin/gen-graph" --rules "$T/e.rules" --paper 5000x5000
check "limits: a forest too large for a reader's tag fails the attempt" \
    sh -c "[ $rc -eq 1 ] && grep -q 'forest of [0-9]* cells.*\[limits.bytes\]' \
    '$T/err' && ! grep -q '<board ' '$T/out'"

# The smaller estimate of a nodes board is never below zero.
edit lanternfall.rules -e 's/^columns .*/columns 3/'
fails_cleanly "rules: a 3-column board has no node left for types" 2 \
    "needs at least [0-9]+ nodes .* but a 2-player board of 3 columns has none beside its 12 start nodes and centre$" \
    "$bin/gen-graph" --rules "$T/e.rules"

# A deck whose embedded rules were edited past the limits: every reader
# refuses it the same way, at the board, before any work (validate made
# the board again at minutes an attempt).
"$bin/gen-graph" -q --count 2 | "$bin/gen-content" -q |
    "$bin/validate" -q >"$T/ok.xml"
sed -e 's/^columns .*/columns 60/' -e 's/^min_spacing .*/min_spacing 0.2/' \
    "$T/ok.xml" >"$T/heavy.xml"
for cmd in gen-content validate "validate --no-schema" layout-pdf; do
	# shellcheck disable=SC2086
	run timeout 300 "$bin/"$cmd "$T/heavy.xml"
	if [ "$rc" -eq 2 ] && [ "$(wc -l <"$T/err")" -eq 1 ] &&
	    grep -qE "^${cmd%% *}: $T/heavy.xml:[0-9]+: board lanternfall-000001: columns 60 .*\[limits\.nodes\]$" "$T/err"
	then
		ok "limits: $cmd refuses a deck whose rules break them"
	else
		not_ok "limits: $cmd refuses a deck whose rules break them" \
		    "status $rc, stderr: $(head -c 300 "$T/err")"
	fi
done
