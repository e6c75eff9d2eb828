# 40-print.sh: make bench's figures for layout-pdf: pages/s in one
# process and bytes per page for each page mode (nodes boards, A4), and
# the peak memory --max-pages holds down on a long deck.
. tests/bench/lib.sh

# pages LABEL PDF CMD: measure CMD (which writes PDF), then its pages/s
# and bytes/page.
pages() {
	measure "$1" "$3" >"$T/m"
	p=$(pdfinfo "$2" | awk '/^Pages:/ { print $2 }')
	b=$(wc -c <"$2")
	awk -v l="$1" -v p="$p" -v b="$b" -v n="$N" '{
	    s = $0; sub(/.*\(/, "", s); split(s, v, " ");
	    mem = $0; sub(/.*peak /, "", mem); sub(/\)/, "", mem)
	    printf "%-44s %7.0f pages/s  %5.1f KB/page  (%d pages; peak %s)\n",
	    l, p / (v[1] > 0 ? v[1] : 0.001), b / p / 1000, p, mem }' "$T/m"
}

echo "== layout-pdf, nodes boards, $N per run, A4 (one process) =="
bin/gen-graph --count "$N" | bin/gen-content | bin/validate -q >"$T/valid.xml"
bin/gen-graph --count "$N" --expansion voyage | bin/gen-content |
    bin/validate -q >"$T/voyage.xml"
bin/gen-graph --count "$N" --paper A3 | bin/gen-content |
    bin/validate -q >"$T/a3.xml"
pages "shop (default)" "$T/a.pdf" "bin/layout-pdf $T/valid.xml >$T/a.pdf"
pages "shop-marks" "$T/b.pdf" \
    "bin/layout-pdf --template shop-marks $T/valid.xml >$T/b.pdf"
pages "voyage: fronts and backs" "$T/c.pdf" \
    "bin/layout-pdf $T/voyage.xml >$T/c.pdf"
pages "pnp-a4, A3 boards (4 tiles each)" "$T/d.pdf" \
    "bin/layout-pdf --template pnp-a4 $T/a3.xml >$T/d.pdf"
pages "--proof 6" "$T/e.pdf" "bin/layout-pdf --proof 6 $T/valid.xml >$T/e.pdf"
echo "-- memory on a long deck: $((N * 4)) boards --"
cat "$T/valid.xml" >"$T/long.xml"
for s in 2 3 4; do
	bin/gen-graph --seed $((s * N)) --count "$N" | bin/gen-content |
	    bin/validate -q >"$T/more.xml"
	# One deck of all: the rules once, the boards of each.
	sed -e '/<\/deck>/d' "$T/long.xml" >"$T/l2.xml"
	sed -n '/<board /,/<\/deck>/p' "$T/more.xml" >>"$T/l2.xml"
	mv "$T/l2.xml" "$T/long.xml"
done
N=$((N * 4)) pages "one file of $((N * 4)) pages" "$T/long.pdf" \
    "bin/layout-pdf -o $T/long.pdf $T/long.xml"
N=$((N * 4)) measure "--max-pages 500 ($(((N * 4 + 499) / 500)) files)" \
    "bin/layout-pdf --max-pages 500 -o $T/part.pdf $T/long.xml" |
    sed 's|boards/s|pages/s |'
