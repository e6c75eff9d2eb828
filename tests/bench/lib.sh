# tests/bench/lib.sh: what the bench sections share. Timings are
# wall-clock on this machine (medians of three runs); memory is the
# measured command's peak RSS.
N=${N:-1000}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT INT TERM

# measure LABEL CMD: median of three runs of sh -c CMD; prints boards/s
# (N boards per run) and the peak RSS of the run.
measure() {
	label=$1
	cmd=$2
	for i in 1 2 3; do
		/usr/bin/time -f "%e %M" -o "$T/time.$i" sh -c "$cmd" || exit 1
	done
	sort -n "$T/time.1" "$T/time.2" "$T/time.3" | sed -n 2p >"$T/med"
	read -r secs rss <"$T/med"
	awk -v l="$label" -v n="$N" -v s="$secs" -v m="$rss" 'BEGIN {
	    printf "%-44s %9.0f boards/s  (%.3f s for %d; peak %.1f MiB)\n",
	    l, n / (s > 0 ? s : 0.001), s, n, m / 1024 }'
}

# validation_figures LABEL REPORT: from validate's --report CSV, the
# regeneration rate (boards whose passing attempt is not 0), the attempts
# distribution, and the seats' spread after bonuses.
validation_figures() {
	awk -F, -v l="$1" 'NR > 1 { n++; if ($3 > 0) re++; a[$4]++;
	    if ($5 != "pass") bad++ }
	    END { printf "%s: %d boards, %.1f%% made again, %d invalid; attempts:",
	    l, n, 100 * re / (n ? n : 1), bad;
	    for (k = 1; k <= 50; k++) if (a[k]) printf " %d x%d", k, a[k];
	    printf "\n" }' "$2"
	awk -F, 'NR > 1 { print $NF }' "$2" | sort -n | awk -v l="$1" '
	    { v[NR] = $1 } END { if (!NR) exit;
	    printf "%s: seat spread after bonuses (best - worst) / best: median %.3f, p95 %.3f, max %.3f\n",
	    l, v[int((NR + 1) / 2)], v[int(NR * 0.95 + 0.5)], v[NR] }'
}

# sizes PDF DECK: the PDF's size per page and the deck's per board.
sizes() {
	pages=$(pdfinfo "$1" | awk '/^Pages:/ { print $2 }')
	bytes=$(wc -c <"$1")
	awk -v b="$bytes" -v p="$pages" 'BEGIN {
	    printf "PDF: %d pages, %.1f KB/page (fonts counted once per file)\n",
	    p, b / p / 1000 }'
	deckbytes=$(wc -c <"$2")
	awk -v b="$deckbytes" -v n="$N" 'BEGIN {
	    printf "deck: %.1f KB/board of XML after validate\n", b / n / 1000 }'
}

# cpu LABEL CMD: the CPU time (user + system, every process of sh -c CMD,
# a pipe's stages too) of the median of three runs, per 1,000 boards: what
# a stage costs whatever else the shared machine runs.
cpu() {
	for i in 1 2 3; do
		/usr/bin/time -f "%U %S" -o "$T/cpu.$i" sh -c "$2" || exit 1
	done
	cat "$T/cpu.1" "$T/cpu.2" "$T/cpu.3" | awk '{ print $1 + $2 }' |
	    sort -n | sed -n 2p | awk -v l="$1" -v n="$N" '{
	    printf "%-44s %9.2f CPU s / 1000 boards\n", l, $1 * 1000 / n }'
}

# preview_up: preview on $T/r.rules in the background ($pid), its stderr
# in $T/err, once it has printed its address, which goes in $U.
preview_up() {
	rm -f "$T/url"
	bin/preview --rules "$T/r.rules" --port 0 >"$T/url" 2>"$T/err" &
	pid=$!
	tries=300
	while [ ! -s "$T/url" ] && [ "$tries" -gt 0 ]; do
		tries=$((tries - 1))
		sleep 0.1
	done
	U=$(head -n 1 "$T/url")
}
