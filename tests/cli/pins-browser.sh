# pins-browser.sh: lock and regenerate in a real headless browser (issue
# 36, item 2): on preview's large board a click pins a node's type (the
# nodes rules), a city's goods (the transport rules) and a dungeon's
# feature (the dungeon rules); the grid is made
# again with every board keeping the pin (its completeness.pins, and the
# deck gen-graph --pins makes of the saved pins file for the grid's seeds,
# read back by tests/tools/pins_check.py); "save pins" alone writes
# RULES.pins beside the rules; a shift-drag pins everything in its
# rectangle, a pin each, kept by the board dragged on when the grid is
# made again (tests/tools/pins_browser.py).
. tests/lib.sh
py=/usr/bin/python3
cp "$top/templates/rules/lanternfall.rules" "$T/n.rules"
cp "$top/templates/rules/tidewater.rules" "$T/t.rules"
cp "$top/templates/rules/cinderdeep.rules" "$T/d.rules"

for kind in nodes transport dungeon; do
	r=${kind%"${kind#?}"}
	rm -f "$T/url"
	(cd "$T" && exec "$bin/preview" -q --rules "$r.rules" --port 0) \
	    >"$T/url" 2>"$T/srv.err" &
	pid=$!
	check "$kind: the server gives its address" until_ok 300 test -s "$T/url"
	U=$(head -n 1 "$T/url")
	# (-X faulthandler: a driver that dies says where)
	HOME=$T PREVIEW_TAP_FROM=$n timeout 1200 $py -X faulthandler \
	    "$top/tests/tools/pins_browser.py" "$U" "$T/$r.rules" "$kind" \
	    >"$T/tap" 2>"${PREVIEW_ERR:-$T/py.err}"
	rc=$?
	grep -v '^pin: \|^seeds: ' "$T/tap"
	n=$((n + $(grep -c '^\(not \)\?ok ' "$T/tap")))
	cp "${PREVIEW_ERR:-$T/py.err}" "$T/err" 2>/dev/null
	check "$kind: the browser's test ran to its end (status $rc)" \
	    sh -c "[ $rc = 0 ] && grep -q '^seeds: ' '$T/tap'"
	kill -TERM "$pid"
	wait "$pid"
	check "$kind: the server stops with status 0, nothing on stderr" \
	    sh -c "[ $? = 0 ] && [ ! -s '$T/srv.err' ]"
	# The saved pins, given to gen-graph for the grid's seeds: every
	# board of that deck keeps the pin, as the deck reads.
	set -- $(sed -n 's/^seeds: //p' "$T/tap")
	pin=$(sed -n 's/^pin: //p' "$T/tap")
	if [ -z "$pin" ]; then
		not_ok "$kind: the saved pins keep the pin on every board of the grid's seeds" \
		    "no pin was made"
		continue
	fi
	set -- "${1:-1}" "${2:-12}" $pin
	"$bin/gen-graph" --rules "$T/$r.rules" --pins "$T/$r.pins" --seed "$1" \
	    --count $(($2 - $1 + 1)) | "$bin/gen-content" | "$bin/validate" \
	    >"$T/$r.xml"
	run $py "$top/tests/tools/pins_check.py" "$T/$r.xml" "$4,$5,$(echo "$7" |
	    tr , +)"
	check "$kind: the saved pins keep the pin on every board of the grid's seeds" \
	    grep -qx "$(($2 - $1 + 1)) boards, every pin kept" "$T/out"
done
echo "1..$n"
