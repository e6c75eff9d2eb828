#!/bin/sh
# press-sim.sh SRC N OUT [tars]: the head node's inputs of a print run of N
# boards, made cheaply from a real run's chunks (SRC: a press-run folder
# made with --keep-chunks, its chunks all of one size C, N a multiple of
# C): chunk j is SRC's chunk (j - 1) mod K + 1 with its seeds moved on by
# the chunks between, its ids made from them, its structures' first 16 hex
# digits the new seed's (distinct, real-looking), its page map and report
# rewritten to match, its PDF a hard link to the source's (the same pages,
# bytes and page-number marks: only the ids drawn on them differ from a
# real run's), its seat summary, env and SUMS as a job seals them. OUT
# gets settings' copy, the chunks' list and, with "tars", each chunk as
# its job's tar in chunks/K.tar with a joblog of jobs that ended well (what
# press-tool take unpacks and checks); else the chunk folders as take
# leaves them. Used by make bench (tests/bench/50-press.sh); bin/ is the
# tools.
set -eu
src=$1 n=$2 out=$3 mode=${4:-dirs}
bin=${BP_BIN:-$(pwd)/bin}
set -- $(head -n 1 "$src/chunks/list")
c=$3
k=$(wc -l <"$src/chunks/list")
[ $((n % c)) -eq 0 ] || { echo "press-sim: $n is not a multiple of $c" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out/chunks"
cp "$src/settings" "$src"/*.rules "$out/"
"$bin/press-tool" list 1 "$n" "$c" >"$out/chunks/list"
srcnames=$(cut -d' ' -f1 "$src/chunks/list")
# One awk for every chunk's report, page map, seats and env.
files=
for s in $srcnames; do
	files="$files $src/chunks/$s/$s.csv $src/chunks/$s/$s.map"
done
awk -v k="$k" -v c="$c" -v out="$out/chunks" -v list="$out/chunks/list" '
FNR == 1 { f++ }
f % 2 == 1 && FNR == 1 { head = $0; split($0, h, ","); for (i in h) col[h[i]] = i; next }
f % 2 == 1 { rep[(f + 1) / 2, ++nrep[(f + 1) / 2]] = $0; next }
{ map[f / 2, ++nmap[f / 2]] = $0 }
END {
	j = 0
	while ((getline line < list) > 0) {
		split(line, w, " ")
		name = w[1]
		s = j % k + 1
		shift = (j - j % k) * c
		d = out "/" name
		system("mkdir -p " d)
		csv = d "/" name ".csv"
		print head > csv
		for (r = 1; r <= nrep[s]; r++) {
			nf = split(rep[s, r], v, ",")
			seed = v[col["seed"]] + shift
			pre = v[col["id"]]
			sub(/-[0-9]+$/, "", pre)
			v[col["id"]] = sprintf("%s-%06d", pre, seed)
			v[col["seed"]] = seed
			v[col["structure"]] = sprintf("%016x", seed) \
			    substr(v[col["structure"]], 17)
			row = v[1]
			for (i = 2; i <= nf; i++)
				row = row "," v[i]
			print row > csv
		}
		close(csv)
		mp = d "/" name ".map"
		for (r = 1; r <= nmap[s]; r++) {
			split(map[s, r], v, ",")
			pre = v[1]
			sub(/-[0-9]+$/, "", pre)
			num = substr(v[1], length(pre) + 2) + shift
			printf "%s-%06d,%s.pdf,%s,%s\n", pre, num, name, v[3], \
			    v[4] > mp
		}
		close(mp)
		j++
	}
}' $files
j=0
for name in $(cut -d' ' -f1 "$out/chunks/list"); do
	set -- $srcnames
	shift $((j % k))
	s=$1
	d=$out/chunks/$name
	ln "$src/chunks/$s/$s.pdf" "$d/$name.pdf"
	cp "$src/chunks/$s/$s.seats.csv" "$d/$name.seats.csv"
	cp "$src/chunks/$s/env" "$d/env"
	pdfsum=$(grep " $s.pdf\$" "$src/chunks/$s/SUMS" | cut -d' ' -f1)
	(cd "$d" && { sha256sum "$name.csv" "$name.map"
	    echo "$pdfsum  $name.pdf"
	    sha256sum "$name.seats.csv" env; } >SUMS)
	if [ "$mode" = tars ]; then
		(cd "$d" && tar -cf "../$name.tar" ./*)
		rm -rf "$d"
	fi
	j=$((j + 1))
done
if [ "$mode" = tars ]; then
	printf 'Seq\tHost\tStarttime\tJobRuntime\tSend\tReceive\tExitval\tSignal\tCommand\n' \
	    >"$out/joblog"
	awk '{ printf "%d\t:\t0\t1\t0\t0\t0\t0\tjob %s\n", $1, $1 }' \
	    "$out/chunks/list" >>"$out/joblog"
fi
