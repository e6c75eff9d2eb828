# pins-api.sh: preview's /api/pin without a browser, for each kind (board/
# pins.c's pins_line and pins_region over the kinds' things): a click
# answers the pin of the thing nearest it, at the thing's own place, and
# a click on that place the same pin; a rectangle over the whole board
# answers a pin for every thing there is to keep, the click's among them,
# each inside it, one over a single thing's place that pin alone, and one
# over nothing is refused (400); a board no attempt makes is refused with
# the grid's reason. The page's pins are cleared after each.
. tests/lib.sh
py=/usr/bin/python3

# pin QUERY: /api/pin?QUERY into $T/body; status in $code, the answer's
# "line" in $T/line (one pin a line).
pin() {
	code=$(curl -s -o "$T/body" -w '%{http_code}' --max-time 120 \
	    "${U%/}/api/pin?$1")
	$py -c "import json; d=json.load(open('$T/body')); \
open('$T/line', 'w').write(d.get('line') or '')" 2>/dev/null ||
	    : >"$T/line"
	curl -s -o /dev/null --max-time 30 "${U%/}/api/pins?clear=1"
}

# um X Y: the pin's place words (mm) as the query's µm.
um() {
	echo "x=$(echo "$1" | awk '{ printf "%d", $1 * 1000 + 0.5 }')&y=$(echo \
	    "$2" | awk '{ printf "%d", $1 * 1000 + 0.5 }')"
}

for r in lanternfall tidewater cinderdeep; do
	rm -f "$T/url"
	preview_start -q --rules "$top/templates/rules/$r.rules" --port 0 \
	    --seeds 1-4
	pin "seed=2&x=120000&y=90000"
	one=$(cat "$T/line")
	check "$r: a click answers one pin (200)" \
	    sh -c "[ $code = 200 ] && [ \$(wc -l <'$T/line') -eq 0 ] && \
	    [ -n '$one' ]"
	# shellcheck disable=SC2086
	set -- $one
	pin "seed=2&$(um "$2" "$3")"
	check "$r: a click on that pin's own place answers the same pin" \
	    test "$code" = 200 -a "$(cat "$T/line")" = "$one"
	pin "seed=2&x=0&y=0&x2=2000000&y2=2000000"
	cp "$T/line" "$T/all"
	check "$r: the whole board's rectangle answers a pin a thing, the click's among them" \
	    sh -c "[ $code = 200 ] && [ \$(wc -l <'$T/all') -ge 2 ] && \
	    grep -qxF '$one' '$T/all' && \
	    [ \$(sort -u '$T/all' | wc -l) -eq \$(wc -l <'$T/all') ]"
	x0=$(echo "$2" | awk '{ printf "%d", ($1 - 0.01) * 1000 }')
	y0=$(echo "$3" | awk '{ printf "%d", ($1 - 0.01) * 1000 }')
	x1=$(echo "$2" | awk '{ printf "%d", ($1 + 0.01) * 1000 }')
	y1=$(echo "$3" | awk '{ printf "%d", ($1 + 0.01) * 1000 }')
	pin "seed=2&x=$x0&y=$y0&x2=$x1&y2=$y1"
	check "$r: a rectangle around that place answers that pin alone" \
	    test "$code" = 200 -a "$(cat "$T/line")" = "$one"
	pin "seed=2&x=$x1&y=$y1&x2=$x0&y2=$y0"
	check "$r: … drawn from either corner" \
	    test "$code" = 200 -a "$(cat "$T/line")" = "$one"
	# Each pin of the whole board's is in one half of it or the other
	# (both, on the line between): the halves' answers are the whole's.
	pin "seed=2&x=0&y=0&x2=2000000&y2=$y1"
	cp "$T/line" "$T/top"
	pin "seed=2&x=0&y=$y1&x2=2000000&y2=2000000"
	cp "$T/line" "$T/bottom"
	cat "$T/top" "$T/bottom" | sort -u >"$T/halves"
	check "$r: two rectangles answer the whole's pins between them" \
	    sh -c "[ -s '$T/top' ] && sort '$T/all' | cmp -s - '$T/halves'"
	check "$r: … each pin in its own rectangle" \
	    sh -c "awk -v y=$y1 '\$3 * 1000 > y { exit 1 }' '$T/top' &&
	    awk -v y=$y1 '\$3 * 1000 < y { exit 1 }' '$T/bottom'"
	pin "seed=2&x=0&y=0&x2=1&y2=1"
	check "$r: a rectangle over nothing is refused (400)" \
	    sh -c "[ $code = 400 ] && grep -q 'nothing to pin' '$T/body'"
	kill -TERM "$pid"
	wait "$pid"
	check "$r: the server stops with status 0" [ $? -eq 0 ]
done

# A board no attempt makes (tidewater's seed 25 with one attempt) is no
# board to pin on: the answer names why, as the grid's does, where the
# board the pins were read from was once the last failed attempt's.
sed 's/^attempts .*/attempts 1/' "$top/templates/rules/tidewater.rules" \
    >"$T/one.rules"
rm -f "$T/url"
preview_start -q --rules "$T/one.rules" --port 0 --seeds 1-4
pin "seed=25&x=100000&y=100000"
cp "$T/body" "$T/pin.json"
curl -s -o "$T/grid.json" --max-time 120 "${U%/}/api/grid?from=25&to=25"
check "a board no attempt makes: /api/pin refuses it (400) with the grid's reason" \
    $py -c "import json, sys; p = json.load(open('$T/pin.json')); \
g = json.load(open('$T/grid.json'))['boards'][0]; \
sys.exit(0 if '$code' == '400' and p['error'] == g['error'] and \
'tidewater-000025' in p['error'] else 1)"
kill -TERM "$pid"
wait "$pid"
echo "1..$n"
