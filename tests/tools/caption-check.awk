# caption-check.awk: reads `mutool trace` output of nodes boards and prints
# one line per page whose caption (the 6 pt line of the id and seed) lies
# over a mark: any filled shape (a node's disc or icon, a number, a power
# dot, a tiny node, an item) whose box meets the caption's patch of paper.
# Lines (edges, quadrant lines) are strokes and may run under it. The
# patch is the filled shape that holds the caption's text; shapes that
# hold all of it (the paper) are not marks, nor are those drawn after the
# patch (the caption's own page total). Ends with "pages P captions C
# covered N". Positions are printed in mm from the page's top left.
# meets: shape i's box meets the box x0..x1, y0..y1; a disc (a path of
# four curves in a square box) by its distance to the box.
function meets(i, x0, y0, x1, y1,    cx, cy, r, dx, dy) {
	if (sx1[i] <= x0 || sx0[i] >= x1 || sy1[i] <= y0 || sy0[i] >= y1)
		return 0
	if (!disc[i])
		return 1
	cx = (sx0[i] + sx1[i]) / 2; cy = (sy0[i] + sy1[i]) / 2
	r = (sx1[i] - sx0[i]) / 2
	dx = cx < x0 ? x0 - cx : cx > x1 ? cx - x1 : 0
	dy = cy < y0 ? y0 - cy : cy > y1 ? cy - y1 : 0
	return dx * dx + dy * dy < r * r
}
function flush_page(    i, px0, py0, px1, py1, found, area, best, last) {
	if (!page || !nc)
		return
	captions++
	# The patch: the smallest shape holding the text.
	px0 = cx0; py0 = cy0; px1 = cx1; py1 = cy1; found = 0; last = np + 1
	for (i = 1; i <= np; i++) {
		area = (sx1[i] - sx0[i]) * (sy1[i] - sy0[i])
		if (sx0[i] <= cx0 && sy0[i] <= cy0 && sx1[i] >= cx1 &&
		    sy1[i] >= cy1 && (!found || area < best)) {
			px0 = sx0[i]; py0 = sy0[i]; px1 = sx1[i]; py1 = sy1[i]
			best = area
			last = i
			found = 1
		}
	}
	# What is drawn after the patch is the caption's own (its page total).
	for (i = 1; i < last; i++) {
		if (sx0[i] <= cx0 && sy0[i] <= cy0 && sx1[i] >= cx1 &&
		    sy1[i] >= cy1)
			continue
		if (meets(i, px0, py0, px1, py1)) {
			printf "page %s: the caption at %.1f, %.1f mm covers a " \
			    "mark at %.1f, %.1f mm\n", page, px0 / k, py0 / k,
			    (sx0[i] + sx1[i]) / 2 / k, (sy0[i] + sy1[i]) / 2 / k
			covered++
			break
		}
	}
}
BEGIN { k = 72 / 25.4 }
/<page number=/ {
	flush_page(); page = attr($0, "number"); pages++; np = nc = done = 0
}
/<fill_path / {
	split(attr($0, "transform"), m, " "); have = 0; inpath = 1; curves = 0
	next
}
inpath && /<(moveto|lineto) / { grow(attr($0, "x"), attr($0, "y")) }
inpath && /<curveto / {
	curves++
	grow(attr($0, "x1"), attr($0, "y1"))
	grow(attr($0, "x2"), attr($0, "y2"))
	grow(attr($0, "x3"), attr($0, "y3"))
}
inpath && /<\/fill_path>/ {
	inpath = 0
	if (have) {
		np++; sx0[np] = x0; sy0[np] = y0; sx1[np] = x1; sy1[np] = y1
		d = (x1 - x0) - (y1 - y0)
		disc[np] = curves == 4 && d * d < 0.01
	}
}
/<fill_text / { split(attr($0, "transform"), t, " ") }
/<span / { split(attr($0, "trm"), tr, " "); size = tr[1] * sqrt(t[1] * t[4] - t[2] * t[3]) }
# The caption's line: the first run of 6 pt text (its page total, drawn
# apart, may run past the patch).
/<\/fill_text>/ && nc { done = 1 }
/<g / && size > 5.9 && size < 6.1 && !done {
	x = attr($0, "x"); y = attr($0, "y")
	X = t[1] * x + t[3] * y + t[5]; Y = t[2] * x + t[4] * y + t[6]
	a = attr($0, "adv") * size
	if (!nc || X < cx0) cx0 = X
	if (!nc || X + a > cx1) cx1 = X + a
	if (!nc || Y - 0.75 * size < cy0) cy0 = Y - 0.75 * size
	if (!nc || Y + 0.2 * size > cy1) cy1 = Y + 0.2 * size
	nc++
}
END { flush_page(); printf "pages %d captions %d covered %d\n", pages, captions, covered }
