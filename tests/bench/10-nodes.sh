# 10-nodes.sh: make bench's figures for nodes boards.
. tests/bench/lib.sh

echo "== nodes boards, $N per run, A4, 4 players (2 cores) =="
measure "gen-graph --count $N (all cores)" \
    "bin/gen-graph --count $N >$T/graph.xml"
measure "gen-graph --count $N --jobs 1" \
    "bin/gen-graph --count $N --jobs 1 >/dev/null"
measure "gen-content" "bin/gen-content $T/graph.xml >$T/content.xml"
measure "validate (strict reader, the default)" \
    "bin/validate -q $T/content.xml >$T/valid.xml"
measure "validate --schema (RELAX NG instead)" \
    "bin/validate -q --schema $T/content.xml >/dev/null"
measure "layout-pdf" "bin/layout-pdf $T/valid.xml >$T/deck.pdf"
measure "whole pipe, end to end" \
    "bin/gen-graph --count $N | bin/gen-content | bin/validate -q | bin/layout-pdf >$T/pipe.pdf"
echo "-- CPU per stage (user + system, median of three) --"
cpu "gen-graph --jobs 1" "bin/gen-graph --count $N --jobs 1 >/dev/null"
cpu "gen-content" "bin/gen-content $T/graph.xml >/dev/null"
cpu "validate (with the schema)" "bin/validate -q $T/content.xml >/dev/null"
cpu "validate --no-schema" "bin/validate -q --no-schema $T/content.xml >/dev/null"
cpu "layout-pdf" "bin/layout-pdf $T/valid.xml >/dev/null"
cpu "whole pipe, every stage" \
    "bin/gen-graph --count $N --jobs 1 | bin/gen-content | bin/validate -q | bin/layout-pdf >/dev/null"
X="--expansion thorns --expansion scissors --expansion voyage"
echo "-- with the thorns, scissors and voyage expansions (items in areas) --"
bin/gen-graph --count "$N" $X >"$T/graphx.xml"
measure "gen-content" "bin/gen-content $T/graphx.xml >$T/contentx.xml"
measure "whole pipe, end to end" \
    "bin/gen-graph --count $N $X | bin/gen-content | bin/validate -q | bin/layout-pdf >$T/pipex.pdf"
echo "-- validate over $N seeds per player count (regeneration and fairness; target < 5 %) --"
for p in 2 4 6 9; do
	bin/gen-graph --count "$N" --players "$p" | bin/gen-content |
	    bin/validate -q --report "$T/report$p.csv" >/dev/null
	validation_figures "nodes, $p players" "$T/report$p.csv"
done
bin/gen-graph --count "$N" --players 9 $X | bin/gen-content |
    bin/validate -q --report "$T/report9x.csv" >/dev/null
validation_figures "nodes, 9 players, 3 expansions" "$T/report9x.csv"
sizes "$T/deck.pdf" "$T/valid.xml"
echo "== point methods (nodes boards; choose with 'points' in the rules) =="
build/tests/bench_points
