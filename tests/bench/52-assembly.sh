# 52-assembly.sh: the head node's assembly of a print run (press-run's
# steps after the jobs) at 10,000 and 100,000 boards (and 1,000,000 with
# BENCH_MILLION=1): each step's time and peak memory. The runs are
# simulated from a real run of 2,000 boards in 4 chunks of 500
# (tests/tools/press-sim.sh: the chunks copied with their seeds, ids and
# structures rewritten, their PDFs the same bytes), so the jobs, 2 ms of
# CPU a board in four tools, are not run again: only what the head node
# does is. Steps as press-run runs them: take (every tar unpacked, its
# sums checked, taken in), merge (the reports), seats, check (duplicates,
# seeds), layout-pdf --merge (the deck), manifest.
# ASSEMBLY_BIN=DIR measures another build's tools (an older main's bin/)
# on the same simulated runs.
. tests/bench/lib.sh

tb=${ASSEMBLY_BIN:-bin}
sizes="10000 100000"
[ "${BENCH_MILLION:-0}" = 1 ] && sizes="$sizes 1000000"
bin/press-run -q --count 2000 --chunk 500 --keep-chunks --out "$T/src" ||
    exit 1
fp=$(sed -n 's/^fingerprint //p' "$T/src/settings")

# step NAME CMD...: CMD under GNU time, its peak (KiB) and seconds added
# to $T/steps.$size as "NAME KIB SECS".
step() {
	name=$1
	shift
	/usr/bin/time -f "%M %e" -o "$T/t" "$@" || { cat "$T/t" >&2; exit 1; }
	echo "$name $(tail -n 1 "$T/t")" >>"$T/steps.$size"
}

for size in $sizes; do
	r=$T/run
	sh tests/tools/press-sim.sh "$T/src" "$size" "$r" tars || exit 1
	: >"$T/steps.$size"
	keys=$(cut -d' ' -f1 "$r/chunks/list")
	step take "$tb"/press-tool take "$r" "$fp" 2 1 >/dev/null
	set --
	for k in $keys; do set -- "$@" "$r/chunks/$k/$k.csv"; done
	step merge sh -c 'exec "$0" merge "$@" >"'"$r"'/report.csv"' \
	    "$tb"/press-tool "$@"
	set --
	for k in $keys; do set -- "$@" "$r/chunks/$k/$k.seats.csv"; done
	step seats sh -c 'exec "$0" seats "$@" >"'"$r"'/seats.csv"' \
	    "$tb"/press-tool "$@"
	step check "$tb"/press-tool check --seed 1 --count "$size" \
	    "$r/report.csv"
	set --
	for k in $keys; do set -- "$@" "$r/chunks/$k/$k.pdf"; done
	step deck "$tb"/layout-pdf --merge -o "$r/deck.pdf" "$@"
	set --
	for k in $keys; do set -- "$@" "$r/chunks/$k"; done
	step manifest sh -c 'exec "$0" manifest --deck "'"$r"'/deck.pdf" "$@" \
	    >"'"$r"'/manifest.csv"' "$tb"/press-tool "$r/report.csv" "$@"
	n=$(($(wc -l <"$r/manifest.csv") - 1))
	[ "$n" -eq "$size" ] || { echo "manifest: $n rows, not $size" >&2; exit 1; }
	echo "deck $(stat -c %s "$r/deck.pdf")" >"$T/deck.$size"
	rm -rf "$r"
done
echo "== the head node's assembly (simulated runs; peak MiB and seconds a step) =="
printf '%-10s' step
for size in $sizes; do printf ' %20s' "$size boards"; done
echo
for s in take merge seats check deck manifest; do
	printf '%-10s' "$s"
	for size in $sizes; do
		awk -v s="$s" '$1 == s { printf " %9.1f MiB %6.2f s", $2 / 1024, $3 }' \
		    "$T/steps.$size"
	done
	echo
done
first=${sizes%% *}
last=${sizes##* }
awk -v a="$first" -v b="$last" 'FNR == 1 { f++ } f == 1 { m[$1] = $2; next }
    { g = $2 / m[$1]; if (g > w) { w = g; at = $1 } }
    END { printf "largest growth of a peak from %d to %d boards: %+.1f %% (%s)\n",
    a, b, 100 * (w - 1), at }' "$T/steps.$first" "$T/steps.$last"
for size in $sizes; do
	awk -v n="$size" '{ printf "deck.pdf at %d boards: %.2f GB, %.0f bytes a board\n",
	    n, $2 / 1e9, $2 / n }' "$T/deck.$size"
done
