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

# grow: the box x0..x1, y0..y1 (have: it holds a point) grown by the
# point (x, y) through the current matrix.
function grow(x, y) {
	to_page(x, y)
	if (!have || X < x0) x0 = X
	if (!have || X > x1) x1 = X
	if (!have || Y < y0) y0 = Y
	if (!have || Y > y1) y1 = Y
	have = 1
}
