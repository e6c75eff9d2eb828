# 20-transport.sh: make bench's figures for transport maps (the default
# scenario, 4 players, A4), with the target: at least 500 boards/s
# through gen-graph | gen-content.
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
    "bin/gen-graph --kind transport --count $N -q | bin/gen-content | bin/validate 2>/dev/null | bin/layout-pdf >$T/pipe.pdf"
sizes "$T/deck.pdf" "$T/valid.xml"
passed=$(grep -c 'verdict="pass"' "$T/valid.xml")
echo "validate: $passed of $N boards pass"
