# caption.sh: a nodes board's caption (its id and seed) prints where it
# covers no mark, read off the printed pages (mutool trace), and in the
# slug instead when the template prints one in the margin.
. tests/lib.sh

"$bin/gen-graph" --count 200 | "$bin/gen-content" | "$bin/validate" -q |
    "$bin/layout-pdf" >"$T/deck.pdf"
mutool trace "$T/deck.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
    -f tests/tools/caption-check.awk >"$T/covered"
check "no caption of 200 default boards covers a mark ($(tail -1 "$T/covered"))" \
    grep -q '^pages 200 captions 200 covered 0$' "$T/covered"

# Seed 5: under the centre node it would cover the node to its left.
"$bin/gen-graph" --seed 5 | "$bin/gen-content" | "$bin/validate" -q \
    >"$T/s5.xml"
"$bin/layout-pdf" "$T/s5.xml" >"$T/s5.pdf"
mutool trace "$T/s5.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
    -f tests/tools/caption-check.awk >"$T/s5.covered"
check "seed 5's caption moves off the node beside the centre" \
    grep -q 'covered 0$' "$T/s5.covered"

# The caption stays inside the safe margin (4 mm) of the trim: its words'
# boxes, in points from the page's corner, with the 3 mm bleed.
pdftotext -bbox "$T/deck.pdf" - | awk -v lo=$(((3 + 4) * 72 * 1000 / 254)) '
    /<page / { split($0, a, "\""); w = a[2]; h = a[4] }
    /<word .*>lanternfall-0/ {
	split($0, a, "\"")
	if (a[2] * 100 < lo || a[4] * 100 < lo || (w - a[6]) * 100 < lo ||
	    (h - a[8]) * 100 < lo)
		bad++
    }
    END { exit bad > 0 }'
check "every caption keeps inside the safe margin" test $? -eq 0

# A template with the slug in the margin names the board there only.
"$bin/layout-pdf" --template shop-marks "$T/s5.xml" >"$T/marks.pdf"
k=$(pdftotext "$T/marks.pdf" - | grep -c 'lanternfall-000005')
check "with the slug in the margin the board carries no caption ($k)" \
    test "$k" -eq 1
