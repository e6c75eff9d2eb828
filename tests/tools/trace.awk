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
