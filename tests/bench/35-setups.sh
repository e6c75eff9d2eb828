# 35-setups.sh: make bench's set-up table (issue 33): for every kind, every
# player count its shipped rules allow and every paper (A3, A4, A5, Letter,
# 150x100), N boards (SETUPS_N, default 200) through gen-graph | gen-content
# | validate: refused up front (gen-graph exits 2 before any board, its
# line shown), or the boards made, the boards left out after the attempts
# (gen-graph's and validate's), the mean attempts a board took, and the
# regeneration rate: the share of boards whose passing attempt is not the
# first ("again"), with the attempts beyond the first per board ("extra").
# Target: nothing left out, "again" under 5 % for every accepted set-up.
# SETUPS_BIN=DIR measures the tools in DIR (an older build's bin/);
# SETUPS_KINDS names the kinds to measure (all three).
. tests/bench/lib.sh

N=${SETUPS_N:-200}
B=${SETUPS_BIN:-bin}
bad=0

# refusal: gen-graph's line, without its name and the rules file's path.
refusal() {
	sed -n '1{s/^gen-graph: //; s/^[^ ]*\.rules: //; p; }' "$T/err"
}

# row KIND PLAYERS PAPER: the set-up's line from validate's report.
row() {
	awk -F, -v k="$1" -v p="$2" -v pa="$3" -v n="$N" '
	NR > 1 { m++; if ($5 != "pass") bad++; if ($3 > 0) re++; at += $4 }
	END {
		made = m - bad
		d = m ? m : 1
		if (!m) {
			printf "%-10s %2d %-8s %5d %5d %6s %7s %6s\n", k, p,
			    pa, 0, n, "-", "-", "-"
			exit
		}
		printf "%-10s %2d %-8s %5d %5d %6.2f %6.1f%% %6.3f\n", k, p,
		    pa, made, n - made, at / d, 100 * re / d, at / d - 1
	}' "$T/report.csv" 2>/dev/null
}

echo "== set-ups: $N boards each through gen-graph | gen-content | validate =="
printf '%-10s %2s %-8s %5s %5s %6s %7s %6s\n' kind pl paper made left \
    attempts again extra
for kr in "nodes 2 9" "transport 1 8" "dungeon 1 6"; do
	set -- $kr
	case " ${SETUPS_KINDS:-nodes transport dungeon} " in
	*" $1 "*) ;;
	*) continue ;;
	esac
	kind=$1
	p=$2
	while [ "$p" -le "$3" ]; do
		for paper in A3 A4 A5 Letter 150x100; do
			"$B/gen-graph" --kind "$kind" --players "$p" \
			    --paper "$paper" --seed 52001 --count "$N" -q \
			    >"$T/graph.xml" 2>"$T/err"
			if [ $? -eq 2 ]; then
				printf '%-10s %2d %-8s refused: %s\n' "$kind" \
				    "$p" "$paper" "$(refusal)"
				continue
			fi
			rm -f "$T/report.csv"
			"$B/gen-content" "$T/graph.xml" 2>/dev/null |
			    "$B/validate" -q --no-schema --keep-invalid \
			    --report "$T/report.csv" >/dev/null 2>&1
			row "$kind" "$p" "$paper" | tee "$T/row"
			awk '{ if ($5 > 0 || $7 + 0 >= 5) exit 1 }' "$T/row" ||
			    bad=$((bad + 1))
		done
		p=$((p + 1))
	done
done
echo "set-ups leaving boards out or made again 5 % or more: $bad"
