# label-cells.awk: reads a transport deck, then `pdftotext -bbox` of its
# PDF (page k shows board k), and maps each label word read off a page
# onto the board's grid, to say what it covers. Run as
#   awk -v tx=PT -v ty=PT -f label-cells.awk DECK BBOX.html
# with tx, ty the trim's left and top edges in points from the page's top
# left (the page's TrimBox). A label word is a city's name, a good's title
# (from the rules the deck embeds), the value after it ("Tea 4") or a
# start bonus ("+2"). The grid is where the drawing puts it: centred on
# the trim, cells of the board's cell mm. With -v legends=FILE (the
# "legend N X0 Y0 X1 Y1" lines of legend-trees.awk, mm from the page's top
# left), words in page N's legend box are the legend's, not labels; else
# the rules' legend_width by legend_height in their corner. Prints, for
# each board,
#   board ID LABELS             the label words read on its page
# and for each label word over something it must leave visible:
#   over ID WORD route-centre C,R   the centre of a route's cell
#   over ID WORD route-end C,R-C,R  a route's last step into a city
#   over ID WORD transit C,R        the inner two thirds of a transit's
#                                   diamond (on a route's middle cell)
#   over ID WORD tree-centre C,R    the middle of a forest cell's tree
#   over ID WORD forest C,R         a forest cell's tree (any of it)
#   over ID WORD city C,R           a city's marker (square or circle)
#   far ID NAME MM                  a city's name more than 1.5 mm from
#                                   its marker (not beside its city); an
#                                   airport's name 1.5 mm more (its
#                                   winged underline, 1.3 mm tall and
#                                   0.2 mm under it, may stand between)
# and, for what a label may do where nothing else fits,
#   cross ID WORD C,R-C,R           a route's line between two cells,
#                                   neither a city's
# Word boxes are the glyphs' boxes as pdftotext reads them, in mm here.
function attr(s, name) {
	if (match(s, " " name "=\"[^\"]*\""))
		return substr(s, RSTART + length(name) + 3, RLENGTH - length(name) - 4)
	return ""
}
function overlaps(ax0, ay0, ax1, ay1, bx0, by0, bx1, by1) {
	return ax0 < bx1 && bx0 < ax1 && ay0 < by1 && by0 < ay1
}
# Whose box (x0, y0, x1, y1) holds the point (x, y)?
function inside(x, y) {
	return x > X0 && x < X1 && y > Y0 && y < Y1
}
function cx(c) { return gx[nb] + (c + 0.5) * cell[nb] }
function cy(r) { return gy[nb] + (r + 0.5) * cell[nb] }
# step: word w is over a route's step from cell a to cell b.
function step(w, a, b) {
	if ((nb, a) in iscity || (nb, b) in iscity)
		print "over", id[nb], w, "route-end", a "-" b
	else
		print "cross", id[nb], w, a "-" b
}
# far: how far, in mm, is box X0 Y0 X1 Y1 from the marker of city k?
function far(k,    a, j, dx, dy) {
	split(city[nb, k], a, " ")
	j = a[3] * cell[nb]
	dx = X0 - (cx(a[1]) + j)
	if (cx(a[1]) - j - X1 > dx)
		dx = cx(a[1]) - j - X1
	dy = Y0 - (cy(a[2]) + j)
	if (cy(a[2]) - j - Y1 > dy)
		dy = cy(a[2]) - j - Y1
	return dx > dy ? dx : dy
}
# label: check word w (box X0 Y0 X1 Y1, mm) against board nb's grid.
function label(w,    k, j, a, b, c, r, lo, hi, dx, dy) {
	nl[nb]++
	for (k = 1; k <= nrc[nb]; k++) {
		split(rc[nb, k], a, ",")
		if (inside(cx(a[1]), cy(a[2])))
			print "over", id[nb], w, "route-centre", rc[nb, k]
	}
	for (k = 1; k <= nst[nb]; k++) {
		split(st[nb, k], a, " ")
		split(a[1], b, ",")
		split(a[2], c, ",")
		# A step is one cell across or down: a segment along x or y.
		if (b[2] == c[2]) {
			lo = cx(b[1] < c[1] ? b[1] : c[1])
			hi = cx(b[1] < c[1] ? c[1] : b[1])
			r = cy(b[2])
			if (r > Y0 && r < Y1 && lo < X1 && hi > X0)
				step(w, a[1], a[2])
		} else {
			lo = cy(b[2] < c[2] ? b[2] : c[2])
			hi = cy(b[2] < c[2] ? c[2] : b[2])
			r = cx(b[1])
			if (r > X0 && r < X1 && lo < Y1 && hi > Y0)
				step(w, a[1], a[2])
		}
	}
	for (k = 1; k <= ntr[nb]; k++) {
		split(tr[nb, k], a, ",")
		# A diamond: the box reaches it if its nearest point is
		# nearer than the half-diagonal, along x and y together.
		dx = X0 - cx(a[1]) > cx(a[1]) - X1 ? X0 - cx(a[1]) : cx(a[1]) - X1
		dy = Y0 - cy(a[2]) > cy(a[2]) - Y1 ? Y0 - cy(a[2]) : cy(a[2]) - Y1
		if ((dx > 0 ? dx : 0) + (dy > 0 ? dy : 0) < 0.16 * cell[nb])
			print "over", id[nb], w, "transit", tr[nb, k]
	}
	for (k = 1; k <= nfc[nb]; k++) {
		split(fc[nb, k], a, ",")
		if (inside(cx(a[1]), cy(a[2])))
			print "over", id[nb], w, "tree-centre", fc[nb, k]
		# A tree is 0.8 of a cell tall, up to 0.64 wide (a palm).
		if (overlaps(X0, Y0, X1, Y1, cx(a[1]) - 0.32 * cell[nb],
		    cy(a[2]) - 0.4 * cell[nb], cx(a[1]) + 0.32 * cell[nb],
		    cy(a[2]) + 0.4 * cell[nb]))
			print "over", id[nb], w, "forest", fc[nb, k]
	}
	for (k = 1; k <= ncity[nb]; k++) {
		split(city[nb, k], a, " ")
		j = a[3] * cell[nb]
		if (overlaps(X0, Y0, X1, Y1, cx(a[1]) - j, cy(a[2]) - j,
		    cx(a[1]) + j, cy(a[2]) + j))
			print "over", id[nb], w, "city", a[1] "," a[2]
	}
}
BEGIN {
	while (legends != "" && (getline line < legends) > 0) {
		split(line, a, " ")
		if (a[1] == "legend")
			lbox[a[2]] = a[3] " " a[4] " " a[5] " " a[6]
	}
}
FNR == 1 { file++ }
# The deck: the goods' titles, then each board's grid, routes, forests
# and cities.
file == 1 && /^\[/ { good = "" }
file == 1 && /^\[good / { good = $2; sub(/\]$/, "", good); title[good] = 1 }
file == 1 && good != "" && $1 == "title" { delete title[good]
	for (k = 2; k <= NF && $k !~ /^#/; k++) title[$k] = 1 }
# The legend's box (the rules' size, in their corner, 4 mm in): words in
# it are the legend's, not labels.
file == 1 && $1 == "legend_width" { lw = $2 }
file == 1 && $1 == "legend_height" { lh = $2 }
file == 1 && $1 == "legend_corner" { lc = $2 }
file == 1 && /<board / {
	nb++
	id[nb] = attr($0, "id")
	cell[nb] = attr($0, "cell")
	gx[nb] = (attr($0, "width") - attr($0, "cols") * cell[nb]) / 2
	gy[nb] = (attr($0, "height") - attr($0, "rows") * cell[nb]) / 2
	lx[nb] = lc ~ /right/ ? attr($0, "width") - 4 - lw : 4
	ly[nb] = lc ~ /bottom/ ? attr($0, "height") - 4 - lh : 4
}
file == 1 && /<route / {
	n = split(attr($0, "cells"), a, " ")
	for (k = 1; k <= n; k++) {
		if (!((nb, a[k]) in seen)) {
			seen[nb, a[k]] = 1
			rc[nb, ++nrc[nb]] = a[k]
		}
		if (k > 1)
			st[nb, ++nst[nb]] = a[k - 1] " " a[k]
	}
	tr[nb, ++ntr[nb]] = a[int(n / 2) + 1]
}
file == 1 && /<forest / {
	n = split(attr($0, "cells"), a, " ")
	for (k = 1; k <= n; k++)
		fc[nb, ++nfc[nb]] = a[k]
}
file == 1 && /<city / {
	name[nb, attr($0, "name")] = ncity[nb] + 1
	iscity[nb, attr($0, "col") "," attr($0, "row")] = 1
	city[nb, ++ncity[nb]] = attr($0, "col") " " attr($0, "row") " " \
	    (attr($0, "capital") != "" ? 0.48 : 0.36)
	airport[nb, ncity[nb]] = attr($0, "airport") == "yes"
}
# The pages: each word's box, in mm from the trim's top left.
file == 2 && /<page / {
	nb = ++page
	last = ""
	# The legend read off the page, in mm from the trim's top left.
	if (page in lbox) {
		split(lbox[page], a, " ")
		lx[nb] = a[1] - tx * 25.4 / 72
		ly[nb] = a[2] - ty * 25.4 / 72
		lw = a[3] - a[1]
		lh = a[4] - a[2]
	}
}
file == 2 && /<word / {
	w = $0
	sub(/^.*">/, "", w)
	sub(/<\/word>.*$/, "", w)
	X0 = (attr($0, "xMin") - tx) * 25.4 / 72
	Y0 = (attr($0, "yMin") - ty) * 25.4 / 72
	X1 = (attr($0, "xMax") - tx) * 25.4 / 72
	Y1 = (attr($0, "yMax") - ty) * 25.4 / 72
	# A good's value follows its title on the same line.
	legend = (X0 + X1) / 2 > lx[nb] && (X0 + X1) / 2 < lx[nb] + lw &&
	    (Y0 + Y1) / 2 > ly[nb] && (Y0 + Y1) / 2 < ly[nb] + lh
	if (!legend && ((nb, w) in name || w in title ||
	    w ~ /^\+[0-9]+$/ || (w ~ /^[0-9]+$/ && last in title &&
	    Y0 - lastY0 < 0.2 && lastY0 - Y0 < 0.2)))
		label(w)
	if (!legend && (nb, w) in name &&
	    far(name[nb, w]) > 1.5 + 1.5 * airport[nb, name[nb, w]])
		printf "far %s %s %.1f\n", id[nb], w, far(name[nb, w])
	last = w
	lastY0 = Y0
}
END {
	for (k = 1; k <= nb; k++)
		print "board", id[k], nl[k] + 0
}
