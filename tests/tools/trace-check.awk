# trace-check.awk: reads `mutool trace` output and prints one line per
# painting operation that a print shop would refuse: a colour space other
# than DeviceCMYK or DeviceGray (images too), a stroke thinner than 0.25 pt, text
# smaller than 6 pt; and, for CMYK pages, text and thin lines (under
# 0.5 pt) in anything but 100 % K: a tint of it breaks up in the halftone
# screen, and a mix of inks is spoilt by misregistration. Text may also
# be paper white (reversed out of a dark ground), then 7 pt at least (thin
# strokes of a small glyph fill in when the ink spreads), and a thin line in
# registration colour (crop marks; on the board it would exceed the ink
# limit, which the coverage test catches) or in the All separation (the
# marks since issue 30: every plate, a spot colour's too). Sizes are in
# device points:
# the width (or text matrix) scaled by the square root of the
# transform's determinant.
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
	# The All separation (every plate) is for marks: thin lines only.
	if (cs == "Separation(DeviceCMYK,All)" && /<stroke_path /)
		;
	else if (cs != "DeviceCMYK" && cs != "DeviceGray")
		printf "page %s: paints in %s\n", page, cs
}
function solid_k(cs, c) {
	return cs == "DeviceGray" ? c + 0 == 0 : c == "0 0 0 1"
}
/<stroke_path / {
	w = attr($0, "linewidth") * scale(attr($0, "transform"))
	if (w < 0.2499)
		printf "page %s: a stroke %.3f pt wide\n", page, w
	c = attr($0, "color")
	if (w < 0.4999 && attr($0, "colorspace") ~ /^Device(CMYK|Gray)$/ &&
	    !solid_k(attr($0, "colorspace"), c) && c != "1 1 1 1")
		printf "page %s: a %.2f pt line in %s, not 100 %% K\n", page, w, c
}
/<fill_text |<stroke_text / {
	ctm = scale(attr($0, "transform"))
	c = attr($0, "color")
	reversed = c == "0 0 0 0" || (attr($0, "colorspace") == "DeviceGray" &&
	    c + 0 == 1)
	if (attr($0, "colorspace") ~ /^Device(CMYK|Gray)$/ &&
	    !solid_k(attr($0, "colorspace"), c) && c != "0 0 0 0" && c != "1")
		printf "page %s: text in %s, not 100 %% K\n", page, c
}
/<span / {
	pt = scale(attr($0, "trm")) * ctm
	if (pt < 5.999)
		printf "page %s: text of %.2f pt\n", page, pt
	else if (reversed && pt < 6.999)
		printf "page %s: reversed text of %.2f pt\n", page, pt
}
# A style's picture is an image in DeviceCMYK (the colour-space rule
# above reads it); a shading or a stencil mask is not ours to make.
/<clip_image|<fill_shade/ { printf "page %s: an image mask or shading\n", page }
