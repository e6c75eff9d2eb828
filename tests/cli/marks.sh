# marks.sh: marks on every plate (issue 30, item 5): layout-pdf's crop
# marks and impose-pdf's crop marks and registration targets are in the
# All separation, so Ghostscript's tiffsep plates (the process inks and a
# style's spot) all carry them; the sheet's colour bar has a patch of
# each spot colour on that spot's plate; and no registration target
# (nor any mark) inks a board's bleed or the grip, on SRA3 and SRA2
# sheets with A5, A4 and A3 boards, work-and-turn and work-and-tumble.
. tests/lib.sh
chk="/usr/bin/python3 $top/tests/tools/marks_check.py"
R=100 # dpi of the separations

# A nodes style with a spot colour: a category's disc fill.
sed 's/^light   #F8C1C1/light   spot 0 40 20 0 Warm Red/' \
    templates/style/lanternfall.style >"$T/spot.style"
"$bin/gen-graph" --seed 3 --style "$T/spot.style" >"$T/spot.xml"

# plates PDF: the counts marks_check.py gives for page 1's separations.
plates() {
	rm -f "$T"/sep_*
	(cd "$T" && gs -q -o 'sep_%d.tif' -sDEVICE=tiffsep -r$R "$1")
	$chk plates "$T/$1" 1 $R "$T" "Warm Red"
}
val() { sed -n "s/^$2=//p" "$1"; }

# every_plate WHAT FILE: each plate inks the marks' band, and what all
# five ink there (the marks in All) is most of what the spot's plate does
# (on a sheet its bar patch may lie in the band too).
every_plate() {
	s=$(val "$2" shared)
	for p in Cyan Magenta Yellow Black "Warm Red"; do
		v=$(val "$2" "$p")
		check "$1: the $p plate carries the marks ($v pixels, $s on every plate)" \
		    test "$v" -gt 0 -a "$v" -ge "$s"
	done
	w=$(val "$2" "Warm Red")
	check "$1: every plate inks the same marks ($s pixels shared, the spot's $w)" \
	    test "$s" -gt 0 -a "$((10 * s))" -ge "$((7 * w))"
}

run "$bin/layout-pdf" --template shop-marks -o "$T/page.pdf" "$T/spot.xml"
check "layout-pdf lays out the spot deck with marks" test "$rc" -eq 0
plates page.pdf >"$T/page.n"
every_plate "layout-pdf, shop-marks" "$T/page.n"
check "layout-pdf's page stays PDF/X" \
    /usr/bin/python3 tests/tools/pdfx_check.py "$T/page.pdf"

"$bin/layout-pdf" -o "$T/deck.pdf" "$T/spot.xml"
run "$bin/impose-pdf" -o "$T/sheet.pdf" "$T/deck.pdf"
check "impose-pdf imposes the spot deck" test "$rc" -eq 0
plates sheet.pdf >"$T/sheet.n"
every_plate "impose-pdf, SRA3" "$T/sheet.n"
p=$(val "$T/sheet.n" patch)
# A 2.5 mm patch at $R dpi: about 96 pixels.
check "the colour bar has the spot's patch on its plate ($p pixels)" \
    test "$p" -ge 80
check "the sheet stays PDF/X" \
    /usr/bin/python3 tests/tools/pdfx_check.py "$T/sheet.pdf"
check "qpdf finds the sheet sound" sh -c "qpdf --check '$T/sheet.pdf' >/dev/null"

# The targets: the marks alone (the boards' forms emptied) rendered at
# 150 dpi, for each sheet, board size and turn (the boards have backs).
G=10 # impose-pdf's grip, mm
for board in A5 A4 A3 A5-portrait A4-portrait A3-portrait; do
	paper=${board%-portrait}
	orient=
	[ "$paper" = "$board" ] || orient=--portrait
	# (a portrait A5 needs 5 players: at 4 the key leaves the short
	# side too little for its starts, and gen-graph refuses it)
	[ "$board" = A5-portrait ] && orient="$orient --players 5"
	"$bin/gen-graph" --count 2 --seed 7 --expansion voyage --paper $paper \
	    $orient | "$bin/gen-content" | "$bin/validate" -q \
	    >"$T/$board.xml" 2>/dev/null
	"$bin/layout-pdf" --page-map "$T/$board.map" -o "$T/$board.pdf" \
	    "$T/$board.xml"
	for sheet in SRA3 SRA2; do
		for turn in turn tumble; do
			c="$sheet $board $turn"
			out=$T/$sheet-$board-$turn
			run "$bin/impose-pdf" --sheet $sheet --duplex $turn \
			    --page-map "$T/$board.map" -o "$out.pdf" \
			    "$T/$board.pdf"
			if [ "$rc" -ne 0 ]; then
				not_ok "$c: imposed" "$(cat "$T/err")"
				continue
			fi
			$chk strip "$out.pdf" "$out-marks.pdf"
			pages=$(pdfinfo "$out.pdf" | awk '/^Pages:/ { print $2 }')
			for pg in $(seq 1 "$pages"); do
				pdftoppm -r 150 -gray -aa no -aaVector no -f "$pg" \
				    -l "$pg" -singlefile "$out-marks.pdf" "$out-$pg"
				$chk clear "$out.pdf" "$pg" "$out-$pg.pgm" 150 $G \
				    $turn
			done >"$out.clear"
			t=$(awk -F'[= ]' '{ s += $2 } END { print s + 0 }' "$out.clear")
			check "$c: $t targets, no mark ink in a bleed or the grip ($(tr '\n' ' ' <"$out.clear"))" \
			    sh -c "[ $t -gt 0 ] && ! grep -qv 'inbleed=0 ingrip=0' '$out.clear'"
		done
	done
done
echo "1..$n"
