# gen-graph-nodes.sh: the nodes seed catalog of the current build: one
# line per board (players, seed, attempt, nodes, edges, sha256 of the
# board's XML). tests/golden/run compares it with gen-graph-nodes.txt.
for p in 2 4 9; do
	bin/gen-graph --players "$p" --seed 1 --count 8 --jobs 1 |
	    awk -v p="$p" '
	/<board / { buf = ""; inb = 1; match($0, /seed="[0-9]+"/);
	    seed = substr($0, RSTART + 6, RLENGTH - 7); match($0,
	    /attempt="[0-9]+"/); att = substr($0, RSTART + 9, RLENGTH - 10);
	    nodes = 0; edges = 0 }
	inb { buf = buf $0 "\n" }
	inb && /<node / { nodes++ }
	inb && /<edge / { edges++ }
	/<\/board>/ { inb = 0; f = "/tmp/bp-golden." p "." seed;
	    printf "%s", buf > f; close(f);
	    cmd = "sha256sum < " f; cmd | getline sum; close(cmd);
	    sub(/ .*/, "", sum); system("rm -f " f);
	    printf "gen-graph players=%s seed=%s attempt=%s nodes=%d edges=%d sha256=%s\n",
	    p, seed, att, nodes, edges, sum }'
done
