# legend-trees.awk: reads `mutool trace` output of transport pages and
# finds a forest's tree across the legend's box, read off the page alone.
#   tree    a path stroked 0.12 mm wide (a tree's outline, TREE_LINE) at
#           the page's scale: its box is its points through its
#           transform, grown by half its line.
#   legend  a rectangle filled in paper white and then stroked 0.35 mm
#           wide along the same four corners, over 20 mm each way: its
#           box is the rectangle grown by half its line.
# A tree wholly inside the legend's box is hidden by it; one that meets
# the box and reaches out of it shows its top or trunk over the box's
# edge. Prints each legend's box, "legend N X0 Y0 X1 Y1" (page N; its
# line's outer edge: label-cells.awk takes the words in it for the
# legend's), one line per such tree,
#   page N: a tree at X, Y mm crosses the legend's box (X0, Y0 - X1, Y1)
# then "pages P trees T legends L". Positions are in mm from the page's
# top left.
function attr(s, name) {
	if (match(s, " " name "=\"[^\"]*\""))
		return substr(s, RSTART + length(name) + 3, RLENGTH - length(name) - 4)
	return ""
}
# pt: point (x, y) of the path through its transform m, into X, Y (mm).
function pt(x, y) {
	X = (m[1] * x + m[3] * y + m[5]) / MM
	Y = (m[2] * x + m[4] * y + m[6]) / MM
}
function judge(    i, j) {
	for (i = 1; i <= nt; i++)
		for (j = 1; j <= nl; j++) {
			if (!(tx0[i] < lx1[j] && lx0[j] < tx1[i] &&
			    ty0[i] < ly1[j] && ly0[j] < ty1[i]))
				continue
			if (tx0[i] >= lx0[j] && tx1[i] <= lx1[j] &&
			    ty0[i] >= ly0[j] && ty1[i] <= ly1[j])
				continue
			printf "page %d: a tree at %.1f, %.1f mm crosses the " \
			    "legend's box (%.1f, %.1f - %.1f, %.1f)\n", page,
			    (tx0[i] + tx1[i]) / 2, (ty0[i] + ty1[i]) / 2,
			    lx0[j], ly0[j], lx1[j], ly1[j]
		}
	trees += nt
	legends += nl
	nt = nl = 0
}
BEGIN { MM = 72 / 25.4 }
/<page / {
	if (page)
		judge()
	page++
	white = 0
}
/<fill_path |<stroke_path / {
	split(attr($0, "transform"), m, " ")
	stroke = /<stroke_path /
	scale = sqrt(m[1] * m[1] + m[2] * m[2]) / MM
	w = stroke ? attr($0, "linewidth") * scale : 0
	wfill = !stroke && attr($0, "color") == "0 0 0 0"
	np = 0
	x0 = y0 = 1e9
	x1 = y1 = -1e9
	inpath = 1
	next
}
inpath && /<moveto |<lineto |<curveto / {
	if (/<curveto /)
		pt(attr($0, "x3"), attr($0, "y3"))
	else
		pt(attr($0, "x"), attr($0, "y"))
	np++
	if (X < x0) x0 = X
	if (X > x1) x1 = X
	if (Y < y0) y0 = Y
	if (Y > y1) y1 = Y
	next
}
inpath && /<\/fill_path>|<\/stroke_path>/ {
	inpath = 0
	if (!stroke) {
		# A paper-white rectangle: the legend's, if a 0.35 mm line
		# follows along it.
		white = wfill && np >= 4
		wx0 = x0; wy0 = y0; wx1 = x1; wy1 = y1
		next
	}
	if (w > 0.11 && w < 0.13) {
		nt++
		tx0[nt] = x0 - w / 2; ty0[nt] = y0 - w / 2
		tx1[nt] = x1 + w / 2; ty1[nt] = y1 + w / 2
	} else if (white && w > 0.34 && w < 0.36 && x1 - x0 > 20 &&
	    y1 - y0 > 20 && (x0 - wx0) ^ 2 + (y0 - wy0) ^ 2 < 0.01 &&
	    (x1 - wx1) ^ 2 + (y1 - wy1) ^ 2 < 0.01) {
		nl++
		lx0[nl] = x0 - w / 2; ly0[nl] = y0 - w / 2
		lx1[nl] = x1 + w / 2; ly1[nl] = y1 + w / 2
		printf "legend %d %.2f %.2f %.2f %.2f\n", page, lx0[nl],
		    ly0[nl], lx1[nl], ly1[nl]
	}
	white = 0
	next
}
END {
	if (page)
		judge()
	print "pages", page + 0, "trees", trees + 0, "legends", legends + 0
}
