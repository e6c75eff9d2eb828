# memory.sh: the tools stream: peak memory does not grow with deck length.
. tests/lib.sh

"$bin/gen-graph" --count 50 >"$T/small.xml"
"$bin/gen-graph" --count 1500 >"$T/large.xml"
for tool in gen-content validate; do
	/usr/bin/time -f %M -o "$T/m.small" "$bin/$tool" "$T/small.xml" >/dev/null
	/usr/bin/time -f %M -o "$T/m.large" "$bin/$tool" "$T/large.xml" >/dev/null
	small=$(tail -n 1 "$T/m.small")
	large=$(tail -n 1 "$T/m.large")
	check "$tool: peak memory for 1500 boards ($large KiB) within 4 MiB of 50 ($small KiB)" \
	    test $((large - small)) -lt 4096
done
for j in 1 2; do
	/usr/bin/time -f %M -o "$T/g.small" "$bin/gen-graph" -j$j --count 50 >/dev/null
	/usr/bin/time -f %M -o "$T/g.large" "$bin/gen-graph" -j$j --count 3000 >/dev/null
	small=$(tail -n 1 "$T/g.small")
	large=$(tail -n 1 "$T/g.large")
	check "gen-graph -j$j: peak memory for 3000 boards ($large KiB) within 4 MiB of 50 ($small KiB)" \
	    test $((large - small)) -lt 4096
done

# layout-pdf --merge holds one input at a time: 60 chunks of 10 boards
# take the memory of 2 (qpdf's merge takes about 20 MiB more for them).
"$bin/gen-graph" --count 10 -q | "$bin/gen-content" -q |
    "$bin/validate" -q --no-schema | "$bin/layout-pdf" -o "$T/chunk.pdf"
set --
i=0
while [ $i -lt 60 ]; do
	set -- "$@" "$T/chunk.pdf"
	i=$((i + 1))
done
/usr/bin/time -f %M -o "$T/p.small" "$bin/layout-pdf" --merge -o "$T/m2.pdf" \
    "$T/chunk.pdf" "$T/chunk.pdf"
/usr/bin/time -f %M -o "$T/p.large" "$bin/layout-pdf" --merge -o "$T/m60.pdf" "$@"
small=$(tail -n 1 "$T/p.small")
large=$(tail -n 1 "$T/p.large")
check "layout-pdf --merge: peak memory for 600 pages ($large KiB) within 1 MiB of 20 ($small KiB)" \
    test "$(qpdf --show-npages "$T/m60.pdf")" -eq 600 -a $((large - small)) -lt 1024

# layout-pdf draws pages in batches (LAYOUT_PDF_BATCH, here 10) that go
# to temporary files: 300 boards take what 30 do (before: about 40 KiB
# more a page).
"$bin/gen-graph" --count 30 -q | "$bin/gen-content" -q >"$T/s.xml"
"$bin/gen-graph" --count 300 -q | "$bin/gen-content" -q >"$T/l.xml"
LAYOUT_PDF_BATCH=10 /usr/bin/time -f %M -o "$T/m.small" \
    "$bin/layout-pdf" -o "$T/s.pdf" "$T/s.xml"
LAYOUT_PDF_BATCH=10 /usr/bin/time -f %M -o "$T/m.large" \
    "$bin/layout-pdf" -o "$T/l.pdf" "$T/l.xml"
small=$(tail -n 1 "$T/m.small")
large=$(tail -n 1 "$T/m.large")
check "layout-pdf: peak memory for 300 boards ($large KiB) within 2 MiB of 30 ($small KiB)" \
    test "$(qpdf --show-npages "$T/l.pdf")" -eq 300 -a $((large - small)) -lt 2048

# A picture's decoding is bounded by the size its header declares: a
# 1200 x 900 PNG whose data holds 60 times its rows (stb_image inflated
# them all: 203 MB here) takes layout-pdf at most what the deck without
# it does and 4 times its pixels (3 bytes each) more, before it is
# refused.
/usr/bin/python3 tests/tools/pictures.py rows "$T/rows.png" 1200 900 60
{ cat templates/style/lanternfall.style
  printf '[picture background]\nfile rows.png\n'; } >"$T/rows.style"
"$bin/gen-graph" --seed 4 --style "$T/rows.style" >"$T/rows.xml"
"$bin/gen-graph" --seed 4 --style templates/style/lanternfall.style \
    >"$T/plain.xml"
/usr/bin/time -f %M -o "$T/m.plain" "$bin/layout-pdf" -o "$T/plain.pdf" \
    "$T/plain.xml"
/usr/bin/time -f %M -o "$T/m.rows" "$bin/layout-pdf" -o "$T/rows.pdf" \
    "$T/rows.xml" 2>"$T/err"
plain=$(tail -n 1 "$T/m.plain")
rows=$(tail -n 1 "$T/m.rows")
bound=$((plain + 4 * 1200 * 900 * 3 / 1024))
check "layout-pdf: a PNG of 60 times its rows refused in $rows KiB, at most \
$bound (the deck's $plain and 4 x its declared pixels)" sh -c \
    "[ $rows -le $bound ] && grep -q 'more image data than its 900 rows' \
    '$T/err'"

# press-tool check (issue 34): the structures it has seen in two external
# sorts of fixed buffers, spilled and merged; the seeds seen in blocks of
# a file: 200,000 rows take at most a tenth more than 10,000 (a hash map of
# every structure took 130 bytes a row: 23 MiB more).
for r in 10000 200000; do
	awk -v n=$r -v want=/dev/null -f tests/tools/dup-report.awk \
	    >"$T/rep$r.csv"
	/usr/bin/time -f %M -o "$T/c.$r" "$bin/press-tool" check --seed 101 \
	    --count $r "$T/rep$r.csv" >"$T/c.out$r"
done
small=$(tail -n 1 "$T/c.10000")
large=$(tail -n 1 "$T/c.200000")
check "press-tool check: peak memory for 200000 rows ($large KiB) within 10 % of 10000 ($small KiB)" \
    sh -c "[ $((large * 10)) -le $((small * 11)) ] &&
    [ \$(grep -c 'has the same structure' '$T/c.out200000') -gt 1000 ]"

# press-tool manifest (issue 34) reads the chunks' page maps in the
# report's order, a row at a time: a run of 40,000 boards in 400 chunks
# (simulated from a real one of two chunks: tests/tools/press-sim.sh)
# takes at most a tenth more than one of 200 (every id and page held: 70
# bytes a board more).
"$bin/press-run" -q --count 200 --chunk 100 --keep-chunks --out "$T/src"
printf 'deck' >"$T/deck.pdf"
for r in 200 40000; do
	BP_BIN=$bin sh tests/tools/press-sim.sh "$T/src" $r "$T/sim$r"
	set --
	for k in $(cut -d' ' -f1 "$T/sim$r/chunks/list"); do
		set -- "$@" "$T/sim$r/chunks/$k"
	done
	"$bin/press-tool" merge "$T/sim$r"/chunks/*/*[0-9].csv \
	    >"$T/sim$r/report.csv"
	/usr/bin/time -f %M -o "$T/m.$r" "$bin/press-tool" manifest \
	    --deck "$T/deck.pdf" "$T/sim$r/report.csv" "$@" >"$T/man$r"
done
small=$(tail -n 1 "$T/m.200")
large=$(tail -n 1 "$T/m.40000")
check "press-tool manifest: peak memory for 40000 boards ($large KiB) within 10 % of 200 ($small KiB)" \
    sh -c "[ $((large * 10)) -le $((small * 11)) ] &&
    [ \$(wc -l <'$T/man40000') -eq 40001 ] &&
    [ \"\$(tail -n 1 '$T/man40000' | cut -d, -f1,2,6)\" = 'lanternfall-040000,40000,40000' ]"

# press-run's join of the manifest and impose-pdf's map (issue 34): the
# map sorted by page in a fixed buffer, then read beside the manifest:
# 100,000 boards, each a front and a back, in cut-and-stack order, take at
# most a tenth more than 200 (every id's sheet and position held).
for r in 200 100000; do
	awk -v n=$r -v base="$T/base$r" 'BEGIN {
	    print "id,seed,attempt,attempts,spread,page,file,sha256,structure" >base
	    print "id,page,sheet,side,position,x,y,w,h,rotation"
	    h = int((n + 1) / 2)
	    for (i = 1; i <= n; i++) {
		printf "b-%06d,%d,0,1,0.1,%d-%d,deck.pdf,s,h%d\n", i, i, 2 * i - 1,
		    2 * i, i >base
		k = i <= h ? 2 * i - 1 : 2 * (i - h)
		printf "b-%06d,%d,%d,front,%d,1,2,3,4,0\n", k, 2 * k - 1,
		    int((k + 1) / 2), 2 - k % 2
		printf "b-%06d,%d,%d,back,%d,1,2,3,4,0\n", k, 2 * k,
		    int((k + 1) / 2), 2 - k % 2
	    } }' >"$T/map$r"
	/usr/bin/time -f %M -o "$T/j.$r" "$bin/press-tool" join "$T/map$r" \
	    "$T/base$r" >"$T/join$r"
done
small=$(tail -n 1 "$T/j.200")
large=$(tail -n 1 "$T/j.100000")
check "press-tool join: peak memory for 100000 boards ($large KiB) within 10 % of 200 ($small KiB)" \
    sh -c "[ $((large * 10)) -le $((small * 11)) ] &&
    [ \$(grep -c ',front+back,' '$T/join100000') -eq 100000 ] &&
    [ \"\$(sed -n 4p '$T/join100000' | cut -d, -f1,10-)\" = 'b-000003,2,front+back,1' ]"
