# caption-check.awk: reads `mutool trace` output of board pages (nodes,
# dungeon) and prints one line per page whose caption (the 6 pt text of
# the board's id and seed: the run holding "seed ", and a 6 pt run just
# above it, the first line of a caption set in two) is where a player
# would not want it:
#   covered  its plate (the smallest filled shape holding all its text,
#            or the text itself without one) meets a mark drawn before
#            it: any filled shape (a node's disc or icon, a number, a
#            power dot, a tiny node, an item, a feature) but those that
#            hold all of it (the paper);
#   line     its plate meets a line drawn before it (a stroke: an edge,
#            a quadrant line, a wall), by the line's half width;
#   corner   with -v boxes=FILE (page-check.awk's BOXES: each page's trim
#            and joins, tests/lib.sh's page_boxes) and -v safe=MM (the
#            safe margin inside the trim), on a page whose four sides are
#            the trim (no join): a corner of the safe zone has room for
#            the plate, clear by CLEAR mm of every filled shape and line
#            on the page (but the paper's, and the plate itself), and yet
#            the caption is neither in a corner (within NEAR mm of two
#            sides of the safe zone) nor in the margin outside every mark
#            (but those that run on past the trim). CLEAR is 2.5 mm, as
#            the board keeps room round a side node for the start square
#            it may be and a power dot on that, more than is drawn. An
#            expedition board's back (its caption, or the note on the
#            line above it, says "the back of the board") is not judged
#            so: it prints only the circles, and its caption stays at the
#            bottom's middle, where the sheet is turned over
#            (nodes/back.h); a note set in two lines where a folding
#            board's panel is narrow is the caption's too.
# With -v plate=1, a line "page N: plate COLOUR" a page gives the plate's
# fill colour as the trace has it ("none" without a plate).
# The caption is looked for inside the trim (a slug in the margin outside
# it is the print shop's) and its clip (a print-and-play tile shows part
# of the board); a line counts only where its clip lets it be seen. Ends with "pages P captions C covered N lines L
# corner K". Positions are printed in mm from the page's top left. Give
# trace.awk first.
function seg_dist(ax, ay, bx, by, x0, y0, x1, y1, j,    t, i, px, py, d, best, dx, dy) {
	# The distance from segment a-b to the box, by 64 points along it
	# (a board's edge is at most 300 mm: a point every 5 mm, and a
	# box is judged by its nearest point, so a miss is under 2.5 mm off
	# a corner only; the lines that matter cross the box), but for the
	# points outside the box of the clip segment j was drawn in (a
	# texture's hatch runs on past the paper, and only its part in the
	# clip is on the page).
	best = -1
	for (i = 0; i <= 64; i++) {
		t = i / 64
		px = ax + t * (bx - ax); py = ay + t * (by - ay)
		if (px < kx0[j] || px > kx1[j] || py < ky0[j] || py > ky1[j])
			continue
		dx = px < x0 ? x0 - px : px > x1 ? px - x1 : 0
		dy = py < y0 ? y0 - py : py > y1 ? py - y1 : 0
		d = sqrt(dx * dx + dy * dy)
		if (best < 0 || d < best)
			best = d
	}
	return best
}
# seg_near: does segment j come within its half width and c of the box?
function seg_near(j, x0, y0, x1, y1, c,    d) {
	if (fmax(sx0[j], sx1[j]) < x0 - c - sw[j] || fmin(sx0[j], sx1[j]) > x1 + c + sw[j] ||
	    fmax(sy0[j], sy1[j]) < y0 - c - sw[j] || fmin(sy0[j], sy1[j]) > y1 + c + sw[j])
		return 0
	d = seg_dist(sx0[j], sy0[j], sx1[j], sy1[j], x0, y0, x1, y1, j)
	return d >= 0 && d < sw[j] + c
}
function fmax(a, b) { return a > b ? a : b }
# back_note: run i is the first line of an expedition back's note.
function back_note(i) { return rtext[i] ~ /the back of the board/ }
function fmin(a, b) { return a < b ? a : b }
# holds: shape i holds the caption's text (the paper, the plate).
function holds(i) {
	return px0[i] <= cx0 && py0[i] <= cy0 && px1[i] >= cx1 && py1[i] >= cy1
}
# free_box: nothing on the page but the paper and the plate (patch) comes
# within c of the box.
function free_box(x0, y0, x1, y1, c,    i, j) {
	for (i = 1; i <= np; i++) {
		if (i == patch || holds(i))
			continue
		if (px1[i] > x0 - c && px0[i] < x1 + c && py1[i] > y0 - c &&
		    py0[i] < y1 + c)
			return 0
	}
	for (j = 1; j <= ns; j++)
		if (!sholds[j] && seg_near(j, x0, y0, x1, y1, c))
			return 0
	return 1
}
function flush_page(    i, j, ax0, ay0, ax1, ay1, found, area, best, last,
    w, h, zx0, zy0, zx1, zy1, k, free, near, m0, m1, m2, m3, out) {
	if (!page || !seed_run)
		return
	captions++
	# The caption: the run with the seed, and the 6 pt run just above it.
	cx0 = rx0[seed_run]; cy0 = ry0[seed_run]; cx1 = rx1[seed_run]; cy1 = ry1[seed_run]
	# (an expedition back's note above it, on one line or, where a
	# folding board's panel is narrow, on two: nodes/back.h)
	back = rtext[seed_run] ~ /the back of the board/
	for (i = seed_run - 1; i >= 1 && i >= seed_run - 2 &&
	    rsize[i] > 5.9 && rsize[i] < 6.1 &&
	    ry1[i] <= cy0 + 0.5 * k_mm && ry1[i] > cy0 - 2 * k_mm &&
	    rx1[i] > cx0 && rx0[i] < cx1; i--) {
		if (i < seed_run - 1 && !back_note(i))
			break
		cx0 = fmin(cx0, rx0[i]); cy0 = fmin(cy0, ry0[i])
		cx1 = fmax(cx1, rx1[i]); cy1 = fmax(cy1, ry1[i])
		back = back || back_note(i)
	}
	# The plate: the smallest shape holding the text.
	ax0 = cx0; ay0 = cy0; ax1 = cx1; ay1 = cy1; found = 0; last = np + 1
	patch = 0
	for (i = 1; i <= np; i++) {
		area = (px1[i] - px0[i]) * (py1[i] - py0[i])
		if (holds(i) && (!found || area < best)) {
			ax0 = px0[i]; ay0 = py0[i]; ax1 = px1[i]; ay1 = py1[i]
			best = area
			last = i
			patch = i
			found = 1
		}
	}
	# (a stroke round all of the text, no larger than the plate, is the
	# plate's frame)
	for (j = 1; j <= ns; j++)
		sholds[j] = sx0h[sstroke[j]] <= cx0 && sy0h[sstroke[j]] <= cy0 &&
		    sx1h[sstroke[j]] >= cx1 && sy1h[sstroke[j]] >= cy1 &&
		    sx0h[sstroke[j]] >= ax0 - 1 && sy0h[sstroke[j]] >= ay0 - 1 &&
		    sx1h[sstroke[j]] <= ax1 + 1 && sy1h[sstroke[j]] <= ay1 + 1
	if (plate)
		printf "page %s: plate %s\n", page, patch ? pcol[patch] : "none"
	# What is drawn after the plate is the caption's own (its total).
	for (i = 1; i < last; i++) {
		if (holds(i))
			continue
		if (meets(i, ax0, ay0, ax1, ay1)) {
			printf "page %s: the caption at %.1f, %.1f mm covers a " \
			    "mark at %.1f, %.1f mm\n", page, ax0 / k_mm, ay0 / k_mm,
			    (px0[i] + px1[i]) / 2 / k_mm, (py0[i] + py1[i]) / 2 / k_mm
			covered++
			break
		}
	}
	for (j = 1; j <= ns; j++) {
		if (sorder[j] >= last || sholds[j])
			continue
		if (seg_near(j, ax0, ay0, ax1, ay1, 0)) {
			printf "page %s: the caption at %.1f, %.1f mm covers a " \
			    "line from %.1f, %.1f to %.1f, %.1f mm\n", page,
			    ax0 / k_mm, ay0 / k_mm, sx0[j] / k_mm, sy0[j] / k_mm,
			    sx1[j] / k_mm, sy1[j] / k_mm
			lines++
			break
		}
	}
	if (!(page in btl) || safe == "" ||
	    jl[page] + jr[page] + jt[page] + jb[page] > 0 ||
	    back)
		return
	# The corners of the safe zone, the plate's size in each.
	zx0 = btl[page] + safe * k_mm; zy0 = btt[page] + safe * k_mm
	zx1 = btr[page] - safe * k_mm; zy1 = btb[page] - safe * k_mm
	w = ax1 - ax0; h = ay1 - ay0
	free = ""
	if (free_box(zx1 - w, zy1 - h, zx1, zy1, CLEAR * k_mm)) free = "bottom right"
	else if (free_box(zx0, zy1 - h, zx0 + w, zy1, CLEAR * k_mm)) free = "bottom left"
	else if (free_box(zx0, zy0, zx0 + w, zy0 + h, CLEAR * k_mm)) free = "top left"
	else if (free_box(zx1 - w, zy0, zx1, zy0 + h, CLEAR * k_mm)) free = "top right"
	if (free == "")
		return
	near = NEAR * k_mm
	if ((ax0 - zx0 < near || zx1 - ax1 < near) &&
	    (ay0 - zy0 < near || zy1 - ay1 < near))
		return
	# In the margin: outside the box of every mark and line of the board
	# (but those running past the trim, and the paper).
	m0 = pw_page; m1 = ph_page; m2 = 0; m3 = 0
	for (i = 1; i <= np; i++) {
		if (i == patch || holds(i) || px0[i] < btl[page] ||
		    px1[i] > btr[page] || py0[i] < btt[page] || py1[i] > btb[page])
			continue
		m0 = fmin(m0, px0[i]); m1 = fmin(m1, py0[i])
		m2 = fmax(m2, px1[i]); m3 = fmax(m3, py1[i])
	}
	out = ax1 <= m0 || ax0 >= m2 || ay1 <= m1 || ay0 >= m3
	if (out)
		return
	printf "page %s: the caption at %.1f, %.1f mm is in neither a corner " \
	    "nor the margin, and the %s corner is free\n", page, ax0 / k_mm,
	    ay0 / k_mm, free
	corner++
}
BEGIN {
	k_mm = 72 / 25.4; CLEAR = 2.5; NEAR = 3
	while (boxes != "" && (getline l < boxes) > 0) {
		split(l, f, " ")
		btl[f[1]] = f[2]; btt[f[1]] = f[3]; btr[f[1]] = f[4]; btb[f[1]] = f[5]
		jl[f[1]] = f[10]; jr[f[1]] = f[11]; jt[f[1]] = f[12]; jb[f[1]] = f[13]
	}
}
/<page number=/ {
	flush_page(); page = attr($0, "number"); pages++
	np = ns = nstroke = 0; nruns = 0; seed_run = 0; intext = 0
	split(attr($0, "mediabox"), mb, " ")
	pw_page = mb[3] - mb[1]; ph_page = mb[4] - mb[2]
	# (the clips' boxes, a stack: the page's own at 0)
	nclip = 0; cbx0[0] = cby0[0] = -1e9; cbx1[0] = cby1[0] = 1e9
}
# A clip: its path's box, within the clip it is drawn in (a clip of
# text or of a stroke: the same box), until its pop.
/<clip_/ {
	nclip++
	cbx0[nclip] = cbx0[nclip - 1]; cby0[nclip] = cby0[nclip - 1]
	cbx1[nclip] = cbx1[nclip - 1]; cby1[nclip] = cby1[nclip - 1]
	if ($0 ~ /<clip_path /) {
		split(attr($0, "transform"), m, " "); have = 0; inclipp = 1
	}
	next
}
inclipp && /<(moveto|lineto) / { grow(attr($0, "x"), attr($0, "y")) }
inclipp && /<curveto / {
	grow(attr($0, "x1"), attr($0, "y1")); grow(attr($0, "x2"), attr($0, "y2"))
	grow(attr($0, "x3"), attr($0, "y3"))
}
inclipp && /<\/clip_path>/ {
	inclipp = 0
	if (have) {
		cbx0[nclip] = fmax(cbx0[nclip], x0); cby0[nclip] = fmax(cby0[nclip], y0)
		cbx1[nclip] = fmin(cbx1[nclip], x1); cby1[nclip] = fmin(cby1[nclip], y1)
	}
	next
}
/<pop_clip/ { if (nclip > 0) nclip--; next }
/<fill_path / {
	split(attr($0, "transform"), m, " "); have = 0; inpath = 1; curves = 0
	fcol = attr($0, "color")
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
		pcol[np] = fcol
		d = (x1 - x0) - (y1 - y0)
		pdisc[np] = curves == 4 && d * d < 0.01
	}
}
# A stroke's segments, each with its half width on the page and the
# number of fills drawn before it; the stroke's own box.
/<stroke_path / {
	split(attr($0, "transform"), m, " "); have = 0; instroke = 1
	nstroke++
	det = m[1] * m[4] - m[2] * m[3]
	half = attr($0, "linewidth") * sqrt(det < 0 ? -det : det) / 2
	lx = ""; next
}
instroke && /<moveto / { to_page(attr($0, "x"), attr($0, "y")); lx = X; ly = Y; grow(attr($0, "x"), attr($0, "y")) }
instroke && /<lineto / {
	to_page(attr($0, "x"), attr($0, "y")); nx = X; ny = Y
	grow(attr($0, "x"), attr($0, "y"))
	if (lx != "") {
		ns++; sx0[ns] = lx; sy0[ns] = ly; sx1[ns] = nx; sy1[ns] = ny
		sw[ns] = half; sorder[ns] = np + 1; sstroke[ns] = nstroke
		kx0[ns] = cbx0[nclip]; ky0[ns] = cby0[nclip]
		kx1[ns] = cbx1[nclip]; ky1[ns] = cby1[nclip]
	}
	lx = nx; ly = ny
}
instroke && /<curveto / {
	to_page(attr($0, "x3"), attr($0, "y3")); nx = X; ny = Y
	grow(attr($0, "x1"), attr($0, "y1")); grow(attr($0, "x2"), attr($0, "y2"))
	grow(attr($0, "x3"), attr($0, "y3"))
	if (lx != "") {
		ns++; sx0[ns] = lx; sy0[ns] = ly; sx1[ns] = nx; sy1[ns] = ny
		sw[ns] = half; sorder[ns] = np + 1; sstroke[ns] = nstroke
		kx0[ns] = cbx0[nclip]; ky0[ns] = cby0[nclip]
		kx1[ns] = cbx1[nclip]; ky1[ns] = cby1[nclip]
	}
	lx = nx; ly = ny
}
instroke && /<\/stroke_path>/ {
	instroke = 0
	sx0h[nstroke] = x0; sy0h[nstroke] = y0; sx1h[nstroke] = x1; sy1h[nstroke] = y1
}
/<fill_text / { split(attr($0, "transform"), t, " "); nruns++; rtext[nruns] = ""; rn[nruns] = 0 }
/<span / { split(attr($0, "trm"), tr, " "); size = tr[1] * sqrt(t[1] * t[4] - t[2] * t[3]) }
/<g / && nruns {
	x = attr($0, "x"); y = attr($0, "y")
	X = t[1] * x + t[3] * y + t[5]; Y = t[2] * x + t[4] * y + t[6]
	a = attr($0, "adv") * size
	rtext[nruns] = rtext[nruns] attr($0, "unicode")
	if (!rn[nruns] || X < rx0[nruns]) rx0[nruns] = X
	if (!rn[nruns] || X + a > rx1[nruns]) rx1[nruns] = X + a
	if (!rn[nruns] || Y - 0.75 * size < ry0[nruns]) ry0[nruns] = Y - 0.75 * size
	if (!rn[nruns] || Y + 0.2 * size > ry1[nruns]) ry1[nruns] = Y + 0.2 * size
	rsize[nruns] = size
	rn[nruns]++
}
/<\/fill_text>/ && nruns && !seed_run && rsize[nruns] > 5.9 &&
    rsize[nruns] < 6.1 && rtext[nruns] ~ /seed [0-9]/ &&
    rx1[nruns] > cbx0[nclip] && rx0[nruns] < cbx1[nclip] &&
    ry1[nruns] > cby0[nclip] && ry0[nruns] < cby1[nclip] &&
    (!(page in btl) || (rx0[nruns] >= btl[page] && rx1[nruns] <= btr[page] &&
    ry0[nruns] >= btt[page] && ry1[nruns] <= btb[page])) { seed_run = nruns }
END {
	flush_page()
	printf "pages %d captions %d covered %d lines %d corner %d\n", pages,
	    captions, covered, lines, corner
}
