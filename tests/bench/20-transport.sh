# 20-transport.sh: make bench's figures for transport maps (the default
# scenario, 4 players, A4), with the target: at least 500 boards/s
# through gen-graph | gen-content; then, over N seeds for 2, 4, 6 and 8
# players and every scenario, issue 6's: fewer than 5 % of boards made
# again, and the capitals' spread after bonuses at most 10 % of the best.
# Last, issue 33's route figures by paper: turns a route, and loops.
. tests/bench/lib.sh

echo "== transport maps, $N per run, A4, 4 players (2 cores) =="
measure "gen-graph | gen-content (target 500)" \
    "bin/gen-graph --kind transport --count $N -q | bin/gen-content >$T/content.xml"
measure "gen-graph --count $N (all cores)" \
    "bin/gen-graph --kind transport --count $N -q >$T/graph.xml"
measure "gen-graph --count $N --jobs 1" \
    "bin/gen-graph --kind transport --count $N -q --jobs 1 >/dev/null"
measure "gen-content" "bin/gen-content $T/graph.xml >/dev/null"
measure "validate (with the schema)" \
    "bin/validate --keep-invalid $T/content.xml >$T/valid.xml 2>/dev/null; test \$? -le 1"
measure "validate --no-schema" \
    "bin/validate --no-schema --keep-invalid $T/content.xml >/dev/null 2>/dev/null; test \$? -le 1"
measure "layout-pdf" "bin/layout-pdf $T/valid.xml >$T/deck.pdf"
measure "whole pipe, end to end" \
    "bin/gen-graph --kind transport --count $N -q | bin/gen-content | bin/validate -q | bin/layout-pdf >$T/pipe.pdf"
sizes "$T/deck.pdf" "$T/valid.xml"
passed=$(grep -c 'verdict="pass"' "$T/valid.xml")
echo "validate: $passed of $N boards pass"
echo "-- validate over $N seeds per player count and scenario (regeneration and fairness; target < 5 %, spread <= 0.100) --"
for sc in harbour railways rare_cargo; do
	for p in 2 4 6 8; do
		bin/gen-graph --kind transport --scenario "$sc" --players "$p" \
		    --count "$N" -q | bin/gen-content |
		    bin/validate -q --no-schema --report "$T/report.csv" \
		    >/dev/null
		validation_figures "transport $sc, $p players" "$T/report.csv"
	done
done
# Issue 33: routes without staircases or loops, read off the decks
# (tests/tools/route-turns.awk): the mean turns a route (2.58 at 8 players
# on A4 before, 2.75 on A5; 3.58 and 3.11 with railways) and the routes
# that make a loop beside their network (2.5 a board at 8 players on A4
# before: 0 now).
echo "-- routes over $N seeds, railways: turns a route, loops (issue 33) --"
for pp in "2 A4" "8 A4" "2 A5" "8 A5" "2 150x100"; do
	bin/gen-graph --kind transport --scenario railways --players "${pp% *}" \
	    --paper "${pp#* }" --count "$N" -q 2>/dev/null |
	    awk -f tests/tools/route-turns.awk |
	    sed "s/^/transport ${pp% *} players ${pp#* }: /"
done
