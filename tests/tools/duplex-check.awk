# duplex-check.awk: does each item on an expedition board's back page sit
# behind its circle on the front once the sheet is turned over?
# Reads three files: the deck, whose board named by the variable id says
# where its expeditions are (trim mm from the trim's top-left corner);
# then `mutool trace` of the board's front page, then of its back page.
# The other variables: tx, ty, the trim's top-left corner, and mw, mh, the
# media's size, in mm from the media's top-left corner; tol, in mm; axis,
# "x" or "y" to force a mirror (to see this check fail), else the one a
# long-edge duplex makes: the sheet turns over on its long side, so a
# landscape sheet's back is mirrored top to bottom (y) about the sheet's
# middle, and a portrait sheet's left to right (x).
# A print-and-play tile shows part of the board: then tx, ty are where
# the board's top-left corner lies (off the sheet for most tiles), and fv
# and bv the parts of the front and the back page that show ("x0 y0 x1
# y1", mm from the media's top-left corner: their trim boxes). Only the
# back's items that show there are checked, each against every circle on
# the front, and only the circles wholly inside the front's part must
# have an item behind them. With mark, the radius of a tile's
# registration crosses (their paper disc), each cross on the back must
# lie behind one on the front ("a cross at X, Y is D mm off" if not).
# Prints one line per problem, then "worst D items N circles M": the
# largest distance in mm from a back item, turned over, to the front
# circle it lands on; the back items and the front circles checked.
function point(x, y) {
	to_page(x, y)
	if (X < x0) x0 = X
	if (X > x1) x1 = X
	if (Y < y0) y0 = Y
	if (Y > y1) y1 = Y
}
function dist(ax, ay, bx, by) {
	return sqrt((ax - bx) ^ 2 + (ay - by) ^ 2)
}
# inside(V, x, y, r): the circle wholly inside part V ("x0 y0 x1 y1").
function inside(v, x, y, r,    a) {
	if (v == "")
		return 1
	split(v, a, " ")
	return x - r >= a[1] && x + r <= a[3] && y - r >= a[2] && y + r <= a[4]
}
# shows(V, x, y, r): some of the circle's square inside part V.
function shows(v, x, y, r,    a) {
	if (v == "")
		return 1
	split(v, a, " ")
	return x + r > a[1] && x - r < a[3] && y + r > a[2] && y - r < a[4]
}
BEGIN {
	MM = 72 / 25.4
	if (axis == "")
		axis = mw > mh ? "y" : "x"
}
FNR == 1 { file++ }
file == 1 && /<board / { on = attr($0, "id") == id }
file == 1 && on && /<expedition / {
	ne++
	ex[ne] = attr($0, "x") + tx
	ey[ne] = attr($0, "y") + ty
}
file == 1 { next }
# A filled circle as pdf_circle draws it: a moveto and four curvetos,
# whose end points are its extremes; device points (y down), kept in mm.
/<fill_path / {
	split(attr($0, "transform"), m, " ")
	segs = lines = 0
	x0 = y0 = 1e9
	x1 = y1 = -1e9
	inpath = 1
	next
}
inpath && /<moveto / { segs++; point(attr($0, "x"), attr($0, "y")) }
inpath && /<curveto / { segs++; point(attr($0, "x3"), attr($0, "y3")) }
inpath && /<lineto / { lines++ }
inpath && /<\/fill_path>/ {
	inpath = 0
	if (lines || segs != 5 || (x1 - x0) - (y1 - y0) > 0.01 ||
	    (y1 - y0) - (x1 - x0) > 0.01)
		next
	k = ++nc[file]
	cx[file, k] = (x0 + x1) / 2 / MM
	cy[file, k] = (y0 + y1) / 2 / MM
	cr[file, k] = (x1 - x0) / 2 / MM
}
END {
	# The front's expedition circles: the largest filled circle centred
	# on each expedition of the deck (a one-slot circle shares its
	# centre). All have one radius, the back's items too.
	r = -1
	for (i = 1; i <= ne; i++) {
		fr = -1
		for (k = 1; k <= nc[2]; k++)
			if (dist(cx[2, k], cy[2, k], ex[i], ey[i]) <= tol &&
			    cr[2, k] > fr) {
				fr = cr[2, k]
				fx[i] = cx[2, k]
				fy[i] = cy[2, k]
			}
		if (fr < 0 && inside(fv, ex[i], ey[i], 0))
			printf "no circle on the front at the deck's %.3f, %.3f\n",
			    ex[i] - tx, ey[i] - ty
		else if (fr >= 0)
			r = fr
	}
	# The front's circles that must have an item behind them.
	nf = 0
	for (i = 1; i <= ne; i++)
		if ((i in fx) && inside(fv, fx[i], fy[i], r)) {
			must[i] = 1
			nf++
		}
	# The back's items that show, turned over as the sheet is.
	nb = 0
	for (k = 1; k <= nc[3]; k++)
		if (r > 0 && cr[3, k] > r - 0.05 && cr[3, k] < r + 0.05 &&
		    shows(bv, cx[3, k], cy[3, k], r)) {
			nb++
			bx[nb] = axis == "x" ? mw - cx[3, k] : cx[3, k]
			by[nb] = axis == "y" ? mh - cy[3, k] : cy[3, k]
		}
	if (fv == "" && nb != ne)
		printf "%d items on the back, %d expeditions in the deck\n", nb, ne
	worst = 0
	for (j = 1; j <= nb; j++) {
		best = 1e9
		for (i = 1; i <= ne; i++)
			if ((i in fx) &&
			    (d = dist(bx[j], by[j], fx[i], fy[i])) < best) {
				best = d
				bi = i
			}
		if (best > worst)
			worst = best
		if (best > tol)
			printf "a back item lands at %.3f, %.3f, %.3f mm from the " \
			    "nearest circle\n", bx[j] - tx, by[j] - ty, best
		else
			hit[bi]++
	}
	for (i = 1; i <= ne; i++)
		if ((i in fx) && (hit[i] > 1 || (i in must) && hit[i] != 1))
			printf "the circle at %.3f, %.3f has %d items behind it\n",
			    ex[i] - tx, ey[i] - ty, hit[i]
	# The tile's crosses, turned over, on the front's.
	for (k = 1; mark != "" && k <= nc[3]; k++) {
		if (cr[3, k] < mark - 0.05 || cr[3, k] > mark + 0.05)
			continue
		x = axis == "x" ? mw - cx[3, k] : cx[3, k]
		y = axis == "y" ? mh - cy[3, k] : cy[3, k]
		best = 1e9
		for (i = 1; i <= nc[2]; i++)
			if (cr[2, i] > mark - 0.05 && cr[2, i] < mark + 0.05 &&
			    (d = dist(x, y, cx[2, i], cy[2, i])) < best)
				best = d
		if (best > tol)
			printf "a cross at %.3f, %.3f is %.3f mm off the " \
			    "front's\n", x, y, best
	}
	printf "worst %.3f items %d circles %d\n", worst, nb, nf
}
