# preview-options.sh: preview starts like every tool, and shows what
# layout-pdf prints (issue 36): with no option it serves the default game,
# gen-graph's with no option, its boards byte for byte layout-svg's; on
# the page (headless Chromium, tests/tools/preview_options.py) each
# choice changes the boards, the address holds them, and a board's SVG is
# what the command the page shows for it writes.
. tests/lib.sh
py=/usr/bin/python3

preview_start -q --port 0 --seeds 1-3 --play-games 0
check "no option: the server gives its address" test -n "$U"
curl -s "${U}api/version" >"$T/v.json"
check "no option: the default game (gen-graph's: lanternfall, nodes, 4 players)" \
    $py -c "import json; d = json.load(open('$T/v.json')); \
assert d['error'] is None and d['kind'] == 'nodes' and \
d['rules'].endswith('/lanternfall.rules') and d['players'] == 4 and \
d['choice']['rules'] == 'lanternfall'"
curl -s "${U}api/grid?from=2&to=2" >"$T/g.json"
$py -c "import json; b = json.load(open('$T/g.json'))['boards'][0]; \
open('$T/grid.svg', 'w', encoding='utf-8').write(b['svg'])"
mkdir "$T/svg"
"$bin/gen-graph" --seed 2 -q | "$bin/gen-content" | "$bin/validate" |
    "$bin/layout-svg" --width 480 --svg "$T/svg" 2>"$T/err"
check "its board 2 is, byte for byte, gen-graph --seed 2 | gen-content | validate | layout-svg --width 480" \
    cmp "$T/grid.svg" "$T/svg/lanternfall-000002.svg"

# A board the page template cannot print (a mark on a fold's hinge) says
# so with layout-pdf's own line, and one it prints says nothing.
curl -s "${U}api/grid?rules=tidewater&template=fold2&from=1&to=1" \
    >"$T/f.json"
"$bin/gen-graph" --rules "$top/templates/rules/tidewater.rules" --seed 1 \
    -q | "$bin/gen-content" | "$bin/validate" 2>/dev/null |
    "$bin/layout-pdf" -q --template fold2 -o "$T/f.pdf" 2>"$T/f.err"
frc=$?
check "fold2: the board layout-pdf refuses (status $frc) says its line" \
    $py -c "import json; p = json.load(open('$T/f.json'))['boards'][0]\
['print']; assert p and '[layout.hinge]' in p and p in open('$T/f.err')\
.read() and $frc == 1"
curl -s "${U}api/grid?rules=tidewater&from=1&to=1" >"$T/s.json"
check "shop: the same board prints (print null)" \
    $py -c "import json; assert json.load(open('$T/s.json'))['boards'][0]\
['print'] is None"

mkdir "$T/work"
browser_run "byte for byte" "$top/tests/tools/preview_options.py" \
    "${U}?from=1&to=3&n=20" "$bin" "$T/work"
kill -TERM "$pid"
wait "$pid"
check "the server stops with status 0, nothing on stderr" \
    sh -c "[ $? = 0 ] && [ ! -s '$T/srv.err' ]"
echo "1..$n"
