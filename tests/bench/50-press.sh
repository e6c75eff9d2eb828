# 50-press.sh: make bench's figures for press-run: whole print runs of
# each board kind on every core (validated, merged into one PDF, with the
# manifest), the peak memory of each tool in a run (nodes at two run
# sizes, each kind at the first), and a 500-board run interrupted midway
# and resumed, compared byte for byte.
. tests/bench/lib.sh
. tests/interrupt.sh

top=$(pwd)
M=${PRESS_M:-3000}

echo "== press-run: whole runs of $N boards, every core (2), default chunks =="
for kind in nodes dungeon transport; do
	if ! bin/gen-graph --kind "$kind" --count 1 -q >/dev/null 2>&1; then
		echo "$kind: not in this build"
		continue
	fi
	measure "press-run --kind $kind --count $N" \
	    "rm -rf $T/run && bin/press-run -q --kind $kind --count $N --out $T/run"
	# The machine is shared: the CPU time a board takes (every process of
	# the run, waited for) says what two idle cores would do.
	rm -rf "$T/run"
	/usr/bin/time -f "%U %S" -o "$T/cpu" bin/press-run -q --kind "$kind" \
	    --count "$N" --out "$T/run" || exit 1
	awk -v n="$N" '{ ms = ($1 + $2) * 1000 / n; printf "  CPU %.2f ms a" \
	    " board: two idle cores would make %.0f boards/s\n", ms, 2000 / ms }' \
	    "$T/cpu"
	printf '  deck.pdf: %s\n' "$(tests/tools/pdfbytes.py "$T/run/deck.pdf")"
done

# Outside the chunks: a run's wall time less the span of its jobs (from
# the first job's start to the last one's end, in parallel's joblog): the
# start, parallel's own, taking the chunks, the merge and the manifest.
echo "-- press-run --count $N (nodes): time outside the chunks' jobs --"
for i in 1 2 3; do
	rm -rf "$T/run"
	s=$(date +%s.%N)
	bin/press-run -q --count "$N" --out "$T/run" || exit 1
	e=$(date +%s.%N)
	awk -F'\t' -v s="$s" -v e="$e" 'NR > 1 { b = $3 + $4;
	    if (!a || $3 < a) a = $3; if (b > z) z = b; n++ }
	    END { printf "%.3f %.3f %.3f %.3f %d\n", e - s, a - s, e - z,
	    (a - s) + (e - z), n }' "$T/run/joblog"
done | sort -n | sed -n 2p | awk '{ printf "run %.2f s in %d chunks: %.2f s" \
    " outside them (%.0f %%): %.2f before the first job, %.2f after the" \
    " last\n", $1, $5, $4, 100 * $4 / $1, $2, $3 }'

# Peak memory: each tool (and qpdf, parallel) wrapped in GNU time inside a
# run, the largest of its calls kept; layout-pdf's merge of the deck
# apart from its chunks' pages.
W=$T/w
mkdir -p "$W/path"
cp bin/press-run "$W/"
for t in gen-graph gen-content validate layout-pdf press-tool; do
	printf '#!/bin/sh\nm=%s\n[ "$1" = --merge ] && m=merge\nexec /usr/bin/time -a -f %%M -o "%s/mem.$m" "%s/bin/%s" "$@"\n' \
	    "$t" "$T" "$top" "$t" >"$W/$t"
done
for t in qpdf parallel; do
	printf '#!/bin/sh\nexec /usr/bin/time -a -f %%M -o "%s/mem.%s" "%s" "$@"\n' \
	    "$T" "$t" "$(command -v $t)" >"$W/path/$t"
done
chmod +x "$W"/* "$W/path"/*
# runs KIND COUNT: one run's peaks, a line per tool, into $T/peak.KIND-COUNT.
runs() {
	rm -f "$T"/mem.*
	rm -rf "$T/run"
	BOARDPRESS_DATA=$top PATH="$W/path:$PATH" "$W/press-run" -q \
	    --kind "$1" --count "$2" --out "$T/run" || exit 1
	for t in gen-graph gen-content validate layout-pdf merge qpdf parallel; do
		grep -E '^[0-9]+$' "$T/mem.$t" | sort -n | tail -n 1 |
		    awk -v t="$t" '{ printf "%s %.1f\n", t, $1 / 1024 }'
	done >"$T/peak.$1-$2"
}
runs nodes "$N"
runs nodes "$M"
runs dungeon "$N"
runs transport "$N"
echo "-- peak memory per tool (MiB): nodes $N / nodes $M boards; dungeon, transport $N --"
paste -d' ' "$T/peak.nodes-$N" "$T/peak.nodes-$M" "$T/peak.dungeon-$N" \
    "$T/peak.transport-$N" | awk '{ printf "%-19s %6.1f %6.1f %8.1f %8.1f\n",
    $1 == "merge" ? "layout-pdf --merge" : $1 == "qpdf" ? "qpdf (chunks)" : $1,
    $2, $4, $6, $8 }'

# Nothing lost: 500 boards in ten chunks of 50, interrupted once half the
# chunks are made, resumed with the same command, against a run never
# interrupted.
echo "-- 500 nodes boards: run whole; run, Ctrl-C midway, --resume; compare --"
rm -rf "$T/u" "$T/k"
s=$(date +%s.%N)
bin/press-run -q --count 500 --chunk 50 --out "$T/u" || exit 1
e=$(date +%s.%N)
awk -v s="$s" -v e="$e" 'BEGIN { printf "whole run: %.2f s, %.0f boards/s\n",
    e - s, 500 / (e - s) }'
interrupt_at "$T/k/joblog" 6 bin/press-run -q --count 500 --chunk 50 \
    --out "$T/k" \
    2>/dev/null
echo "interrupted (status $rc) with $(($(wc -l <"$T/k/joblog") - 1)) of" \
    "$(wc -l <"$T/k/chunks/list") chunks made"
bin/press-run -q --count 500 --chunk 50 --out "$T/k" --resume || exit 1
same=yes
for f in deck.pdf manifest.csv report.csv lanternfall.rules settings; do
	cmp -s "$T/u/$f" "$T/k/$f" || same="NO: $f differs"
done
echo "resumed run byte-identical to the whole run: $same" \
    "($(($(wc -l <"$T/k/manifest.csv") - 1)) boards," \
    "$(qpdf --show-npages "$T/k/deck.pdf") pages)"
[ "$same" = yes ]
