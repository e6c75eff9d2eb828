# page-check.awk: reads `mutool trace` output of board pages (any kind)
# and prints one line per fault a player would see, read off the page
# alone. Give it trace.awk first and two inputs: a file of the pages'
# boxes, then the trace:
#   awk -v safe=MM -f trace.awk -f page-check.awk BOXES TRACE
# BOXES has a line per page, "N tl tt tr tb bl bt br bb L R T B": the
# TrimBox and BleedBox in points from the media's top left (y down, as
# mutool trace gives positions), and for each side of the trim (left,
# right, top, bottom) 1 where it joins another sheet (--split, --tile), 2
# where it lies under another (a tile's, neither joined nor seen), 0 where
# it is the trim. What is drawn:
#   board    everything inside the page's first clip (the board, or the
#            sheet's part of it); page furniture after it (marks, slug,
#            a tile's label and bar) is the print shop's and not judged.
#   glyph    a character: its advance by its height in DejaVu Sans (the
#            font every page embeds), in em: 0.56 above the baseline for
#            a lowercase letter without ascender, else 0.76; 0.24 below
#            for one with a descender, 0.14 for brackets and commas.
#   area     a filled shape over 20 mm across (paper, land, sea, rock, a
#            legend's box), or any fill before the page's first stroke
#            (a map's terrain, painted in rectangles row by row): the
#            ground things stand on, never a piece.
#   line     a stroke at the board's scale that is not closed, or any
#            stroke over 20 mm across (edges, routes, coasts, walls, grid,
#            quadrant lines); a point where two of its segments meet
#            (or two lines') is a vertex (a route's cell centre, a
#            node's centre; not a dash's end) if the line is 0.5 mm wide
#            or more (a route, an edge; not a coast, wall or grid).
#            A filled square on a vertex, as wide as its line, fills
#            the corner where a route turns: part of the line.
#   part     each subpath (from a moveto) of any other painted path,
#            filled or stroked: a piece or part of one (a node's disc, an
#            icon's strokes, a power dot, a tiny node, a one-way
#            triangle, a city's marker, a transit, a tree, a dungeon
#            feature). A disc (four curves in a square box) is judged by
#            its circle, a closed outline by its band (a stroked circle:
#            its ring), anything else by its box.
#   icon     a part drawn at another scale than the board's (that of the
#            first path painted on it): a type, mission or feature icon.
#   ground   of a glyph: the last filled part or area drawn before it
#            whose shape holds the glyph's box (a node's disc, a patch).
#   patch    a ground that is a paper-white rectangle drawn just before
#            text (only clips between), with no part drawn on it later (a
#            legend's or key's box has): a label's or caption's patch. A
#            white box before text is paper, never a piece.
# Faults, one line each, "CHECK page N: what":
#   text     a glyph's box meets a part drawn after its ground; or the
#            glyph's patch meets a part drawn before it, or holds a
#            line's vertex (the patch hides them); or, with no ground,
#            a part at all. "Meets" is by more than 0.05 mm (less does
#            not show at 300 dpi: 0.6 pixel); a part in paper white
#            drawn before the glyph does not show under it.
#   safe     a glyph or an icon part inside the bleed box but less than
#            safe mm from a side of the trim that is not a join.
#   join     a glyph or a part that crosses a join (it is cut there): a
#            side BOXES says joins, or a print-and-play tile's cut line
#            (a black line on a white one 0.9 mm wide, drawn after the
#            board), which takes the place of the side it runs along.
#   hinge    with -v panels=N (2, 4 or 6) and -v hinge=MM: a glyph or an
#            icon part that comes within hinge mm of a folding board's
#            hinge, a line across the trim where it folds, worked out
#            here from the trim box alone as makers fold: 2 panels across
#            the long side's middle, 4 in 2 x 2, 6 in 3 x 2 (three along
#            the long side); the END line then ends "hinge H".
# A glyph run (a word, a label) or an icon is reported once a page for
# each check, with its first fault. Ends with "pages P glyphs G parts Q
# icons I text T safe S join J". Positions in the lines are in mm from
# the trim's top left corner (the box's corner for a glyph or piece).
function box_reset() { have = 0 }
function scale_of(a) { return sqrt(a[1] * a[4] - a[2] * a[3] < 0 ? \
    a[2] * a[3] - a[1] * a[4] : a[1] * a[4] - a[2] * a[3]) }
function mm_x(x) { return (x - tl) / k }
function mm_y(y) { return (y - tt) / k }
# holds: part i's shape holds the box: its box holds it (a disc's box,
# with the box's middle in the circle: a glyph's box is a little larger
# than its ink, so the corners of a number filling a disc stand out).
function holds(i, bx0, by0, bx1, by1,    cx, cy, r) {
	if (px0[i] > bx0 || px1[i] < bx1 || py0[i] > by0 || py1[i] < by1)
		return 0
	if (!pdisc[i])
		return 1
	cx = (px0[i] + px1[i]) / 2; cy = (py0[i] + py1[i]) / 2
	r = (px1[i] - px0[i]) / 2
	return ((bx0 + bx1) / 2 - cx) ^ 2 + ((by0 + by1) / 2 - cy) ^ 2 <= r * r
}
function fault(check, what) {
	printf "%s page %s: %s\n", check, page, what
	nfault[check]++
}
function where(x, y) { return sprintf("%.1f, %.1f mm", mm_x(x), mm_y(y)) }
# what: part i, for a person: its shape, middle and size.
function what(i) {
	return sprintf("%s at %s, %.1f mm across", pring[i] ? "a ring" : \
	    pdisc[i] ? "a disc" : picon[i] ? "an icon's part" : "a shape",
	    where((px0[i] + px1[i]) / 2, (py0[i] + py1[i]) / 2),
	    (px1[i] - px0[i]) / k)
}
# ring: does the stroked circle i (centre line radius r, half width w)
# meet the box? Its nearest point must be inside the outer edge and its
# farthest outside the inner one.
function ring(i, bx0, by0, bx1, by1,    cx, cy, r, w, dx, dy, fx, fy) {
	cx = (px0[i] + px1[i]) / 2; cy = (py0[i] + py1[i]) / 2
	w = phw[i]; r = (px1[i] - px0[i]) / 2 - w
	dx = cx < bx0 ? bx0 - cx : cx > bx1 ? cx - bx1 : 0
	dy = cy < by0 ? by0 - cy : cy > by1 ? cy - by1 : 0
	fx = cx - bx0 > bx1 - cx ? cx - bx0 : bx1 - cx
	fy = cy - by0 > by1 - cy ? cy - by0 : by1 - cy
	return dx * dx + dy * dy < (r + w) ^ 2 && fx * fx + fy * fy > (r - w) ^ 2
}
# touches: part i meets the box; a stroked outline only by its band: a
# box inside the band's inner edge does not meet it.
function touches(i, bx0, by0, bx1, by1,    w) {
	if (!meets(i, bx0, by0, bx1, by1))
		return 0
	if (pring[i])
		return ring(i, bx0, by0, bx1, by1)
	w = 2 * phw[i]
	return !pshut[i] || bx0 < px0[i] + w || bx1 > px1[i] - w ||
	    by0 < py0[i] + w || by1 > py1[i] - w
}
# The parts and vertices are binned in squares of 10 mm on the page, so
# that a glyph is tried only against what lies near it.
function fl(v) { return v >= 0 || int(v) == v ? int(v) : int(v) - 1 }
function cl(v, lo, hi) { return v < lo ? lo : v > hi ? hi : v }
function bin_all(    i, a, b, c, d, x, y, lx, hx, ly, hy) {
	split("", bin); split("", vbin)
	lx = fl(bl / cell) - 1; hx = fl(br / cell) + 1
	ly = fl(bt / cell) - 1; hy = fl(bb / cell) + 1
	for (i = 1; i <= np; i++) {
		a = cl(fl(px0[i] / cell), lx, hx); b = cl(fl(px1[i] / cell), lx, hx)
		c = cl(fl(py0[i] / cell), ly, hy); d = cl(fl(py1[i] / cell), ly, hy)
		for (x = a; x <= b; x++)
			for (y = c; y <= d; y++)
				bin[x, y] = bin[x, y] " " i
	}
	for (i = 1; i <= nv; i++) {
		# (where two segments meet: a dash's end is none)
		if (vends[sprintf("%.2f %.2f", vx[i], vy[i])] < 2)
			continue
		x = fl(vx[i] / cell); y = fl(vy[i] / cell)
		vbin[x, y] = vbin[x, y] " " i
	}
}
# near_parts: the parts binned about the box, into list[1..n]; returns n.
function near_parts(bx0, by0, bx1, by1, list, vert,    x, y, k, a, n, m, st) {
	n = 0
	split("", st)
	for (x = fl(bx0 / cell); x <= fl(bx1 / cell); x++)
		for (y = fl(by0 / cell); y <= fl(by1 / cell); y++) {
			m = split(vert ? vbin[x, y] : bin[x, y], a, " ")
			for (k = 1; k <= m; k++)
				if (!(a[k] in st)) {
					st[a[k]] = 1
					list[++n] = a[k] + 0
				}
		}
	return n
}
# ground: the last fill before glyph g that holds its box, or 0.
function ground(g,    i, n, list, best) {
	n = near_parts(gx0[g], gy0[g], gx0[g], gy0[g], list, 0)
	best = 0
	for (i = 1; i <= n; i++)
		if (list[i] > best && pseq[list[i]] < gseq[g] && pfill[list[i]] &&
		    holds(list[i], gx0[g], gy0[g], gx1[g], gy1[g]))
			best = list[i]
	return best
}
# over: the first thing glyph g's text lies over, or "".
function over(g,    G, i, k, v, n, list, patch) {
	G = ground(g)
	patch = G && ppatch[G]
	if (patch)
		n = near_parts(px0[G], py0[G], px1[G], py1[G], list, 0)
	else
		n = near_parts(gx0[g], gy0[g], gx1[g], gy1[g], list, 0)
	for (k = 1; k <= n; k++) {
		i = list[k]
		# Paper white under text or a patch does not show.
		if (i == G || parea[i] || pbox[i] ||
		    (ppaper[i] && pseq[i] < gseq[g]))
			continue
		if (!G || pseq[i] > pseq[G]) {
			if (touches(i, gx0[g] + ov, gy0[g] + ov, gx1[g] - ov,
			    gy1[g] - ov))
				return "meets " what(i) " (its \"" gch[g] "\")"
		} else if (patch &&
		    !holds(i, px0[G], py0[G], px1[G], py1[G]) &&
		    touches(i, px0[G] + ov, py0[G] + ov, px1[G] - ov,
		    py1[G] - ov))
			return "its patch hides " what(i)
	}
	if (!patch)
		return ""
	n = near_parts(px0[G], py0[G], px1[G], py1[G], list, 1)
	for (k = 1; k <= n; k++) {
		v = list[k]
		if (vseq[v] < pseq[G] && vx[v] > px0[G] + tol &&
		    vx[v] < px1[G] - tol && vy[v] > py0[G] + tol &&
		    vy[v] < py1[G] - tol)
			return "its patch hides a line's vertex at " \
			    where(vx[v], vy[v])
	}
	return ""
}
# near: the marks' box less than safe from a side that is the trim.
function near(bx0, by0, bx1, by1,    cx, cy) {
	cx = (bx0 + bx1) / 2; cy = (by0 + by1) / 2
	if (cx < bl || cx > br || cy < bt || cy > bb)
		return 0
	return (!jl && bx0 < tl + safe - tol) || (!jr && bx1 > tr - safe + tol) ||
	    (!jt && by0 < tt + safe - tol) || (!jb && by1 > tb - safe + tol)
}
# folds: the page's hinges, from the trim box: nfold lines, fax[i] 0 for
# x = fat[i], 1 for y = fat[i] (points).
function folds(    w, h, along, across, cols, rows, i) {
	nfold = 0
	if (panels < 2)
		return
	w = tr - tl; h = tb - tt
	along = panels == 6 ? 3 : 2
	across = panels == 2 ? 1 : 2
	cols = w >= h ? along : across
	rows = w >= h ? across : along
	for (i = 1; i < cols; i++) {
		fax[++nfold] = 0; fat[nfold] = tl + w * i / cols
	}
	for (i = 1; i < rows; i++) {
		fax[++nfold] = 1; fat[nfold] = tt + h * i / rows
	}
}
# on_fold: the box comes within hinge of a hinge: its index, or 0.
function on_fold(bx0, by0, bx1, by1,    i, lo, hi) {
	for (i = 1; i <= nfold; i++) {
		lo = fax[i] ? by0 : bx0
		hi = fax[i] ? by1 : bx1
		if (lo - hinge + tol < fat[i] && fat[i] < hi + hinge - tol)
			return i
	}
	return 0
}
# fold_at: hinge i, said.
function fold_at(i) {
	return sprintf("the hinge at %s = %.1f mm", fax[i] ? "y" : "x",
	    fax[i] ? mm_y(fat[i]) : mm_x(fat[i]))
}
# cut: the box crosses a join (along the sheet's side, not beyond it),
# or a cut line by more than 0.1 mm.
function cut(bx0, by0, bx1, by1,    h, v, c, e) {
	h = by1 > tt && by0 < tb
	v = bx1 > tl && bx0 < tr
	if ((h && jl == 1 && bx0 < tl - tol && bx1 > tl + tol) ||
	    (h && jr == 1 && bx0 < tr - tol && bx1 > tr + tol) ||
	    (v && jt == 1 && by0 < tt - tol && by1 > tt + tol) ||
	    (v && jb == 1 && by0 < tb - tol && by1 > tb + tol))
		return 1
	e = 0.1 * 72 / 25.4
	for (c = 1; c <= ncut; c++)
		if (cx1[c] > bx0 + e && cx0[c] < bx1 - e &&
		    cy1[c] > by0 + e && cy0[c] < by1 - e)
			return 1
	return 0
}
# cut_sides: a cut line along a side takes its place (the sheet is cut
# there, or the next one's cut edge lies there): the side is not seen.
function cut_sides(    c) {
	for (c = 1; c <= ncut; c++)
		if (cx0[c] == cx1[c]) {
			if (cx0[c] < (tl + tr) / 2) jl = 2
			else jr = 2
		} else if (cy0[c] < (tt + tb) / 2)
			jt = 2
		else
			jb = 2
}
# once: fault CHECK about the glyph run or part KEY, once a page.
function once(check, key, msg) {
	if ((check, key) in seen)
		return
	seen[check, key] = 1
	fault(check, msg)
}
# unpatch: a white box with pieces drawn on it (a legend, a key) is no
# patch.
function unpatch(    i, j, n, list) {
	for (i = 1; i <= np; i++) {
		if (!ppatch[i])
			continue
		n = near_parts(px0[i], py0[i], px1[i], py1[i], list, 0)
		for (j = 1; j <= n; j++)
			if (list[j] > i && !parea[list[j]] &&
			    meets(list[j], px0[i], py0[i], px1[i], py1[i]))
				ppatch[i] = 0
	}
}
function judge_glyphs(    g, s, key, w, f) {
	for (g = 1; g <= ng; g++) {
		# What the sheet does not show is another sheet's.
		if (gx1[g] <= bl || gx0[g] >= br || gy1[g] <= bt || gy0[g] >= bb)
			continue
		key = "run " grun[g]
		w = "\"" gtext[grun[g]] "\" at " where(gx0[g], gy0[g])
		if (!(("text", key) in seen) && (s = over(g)) != "")
			once("text", key, w " " s)
		if (near(gx0[g], gy0[g], gx1[g], gy1[g]))
			once("safe", key, w)
		if (cut(gx0[g], gy0[g], gx1[g], gy1[g]))
			once("join", key, w " is cut")
		if ((f = on_fold(gx0[g], gy0[g], gx1[g], gy1[g])))
			once("hinge", key, w " is on " fold_at(f))
	}
}
# judge_parts: an icon's parts are one icon (one transform); a piece's
# fill and outline one piece (one middle).
function judge_parts(    i, key, w, f) {
	for (i = 1; i <= np; i++) {
		if (parea[i])
			continue
		key = picon[i] ? pform[i] : \
		    sprintf("%.1f %.1f", px0[i] + px1[i], py0[i] + py1[i])
		w = (picon[i] ? "an icon" : "a piece") " at " \
		    where(px0[i], py0[i])
		if (picon[i] && near(px0[i], py0[i], px1[i], py1[i]))
			once("safe", key, w)
		if (cut(px0[i], py0[i], px1[i], py1[i]))
			once("join", key, w " is cut")
		if (picon[i] && (f = on_fold(px0[i], py0[i], px1[i], py1[i])))
			once("hinge", key, w " is on " fold_at(f))
		parts++
		icons += picon[i]
	}
}
function flush_page() {
	if (page == "")
		return
	split(boxes[page], b, " ")
	tl = b[1]; tt = b[2]; tr = b[3]; tb = b[4]
	bl = b[5]; bt = b[6]; br = b[7]; bb = b[8]
	jl = b[9]; jr = b[10]; jt = b[11]; jb = b[12]
	split("", seen)
	folds()
	cut_sides()
	bin_all()
	unpatch()
	judge_glyphs()
	judge_parts()
	pages++
	glyphs += ng
	page = ""
}
BEGIN {
	k = 72 / 25.4
	area = 20 * k
	tol = 0.01
	ov = 0.05 * k
	cell = 10 * k
	safe *= k
	hinge *= k
}
FNR == 1 { file++ }
file == 1 { boxes[$1] = $2; for (i = 3; i <= NF; i++) boxes[$1] = boxes[$1] " " $i; next }
/<page number=/ {
	flush_page()
	page = attr($0, "number")
	np = ng = nv = nrun = seq = depth = inboard = done = stroked = 0
	split("", vat); split("", vends)
	ncut = incut = 0
	lastfill = 0
	next
}
/<clip_/ {
	if (!depth++ && !done) {
		inboard = 1
		bscale = 0
	}
	inclip = 1
	next
}
/<\/clip_/ { inclip = 0; next }
/<pop_clip/ {
	if (!--depth && inboard) {
		inboard = 0
		done = 1
	}
	next
}
# A tile's cut line, its segments (along x or y) in cx0..cx1, cy0..cy1.
/<stroke_path / && attr($0, "linewidth") == ".9" &&
    attr($0, "color") == "0 0 0 0" {
	split(attr($0, "transform"), m, " ")
	incut = 1; have = 0
	next
}
incut && /<moveto |<lineto / {
	to_page(attr($0, "x"), attr($0, "y"))
	if (/<lineto /) {
		ncut++
		cx0[ncut] = LX < X ? LX : X; cx1[ncut] = LX < X ? X : LX
		cy0[ncut] = LY < Y ? LY : Y; cy1[ncut] = LY < Y ? Y : LY
	}
	LX = X; LY = Y
	next
}
incut && /<\/stroke_path>/ { incut = 0; next }
!inboard { next }
/<fill_path |<stroke_path / {
	split(attr($0, "transform"), m, " ")
	form = attr($0, "transform")
	stroke = /<stroke_path /
	# The board's scale: the first thing painted on it (its terrain, its
	# quadrant lines, its rock).
	if (!bscale)
		bscale = scale_of(m)
	width = stroke ? attr($0, "linewidth") : 0
	lw = width * scale_of(m) / 2
	colour = attr($0, "color")
	box_reset()
	inpath = 1; curves = lines = moves = closed = nseg = ns = 0
	next
}
# Each subpath (from a moveto) is a part of its own: a forest's trees or
# an icon's strokes in one path are judged each by its own box.
function sub_grow() {
	if (X < ux0[ns]) ux0[ns] = X
	if (X > ux1[ns]) ux1[ns] = X
	if (Y < uy0[ns]) uy0[ns] = Y
	if (Y > uy1[ns]) uy1[ns] = Y
}
inpath && /<moveto / {
	grow(attr($0, "x"), attr($0, "y")); moves++
	ns++; ux0[ns] = ux1[ns] = X; uy0[ns] = uy1[ns] = Y
	ucurves[ns] = ushut[ns] = 0
	sx[++nseg] = X; sy[nseg] = Y; sfirst[nseg] = 1
	next
}
inpath && /<lineto / {
	grow(attr($0, "x"), attr($0, "y")); lines++; sub_grow()
	sx[++nseg] = X; sy[nseg] = Y; sfirst[nseg] = 0
	next
}
inpath && /<curveto / {
	curves++; ucurves[ns]++
	grow(attr($0, "x1"), attr($0, "y1")); sub_grow()
	grow(attr($0, "x2"), attr($0, "y2")); sub_grow()
	grow(attr($0, "x3"), attr($0, "y3")); sub_grow()
	next
}
inpath && /<closepath/ { closed = ushut[ns] = 1; next }
inpath && /<\/fill_path>|<\/stroke_path>/ {
	inpath = 0
	if (!have)
		next
	seq++
	stroked += stroke
	icon = (scale_of(m) - bscale) ^ 2 > 1e-6
	if (stroke && (x1 - x0 > area || y1 - y0 > area || (!closed && !icon))) {
		# (the width in the board's own units, millimetres)
		for (i = 1; width * scale_of(m) / bscale >= 0.5 && i <= nseg; i++) {
			vx[++nv] = sx[i]; vy[nv] = sy[i]; vseq[nv] = seq
			# (how many segments end there: one before it in its
			# subpath, one after)
			vkey = sprintf("%.2f %.2f", sx[i], sy[i])
			vends[vkey] += !sfirst[i] + (i < nseg && !sfirst[i + 1])
		}
		# (every line's, for its joints: in points, binned by the
		# point, with the line's width)
		for (i = 1; i <= nseg; i++)
			vat[int(sx[i]), int(sy[i])] = vat[int(sx[i]), int(sy[i])] \
			    " " sx[i] " " sy[i] " " 2 * lw
		next
	}
	for (i = 1; i <= ns; i++)
		if (stroke || !joint(i))
			add_part(i)
	# A paper-white rectangle; a patch if text comes next.
	lastfill = !stroke && curves == 0 && moves == 1 && lines >= 3 && \
	    lines <= 4 && ppaper[np] ? np : 0
	next
}
# joint: is filled subpath u a square on a line's vertex, as wide as the
# line? It fills the corner where the line turns (a route drawn a step
# at a time): part of the line, not a piece.
function joint(u,    cx, cy, a, b, c, i, w, list) {
	w = ux1[u] - ux0[u]
	if (ucurves[u] || !ushut[u] || (w - (uy1[u] - uy0[u])) ^ 2 > 0.0001)
		return 0
	cx = (ux0[u] + ux1[u]) / 2; cy = (uy0[u] + uy1[u]) / 2
	for (a = -1; a <= 1; a++)
		for (b = -1; b <= 1; b++) {
			c = split(vat[int(cx) + a, int(cy) + b], list, " ")
			for (i = 1; i + 2 <= c; i += 3)
				if ((list[i + 2] - w) ^ 2 < 0.01 &&
				    (list[i] - cx) ^ 2 + (list[i + 1] - cy) ^ 2 < 0.0025)
					return 1
		}
	return 0
}
# add_part: subpath u of the path just read, as part np.
function add_part(u,    d) {
	np++
	px0[np] = ux0[u] - lw; py0[np] = uy0[u] - lw
	px1[np] = ux1[u] + lw; py1[np] = uy1[u] + lw
	pseq[np] = seq; pform[np] = form; pfill[np] = !stroke
	parea[np] = !stroke && (!stroked || px1[np] - px0[np] > area ||
	    py1[np] - py0[np] > area)
	d = (px1[np] - px0[np]) - (py1[np] - py0[np])
	pdisc[np] = ucurves[u] == 4 && d * d < 0.01
	pring[np] = stroke && pdisc[np]
	pshut[np] = stroke && ushut[u]
	phw[np] = lw
	picon[np] = !parea[np] && icon
	ppatch[np] = pbox[np] = 0
	ppaper[np] = colour == "0 0 0 0" || colour == "1" || colour == "1 1 1"
}
/<fill_text |<stroke_text / {
	split(attr($0, "transform"), t, " ")
	seq++
	if (lastfill)
		ppatch[lastfill] = pbox[lastfill] = 1
	lastfill = 0
	next
}
/<span / { split(attr($0, "trm"), tm, " "); nrun++; gtext[nrun] = ""; next }
/<g / {
	u = attr($0, "unicode")
	gtext[nrun] = gtext[nrun] u
	if (u == " ")
		next
	x = attr($0, "x"); y = attr($0, "y"); a = attr($0, "adv")
	# The glyph's box in text space, through trm, then the transform.
	box_reset()
	split(t[1] " " t[2] " " t[3] " " t[4] " " t[5] " " t[6], m, " ")
	lo = index("gjpqy", u) ? -0.24 : index("(),;[]{}|", u) ? -0.14 : 0
	hi = index("acemnorsuvwxzgpqy", u) ? 0.56 : 0.76
	grow(x + lo * tm[3], y + lo * tm[4])
	grow(x + a * tm[1] + lo * tm[3], y + a * tm[2] + lo * tm[4])
	grow(x + hi * tm[3], y + hi * tm[4])
	grow(x + a * tm[1] + hi * tm[3], y + a * tm[2] + hi * tm[4])
	ng++
	gx0[ng] = x0; gy0[ng] = y0; gx1[ng] = x1; gy1[ng] = y1
	gseq[ng] = seq; grun[ng] = nrun; gch[ng] = u
	next
}
END {
	flush_page()
	printf "pages %d glyphs %d parts %d icons %d text %d safe %d join %d",
	    pages, glyphs, parts, icons, nfault["text"], nfault["safe"],
	    nfault["join"]
	if (panels > 1)
		printf " hinge %d", nfault["hinge"]
	printf "\n"
}
