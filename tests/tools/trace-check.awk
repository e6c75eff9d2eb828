# trace-check.awk: reads `mutool trace` output and prints one line per
# painting operation that a print shop would refuse: a colour space other
# than DeviceCMYK or DeviceGray, a stroke thinner than 0.25 pt, text
# smaller than 6 pt. Sizes are in device points: the width (or text
# matrix) scaled by the square root of the transform's determinant.
function attr(s, name,    m) {
	if (match(s, name "=\"[^\"]*\"")) {
		m = substr(s, RSTART + length(name) + 2, RLENGTH - length(name) - 3)
		return m
	}
	return ""
}
function scale(t,    v) {
	split(t, v, " ")
	d = v[1] * v[4] - v[2] * v[3]
	return sqrt(d < 0 ? -d : d)
}
/<page number=/ { page = attr($0, "number") }
/colorspace="/ {
	cs = attr($0, "colorspace")
	if (cs != "DeviceCMYK" && cs != "DeviceGray")
		printf "page %s: paints in %s\n", page, cs
}
/<stroke_path / {
	w = attr($0, "linewidth") * scale(attr($0, "transform"))
	if (w < 0.2499)
		printf "page %s: a stroke %.3f pt wide\n", page, w
}
/<fill_text |<stroke_text / { ctm = scale(attr($0, "transform")) }
/<span / {
	pt = scale(attr($0, "trm")) * ctm
	if (pt < 5.999)
		printf "page %s: text of %.2f pt\n", page, pt
}
/<(fill|clip|stroke)_image|<fill_shade/ { printf "page %s: an image or shading\n", page }
