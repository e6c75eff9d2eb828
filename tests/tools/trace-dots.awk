# trace-dots.awk: reads `mutool trace` output of nodes boards and prints
# one line per power dot whose disc touches an edge's drawn line, read off
# the page alone: the edges are the strokes of width EDGE (mm; -v edge=,
# default 0.5) in 75 % K, each moveto-lineto pair one segment; the dots are
# the solid black discs placed at the edges' scale (one user unit a
# millimetre) by an unrotated, unsheared transform: a circle path about
# its own origin of radius under 2 mm, filled in 100 % K. Distances are
# in device points; a disc touches a line when its centre comes nearer
# the segment than its radius plus half the line's width, less TOL
# points (-v tol=, default 0.01: the PDF's numbers carry 3 decimals). At
# the end, "pages P dots D segments S" on a line of its own; the status is
# 1 when a dot touches a line.
function attr(s, name,    m) {
	if (match(s, " " name "=\"[^\"]*\""))
		return substr(s, RSTART + length(name) + 3,
		    RLENGTH - length(name) - 4)
	return ""
}
function segdist(px, py, ax, ay, bx, by,    dx, dy, t, l) {
	dx = bx - ax
	dy = by - ay
	l = dx * dx + dy * dy
	t = l > 0 ? ((px - ax) * dx + (py - ay) * dy) / l : 0
	t = t < 0 ? 0 : t > 1 ? 1 : t
	dx = ax + t * dx - px
	dy = ay + t * dy - py
	return sqrt(dx * dx + dy * dy)
}
function flush_page(    i, k, d) {
	for (i = 0; i < nd; i++) {
		for (k = 0; k < ns; k++) {
			d = dr_[i] + sw[k] / 2
			# Most lines are far: their boxes tell at once.
			if (dx_[i] + d < (sx0[k] < sx1[k] ? sx0[k] : sx1[k]) ||
			    dx_[i] - d > (sx0[k] > sx1[k] ? sx0[k] : sx1[k]) ||
			    dy_[i] + d < (sy0[k] < sy1[k] ? sy0[k] : sy1[k]) ||
			    dy_[i] - d > (sy0[k] > sy1[k] ? sy0[k] : sy1[k]))
				continue
			d = segdist(dx_[i], dy_[i], sx0[k], sy0[k], sx1[k],
			    sy1[k])
			if (d < dr_[i] + sw[k] / 2 - tol) {
				printf "page %s: a dot at (%.2f, %.2f) pt, " \
				    "radius %.2f, is %.2f pt from the line " \
				    "(%.2f, %.2f)-(%.2f, %.2f) of width %.2f\n",
				    page, dx_[i], dy_[i], dr_[i], d, sx0[k],
				    sy0[k], sx1[k], sy1[k], sw[k]
				bad++
				break
			}
		}
	}
	dots += nd
	segs += ns
	nd = ns = 0
}
BEGIN {
	if (edge == "")
		edge = 0.5
	if (tol == "")
		tol = 0.01
	mode = ""
	nd = ns = pages = dots = segs = bad = 0
}
/<page number=/ {
	if (pages++)
		flush_page()
	page = attr($0, "number")
}
/<stroke_path / {
	split(attr($0, "transform"), t, " ")
	mode = ""
	if (attr($0, "color") == "0 0 0 .75" &&
	    attr($0, "linewidth") + 0 == edge + 0 && t[2] == 0 && t[3] == 0) {
		mode = "edge"
		ea = t[1]; ed = t[4]; ee = t[5]; ef = t[6]
		w = edge * ea
	}
	next
}
/<fill_path / {
	split(attr($0, "transform"), t, " ")
	mode = ""
	if (attr($0, "color") == "0 0 0 1" && t[2] == 0 && t[3] == 0 &&
	    t[1] == t[4] && t[1] == ea) {
		mode = "dot"
		ca = t[1]; ce = t[5]; cf = t[6]
		first = 1
	}
	next
}
/<moveto / && mode == "edge" {
	mx = attr($0, "x") * ea + ee
	my = attr($0, "y") * ed + ef
	next
}
/<lineto / && mode == "edge" {
	sx0[ns] = mx; sy0[ns] = my
	sx1[ns] = attr($0, "x") * ea + ee
	sy1[ns] = attr($0, "y") * ed + ef
	sw[ns++] = w
	mx = sx1[ns - 1]; my = sy1[ns - 1]
	next
}
/<moveto / && mode == "dot" {
	r = attr($0, "x") + 0
	# A circle about its origin: starts at (r, 0); a dot is small.
	if (attr($0, "y") + 0 == 0 && r > 0 && r < 2) {
		dx_[nd] = ce; dy_[nd] = cf; dr_[nd++] = r * ca
	}
	mode = ""
	next
}
/<\/stroke_path>|<\/fill_path>/ { mode = "" }
END {
	if (pages)
		flush_page()
	printf "pages %d dots %d segments %d\n", pages, dots, segs
	exit bad > 0
}
