# joins.awk: the words of a PDF cut where one board is laid out over
# several sheets. Input, in this order: "mutool pages FILE" (each page's
# MediaBox, BleedBox and TrimBox, PDF points), "mutool trace FILE" (for
# the cuts through free space: a black line on a white one .9 mm wide;
# the tiles' measuring bar and label, whose words are not the board's),
# "pdftotext -bbox FILE -" (each word's box from the page's top-left
# corner; pdftotext reads text a clip hides too).
#
# A word is cut when it crosses a cut line, or an edge of its page's trim
# that shows once the sheets are laid together: each print-and-play tile
# lies over the sheets left of and above it (its label's claim "x A-B y
# C-D mm of W x H" says where it is), so its left and top edges show
# unless a cut line runs along them, its right and bottom ones only at
# the board's edge; a back, turned over, lies under them instead; a page
# without such a label shows every edge (the --split's sheets). A word
# that crosses the bleed is cut by the art's clip.
#
# A piece (see below) is cut when it crosses a cut line or an edge that
# shows where the sheet joins another (print-and-play tiles only); a
# city's marker, as a word.
#
# Prints "page N: WORD x X0-X1 y Y0-Y1 crosses the trim|bleed|cut line
# ..." (mm) for each ("(a piece)" for a piece), and at the end "pieces N
# cut P", "markers N cut K" and "words N cut M bleed B".
function mm(v) { return v * 25.4 / 72 }
function attr(s, name,    re) {
	re = " " name "=\"[^\"]*\""
	if (!match(s, re)) return ""
	return substr(s, RSTART + length(name) + 3, RLENGTH - length(name) - 4)
}
/<page pagenum=/ { p = attr($0, "pagenum") + 0 }
/<MediaBox / { mw[p] = attr($0, "r") + 0; mh[p] = attr($0, "t") + 0 }
/<BleedBox / {
	bx0[p] = attr($0, "l") + 0; bx1[p] = attr($0, "r") + 0
	by0[p] = mh[p] - attr($0, "t"); by1[p] = mh[p] - attr($0, "b")
}
/<TrimBox / {
	tx0[p] = attr($0, "l") + 0; tx1[p] = attr($0, "r") + 0
	ty0[p] = mh[p] - attr($0, "t"); ty1[p] = mh[p] - attr($0, "b")
}
# The trace: cut lines as segments in the page's points, from its top left.
/<page number=/ { tp = attr($0, "number") + 0; inpath = 0 }
/<stroke_path / && attr($0, "linewidth") == ".9" && attr($0, "color") == "0 0 0 0" {
	split(attr($0, "transform"), m, " ")
	inpath = 1; first = 1
	next
}
inpath && /<\/stroke_path>/ { inpath = 0 }
# A city's marker on a transport map: a closed outline .35 mm (a circle)
# or .5 mm (a capital's square) wide, under 25 mm across (a split doubles
# them).
/<stroke_path / && (attr($0, "linewidth") == ".35" || attr($0, "linewidth") == ".5") {
	split(attr($0, "transform"), m, " ")
	inmark = 1; closed = 0
	fx0 = fy0 = 1e9; fx1 = fy1 = -1e9
	next
}
inmark && (/<closepath/ || /<curveto /) { closed = 1 }
inmark && (/<moveto / || /<lineto / || /<curveto /) { points() }
inmark && /<\/stroke_path>/ {
	inmark = 0; pw = mm(fx1 - fx0); ph = mm(fy1 - fy0)
	if (closed && pw < 25 && ph < 25 && pw > 1 && ph > 1) {
		k = ++nk[tp]
		kx0[tp, k] = fx0; kx1[tp, k] = fx1; ky0[tp, k] = fy0; ky1[tp, k] = fy1
	}
}
# Filled shapes: the tiles' measuring bar and label are on a patch of
# paper 11.4 mm deep and at least 128 mm long (read before the sheets are
# laid together: not the board's); a piece is a shape in ink 1.5 to 20 mm
# across (a node, a dot, an icon's part, a city's marker, a tree).
/<fill_path / {
	split(attr($0, "transform"), m, " ")
	inpatch = 1; white = attr($0, "color") == "0 0 0 0"
	fx0 = fy0 = 1e9; fx1 = fy1 = -1e9
	next
}
inpatch && /<\/fill_path>/ {
	inpatch = 0; pw = mm(fx1 - fx0); ph = mm(fy1 - fy0)
	if (white && ((pw > 11.3 && pw < 11.5 && ph > 127) ||
	    (ph > 11.3 && ph < 11.5 && pw > 127))) {
		k = ++np[tp]
		px0[tp, k] = fx0; px1[tp, k] = fx1; py0[tp, k] = fy0; py1[tp, k] = fy1
	} else if (!white && pw >= 1.5 && ph >= 1.5 && pw <= 20 && ph <= 20) {
		k = ++nq[tp]
		qx0[tp, k] = fx0; qx1[tp, k] = fx1; qy0[tp, k] = fy0; qy1[tp, k] = fy1
	}
}
inpatch && (/<moveto / || /<lineto / || /<curveto /) { points() }
function points() {
	if (/<curveto /) {
		at(attr($0, "x1"), attr($0, "y1"))
		at(attr($0, "x2"), attr($0, "y2"))
		at(attr($0, "x3"), attr($0, "y3"))
	} else
		at(attr($0, "x"), attr($0, "y"))
}
function at(ux, uy,    dx, dy) {
	dx = m[1] * ux + m[3] * uy + m[5]; dy = m[2] * ux + m[4] * uy + m[6]
	fx0 = dx < fx0 ? dx : fx0; fx1 = dx > fx1 ? dx : fx1
	fy0 = dy < fy0 ? dy : fy0; fy1 = dy > fy1 ? dy : fy1
}
inpath && (/<moveto / || /<lineto /) {
	ux = attr($0, "x"); uy = attr($0, "y")
	dx = m[1] * ux + m[3] * uy + m[5]; dy = m[2] * ux + m[4] * uy + m[6]
	if (/<lineto /) {
		k = ++ns[tp]
		sx0[tp, k] = px; sy0[tp, k] = py; sx1[tp, k] = dx; sy1[tp, k] = dy
	}
	px = dx; py = dy
}
/<page width=/ { page_end(); q++ }
/<word / {
	nw++
	wx0[nw] = attr($0, "xMin") + 0; wx1[nw] = attr($0, "xMax") + 0
	wy0[nw] = attr($0, "yMin") + 0; wy1[nw] = attr($0, "yMax") + 0
	w = $0; sub(/.*">/, "", w); sub(/<\/word>.*/, "", w)
	wt[nw] = w
}
# claim: the tile's label, from the page's words: A B C D W H and back.
function claim(    k) {
	cA = ""; back = 0
	for (k = 1; k + 7 <= nw; k++) {
		if (wt[k] == "sheet" && wt[k + 2] == "back") back = 1
		# (Anchored on the ranges, not the "x" before them: the
		# reading order can put a word of the board between.)
		if (wt[k] ~ /^[0-9.]+-[0-9.]+$/ &&
		    wt[k + 1] == "y" && wt[k + 2] ~ /^[0-9.]+-[0-9.]+$/ &&
		    wt[k + 3] == "mm" && wt[k + 4] == "of") {
			split(wt[k], a, "-"); split(wt[k + 2], c, "-")
			cA = a[1] + 0; cB = a[2] + 0; cC = c[1] + 0; cD = c[2] + 0
			k += 5
			if (wt[k] == "the") k += 2
			sub(/,$/, "", wt[k])
			cW = wt[k] + 0; cH = wt[k + 2] + 0
			return
		}
	}
}
# shows: which edges of page q show (1 left, 2 right, 3 top, 4 bottom),
# into vis[]: a front lies over the sheets left of and above it; a back,
# turned over, under them: turned left to right (a portrait sheet) its
# left edge is its front's right one, turned top to bottom its top edge
# its front's bottom one. The board's own edges always show.
# join[]: the same but for the board's own edges, where a piece may be
# cut by design (a nodes board's side nodes); none without a label.
function shows(    k, side, out1, out2, out3, out4) {
	vis[1] = vis[2] = vis[3] = vis[4] = 1
	join[1] = join[2] = join[3] = join[4] = 0
	if (cA == "") return
	out1 = cA < 0.05; out2 = cB > cW - 0.05
	out3 = cC < 0.05; out4 = cD > cH - 0.05
	if (!back) {
		vis[2] = out2; vis[4] = out4
	} else if (mw[q] < mh[q]) {
		vis[2] = out2; vis[3] = out3
	} else {
		vis[1] = out1; vis[4] = out4
	}
	join[1] = vis[1] && !out1; join[2] = vis[2] && !out2
	join[3] = vis[3] && !out3; join[4] = vis[4] && !out4
	# An edge a cut line runs along shows the cut line instead.
	for (k = 1; k <= ns[q]; k++) {
		if (sx0[q, k] == sx1[q, k]) {
			side = sx0[q, k] < (tx0[q] + tx1[q]) / 2
			vis[side ? 1 : 2] = 0
			join[side ? 1 : 2] = 0
		} else {
			side = sy0[q, k] < (ty0[q] + ty1[q]) / 2
			vis[side ? 3 : 4] = 0
			join[side ? 3 : 4] = 0
		}
	}
}
function page_end(    i) {
	if (!q) return
	claim(); shows()
	for (i = 1; i <= nw; i++) {
		words++
		x0 = wx0[i]; x1 = wx1[i]; y0 = wy0[i]; y1 = wy1[i]; w = wt[i]
		if (on_patch())
			continue
		cut += cuts(vis)
		# (Tiles have no bleed: their edges are the trim's.)
		if ((bx0[q] != tx0[q] || by0[q] != ty0[q]) &&
		    across(bx0[q], bx1[q], by0[q], by1[q])) {
			bleed++; say("bleed", bx0[q], bx1[q], by0[q], by1[q])
		}
	}
	nw = 0
	for (i = 1; i <= nq[q]; i++) {
		pieces++
		x0 = qx0[q, i]; x1 = qx1[q, i]; y0 = qy0[q, i]; y1 = qy1[q, i]
		w = "(a piece)"
		if (!on_patch())
			pcut += cuts(join)
	}
	for (i = 1; i <= nk[q]; i++) {
		markers++
		x0 = kx0[q, i]; x1 = kx1[q, i]; y0 = ky0[q, i]; y1 = ky1[q, i]
		w = "(a city)"
		if (!on_patch())
			kcut += cuts(vis)
	}
}
# cuts: is the box x0..x1, y0..y1 cut by an edge of page q that v[] says
# shows, or by a cut line (1, and a line said), or not (0)?
function cuts(v,    e, k, sx, sy) {
	e = 72 / 254
	# (Only along the edge: a clipped word beside the trim is no cut.)
	sy = y1 > ty0[q] + e && y0 < ty1[q] - e
	sx = x1 > tx0[q] + e && x0 < tx1[q] - e
	if ((sy && v[1] && x0 < tx0[q] - e && x1 > tx0[q] + e) ||
	    (sy && v[2] && x0 < tx1[q] - e && x1 > tx1[q] + e) ||
	    (sx && v[3] && y0 < ty0[q] - e && y1 > ty0[q] + e) ||
	    (sx && v[4] && y0 < ty1[q] - e && y1 > ty1[q] + e)) {
		say("trim", tx0[q], tx1[q], ty0[q], ty1[q])
		return 1
	}
	for (k = 1; k <= ns[q]; k++)
		if (meets(sx0[q, k], sy0[q, k], sx1[q, k], sy1[q, k])) {
			say("cut line", sx0[q, k], sx1[q, k], sy0[q, k], sy1[q, k])
			return 1
		}
	return 0
}
# on_patch: is the word's middle on a tile's measuring bar patch?
function on_patch(    k, cx, cy) {
	cx = (x0 + x1) / 2; cy = (y0 + y1) / 2
	for (k = 1; k <= np[q]; k++)
		if (cx > px0[q, k] && cx < px1[q, k] && cy > py0[q, k] &&
		    cy < py1[q, k])
			return 1
	return 0
}
# meets: does the word's box, a tenth of a millimetre in, meet the
# segment (along x or y)?
function meets(a0, b0, a1, b1,    e, t) {
	e = 72 / 254
	if (a0 > a1) { t = a0; a0 = a1; a1 = t }
	if (b0 > b1) { t = b0; b0 = b1; b1 = t }
	return a1 > x0 + e && a0 < x1 - e && b1 > y0 + e && b0 < y1 - e
}
# across: does the word cross an edge of the box by more than a tenth of
# a millimetre (pdftotext rounds a word's box to the page's edge)?
function across(a0, a1, b0, b1,    e, sx, sy) {
	e = 72 / 254
	sy = y1 > b0 + e && y0 < b1 - e
	sx = x1 > a0 + e && x0 < a1 - e
	return (sy && x0 < a0 - e && x1 > a0 + e) ||
	    (sy && x0 < a1 - e && x1 > a1 + e) ||
	    (sx && y0 < b0 - e && y1 > b0 + e) ||
	    (sx && y0 < b1 - e && y1 > b1 + e)
}
function say(what, a0, a1, b0, b1) {
	printf "page %d: %s x %.1f-%.1f y %.1f-%.1f crosses the %s x %.1f-%.1f y %.1f-%.1f mm\n",
	    q, w, mm(x0), mm(x1), mm(y0), mm(y1), what, mm(a0), mm(a1), mm(b0),
	    mm(b1)
}
END {
	page_end()
	printf "markers %d cut %d\n", markers, kcut + 0
	printf "pieces %d cut %d\n", pieces, pcut + 0
	printf "words %d cut %d bleed %d\n", words, cut + 0, bleed + 0
}
