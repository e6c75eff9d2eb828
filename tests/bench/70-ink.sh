# 70-ink.sh: make bench's ink figures (issue 18, item 6): per kind, the
# mean total ink coverage per page of INK_N boards (default 20) in the
# colour style (the rules' own colours, today's default) and in the
# shipped ink-friendly style, measured with Ghostscript's inkcov device
# at 300 dpi (tests/tools/inkcov.sh: the share of pixels each of C, M, Y
# and K marks, summed), and the ratio, which must stay under 1/4; and,
# beside it, the ink itself (the ink_cov device: each pixel weighed by
# its ink), which inkcov does not see.
. tests/bench/lib.sh

I=${INK_N:-20}
echo "== ink per page, $I boards a kind, A4, 300 dpi (C+M+Y+K, inkcov) =="
printf '%-10s %-16s %8s %8s %6s   %8s %8s %6s\n' kind "ink style" colour \
    ink ratio "ink_cov:" ink ratio
for k in nodes:lanternfall transport:tidewater dungeon:cinderdeep; do
	kind=${k%%:*}
	s=${k#*:}-ink
	bin/gen-graph --kind "$kind" --count "$I" | bin/gen-content |
	    bin/validate -q | bin/layout-pdf >"$T/colour.pdf" || exit 1
	bin/gen-graph --kind "$kind" --count "$I" --style "$s" |
	    bin/gen-content | bin/validate -q | bin/layout-pdf \
	    >"$T/ink.pdf" || exit 1
	c=$(sh tests/tools/inkcov.sh "$T/colour.pdf")
	i=$(sh tests/tools/inkcov.sh "$T/ink.pdf")
	ca=$(sh tests/tools/inkcov.sh -a "$T/colour.pdf")
	ia=$(sh tests/tools/inkcov.sh -a "$T/ink.pdf")
	awk -v k="$kind" -v s="$s" -v c="$c" -v i="$i" -v ca="$ca" \
	    -v ia="$ia" 'BEGIN {
	    printf "%-10s %-16s %8.4f %8.4f %6.3f   %8.4f %8.4f %6.3f%s\n",
	    k, s, c, i, i / c, ca, ia, ia / ca,
	    i / c < 0.25 ? "" : "  OVER 1/4" }'
done
