# safe-check.awk: reads `mutool trace` output of one page and prints each
# glyph that lies on the printed board (inside the bleed box) but outside
# its safe zone: what a player reads must not be cut off. Glyphs outside
# the bleed (the slug line in the marks' margin) are the print shop's.
# Variables: tl tt tr tb, the trim's left, top, right and bottom, and bl,
# bt, br, bb the bleed box's, in device points from the media's top-left;
# safe, the safe margin in points.
/<fill_text |<stroke_text / { split(attr($0, "transform"), m, " ") }
/<g / {
	x = attr($0, "x") + 0
	y = attr($0, "y") + 0
	to_page(x, y)
	if (X < bl || X > br || Y < bt || Y > bb)
		next
	if (X < tl + safe - 0.01 || X > tr - safe + 0.01 ||
	    Y < tt + safe - 0.01 || Y > tb - safe + 0.01)
		printf "glyph \"%s\" at %.1f, %.1f mm from the trim's corner\n",
		    attr($0, "unicode"), (X - tl) / 2.8346457, (Y - tt) / 2.8346457
}
