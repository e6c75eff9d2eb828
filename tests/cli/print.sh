# print.sh: what a print shop checks, by independent PDF consumers from
# Debian (qpdf, mutool, pdffonts, Ghostscript), for every board kind and
# every shipped page template; byte-identical reruns; the document keys.
. tests/lib.sh

# The reader itself first: an empty list of faults means a clean page only
# if it runs (a stray line in its header comment once made every awk
# refuse it, and every page below passed unread).
printf '%s\n' '<page number="1" mediabox="0 0 100 100">' \
    '<stroke_path linewidth=".1" colorspace="DeviceCMYK" color="0 0 0 1" transform="1 0 0 1 0 0">' \
    '<moveto x="0" y="0"/>' '<lineto x="10" y="10"/>' '</stroke_path>' |
    awk -f "$top/tests/tools/trace-check.awk" >"$T/synth" 2>&1
check "trace-check: a 0.1 pt stroke is found ($(head -1 "$T/synth"))" \
    grep -qx 'page 1: a stroke 0.100 pt wide' "$T/synth"
tool=$top/build/tests/pamtool
MM=2.8346456693 # points per mm

# Two boards of each kind; the nodes boards with their expeditions' backs.
"$bin/gen-graph" --count 2 --expansion voyage | "$bin/gen-content" |
    "$bin/validate" >"$T/nodes.xml"
"$bin/gen-graph" --kind dungeon --count 2 | "$bin/gen-content" |
    "$bin/validate" >"$T/dungeon.xml"
"$bin/gen-graph" --kind transport --count 2 | "$bin/gen-content" |
    "$bin/validate" >"$T/transport.xml"

# boxes PDF BLEED: every page has raw MediaBox, BleedBox and TrimBox,
# nested, with the bleed (mm) on each side of the trim exact to 0.01 mm.
boxes() {
	pages=$(pdfinfo "$1" | awk '/^Pages:/ { print $2 }')
	i=1
	while [ "$i" -le "$pages" ]; do
		for b in MediaBox BleedBox TrimBox; do
			mutool show "$1" "pages/$i/$b" | tr -d '[]' | tr '\n' ' '
			echo
		done | awk -v bl="$2" -v mm="$MM" -v pg="$i" '
		    NF != 4 { print "page " pg ": a box is missing"; bad = 1; exit }
		    { x0[NR] = $1; y0[NR] = $2; x1[NR] = $3; y1[NR] = $4 }
		    END { if (bad) exit 1
		    for (k = 2; k <= 3; k++)
		        if (x0[k] < x0[k-1] - 1e-3 || y0[k] < y0[k-1] - 1e-3 ||
		            x1[k] > x1[k-1] + 1e-3 || y1[k] > y1[k-1] + 1e-3) {
		            print "page " pg ": boxes not nested"; exit 1 }
		    e = bl * mm
		    d[1] = x0[3] - x0[2]; d[2] = y0[3] - y0[2]
		    d[3] = x1[2] - x1[3]; d[4] = y1[2] - y1[3]
		    for (k = 1; k <= 4; k++) {
		        s = (d[k] - e) / mm; if (s < 0) s = -s
		        if (s > 0.01) { printf "page %d: bleed %.4f mm, not %s\n",
		            pg, d[k] / mm, bl; exit 1 } } }' || return 1
		i=$((i + 1))
	done
}

# safe_zone PDF SAFE: each glyph on the printed board (inside the bleed
# box) but less than SAFE mm from the trim, one line each
# (tests/tools/page-check.awk; its icons are printed.sh's to judge).
safe_zone() {
	page_check "$1" "$2" | grep '^safe page [0-9]*: "'
}

# tac PDF: the highest total area coverage inside the bleed box, in %.
tac() {
	rm -f "$T"/tac-*.pam
	gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=pamcmyk32 -dUseBleedBox \
	    -r30 -sOutputFile="$T/tac-%d.pam" "$1" >/dev/null 2>&1 || return 1
	for f in "$T"/tac-*.pam; do
		"$tool" tac "$f"
	done | sort -n | tail -1
}

for k in nodes dungeon transport; do
	for tf in "$top"/templates/page/*.page; do
		t=$(basename "$tf" .page)
		pdf=$T/$k-$t.pdf
		# (--panels 1: a folding template's pages laid out flat, as
		# these decks are made; fold.sh judges boards made folded)
		run "$bin/layout-pdf" --template "$t" --panels 1 \
		    $(template_args "$tf") "$T/$k.xml"
		cp "$T/out" "$pdf"
		check "$k/$t: layout-pdf succeeds" test "$rc" -eq 0 -a -s "$pdf"
		check "$k/$t: qpdf --check is clean" \
		    sh -c "qpdf --check '$pdf' >'$T/qpdf' 2>&1"
		bleed=$(template_mm "$tf" bleed)
		[ "$(awk '$1 == "tile" { print $2 }' "$tf")" = none ] || bleed=0
		if boxes "$pdf" "$bleed" >"$T/boxes"; then
			ok "$k/$t: raw Trim/Bleed/MediaBox on every page, nested, bleed $bleed mm"
		else
			not_ok "$k/$t: page boxes" "$(cat "$T/boxes")"
		fi
		check "$k/$t: pdffonts: every font embedded, a subset with a ToUnicode map, tagged by its bytes (not HPDFAA)" sh -c \
		    "pdffonts '$pdf' | awk 'NR > 2 && (\$(NF-4) != \"yes\" ||
		    \$(NF-3) != \"yes\" || \$(NF-2) != \"yes\" ||
		    \$1 !~ /^[A-Z][A-Z][A-Z][A-Z][A-Z][A-Z]\\+/ ||
		    \$1 ~ /^HPDFAA/) { bad = 1 } END { exit bad || NR < 3 }'"
		mutool trace "$pdf" 2>/dev/null |
		    awk -f "$top/tests/tools/trace-check.awk" >"$T/trace"
		if [ ! -s "$T/trace" ]; then
			ok "$k/$t: mutool trace: CMYK/gray only, lines >= 0.25 pt, text >= 6 pt"
		else
			not_ok "$k/$t: mutool trace" "$(sort "$T/trace" | uniq -c | head -5)"
		fi
		if [ "$bleed" != 0 ]; then
			safe=$(template_mm "$tf" safe)
			safe_zone "$pdf" "$safe" >"$T/safe"
			check "$k/$t: every word on the board inside the $safe mm safe zone" \
			    test ! -s "$T/safe"
		fi
		# The template's cap, black overprinting colours counted
		# (8-bit separations: within 1 %).
		ink=$(awk '$1 == "ink" { print $2 }' "$tf")
		cov=$(tac "$pdf")
		check "$k/$t: total area coverage inside the bleed $cov % <= ${ink:-280} %" \
		    awk -v c="${cov:-999}" -v i="${ink:-280}" \
		    'BEGIN { exit !(c <= i + 1) }'
		check "$k/$t: Ghostscript renders every page" sh -c \
		    "gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=nullpage '$pdf' 2>'$T/gs' && ! grep -qi error '$T/gs'"
	done
done

# The safe-zone check can fail: a 20 mm zone catches words near the edge.
safe_zone "$T/dungeon-shop.pdf" 20 >"$T/safe"
check "the safe-zone check finds words within 20 mm of the trim" test -s "$T/safe"

# Art that reaches the trim continues into the bleed: a transport map's
# terrain covers the board, so on each side the 3 mm bleed band (rendered
# at 72 dpi: 8.5 px) looks like the band just inside the trim (mean
# difference, 0-255). Against a white margin the same measure is large.
band() { # PPM X0 Y0 X1 Y1 W H: the mean difference of two blocks
	"$tool" diff "$1" "$2" "$3" "$1" "$4" "$5" "$6" "$7" | cut -d' ' -f1
}
pdftoppm -r 72 -aa no -aaVector no -f 1 -l 1 -singlefile \
    "$T/transport-shop.pdf" "$T/bl"
set -- $(head -c 20 "$T/bl.ppm" | sed -n 2p)
for side in "left 0 0 10 0 6 $2" "right $(($1 - 6)) 0 $(($1 - 16)) 0 6 $2" \
    "top 0 0 0 10 $1 6" "bottom 0 $(($2 - 6)) 0 $(($2 - 16)) $1 6"; do
	set -- $side
	d=$(band "$T/bl.ppm" "$2" "$3" "$4" "$5" "$6" "$7")
	check "transport: the art continues into the bleed ($1 side, diff $d)" \
	    awk -v d="${d:-999}" 'BEGIN { exit !(d < 5) }'
done
pdftoppm -r 72 -aa no -aaVector no -f 1 -l 1 -singlefile \
    "$T/transport-shop-marks.pdf" "$T/bm"
d=$(band "$T/bm.ppm" 0 100 40 100 6 400)
check "... the measure can fail: the white slug margin differs (diff $d)" \
    awk -v d="${d:-0}" 'BEGIN { exit !(d > 20) }'

# The same deck twice: the same bytes; SOURCE_DATE_EPOCH sets the dates.
"$bin/layout-pdf" --template shop-marks "$T/nodes.xml" >"$T/a.pdf"
"$bin/layout-pdf" --template shop-marks "$T/nodes.xml" >"$T/b.pdf"
check "the same deck twice gives byte-identical PDFs" cmp -s "$T/a.pdf" "$T/b.pdf"
SOURCE_DATE_EPOCH=1795046400 "$bin/layout-pdf" "$T/nodes.xml" >"$T/c.pdf"
check "SOURCE_DATE_EPOCH gives the dates" sh -c \
    "mutool show '$T/c.pdf' trailer/Info | grep -q 'CreationDate (D:20261119000000Z'"
check "without it, the dates are fixed (1970), never the clock" sh -c \
    "mutool show '$T/a.pdf' trailer/Info | grep -q 'ModDate (D:19700101'"

# PDF/X-1a keys: Trapped False, the version, one OutputIntent, /ID, title.
mutool show "$T/a.pdf" trailer/Info >"$T/info"
check "Info: Trapped /False" grep -q '/Trapped /False' "$T/info"
check "Info: GTS_PDFXVersion" grep -q '/GTS_PDFXVersion (PDF/X-1:2001)' "$T/info"
check "Info: a title from the deck" grep -q \
    '/Title (Lanternfall: lanternfall-000001 to lanternfall-000002)' "$T/info"
check "trailer: an /ID" sh -c "mutool show '$T/a.pdf' trailer | grep -q '/ID \\['"
check "exactly one OutputIntent, FOGRA39" sh -c \
    "mutool show '$T/a.pdf' Root/OutputIntents | grep -c 'R' | grep -qx 1 &&
     qpdf --show-object=\$(mutool show '$T/a.pdf' Root/OutputIntents | tr -d '[]' | awk '{ print \$1 }') '$T/a.pdf' | grep -q 'OutputConditionIdentifier (FOGRA39)'"
"$bin/layout-pdf" --template shop-us "$T/nodes.xml" >"$T/us.pdf"
check "shop-us: CGATS TR 001" sh -c "qpdf --qdf '$T/us.pdf' - | grep -aq 'CGATS TR 001'"
check "a different deck gives another /ID" sh -c \
    "[ \"\$(mutool show '$T/a.pdf' trailer/ID)\" != \"\$(mutool show '$T/us.pdf' trailer/ID)\" ]"

# An ICC profile from the shop becomes the DestOutputProfile.
printf 'x%.0s' $(seq 1 200) >"$T/bad.icc"
fails_cleanly "--icc: a file that is no ICC profile" 2 "not an ICC profile" \
    "$bin/layout-pdf" --icc "$T/bad.icc" "$T/nodes.xml"
icc=$(ls /usr/share/color/icc/ghostscript/default_cmyk.icc \
    /usr/share/ghostscript/*/iccprofiles/default_cmyk.icc 2>/dev/null | head -1)
if [ -n "$icc" ]; then
	# (Ghostscript's CMYK profile is a SWOP one: its condition.)
	"$bin/layout-pdf" --condition "CGATS TR 001" --icc "$icc" \
	    "$T/nodes.xml" >"$T/icc.pdf"
	check "--icc: the profile is the OutputIntent's DestOutputProfile" sh -c \
	    "qpdf --qdf '$T/icc.pdf' - | grep -aq '/DestOutputProfile' && qpdf --check '$T/icc.pdf' >/dev/null"
else
	not_ok "--icc: Ghostscript's CMYK profile is missing"
fi

# RGB for screens: DeviceRGB only, and not claiming PDF/X.
"$bin/layout-pdf" --colour rgb "$T/transport.xml" >"$T/rgb.pdf"
check "--colour rgb paints in DeviceRGB only" sh -c \
    "mutool trace '$T/rgb.pdf' | grep -o 'colorspace=\"[^\"]*\"' | sort -u | grep -qx 'colorspace=\"DeviceRGB\"'"
check "--colour rgb: no OutputIntent, no PDF/X version" sh -c \
    "! mutool show '$T/rgb.pdf' trailer/Info | grep -q GTS_PDFX && [ \"\$(mutool show '$T/rgb.pdf' Root/OutputIntents)\" = null ]"

# Crop marks: the All separation (every plate), 0.25 pt, beyond the bleed.
mutool trace "$T/a.pdf" 1 >"$T/trace1"
check "crop marks in the All separation at full tint" \
    grep -q 'colorspace="Separation(DeviceCMYK,All)" color="1"' "$T/trace1"
check "no crop marks on the default template" sh -c \
    "! mutool trace '$T/nodes-shop.pdf' 1 | grep -q 'Separation(DeviceCMYK,All)'"
# The slug line: in the margin with marks, inside (with page n/N) without.
check "slug margin: id, seed and page n/N below the bleed" sh -c \
    "pdftotext -f 1 -l 1 -layout '$T/a.pdf' - | grep -q 'lanternfall-000001 *seed 1 *page 1/4'"
# (a nodes caption is two lines: the id; the seed and page)
check "slug inside: page n/N on the board's caption" sh -c \
    "pdftotext -f 3 -l 3 '$T/nodes-shop.pdf' - | tr '\n' ' ' | grep -q 'lanternfall-000002 *seed 2 *page 3/4'"
"$bin/layout-pdf" --slug off "$T/nodes.xml" >"$T/off.pdf"
check "--slug off: no page numbers" sh -c \
    "! pdftotext '$T/off.pdf' - | grep -q 'page [0-9]*/'"
fails_cleanly "--slug margin without marks is refused" 2 "slug margin needs marks" \
    "$bin/layout-pdf" --slug margin "$T/nodes.xml"

# Paper: the board on a larger sheet, centred; one too small is refused.
"$bin/layout-pdf" --paper A3 "$T/nodes.xml" >"$T/a3.pdf"
check "--paper A3: an A4 board centred on A3 landscape" sh -c \
    "mutool show '$T/a3.pdf' pages/1/MediaBox | grep -q '1190.55' &&
     mutool show '$T/a3.pdf' pages/1/TrimBox | grep -q '174.33'"
fails_cleanly "--paper A5: an A4 board does not fit" 2 "does not fit on A5 paper" \
    "$bin/layout-pdf" --paper A5 "$T/nodes.xml"
fails_cleanly "--paper: not a paper" 2 "--paper: paper: board, A3" \
    "$bin/layout-pdf" --paper B9 "$T/nodes.xml"
fails_cleanly "--template: no such template" 2 "nosuch.page" \
    "$bin/layout-pdf" --template nosuch "$T/nodes.xml"
printf '[page]\nbleed 99\n' >"$T/bad.page"
fails_cleanly "a template's mistake names file:line" 2 "bad.page:2: bleed" \
    "$bin/layout-pdf" --template "$T/bad.page" "$T/nodes.xml"

# Long-edge duplex: the sheet turns over on its long side, so the back of
# a landscape sheet is its front mirrored top to bottom about the sheet's
# middle, and that of a portrait sheet left to right. Each expedition's
# item on the back must then land behind its circle on the front: the
# deck says where the circles are, mutool trace finds them on the front
# and the items on the back, and tests/tools/duplex-check.awk turns the
# back over and compares them, within 0.01 mm: that also holds the art's
# scale to the boxes' (written as 2.835, the scale put circles up to
# 0.037 mm off their place in the deck).
# duplex PDF DECK MAP [AXIS]: for each board of the page map with a back,
# a line per problem and a "worst D" line, each after the board's id.
duplex() {
	while IFS=, read -r id _ first last; do
		[ "$last" -gt "$first" ] || continue
		vars=$( (mutool show "$1" "pages/$first/MediaBox"
		    mutool show "$1" "pages/$first/TrimBox") | tr -d '[]' |
		    tr '\n' ' ' | awk '{ k = 25.4 / 72
		    printf "-v mw=%s -v mh=%s -v tx=%s -v ty=%s",
		        $3 * k, $4 * k, $5 * k, ($4 - $8) * k }')
		mutool trace "$1" "$first" >"$T/front.trace" 2>/dev/null
		mutool trace "$1" "$last" >"$T/back.trace" 2>/dev/null
		# shellcheck disable=SC2086
		awk $vars -v id="$id" -v tol=0.01 -v axis="${4:-}" \
		    -f "$top/tests/tools/trace.awk" \
		    -f "$top/tests/tools/duplex-check.awk" \
		    "$2" "$T/front.trace" "$T/back.trace" | sed "s/^/$id: /"
	done <"$3"
}

# duplex_pages PDF DECK MAP: a line for each board whose front is not on
# an odd page with its back (if it has expeditions) on the next, as a
# duplex printer pairs them; and for a back page whose boxes are not its
# front's, or a trim not in the middle of the sheet (so turning the
# sheet over turns the trim over too).
duplex_pages() {
	awk '/<board / { match($0, / id="[^"]*"/); id = substr($0, RSTART + 5, RLENGTH - 6) }
	    /<expedition / { e[id]++ }
	    END { for (id in e) print id }' "$2" | sort >"$T/exp.ids"
	while IFS=, read -r id _ first last; do
		want=$first
		grep -qx "$id" "$T/exp.ids" && want=$((first + 1))
		[ $((first % 2)) -eq 1 ] && [ "$last" -eq "$want" ] ||
		    echo "$id: pages $first-$last"
		[ "$last" -gt "$first" ] || continue
		for b in MediaBox TrimBox; do
			[ "$(mutool show "$1" "pages/$first/$b")" = \
			    "$(mutool show "$1" "pages/$last/$b")" ] ||
			    echo "$id: the back's $b is not the front's"
		done
		(mutool show "$1" "pages/$first/MediaBox"
		    mutool show "$1" "pages/$first/TrimBox") | tr -d '[]' |
		    tr '\n' ' ' | awk -v id="$id" '{ k = 25.4 / 72
		    dx = ($5 + $7 - $1 - $3) / 2 * k; dy = ($6 + $8 - $2 - $4) / 2 * k
		    if (dx * dx + dy * dy > 1e-4)
		        printf "%s: the trim is %.3f, %.3f mm off the sheet'"'"'s middle\n", id, dx, dy }'
	done <"$3"
}

# duplex_case NAME PDF DECK MAP: the checks of one layout of a deck.
duplex_case() {
	duplex_pages "$2" "$3" "$4" >"$T/dpages"
	if [ -s "$4" ] && [ ! -s "$T/dpages" ]; then
		ok "duplex $1: fronts on odd pages, each back on the next with the front's boxes, the trim centred"
	else
		not_ok "duplex $1: fronts and backs as a duplex printer pairs them" \
		    "$(head -3 "$T/dpages" | tr '\n' ';')"
	fi
	duplex "$2" "$3" "$4" >"$T/duplex"
	want=$(grep -c '<expedition ' "$3")
	boards=$(grep -c ': worst ' "$T/duplex")
	if [ "$want" -gt 0 ] && [ "$boards" -eq "$(wc -l <"$T/exp.ids")" ] &&
	    ! grep -v -e ': worst ' -e ' lands at ' "$T/duplex" >"$T/dcount"; then
		ok "duplex $1: $want items on the backs of $boards boards, one behind each expedition's circle"
	else
		not_ok "duplex $1: the backs' items and the fronts' circles" \
		    "$boards boards checked of $(wc -l <"$T/exp.ids")" \
		    "$(head -3 "$T/dcount" | tr '\n' ';')"
	fi
	worst=$(awk '/: worst / { if ($3 > w) w = $3 } END { printf "%.3f", w }' "$T/duplex")
	if [ "$boards" -gt 0 ] && ! grep ' lands at ' "$T/duplex" >"$T/dmiss"; then
		ok "duplex $1: each back item, turned over, within 0.01 mm of its circle (worst $worst mm)"
	else
		not_ok "duplex $1: back items off their circles (worst $worst mm)" \
		    "$(grep -c ' lands at ' "$T/duplex") items off" \
		    "$(head -3 "$T/dmiss" | tr '\n' ';')"
	fi
}

# Landscape boards from four seeds: on their own paper with the shop's
# 3 mm bleed, with marks in a 10 mm margin, with the 18 mm wrapping
# bleed, and centred on larger paper; portrait boards on landscape paper;
# and portrait sheets: portrait boards on their own paper, landscape
# boards on portrait paper. (Until 2026-11-23 every back was mirrored top
# to bottom, and on a portrait sheet every item missed its circle, by up
# to 57 mm.)
"$bin/gen-graph" --seed 5 --count 4 --expansion voyage | "$bin/gen-content" |
    "$bin/validate" >"$T/voyage.xml"
"$bin/gen-graph" --seed 5 --count 2 --paper A5 --portrait --players 5 \
    --expansion voyage |
    "$bin/gen-content" | "$bin/validate" >"$T/voyage-p.xml"
# duplex_layouts KIND DECK CASE...: DECK laid out as each CASE says ("NAME
# OPTION..."), each checked by duplex_case as KIND/NAME.
duplex_layouts() {
	kind=$1
	deck=$2
	shift 2
	for c in "$@"; do
		# shellcheck disable=SC2086
		set -- $c
		name=$1
		shift
		"$bin/layout-pdf" --page-map "$T/layout.map" "$@" "$deck" \
		    >"$T/layout.pdf"
		duplex_case "$kind/$name" "$T/layout.pdf" "$deck" "$T/layout.map"
	done
}
duplex_layouts landscape "$T/voyage.xml" "shop --template shop" \
    "shop-marks --template shop-marks" "wrapped --template wrapped" \
    "on-A3 --paper A3" "on-A3-portrait --paper A3 --portrait --bleed 0"
duplex_layouts portrait "$T/voyage-p.xml" \
    "shop-marks-on-A3-landscape --template shop-marks --paper A3 --landscape"
duplex_layouts "portrait sheet" "$T/voyage-p.xml" "shop --template shop" \
    "shop-marks --template shop-marks"
"$bin/layout-pdf" --page-map "$T/voyage.map" "$T/voyage.xml" >"$T/voyage.pdf"
# The check can fail: the same back turned over left to right (a
# short-edge flip of a landscape sheet) puts the items off their circles.
duplex "$T/voyage.pdf" "$T/voyage.xml" "$T/voyage.map" x >"$T/duplex"
check "... the check can fail: a short-edge flip puts $(grep -c ' lands at ' "$T/duplex") items off their circles" \
    grep -q ' lands at ' "$T/duplex"

# The back's names on small boards (issue 33): a type's name too wide for
# its circle goes below it, else above or beside it, clear of the other
# circles and names (nodes_back_place), whichever way the sheet turns:
# page-check.awk finds no text over a ring on the backs of eight 9-player
# 150x100 boards, top to bottom (shop) and sideways (on A4 portrait). (On
# main, top to bottom, the second board's "Reprieve" and the eighth's
# "Salvage" met the next circle; sideways the eighth's "Reprieve".)
"$bin/gen-graph" --players 9 --paper 150x100 --seed 52001 --count 8 \
    --expansion voyage | "$bin/gen-content" | "$bin/validate" -q \
    >"$T/small.xml"
for c in "top to bottom:--template shop" "sideways:--paper A4 --portrait"; do
	# shellcheck disable=SC2086
	"$bin/layout-pdf" -q ${c#*:} "$T/small.xml" >"$T/small.pdf"
	page_check "$T/small.pdf" 4 >"$T/found"
	backs=$(awk '/^pages / { print int($2 / 2) }' "$T/found")
	grep '^text ' "$T/found" | tr '\n' ' ' >"$T/err"
	check "the backs' names on 150x100 turned ${c%%:*}: no name over a ring ($backs backs)" \
	    sh -c "[ '$backs' -eq 8 ] && [ ! -s '$T/err' ]"
done

# The transport 2 x 2 split: four sheets a board, each with the bleed.
"$bin/layout-pdf" --split --template shop-marks "$T/transport.xml" >"$T/split.pdf"
check "--split: four sheets a transport board" sh -c \
    "pdfinfo '$T/split.pdf' | grep -q '^Pages: *8'"
if boxes "$T/split.pdf" 3 >"$T/boxes"; then
	ok "--split: boxes on every sheet, 3 mm bleed"
else
	not_ok "--split: boxes" "$(cat "$T/boxes")"
fi
mutool trace "$T/split.pdf" 2>/dev/null | awk -f "$top/tests/tools/trace-check.awk" >"$T/trace"
check "--split: CMYK only, no thin lines, no small text" test ! -s "$T/trace"
check "--split: each sheet names itself and its neighbours" sh -c \
    "pdftotext '$T/split.pdf' - | grep -q 'sheet 4 of 4 (bottom right): the left edge joins sheet 3'"

# Proof sheets: six boards a page by default, each named.
"$bin/gen-graph" --count 7 | "$bin/gen-content" | "$bin/validate" >"$T/seven.xml"
"$bin/layout-pdf" --proof 6 "$T/seven.xml" >"$T/proof.pdf"
check "--proof 6: 7 boards on 2 pages" sh -c \
    "pdfinfo '$T/proof.pdf' | grep -q '^Pages: *2'"
check "--proof: each board's id under it" sh -c \
    "[ \$(pdftotext '$T/proof.pdf' - | grep -c 'lanternfall-00000[1-7] *seed [1-7] *valid') -eq 7 ]"
check "--proof: not for print, so no PDF/X keys and no OutputIntent" sh -c \
    "! mutool show '$T/proof.pdf' trailer/Info | grep -q GTS_PDFX &&
     [ \"\$(mutool show '$T/proof.pdf' Root/OutputIntents)\" = null ]"
"$bin/layout-pdf" --proof 4 "$T/seven.xml" >"$T/proof4.pdf"
check "--proof 4: 2 pages of 4" sh -c "pdfinfo '$T/proof4.pdf' | grep -q '^Pages: *2'"

# Long decks over numbered files; -o writes whole files or none.
"$bin/layout-pdf" --max-pages 3 -o "$T/part.pdf" "$T/seven.xml"
check "--max-pages 3: 7 pages in 3 files" sh -c \
    "[ -f '$T/part-001.pdf' ] && [ -f '$T/part-003.pdf' ] && [ ! -f '$T/part-004.pdf' ] &&
     pdfinfo '$T/part-003.pdf' | grep -q '^Pages: *1'"
check "... each file a whole document with its own page count" sh -c \
    "pdftotext -f 3 -l 3 '$T/part-002.pdf' - | grep -q 'seed 6 *page 3/3' && qpdf --check '$T/part-002.pdf' >/dev/null"
"$bin/layout-pdf" --max-pages 1 -o "$T/exp.pdf" "$T/nodes.xml"
check "--max-pages: a board's pages stay together (front and back)" sh -c \
    "pdfinfo '$T/exp-001.pdf' | grep -q '^Pages: *2' && [ ! -f '$T/exp-003.pdf' ]"
fails_cleanly "--max-pages without -o is refused" 2 "needs -o FILE" \
    "$bin/layout-pdf" --max-pages 2 "$T/seven.xml"
head -c 20000 "$T/seven.xml" >"$T/cut.xml"
run "$bin/layout-pdf" --max-pages 2 -o "$T/cut.pdf" "$T/cut.xml"
check "a deck cut short: exit 2 and no file left, numbered or not" sh -c \
    "[ $rc -eq 2 ] && ! ls '$T'/cut*.pdf* >/dev/null 2>&1"
run "$bin/layout-pdf" -o "$T/cut.pdf" "$T/cut.xml"
check "... the same with -o: nothing under the name, no temporary left" sh -c \
    "[ $rc -eq 2 ] && ! ls '$T'/cut.pdf* >/dev/null 2>&1"
