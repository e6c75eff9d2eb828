# trace-labels.awk: reads `mutool trace` output of one page of a transport
# map and prints the city labels drawn on it, one a line, tab-separated,
# each tied to its city by the order they are drawn in:
#   name CITY              a 7 pt run of letters (a city's name)
#   seat N CITY            a 7 pt number (a capital's seat), on the city
#                          whose name is drawn next
#   bonus N +B             a "+B" (a start bonus), beside seat N's number
#                          (the nearest); "not white on black" is added
#                          unless it is paper white on a 100 % K disc
#   good CITY TEXT         "Title value" (a good a city wants), on the
#                          city whose name was drawn last; CITY is "-"
#                          after the legend's title (the legend's sample)
# A city's marks are drawn together (transport/draw.c): its marker with a
# capital's number, its name, its plane, its goods, its bonus; where they
# stand beside it depends on what is around it (transport/label.c).
# Positions are in device points from the page's top left.
function unxml(s) {
	gsub(/&lt;/, "<", s)
	gsub(/&gt;/, ">", s)
	gsub(/&quot;/, "\"", s)
	gsub(/&apos;/, "'", s)
	gsub(/&amp;/, "\\&", s)
	return s
}
/<fill_path / { ground = attr($0, "color") }
/<fill_text / {
	colour = attr($0, "color")
	split(attr($0, "transform"), m, " ")
}
/<span / {
	split(attr($0, "trm"), t, " ")
	text = ""
	n = 0
}
/<g / {
	x = attr($0, "x") + 0
	if (n++ == 0)
		left = x
	right = x + attr($0, "adv") * t[1]
	y = attr($0, "y") + 0
	text = text unxml(attr($0, "unicode"))
}
/<\/span>/ && n > 0 {
	pt = sprintf("%.1f", t[1] * sqrt(m[1] * m[4]))
	X = m[1] * (left + right) / 2 + m[5]
	Y = m[4] * y + m[6]
	if (pt == "7.0" && text ~ /^[A-Za-z]+$/) {
		nt[++nn] = text
		city = text
		for (; tied < ns; tied++)
			sc[tied + 1] = text
	} else if (pt == "7.0" && text ~ /^[0-9]+$/) {
		st[++ns] = text
		sc[ns] = "-"
		sx[ns] = X
		sy[ns] = Y
	} else if (text ~ /^\+[0-9]+$/) {
		bt[++nb] = text
		bx[nb] = X
		by[nb] = Y
		bs[nb] = "\tnot white on black"
		if (colour == "0 0 0 0" && ground == "0 0 0 1")
			bs[nb] = ""
	} else if (text ~ /^[A-Za-z]+ [0-9]+$/) {
		gt[++ng] = text
		gc[ng] = city == "" ? "-" : city
	} else if (pt == "7.0") {
		# The legend's title: what follows is the legend's.
		city = "-"
	}
}
END {
	for (k = 1; k <= nn; k++)
		printf "name\t%s\n", nt[k]
	for (k = 1; k <= ns; k++)
		printf "seat\t%s\t%s\n", st[k], sc[k]
	for (k = 1; k <= nb; k++) {
		seat = "-"
		for (j = 1; j <= ns; j++) {
			d = (sx[j] - bx[k]) ^ 2 + (sy[j] - by[k]) ^ 2
			if (seat == "-" || d < best) {
				seat = st[j]
				best = d
			}
		}
		printf "bonus\t%s\t%s%s\n", seat, bt[k], bs[k]
	}
	for (k = 1; k <= ng; k++)
		printf "good\t%s\t%s\n", gc[k], gt[k]
}
