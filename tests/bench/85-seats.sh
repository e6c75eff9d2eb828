# 85-seats.sh: no seat favoured across a run (issue 32): for each kind at
# two player counts, over N boards (default 1,000, the default paper; the
# dungeon with several starts, as the shipped rules have one), how often
# each seat is best (ties counted for each seat) and the chi-squared test
# against equal chances, from validate --seat-summary.
. tests/bench/lib.sh

sed -e 's/^starts .*/starts 1 2 3 4 4 4/' \
    -e 's/^id .*/id cinderdeep-starts/' templates/rules/cinderdeep.rules \
    >"$T/starts.rules"
echo "== seats: which seat is best how often, $N boards a run (chi-squared against equal chances; fair: p >= 0.01) =="
for run in "transport 4 --kind transport" "transport 8 --kind transport" \
    "nodes 4 --kind nodes" "nodes 6 --kind nodes" \
    "dungeon 2 --rules $T/starts.rules" "dungeon 4 --rules $T/starts.rules"
do
	set -- $run
	kind=$1 players=$2
	shift 2
	bin/gen-graph "$@" --players "$players" --count "$N" -q |
	    bin/gen-content -q 2>/dev/null |
	    bin/validate -q --seat-summary "$T/s.csv" >/dev/null 2>&1
	[ $? -le 1 ] && [ -s "$T/s.csv" ] || exit 1
	awk -F, -v k="$kind" -v p="$players" '
	    NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	    { best = best (best == "" ? "" : " ") $c["best"];
	      b = $c["boards"]; x = $c["chi2"]; df = $c["df"]; pv = $c["p"] }
	    END { printf "%-10s %d players: %d boards, best %s; chi2 %s, df %s, p %s%s\n",
	      k, p, b, best, x, df, pv, pv + 0 < 0.01 ? "  (a seat favoured)" : "" }' \
	    "$T/s.csv"
done
