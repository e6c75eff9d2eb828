# tts.sh: layout-svg --tts, each board as a Tabletop Simulator saved
# object (issue 36, item 5): tests/tools/tts_check.py holds every JSON to
# the format's documented fields and types, each tile's scale to the
# board's real size, each image's pixels to that size at the resolution
# asked, and a board with a back on paper (an expedition board's) to a
# two-sided tile; the key page of "key page" rules is a tile of its own;
# the same deck gives the same bytes; an expedition's back is drawn for
# the table's sideways flip; bad options are refused with one line,
# status 2, and a failed run leaves nothing behind.
. tests/lib.sh
py=/usr/bin/python3
chk=$top/tests/tools/tts_check.py

# tts NAME DECK CHECKARGS LAYOUTARGS...: layout-svg --tts (and --png, for
# the paper's backs) into $T/NAME/tts and $T/NAME/png, then the checker.
tts() {
	name=$1 deck=$2 args=$3
	shift 3
	mkdir -p "$T/$name/tts" "$T/$name/png"
	run "$bin/layout-svg" --tts "$T/$name/tts" --png "$T/$name/png" "$@" \
	    "$deck"
	check "$name: layout-svg --tts writes (status 0, no message)" \
	    test "$rc" -eq 0 -a ! -s "$T/err" -a ! -s "$T/out"
	# shellcheck disable=SC2086
	m=$($py "$chk" $args --backs "$T/$name/png" "$T/$name/tts" 2>&1)
	st=$?
	check "$name: the saved objects hold ($(echo "$m" | head -n 3 |
	    tr '\n' ' '))" test "$st" -eq 0 -a -n "$m" -a \
	    -z "$(echo "$m" | grep -v ' checked$')"
}

# Expedition boards, landscape A4 (two-sided), at 100 dpi.
"$bin/gen-graph" --count 3 --expansion voyage | "$bin/gen-content" |
    "$bin/validate" >"$T/nodes.xml"
tts nodes "$T/nodes.xml" "--dpi 100 --mm 297x210 --expect 3" --dpi 100
two=$(ls "$T/nodes/png" | grep -c -- '-back\.png$')
check "nodes: its expedition boards have backs ($two of 3)" test "$two" -ge 1

# Portrait, an odd size, --width: the height rounds from the width.
"$bin/gen-graph" --count 2 --expansion voyage --paper 190x251 --portrait |
    "$bin/gen-content" | "$bin/validate" >"$T/portrait.xml"
tts portrait "$T/portrait.xml" "--width 701 --mm 190x251 --expect 2" \
    --width 701
# Turned over sideways, as on paper: the same back; a landscape board's
# paper back turns top to bottom, the table's sideways, so they differ.
for f in "$T/portrait/png/"*-back.png; do
	id=$(basename "$f" -back.png)
	check "portrait $id: the table's back is the paper's" \
	    cmp -s "$f" "$T/portrait/tts/$id-back.png"
done
for f in "$T/nodes/png/"*-back.png; do
	id=$(basename "$f" -back.png)
	check "nodes $id: the table's back is turned sideways, not the paper's" \
	    test -s "$T/nodes/tts/$id-back.png" -a -n \
	    "$(cmp "$f" "$T/nodes/tts/$id-back.png" 2>&1)"
done

# One-sided kinds, hosted images, 72 dpi.
"$bin/gen-graph" --kind transport --count 1 | "$bin/gen-content" |
    "$bin/validate" >"$T/transport.xml"
"$bin/gen-graph" --kind dungeon --count 1 | "$bin/gen-content" |
    "$bin/validate" >"$T/dungeon.xml"
for k in transport dungeon; do
	wh=$(grep -o '<board [^>]*' "$T/$k.xml" | head -n 1 |
	    sed 's/.* width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1x\2/')
	tts $k "$T/$k.xml" "--dpi 72 --mm $wh --expect 1 \
	    --url https://example.org/boards/$k" \
	    --dpi 72 --tts-url "https://example.org/boards/$k"
done

# "key page" rules: the key is a one-sided tile of its own, ID-key.json.
sed 's/^key  .*/key              page/' templates/rules/lanternfall.rules \
    >"$T/kp.rules"
"$bin/gen-graph" --rules "$T/kp.rules" --count 2 | "$bin/gen-content" |
    "$bin/validate" >"$T/kp.xml"
tts keypage "$T/kp.xml" "--dpi 50 --mm 297x210 --expect 3" --dpi 50
check "keypage: the key's object is ID-key.json" \
    test -s "$T/keypage/tts/lanternfall-000001-key.json"

# The same deck, the same bytes (hosted: a folder's own URL is its path).
for r in 1 2; do
	mkdir -p "$T/same$r"
	"$bin/layout-svg" --tts "$T/same$r" --tts-url https://example.org/b \
	    --dpi 40 "$T/nodes.xml" 2>"$T/err"
done
check "the same deck gives the same files, byte for byte ($(ls "$T/same1" |
    wc -l) files)" sh -c "test -s '$T/same1/lanternfall-000001.json' &&
    diff -r '$T/same1' '$T/same2'"

# The checker itself fails on a broken object, each for its fault: a
# scale off by 1 %, a field missing, one the format lacks, a front of
# another size, a back dropped from an expedition board; a copy left
# whole passes (the copy's images named by the original's URL).
mutant() {
	rm -rf "$T/mut"
	cp -r "$T/nodes/tts" "$T/mut"
	j="$T/mut/lanternfall-000001.json"
	case $1 in
	scale) sed -i 's/"scaleX": 5.8465/"scaleX": 5.9/' "$j" ;;
	missing) sed -i '/"Stackable"/d' "$j" ;;
	extra) sed -i 's/"Hands": false,/"Hands": false, "Speed": 1,/' "$j" ;;
	pixels) cp "$T/mut/lanternfall-000001.png" \
	    "$T/mut/lanternfall-000001-front.png" ;;
	back) sed -i 's/"ImageSecondaryURL": "[^"]*"/"ImageSecondaryURL": ""/' \
	    "$j" ;;
	esac
	$py "$chk" --dpi 100 --mm 297x210 --backs "$T/nodes/png" \
	    --url "file://$(realpath "$T/nodes/tts")/" "$T/mut" >"$T/mut.out" 2>&1
	st=$?
	case $1 in
	none) test "$st" -eq 0 ;;
	*) test "$st" -eq 1 &&
	    grep -q "^tts: lanternfall-000001.*$2" "$T/mut.out" ;;
	esac
}
check "the checker passes a whole copy" mutant none
check "the checker finds a scale off" mutant scale "mm on the table, not 297"
check "the checker finds a field missing" mutant missing "no field Stackable"
check "the checker finds a field the format lacks" mutant extra \
    "field Speed is not in the format"
check "the checker finds a front of another size" mutant pixels \
    "256 x 181 pixels, not 1169 x 827"
check "the checker finds a back dropped" mutant back \
    "two-sided on paper, one-sided on the table"

# Refused: one line, status 2, nothing written.
mkdir -p "$T/bad"
fails_cleanly "--tts-url without --tts" 2 "give --tts DIR too" \
    "$bin/layout-svg" --png "$T/bad" --tts-url https://x.org/ "$T/nodes.xml"
fails_cleanly "--tts-url that is not a URL" 2 "--tts-url .*not a URL" \
    "$bin/layout-svg" --tts "$T/bad" --tts-url 'javascript:alert(1)' \
    "$T/nodes.xml"
fails_cleanly "--tts-url with a space" 2 "--tts-url .*not a URL" \
    "$bin/layout-svg" --tts "$T/bad" --tts-url 'https://x.org/a b' \
    "$T/nodes.xml"
fails_cleanly "--tts folder missing" 2 "--tts $T/none: " \
    "$bin/layout-svg" --tts "$T/none" "$T/nodes.xml"
fails_cleanly "--tts and --png one folder" 2 "both would write ID.png" \
    "$bin/layout-svg" --tts "$T/bad" --png "$T/bad/." "$T/nodes.xml"
# A board validate failed: status 1, and not a file of the others either.
sed '0,/verdict="pass"/s//verdict="fail"/' "$T/nodes.xml" >"$T/failed.xml"
run "$bin/layout-svg" --tts "$T/bad" "$T/failed.xml"
check "a failed board: status 1, nothing written ($(ls "$T/bad" | wc -l))" \
    test "$rc" -eq 1 -a -z "$(ls -A "$T/bad")"
check "the refusals left no file behind" test -z "$(ls -A "$T/bad")"

echo "1..$n"
