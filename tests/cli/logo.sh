# logo.sh: a style's [picture logo] (issue 18, item 5): the game's logo in
# the box each kind keeps for its own text: the nodes key's first box,
# above its entries; the transport legend's box, above its title; the
# dungeon footer's left, before its legend. Read from the PDF itself
# (tests/tools/logo.py: the image's place through the page's matrices,
# pdftotext -bbox's words): it lies inside its box, no word on it, its
# box's text beside or under it; PDF/X passes; a dark logo is drawn (it
# lies under nothing, so the lightness rule does not hold it); the same
# bytes every run; a logo too large for its box's room is refused, not
# scaled; fit, tile and a height out of range are refused. And
# [picture type NAME]: a light picture as the fill of a node type's discs.
. tests/lib.sh
pic="/usr/bin/python3 $top/tests/tools/pictures.py"
where="/usr/bin/python3 $top/tests/tools/logo.py"
chk=$top/tests/tools/pdfx_check.py
st=templates/style

# dressed OUT STYLE SECTIONS...: templates/style/STYLE with SECTIONS after.
dressed() {
	out=$1
	cp "$st/$2.style" "$out"
	shift 2
	printf '%s\n' "$@" >>"$out"
}

# deck NAME KIND STYLE: two checked boards of KIND dressed by STYLE.
deck() {
	"$bin/gen-graph" --kind "$2" --seed 4 --count 2 --style "$3" |
	    "$bin/gen-content" | "$bin/validate" -q >"$T/$1.xml"
}

# field NAME: the numbers of logo.py's line NAME in $T/where.
field() {
	awk -v k="$1" '$1 == k { $1 = ""; print }' "$T/where"
}

# A dark logo, 3 : 1 (L* about 27): 36 x 12 mm at the default height,
# 423 ppi.
$pic make "$T/logo.png" 600 200 40 60 120
for k in nodes:lanternfall:Lantern transport:tidewater:Tidewater: \
    dungeon:cinderdeep:Way; do
	kind=${k%%:*}
	rest=${k#*:}
	style=${rest%%:*}
	word=${rest#*:}
	dressed "$T/$kind.style" "$style" '[picture logo]' 'file logo.png'
	deck "$kind" "$kind" "$T/$kind.style"
	run "$bin/layout-pdf" -q -o "$T/$kind.pdf" "$T/$kind.xml"
	check "$kind: a dark logo lays out, not held by the lightness rule" \
	    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
	# (Font notes aside, as pdfx.sh: only the logo is asked here.)
	"$chk" "$T/$kind.pdf" >"$T/chk" 2>&1
	check "$kind: pdfx_check passes every requirement of its level" sh -c \
	    "[ $? -ne 2 ] && ! grep -qv -e 'no ToUnicode map' \
	    -e 'different font programs' '$T/chk'"
	pdftotext -bbox -f 1 -l 1 "$T/$kind.pdf" "$T/words.html"
	$where "$T/$kind.pdf" 1 "$T/words.html" "$word" >"$T/where" 2>&1
	check "$kind: one image on the page, 36 x 12 mm" awk '
	    $1 == "images" { n = $2 }
	    $1 == "logo" { w = $4 - $2; h = $5 - $3 }
	    END { exit !(n == 1 && w > 35.9 && w < 36.1 && h > 11.9 &&
	        h < 12.1) }' "$T/where"
	check "$kind: no word lies on the logo" grep -qx 'under 0' "$T/where"
	set -- $(field logo) $(field box) $(field word)
	# (Something missing: "none", or no PDF; the checks below fail.)
	[ $# -eq 12 ] || set -- 0 0 0 0 0 0 0 0 -1 -1 -1 -1
	case $kind in
	dungeon)
		# The footer band: the 13 mm over the 6 mm safe margin
		# (media box: 3 mm of bleed round a 297 x 210 mm trim).
		check "$kind: the logo in the footer band, at its left" awk \
		    -v x0="$1" -v y0="$2" -v y1="$4" 'BEGIN {
		    exit !(x0 > 8.9 && x0 < 9.1 && y0 >= 194 && y1 <= 207) }'
		check "$kind: the legend starts after it, in the band" awk \
		    -v x1="$3" -v y0="$2" -v y1="$4" -v wx="$9" -v wy="${10}" \
		    -v wy1="${12}" 'BEGIN { exit !(wx >= x1 + 2 &&
		    wy >= y0 && wy1 <= y1) }'
		;;
	*)
		check "$kind: the logo inside its box's frame" awk -v x0="$1" \
		    -v y0="$2" -v x1="$3" -v y1="$4" -v bx0="$5" -v by0="$6" \
		    -v bx1="$7" -v by1="$8" 'BEGIN {
		    exit !(bx0 + 0.8 <= x0 && by0 + 0.8 <= y0 &&
		    x1 <= bx1 - 0.8 && y1 <= by1 - 0.8 &&
		    (bx1 - bx0) * (by1 - by0) < 60 * 60) }'
		check "$kind: the box's first text ($word) under the logo, in the box" \
		    awk -v x0="$5" -v y1="$4" -v bx1="$7" -v by1="$8" \
		    -v wx="$9" -v wy="${10}" -v wx1="${11}" -v wy1="${12}" \
		    'BEGIN { exit !(wy >= y1 && wx >= x0 && wx1 <= bx1 &&
		    wy1 <= by1) }'
		;;
	esac
	deck "$kind-2" "$kind" "$T/$kind.style"
	"$bin/layout-pdf" -o "$T/$kind-2.pdf" "$T/$kind-2.xml"
	check "$kind: the same deck and PDF twice" sh -c "cmp -s '$T/$kind.xml' \
	    '$T/$kind-2.xml' && cmp -s '$T/$kind.pdf' '$T/$kind-2.pdf'"
done

# Each kind's structure keeps the grown box free: every board passes
# every check (clarity.overlap and clarity.safe
# judge the box as a mark).
for kind in nodes transport dungeon; do
	check "$kind: the boards with a logo pass every check" \
	    sh -c "[ \$(grep -c '<validation verdict=\"pass\"' \
	    '$T/$kind.xml') -eq 2 ] && ! grep -q 'result=\"fail\"' \
	    '$T/$kind.xml'"
done

# With the rules' "key page", the logo heads the types' box on that page.
sed 's/^key .*/key page/' templates/rules/lanternfall.rules >"$T/kp.rules"
"$bin/gen-graph" --rules "$T/kp.rules" --seed 4 --style "$T/nodes.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$T/kp.xml"
"$bin/layout-pdf" -o "$T/kp.pdf" "$T/kp.xml"
pdftotext -bbox -f 1 -l 1 "$T/kp.pdf" "$T/words.html"
$where "$T/kp.pdf" 1 "$T/words.html" Lantern >"$T/where" 2>&1
set -- $(field logo) $(field box) $(field word)
[ $# -eq 12 ] || set -- 0 0 0 0 0 0 0 0 -1 -1 -1 -1
check "key page: the logo in the types' box, above Lantern" awk \
    -v y1="$4" -v bx0="$5" -v by0="$6" -v bx1="$7" -v by1="$8" \
    -v wy="${10}" -v wy1="${12}" 'BEGIN { exit !(bx1 > bx0 &&
    wy >= y1 && wy1 <= by1) }'
check "key page: no word on the logo" grep -qx 'under 0' "$T/where"

# A logo too wide for its kind's room is refused, at gen-graph, not
# scaled: 2000 x 100 px is 240 mm wide at 12 mm.
$pic make "$T/wide.png" 2000 100 40 60 120
for k in nodes:lanternfall:'the key .*logo.* does not fit the corners' \
    transport:tidewater:"logo .* grows the legend's box" \
    dungeon:cinderdeep:"logo .* does not fit the footer"; do
	kind=${k%%:*}
	rest=${k#*:}
	dressed "$T/w.style" "${rest%%:*}" '[picture logo]' 'file wide.png'
	fails_cleanly "$kind: a logo too wide for its room is refused" 2 \
	    "${rest#*:}" "$bin/gen-graph" --kind "$kind" --style "$T/w.style"
done
# A smaller height makes it fit: the same picture 4 mm high (80 mm).
dressed "$T/w.style" tidewater '[picture logo]' 'file wide.png' 'height 4'
run "$bin/gen-graph" --kind transport --seed 4 --style "$T/w.style"
check "transport: the wide logo at height 4 is taken" test "$rc" -eq 0
# A dungeon's footer holds at most 12 mm.
dressed "$T/w.style" cinderdeep '[picture logo]' 'file logo.png' 'height 13'
fails_cleanly "dungeon: a logo taller than the footer is refused" 2 \
    'at most 12 mm high' "$bin/gen-graph" --kind dungeon --style "$T/w.style"

# [picture type NAME]: a light picture as the fill of a node type's
# discs, on the board and in the key, under its icon: one placement per
# lantern node of the board and one in the key, of one image object.
$pic make "$T/tex.png" 200 200 250 220 150
dressed "$T/t.style" lanternfall '[picture type lantern]' 'file tex.png'
"$bin/gen-graph" --seed 4 --style "$T/t.style" | "$bin/gen-content" |
    "$bin/validate" -q >"$T/t.xml"
run "$bin/layout-pdf" -q -o "$T/t.pdf" "$T/t.xml"
check "type picture: lays out" sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
pdftotext -bbox -f 1 -l 1 "$T/t.pdf" "$T/words.html"
$where "$T/t.pdf" 1 "$T/words.html" Lantern >"$T/where" 2>&1
lanterns=$(grep -c 'type="lantern"' "$T/t.xml")
check "type picture: one placement per lantern node ($lanterns) and the key's" \
    grep -qx "images $((lanterns + 1))" "$T/where"
check "type picture: one image object in the PDF" sh -c \
    "[ \$($pic images '$T/t.pdf' | wc -l) -eq 1 ]"
"$chk" "$T/t.pdf" >"$T/chk" 2>&1
check "type picture: pdfx_check passes" sh -c "[ $? -ne 2 ] && ! grep -qv \
    -e 'no ToUnicode map' -e 'different font programs' '$T/chk'"
# Under the type's icon, a type's picture must be light; a logo's need not.
dressed "$T/t.style" lanternfall '[picture type lantern]' 'file logo.png'
"$bin/gen-graph" --seed 4 --style "$T/t.style" | "$bin/gen-content" |
    "$bin/validate" -q >"$T/t.xml"
fails_cleanly "type picture: a dark one is refused" 2 \
    't.xml:[0-9]+: picture logo.png: too dark' \
    "$bin/layout-pdf" -o "$T/t.pdf" "$T/t.xml"

# The section's own mistakes: DESC|PATTERN|the lines after the style
# (";" between them).
while IFS='|' read -r desc pat lines; do
	cp "$st/lanternfall.style" "$T/s.style"
	echo "$lines" | tr ';' '\n' >>"$T/s.style"
	fails_cleanly "$desc" 2 "s.style:[0-9]+: .*$pat" "$bin/gen-graph" \
	    --kind nodes --style "$T/s.style"
done <<'EOF'
tile on a logo|a logo is drawn whole at its height: it takes no fit or tile|[picture logo];file logo.png;tile 40
fit on a logo|takes no fit or tile|[picture logo];file logo.png;fit contain
a height under 4 mm|height MM: the logo.s height, 4 to 40 mm|[picture logo];file logo.png;height 3
a height over 40 mm|height MM|[picture logo];file logo.png;height 41
height on a background|the settings are file, fit and tile|[picture background];file logo.png;height 10
a logo twice|given twice|[picture logo];file logo.png;[picture logo];file logo.png
a type the rules lack|the rules have no node type "lava"|[picture type lava];file logo.png
a type picture twice|given twice|[picture type reed];file tex.png;[picture type reed];file tex.png
EOF
echo "1..$n"
