# 16-floors.sh: each stage of the pipe against its floor (issue 34): its
# CPU (user + system, median of three) on a deck of N default boards, and
# that over the least the libraries it rests on take for the same work,
# measured alone by tests/bench/floor.c:
# - reading (gen-content, validate, layout-pdf): a bare SAX parse of the
#   same deck, libxml2's push parser with empty handlers, the reader's
#   chunks and options. Every reader parses the deck with it; the guard,
#   the structural tables, the light trees and the kinds' readers come on
#   top. gen-content and validate are measured whole against it (their
#   own work, content and checks, is on top too);
# - writing (layout-pdf): every stream of the PDF it wrote (page content,
#   forms, the font), decoded by pikepdf, deflated by libdeflate at the
#   template's level (fast: 1), and a libharu document of as many pages,
#   each holding its deflated content, saved. Drawing, numbers written as
#   text and the font's subset come on top.
# layout-pdf's floor is both: a SAX parse of its deck and the writing.
# With BENCH_BASE (a built older checkout), its stages are measured on
# the same decks and floors, in the same sitting.
. tests/bench/lib.sh
floor=build/tests/bench_floor
[ -x "$floor" ] || { echo "bench: no $floor (make bench builds it)" >&2; exit 1; }

# secs CMD: the median CPU seconds (user + system) of three runs of CMD.
secs() {
	for i in 1 2 3; do
		/usr/bin/time -f "%U %S" -o "$T/cpu.$i" sh -c "$1" >/dev/null 2>&1
		[ $? -le 1 ] || exit 1
	done
	cat "$T/cpu.1" "$T/cpu.2" "$T/cpu.3" | awk '{ print $1 + $2 }' |
	    sort -n | sed -n 2p
}

# line LABEL SECS FLOOR WHAT: the stage's CPU per 1,000 boards and its
# ratio to its floor.
line() {
	awk -v l="$1" -v s="$2" -v f="$3" -v w="$4" -v n="$N" 'BEGIN {
	    k = 1000 / n
	    printf "%-16s %6.2f CPU s/1000 boards  %5.1f x its floor (%s %.2f)\n",
	    l, s * k, s / (f > 0 ? f : 0.001), w, f * k }'
}

# per SECS: SECS per 1,000 boards.
per() {
	awk -v s="$1" -v n="$N" 'BEGIN { printf "%.2f", s * 1000 / n }'
}

bin/gen-graph -q --count "$N" >"$T/g.xml"
bin/gen-content -q "$T/g.xml" >"$T/c.xml"
bin/validate -q --keep-invalid "$T/c.xml" >"$T/v.xml" 2>/dev/null
bin/layout-pdf -q -o "$T/p.pdf" "$T/v.xml"
/usr/bin/python3 - "$T/p.pdf" "$T/streams" <<'PY' || exit 1
import sys, pikepdf
pdf = pikepdf.open(sys.argv[1])
pages = set()
for p in pdf.pages:
    c = p.obj.get('/Contents')
    for s in (c if isinstance(c, pikepdf.Array) else [c]):
        pages.add(s.objgen)
with open(sys.argv[2], 'wb') as out:
    for o in pdf.objects:
        if not isinstance(o, pikepdf.Stream):
            continue
        try:
            data = o.read_bytes()
        except pikepdf.PdfError:
            continue
        kind = b'page' if o.objgen in pages else b'other'
        out.write(b'%s %d\n' % (kind, len(data)))
        out.write(data)
PY
# floor_of ARGS: bench_floor's seconds for one run of ARGS (timed over 10).
floor_of() {
	awk -v s="$(secs "$floor $* 10")" 'BEGIN { print s / 10 }'
}
fg=$(floor_of sax "$T/g.xml")
fc=$(floor_of sax "$T/c.xml")
fv=$(floor_of sax "$T/v.xml")
fw=$(floor_of pdf "$T/streams" 1)
fl=$(awk -v a="$fv" -v b="$fw" 'BEGIN { print a + b }')
echo "== each stage against its floor: $N default boards, $($floor pdf "$T/streams" 1) =="
for v in ${BENCH_BASE:+old} new; do
	d=.
	[ "$v" = old ] && d=$BENCH_BASE
	p=
	[ -n "${BENCH_BASE:-}" ] && p="$v "
	line "${p}gen-content" "$(secs "$d/bin/gen-content -q $T/g.xml")" "$fg" \
	    "bare SAX parse"
	line "${p}validate" \
	    "$(secs "$d/bin/validate -q --keep-invalid $T/c.xml")" "$fc" \
	    "bare SAX parse"
	line "${p}layout-pdf" "$(secs "$d/bin/layout-pdf -q $T/v.xml")" "$fl" \
	    "SAX parse $(per "$fv") + libharu and libdeflate $(per "$fw") ="
done
