#!/bin/sh
# docs/pictures.sh: make the README's pictures again from the tools, so
# they always show what the code prints. Run from the repository after
# `make`; needs pdftoppm (poppler-utils).
set -eu
cd "$(dirname "$0")/.."
b=bin
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT

# shot NAME WIDTH PAGE PDF: page PAGE of PDF as docs/NAME.png, WIDTH px.
shot() {
	pdftoppm -png -f "$3" -l "$3" -singlefile -scale-to-x "$2" \
	    -scale-to-y -1 "$4" "docs/$1"
}

pipe() {
	"$b/gen-graph" "$@" | "$b/gen-content" | "$b/validate" -q
}

pipe --seed 1 | "$b/layout-pdf" >"$t/nodes.pdf"
shot nodes-board 716 1 "$t/nodes.pdf"
pipe --seed 11 --players 2 | "$b/layout-pdf" >"$t/n2.pdf"
shot nodes-2p 716 1 "$t/n2.pdf"
pipe --seed 11 --players 9 --expansion thorns --expansion clockwork \
    --expansion scissors --expansion wonders | "$b/layout-pdf" >"$t/n9.pdf"
shot nodes-9p 716 1 "$t/n9.pdf"
pipe --kind dungeon --seed 3 | "$b/layout-pdf" >"$t/dungeon.pdf"
shot dungeon-board 597 1 "$t/dungeon.pdf"
# The other looks (templates/rules/dungeon.md, "Looks"), the same seed.
for look in tunnels rooms; do
	pipe --rules "templates/rules/looks/cinderdeep-$look.rules" --seed 3 |
	    "$b/layout-pdf" >"$t/dungeon-$look.pdf"
	shot "dungeon-$look" 597 1 "$t/dungeon-$look.pdf"
done
pipe --kind transport --seed 1 --players 2 --scenario railways |
    "$b/layout-pdf" >"$t/t2.pdf"
shot transport-2p 597 1 "$t/t2.pdf"
# The same board's soft proof: the print's CMYK as the press prints it
# on its paper (layout-pdf --soft-proof), beside pdftoppm's rendering of
# the CMYK file above.
pipe --kind transport --seed 1 --players 2 --scenario railways |
    "$b/layout-pdf" -q --soft-proof >"$t/t2s.pdf"
shot transport-2p-softproof 597 1 "$t/t2s.pdf"
pipe --kind transport --seed 1 --players 8 --scenario rare_cargo |
    "$b/layout-pdf" >"$t/t8.pdf"
shot transport-8p 597 1 "$t/t8.pdf"
# Styles (templates/style/): the boards above in each kind's ink-friendly
# style, and in its showcase style, with its own SVG icons (nodes,
# dungeon), font and pictures: docs/style-KIND-LOOK.png.
for look in ink:ink woodcut:art; do
	pipe --seed 1 --style "lanternfall-${look%:*}" | "$b/layout-pdf" \
	    >"$t/s.pdf"
	shot "style-nodes-${look%:*}" 716 1 "$t/s.pdf"
	pipe --kind dungeon --seed 3 --style "cinderdeep-${look#*:}" |
	    "$b/layout-pdf" >"$t/s.pdf"
	shot "style-dungeon-${look#*:}" 597 1 "$t/s.pdf"
done
for look in ink atlas; do
	pipe --kind transport --seed 1 --players 2 --scenario railways \
	    --style "tidewater-$look" | "$b/layout-pdf" >"$t/s.pdf"
	shot "style-transport-$look" 597 1 "$t/s.pdf"
done
# Printing: a page with crop marks and the slug; a print-and-play sheet.
pipe --seed 1 | "$b/layout-pdf" --template shop-marks >"$t/marks.pdf"
shot print-marks 716 1 "$t/marks.pdf"
pipe --seed 4 --paper A3 | "$b/layout-pdf" --template pnp-a4 >"$t/tile.pdf"
shot tile-a4-1 300 1 "$t/tile.pdf"
shot tile-a4-2 300 2 "$t/tile.pdf"
shot tile-a4-3 300 3 "$t/tile.pdf"
shot tile-a4-4 300 4 "$t/tile.pdf"
pipe --kind dungeon --count 6 | "$b/layout-pdf" --proof 6 >"$t/proof.pdf"
shot proof 597 1 "$t/proof.pdf"
# A folding board: a transport map made with its rules' "panels 4" (its
# labels and cities off the hinges) on the fold4 template, its print page
# with its die (--die spot): the cut at the wrap's outer edge in the
# CutContour separation (shown in its magenta alternate), the creases
# along the trim and the two hinges in Crease (cyan).
sed '/^players/a panels   4' templates/rules/tidewater.rules >"$t/fold4.rules"
pipe --rules "$t/fold4.rules" --seed 1 --players 4 |
    "$b/layout-pdf" -q --template fold4 --die spot >"$t/fold4.pdf"
shot fold4-transport 1200 1 "$t/fold4.pdf"
# Press sheets: a print run's boards with their backs, 2-up on SRA3, cut
# and stack; the front and the back of the first sheet.
pipe --count 6 --seed 21 --expansion voyage |
    "$b/layout-pdf" --title "Lanternfall: a print run of 6" \
    --page-map "$t/run.map" -o "$t/run.pdf"
"$b/impose-pdf" --page-map "$t/run.map" -o "$t/sheets.pdf" "$t/run.pdf"
shot impose-sra3-front 420 1 "$t/sheets.pdf"
shot impose-sra3-back 420 2 "$t/sheets.pdf"
