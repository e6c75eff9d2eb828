# 30-dungeon.sh: make bench's figures for dungeon boards (40 x 28, A4,
# the shipped rules: a floor target of 0.4). gen-graph alone must make at
# least 10,000 dungeons/s on this 2-core machine.
. tests/bench/lib.sh

# dungeons LABEL CMD: measure, in dungeons/s.
dungeons() {
	measure "$1" "$2" | sed 's|boards/s|dungeons/s|'
}

G=${GN:-50000}
echo "== dungeon boards, 40 x 28 cells, A4 (2 cores) =="
N=$G dungeons "gen-graph --count $G (all cores)" \
    "bin/gen-graph --kind dungeon --count $G >/dev/null"
N=$G dungeons "gen-graph --count $G --jobs 1" \
    "bin/gen-graph --kind dungeon --count $G --jobs 1 >/dev/null"
N=$G dungeons "gen-graph --tunnels 150 (no floor target)" \
    "bin/gen-graph --kind dungeon --count $G --floor 0 --tunnels 150 >/dev/null"
bin/gen-graph --kind dungeon --count "$N" >"$T/graph.xml"
dungeons "gen-content" "bin/gen-content $T/graph.xml >$T/content.xml"
dungeons "validate (with the schema)" \
    "bin/validate -q $T/content.xml >$T/valid.xml"
dungeons "validate --no-schema" \
    "bin/validate -q --no-schema $T/content.xml >/dev/null"
dungeons "layout-pdf" "bin/layout-pdf $T/valid.xml >$T/deck.pdf"
dungeons "whole pipe, end to end" \
    "bin/gen-graph --kind dungeon --count $N | bin/gen-content | bin/validate -q | bin/layout-pdf >$T/pipe.pdf"
pages=$(pdfinfo "$T/deck.pdf" | awk '/^Pages:/ { print $2 }')
bytes=$(wc -c <"$T/deck.pdf")
awk -v b="$bytes" -v p="$pages" 'BEGIN {
    printf "PDF: %d pages, %.1f KB/page; ", p, b / p / 1000 }'
awk -v b="$(wc -c <"$T/valid.xml")" -v n="$N" 'BEGIN {
    printf "deck: %.1f KB/dungeon after validate\n", b / n / 1000 }'
echo "-- validate over $N seeds (regeneration and fairness) --"
bin/gen-graph --kind dungeon --count "$N" | bin/gen-content 2>/dev/null |
    bin/validate -q --report "$T/report.csv" >/dev/null
validation_figures "dungeon, 1 start" "$T/report.csv"
# The shipped rules with a start per player (1 to 4), at each player count.
sed 's/^starts .*/starts 1 2 3 4 4 4/' templates/rules/cinderdeep.rules \
    >"$T/starts.rules"
for p in 2 4 6; do
	bin/gen-graph --rules "$T/starts.rules" --players "$p" --count "$N" |
	    bin/gen-content 2>/dev/null |
	    bin/validate -q --report "$T/report$p.csv" >/dev/null
	validation_figures "dungeon, $p players, a start each (4 at most)" \
	    "$T/report$p.csv"
done
# The looks ([board] look: dungeon.md): each look's shipped example, its
# figures over $N boards (bench_dungeon), then made through validate, alone
# and with a start per player (1 to 4), at 4 players.
echo "-- the looks, $N boards each (A4) --"
for rules in templates/rules/cinderdeep.rules \
    templates/rules/looks/cinderdeep-tunnels.rules \
    templates/rules/looks/cinderdeep-rooms.rules; do
	look=${rules##*/}
	look=${look%.rules}
	build/tests/bench_dungeon "$rules" "$N"
	bin/gen-graph --rules "$rules" --count "$N" |
	    bin/gen-content 2>/dev/null |
	    bin/validate -q --report "$T/look.csv" >/dev/null
	validation_figures "$look, 1 start" "$T/look.csv"
	sed 's/^starts .*/starts 1 2 3 4 4 4/' "$rules" >"$T/look.rules"
	bin/gen-graph --rules "$T/look.rules" --players 4 --count "$N" |
	    bin/gen-content 2>/dev/null |
	    bin/validate -q --report "$T/look4.csv" >/dev/null
	validation_figures "$look, 4 players, a start each" "$T/look4.csv"
done
