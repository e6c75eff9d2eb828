# memory.sh: the tools stream: peak memory does not grow with deck length.
. tests/lib.sh

"$bin/gen-graph" --count 50 >"$T/small.xml"
"$bin/gen-graph" --count 1500 >"$T/large.xml"
for tool in gen-content validate; do
	/usr/bin/time -f %M -o "$T/m.small" "$bin/$tool" "$T/small.xml" >/dev/null
	/usr/bin/time -f %M -o "$T/m.large" "$bin/$tool" "$T/large.xml" >/dev/null
	small=$(tail -n 1 "$T/m.small")
	large=$(tail -n 1 "$T/m.large")
	check "$tool: peak memory for 1500 boards ($large KiB) within 4 MiB of 50 ($small KiB)" \
	    test $((large - small)) -lt 4096
done
for j in 1 2; do
	/usr/bin/time -f %M -o "$T/g.small" "$bin/gen-graph" -j$j --count 50 >/dev/null
	/usr/bin/time -f %M -o "$T/g.large" "$bin/gen-graph" -j$j --count 3000 >/dev/null
	small=$(tail -n 1 "$T/g.small")
	large=$(tail -n 1 "$T/g.large")
	check "gen-graph -j$j: peak memory for 3000 boards ($large KiB) within 4 MiB of 50 ($small KiB)" \
	    test $((large - small)) -lt 4096
done
