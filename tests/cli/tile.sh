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
