# code.sh: the board codes of issue 35 (item 5): with "code qr" (the
# shop-code template) each page's slug carries a QR code of
# "BP1:<board id>:<run>:<page>/<pages>" that zbarimg (zbar-tools, a reader
# not ours) decodes from a 300 dpi rendering of the slug area alone: to
# the id poppler reads off the page's slug line and the deck (manifest)
# puts there, on every page of a 1,000-board press-run of each kind
# (CODE_BOARDS), fronts and backs, split sheets; the code and its quiet
# zone of 4 modules are clear of the slug line, the marks and the bleed;
# the same deck makes the same bytes; the mistakes are one line each.
. tests/lib.sh
boards=${CODE_BOARDS:-1000}
R=300

# zbarimg speaks of D-Bus on stderr on some machines: only its stdout and
# status count.
zbar() {
	zbarimg -q --raw "$@" 2>/dev/null
}

# geometry PDF: the first page's boxes, in pixels at $R dpi from the top
# left, as shell assignments: mw mh (the media), tx0 tx1 (the trim's
# left and right), tb (the trim's bottom edge), bb (the bleed's).
geometry() {
	pdfinfo -box -f 1 -l 1 "$1" | awk -v r="$R" '
	function px(v) { return int(v * r / 72 + 0.5) }
	# ("Page 1 MediaBox: x0 y0 x1 y1", in pt from the bottom left)
	/MediaBox/ { mw = $6; mh = $7 }
	/BleedBox/ { by = $5 }
	/TrimBox/ { tx0 = $4; ty = $5; tx1 = $6 }
	END {
		printf "mw=%d mh=%d tx0=%d tx1=%d tb=%d bb=%d\n", px(mw),
		    px(mh), px(tx0), px(tx1), px(mh - ty), px(mh - by)
	}'
}

# decode PDF: each page's code into $T/codes ("PAGE VALUE", a page whose
# slug area has none: "PAGE -"), each page's slug line (poppler's text of
# the whole slug area) into $T/slugs ("PAGE TEXT"). The code's end of the
# slug area is rendered alone: below the bleed, from 50 mm left of the
# trim's right edge (the code is left of the crop mark there, 15 mm wide
# at the most with its quiet zone) to the paper's edge; a fifth of the
# slug's pixels, which zbarimg reads in a fifth of the time.
decode() {
	pdf=$1
	eval "$(geometry "$pdf")"
	pages=$(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }')
	rm -rf "$T/png"
	mkdir "$T/png"
	cx=$((tx1 - 50 * R * 10 / 254))
	[ "$cx" -ge 0 ] || cx=0
	pdftoppm -r "$R" -gray -x "$cx" -y "$bb" -W $((mw - cx)) \
	    -H $((mh - bb)) "$pdf" "$T/png/p"
	set -- "$T"/png/p-*.pgm
	# One reader for all pages; page by page only when one has none.
	if zbar "$@" >"$T/raw" && [ "$(wc -l <"$T/raw")" -eq "$pages" ]; then
		awk '{ print NR, $0 }' "$T/raw" >"$T/codes"
	else
		pg=0
		for f in "$@"; do
			pg=$((pg + 1))
			echo "$pg $(zbar "$f" || echo -)"
		done >"$T/codes"
	fi
	pdftotext -r "$R" -x 0 -y "$bb" -W "$mw" -H $((mh - bb)) "$pdf" - |
	    awk 'BEGIN { RS = "\f" } NR <= '"$pages"' {
		gsub(/\n/, " "); gsub(/  +/, " "); sub(/^ /, "")
		print NR, $0
	    }' >"$T/slugs"
}

# agree [RUN]: every page has a code; its board id is the slug line's
# word before "seed"; one run on every page, 8 hex digits unless RUN is given; the
# pages of each board counted 1..m in order. Reasons in $T/why.
agree() {
	awk -v want_run="${1:-}" '
	# (the slug line is "ID  seed N ..."; the art clipped off a split
	# sheet may be text there too, which poppler reads)
	FNR == NR {
		for (i = 2; i < NF; i++)
			if ($(i + 1) == "seed")
				id[$1] = $i
		next
	}
	{
		if ($2 == "-") { bad = bad " page " $1 ": no code"; next }
		n = split($2, f, ":")
		if (n != 4 || f[1] != "BP1") { bad = bad " page " $1 ": " $2; next }
		if (f[2] != id[$1])
			bad = bad " page " $1 ": code " f[2] " slug " id[$1]
		if (run == "")
			run = f[3]
		if (f[3] != run)
			bad = bad " page " $1 ": run " f[3] " not " run
		split(f[4], pm, "/")
		want = f[2] == last ? seen + 1 : 1
		if (pm[1] != want || pm[1] > pm[2])
			bad = bad " page " $1 ": " f[4] " (page " want " of " f[2] ")"
		seen = pm[1]
		last = f[2]
		pages++
	}
	END {
		if (want_run != "" && run != want_run)
			bad = bad " run " run " not " want_run
		if (want_run == "" && (length(run) != 8 ||
		    run !~ /^[0-9a-f]+$/))
			bad = bad " run " run
		if (!pages)
			bad = " no page"
		print substr(bad, 1, 600) >"/dev/stderr"
		exit bad != ""
	}' "$T/slugs" "$T/codes" 2>"$T/why"
}

# check_codes DESC [RUN]: agree as a test.
check_codes() {
	if agree "${2:-}"; then
		ok "$1"
	else
		not_ok "$1" "$(cat "$T/why")"
	fi
}

# A deck of each kind gen-graph names; nodes with expeditions' backs.
kinds=$("$bin/gen-graph" -h 2>&1 | sed -n 's/.*--kind \([a-z|]*\)\].*/\1/p' |
    tr '|' ' ')
for k in $kinds; do
	more=
	[ "$k" = nodes ] && more="--expansion voyage"
	# shellcheck disable=SC2086
	"$bin/gen-graph" -q --kind "$k" --count 4 $more | "$bin/gen-content" -q |
	    "$bin/validate" -q >"$T/$k.xml"
	run "$bin/layout-pdf" -q --template shop-code -o "$T/$k.pdf" "$T/$k.xml"
	check "$k: layout-pdf --template shop-code writes its deck" \
	    test "$rc" -eq 0 -a -s "$T/$k.pdf"
	decode "$T/$k.pdf"
	check_codes "$k: zbarimg reads each page's code: its board id, page, run"
done
decode "$T/nodes.pdf"
check "nodes: a front is page 1/2 of its board, its back 2/2" sh -c \
    "grep -q ':1/2\$' '$T/codes' && grep -q ':2/2\$' '$T/codes'"

# --run names the run; the same deck makes the same bytes.
run "$bin/layout-pdf" -q --template shop-code --run press-7 -o "$T/r1.pdf" \
    "$T/dungeon.xml"
"$bin/layout-pdf" -q --template shop-code --run press-7 -o "$T/r2.pdf" \
    "$T/dungeon.xml"
check "the same deck and run make the same bytes" cmp -s "$T/r1.pdf" "$T/r2.pdf"
decode "$T/r1.pdf"
check_codes "--run press-7 is the run of every code" press-7

# The longest id a deck allows (64 characters) and the longest run.
long=lanternfall-000002-a-long-id-that-a-deck-may-carry-to-its-64th-x
sed "s/lanternfall-000002/$long/g" "$T/nodes.xml" >"$T/long.xml"
run "$bin/layout-pdf" -q --template shop-code --run 0123456789abcdef \
    -o "$T/long.pdf" "$T/long.xml"
check "a ${#long}-character id and a 16-character run: laid out" \
    test "$rc" -eq 0 -a "${#long}" -eq 64
decode "$T/long.pdf"
check_codes "a 64-character id and a 16-character run: every code read" \
    0123456789abcdef
check "… the long id's code read whole" grep -q ":$long:" "$T/codes"

# The transport 2 x 2 split: each sheet its code, the board's page k of 4.
run "$bin/layout-pdf" -q --template shop-code --split -o "$T/split.pdf" \
    "$T/transport.xml"
check "transport --split with codes: written" test "$rc" -eq 0
decode "$T/split.pdf"
check_codes "transport --split: each sheet's code, pages 1/4 to 4/4"
check "transport --split: the fourth sheet is page 4/4" \
    grep -q ':4/4$' "$T/codes"

# The code's place, read off a rendering of the page below the bleed's
# edge (zbarimg's reading of it names the code there): the code is the
# dark pixels right of the slug line's last letter (pdftotext -bbox) and
# left of the crop mark on the trim's right edge; its quiet zone (4
# modules of 0.3 mm) around it is paper white, below the bleed, clear of
# the slug line, the crop mark and the paper's edge.
eval "$(geometry "$T/dungeon.pdf")"
pdftoppm -r "$R" -gray -f 1 -l 1 -singlefile -x 0 -y "$bb" -W "$mw" \
    -H $((mh - bb)) "$T/dungeon.pdf" "$T/slug"
pdftotext -r "$R" -bbox -f 1 -l 1 "$T/dungeon.pdf" "$T/bbox.html"
check "zbarimg reads the code of the slug's rendering" sh -c \
    "zbarimg -q --raw '$T/slug.pgm' 2>/dev/null | grep -q '^BP1:cinderdeep-'"
run /usr/bin/python3 - "$T/slug.pgm" "$T/bbox.html" "$bb" "$tx1" "$R" <<'EOF'
import re, sys
from PIL import Image
img, bbox, bb, tx1, r = sys.argv[1:]
bb, tx1, r = int(bb), int(tx1), float(r)
im = Image.open(img)
w, h = im.size
px = im.load()
words = re.findall(r'yMin="([\d.]+)" xMax="([\d.]+)"', open(bbox).read())
text_end = max([float(x) for y, x in words if float(y) >= bb] or [0])
# The crop mark: the dark column nearest the trim's right edge.
mark = min((x for x in range(tx1 - 3, tx1 + 4) for y in range(h)
    if px[x, y] < 128), default=tx1)
dark = [(x, y) for y in range(h) for x in range(int(text_end) + 1, mark - 2)
    if px[x, y] < 128]
if not dark:
    sys.exit("no code between the slug line and the crop mark")
x0, x1 = min(p[0] for p in dark), max(p[0] for p in dark)
y0, y1 = min(p[1] for p in dark), max(p[1] for p in dark)
q = 4 * 0.3 / 25.4 * r        # the quiet zone, px
why = []
if abs((x1 - x0) - (y1 - y0)) > 2:
    why.append("not square: %d x %d px" % (x1 - x0, y1 - y0))
if x0 - q <= text_end:
    why.append("quiet zone from x %d px meets the slug line's end %d" %
        (x0 - q, text_end))
if x1 + q >= mark:
    why.append("quiet zone to x %d px meets the crop mark at %d" %
        (x1 + q, mark))
if y0 - q < 0:
    why.append("quiet zone reaches the bleed: %d px" % (y0 - q))
if y1 + q >= h:
    why.append("quiet zone reaches the paper's edge: %d of %d px" %
        (y1 + q, h))
ring = sum(1 for y in range(max(0, int(y0 - q)), min(h, int(y1 + q) + 1))
    for x in range(int(x0 - q), int(x1 + q) + 1)
    if not (x0 <= x <= x1 and y0 <= y <= y1) and px[x, y] < 200)
if ring:
    why.append("%d dark pixels in the quiet zone" % ring)
if why:
    sys.exit("; ".join(why))
print("code %d x %d px at x %d-%d; slug line ends at %d, crop mark at %d" %
    (x1 - x0 + 1, y1 - y0 + 1, x0, x1, text_end, mark))
EOF
check "the code's quiet zone is white, clear of the bleed, the crop mark and the slug line ($(cat "$T/out"))" \
    test "$rc" -eq 0

# The code is in black alone: Ghostscript's separations of the page have
# no cyan, magenta or yellow where it is (from 200 px left of the trim's
# right edge, short of the crop mark there, below the bleed), and black.
(cd "$T" && gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=tiffsep -r"$R" \
    -dFirstPage=1 -dLastPage=1 -sOutputFile=sep.tif dungeon.pdf) 2>/dev/null
run /usr/bin/python3 - "$T" "$bb" "$tx1" <<'EOF'
import sys
from PIL import Image
t, bb, tx1 = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
why = []
for c in "Cyan", "Magenta", "Yellow", "Black":
    im = Image.open("%s/sep(%s).tif" % (t, c))
    lo, hi = im.crop((tx1 - 200, bb, tx1 - 5, im.size[1])).getextrema()
    if (c == "Black") != (lo < 128):
        why.append("%s plate %s under the code" % (c,
            "has ink" if lo < 128 else "has none"))
if why:
    sys.exit("; ".join(why))
EOF
check "the code is on the black plate alone (Ghostscript's tiffsep)" \
    test "$rc" -eq 0

# The code is vector: one fill of 100 % K rectangles, no image on the page.
run pdfimages -list -f 1 -l 1 "$T/dungeon.pdf"
check "the code is drawn, not an image" test "$rc" -eq 0 -a \
    "$(sed 1,2d "$T/out" | wc -l)" -eq 0

# Mistakes: one line, status 2.
fails_cleanly "code qr without the slug in the margin: one line, status 2" 2 \
    'code qr needs slug margin' "$bin/layout-pdf" --template shop --code qr \
    "$T/nodes.xml"
fails_cleanly "--code with an unknown value: one line, status 2" 2 \
    'code: qr or none' "$bin/layout-pdf" --template shop-marks --code ean \
    "$T/nodes.xml"
fails_cleanly "a --run of other characters: one line, status 2" 2 \
    '--run: 1 to 16' "$bin/layout-pdf" --template shop-code --run 'a b' \
    "$T/nodes.xml"

# A print run: $boards boards of each kind, every page's code read off
# the deck; its id is the one the manifest puts on that page, its run the
# run's fingerprint.
for k in $kinds; do
	run "$bin/press-run" -q --kind "$k" --count "$boards" \
	    --template shop-code --out "$T/run-$k"
	check "press-run: $boards $k boards with codes" test "$rc" -eq 0 -a \
	    -s "$T/run-$k/manifest.csv"
	decode "$T/run-$k/deck.pdf"
	fp=$(awk '/^fingerprint / { print substr($2, 1, 8) }' \
	    "$T/run-$k/settings")
	check_codes "press-run $k: every page's code read, its run the fingerprint's $fp" "$fp"
	awk -F, 'NR > 1 { print $6, $1 }' "$T/run-$k/manifest.csv" |
	    sort -n >"$T/man"
	awk '{ split($2, f, ":"); if (f[4] ~ /^1\//) print $1, f[2] }' \
	    "$T/codes" | sort -n >"$T/first"
	check "press-run $k: each board's first page's code names the manifest's board" \
	    sh -c "[ -s '$T/man' ] && cmp -s '$T/man' '$T/first'"
	check "press-run $k: $boards boards, $boards codes of first pages" \
	    test "$(wc -l <"$T/first")" -eq "$boards"
done
echo "1..$n"
