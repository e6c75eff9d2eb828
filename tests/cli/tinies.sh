#!/bin/sh
# tests/cli/tinies.sh: the tiny nodes as printed. A one-way triangle points
# each way as often, the deck says which way, and layout-pdf draws that
# way; a tiny circle is never taken for a power dot. Read off renders of
# the PDF at 300 dpi, not off our own model.
. tests/lib.sh

# The default rules, 4 players, A4: one u is 297 / 10 mm; a node's radius
# is 0.2 u, a power dot's 0.045 u, a tiny node's 0.07 u.
U=29.7

# crop PDF X Y H [-gray]: the square of half-side H mm around (X, Y) mm of
# page 1 (a page without bleed, so trim millimetres) as $T/crop.pnm, 300
# dpi, in colour or grey; prints its side in pixels.
crop() {
	set -- "$1" $(awk -v x="$2" -v y="$3" -v h="$4" 'BEGIN { k = 300 / 25.4
		printf "%d %d %d", (x - h) * k + 0.5, (y - h) * k + 0.5,
		    2 * h * k + 0.5 }') ${5:-}
	rm -f "$T"/crop.p?m
	pdftoppm -r 300 ${5:-} -f 1 -l 1 -singlefile -x "$2" -y "$3" \
	    -W "$4" -H "$4" "$1" "$T/crop" && mv "$T"/crop.p?m "$T/crop.pnm" &&
	    echo "$4"
}

# pixels W C: the crop's samples (C a pixel), one row a line (0 black, 255
# paper).
pixels() {
	tail -c $(($1 * $1 * $2)) "$T/crop.pnm" | od -An -v -tu1 -w$(($1 * $2))
}

# ink PDF X Y H [-gray]: the mean ink (0 paper, 1 black) of that square.
ink() {
	w=$(crop "$@") || return 1
	pixels "$w" $([ -n "${5:-}" ] && echo 1 || echo 3) |
	    awk '{ for (i = 1; i <= NF; i++) s += 255 - $i
		n += NF } END { printf "%.3f\n", n ? s / n / 255 : -1 }'
}

# lean PDF X Y H A: how far (mm) the ink's centre of mass lies from (X, Y)
# along angle A (radians, y down). A triangle's mass lies toward its base:
# one that points along A leans negative.
lean() {
	w=$(crop "$1" "$2" "$3" "$4" -gray) || return 1
	pixels "$w" 1 | awk -v a="$5" -v w="$w" '{
		for (i = 1; i <= NF; i++) {
			k = 255 - $i; m += k
			sx += k * (i - 1 - (w - 1) / 2)
			sy += k * (NR - 1 - (w - 1) / 2)
		} } END { if (!m) { print "none"; exit }
		printf "%.3f\n", (sx * cos(a) + sy * sin(a)) / m * 25.4 / 300 }'
}

# ways DECK: "N SAME" over every triangle of DECK: how many, and how many
# point from the end the deck lists first (a) to the other (b).
ways() {
	awk '/<board[ >]/ { delete x; delete y }
	/<node / { match($0, /id="[^"]*"/); id = substr($0, RSTART + 4,
		RLENGTH - 5); match($0, / x="[^"]*"/); x[id] = substr($0,
		RSTART + 4, RLENGTH - 5) + 0; match($0, / y="[^"]*"/);
		y[id] = substr($0, RSTART + 4, RLENGTH - 5) + 0 }
	/<tiny .*type="triangle"/ { split($0, f, "\""); a = f[2]; b = f[4]
		d = f[8] - atan2(y[b] - y[a], x[b] - x[a])
		while (d > 3.14159265) d -= 2 * 3.14159265
		while (d < -3.14159265) d += 2 * 3.14159265
		n++; same += d < 0.01 && d > -0.01 }
	END { print n + 0, same + 0 }' "$1"
}

# node DECK ID: the node's "x y".
node() {
	sed -n "s/.*<node id=\"$2\" x=\"\([^\"]*\)\" y=\"\([^\"]*\)\".*/\1 \2/p" \
	    "$1" | head -1
}

# 1. Over 40 boards, the triangles point each way about as often.
"$bin/gen-graph" --seed 1 --count 40 --players 4 --expansion scissors |
    "$bin/gen-content" >"$T/many.xml" 2>"$T/err"
set -- $(ways "$T/many.xml")
check "the deck's one-way triangles point each way (from the deck's first end on $2 of $1; 25 to 75 % wanted)" \
    test "$1" -ge 100 -a $(($2 * 4)) -ge "$1" -a $(($2 * 4)) -le $(($1 * 3))

# 2. layout-pdf draws the way the deck says: turn one triangle round in
# the deck and its print turns round with it.
"$bin/gen-graph" --seed 1 --players 4 --expansion scissors |
    "$bin/gen-content" >"$T/d.xml" 2>"$T/err"
line=$(grep -m1 '<tiny [^>]*type="triangle"' "$T/d.xml")
a=$(echo "$line" | sed 's/.* a="\([^"]*\)".*/\1/')
b=$(echo "$line" | sed 's/.* b="\([^"]*\)".*/\1/')
angle=$(echo "$line" | sed 's/.* angle="\([^"]*\)".*/\1/')
turned=$(awk -v t="$angle" 'BEGIN { t += 3.14159265358979
	if (t >= 2 * 3.14159265358979) t -= 2 * 3.14159265358979
	printf "%.3f", t }')
sed "s|<tiny a=\"$a\" b=\"$b\" type=\"triangle\" angle=\"$angle\"/>|<tiny a=\"$a\" b=\"$b\" type=\"triangle\" angle=\"$turned\"/>|" \
    "$T/d.xml" >"$T/t.xml"
set -- $(node "$T/d.xml" "$a") $(node "$T/d.xml" "$b")
mx=$(awk -v p="$1" -v q="$3" 'BEGIN { print (p + q) / 2 }')
my=$(awk -v p="$2" -v q="$4" 'BEGIN { print (p + q) / 2 }')
opts="--paper board --bleed 0 --no-marks --slug off"
"$bin/layout-pdf" $opts -o "$T/d.pdf" "$T/d.xml" 2>"$T/err" &&
    "$bin/layout-pdf" $opts -o "$T/t.pdf" "$T/t.xml" 2>>"$T/err"
h=$(awk -v u=$U 'BEGIN { print 0.07 * u }')
l1=$(lean "$T/d.pdf" "$mx" "$my" "$h" "$angle")
l2=$(lean "$T/t.pdf" "$mx" "$my" "$h" "$angle")
check "triangle $a-$b points along the deck's angle $angle, and the other way when the deck says $turned (leans $l1 and $l2 mm)" \
    awk -v p="$l1" -v q="$l2" 'BEGIN { exit !(p < -0.1 && q > 0.1) }'
cmp -s "$T/d.pdf" "$T/t.pdf"
check "... the check can fail: the two PDFs differ" test $? -eq 1

# 3. A tiny circle is a ring, open in the middle; a power dot is solid.
# The first tiny circle 30 mm or more from the centre node (the caption is
# under it, and not this test's business).
set -- $(awk '/<node / { match($0, /id="[^"]*"/); id = substr($0, RSTART + 4,
		RLENGTH - 5); match($0, / x="[^"]*"/); x[id] = substr($0,
		RSTART + 4, RLENGTH - 5) + 0; match($0, / y="[^"]*"/);
		y[id] = substr($0, RSTART + 4, RLENGTH - 5) + 0
		if (/role="center"/) c = id }
	/<tiny .*type="circle"/ { split($0, f, "\""); mx = (x[f[2]] + x[f[4]]) / 2
		my = (y[f[2]] + y[f[4]]) / 2
		if ((mx - x[c]) ^ 2 + (my - y[c]) ^ 2 >= 900) {
			print mx, my; exit } }' "$T/d.xml")
mx=${1:-0} my=${2:-0}
# The first dot on an inner node, on its rim.
v=$(grep -m1 '<node [^>]*role="inner"' "$T/d.xml" |
    sed 's/.* id="\([^"]*\)".*/\1/')
da=$(sed -n "s/.*<dot node=\"$v\" angle=\"\([^\"]*\)\".*/\1/p" "$T/d.xml" |
    head -1)
set -- $(node "$T/d.xml" "$v")
dx=$(awk -v p="$1" -v a="$da" -v u=$U 'BEGIN { print p + 0.2 * u * cos(a) }')
dy=$(awk -v p="$2" -v a="$da" -v u=$U 'BEGIN { print p + 0.2 * u * sin(a) }')
for mode in -gray ""; do
	what=${mode:+in grey}
	tc=$(ink "$T/d.pdf" "$mx" "$my" 0.4 $mode)
	tw=$(ink "$T/d.pdf" "$mx" "$my" "$h" $mode)
	dc=$(ink "$T/d.pdf" "$dx" "$dy" 0.4 $mode)
	check "${what:-in colour}: a tiny circle's middle is paper (ink $tc), a power dot's black (ink $dc), the circle printed (ink $tw around it)" \
	    awk -v t="$tc" -v d="$dc" -v w="$tw" \
	    'BEGIN { exit !(t < 0.1 && d > 0.8 && w > 0.1) }'
done
echo "1..$n"
