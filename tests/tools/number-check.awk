# number-check.awk: reads `mutool trace` output of nodes boards and finds
# a node's number touching an icon. A number is a piece of text all digits
# (the caption's and the key's hold letters), at whatever size; its
# box runs across the glyphs' advances and from the digits' top (0.745 em
# above the baseline, DejaVu Sans's digits and the measure's margin) to
# 0.015 em below it. An icon is a clip group of the icon box (-50 to 150
# in the icon's units); its ink is the box of its paths' points through
# their matrix, each stroke's grown by half its width. A number whose box
# comes within GAP mm (0.25 unless given: validate's clarity.numbers keeps
# 0.3 mm from the icon's whole square, the ink lies inside it) of an
# icon's ink, the larger of the gaps along x and y, is a fault. Only what
# is drawn before the key (key-check.awk's first box) is judged. Prints
# one line per fault, then "pages P numbers N touching T".
function flush_page(    i, j, g) {
	if (!page)
		return
	for (i = 1; i <= nn; i++) {
		numbers++
		for (j = 1; j <= ni; j++) {
			g = nx0[i] - ix1[j]
			if (ix0[j] - nx1[i] > g) g = ix0[j] - nx1[i]
			if (ny0[i] - iy1[j] > g) g = ny0[i] - iy1[j]
			if (iy0[j] - ny1[i] > g) g = iy0[j] - ny1[i]
			if (g < gap * k) {
				printf "page %s: the number \"%s\" at %.1f, " \
				    "%.1f mm comes within %.2f mm of an icon " \
				    "at %.1f, %.1f mm\n", page, txt[i],
				    nx0[i] / k, ny1[i] / k, g / k,
				    (ix0[j] + ix1[j]) / 2 / k,
				    (iy0[j] + iy1[j]) / 2 / k
				touching++
				break
			}
		}
	}
}
BEGIN { k = 72 / 25.4; if (gap == "") gap = 0.25 }
/<page number=/ {
	flush_page(); page = attr($0, "number"); pages++
	nn = ni = 0; before = 1; depth = 0; inicon = 0; cand = 0
}
/<clip_path / { depth++; inclip = 1; iconclip = 0; next }
inclip && /<moveto x="-50" y="-50"/ { iconclip = 1 }
/<\/clip_path>/ {
	inclip = 0
	if (iconclip && before) {
		inicon = depth; ni++; ifirst = 1
	}
	next
}
/<pop_clip/ { if (depth == inicon) inicon = 0; depth--; next }
/<(fill|stroke)_path / {
	split(attr($0, "transform"), m, " "); have = 0; curves = lines = 0
	inpath = /<fill_path/ ? "fill" : "stroke"
	white = attr($0, "color") == "0 0 0 0"
	width = attr($0, "linewidth") * sqrt(m[1] * m[4] - m[2] * m[3])
	if (inpath == "fill") width = 0
	if (cand && inpath == "stroke" && (width - 0.3 * k) ^ 2 < 0.01)
		before = 0
	cand = 0
	next
}
inpath && /<(moveto|lineto) / {
	lines += /<lineto /
	grow(attr($0, "x"), attr($0, "y")); next
}
inpath && /<curveto / {
	curves++
	grow(attr($0, "x1"), attr($0, "y1"))
	grow(attr($0, "x2"), attr($0, "y2"))
	grow(attr($0, "x3"), attr($0, "y3"))
	next
}
inpath && /<\/(fill|stroke)_path>/ {
	if (!inicon && inpath == "fill" && white && have && !curves &&
	    lines == 3 && x1 - x0 > 8 * k && y1 - y0 > 8 * k)
		cand = 1
	if (inicon && have) {
		w = width / 2
		if (ifirst || x0 - w < ix0[ni]) ix0[ni] = x0 - w
		if (ifirst || x1 + w > ix1[ni]) ix1[ni] = x1 + w
		if (ifirst || y0 - w < iy0[ni]) iy0[ni] = y0 - w
		if (ifirst || y1 + w > iy1[ni]) iy1[ni] = y1 + w
		ifirst = 0
	}
	inpath = ""
	next
}
/<fill_text / { split(attr($0, "transform"), t, " "); cand = 0 }
/<span / {
	split(attr($0, "trm"), tr, " ")
	size = tr[1] * sqrt(t[1] * t[4] - t[2] * t[3]); digits = 1; ng = 0
}
/<g / {
	u = attr($0, "unicode"); ng++
	digits = digits && u ~ /^[0-9]$/
	x = attr($0, "x"); y = attr($0, "y")
	X = t[1] * x + t[3] * y + t[5]; Y = t[2] * x + t[4] * y + t[6]
	if (ng == 1) {
		sx0 = X; sy0 = Y - 0.745 * size; sy1 = Y + 0.015 * size
		stxt = ""
	}
	stxt = stxt u; sx1 = X + attr($0, "adv") * size
}
/<\/span>/ {
	if (before && ng && digits) {
		nn++; txt[nn] = stxt; nx0[nn] = sx0; nx1[nn] = sx1
		ny0[nn] = sy0; ny1[nn] = sy1
	}
	ng = 0
}
END {
	flush_page()
	printf "pages %d numbers %d touching %d\n", pages, numbers, touching
}
