# gen-graph-dungeon.sh: the dungeon seed catalog of the current build: one
# line per board and stage (gen-graph, then gen-content on its output):
# options, seed, attempt, floor cells, features, sha256 of the board's XML.
# The looks (tunnels, rooms) by their shipped examples.
# tests/golden/run compares it with gen-graph-dungeon.txt.
catalog() {
	awk -v opts="$1" -v stage="$2" '
	/<board / { buf = ""; inb = 1; match($0, /seed="[0-9]+"/);
	    seed = substr($0, RSTART + 6, RLENGTH - 7); match($0,
	    /attempt="[0-9]+"/); att = substr($0, RSTART + 9, RLENGTH - 10);
	    cells = 0; feats = 0 }
	inb { buf = buf $0 "\n" }
	inb && /<row>/ { row = $0; cells += gsub(/\./, "", row) }
	inb && /<feature / { feats++ }
	/<\/board>/ { inb = 0; f = "/tmp/bp-golden-d." seed;
	    printf "%s", buf > f; close(f);
	    cmd = "sha256sum < " f; cmd | getline sum; close(cmd);
	    sub(/ .*/, "", sum); system("rm -f " f);
	    printf "%s %s seed=%s attempt=%s floor=%d features=%d sha256=%s\n",
	    stage, opts, seed, att, cells, feats, sum }'
}
for opts in "" "--size 48x30 --tunnels 200 --length 6" \
    "--players 3 --paper A3 --floor 0.3" \
    "--rules templates/rules/looks/cinderdeep-tunnels.rules" \
    "--rules templates/rules/looks/cinderdeep-rooms.rules --players 4"; do
	# shellcheck disable=SC2086
	bin/gen-graph --kind dungeon --seed 1 --count 6 --jobs 1 $opts \
	    >/tmp/bp-golden-d.$$
	catalog "[$opts]" gen-graph </tmp/bp-golden-d.$$
	bin/gen-content /tmp/bp-golden-d.$$ | catalog "[$opts]" gen-content
	rm -f /tmp/bp-golden-d.$$
done
