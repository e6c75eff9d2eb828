# joins.sh: a board over several sheets (layout-pdf --split, --tile) is
# cut between sheets only through free space: read off the PDF itself
# (mutool's page boxes and cut lines, pdftotext's word boxes, which hold
# text a clip hides too), no word of a name, a good, a number, a legend
# or a caption crosses a sheet's edge where it shows once the sheets are
# laid together, a cut line, or the bleed (where the art's clip would cut
# it); tests/tools/joins.awk says how. A board the --split's straight
# cuts cannot clear is refused (one line, status 1, nothing written),
# never printed cut.
#
# JOINS_BOARDS boards a deck (default 60; tests/run's sanitizer variant
# takes fewer: the same decks' first boards, the same cases).
. tests/lib.sh
joins=$top/tests/tools/joins.awk
nb=${JOINS_BOARDS:-60}
# At most 3 of 60 boards refused by --split, at any size: 1 in 20,
# rounded up.
most=$(((nb * 3 + 59) / 60))

# deck NAME ARGS...: a validated deck of $nb boards in $T/NAME.xml.
deck() {
	name=$1
	shift
	"$bin/gen-graph" -q --count "$nb" "$@" | "$bin/gen-content" -q |
	    "$bin/validate" -q >"$T/$name.xml"
}

# cut PDF: "words N cut M bleed B" (tests/tools/joins.awk), the words,
# markers and pieces cut listed in $T/cut, "pieces N cut P" in
# $T/pieces, "markers N cut K" in $T/markers.
cut_words() {
	(mutool pages "$1"; mutool trace "$1"; pdftotext -bbox "$1" -) \
	    2>/dev/null | awk -f "$joins" >"$T/cut"
	tail -3 "$T/cut" | head -1 >"$T/markers"
	tail -2 "$T/cut" | head -1 >"$T/pieces"
	tail -1 "$T/cut"
}

# markers DESC PDF: no city's marker is cut (the last cut_words).
markers() {
	verdict "$1: no city's marker crosses a join or a cut line" "$2" \
	    "$(cat "$T/markers")" '^markers [1-9][0-9]* cut 0$' '(a city)'
}

# verdict DESC PDF RESULT PATTERN FILTER: DESC holds when PDF was written
# and RESULT matches PATTERN; else the first lines of $T/cut that match
# FILTER say why.
verdict() {
	if [ -s "$2" ] && echo "$3" | grep -q -e "$4"; then
		ok "$1 ($3)"
	else
		not_ok "$1 ($3)" "$(grep -e "$5" "$T/cut" | head -3)"
	fi
}

# split_case NAME: the 2 x 2 split of deck NAME: the boards it refuses
# (each one line naming the board, status 1, no file), then the rest.
split_case() {
	rm -f "$T/s.pdf"
	"$bin/layout-pdf" --split -o "$T/s.pdf" "$T/$1.xml" 2>"$T/err"
	rc=$?
	sed -n 's/^layout-pdf: [^ ]*: board \([^:]*\): --split: no .* cut within .*/\1/p' \
	    "$T/err" >"$T/refused"
	refused=$(wc -l <"$T/refused")
	if { [ "$rc" -eq 0 ] && [ "$refused" -eq 0 ]; } ||
	    { [ "$rc" -eq 1 ] && [ ! -e "$T/s.pdf" ] &&
	    [ "$refused" -eq "$(wc -l <"$T/err")" ]; }; then
		ok "--split $1: $refused of $nb boards refused, each in one line; status $rc; nothing written when any is"
	else
		not_ok "--split $1: refusals" "status $rc, $refused refused" \
		    "$(head -2 "$T/err")"
	fi
	check "--split $1: at most $most of $nb boards refused ($refused)" \
	    test "$refused" -le "$most"
	without "$T/$1.xml" "$T/refused" >"$T/kept.xml"
	"$bin/layout-pdf" --split -o "$T/s.pdf" "$T/kept.xml" 2>"$T/err"
	r=$(cut_words "$T/s.pdf")
	verdict "--split $1: the other $((nb - refused)) boards: no word crosses a sheet's trim or bleed" \
	    "$T/s.pdf" "$r" ' cut 0 bleed 0$' '^page [0-9]*: [^(]'
	markers "--split $1" "$T/s.pdf"
}

# tile_case NAME TEMPLATE [WHAT]: deck NAME on TEMPLATE's home-printer
# sheets: no word cut, and with WHAT "pieces" no piece either (on nodes
# and dungeon boards; a transport map's pieces are its terrain's patches
# and trees, which the cuts may cross), or with "pieces only" only that,
# with "markers" no city's marker.
tile_case() {
	"$bin/layout-pdf" --template "$2" -o "$T/t.pdf" "$T/$1.xml" 2>"$T/err"
	r=$(cut_words "$T/t.pdf")
	[ "${3:-}" = "pieces only" ] ||
		verdict "--template $2 $1: no word crosses a sheet's edge where it shows, nor a cut line" \
		    "$T/t.pdf" "$r" ' cut 0 bleed 0$' '^page [0-9]*: [^(]'
	if [ "${3:-}" = markers ]; then
		markers "--template $2 $1" "$T/t.pdf"
		return
	fi
	[ -n "${3:-}" ] || return 0
	verdict "--template $2 $1: no piece crosses a join where it shows, nor a cut line" \
	    "$T/t.pdf" "$(cat "$T/pieces")" '^pieces [1-9][0-9]* cut 0$' \
	    '(a piece)'
}

deck t2 --kind transport --players 2 --seed 200
deck t4 --kind transport --players 4 --seed 400
deck t8 --kind transport --players 8 --seed 800
for d in t2 t4 t8; do
	split_case "$d"
done
deck d --kind dungeon --paper A3 --seed 1
deck n --seed 1
deck n9 --players 9 --paper A3 --expansion thorns --expansion wonders --seed 1
deck n9a4 --players 9 --expansion thorns --expansion clockwork \
    --expansion scissors --expansion wonders --seed 1
deck v --expansion voyage --seed 1
for t in pnp-a4 pnp-letter; do
	for d in t2 t4 t8; do
		tile_case "$d" "$t" markers
	done
	for d in d n n9 n9a4; do
		tile_case "$d" "$t" pieces
	done
	# An expedition board's back caption, wider than half a sheet, is
	# still cut on the backs (the words); its items are not.
	tile_case v "$t" "pieces only"
done
# The check can fail: a page whose trim runs through a label.
"$bin/layout-pdf" --bleed 0 -o "$T/w.pdf" "$T/t4.xml"
mutool pages "$T/w.pdf" 1 >"$T/pages" 2>/dev/null
pdftotext -f 1 -l 1 -bbox "$T/w.pdf" - 2>/dev/null | awk '
    /<word / && !done { sub(/xMin="[^"]*"/, "xMin=\"-5\""); done = 1 } { print }' \
    >"$T/words"
check "... the check can fail: a word moved across the trim is found" sh -c \
    "cat '$T/pages' '$T/words' | awk -f '$joins' | tail -1 | grep -q ' cut 1 '"

echo "1..$n"
