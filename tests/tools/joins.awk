# joins.awk: the words of a PDF cut at a sheet's edge. Input: the output
# of "mutool pages FILE" (each page's MediaBox, BleedBox and TrimBox, PDF
# points), then that of "pdftotext -bbox FILE -" (each word's box, from
# the page's top-left corner; pdftotext reads text a clip hides too).
# Prints a line for each word that crosses its page's trim (the sheet's
# edge, where it is cut or joins the next sheet) or its bleed (where the
# art's clip cuts it): "page N: WORD x x0-x1 y y0-y1 crosses the trim
# (bleed) x x0-x1 y y0-y1 mm", and at the end "words N cut M bleed B".
function mm(v) { return v * 25.4 / 72 }
function attr(s, name,    re) {
	re = name "=\"[^\"]*\""
	if (!match(s, re)) return ""
	return substr(s, RSTART + length(name) + 2, RLENGTH - length(name) - 3)
}
/<page pagenum=/ { p = attr($0, "pagenum") + 0 }
/<MediaBox / { mh[p] = attr($0, "t") + 0 }
/<BleedBox / {
	bx0[p] = attr($0, "l") + 0; bx1[p] = attr($0, "r") + 0
	by0[p] = mh[p] - attr($0, "t"); by1[p] = mh[p] - attr($0, "b")
}
/<TrimBox / {
	tx0[p] = attr($0, "l") + 0; tx1[p] = attr($0, "r") + 0
	ty0[p] = mh[p] - attr($0, "t"); ty1[p] = mh[p] - attr($0, "b")
}
/<page width=/ { q++ }
/<word / {
	x0 = attr($0, "xMin") + 0; x1 = attr($0, "xMax") + 0
	y0 = attr($0, "yMin") + 0; y1 = attr($0, "yMax") + 0
	w = $0; sub(/.*">/, "", w); sub(/<\/word>.*/, "", w)
	words++
	if (across(tx0[q], tx1[q], ty0[q], ty1[q])) {
		cut++
		say("trim", tx0[q], tx1[q], ty0[q], ty1[q])
	}
	if (across(bx0[q], bx1[q], by0[q], by1[q])) {
		bleed++
		say("bleed", bx0[q], bx1[q], by0[q], by1[q])
	}
}
# across: does the word cross an edge of the box by more than a tenth of
# a millimetre (pdftotext rounds a word's box to the page's edge)?
function across(a0, a1, b0, b1,    e) {
	e = 72 / 254
	return (x0 < a0 - e && x1 > a0 + e) || (x0 < a1 - e && x1 > a1 + e) ||
	    (y0 < b0 - e && y1 > b0 + e) || (y0 < b1 - e && y1 > b1 + e)
}
function say(what, a0, a1, b0, b1) {
	printf "page %d: %s x %.1f-%.1f y %.1f-%.1f crosses the %s x %.1f-%.1f y %.1f-%.1f mm\n",
	    q, w, mm(x0), mm(x1), mm(y0), mm(y1), what, mm(a0), mm(a1), mm(b0),
	    mm(b1)
}
END { printf "words %d cut %d bleed %d\n", words, cut + 0, bleed + 0 }
