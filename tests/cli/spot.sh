# spot.sh: a style's spot colours (issue 18, item 2): "spot C M Y K NAME"
# paints a Separation colour space of that name with its CMYK fallback;
# the plates Ghostscript separates show its own, inked, and less process
# ink where it alone is painted; the name keeps its blanks (a RIP matches
# it by name); the page stays PDF/X, also on press sheets; the fallback
# counts against the ink limit; a bad spot gets one line and exit 2.
. tests/lib.sh
st=templates/style

# The ferries and the red seat in two named inks, the spice in the red's.
awk '/^\[(route boat|player red|good spice)\]/ { s = $0 }
    s ~ /boat/ && /^colour/ { $0 = "colour  spot 100 60 0 10 PANTONE 2935 C" }
    s && s !~ /boat/ && /^colour/ { $0 = "colour  spot 0 100 81 4 PANTONE 186 C" }
    /^colour/ { s = "" }
    { print }' "$st/tidewater.style" >"$T/spot.style"
"$bin/gen-graph" --kind transport --seed 5 --style "$T/spot.style" |
    "$bin/gen-content" | "$bin/validate" -q >"$T/spot.xml"
run "$bin/layout-pdf" -o "$T/spot.pdf" "$T/spot.xml"
check "a style with spot colours lays out" [ "$rc" -eq 0 ]
qpdf --qdf --object-streams=disable "$T/spot.pdf" "$T/spot.qdf"
check "each spot colour is a Separation space with a DeviceCMYK fallback" \
    sh -c "[ \$(grep -ac '^  /Separation\$' '$T/spot.qdf') -eq 2 ] &&
    grep -aqx '  /PANTONE#202935#20C' '$T/spot.qdf' &&
    grep -aqx '  /PANTONE#20186#20C' '$T/spot.qdf'"
check "... painted at full tint, fill and stroke" sh -c "
    grep -aq '^/S0 cs 1 scn\$' '$T/spot.qdf' &&
    grep -aq '^/S0 CS 1 SCN\$' '$T/spot.qdf'"
check "qpdf finds the file sound" sh -c "qpdf --check '$T/spot.pdf' >/dev/null"
check "the page is PDF/X to the independent checker" \
    /usr/bin/python3 tests/tools/pdfx_check.py "$T/spot.pdf"
check "the fallback is the CMYK given (the tint function's C1)" sh -c "
    tr -d '\n' <'$T/spot.qdf' | tr -s ' ' | grep -aq \
    'PANTONE#202935#20C /DeviceCMYK << /C0 \[ 0 0 0 0 \] /C1 \[ 1 0.6 0 0.1 \]'"

# Ghostscript's separations: a plate named as the style names the ink,
# and the ink taken off the process plates where the spot alone paints.
# seps PDF: each plate's inked pixels at 40 dpi, "NAME COUNT" lines.
seps() {
	rm -f "$T"/sep_*
	(cd "$T" && gs -q -o 'sep_%d.tif' -sDEVICE=tiffsep -r40 "$1")
	/usr/bin/python3 -c '
import glob, sys
from PIL import Image
for f in sorted(glob.glob(sys.argv[1] + "/sep_1(*).tif")):
    h = Image.open(f).convert("L").histogram()
    print(f[f.index("(") + 1:f.rindex(")")] + "=" + str(sum(h[:250])))' "$T"
}
seps spot.pdf >"$T/spot.seps"
plate() { sed -n "s/^$2=//p" "$1"; }
for ink in "PANTONE 2935 C" "PANTONE 186 C"; do
	check "gs makes the plate \"$ink\", and inks it" \
	    test "$(plate "$T/spot.seps" "$ink")" -gt 50 2>/dev/null
done
sed 's/colour  spot 100 60 0 10 PANTONE 2935 C/colour  cmyk 100 60 0 10/' \
    "$T/spot.style" >"$T/proc.style"
"$bin/gen-graph" --kind transport --seed 5 --style "$T/proc.style" |
    "$bin/gen-content" | "$bin/validate" -q |
    "$bin/layout-pdf" -o "$T/proc.pdf"
seps proc.pdf >"$T/proc.seps"
check "the ferries as a spot take their ink off the cyan plate" \
    test "$(plate "$T/spot.seps" Cyan)" -lt "$(plate "$T/proc.seps" Cyan)"
check "... and the process style makes no 2935 plate" sh -c \
    "! grep -q '^PANTONE 2935 C=' '$T/proc.seps'"

# The same deck and style, the same bytes; the deck alone suffices.
rm "$T/spot.style"
run "$bin/layout-pdf" -o "$T/again.pdf" "$T/spot.xml"
check "the deck alone lays out the same bytes" cmp -s "$T/spot.pdf" \
    "$T/again.pdf"

# On press sheets the spot stays a spot.
run "$bin/impose-pdf" -o "$T/sheet.pdf" "$T/spot.pdf"
check "impose-pdf takes the page" [ "$rc" -eq 0 ]
seps sheet.pdf >"$T/sheet.seps"
check "... and its sheet still has the spot's plate, inked" \
    test "$(plate "$T/sheet.seps" "PANTONE 186 C")" -gt 0

# A nodes style: a category's disc fill as a spot.
sed 's/^light   #F8C1C1/light   spot 0 40 20 0 Warm Red 50%/' \
    "$st/lanternfall.style" >"$T/nodes.style"
"$bin/gen-graph" --seed 3 --style "$T/nodes.style" >"$T/nodes.xml"
run "$bin/layout-pdf" -o "$T/nodes.pdf" "$T/nodes.xml"
check "nodes: a category's light colour as a spot" sh -c "[ $rc -eq 0 ] &&
    qpdf --qdf --object-streams=disable '$T/nodes.pdf' - |
    grep -aqx '  /Warm#20Red#2050#25'"

# Its fallback counts against the page's ink limit, as a CMYK colour does.
sed 's/^light   #F8C1C1/light   spot 100 100 100 100 Dense/' \
    "$st/lanternfall.style" >"$T/ink.style"
"$bin/gen-graph" --style "$T/ink.style" >"$T/ink.xml"
fails_cleanly "a spot whose fallback is over the ink limit" 2 \
    'beasts\] light totals 400 % ink, over' \
    "$bin/layout-pdf" -o "$T/ink.pdf" "$T/ink.xml"

# Bad spots: one line FILE:LINE, exit 2, nothing written.
bad() {
	desc=$1
	pat=$2
	shift 2
	printf '%s\n' '[style]' 'id x' 'kind nodes' '[category flora]' "$@" \
	    >"$T/bad.style"
	fails_cleanly "$desc" 2 "$pat" "$bin/gen-graph" --style "$T/bad.style"
}
bad "a spot without a name" 'bad.style:5: light: a spot colour.s name is 1 to 63' \
    'light spot 0 40 20 0'
bad "a spot without its fallback" 'bad.style:5: light: a spot colour is' \
    'light spot Warm Red'
bad "a spot fallback over 100 %" 'bad.style:5: light: a spot colour is' \
    'light spot 0 400 20 0 Warm'
bad "a spot named as a process ink" 'bad.style:5: light: All, None and' \
    'light spot 0 0 0 100 Black'
bad "a spot named All" 'bad.style:5: light: All, None and' \
    'light spot 0 0 0 100 All'
bad "a spot name with two blanks" 'bad.style:5: light: a spot colour.s name is printable' \
    'light spot 0 0 0 100 Warm  Red'
bad "a spot name that is not ASCII" 'bad.style:5: light: a spot colour.s name is printable' \
    'light spot 0 0 0 100 Rouge é'
bad "a spot name too long" 'bad.style:5: light: a spot colour.s name is 1 to 63' \
    "light spot 0 0 0 100 $(printf 'x%.0s' $(seq 64))"
bad "one spot, two fallbacks" 'bad.style:6: colour: the spot colour "Warm" was given another' \
    'light spot 0 40 20 0 Warm' 'colour spot 0 40 20 5 Warm'
awk 'BEGIN { print "[style]\nid x\nkind transport"
    split("boat road rail", r, " ")
    for (i = 1; i <= 3; i++) print "[route " r[i] "]\ncolour spot 0 0 0 10 R" i
    split("salt wool copper tea amber pearls spice", g, " ")
    for (i = 1; i <= 7; i++) print "[good " g[i] "]\ncolour spot 0 0 0 10 G" i
    split("red blue purple teal orange brown yellow", p, " ")
    for (i = 1; i <= 7; i++) print "[player " p[i] "]\ncolour spot 0 0 0 10 P" i
}' >"$T/many.style"
fails_cleanly "more than 16 spot colours" 2 'many.style:[0-9]*: colour: more than 16' \
    "$bin/gen-graph" --kind transport --style "$T/many.style"
echo "1..$n"
