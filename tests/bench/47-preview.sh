# 47-preview.sh: make bench's figures for preview: the time from a change
# of the rules file on disk to the page's new grid (100 four-player nodes
# boards made whole and drawn as SVG, and the statistics of 100 seeds),
# as the page sees it: the file written, /api/version polled every 10 ms
# until it moves on, then the grid fetched; the median of five changes.
# Also the server's own figures for each part, and a grid of 12 (the
# page's first).
. tests/bench/lib.sh
py=/usr/bin/python3

echo "== preview: redrawing the grid after a change =="
cp templates/rules/lanternfall.rules "$T/r.rules"
preview_up
$py - "$U" "$T/r.rules" <<'PY'
import json, statistics, sys, time, urllib.request
url, rules = sys.argv[1], sys.argv[2]

def get(p):
    with urllib.request.urlopen(url.rstrip("/") + p, timeout=120) as r:
        return json.load(r)

def change(k):
    with open(rules) as f:
        t = f.read()
    t = t.replace("title    Lanternfall", "title    Lanternfall %d" % k, 1)
    with open(rules + ".new", "w") as f:
        f.write(t)
    import os
    os.replace(rules + ".new", rules)

for size, n in ((12, 100), (100, 100)):
    grid = "/api/grid?players=4&from=1&to=%d" % size
    get(grid), get("/api/stats?players=4&n=%d" % n)
    took, parts = [], []
    for k in range(5):
        v = get("/api/version")["version"]
        t0 = time.monotonic()
        change(k + size)
        while get("/api/version")["version"] == v:
            time.sleep(0.01)
        g = get(grid)
        took.append(time.monotonic() - t0)
        info = get("/api/version")
        parts.append((info["grid_ms"], info["stats_ms"]))
        assert len(g["boards"]) == size
    med = statistics.median(took)
    gm = statistics.median(p[0] for p in parts)
    sm = statistics.median(p[1] for p in parts)
    print("%-44s %9.3f s  (grid of %d with SVG %.0f ms, stats of %d %.0f ms;"
          " the watcher looks every 200 ms)" % (
              "change to new grid, %d boards + stats %d" % (size, n), med,
              size, gm, n, sm))
PY
kill -TERM "$pid"
wait "$pid"
