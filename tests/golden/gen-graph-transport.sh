# gen-graph-transport.sh: the transport seed catalog of the current build:
# one line per board (scenario, players, seed, attempt, cities, routes,
# forest cells, sha256 of the board's XML). tests/golden/run compares it
# with gen-graph-transport.txt.
for sc in harbour railways; do
	for p in 1 4 8; do
		bin/gen-graph --kind transport --scenario "$sc" --players "$p" \
		    --seed 1 --count 6 --jobs 1 -q |
		    awk -v p="$p" -v sc="$sc" '
		/<board / { buf = ""; inb = 1; match($0, /seed="[0-9]+"/);
		    seed = substr($0, RSTART + 6, RLENGTH - 7); match($0,
		    /attempt="[0-9]+"/); att = substr($0, RSTART + 9,
		    RLENGTH - 10); cities = 0; routes = 0; trees = 0 }
		inb { buf = buf $0 "\n" }
		inb && /<city / { cities++ }
		inb && /<route / { routes++ }
		inb && /<forest / { match($0, /cells="[^"]*"/);
		    trees += split(substr($0, RSTART + 7, RLENGTH - 8), a, " ") }
		/<\/board>/ { inb = 0; f = "/tmp/bp-golden-t." p "." seed;
		    printf "%s", buf > f; close(f);
		    cmd = "sha256sum < " f; cmd | getline sum; close(cmd);
		    sub(/ .*/, "", sum); system("rm -f " f);
		    printf "gen-graph scenario=%s players=%s seed=%s attempt=%s cities=%d routes=%d forest=%d sha256=%s\n",
		    sc, p, seed, att, cities, routes, trees, sum }'
	done
done
