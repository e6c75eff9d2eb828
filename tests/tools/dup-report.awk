# dup-report.awk: a report of a print run of n rows (awk -v n=N -v
# want=FILE), with what press-tool check must find in it, written to FILE
# by the rule the check states (docs/press.md, "Unique boards"): boards
# that failed; boards whose structure an earlier row's has (some a
# thousand rows after it, so the two lie in different runs of a sort of a
# small buffer); seeds met twice, out of order, out of the run, or never
# (the run's seeds: 101 to 100 + n + 3). The header's columns are not in
# validate's order.
function hex(v,    s, k) {
	s = ""
	for (k = 0; k < 8; k++)
		s = s sprintf("%08x", (v * 2654435761 + k * 40503) % 2147483648)
	return s
}
BEGIN {
	print "spread,structure,seed,scores,verdict,attempts,id,bonuses,attempt"
	for (i = 1; i <= n; i++) {
		seed = 100 + i
		# Pairs swapped: seeds out of order.
		if (i % 7 == 6)
			seed = 101 + i
		else if (i % 7 == 0)
			seed = 99 + i
		# A seed twice (its own seed never made), and one outside.
		if (i % 611 == 0)
			seed = 99 + i
		if (i % 829 == 0)
			seed = 5 + i
		h = hex(i)
		if (i % 101 == 0 && i > 1000)
			h = hex(i - 1000)
		if (i % 997 == 0)
			h = hex(1)
		if (i % 1499 == 0)
			h = "a,\"quoted\" structure"
		v = i % 53 == 0 ? "fail" : "pass"
		id = sprintf("t-%06d", seed)
		q = h
		if (q ~ /[,"]/) {
			gsub(/"/, "\"\"", q)
			q = "\"" q "\""
		}
		printf "0.%03d,%s,%d,1;2,%s,1,%s,0;0,0\n", i % 1000, q, seed, v, id
		seen[seed] = 1
		if (v == "fail") {
			out[i] = sprintf("board %s (seed %d): no valid board in " \
			    "its attempts; left out of the deck", id, seed)
			continue
		}
		if (h in first) {
			out[i] = sprintf("board %s (seed %d) has the same " \
			    "structure as board %s [structure %s]", id, seed,
			    first[h], h)
			continue
		}
		first[h] = sprintf("%s (seed %d)", id, seed)
	}
	for (i = 1; i <= n; i++)
		if (i in out)
			print out[i] >want
	for (s = 101; s <= 103 + n; s++)
		if (!(s in seen))
			printf "seed %d: no board was made\n", s >want
}
