# key-pieces.awk: reads `mutool trace` output of nodes boards and checks
# that each page's key is complete: every kind of piece on the board has
# its entry in the key. The key is found as key-check.awk finds it (a white
# filled rectangle over 8 mm each way framed by a 0.3 mm line, drawn after
# the board); what comes before its first box is the board. An icon is a
# clip group of the icon box (-50 to 150 in the icon's units) and the
# paths in it, drawn through one matrix; one drawn icon is the run of such
# groups through the same matrix, known by its paths' points in its own
# units (so the same icon, turned or scaled, is the same): every icon on
# the board (a type's, a mission's, a tiny node's, a resource's, a
# landmark's) must be drawn in the key too. Outside icons, a power dot is
# a black filled circle under 3 mm across and an expedition's circle a
# stroked circle 0.86 of the filled circle before it, concentric: each
# the board has must be in the key too. Pages without a key (a back, the
# key's own page) are passed over. Prints one line per fault, then "pages
# P keys K pieces N missing M".
function flush_icon() {
	if (sig != "") {
		if (before)
			board[sig] = iconx " " icony
		else
			inkey[sig] = 1
	}
	sig = ""; igm = ""
}
function flush_page(    s, what) {
	flush_icon()
	if (!page || !nk)
		return
	keys++
	for (s in board) {
		pieces++
		if (!(s in inkey)) {
			split(board[s], at, " ")
			what = s ~ /^(dot|expedition)$/ ? "a " s : "an icon"
			printf "page %s: %s at %.1f, %.1f mm has no entry in " \
			    "the key\n", page, what, at[1] / k, at[2] / k
			missing++
		}
	}
}
function circle_box() {
	return have && curves == 4 && ((x1 - x0) - (y1 - y0)) ^ 2 < 0.01
}
BEGIN { k = 72 / 25.4 }
/<page number=/ {
	flush_page(); page = attr($0, "number"); pages++
	nk = 0; before = 1; depth = 0; sig = ""; split("", board)
	split("", inkey); cand = 0; lastfill = 0
}
/<clip_path / {
	depth++; inclip = 1; clipm = attr($0, "transform"); iconclip = 0
	next
}
inclip && /<moveto x="-50" y="-50"/ { iconclip = 1 }
/<\/clip_path>/ {
	inclip = 0
	if (iconclip) {
		# One icon: the groups through one matrix in a row.
		if (clipm != igm)
			flush_icon()
		if (sig == "") {
			split(clipm, m, " "); to_page(50, 50)
			iconx = X; icony = Y
		}
		igm = clipm; inicon = depth
	}
	next
}
/<pop_clip/ { if (depth == inicon) inicon = 0; depth--; next }
/<(fill|stroke)_path / {
	if (!inicon)
		flush_icon()
	split(attr($0, "transform"), m, " "); have = 0; curves = lines = 0
	inpath = /<fill_path/ ? "fill" : "stroke"
	color = attr($0, "color"); lw = attr($0, "linewidth")
	width = lw * sqrt(m[1] * m[4] - m[2] * m[3])
	if (inicon)
		sig = sig inpath lw ":"
	# A key box's frame follows its fill at once.
	if (cand && inpath == "stroke" && (width - 0.3 * k) ^ 2 < 0.01) {
		nk++; before = 0
	}
	cand = 0
	next
}
inpath && /<(moveto|lineto|curveto) / {
	if (inicon)
		sig = sig substr($0, index($0, "<") + 1)
	if (/<curveto /) {
		curves++
		grow(attr($0, "x3"), attr($0, "y3"))
		grow(attr($0, "x1"), attr($0, "y1"))
		grow(attr($0, "x2"), attr($0, "y2"))
	} else {
		lines += /<lineto /
		grow(attr($0, "x"), attr($0, "y"))
	}
	next
}
inpath && /<\/(fill|stroke)_path>/ {
	if (!inicon && inpath == "fill" && color == "0 0 0 0" && have &&
	    !curves && lines == 3 && x1 - x0 > 8 * k && y1 - y0 > 8 * k)
		cand = 1
	if (!inicon && circle_box()) {
		cx = (x0 + x1) / 2; cy = (y0 + y1) / 2; d = x1 - x0
		piece = ""
		if (inpath == "fill" && color == "0 0 0 1" && d < 3 * k)
			piece = "dot"
		dc = (cx - fx) ^ 2 + (cy - fy) ^ 2
		if (inpath == "stroke" && lastfill && dc < 0.01 &&
		    (d / fd - 0.86) ^ 2 < 0.0004)
			piece = "expedition"
		if (piece != "" && before)
			board[piece] = cx " " cy
		else if (piece != "")
			inkey[piece] = 1
		if (inpath == "fill") {
			lastfill = 1; fx = cx; fy = cy; fd = d
		}
	} else if (!inicon && inpath == "fill")
		lastfill = 0
	inpath = ""
	next
}
/<fill_text / { if (!inicon) flush_icon(); cand = 0 }
END {
	flush_page()
	printf "pages %d keys %d pieces %d missing %d\n", pages, keys, pieces,
	    missing
}
