# seats.sh: no seat favoured across a run: validate --seat-summary over a
# run per kind at two player counts (the dungeon with several starts), each
# seat best as often as chance allows (chi-squared p >= 0.01); the chunks'
# summaries add up to the run's (press-tool seats); mistakes refused.
. tests/lib.sh

# How many boards a run: enough for the old code's biases to show (nodes'
# long sides: p 1e-201 over 1,000; transport's seat 1: p 6e-9, p < 0.001
# over 400), few enough for make check (make bench runs 1,000).
N=${SEATS_BOARDS:-400}

# A dungeon of the shipped rules with several starts (the shipped ones
# have one): 2 starts for 2 players, 4 for 4.
sed -e 's/^starts .*/starts 1 2 3 4 4 4/' \
    -e 's/^id .*/id cinderdeep-starts/' templates/rules/cinderdeep.rules \
    >"$T/starts.rules"

# column FILE NAME: the index of column NAME in the CSV FILE's header.
column() {
	head -n 1 "$1" | tr ',' '\n' | grep -n -x "$2" | cut -d: -f1
}

# fair FILE: every row's p is at least 0.01 (and there are rows).
fair() {
	c=$(column "$1" p)
	[ -n "$c" ] && [ "$(wc -l <"$1")" -gt 2 ] &&
	    awk -F, -v c="$c" 'NR > 1 && $c + 0 < 0.01 { bad = 1 }
		END { exit bad }' "$1"
}

for run in "transport 4 --kind transport" "transport 8 --kind transport" \
    "nodes 4 --kind nodes" "nodes 6 --kind nodes" \
    "dungeon 2 --rules $T/starts.rules" "dungeon 4 --rules $T/starts.rules"
do
	set -- $run
	kind=$1 players=$2
	shift 2
	"$bin/gen-graph" "$@" --players "$players" --count "$N" -q |
	    "$bin/gen-content" -q 2>/dev/null |
	    "$bin/validate" -q --seat-summary "$T/$kind$players.csv" \
	    >/dev/null 2>"$T/err"
	check "$kind, $players players, $N boards: no seat best more often than chance (p >= 0.01)" \
	    fair "$T/$kind$players.csv"
	[ -s "$T/$kind$players.csv" ] || continue
	sed 's/^/# /' "$T/$kind$players.csv"
done

# A run in two chunks: their summaries add up to the whole run's, byte
# for byte (the counts summed, the test made again over the sum).
"$bin/gen-graph" --kind transport --count 40 -q | "$bin/gen-content" -q |
    "$bin/validate" -q --seat-summary "$T/all.csv" >/dev/null
"$bin/gen-graph" --kind transport --count 15 -q | "$bin/gen-content" -q |
    "$bin/validate" -q --seat-summary "$T/one.csv" >/dev/null
"$bin/gen-graph" --kind transport --seed 16 --count 25 -q |
    "$bin/gen-content" -q |
    "$bin/validate" -q --seat-summary "$T/two.csv" >/dev/null
run "$bin/press-tool" seats "$T/one.csv" "$T/two.csv"
check "press-tool seats: two chunks' summaries add up to the run's" \
    sh -c "[ $rc -eq 0 ] && [ -s '$T/all.csv' ] && cmp -s '$T/out' '$T/all.csv'"

"$bin/gen-graph" --count 2 -q | "$bin/gen-content" -q >"$T/deck.xml"
fails_cleanly "--seat-summary where it cannot be written: one line, status 2, before any board" \
    2 "s.csv: cannot write the seat summary" "$bin/validate" -q \
    --seat-summary "$T/no/such/dir/s.csv" "$T/deck.xml"
printf 'kind,players,seats,boards,seat,best,expected,chi2,df,p\n%s\n' \
    'nodes,4,4,10,9,1,1,0,3,1' >"$T/bad.csv"
fails_cleanly "press-tool seats: a seat out of its group, by file and line" \
    2 "bad.csv:2: .*seat 9 of 4" "$bin/press-tool" seats "$T/bad.csv"

echo "1..$n"
