# caption-check.awk: reads `mutool trace` output of nodes boards and prints
# one line per page whose caption (the 6 pt line of the id and seed) lies
# over a mark: any filled shape (a node's disc or icon, a number, a power
# dot, a tiny node, an item) whose box meets the caption's patch of paper.
# Lines (edges, quadrant lines) are strokes and may run under it. The
# patch is the filled shape that holds the caption's text; shapes that
# hold all of it (the paper) are not marks, nor are those drawn after the
# patch (the caption's own page total). Ends with "pages P captions C
# covered N". Positions are printed in mm from the page's top left.
function flush_page(    i, ax0, ay0, ax1, ay1, found, area, best, last) {
	if (!page || !nc)
		return
	captions++
	# The patch: the smallest shape holding the text.
	ax0 = cx0; ay0 = cy0; ax1 = cx1; ay1 = cy1; found = 0; last = np + 1
	for (i = 1; i <= np; i++) {
		area = (px1[i] - px0[i]) * (py1[i] - py0[i])
		if (px0[i] <= cx0 && py0[i] <= cy0 && px1[i] >= cx1 &&
		    py1[i] >= cy1 && (!found || area < best)) {
			ax0 = px0[i]; ay0 = py0[i]; ax1 = px1[i]; ay1 = py1[i]
			best = area
			last = i
			found = 1
		}
	}
	# What is drawn after the patch is the caption's own (its page total).
	for (i = 1; i < last; i++) {
		if (px0[i] <= cx0 && py0[i] <= cy0 && px1[i] >= cx1 &&
		    py1[i] >= cy1)
			continue
		if (meets(i, ax0, ay0, ax1, ay1)) {
			printf "page %s: the caption at %.1f, %.1f mm covers a " \
			    "mark at %.1f, %.1f mm\n", page, ax0 / k, ay0 / k,
			    (px0[i] + px1[i]) / 2 / k, (py0[i] + py1[i]) / 2 / k
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
		np++; px0[np] = x0; py0[np] = y0; px1[np] = x1; py1[np] = y1
		d = (x1 - x0) - (y1 - y0)
		pdisc[np] = curves == 4 && d * d < 0.01
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
