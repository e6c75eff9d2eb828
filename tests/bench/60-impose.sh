# 60-impose.sh: make bench's figures for impose-pdf: a print run's deck
# of N nodes boards imposed on SRA3 (cut-and-stack, with the map): sheets
# a second and bytes a sheet; then peak memory at N and M boards, which
# must stay flat (the deck is mapped, not read whole).
. tests/bench/lib.sh

M=${IMPOSE_M:-3000}
echo "== impose-pdf: a print run's deck on SRA3 sheets =="
for n in "$N" "$M"; do
	bin/press-run -q --count "$n" --out "$T/run$n" || exit 1
done
cmd="bin/impose-pdf --page-map $T/run$N/manifest.csv --map $T/map.csv -o $T/sheets.pdf $T/run$N/deck.pdf"
for i in 1 2 3; do
	/usr/bin/time -f "%e %M" -o "$T/time.$i" sh -c "$cmd" || exit 1
done
sort -n "$T/time.1" "$T/time.2" "$T/time.3" | sed -n 2p >"$T/med"
read -r secs rss <"$T/med"
sheets=$(pdfinfo "$T/sheets.pdf" | awk '/^Pages:/ { print $2 }')
awk -v n="$N" -v p="$sheets" -v s="$secs" -v b="$(wc -c <"$T/sheets.pdf")" \
    -v d="$(wc -c <"$T/run$N/deck.pdf")" 'BEGIN {
    printf "impose-pdf, %d boards 2-up on SRA3: %d sheet sides, %.0f sheets/s (%.2f s), %.1f KB a sheet side (the deck %.1f KB a board)\n",
    n, p, p / (s > 0 ? s : 0.01), s, b / p / 1000, d / n / 1000 }'
for n in "$N" "$M"; do
	/usr/bin/time -f "%M" -o "$T/mem.$n" bin/impose-pdf \
	    --page-map "$T/run$n/manifest.csv" -o "$T/s$n.pdf" \
	    "$T/run$n/deck.pdf" || exit 1
done
echo "peak memory of impose-pdf at $N and $M boards: $(awk '{ printf "%.1f", $1 / 1024 }' "$T/mem.$N")/$(awk '{ printf "%.1f", $1 / 1024 }' "$T/mem.$M") MiB"
