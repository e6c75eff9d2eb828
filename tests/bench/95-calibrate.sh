# 95-calibrate.sh: the static seat scores weighed against play (issue 32,
# item 5): for each kind at two player counts (the dungeon with several
# starts, as the shipped rules have one), N default boards (default
# 1,000; seed 1), validated, played GAMES times each (default 200) by the
# greedy bot in every seat (CALIB_BOTS="greedy random": the random one too,
# minutes more) (playtest --calibrate):
# Spearman of level and share within boards and pooled, cross-validated
# R² of the share on the level and on the score's terms, and the weights
# play asks for beside the rules' own ("key now->play"); and from the
# certificate, the mean spread of a board's win shares and the boards play
# found unfair (what a refit of the weights, through the bonuses and the
# boards made again, should bring down). CALIB_KINDS
# (default all three) picks the kinds; GAMES the games a board.
. tests/bench/lib.sh
G=${GAMES:-200}
export BOARDPRESS_DATA="${BOARDPRESS_DATA:-$(pwd)}"

sed -e 's/^starts .*/starts 1 2 3 4 4 4/' \
    -e 's/^id .*/id cinderdeep-starts/' templates/rules/cinderdeep.rules \
    >"$T/starts.rules"
echo "== calibrate: static seat score against play, $N boards, $G games a board (rho: Spearman within boards / pooled; R2: 10-fold CV of the share on the level / on the terms) =="
for run in \
    "transport 4 fairness:airport:good:route:capital_route:group --kind transport" \
    "transport 8 fairness:airport:good:route:capital_route:group --kind transport" \
    "nodes 4 fairness:node:category:resource:number --kind nodes" \
    "nodes 8 fairness:node:category:resource:number --kind nodes" \
    "dungeon 2 - --rules $T/starts.rules" \
    "dungeon 4 - --rules $T/starts.rules"
do
	set -- $run
	kind=$1 players=$2 weigh=$(echo "$3" | tr : ' ')
	case " ${CALIB_KINDS:-transport nodes dungeon} " in
	*" $kind "*) ;;
	*) continue ;;
	esac
	shift 3
	[ "$weigh" = - ] && weigh=
	bin/gen-graph "$@" --players "$players" --seed 1 --count "$N" -q |
	    bin/gen-content -q 2>/dev/null |
	    bin/validate -q --report "$T/r.csv" >"$T/deck.xml" 2>/dev/null
	[ -s "$T/deck.xml" ] || exit 1
	awk -F, -v l="$kind $players players" 'NR > 1 { n++; if ($3 > 0) re++ }
	    END { printf "%-20s validate: %d boards, %.1f%% made again\n",
	    l, n, 100 * re / (n ? n : 1) }' "$T/r.csv"
	for bot in ${CALIB_BOTS:-greedy}; do
		# Status 1 is a board found unfair: a figure, not a failure.
		bin/playtest --bot "$bot" --games "$G" --boards "$N" \
		    --calibrate "$T/cal" --weigh "$weigh" "$T/deck.xml" \
		    >"$T/cert"
		[ $? -le 1 ] || exit 1
		# The certificate: the mean spread of a board's shares (best
		# - worst), and the boards play found unfair.
		awk -F, 'NR > 1 { n = split($12, s, " "); lo = 1; hi = 0
		    for (i = 1; i <= n; i++) { lo = s[i] < lo ? s[i] : lo
		    hi = s[i] > hi ? s[i] : hi }
		    t += hi - lo; c++; if ($15 == "unfair") u++ }
		    END { printf "spread %.3f unfair %d\n", t / (c ? c : 1), u }' \
		    "$T/cert" >>"$T/cal"
		awk -v l="$kind $players players" -v b="$bot" '
		    $1 == "weight" { w = w sprintf(" %s %s->%s", $2, $3, $4); next }
		    $1 == "bonus" { w = w sprintf(" bonus ->%s", $2); next }
		    $1 == "spread" { sp = $2; u = $4; next }
		    { v[$1] = $2 }
		    END { printf "%-20s %-6s rho %6.3f / %6.3f  R2 %7.4f / %7.4f  share spread %.3f, %d unfair (%d boards)%s\n",
		      l, b, v["spearman_within"], v["spearman_pooled"],
		      v["r2_level"], v["r2_terms"], sp, u, v["boards"], w }' "$T/cal"
	done
done
