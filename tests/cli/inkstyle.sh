# inkstyle.sh: the ink-friendly styles (issue 18, item 6) and the looks a
# style sets that the rules do not name (templates/style/README.md): a
# shipped ink style per kind paints black and greys only, in K, with
# under a quarter of the colour style's ink coverage (Ghostscript's
# inkcov, tests/tools/inkcov.sh); its decks are the colour decks but for
# <style>, so the boards play the same; every shipped style passes the
# page tests (safe zone, the printed page, print checks, PDF/X, black
# overprint) with gen-graph given the style; hostile look settings get
# one line and exit 2.
. tests/lib.sh
st=$top/templates/style
ink=${INK_BOARDS:-4}

# style_of KIND: the shipped rules' base name of kind KIND.
style_of() {
	case $1 in
	nodes) echo lanternfall ;;
	transport) echo tidewater ;;
	dungeon) echo cinderdeep ;;
	esac
}

# deck KIND NAME ARGS...: a checked deck of $ink boards into $T/NAME.xml.
deck() {
	kind=$1
	name=$2
	shift 2
	"$bin/gen-graph" --kind "$kind" --seed 11 --count "$ink" "$@" |
	    "$bin/gen-content" | "$bin/validate" -q >"$T/$name.xml"
}

for k in nodes transport dungeon; do
	s=$(style_of "$k")
	deck "$k" "$k" --style "$st/$s.style"
	deck "$k" "$k-ink" --style "$st/$s-ink.style"
	"$bin/layout-pdf" -o "$T/$k.pdf" "$T/$k.xml"
	run "$bin/layout-pdf" -o "$T/$k-ink.pdf" "$T/$k-ink.xml"
	check "$k: the $s-ink style lays out" [ "$rc" -eq 0 ]
	sed '/<style>/,/<\/style>/d' "$T/$k.xml" >"$T/$k.bare"
	sed '/<style>/,/<\/style>/d' "$T/$k-ink.xml" >"$T/$k-ink.bare"
	check "$k: the ink deck is the colour deck but for <style>" \
	    sh -c "grep -q '<board ' '$T/$k.bare' &&
	    cmp -s '$T/$k.bare' '$T/$k-ink.bare'"
	check "$k: ... and <style> was there to strip" \
	    sh -c "! cmp -s '$T/$k.xml' '$T/$k-ink.xml'"
	colours "$T/$k-ink.pdf" | sort -u >"$T/$k.col"
	check "$k: the ink style paints in K alone ($(awk '$1 + $2 + $3 > 0' \
	    "$T/$k.col" | head -3 | tr '\n' ';'))" \
	    sh -c "[ -s '$T/$k.col' ] && ! awk '\$1 + \$2 + \$3 > 0 \
	    { bad = 1 } END { exit !bad }' '$T/$k.col'"
	c=$(sh tests/tools/inkcov.sh "$T/$k.pdf")
	i=$(sh tests/tools/inkcov.sh "$T/$k-ink.pdf")
	check "$k: ink coverage $i against $c in colour, under a quarter" \
	    awk -v c="$c" -v i="$i" 'BEGIN { exit !(i > 0 && i < c / 4) }'
done

# A seat's number on its capital: black on a white (CMYK) seat colour,
# not white on white (light() judged a CMYK colour as if it were RGB).
qpdf --qdf --object-streams=disable "$T/transport-ink.pdf" - |
    awk '/ [kK]$/ { k = $0 } /^\(1\) Tj$|<0014> Tj|\(1\)Tj/ { print k }' \
    >"$T/seat.col" 2>/dev/null
check "transport: seat 1's number is printed in black on its white square" \
    sh -c "[ -s '$T/seat.col' ] && ! grep -qv '^0 0 0 1 k' '$T/seat.col'"

# The hatched sea goes on into the bleed: on each side the 3 mm band
# beyond the trim (72 dpi: 8 px) is as grey, on the mean, as the band
# just inside it. (print.sh's measure compares pixel by pixel, for even
# fills.)
"$bin/layout-pdf" --template shop -o "$T/bleed.pdf" "$T/transport-ink.xml"
pdftoppm -r 72 -gray -singlefile -f 1 -l 1 "$T/bleed.pdf" "$T/bl"
set -- $(head -c 20 "$T/bl.pgm" 2>/dev/null | sed -n 2p) 0 0
# grey X Y W H: the mean grey (0 to 255) of a block of $T/bl.pgm.
grey() {
	pdftoppm -r 72 -gray -singlefile -f 1 -l 1 -x "$1" -y "$2" -W "$3" \
	    -H "$4" "$T/bleed.pdf" "$T/blk"
	tail -c $(($3 * $4)) "$T/blk.pgm" | od -An -v -tu1 |
	    awk '{ for (i = 1; i <= NF; i++) { s += $i; n++ } }
	    END { if (n) printf "%.1f\n", s / n }'
}
w=$1 h=$2
greyest=255
for side in "left 0 0 10 0 6 $h" "right $((w - 6)) 0 $((w - 16)) 0 6 $h" \
    "top 0 0 0 10 $w 6" "bottom 0 $((h - 6)) 0 $((h - 16)) $w 6"; do
	set -- $side
	a=$(grey "$2" "$3" "$6" "$7")
	b=$(grey "$4" "$5" "$6" "$7")
	check "transport ink: the $1 bleed band is as grey as inside ($a, $b)" \
	    awk -v a="$a" -v b="$b" 'BEGIN { d = a - b;
	    exit !(a != "" && b != "" && d * d < 25) }'
	greyest=$(awk -v a="$a" -v g="$greyest" \
	    'BEGIN { print a != "" && a < g ? a : g }')
done
check "... the measure sees the hatch: a band is grey ($greyest < 250)" \
    awk -v g="$greyest" 'BEGIN { exit !(g < 250) }'

# Every kind in every shipped style passes the page tests: the tools are
# this build's, gen-graph given the ink style (-ink), then the showcase
# style (its own icons, font and pictures: lanternfall-woodcut,
# tidewater-atlas, cinderdeep-art) of the kind it makes. (The shipped
# colour styles give the same bytes as no style, style.sh's check, so
# the suites themselves cover them.) Under the sanitizers (make check's
# san variant) the matrix is left to the normal variant: it runs the same
# suites on the same pages, and the styles' code under the sanitizers is
# what stylefont, pictures, logo, assets, spot and svg.sh run.
styles="-ink -ink -ink|-woodcut -atlas -art"
[ -n "${ASAN_OPTIONS-}" ] && styles=
mkdir "$T/bin"
for t in "$bin"/*; do
	ln -s "$t" "$T/bin/$(basename "$t")"
done
IFS='|'
for v in $styles; do
	unset IFS
	set -- $v
	rm "$T/bin/gen-graph"
	cat >"$T/bin/gen-graph" <<EOF
#!/bin/sh
kind=nodes
prev=
for a; do
	[ "\$prev" = --kind ] && kind=\$a
	[ "\$prev" = --rules ] && [ -f "\$a" ] &&
	    kind=\$(sed -n 's/^kind[ 	]*\([a-z]*\).*/\1/p' "\$a" | head -n 1)
	prev=\$a
done
case \$kind in
nodes) s=lanternfall$1 ;;
transport) s=tidewater$2 ;;
dungeon) s=cinderdeep$3 ;;
*) exec "$bin/gen-graph" "\$@" ;;
esac
exec "$bin/gen-graph" "\$@" --style "$st/\$s.style"
EOF
	chmod +x "$T/bin/gen-graph"
	# (PDFX_CORPUS=0: pdfx.sh's pages alone; its tests of the readers
	# and the checker are the same in every style, pdfx.sh's own run's.)
	for s in safe print pdfx overprint printed; do
		BP_BIN=$T/bin PDFX_CORPUS=0 \
		    PAGE_BOARDS=${PAGE_BOARDS:-6} sh "tests/cli/$s.sh" \
		    >"$T/$s.tap" 2>&1
		# In black and grey, two measures do not apply: no colour is
		# under the black to keep (overprint.sh; "K alone" above), and
		# a hatch is no even band (print.sh; the bleed's hatch below).
		[ "$1" = -ink ] && sed -i -e '/^not ok .*continues into the bleed/d' \
		    -e '/^not ok .*under the full black\|inks under its black icon/d' \
		    "$T/$s.tap"
		# (A check printed.sh knows to be open, "# TODO", is not one.)
		bad=$(grep '^not ok' "$T/$s.tap" | grep -vc ' # TODO')
		check "the ${1#-}${2#-ink}${3#-ink} styles: $s.sh passes ($bad of $(grep -c \
		    '^\(not \)*ok' "$T/$s.tap") checks fail: $(grep '^not ok' \
		    "$T/$s.tap" | grep -v ' # TODO' | head -3 | tr '\n' ' '))" \
		    [ "$bad" -eq 0 ]
	done
done
unset IFS

# Hostile looks: one line, exit 2, nothing written.
look() {
	printf '[style]\nid x\nkind %s\n%s\n' "$1" "$2" >"$T/bad.style"
	fails_cleanly "$3" 2 "$4" "$bin/gen-graph" --kind "$1" \
	    --style "$T/bad.style"
}
look transport '[terrain lava]' "a terrain the map has not" \
    "bad.style:4: \[terrain NAME\]: a transport style's \[terrain\] is one of deep, water, land, high, mountain"
look nodes '[terrain water]' "a terrain in a nodes style" \
    "bad.style:4: unknown section \[terrain\] in a nodes style"
look transport '[terrain water]
fill dots' "a fill that is not one" "bad.style:5: fill: solid, hatch or none"
look transport '[terrain water]
angle 180' "a hatch's angle of 180" "bad.style:5: angle: whole degrees"
look transport '[terrain water]
angle 4.5' "a hatch's angle not whole" "bad.style:5: angle: whole degrees"
look dungeon '[terrain wall]
gap 0.1' "a hatch's lines 0.1 mm apart" "bad.style:5: gap: the mm"
look dungeon '[line grid]
fill hatch' "a line's fill" "bad.style:5: unknown setting \"fill\" in \[line grid\] \(a line: colour only\)"
look nodes '[category water]
rim wavy' "a rim that is not one" \
    "bad.style:5: rim: plain, ring, dashed, dotted, bold or ticks"
printf '[style]\nid x\nkind dungeon\n[terrain wall]\ncolour cmyk 100 100 100 100\n' \
    >"$T/over.style"
"$bin/gen-graph" --kind dungeon --style "$T/over.style" >"$T/over.xml"
fails_cleanly "a look's CMYK over the page's ink limit is refused" 2 \
    "the style's \[terrain wall\] colour totals 400 % ink" \
    "$bin/layout-pdf" "$T/over.xml"
echo "1..$n"
