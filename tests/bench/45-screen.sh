# 45-screen.sh: make bench's figures for layout-svg (boards for screens):
# 100 four-player nodes boards as SVG, written to disk (each file synced)
# and to memory (/dev/shm, where a sync costs nothing: the drawing and
# the deck's reading alone, what a preview pays), as 1024-pixel PNGs (an
# rsvg-convert a file), and the whole pipe from rules to SVG in memory.
. tests/bench/lib.sh
N=100

echo "== layout-svg, $N four-player nodes boards (one process) =="
bin/gen-graph --count "$N" --players 4 | bin/gen-content |
    bin/validate -q >"$T/deck.xml"
mkdir -p "$T/svg" "$T/png"
mem=$(mktemp -d /dev/shm/bp-bench.XXXXXX 2>/dev/null || mktemp -d)
measure "SVG, 96 dpi, to disk" "bin/layout-svg --svg $T/svg $T/deck.xml"
measure "SVG, 96 dpi, to memory (/dev/shm)" \
    "bin/layout-svg --svg $mem $T/deck.xml"
measure "PNG, 1024 pixels across" \
    "bin/layout-svg --png $T/png --width 1024 $T/deck.xml"
rm -f "$mem"/*
measure "rules to SVG in memory: gen-graph | ... | layout-svg" \
    "bin/gen-graph --count $N --players 4 | bin/gen-content |
    bin/validate -q | bin/layout-svg --svg $mem"
rm -rf "$mem"
