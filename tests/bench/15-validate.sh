# 15-validate.sh: validate's CPU time per 1,000 boards of each kind (user +
# system, median of three runs), reading with its own strict check (the
# default: lib/deck/deck_strict.c, as strict as the schema) and with
# libxml2's RELAX NG check instead (--schema); and its peak memory for 1,000
# and 3,000 boards, and gen-content's and layout-pdf's, which must stay
# flat (one board held at a time).
. tests/bench/lib.sh

# cpu LABEL CMD: median CPU seconds of three runs of sh -c CMD, per 1,000
# boards (N per run), and the run's peak RSS. CMD may exit 1 (a board
# kept invalid).
cpu() {
	for i in 1 2 3; do
		/usr/bin/time -f "%U %S %M" -o "$T/cpu.$i" sh -c "$2"
		[ $? -le 1 ] || exit 1
	done
	awk '{ print $1 + $2, $3 }' "$T/cpu.1" "$T/cpu.2" "$T/cpu.3" |
	    sort -n | sed -n 2p >"$T/med"
	read -r secs rss <"$T/med"
	awk -v l="$1" -v n="$N" -v s="$secs" -v m="$rss" 'BEGIN {
	    printf "%-50s %5.2f CPU s per 1000 boards  (peak %.1f MiB)\n",
	    l, s * 1000 / n, m / 1024 }'
}

echo "== validate: CPU per 1,000 boards, 4 players, A4 (the deck's structure checked by the reader's tables, or by libxml2's RELAX NG) =="
for k in nodes transport dungeon; do
	bin/gen-graph -q --kind $k --count "$N" | bin/gen-content -q \
	    >"$T/$k.xml" 2>/dev/null
	v="bin/validate -q --keep-invalid"
	cpu "validate, $k (strict reader, the default)" \
	    "$v $T/$k.xml >/dev/null 2>&1"
	cpu "validate --schema, $k (RELAX NG instead)" \
	    "$v --schema $T/$k.xml >/dev/null 2>&1"
done
echo "-- peak memory of each reader, nodes: $N and $((3 * N)) boards (flat: one board at a time) --"
# peak LABEL CMD: the peak RSS of sh -c CMD.
peak() {
	/usr/bin/time -f "%M" -o "$T/mem" sh -c "$2" >/dev/null 2>&1
	awk -v l="$1" -v m="$(cat "$T/mem")" 'BEGIN {
	    printf "%-50s peak %.1f MiB\n", l, m / 1024 }'
}
for c in "$N" $((3 * N)); do
	bin/gen-graph -q --count "$c" >"$T/g$c.xml"
	peak "gen-content, $c boards" "bin/gen-content -q $T/g$c.xml >$T/c$c.xml"
	peak "validate, $c boards" "bin/validate -q $T/c$c.xml >$T/v$c.xml"
	peak "layout-pdf, $c boards" "bin/layout-pdf $T/v$c.xml >$T/p$c.pdf"
done
