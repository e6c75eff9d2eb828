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
cpu "validate (strict reader, the default)" "bin/validate -q $T/content.xml >/dev/null"
cpu "validate --schema (RELAX NG instead)" "bin/validate -q --schema $T/content.xml >/dev/null"
cpu "layout-pdf" "bin/layout-pdf $T/valid.xml >/dev/null"
cpu "layout-pdf --compress small (libdeflate 6)" \
    "bin/layout-pdf --compress small $T/valid.xml >$T/small.pdf"
cpu "whole pipe, every stage" \
    "bin/gen-graph --count $N --jobs 1 | bin/gen-content | bin/validate -q | bin/layout-pdf >/dev/null"
# The README's pipe as issue 20 measures it: the checks without the
# schema, the PDF written to a file.
measure "whole pipe, validate --no-schema, -o FILE" \
    "bin/gen-graph --count $N | bin/gen-content | bin/validate -q --no-schema | bin/layout-pdf -o $T/pipe.pdf"
# What issue 20 asks of the styles: the pipe with the default style and
# with one that draws its own SVG icons, a TrueType font and a picture
# (lanternfall-woodcut: eight icons, DejaVu Serif, a parchment tile).
echo "-- the pipe with a style (issue 18's look, issue 20's cost) --"
measure "whole pipe, --style lanternfall (today's colours)" \
    "bin/gen-graph --count $N --style lanternfall | bin/gen-content | bin/validate -q | bin/layout-pdf -o $T/pipes.pdf"
measure "whole pipe, --style lanternfall-woodcut (icons, font, picture)" \
    "bin/gen-graph --count $N --style lanternfall-woodcut | bin/gen-content | bin/validate -q | bin/layout-pdf -o $T/pipew.pdf"
bin/gen-graph --count "$N" --style lanternfall-woodcut | bin/gen-content |
    bin/validate -q >"$T/wood.xml"
cpu "layout-pdf, lanternfall-woodcut" "bin/layout-pdf $T/wood.xml >/dev/null"
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
awk -v b="$(wc -c <"$T/small.pdf")" -v d="$(wc -c <"$T/deck.pdf")" 'BEGIN {
    printf "PDF with compress small (libdeflate 6): %.1f %% smaller than fast (libdeflate 1, the default)\n",
    100 * (d - b) / d }'
echo "== point methods (nodes boards; choose with 'points' in the rules) =="
build/tests/bench_points
