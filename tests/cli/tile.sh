# tile.sh: one board over home-printer sheets. The sheet count follows
# n = ceil((L - o) / (p - o)) per axis, and each sheet shows exactly the
# part of the board its label claims: rendered and compared with the same
# part of the board printed whole.
. tests/lib.sh
tool=$top/build/tests/pamtool
R=40 # dpi of the renders

"$bin/gen-graph" --paper A3 --seed 4 | "$bin/gen-content" |
    "$bin/validate" >"$T/a3.xml"
"$bin/gen-graph" --kind dungeon --paper A3 --seed 4 | "$bin/gen-content" |
    "$bin/validate" >"$T/dungeon.xml"

# sheets L_W L_H: the fewer of portrait and landscape sheets, from the
# formula with the common printable area less 1/4 in, overlap 12.7 mm.
sheets() {
	awk -v W="$1" -v H="$2" 'function n(L, p) { o = 12.7
	    if (L <= p) return 1; x = (L - o) / (p - o)
	    return (x == int(x)) ? x : int(x) + 1 }
	    BEGIN { pw = 210 - 12.7; ph = 279.4 - 12.7
	    a = n(W, pw) * n(H, ph); b = n(W, ph) * n(H, pw)
	    print (a <= b ? a : b) }'
}

for paper in A4 Letter; do
	"$bin/layout-pdf" --tile "$paper" "$T/a3.xml" >"$T/t.pdf"
	want=$(sheets 420 297)
	got=$(pdfinfo "$T/t.pdf" | awk '/^Pages:/ { print $2 }')
	check "an A3 board on $paper: $got sheets, as ceil((L - o)/(p - o)) gives ($want)" \
	    test "$got" -eq "$want"
done
check "an A3 board on A4 takes 4 sheets (2 x 2, landscape)" test "$(sheets 420 297)" -eq 4
check "... and an A4 board 2 (portrait)" test "$(sheets 297 210)" -eq 2

# compare PDF PAGE REF: the page's block (its TrimBox) against the block of
# the whole board (REF, rendered at trim size) its label claims, both less
# the 12.7 mm overlap on every side (where the crosses, the bar and the
# label are); prints the mean difference and the share of pixels far
# apart.
compare() {
	ref=$3
	line=$(pdftotext -f "$2" -l "$2" "$1" - | grep -a ' sheet ' | head -1)
	claim=$(echo "$line" | sed -n 's/.* x \([0-9.]*\)-\([0-9.]*\) y \([0-9.]*\)-\([0-9.]*\) mm.*/\1 \2 \3 \4/p')
	[ -n "$claim" ] || { echo "no claim on page $2"; return 1; }
	tb=$(mutool show "$1" "pages/$2/TrimBox" | tr -d '[]')
	mh=$(mutool show "$1" "pages/$2/MediaBox" | tr -d '[]' | awk '{ print $4 }')
	pdftoppm -r $R -aa no -aaVector no -f "$2" -l "$2" -singlefile "$1" "$T/page"
	set -- $(echo "$tb $mh $claim" | awk -v r=$R '{
	    pt = r / 72; mm = r / 25.4
	    # the sheet block: the trim box, from the top-left corner
	    o = 12.7 * mm
	    sx = int($1 * pt + o + 0.5); sy = int(($5 - $4) * pt + o + 0.5)
	    # the board block: the claimed region
	    bx = int($6 * mm + o + 0.5); by = int($8 * mm + o + 0.5)
	    w = int(($7 - $6) * mm - 2 * o) - 1
	    h = int(($9 - $8) * mm - 2 * o) - 1
	    print sx, sy, bx, by, w, h }')
	"$tool" diff "$T/page.ppm" "$1" "$2" "$ref" "$3" "$4" "$5" "$6"
}

# The board whole, at its trim size, with nothing around it.
for k in a3 dungeon; do
	"$bin/layout-pdf" --bleed 0 --slug off "$T/$k.xml" >"$T/ref.pdf"
	pdftoppm -r $R -aa no -aaVector no -singlefile "$T/ref.pdf" "$T/ref"
	"$bin/layout-pdf" --template pnp-a4 --slug off "$T/$k.xml" >"$T/t.pdf"
	pages=$(pdfinfo "$T/t.pdf" | awk '/^Pages:/ { print $2 }')
	i=1
	while [ "$i" -le "$pages" ]; do
		# Only the crosses, the bar and the label may differ.
		r=$(compare "$T/t.pdf" "$i" "$T/ref.ppm")
		check "$k sheet $i of $pages shows the region it claims (diff $r)" \
		    awk -v r="$r" 'BEGIN { split(r, v, " "); exit !(v[2] != "" && v[2] < 0.03) }'
		i=$((i + 1))
	done
done

# The comparison can fail: sheet 2 against sheet 1's region does.
"$bin/layout-pdf" --bleed 0 --slug off "$T/a3.xml" >"$T/ref.pdf"
pdftoppm -r $R -aa no -aaVector no -singlefile "$T/ref.pdf" "$T/ref"
"$bin/layout-pdf" --template pnp-a4 --slug off "$T/a3.xml" >"$T/t.pdf"
line=$(pdftotext -f 1 -l 1 "$T/t.pdf" - | grep -a ' sheet ')
pdftoppm -r $R -aa no -aaVector no -f 2 -l 2 -singlefile "$T/t.pdf" "$T/p2"
tb=$(mutool show "$T/t.pdf" pages/2/TrimBox | tr -d '[]')
set -- $(echo "$tb" | awk -v r=$R '{ pt = r / 72
    print int($1 * pt + 0.5), int((595.2756 - $4) * pt + 0.5),
    int(($3 - $1) * pt) - 1, int(($4 - $2) * pt) - 1 }')
r=$("$tool" diff "$T/p2.ppm" "$1" "$2" "$T/ref.ppm" 0 0 "$3" "$4")
check "a sheet compared with the wrong region differs (diff $r)" \
    awk -v r="$r" 'BEGIN { split(r, v, " "); exit !(v[2] > 0.03) }'

# The sheets carry their marks: crosses, the 100 mm bar, the label.
check "each sheet says to print at 100 % and names itself" sh -c \
    "[ \$(pdftotext '$T/t.pdf' - | grep -c 'this bar must measure 100 mm') -eq 4 ] &&
     pdftotext '$T/t.pdf' - | grep -q 'sheet B2 (4 of 4)'"

# Duplex tiles. An expedition board's back is printed on the back of its
# sheets: each front sheet is followed by the sheet's back, as a duplex
# printer pairs them, and the back, turned over on the sheet's long edge
# (left to right for a portrait sheet, top to bottom for a landscape one,
# about the sheet's middle), puts each expedition's item behind its circle
# on the front. tests/tools/duplex-check.awk finds the circles and items
# with mutool trace; the front's label says which part of the board it
# shows (checked above against the board printed whole).
# label PDF PAGE: the sheet's label, as pdftotext reads it in one line
# (in reading order when the label runs upwards, else in the order drawn,
# so no item's text beside it joins it).
label() {
	for mode in -raw -layout; do
		pdftotext $mode -f "$2" -l "$2" "$1" - |
		    grep -a ' sheet [A-Z0-9]* \(back \)\{0,1\}(.* mm ' && return
	done
}

# tile_duplex PDF DECK MAP [AXIS]: for each board of the page map, a line
# per problem, and a "worst D items N circles M" line for each sheet,
# each after the board's id and the sheet's name.
tile_duplex() {
	while IFS=, read -r id _ first last; do
		size=$(awk -v id="$id" '/<board / && index($0, " id=\"" id "\"") {
		    match($0, / width="[^"]*"/); w = substr($0, RSTART + 8, RLENGTH - 9)
		    match($0, / height="[^"]*"/); print w, substr($0, RSTART + 9, RLENGTH - 10)
		    exit }' "$2")
		# (as many sheets as the labels say: as even tiles take,
		# or one more where a back's circles leave no clear join
		# near the even ones, print/sheet.h)
		n=$(label "$1" "$first" | sed -n 's/.* (1 of \([0-9]*\)).*/\1/p')
		# shellcheck disable=SC2086
		even=$(sheets $size)
		[ "${n:-0}" -ge "$even" ] && [ "${n:-0}" -le $((even + 1)) ] ||
		    echo "$id: ${n:-no} sheets, not $even or one more"
		want=$((2 * ${n:-0}))
		[ $((first % 2)) -eq 1 ] && [ $((last - first + 1)) -eq "$want" ] ||
		    echo "$id: pages $first-$last, not $want from an odd page"
		f=$first
		while [ "$f" -lt "$last" ]; do
			b=$((f + 1))
			fl=$(label "$1" "$f" | head -1)
			bl=$(label "$1" "$b" | head -1)
			name=$(echo "$fl" | sed -n 's/.* sheet \([A-Z0-9]*\) (.*/\1/p')
			case $bl in
			*" sheet $name back ("*) ;;
			*) echo "$id: page $f is sheet ${name:-?}, page $b not its back: $bl" ;;
			esac
			# The front's region (its top-left corner in board mm),
			# both pages' media and trim boxes.
			claim=$(echo "$fl" | sed -n 's/.* x \([0-9.]*\)-[0-9.]* y \([0-9.]*\)-[0-9.]* mm.*/\1 \2/p')
			(for p in "$f" "$b"; do
				mutool show "$1" "pages/$p/MediaBox"
				mutool show "$1" "pages/$p/TrimBox"
			done; echo "${claim:-0 0}") | tr -d '[]' | tr '\n' ' ' |
			    awk -v id="$id $name" '{ k = 25.4 / 72
			    mw = $3 * k; mh = $4 * k
			    fx0 = $5 * k; fy0 = ($4 - $8) * k; fx1 = $7 * k; fy1 = ($4 - $6) * k
			    bx0 = $13 * k; by0 = ($12 - $16) * k; bx1 = $15 * k; by1 = ($12 - $14) * k
			    if ($9 != $1 || $10 != $2 || $11 != $3 || $12 != $4)
			        printf "%s: the back'"'"'s MediaBox is not the front'"'"'s\n", id >"/dev/stderr"
			    # The back'"'"'s trim, turned over, lies on the front'"'"'s.
			    if (mw > mh) { ty0 = mh - by1; ty1 = mh - by0; tx0 = bx0; tx1 = bx1 }
			    else { tx0 = mw - bx1; tx1 = mw - bx0; ty0 = by0; ty1 = by1 }
			    d = (tx0 - fx0) ^ 2 + (tx1 - fx1) ^ 2 + (ty0 - fy0) ^ 2 + (ty1 - fy1) ^ 2
			    if (d > 1e-4)
			        printf "%s: the back'"'"'s trim turned over is not behind the front'"'"'s\n", id >"/dev/stderr"
			    printf "%s %s %s %s %s %s %s %s %s %s %s %s\n", mw, mh,
			        fx0 - $17, fy0 - $18, fx0, fy0, fx1, fy1, bx0, by0, bx1, by1
			    }' >"$T/tvars" 2>"$T/tbox"
			cat "$T/tbox"
			read -r mw mh tx ty fx0 fy0 fx1 fy1 bx0 by0 bx1 by1 <"$T/tvars"
			mutool trace "$1" "$f" >"$T/front.trace" 2>/dev/null
			mutool trace "$1" "$b" >"$T/back.trace" 2>/dev/null
			awk -v id="$id" -v tol=0.01 -v axis="${4:-}" -v mw="$mw" \
			    -v mh="$mh" -v tx="$tx" -v ty="$ty" \
			    -v fv="$fx0 $fy0 $fx1 $fy1" -v bv="$bx0 $by0 $bx1 $by1" \
			    -v mark=3.2 \
			    -f "$top/tests/tools/trace.awk" \
			    -f "$top/tests/tools/duplex-check.awk" \
			    "$2" "$T/front.trace" "$T/back.trace" | sed "s/^/$id $name: /"
			f=$((f + 2))
		done
	done <"$3"
}

# tile_duplex_case NAME PDF DECK MAP: the checks of one tiling.
tile_duplex_case() {
	tile_duplex "$2" "$3" "$4" >"$T/tduplex"
	sheets=$(grep -c ': worst ' "$T/tduplex")
	grep -e ': pages ' -e ' not its back' -e 'MediaBox' -e 'trim turned' \
	    -e 'a cross at' "$T/tduplex" >"$T/tpages"
	if [ "$sheets" -gt 0 ] && [ ! -s "$T/tpages" ]; then
		ok "duplex tiles $1: $sheets sheets, each front from an odd page followed by its back, the back's trim and crosses behind the front's"
	else
		not_ok "duplex tiles $1: fronts and backs as a duplex printer pairs them" \
		    "$(head -3 "$T/tpages" | tr '\n' ';')"
	fi
	worst=$(awk '/: worst / { if ($4 > w) w = $4 } END { printf "%.3f", w }' "$T/tduplex")
	items=$(awk '/: worst / { i += $6 } END { print i + 0 }' "$T/tduplex")
	circles=$(awk '/: worst / { c += $8 } END { print c + 0 }' "$T/tduplex")
	grep ' lands at ' "$T/tduplex" >"$T/tmiss"
	if [ "$items" -gt 0 ] && [ ! -s "$T/tmiss" ]; then
		ok "duplex tiles $1: each of $items back items showing, turned over, within 0.01 mm of a front circle (worst $worst mm)"
	else
		not_ok "duplex tiles $1: back items off the front's circles (worst $worst mm)" \
		    "$(wc -l <"$T/tmiss") of $items items off" \
		    "$(head -3 "$T/tmiss" | tr '\n' ';')"
	fi
	grep -e ' behind it' -e 'no circle' -e ' items on the back' \
	    "$T/tduplex" >"$T/tbehind"
	if [ "$circles" -gt 0 ] && [ ! -s "$T/tbehind" ]; then
		ok "duplex tiles $1: each of $circles circles wholly on a front sheet has its item behind it"
	else
		not_ok "duplex tiles $1: circles without their item behind them" \
		    "$(wc -l <"$T/tbehind") problems, $circles circles checked" \
		    "$(head -3 "$T/tbehind" | tr '\n' ';')"
	fi
}

# A4 boards on portrait sheets (two a board, turned left to right), A3
# boards on landscape ones (2 x 2, top to bottom), and portrait A4 boards
# on landscape sheets (one above the other).
"$bin/gen-graph" --seed 5 --count 2 --expansion voyage | "$bin/gen-content" |
    "$bin/validate" >"$T/v-a4.xml"
"$bin/gen-graph" --seed 5 --count 2 --paper A3 --expansion voyage |
    "$bin/gen-content" | "$bin/validate" >"$T/v-a3.xml"
"$bin/gen-graph" --seed 5 --count 2 --paper A4 --portrait --expansion voyage |
    "$bin/gen-content" | "$bin/validate" >"$T/v-a4p.xml"
for deck in a4 a3 a4p; do
	for t in pnp-a4 pnp-letter; do
		"$bin/layout-pdf" --template "$t" --page-map "$T/v.map" \
		    "$T/v-$deck.xml" >"$T/v.pdf"
		tile_duplex_case "$deck/$t" "$T/v.pdf" "$T/v-$deck.xml" "$T/v.map"
	done
done
# The check can fail: the A4 boards' portrait sheets turned over top to
# bottom (their short edge) put the items off their circles.
"$bin/layout-pdf" --template pnp-a4 --page-map "$T/v.map" "$T/v-a4.xml" \
    >"$T/v.pdf"
tile_duplex "$T/v.pdf" "$T/v-a4.xml" "$T/v.map" y >"$T/tduplex"
check "... the check can fail: a short-edge flip puts $(grep -c ' lands at ' "$T/tduplex") items off their circles" \
    grep -q ' lands at ' "$T/tduplex"
