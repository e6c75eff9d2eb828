# transport-page.sh: transport maps judged on the printed page, read off
# the PDF itself (pixels at 300 dpi, pdftotext's word boxes, mutool
# trace), not off the deck's model: the coast runs on into the bleed;
# labels leave the routes, the cities and the forests visible; no tree
# crosses the legend, which is as tall as its lines.
. tests/lib.sh

# coasts DECK K: how many coast lines meet each side of board K's grid,
# "left right top bottom": the neighbouring cells along that side of which
# one is water (~ or =) and the other not.
coasts() {
	xmllint --xpath "/deck/board[$2]/terrain/row/text()" "$1" | awk '
	    function w(ch) { return ch == "~" || ch == "=" }
	    { r[NR] = $0 }
	    END { n = NR; c = length(r[1])
		for (i = 1; i < n; i++) {
			l += w(substr(r[i], 1, 1)) != w(substr(r[i + 1], 1, 1))
			e += w(substr(r[i], c, 1)) != w(substr(r[i + 1], c, 1))
		}
		for (j = 1; j < c; j++) {
			t += w(substr(r[1], j, 1)) != w(substr(r[1], j + 1, 1))
			b += w(substr(r[n], j, 1)) != w(substr(r[n], j + 1, 1))
		}
		print l + 0, e + 0, t + 0, b + 0 }'
}

# box PDF PAGE NAME: the page's box NAME in 300 dpi pixels from the
# page's top left, "left top right bottom".
box() {
	{
		mutool show "$1" "pages/$2/MediaBox"
		mutool show "$1" "pages/$2/$3"
	} | tr -d '[]' | tr '\n' ' ' | awk '{ k = 300 / 72
	    printf "%d %d %d %d\n", $5 * k, ($4 - $8) * k, $7 * k,
	    ($4 - $6) * k }'
}

# runs PDF PAGE X Y W H: how many dark runs (grey below 100 of 255: the
# coast's 85 % K, not the light fills) a W x H strip of pixels at (X, Y)
# of page PAGE crosses, read along the strip at 300 dpi.
runs() {
	pdftoppm -r 300 -gray -f "$2" -l "$2" -singlefile -x "$3" -y "$4" \
	    -W "$5" -H "$6" "$1" "$T/strip" &&
	    tail -c "$(($5 * $6))" "$T/strip.pgm" | od -An -tu1 -v | awk '
	    { for (i = 1; i <= NF; i++) { d = $i < 100; n += d && !p; p = d } }
	    END { print n + 0 }'
}

# bleed_coasts DECK PDF: for each page (board) a line "ID want got": the
# coasts meeting the grid's left, right, top and bottom sides, and the
# dark lines crossed by a line of pixels through the middle of the bleed
# on each side (the trim's height or width long).
bleed_coasts() {
	nb=$(xmllint --xpath 'count(/deck/board)' "$1")
	k=1
	while [ "$k" -le "$nb" ]; do
		id=$(xmllint --xpath "string(/deck/board[$k]/@id)" "$1")
		box "$2" "$k" TrimBox >"$T/trim"
		box "$2" "$k" BleedBox >"$T/bleed"
		read -r tx0 ty0 tx1 ty1 <"$T/trim"
		read -r bx0 by0 bx1 by1 <"$T/bleed"
		h=$((ty1 - ty0))
		w=$((tx1 - tx0))
		got="$(runs "$2" "$k" $(((tx0 + bx0) / 2)) "$ty0" 1 "$h")"
		got="$got $(runs "$2" "$k" $(((tx1 + bx1) / 2)) "$ty0" 1 "$h")"
		got="$got $(runs "$2" "$k" "$tx0" $(((ty0 + by0) / 2)) "$w" 1)"
		got="$got $(runs "$2" "$k" "$tx0" $(((ty1 + by1) / 2)) "$w" 1)"
		echo "$id $(coasts "$1" "$k") $got"
		k=$((k + 1))
	done
}

# Maps of 2, 4 and 8 players (cells of 8.96 down to 5.12 mm) on the 18 mm
# wrapped board: each side's coasts are dark lines in the bleed too.
: >"$T/coasts"
for p in 2 4 8; do
	"$bin/gen-graph" --kind transport --players "$p" --seed 40 --count 4 \
	    -q | "$bin/gen-content" | "$bin/validate" -q >"$T/w$p.xml"
	"$bin/layout-pdf" --template wrapped "$T/w$p.xml" >"$T/w$p.pdf"
	bleed_coasts "$T/w$p.xml" "$T/w$p.pdf" >>"$T/coasts"
done
check "the coasts meet the grid's sides at least 20 times" test \
    "$(awk '{ n += $2 + $3 + $4 + $5 } END { print n + 0 }' \
    "$T/coasts")" -ge 20
bad=$(awk '$2 != $6 || $3 != $7 || $4 != $8 || $5 != $9' "$T/coasts")
if [ -z "$bad" ]; then
	ok "every coast runs on into the 18 mm bleed, as the fills do"
else
	not_ok "every coast runs on into the 18 mm bleed, as the fills do" \
	    "board, coasts at the left, right, top and bottom of the grid," \
	    "then the lines read in the bleed there:" \
	    "$(echo "$bad" | head -5 | tr '\n' ';')"
fi

# Labels read off the page (pdftotext -bbox: each word's box), mapped
# onto the grid the drawing uses (tests/tools/label-cells.awk), on the
# issue's maps: seeds 200-259 of 2 players, 400-459 of 4, 800-859 of 8,
# and 600-659 of 6 where planes fly (railways: airports under names).
# A name, a good or a bonus never covers the centre of a route's cell,
# a route's last step into a city, a transit, the middle of a tree, nor a
# city's marker; each name is beside its city; the rest of a tree is
# covered only where no place is free of it.
: >"$T/cells"
: >"$T/legends"
for ps in "2 200" "4 400" "8 800" "6 600 railways"; do
	set -- $ps
	p=$1
	"$bin/gen-graph" --kind transport --players "$p" --seed "$2" \
	    ${3:+--scenario "$3"} --count 60 -q | "$bin/gen-content" |
	    "$bin/validate" -q >"$T/l$p.xml"
	"$bin/layout-pdf" "$T/l$p.xml" >"$T/l$p.pdf"
	pdftotext -bbox "$T/l$p.pdf" "$T/l$p.html"
	# The trim's left and top edges in points from the page's top left.
	{
		mutool show "$T/l$p.pdf" pages/1/MediaBox
		mutool show "$T/l$p.pdf" pages/1/TrimBox
	} | tr -d '[]' | tr '\n' ' ' >"$T/trim"
	read -r m0 m1 m2 mh t0 t1 t2 t3 <"$T/trim"
	# The legend's box and any tree across it, off the page
	# (tests/tools/legend-trees.awk).
	mutool trace "$T/l$p.pdf" 2>/dev/null |
	    awk -f "$top/tests/tools/legend-trees.awk" >"$T/legend$p"
	cat "$T/legend$p" >>"$T/legends"
	awk -v tx="$t0" -v ty="$(echo "$mh $t3" | awk '{ print $1 - $2 }')" \
	    -v legends="$T/legend$p" \
	    -f "$top/tests/tools/label-cells.awk" "$T/l$p.xml" \
	    "$T/l$p.html" >>"$T/cells"
done
# The legend (issue 33): the forest gives way around it, so no tree's
# top or trunk shows over its box's edge (seed 16 at 8 players had four),
# and its box is as tall as its lines (it was 40 mm, its lower half
# empty).
check "a legend's box is read off each of the 240 pages" test \
    "$(awk '$1 == "pages" { n += $6 } END { print n + 0 }' "$T/legends")" \
    -eq 240
bad=$(grep '^page ' "$T/legends" || :)
check "no tree across the legend's box on 240 maps" test -z "$bad"
tall=$(awk '$1 == "legend" && $6 - $4 > 36' "$T/legends" | wc -l)
check "each legend's box is as tall as its lines (under 36 mm; $tall not)" \
    test "$tall" -eq 0
# Airports (issue 33): the devlog's winged underline under the name, a
# black bar 1.3 mm tall (white feathers on it), one for each airport and
# one in each legend, read off the 60 railways maps' pages.
air=$(grep -c '<city [^>]*airport="yes"' "$T/l6.xml")
bars=$(mutool trace "$T/l6.pdf" 2>/dev/null | awk '
    /<fill_path / { inf = /color="0 0 0 1"/; split("", ys); np = 0; next }
    inf && /<moveto |<lineto / { match($0, / y="[^"]*"/)
	ys[++np] = substr($0, RSTART + 4, RLENGTH - 5) + 0; next }
    inf && /<\/fill_path>/ { inf = 0; lo = hi = ys[1]
	for (k = 2; k <= np; k++) { if (ys[k] < lo) lo = ys[k]
		if (ys[k] > hi) hi = ys[k] }
	if (np == 4 && hi - lo > 1.29 && hi - lo < 1.31) n++ }
    END { print n + 0 }')
check "each of the $air airports and 60 legends has its winged underline ($bars)" \
    test "$air" -gt 60 -a "$bars" -eq $((air + 60))
"$bin/gen-graph" --kind transport --players 8 --seed 16 -q |
    "$bin/gen-content" | "$bin/layout-pdf" >"$T/s16.pdf"
mutool trace "$T/s16.pdf" 2>/dev/null |
    awk -f "$top/tests/tools/legend-trees.awk" >"$T/s16.legend"
check "seed 16 at 8 players: no tree across the legend (the issue's map)" \
    sh -c "grep -q '^pages 1 trees [1-9][0-9]* legends 1' '$T/s16.legend' &&
    ! grep -q '^page ' '$T/s16.legend'"
check "labels of 240 maps are read off the pages (at least 12,000 words)" \
    test "$(awk '$1 == "board" { n += $3 } END { print n + 0 }' \
    "$T/cells")" -ge 12000
for what in route-centre route-end transit tree-centre city; do
	bad=$(awk -v w="$what" '$1 == "over" && $4 == w' "$T/cells")
	if [ -z "$bad" ]; then
		ok "no label covers a $what"
	else
		not_ok "no label covers a $what" \
		    "$(echo "$bad" | wc -l) words on" \
		    "$(echo "$bad" | awk '{ print $2 }' | sort -u | wc -l) maps:" \
		    "$(echo "$bad" | head -4 | tr '\n' ';')"
	fi
done
bad=$(awk '$1 == "far"' "$T/cells")
check "each city's name is beside its marker (within 1.5 mm)" test -z "$bad"
trees=$(awk '$1 == "over" && $4 == "forest" { print $2 }' "$T/cells" |
    sort -u | wc -l)
check "labels touch a forest's tree on at most 1 map in 10 ($trees of 240)" \
    test "$trees" -le 24
