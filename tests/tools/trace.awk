# trace.awk: what the readers of `mutool trace` output share. Give it to
# awk ahead of the reader's own program: awk -f trace.awk -f reader.awk.

# attr: the value of the attribute name in the trace line s, or "".
function attr(s, name) {
	if (match(s, name "=\"[^\"]*\""))
		return substr(s, RSTART + length(name) + 2, RLENGTH - length(name) - 3)
	return ""
}

# to_page: the point (x, y) through the current matrix (m[1] to m[6], split
# from a transform= attribute), into X and Y: points on the page.
function to_page(x, y) {
	X = m[1] * x + m[3] * y + m[5]
	Y = m[2] * x + m[4] * y + m[6]
}

# grow: widen the box x0..x1, y0..y1 (have: it holds a point yet; clear
# it to start a box) by the point (x, y) through the current matrix.
function grow(x, y) {
	to_page(x, y)
	if (!have || X < x0) x0 = X
	if (!have || X > x1) x1 = X
	if (!have || Y < y0) y0 = Y
	if (!have || Y > y1) y1 = Y
	have = 1
}

# meets: shape i (its box px0[i]..px1[i], py0[i]..py1[i]; pdisc[i] when
# it is a disc, a path of four curves in a square box) meets the box
# bx0..bx1, by0..by1; a disc by its distance to the box.
function meets(i, bx0, by0, bx1, by1,    cx, cy, r, dx, dy) {
	if (px1[i] <= bx0 || px0[i] >= bx1 || py1[i] <= by0 || py0[i] >= by1)
		return 0
	if (!pdisc[i])
		return 1
	cx = (px0[i] + px1[i]) / 2; cy = (py0[i] + py1[i]) / 2
	r = (px1[i] - px0[i]) / 2
	dx = cx < bx0 ? bx0 - cx : cx > bx1 ? cx - bx1 : 0
	dy = cy < by0 ? by0 - cy : cy > by1 ? cy - by1 : 0
	return dx * dx + dy * dy < r * r
}
