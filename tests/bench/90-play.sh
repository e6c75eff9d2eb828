# 90-play.sh: fairness by play (issue 32), for every kind with a game and
# each of its bots, as the tools list them (playtest --list-bots, in the
# build with the test kinds: the shipped kinds and the test ones alike;
# a kind without default rules is played from tests/kinds/KIND/KIND.rules),
# at 2 and 4 players: games per second per core (CPU time of --games 1000
# on each board), the games a board needs for +-5 points on each seat's
# share at 95 % joint confidence over 1,000 boards (--half-width 0.05
# --boards 1000, Bonferroni over boards and seats), and how many boards
# of a run of PLAY_BOARDS (default 100) that many games certify fair.
. tests/bench/lib.sh
K=build/kinds
PB=${PLAY_BOARDS:-100}
export BOARDPRESS_DATA="${BOARDPRESS_DATA:-$(pwd)}"

echo "== play: games per second per core, games for +-5 points at 95 % over 1,000 boards, boards certified fair of $PB =="
"$K/playtest" --list-bots >"$T/bots" || exit 1
[ -s "$T/bots" ] || echo "play: no kind has a game yet"
while read -r kind rules bot <&3; do
	if [ "$rules" = - ]; then
		rules=tests/kinds/$kind/$kind.rules
		[ -f "$rules" ] || { echo "play: $kind: no rules"; continue; }
	fi
	for p in 2 4; do
		deck=$T/$kind.$p.xml
		if [ ! -s "$deck" ]; then
			"$K/gen-graph" -q --rules "$rules" --players $p --seed 1 \
			    --count "$PB" 2>/dev/null | "$K/gen-content" |
			    "$K/validate" -q >"$deck" 2>/dev/null
			[ -s "$deck" ] || {
				echo "play: $kind at $p players: no deck"
				continue
			}
		fi
		# Status 1 is a board found unfair: a figure, not a failure.
		/usr/bin/time -f "%U %S" -o "$T/cpu" "$K/playtest" --bot "$bot" \
		    --games 1000 "$deck" >/dev/null
		[ $? -le 1 ] || exit 1
		"$K/playtest" --bot "$bot" --half-width 0.05 --boards 1000 \
		    "$deck" >"$T/cert"
		[ $? -le 1 ] || exit 1
		awk -v k="$kind" -v b="$bot" -v p="$p" -v pb="$PB" \
		    -v cpu="$(tail -n 1 "$T/cpu" | awk '{ print $1 + $2 }')" -F, '
		    NR > 1 { n++; games = $6; v[$15]++ }
		    END { printf "%-10s %-8s %d players: %9.0f games/s/core, %5d games/board, fair %d of %d (unfair %d, undecided %d)\n",
			k, b, p, n * 1000 / (cpu > 0 ? cpu : 0.001), games,
			v["fair"], n, v["unfair"], v["undecided"] }' "$T/cert"
	done
done 3<"$T/bots"
