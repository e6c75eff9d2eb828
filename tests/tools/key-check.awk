# key-check.awk: reads `mutool trace` output of nodes boards and checks
# each page's key. A key box is a white filled rectangle over 8 mm each
# way framed by a 0.3 mm line (a start's square has a 0.6 mm one); the
# key is drawn last, so what comes before its first box is the
# board: no filled shape (a node's disc or square, an icon, a number, a
# power dot, a tiny node, an item, the caption's patch or text) and no
# stroked line (an edge, a quadrant line) may meet a key box; and what
# comes after it (the key's symbols, icons and names) must lie inside a
# key box. Prints one line per fault, then "pages P keys K covered C
# strays S". Positions are in mm from the page's top left.
# add: shape n (a box; a disc when disc) of kind what.
function add(what, bx0, by0, bx1, by1, isdisc) {
	n++; kind[n] = what; px0[n] = bx0; py0[n] = by0; px1[n] = bx1
	py1[n] = by1; pdisc[n] = isdisc
}
# crosses: segment s (grown by half its line) meets key box j (clipped
# to the box, Liang-Barsky).
function crosses(s, j,    t0, t1, dx, dy, p, q, i, r, w) {
	w = lw[s] / 2
	t0 = 0; t1 = 1; dx = gx1[s] - gx0[s]; dy = gy1[s] - gy0[s]
	p[1] = -dx; q[1] = gx0[s] - (kx0[j] - w)
	p[2] = dx; q[2] = (kx1[j] + w) - gx0[s]
	p[3] = -dy; q[3] = gy0[s] - (ky0[j] - w)
	p[4] = dy; q[4] = (ky1[j] + w) - gy0[s]
	for (i = 1; i <= 4; i++) {
		if (p[i] == 0) {
			if (q[i] < 0)
				return 0
			continue
		}
		r = q[i] / p[i]
		if (p[i] < 0 && r > t0) t0 = r
		if (p[i] > 0 && r < t1) t1 = r
	}
	return t0 < t1
}
function inside_key(i,    j) {
	for (j = 1; j <= nk; j++)
		if (px0[i] >= kx0[j] - 0.01 && py0[i] >= ky0[j] - 0.01 &&
		    px1[i] <= kx1[j] + 0.01 && py1[i] <= ky1[j] + 0.01)
			return 1
	return 0
}
function flush_page(    i, j) {
	if (!page)
		return
	keys += nk
	for (j = 1; j <= nk; j++) {
		for (i = 1; i < first; i++) {
			# A stroked path is judged by its segments (below),
			# not by its box, which spans what it joins.
			if (kind[i] == "stroke")
				continue
			if (px0[i] <= kx0[j] && py0[i] <= ky0[j] &&
			    px1[i] >= kx1[j] && py1[i] >= ky1[j])
				continue
			if (meets(i, kx0[j], ky0[j], kx1[j], ky1[j])) {
				printf "page %s: the key at %.1f, %.1f mm " \
				    "covers a %s at %.1f, %.1f mm\n", page,
				    kx0[j] / k, ky0[j] / k, kind[i],
				    (px0[i] + px1[i]) / 2 / k,
				    (py0[i] + py1[i]) / 2 / k
				covered++
			}
		}
		for (i = 1; i <= ns; i++)
			if (gi[i] < first && crosses(i, j)) {
				printf "page %s: a line from %.1f, %.1f to " \
				    "%.1f, %.1f mm runs through the key\n",
				    page, gx0[i] / k, gy0[i] / k, gx1[i] / k,
				    gy1[i] / k
				covered++
			}
	}
	for (i = first; nk && i <= n; i++)
		if (!inside_key(i)) {
			printf "page %s: a %s of the key at %.1f, %.1f mm " \
			    "lies outside its boxes\n", page, kind[i],
			    px0[i] / k, py0[i] / k
			strays++
		}
}
BEGIN { k = 72 / 25.4 }
/<page number=/ {
	flush_page(); page = attr($0, "number"); pages++
	n = ns = nk = 0; first = 1e9
}
/<(fill|stroke)_path / {
	split(attr($0, "transform"), m, " "); have = 0; curves = lines = 0
	inpath = /<fill_path/ ? "fill" : "stroke"
	white = attr($0, "color") == "0 0 0 0"
	width = attr($0, "linewidth") * sqrt(m[1] * m[4] - m[2] * m[3])
	# A key box's frame follows its fill at once.
	if (cand && inpath == "stroke" && (width - 0.3 * k) ^ 2 < 0.01) {
		nk++; kx0[nk] = cx0; ky0[nk] = cy0; kx1[nk] = cx1
		ky1[nk] = cy1
		if (cand < first)
			first = cand
	}
	cand = 0
	next
}
inpath && /<moveto / { grow(attr($0, "x"), attr($0, "y")); px = X; py = Y }
inpath && /<lineto / {
	grow(attr($0, "x"), attr($0, "y")); lines++
	if (inpath == "stroke") {
		ns++; gx0[ns] = px; gy0[ns] = py; gx1[ns] = X; gy1[ns] = Y
		lw[ns] = width; gi[ns] = n + 1
	}
	px = X; py = Y
}
inpath && /<curveto / {
	curves++
	grow(attr($0, "x1"), attr($0, "y1"))
	grow(attr($0, "x2"), attr($0, "y2"))
	grow(attr($0, "x3"), attr($0, "y3"))
}
inpath && /<\/(fill|stroke)_path>/ {
	if (have && inpath == "fill" && white && !curves && lines == 3 &&
	    x1 - x0 > 8 * k && y1 - y0 > 8 * k) {
		cand = n + 1; cx0 = x0; cy0 = y0; cx1 = x1; cy1 = y1
	}
	if (have) {
		d = (x1 - x0) - (y1 - y0)
		add(inpath == "fill" ? "filled shape" : "stroke", x0, y0, x1,
		    y1, curves == 4 && d * d < 0.01)
	}
	inpath = ""
}
/<fill_text / { split(attr($0, "transform"), t, " "); cand = 0 }
/<span / {
	split(attr($0, "trm"), tr, " ")
	size = tr[1] * sqrt(t[1] * t[4] - t[2] * t[3])
}
/<g / {
	x = attr($0, "x"); y = attr($0, "y")
	X = t[1] * x + t[3] * y + t[5]; Y = t[2] * x + t[4] * y + t[6]
	add("glyph \"" attr($0, "unicode") "\"", X, Y - 0.75 * size,
	    X + attr($0, "adv") * size, Y + 0.2 * size, 0)
}
END {
	flush_page()
	printf "pages %d keys %d covered %d strays %d\n", pages, keys, covered,
	    strays
}
