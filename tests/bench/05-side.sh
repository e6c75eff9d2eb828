# 05-side.sh: make bench BENCH_BASE=DIR: this build side by side with an
# older one (DIR: a checkout of it, built: DIR/bin/gen-graph ...), in one
# sitting, old and new in turn, as issue 20 asks ("measured side by side
# with today's main on the same 2-core machine"; these machines drift by
# 20 % and more between sittings). Without BENCH_BASE, nothing.
# The README's nodes pipe (1,000 boards, default options, the PDF to a
# file): wall seconds of five runs each; press-run --count 1000: three
# each; each stage's CPU (user + system) per 1,000 boards, median of three.
[ -n "${BENCH_BASE:-}" ] || exit 0
. tests/bench/lib.sh
old=$(cd "$BENCH_BASE" && pwd) || exit 1
new=$(pwd)
[ -x "$old/bin/layout-pdf" ] && [ -x "$old/bin/press-run" ] || {
	echo "bench: BENCH_BASE=$BENCH_BASE has no built bin/" >&2
	exit 1
}

# wall CMD: the wall seconds of sh -c CMD.
wall() {
	/usr/bin/time -f "%e" -o "$T/wall" sh -c "$1" >/dev/null 2>&1 || exit 1
	cat "$T/wall"
}

# median FILE: the median of FILE's numbers.
median() {
	sort -n "$1" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
}

echo "== side by side: $(git -C "$old" log -1 --format=%h 2>/dev/null ||
    echo "$old") (old) and $(git log -1 --format=%h 2>/dev/null) (new), $N boards =="
for v in old new; do : >"$T/pipe.$v"; : >"$T/press.$v"; done
for i in 1 2 3 4 5; do
	for v in old new; do
		eval "d=\$$v"
		wall "$d/bin/gen-graph --count $N | $d/bin/gen-content |
		    $d/bin/validate -q | $d/bin/layout-pdf -o $T/pipe.$v.pdf" \
		    >>"$T/pipe.$v"
	done
done
for i in 1 2 3; do
	for v in old new; do
		eval "d=\$$v"
		rm -rf "$T/run.$v"
		wall "BOARDPRESS_DATA=$d $d/bin/press-run -q --count $N \
		    --out $T/run.$v" >>"$T/press.$v"
	done
done
for w in pipe press; do
	awk -v w="$w" -v o="$(median "$T/$w.old")" -v n="$(median "$T/$w.new")" \
	    -v ro="$(tr '\n' ' ' <"$T/$w.old")" \
	    -v rn="$(tr '\n' ' ' <"$T/$w.new")" -v b="$N" 'BEGIN {
	    printf "%-9s old %.3f s (%4.0f boards/s)  new %.3f s (%4.0f boards/s)  %.2fx\n",
	    w == "pipe" ? "pipe" : "press-run", o, b / o, n, b / n, o / n
	    printf "          old runs: %s\n          new runs: %s\n", ro, rn }'
done
"$new/bin/gen-graph" --count "$N" >"$T/g.xml"
"$new/bin/gen-content" "$T/g.xml" >"$T/c.xml"
"$new/bin/validate" -q "$T/c.xml" >"$T/v.xml"
echo "-- CPU per stage, old then new (the same decks in) --"
for v in old new; do
	eval "d=\$$v"
	cpu "$v gen-graph --jobs 1" "$d/bin/gen-graph --count $N --jobs 1 >/dev/null"
	cpu "$v gen-content" "$d/bin/gen-content $T/g.xml >/dev/null"
	cpu "$v validate (its default)" "$d/bin/validate -q $T/c.xml >/dev/null"
	cpu "$v validate --no-schema" \
	    "$d/bin/validate -q --no-schema $T/c.xml >/dev/null"
	cpu "$v layout-pdf" "$d/bin/layout-pdf $T/v.xml >/dev/null"
	cpu "$v whole pipe, every stage" "$d/bin/gen-graph --count $N |
	    $d/bin/gen-content | $d/bin/validate -q | $d/bin/layout-pdf >/dev/null"
done
# press-run's CPU per board (every process of the run, waited for): the
# issue 34 figure, new over old; and the new chunk alone in one process.
echo "-- press-run --count $N: CPU of every process, old then new --"
for v in old new; do
	eval "d=\$$v"
	cpu "$v press-run" "rm -rf $T/run.$v && BOARDPRESS_DATA=$d \
	    $d/bin/press-run -q --count $N --out $T/run.$v" | tee "$T/prcpu.$v"
done
awk '{ v[NR] = $(NF - 5) } END { if (v[1] > 0) printf "press-run CPU" \
    " new/old %.2f\n", v[2] / v[1] }' "$T/prcpu.old" "$T/prcpu.new"
cpu "new press-tool pipe, $N boards in one process" \
    "cd $T && $new/bin/press-tool pipe --count $N --jobs 1 -q +content -q \
    +validate -q --report k.csv --seat-summary k.seats.csv +layout -q \
    -o k.pdf --page-map k.map >/dev/null"
# Issue 34's figure as it asks it: press-run's CPU a board at 10,000
# boards (SIDE_BIG), each kind, old then new, one run each (about two
# minutes in all), with the files compared.
B=${SIDE_BIG:-10000}
echo "-- press-run --count $B, each kind: CPU of every process, ms a board --"
for kind in nodes dungeon transport; do
	for v in old new; do
		eval "d=\$$v"
		rm -rf "$T/big.$v"
		/usr/bin/time -f "%U %S" -o "$T/bigcpu.$v" sh -c "BOARDPRESS_DATA=$d \
		    $d/bin/press-run -q --kind $kind --count $B --out $T/big.$v" \
		    >/dev/null 2>&1 || exit 1
	done
	same=same
	for f in deck.pdf report.csv manifest.csv; do
		cmp -s "$T/big.old/$f" "$T/big.new/$f" || same=differ
	done
	awk -v k="$kind" -v b="$B" -v s="$same" 'NR == 1 { o = $1 + $2 }
	    NR == 2 { n = $1 + $2 } END { printf "%-10s old %.2f  new %.2f" \
	    "  new/old %.2f  (files %s)\n", k, o * 1000 / b, n * 1000 / b,
	    n / o, s }' "$T/bigcpu.old" "$T/bigcpu.new"
done
rm -rf "$T/big.old" "$T/big.new"
