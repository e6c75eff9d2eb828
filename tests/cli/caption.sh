# caption.sh: a nodes board's caption (its id and seed) prints where it
# covers no mark and no line, in a corner or the margin when one is free
# (issue 33), read off the printed pages (mutool trace,
# tests/tools/caption-check.awk), on the style's plate, and in the slug
# instead when the template prints one in the margin.
. tests/lib.sh

# captions PDF: caption-check's faults and counts for PDF's pages (safe
# zone 4 mm, the rules' safe margin), into $T/covered.
captions() {
	page_boxes "$1" >"$T/boxes"
	mutool trace "$1" 2>/dev/null | awk -v boxes="$T/boxes" -v safe=4 \
	    -f tests/tools/trace.awk -f tests/tools/caption-check.awk \
	    >"$T/covered"
}

"$bin/gen-graph" --count 200 | "$bin/gen-content" | "$bin/validate" -q |
    "$bin/layout-pdf" >"$T/deck.pdf"
captions "$T/deck.pdf"
check "no caption of 200 default boards covers a mark ($(tail -1 "$T/covered"))" \
    grep -q '^pages 200 captions 200 covered 0 ' "$T/covered"
check "... nor a line (an edge, a quadrant line)" \
    grep -q '^pages 200 captions 200 covered 0 lines 0 ' "$T/covered"
check "... and each is in a corner or the margin when a corner is free" \
    grep -q '^pages 200 captions 200 covered 0 lines 0 corner 0$' \
    "$T/covered"
for p in 6 9; do
	"$bin/gen-graph" --players $p --count 100 --seed $((p * 1000)) |
	    "$bin/gen-content" | "$bin/validate" -q | "$bin/layout-pdf" \
	    >"$T/p$p.pdf" 2>/dev/null
	captions "$T/p$p.pdf"
	check "$p players: no caption over a mark or a line, none off a free corner ($(tail -1 "$T/covered"))" \
	    grep -q '^pages 100 captions 100 covered 0 lines 0 corner 0$' \
	    "$T/covered"
done

# Issue 33's board: seed 1 at 4 players printed its caption in the middle
# of the board, over edges. It goes to its rim, off every line.
"$bin/gen-graph" --players 4 --seed 1 | "$bin/gen-content" |
    "$bin/validate" -q | "$bin/layout-pdf" >"$T/s1.pdf" 2>/dev/null
captions "$T/s1.pdf"
check "seed 1, 4 players: the caption covers no edge ($(tail -1 "$T/covered"))" \
    grep -q '^pages 1 captions 1 covered 0 lines 0 corner 0$' "$T/covered"
pdftotext -bbox "$T/s1.pdf" - | awk '/<page / { split($0, a, "\""); w = a[2] }
    /<word .*>seed</ { split($0, a, "\""); x = a[2] }
    END { exit !(x > w / 2 + 60 || x < w / 2 - 120) }'
check "... on a side of the board, not under the centre node" test $? -eq 0

# On the woodcut style's parchment the plate is the parchment's tone (its
# background picture's mean colour), not a white sticker; a style's
# [plate] sets it and its frame.
"$bin/gen-graph" --players 4 --seed 1 --style lanternfall-woodcut |
    "$bin/gen-content" | "$bin/validate" -q | "$bin/layout-pdf" \
    >"$T/wood.pdf" 2>/dev/null
mutool trace "$T/wood.pdf" 2>/dev/null | awk -v plate=1 \
    -f tests/tools/trace.awk -f tests/tools/caption-check.awk >"$T/plate"
check "woodcut: the caption's plate is the parchment's tone ($(head -1 "$T/plate"))" \
    sh -c "grep -q '^page 1: plate ' '$T/plate' &&
    ! grep -q '^page 1: plate \(0 0 0 0\|none\)$' '$T/plate'"
check "... and covers no mark or line" \
    grep -q 'covered 0 lines 0 corner 0$' "$T/plate"
{ cat templates/style/lanternfall.style; printf '[plate]\ncolour  cmyk 0 6 18 0\nborder  cmyk 0 0 0 70\n'; } \
    >"$T/plate.style"
"$bin/gen-graph" --players 4 --seed 1 --style "$T/plate.style" |
    "$bin/gen-content" | "$bin/validate" -q | "$bin/layout-pdf" \
    >"$T/plate.pdf" 2>/dev/null
mutool trace "$T/plate.pdf" 2>/dev/null >"$T/plate.trace"
awk -v plate=1 -f tests/tools/trace.awk -f tests/tools/caption-check.awk \
    "$T/plate.trace" >"$T/plate"
check "a style's [plate] colour is the plate's, as given ($(head -1 "$T/plate"))" \
    grep -q '^page 1: plate 0 \.06 \.18 0$' "$T/plate"
check "... framed in its border colour" \
    grep -q '<stroke_path linewidth=".25" .*color="0 0 0 .7"' "$T/plate.trace"

# Seed 5: under the centre node it would cover the node to its left.
"$bin/gen-graph" --seed 5 | "$bin/gen-content" | "$bin/validate" -q \
    >"$T/s5.xml"
"$bin/layout-pdf" "$T/s5.xml" >"$T/s5.pdf"
captions "$T/s5.pdf"
check "seed 5's caption covers no mark" grep -q 'covered 0 ' "$T/covered"

# The caption stays inside the safe margin (4 mm) of the trim: its words'
# boxes, in points from the page's corner, with the 3 mm bleed.
pdftotext -bbox "$T/deck.pdf" - | awk -v lo=$(((3 + 4) * 72 * 1000 / 254)) '
    /<page / { split($0, a, "\""); w = a[2]; h = a[4] }
    /<word .*>lanternfall-0/ {
	split($0, a, "\"")
	if (a[2] * 100 < lo || a[4] * 100 < lo || (w - a[6]) * 100 < lo ||
	    (h - a[8]) * 100 < lo)
		bad++
    }
    END { exit bad > 0 }'
check "every caption keeps inside the safe margin" test $? -eq 0

# A template with the slug in the margin names the board there only.
"$bin/layout-pdf" --template shop-marks "$T/s5.xml" >"$T/marks.pdf"
k=$(pdftotext "$T/marks.pdf" - | grep -c 'lanternfall-000005')
check "with the slug in the margin the board carries no caption ($k)" \
    test "$k" -eq 1

# caption-check itself: a caption run (6 pt, "seed 1" at 100, 100 pt) with
# a line across it finds the line; the same line in a clip that leaves
# the caption out (a texture's hatch, clipped to the rock) is not on the
# caption, nor is a caption its tile's clip leaves out.
# cap_trace CLIP: the trace, the line in the clip box 0 0 .. CLIP CLIP.
cap_trace() {
	printf '<page number="1" mediabox="0 0 400 400">\n'
	printf '<clip_path transform="1 0 0 1 0 0">\n<moveto x="0" y="0"/>\n'
	printf '<lineto x="%s" y="0"/>\n<lineto x="%s" y="%s"/>\n' "$1" "$1" "$1"
	printf '<lineto x="0" y="%s"/>\n</clip_path>\n' "$1"
	printf '<stroke_path linewidth=".5" color="0 0 0 1" transform="1 0 0 1 0 0">\n'
	printf '<moveto x="50" y="50"/>\n<lineto x="150" y="150"/>\n</stroke_path>\n'
	printf '<pop_clip/>\n'
	# (a dot drawn after the line, away from the caption)
	printf '<fill_path color="0 0 0 1" transform="1 0 0 1 0 0">\n'
	printf '<moveto x="300" y="300"/>\n<lineto x="302" y="300"/>\n'
	printf '<lineto x="302" y="302"/>\n<closepath/>\n</fill_path>\n'
	printf '<clip_path transform="1 0 0 1 0 0">\n<moveto x="0" y="0"/>\n'
	printf '<lineto x="%s" y="0"/>\n<lineto x="%s" y="400"/>\n' "$2" "$2"
	printf '<lineto x="0" y="400"/>\n</clip_path>\n'
	printf '<fill_text color="0 0 0 1" transform="1 0 0 1 0 0">\n'
	printf '<span trm="6 0 0 -6">\n'
	i=0
	for ch in s e e d _ 1; do
		[ "$ch" = _ ] && ch=' '
		printf '<g unicode="%s" x="%d" y="100" adv=".6"/>\n' "$ch" $((92 + i * 4))
		i=$((i + 1))
	done
	printf '</span>\n</fill_text>\n<pop_clip/>\n'
}
cap_trace 400 400 | awk -f tests/tools/trace.awk -f tests/tools/caption-check.awk \
    >"$T/synth"
check "caption-check: a line across the caption is found ($(tail -1 "$T/synth"))" \
    grep -q 'covers a line from 17.6, 17.6 to 52.9, 52.9 mm' "$T/synth"
cap_trace 80 400 | awk -f tests/tools/trace.awk -f tests/tools/caption-check.awk \
    >"$T/synth"
check "... not where its clip leaves it out, a hatch clipped to the rock ($(tail -1 "$T/synth"))" \
    grep -q '^pages 1 captions 1 covered 0 lines 0 ' "$T/synth"
cap_trace 400 60 | awk -f tests/tools/trace.awk -f tests/tools/caption-check.awk \
    >"$T/synth"
check "... nor is a caption a tile's clip leaves out ($(tail -1 "$T/synth"))" \
    grep -q '^pages 1 captions 0 ' "$T/synth"

# A dungeon in the ink style on print-and-play tiles: the rock's hatch is
# clipped to the rock, and the caption is in the footer, off it (on the
# second tile: the first's clip leaves it out).
"$bin/gen-graph" --kind dungeon --players 2 --seed 20001 \
    --style cinderdeep-ink | "$bin/gen-content" | "$bin/validate" -q |
    "$bin/layout-pdf" --template pnp-a4 >"$T/ink.pdf" 2>/dev/null
mutool trace "$T/ink.pdf" 2>/dev/null | awk -f tests/tools/trace.awk \
    -f tests/tools/caption-check.awk >"$T/covered"
check "an ink dungeon on pnp-a4 tiles: its caption covers no line ($(tail -1 "$T/covered"))" \
    grep -q '^pages 2 captions 1 covered 0 lines 0 ' "$T/covered"

# A crowded back (issue 33): seed 61084 (150x100, 9 players, every
# expansion) had ten circles across the middle of its back, and turned
# sideways no place within 80 mm of the bottom's middle was free for the
# note and caption in one 83 mm line: the board was made again. The
# caption is now looked for over the whole back, and the note goes in two
# lines where one has no room; the first attempt stands.
all="--expansion thorns --expansion clockwork --expansion scissors"
all="$all --expansion voyage --expansion wonders"
# shellcheck disable=SC2086
"$bin/gen-graph" --players 9 --paper 150x100 --seed 61084 $all |
    "$bin/gen-content" | "$bin/validate" 2>"$T/e" >"$T/back.xml"
check "seed 61084's crowded back: its caption has a place at the first attempt ($(head -c 120 "$T/e"))" \
    test ! -s "$T/e"
"$bin/layout-pdf" --template shop "$T/back.xml" >"$T/back.pdf" 2>/dev/null
k=$(pdftotext -f 2 -l 2 "$T/back.pdf" - | grep -c 'Expeditions: the back of the board')
check "... and it prints the note ($k)" test "$k" -eq 1
