# 10-nodes.sh: make bench's figures for nodes boards.
. tests/bench/lib.sh

echo "== nodes boards, $N per run, A4, 4 players (2 cores) =="
measure "gen-graph --count $N (all cores)" \
    "bin/gen-graph --count $N >$T/graph.xml"
measure "gen-graph --count $N --jobs 1" \
    "bin/gen-graph --count $N --jobs 1 >/dev/null"
measure "gen-content" "bin/gen-content $T/graph.xml >$T/content.xml"
measure "validate (with the schema)" \
    "bin/validate $T/content.xml >$T/valid.xml"
measure "validate --no-schema" \
    "bin/validate --no-schema $T/content.xml >/dev/null"
measure "layout-pdf" "bin/layout-pdf $T/valid.xml >$T/deck.pdf"
measure "whole pipe, end to end" \
    "bin/gen-graph --count $N | bin/gen-content | bin/validate | bin/layout-pdf >$T/pipe.pdf"
sizes "$T/deck.pdf" "$T/valid.xml"
echo "== point methods (nodes boards; choose with 'points' in the rules) =="
build/tests/bench_points
