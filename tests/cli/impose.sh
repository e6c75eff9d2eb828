# impose.sh: impose-pdf puts layout-pdf's boards on press sheets. Each
# board's region of a rendered sheet (where the --map says it is) is
# compared with the board printed alone, for every kind, both orders,
# simplex and duplex; cut along the map, the stacks are in board order;
# backs land behind their fronts after the turn (mutool trace, to 0.01
# mm); the sheets pass the PDF/X checks; bad input fails in one line.
. tests/lib.sh
tool=$top/build/tests/pamtool
chk=$top/tests/tools/pdfx_check.py
R=50.8 # dpi of the renders: 2 pixels a mm, so the positions (to 0.5 mm) fall on pixels

# deck NAME GEN-GRAPH-OPTIONS...: NAME.xml, NAME.pdf (layout-pdf's, one
# page a board, a back after its front) and NAME.map (its page map).
deck() {
	name=$1
	shift
	"$bin/gen-graph" "$@" | "$bin/gen-content" | "$bin/validate" \
	    >"$T/$name.xml" 2>/dev/null
	"$bin/layout-pdf" --page-map "$T/$name.map" -o "$T/$name.pdf" \
	    "$T/$name.xml"
}

deck nodes --count 5 --seed 11
deck dungeon --kind dungeon --count 5 --seed 3 --paper A5
deck transport --kind transport --count 3 --seed 5
deck voyage --count 3 --seed 7 --expansion voyage
deck tall --count 3 --seed 9 --expansion voyage --portrait

# sheet_page MAP SHEET SIDE: the page of the imposed PDF that is that
# side of that sheet (a back follows its front when the map has backs).
sheet_page() {
	if grep -q ',back,' "$1"; then
		case $3 in
		back) echo $((2 * $2)) ;;
		*) echo $((2 * $2 - 1)) ;;
		esac
	else
		echo "$2"
	fi
}

# regions PDF MAP INPUT: for each row of the map, "ID SIDE MEAN SHARE":
# its region of the rendered sheet (trim less 1 mm a side) against the
# same of its page of INPUT alone, turned as the map says.
regions() {
	pdf=$1 map=$2 in=$3
	tail -n +2 "$map" | while IFS=, read -r id page sheet side pos x y w h rot; do
		p=$(sheet_page "$map" "$sheet" "$side")
		[ -f "$T/sheet-$p.ppm" ] || pdftoppm -r $R -aa no -aaVector no \
		    -f "$p" -l "$p" -singlefile "$pdf" "$T/sheet-$p"
		qpdf "$in" --pages . "$page" -- --rotate=-"$rot" "$T/one.pdf"
		pdftoppm -r $R -aa no -aaVector no -singlefile "$T/one.pdf" "$T/one"
		b=$(mutool show "$T/one.pdf" pages/1/TrimBox | tr -d '[]' |
		    awk '{ print $1 }')
		at=$(echo "$x $y $w $h $b" | awk -v r=$R '{ mm = r / 25.4
		    print int(($1 + 1) * mm + 0.5), int(($2 + 1) * mm + 0.5),
		    int($5 / 72 * r + mm + 0.5), int($5 / 72 * r + mm + 0.5),
		    int(($3 - 2) * mm), int(($4 - 2) * mm) }')
		# shellcheck disable=SC2086
		set -- $at
		echo "$id $side $("$tool" diff "$T/sheet-$p.ppm" "$1" "$2" \
		    "$T/one.ppm" "$3" "$4" "$5" "$6")"
	done
}

# same_regions NAME PDF MAP INPUT: every board's region as printed alone
# (mean difference and share of pixels far apart small, as tile.sh has).
same_regions() {
	rm -f "$T"/sheet-*.ppm
	regions "$2" "$3" "$4" >"$T/regions"
	bad=$(awk '$4 == "" || !($4 < 0.03) { print }' "$T/regions" | head -3 | tr '\n' ';')
	rows=$(wc -l <"$T/regions")
	if [ "$rows" -gt 0 ] && [ -z "$bad" ] &&
	    [ "$rows" -eq $(($(wc -l <"$3") - 1)) ]; then
		ok "$1: each of $rows board sides on the sheets shows its page as printed alone"
	else
		not_ok "$1: each board side on the sheets shows its page as printed alone" \
		    "rows $rows, far: $bad"
	fi
}

# stacks MAP ORDER: the map's fronts cut apart, each position a stack
# (stack order) or each sheet a pile (plain): their ids in turn.
stacks() {
	if [ "$2" = stack ]; then
		awk -F, 'NR > 1 && $4 == "front"' "$1" | sort -t, -k5,5n -k3,3n
	else
		awk -F, 'NR > 1 && $4 == "front"' "$1" | sort -t, -k3,3n -k5,5n
	fi | cut -d, -f1
}

for kind in nodes dungeon transport; do
	for order in stack plain; do
		run "$bin/impose-pdf" --order $order --page-map "$T/$kind.map" \
		    --map "$T/$kind-$order.csv" -o "$T/$kind-$order.pdf" "$T/$kind.pdf"
		check "$kind, $order order: imposed (status 0, nothing on stderr)" \
		    test "$rc" -eq 0 -a ! -s "$T/err"
		same_regions "$kind, $order" "$T/$kind-$order.pdf" \
		    "$T/$kind-$order.csv" "$T/$kind.pdf"
		cut -d, -f1 "$T/$kind.map" >"$T/want"
		stacks "$T/$kind-$order.csv" $order >"$T/got"
		check "$kind, $order: the sheets cut by the map give stacks in board order ($(tr '\n' ' ' <"$T/got"))" \
		    cmp -s "$T/want" "$T/got"
	done
done
check "A5 dungeon boards are turned to fit 4 on SRA3 (2 upright)" sh -c \
    "[ \$(awk -F, 'NR > 1 && \$3 == 1 && \$10 == 90' '$T/dungeon-plain.csv' | wc -l) -eq 4 ]"
check "cut-and-stack: sheet 1 of 5 A4 boards 2-up carries boards 1 and 4" sh -c \
    "awk -F, '\$3 == 1 { print \$1 }' '$T/nodes-stack.csv' | tr '\n' ' ' |
     grep -qx 'nodes-000011 nodes-000014 \\|lanternfall-000011 lanternfall-000014 '"

# The comparison can fail: a region against another board's page does.
awk -F, 'NR == 2 { $2 = 3; print }' OFS=, "$T/nodes-stack.csv" >"$T/wrong.csv"
(head -1 "$T/nodes-stack.csv"; cat "$T/wrong.csv") >"$T/wrong2.csv"
rm -f "$T"/sheet-*.ppm
r=$(regions "$T/nodes-stack.pdf" "$T/wrong2.csv" "$T/nodes.pdf")
check "a board's region compared with another board's page differs ($r)" \
    awk -v r="$r" 'BEGIN { split(r, v, " "); exit !(v[4] != "" && v[4] > 0.03) }'

# Duplex: expedition boards, a back after each front. Each side compared
# as above (the back turned as the map says), and each back item, the
# sheet turned over, behind its circle on the front (duplex-check.awk on
# mutool trace of both sides, as tile.sh checks duplex tiles).
# behind PDF MAP DECK AXIS: for each board, duplex-check.awk's lines.
behind() {
	pdf=$1 map=$2 xml=$3 axis=$4
	mw=$(mutool show "$pdf" pages/1/MediaBox | tr -d '[]' | awk '{ print $3 * 25.4 / 72 }')
	mh=$(mutool show "$pdf" pages/1/MediaBox | tr -d '[]' | awk '{ print $4 * 25.4 / 72 }')
	awk -F, '$4 == "front" { print $1, $3, $6, $7, $8, $9 }' "$map" |
	while read -r id sheet x y w h; do
		bv=$(awk -F, -v id="$id" '$1 == id && $4 == "back" {
		    print $6, $7, $6 + $8, $7 + $9 }' "$map")
		f=$((2 * sheet - 1))
		mutool trace "$pdf" "$f" >"$T/front.trace" 2>/dev/null
		mutool trace "$pdf" $((f + 1)) >"$T/back.trace" 2>/dev/null
		awk -v id="$id" -v tol=0.01 -v axis="$axis" -v mw="$mw" \
		    -v mh="$mh" -v tx="$x" -v ty="$y" \
		    -v fv="$x $y $(echo "$x $w" | awk '{ print $1 + $2 }') $(echo "$y $h" | awk '{ print $1 + $2 }')" \
		    -v bv="$bv" \
		    -f "$top/tests/tools/trace.awk" \
		    -f "$top/tests/tools/duplex-check.awk" \
		    "$xml" "$T/front.trace" "$T/back.trace" | sed "s/^/$id: /"
	done
}

# duplex_case NAME DECK SHEET TURN AXIS: imposed with --duplex TURN; the
# regions, then every back item behind its circle.
duplex_case() {
	run "$bin/impose-pdf" --sheet "$3" --duplex "$4" --page-map "$T/$2.map" \
	    --map "$T/$2-$4.csv" -o "$T/$2-$4.pdf" "$T/$2.pdf"
	check "$1: imposed (status 0)" test "$rc" -eq 0 -a ! -s "$T/err"
	same_regions "$1" "$T/$2-$4.pdf" "$T/$2-$4.csv" "$T/$2.pdf"
	behind "$T/$2-$4.pdf" "$T/$2-$4.csv" "$T/$2.xml" "$5" >"$T/behind"
	worst=$(awk '/: worst / { if ($3 > w) w = $3 } END { printf "%.3f", w }' "$T/behind")
	items=$(awk '/: worst / { i += $5 } END { print i + 0 }' "$T/behind")
	boards=$(grep -c ': worst ' "$T/behind")
	if [ "$items" -gt 0 ] && [ "$boards" -eq 3 ] &&
	    ! grep -v ': worst ' "$T/behind" | grep -q .; then
		ok "$1: each of $items back items, the sheet turned ($4), behind its front circle within 0.01 mm (worst $worst mm)"
	else
		not_ok "$1: each back item behind its front circle" \
		    "boards $boards items $items: $(grep -v ': worst ' "$T/behind" | head -3 | tr '\n' ';')"
	fi
}

duplex_case "voyage A4 landscape, work-and-turn" voyage SRA3 turn x
duplex_case "voyage A4 landscape, work-and-tumble" voyage 320x470 tumble y
duplex_case "voyage A4 portrait, work-and-turn" tall 450x320 turn x
duplex_case "voyage A4 portrait, work-and-tumble" tall 450x340 tumble y
# The check can fail: the turn's sheets read as tumbled put items astray.
behind "$T/voyage-turn.pdf" "$T/voyage-turn.csv" "$T/voyage.xml" y >"$T/behind"
check "a back read with the wrong turn does not land behind its front" \
    grep -q ' lands at ' "$T/behind"

# PDF/X: the imposed sheets of an X-1a deck (the default template) and of
# an X-4 one pass every requirement pdfx_check.py knows (boxes, the
# output intent, identification, fonts), as layout-pdf's own pages do;
# qpdf and Ghostscript read them without a word.
"$bin/layout-pdf" --template shop-x4 $(template_args "$top/templates/page/shop-x4.page") \
    --page-map "$T/x4.map" -o "$T/x4.pdf" "$T/nodes.xml"
"$bin/impose-pdf" --page-map "$T/x4.map" -o "$T/x4-sheets.pdf" "$T/x4.pdf"
for f in nodes-stack x4-sheets voyage-turn; do
	/usr/bin/python3 "$chk" "$T/$f.pdf" >"$T/chk" 2>&1
	check "$f: pdfx_check passes on the imposed sheets ($(head -c 200 "$T/chk" | tr '\n' ' '))" \
	    test $? -eq 0 -a ! -s "$T/chk"
	qpdf --check "$T/$f.pdf" >"$T/err" 2>&1
	check "$f: qpdf --check finds nothing" grep -q 'No syntax or stream encoding errors' "$T/err"
	gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=nullpage "$T/$f.pdf" >"$T/err" 2>&1
	check "$f: Ghostscript renders it without a message" test ! -s "$T/err"
done
level() {
	pdfinfo "$1" | awk '/^PDF subtype:/ { print $3 }'
	python3 -c 1 2>/dev/null
}
for f in x4 nodes; do
	g=$f-sheets
	[ $f = nodes ] && g=nodes-stack
	check "$g keeps its input's PDF/X level ($(pdfinfo "$T/$g.pdf" | awk '/^PDF subtype:/ { print $3 }')), version and output intent" sh -c \
	    "[ \"\$(pdfinfo '$T/$f.pdf' | grep -E '^(PDF subtype|PDF version)')\" = \"\$(pdfinfo '$T/$g.pdf' | grep -E '^(PDF subtype|PDF version)')\" ] &&
	     [ \"\$(mutool show '$T/$f.pdf' trailer/Root/OutputIntents/0 | grep -v '^[0-9]* 0 obj')\" = \"\$(mutool show '$T/$g.pdf' trailer/Root/OutputIntents/0 | grep -v '^[0-9]* 0 obj')\" ]"
done
check "every sheet's boxes: MediaBox, BleedBox and TrimBox the sheet (SRA3)" sh -c \
    "pdfinfo -box -f 1 -l 2 '$T/nodes-stack.pdf' | grep -E '^Page +[0-9]+ +(Media|Bleed|Trim)Box' |
     awk '{ if (\$4 != 0 || \$5 != 0 || \$6 != 907.09 || \$7 != 1275.59) exit 1; n++ } END { exit n != 6 }'"
# Art by reference: one copy of the deck's font and of each icon, however
# many boards; the slug's Type 3 font once.
check "the deck's one font stays one font on the sheets, the slug's font once" sh -c \
    "[ \$(pdffonts '$T/nodes-stack.pdf' | grep -c TrueType) -eq 1 ] &&
     [ \$(pdffonts '$T/nodes-stack.pdf' | grep -c 'Type 3') -eq 1 ]"
check "the sheets are hardly larger than the deck (art reused, not copied)" sh -c \
    "[ \$(wc -c <'$T/nodes-stack.pdf') -lt \$((\$(wc -c <'$T/nodes.pdf') + 40000)) ]"
pdftotext -f 1 -l 1 "$T/nodes-stack.pdf" - >"$T/slug"
check "the slug reads back as text (its ToUnicode map): sheet 1/3 front, boards, title" \
    grep -q 'sheet 1/3 front - cut and stack.*positions 1-2 - boards lanternfall-000011 to lanternfall-000014 - Lanternfall' "$T/slug"

# The same input and options give the same bytes.
"$bin/impose-pdf" --order plain --page-map "$T/nodes.map" --map "$T/again.csv" \
    -o "$T/again.pdf" "$T/nodes.pdf"
check "deterministic: the same PDF and map twice" sh -c \
    "cmp -s '$T/again.pdf' '$T/nodes-plain.pdf' && cmp -s '$T/again.csv' '$T/nodes-plain.csv'"
"$bin/impose-pdf" "$T/nodes.pdf" >"$T/stdout.pdf"
check "without -o the sheets go to standard output; without a page map each page is a board" sh -c \
    "pdfinfo '$T/stdout.pdf' | grep -q '^Pages: *3'"

# Bad input: one line, status 2, no file left.
qpdf --empty --pages "$T/nodes.pdf" -- "$T/other.pdf"
fails_cleanly "a PDF not made by layout-pdf is refused" 2 \
    'other.pdf: not written by layout-pdf' "$bin/impose-pdf" "$T/other.pdf"
fails_cleanly "a sheet too small for a board is refused" 2 \
    'nodes.pdf: a board of 303.0 x 216.0 mm with its bleed does not fit a sheet of 200 x 300 mm' \
    "$bin/impose-pdf" --sheet 200x300 -o "$T/small.pdf" "$T/nodes.pdf"
check "... and leaves no file" test ! -e "$T/small.pdf"
fails_cleanly "an unknown sheet" 2 '--sheet: "A9" is not' "$bin/impose-pdf" --sheet A9 "$T/nodes.pdf"
fails_cleanly "a negative grip" 2 '--grip: "-1" is not a length' "$bin/impose-pdf" --grip -1 "$T/nodes.pdf"
fails_cleanly "an unknown order" 2 '--order: "random" is not stack or plain' "$bin/impose-pdf" --order random "$T/nodes.pdf"
fails_cleanly "an unknown turn" 2 '--duplex: "flip" is not turn or tumble' "$bin/impose-pdf" --duplex flip "$T/nodes.pdf"
fails_cleanly "an unknown option" 2 'impose-pdf: ' "$bin/impose-pdf" --bogus "$T/nodes.pdf"
fails_cleanly "no PDF" 2 'needs one PDF' "$bin/impose-pdf"
fails_cleanly "two PDFs" 2 'needs one PDF' "$bin/impose-pdf" "$T/nodes.pdf" "$T/nodes.pdf"
fails_cleanly "a missing PDF" 2 'nope.pdf: No such file' "$bin/impose-pdf" "$T/nope.pdf"
fails_cleanly "a file that is not a PDF" 2 'nodes.xml: ' "$bin/impose-pdf" "$T/nodes.xml"
"$bin/layout-pdf" --tile A4 --page-map "$T/tile.map" -o "$T/tile.pdf" "$T/voyage.xml" 2>/dev/null
fails_cleanly "a board over several sheets (tiles) is refused" 2 \
    'tile.map:1: board lanternfall-000007 has [0-9]+ pages' \
    "$bin/impose-pdf" --page-map "$T/tile.map" "$T/tile.pdf"
echo "x,nodes.pdf,one,two" >"$T/bad.map"
fails_cleanly "a page map that is not one" 2 'bad.map:1: not a page map' \
    "$bin/impose-pdf" --page-map "$T/bad.map" "$T/nodes.pdf"
# A page map's rows of another file (layout-pdf --max-pages writes
# several) are not this file's boards.
(cat "$T/nodes.map"; sed 's/nodes\.pdf/nodes-002.pdf/' "$T/nodes.map") >"$T/two.map"
"$bin/impose-pdf" --page-map "$T/two.map" --map "$T/two.csv" -o /dev/null "$T/nodes.pdf"
check "a page map's rows of another file are left out (5 boards, not 10)" \
    test "$(($(wc -l <"$T/two.csv") - 1))" -eq 5
"$bin/gen-graph" --count 1 --seed 2 --paper A3 | "$bin/gen-content" | "$bin/validate" >"$T/a3.xml"
"$bin/layout-pdf" -o "$T/a3.pdf" "$T/a3.xml"
"$bin/layout-pdf" --merge -o "$T/mixed.pdf" "$T/nodes.pdf" "$T/a3.pdf"
fails_cleanly "boards of two sizes are refused (impose each size on its own)" 2 \
    'mixed.pdf: board page-6 is 420.0 x 297.0 mm, the first 297.0 x 210.0 mm' \
    "$bin/impose-pdf" --sheet B1 "$T/mixed.pdf"
fails_cleanly "the sheets' own output is not imposed again" 2 'nodes-stack.pdf: at byte [0-9]+: page object [0-9]+ is a press sheet already' \
    "$bin/impose-pdf" "$T/nodes-stack.pdf"
# A full disk: one line, status 2, no file left under the name.
"$bin/impose-pdf" "$T/nodes.pdf" >/dev/full 2>"$T/err"
rc=$?
check "standard output on a full disk is a write error (status 2, one line)" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] &&
    grep -q '^impose-pdf: write error' '$T/err'"
fails_cleanly "-o on a full disk is a write error" 2 \
    'impose-pdf: /dev/full: cannot write' "$bin/impose-pdf" -o /dev/full "$T/nodes.pdf"
fails_cleanly "--map on a full disk is a write error" 2 \
    'impose-pdf: /dev/full: cannot write' "$bin/impose-pdf" --map /dev/full \
    -o "$T/full.pdf" "$T/nodes.pdf"
check "... and the sheets do not appear without their map" test ! -e "$T/full.pdf"
