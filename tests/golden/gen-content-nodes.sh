# gen-content-nodes.sh: the nodes content seed catalog: one line per board
# (players, expansions, seed, then the number of each kind of item and the
# sha256 of the board's XML after gen-content).
for case in "2:" "4:thorns scissors voyage" "6:clockwork wonders" \
    "9:thorns clockwork scissors voyage"; do
	p=${case%%:*}
	e=${case#*:}
	set --
	for x in $e; do
		set -- "$@" --expansion "$x"
	done
	bin/gen-graph --players "$p" --seed 1 --count 4 --jobs 1 "$@" |
	    bin/gen-content | awk -v p="$p" -v e="$e" '
	/<board / { buf = ""; inb = 1; match($0, /seed="[0-9]+"/);
	    seed = substr($0, RSTART + 6, RLENGTH - 7); n["dot"] = 0;
	    n["area"] = 0; n["tiny"] = 0; n["expedition"] = 0;
	    n["landmark"] = 0; n["resource"] = 0 }
	inb { buf = buf $0 "\n" }
	inb && /<(dot|area|tiny|expedition|landmark|resource) / {
	    match($0, /<[a-z]+/); n[substr($0, RSTART + 1, RLENGTH - 1)]++ }
	/<\/board>/ { inb = 0; f = "/tmp/bp-golden-c." p "." seed;
	    printf "%s", buf > f; close(f);
	    cmd = "sha256sum < " f; cmd | getline sum; close(cmd);
	    sub(/ .*/, "", sum); system("rm -f " f);
	    printf "gen-content players=%s expansions=\"%s\" seed=%s dots=%d areas=%d tinies=%d expeditions=%d landmarks=%d resources=%d sha256=%s\n",
	    p, e, seed, n["dot"], n["area"], n["tiny"], n["expedition"],
	    n["landmark"], n["resource"], sum }'
done
