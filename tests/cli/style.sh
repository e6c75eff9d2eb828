# style.sh: a style file dresses the rules (issue 18, item 1): a colour it
# sets changes what the PDF paints (read back with qpdf), a CMYK colour is
# painted as given, the style travels in the deck so the deck alone lays
# out the same page, a shipped style of today's colours changes no PDF, and
# hostile styles get one line and exit 2 with nothing written.
. tests/lib.sh
st=templates/style

# deck NAME ARGS...: a checked nodes deck of 2 boards into $T/NAME.xml.
deck() {
	name=$1
	shift
	"$bin/gen-graph" --seed 3 --count 2 "$@" | "$bin/gen-content" |
	    "$bin/validate" -q >"$T/$name.xml"
}

deck plain
"$bin/layout-pdf" -o "$T/plain.pdf" "$T/plain.xml"
# The beasts' light colour as CMYK, and the water's as another RGB.
sed -e 's/^light   #F8C1C1/light   cmyk 0 40 20 0/' \
    -e 's/^light   #B9D4FA/light   #00FF00/' "$st/lanternfall.style" \
    >"$T/mine.style"
deck mine --style "$T/mine.style"
run "$bin/layout-pdf" -o "$T/mine.pdf" "$T/mine.xml"
check "a styled deck lays out" [ "$rc" -eq 0 ]
colours "$T/plain.pdf" | sort -u >"$T/plain.col"
colours "$T/mine.pdf" | sort -u >"$T/mine.col"
check "the CMYK the style gives is painted as given" \
    grep -qx '0 0.4 0.2 0' "$T/mine.col"
check "… and was not painted before" sh -c "! grep -qx '0 0.4 0.2 0' \
    '$T/plain.col'"
check "the style's colours change the page's colours" \
    sh -c "! cmp -s '$T/plain.col' '$T/mine.col'"
# #00FF00 through the profile: cyan and yellow, little magenta, no black.
check "an RGB colour goes through the output profile" awk '
    $1 > 0.4 && $3 > 0.4 && $2 < 0.3 { f = 1 } END { exit !f }' \
    "$T/mine.col"

# A transport style: the ferries' colour, as given, on the map and key.
awk '/^\[route boat\]/ { b = 1 } b && /^colour/ { $0 = "colour  cmyk 77 11 0 0"; b = 0 }
    { print }' "$st/tidewater.style" >"$T/sea.style"
"$bin/gen-graph" --kind transport --seed 3 --style "$T/sea.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$T/sea.xml"
"$bin/layout-pdf" -o "$T/sea.pdf" "$T/sea.xml"
colours "$T/sea.pdf" >"$T/sea.col"
check "transport: a route's CMYK is painted as given" \
    grep -qx '0.77 0.11 0 0' "$T/sea.col"

# An airport's mark (issue 33): the devlog's winged underline (a black
# bar 1.3 mm tall) by default; a style's [scenario NAME] airport plane
# draws the plane glyph beside the name instead, the legend's too.
# wingbars PDF: the black bars 1.3 mm tall the page paints.
wingbars() {
	mutool trace "$1" 2>/dev/null | awk '
	    /<fill_path / { inf = /color="0 0 0 1"/; np = 0; next }
	    inf && /<moveto |<lineto / { match($0, / y="[^"]*"/)
		ys[++np] = substr($0, RSTART + 4, RLENGTH - 5) + 0; next }
	    inf && /<\/fill_path>/ { inf = 0; lo = hi = ys[1]
		for (k = 2; k <= np; k++) { if (ys[k] < lo) lo = ys[k]
			if (ys[k] > hi) hi = ys[k] }
		if (np == 4 && hi - lo > 1.29 && hi - lo < 1.31) n++ }
	    END { print n + 0 }'
}
cp "$st/tidewater.style" "$T/tidewater.style"
{ cat "$st/tidewater.style"; printf '\n[scenario railways]\nairport  plane\n'; } \
    >"$T/glyph.style"
for s in tidewater glyph; do
	"$bin/gen-graph" --kind transport --seed 5 --scenario railways \
	    --style "$T/$s.style" | "$bin/gen-content" | "$bin/validate" -q \
	    >"$T/air-$s.xml"
	"$bin/layout-pdf" -o "$T/air-$s.pdf" "$T/air-$s.xml" 2>/dev/null
done
air=$(grep -c '<city [^>]*airport="yes"' "$T/air-tidewater.xml")
check "transport: each of the $air airports is a winged underline, and the legend's" \
    test "$(wingbars "$T/air-tidewater.pdf")" -eq $((air + 1))
check "... and a style's [scenario railways] airport plane draws the glyph" \
    sh -c "[ -s '$T/air-glyph.pdf' ] && [ $(wingbars "$T/air-glyph.pdf") -eq 0 ] &&
    grep -q 'airport=\"yes\"' '$T/air-glyph.xml'"
printf '[style]\nid    x\nkind  transport\n\n[scenario railways]\nairport  jet\n' \
    >"$T/jet.style"
run "$bin/gen-graph" --kind transport --style "$T/jet.style" -q
check "a style's airport is wings or plane, in one line, exit 2" \
    sh -c "[ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -q 'wings' '$T/err'"

# The style is in the deck, through every tool: the deck alone suffices.
check "the deck holds the style" grep -q '<style>' "$T/mine.xml"
check "the schema takes a deck with a style" sh -c "xmllint --noout --relaxng \
    templates/schema/deck.rng '$T/mine.xml' 2>/dev/null"
rm "$T/mine.style"
run "$bin/layout-pdf" -o "$T/again.pdf" "$T/mine.xml"
check "the deck alone lays out the same PDF" cmp -s "$T/mine.pdf" \
    "$T/again.pdf"
"$bin/validate" -q --no-schema <"$T/mine.xml" >"$T/novalid.xml"
check "validate without the schema keeps the style" cmp -s "$T/mine.xml" \
    "$T/novalid.xml"

# Today's colours as a style: the same pages, and a deck without a style
# is the deck of before (no <style>).
check "no style, no <style> element" sh -c "! grep -q '<style>' \
    '$T/plain.xml'"
for k in nodes:lanternfall transport:tidewater dungeon:cinderdeep; do
	kind=${k%%:*}
	"$bin/gen-graph" --kind "$kind" --seed 5 >"$T/a.xml"
	"$bin/gen-graph" --kind "$kind" --seed 5 --style "${k#*:}" >"$T/b.xml"
	"$bin/layout-pdf" -o "$T/a.pdf" "$T/a.xml"
	"$bin/layout-pdf" -o "$T/b.pdf" "$T/b.xml"
	check "$kind: the shipped style ${k#*:} changes no byte of the PDF" \
	    cmp -s "$T/a.pdf" "$T/b.pdf"
	"$bin/gen-graph" --kind "$kind" --seed 5 --style "${k#*:}" >"$T/c.xml"
	check "$kind: the same seed and style, the same deck" \
	    cmp -s "$T/b.xml" "$T/c.xml"
done

# Hostile styles: one line FILE:LINE, exit 2, nothing on stdout.
bad() {
	desc=$1
	pat=$2
	shift 2
	printf '%s\n' "$@" >"$T/bad.style"
	fails_cleanly "$desc" 2 "$pat" "$bin/gen-graph" --style "$T/bad.style"
}
head3='[style]
id x
kind nodes'
bad "an unknown key" 'bad.style:5: unknown setting "shade" in \[category' \
    "$head3" '[category flora]' 'shade #000000'
bad "a bad colour" 'bad.style:5: colour: a colour is #RRGGBB, cmyk' \
    "$head3" '[category flora]' 'colour #12345G'
bad "a CMYK over 100 %" 'bad.style:5: light: a colour is' \
    "$head3" '[category flora]' 'light cmyk 0 0 101 0'
bad "an unknown section" 'bad.style:4: unknown section \[route\] in a nodes' \
    "$head3" '[route rail]' 'colour #000000'
bad "an entry the rules lack" 'bad.style:4: \[category fire\]: the rules' \
    "$head3" '[category fire]' 'light #F8C1C1'
bad "an unknown key in [plate]" 'bad.style:5: unknown setting "shade" in \[plate\]' \
    "$head3" '[plate]' 'shade #000000'
bad "a bad [plate] colour" 'bad.style:5: border: a colour is #RRGGBB' \
    "$head3" '[plate]' 'border #12345G'
bad "another kind's style" 'bad.style:3: kind: this style dresses transport' \
    '[style]' 'id x' 'kind transport'
bad "no [style] first" 'bad.style:1: the \[style\] section' \
    '[category flora]' 'light #F8C1C1'
awk 'BEGIN { printf "[style]\nid x\nkind nodes\n#"; for (i = 0; i < 2000; i++)
    printf "x"; print "" }' >"$T/long.style"
fails_cleanly "a line too long" 2 'long.style:4: line longer than' \
    "$bin/gen-graph" --style "$T/long.style"
awk 'BEGIN { print "[style]\nid x\nkind nodes"; for (i = 0; i < 30000; i++)
    print "# padding padding" }' >"$T/big.style"
fails_cleanly "a style too big" 2 'big.style: style file larger than' \
    "$bin/gen-graph" --style "$T/big.style"
fails_cleanly "a directory" 2 'not a folder' "$bin/gen-graph" --style "$T"
fails_cleanly "a missing file" 2 'nosuch.style: No such file' \
    "$bin/gen-graph" --style "$T/nosuch.style"
fails_cleanly "a missing shipped style" 2 'nosuch.style: No such file' \
    "$bin/gen-graph" --style nosuch
printf '[style]\nid x\nkind nodes\n\001\n' >"$T/ctl.style"
fails_cleanly "a control byte" 2 'ctl.style:4: byte 0x01' \
    "$bin/gen-graph" --style "$T/ctl.style"

# A deck whose style was spoilt: the reader tells the deck's line.
sed 's/^light   cmyk 0 40 20 0/light   cmyk 0 40 20/' "$T/mine.xml" \
    >"$T/spoilt.xml"
line=$(grep -n '^light   cmyk 0 40 20$' "$T/spoilt.xml" | cut -d: -f1)
fails_cleanly "a bad style in a deck: its line in the deck" 2 \
    "spoilt.xml:$line: light: a colour is" "$bin/layout-pdf" -o - \
    "$T/spoilt.xml"
fails_cleanly "… with the schema too" 2 "spoilt.xml:$line: light" \
    "$bin/validate" "$T/spoilt.xml"
sed 's|^  <style>|  <style><b/>|' "$T/mine.xml" >"$T/elem.xml"
fails_cleanly "an element inside <style>" 2 'inside <style>: the style is' \
    "$bin/layout-pdf" -o - "$T/elem.xml"
sed 's|</style>|</style>\n  <style>\n[style]\n</style>|' "$T/mine.xml" \
    >"$T/two.xml"
fails_cleanly "two styles" 2 '<style> does not belong' "$bin/layout-pdf" \
    -o - "$T/two.xml"

# A CMYK colour is painted as given, never reduced: over the page's ink
# limit it is refused, at the limit it is painted.
printf '[plate]\ncolour cmyk 100 100 100 100\n' >"$T/plate.style"
cat "$st/lanternfall.style" "$T/plate.style" >"$T/ink.style"
"$bin/gen-graph" --style "$T/ink.style" >"$T/ink.xml"
run "$bin/layout-pdf" -o "$T/ink.pdf" "$T/ink.xml"
check "a [plate] colour over the 280 % limit: one line, exit 2" \
    sh -c "[ $rc -eq 2 ] && [ ! -e '$T/ink.pdf' ] &&
    grep -q 'plate\] colour totals 400 % ink, over' '$T/err'"
for ink in "100 100 100 100:2" "70 70 70 70:0"; do
	sed "s/^light   #F8C1C1/light   cmyk ${ink%:*}/" \
	    "$st/lanternfall.style" >"$T/ink.style"
	"$bin/gen-graph" --style "$T/ink.style" >"$T/ink.xml"
	run "$bin/layout-pdf" -o "$T/ink.pdf" "$T/ink.xml"
	if [ "${ink#*:}" = 2 ]; then
		check "CMYK ${ink%:*}: over the 280 % limit, one line, exit 2" \
		    sh -c "[ $rc -eq 2 ] && [ ! -e '$T/ink.pdf' ] &&
		    grep -q 'beasts\] light totals 400 % ink, over' '$T/err'"
	else
		check "CMYK ${ink%:*}: at the limit, painted as given" \
		    sh -c "[ $rc -eq 0 ] && qpdf --qdf --object-streams=disable \
		    '$T/ink.pdf' - | grep -aqx '0.7 0.7 0.7 0.7 k'"
	fi
done
echo "1..$n"
