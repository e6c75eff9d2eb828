# route-turns.awk: reads transport decks and prints the routes' figures
# of issue 33: "boards B routes R turns T cells C loops L", T the mean
# turns a route (a step in another direction than the step before it),
# C its mean cells, and L the routes that leave their type's cells and
# come back to them where those cells already join the two ends in no
# more steps (a detour beside the network; lib/transport/net.c's
# transnet_loop, rings of 12 cells or fewer aside). Route cells are read
# from <route cells="C,R C,R ..."> in order.
function attr(s, name) {
	if (match(s, " " name "=\"[^\"]*\""))
		return substr(s, RSTART + length(name) + 3, RLENGTH - length(name) - 4)
	return ""
}
# way: steps from cell a to cell z over cells of type ty, at most most.
function way(a, z, ty, most,    q, d, h, t, v, k, nb, p) {
	split("", q); split("", d); split("", seen)
	h = 1; t = 1; q[1] = a; d[1] = 0; seen[a] = 1
	while (h <= t) {
		v = q[h]
		if (v == z)
			return d[h]
		if (d[h] < most) {
			split(v, p, ",")
			nb[1] = (p[1] + 1) "," p[2]; nb[2] = (p[1] - 1) "," p[2]
			nb[3] = p[1] "," (p[2] + 1); nb[4] = p[1] "," (p[2] - 1)
			for (k = 1; k <= 4; k++)
				if (((ty, nb[k]) in net) && !(nb[k] in seen)) {
					seen[nb[k]] = 1
					q[++t] = nb[k]; d[t] = d[h] + 1
				}
		}
		h++
	}
	return -1
}
/<board / { boards++; split("", net) }
/<route / {
	n = split(attr($0, "cells"), a, " ")
	ty = attr($0, "type")
	t = 0
	for (k = 3; k <= n; k++) {
		split(a[k - 2], p, ","); split(a[k - 1], q2, ","); split(a[k], r, ",")
		if (q2[1] - p[1] != r[1] - q2[1] || q2[2] - p[2] != r[2] - q2[2])
			t++
	}
	# A stretch of new cells between two of the type's.
	for (s = 1; s < n - 1; s = e) {
		e = s + 1
		if (!((ty, a[s]) in net) || ((ty, a[e]) in net))
			continue
		while (e <= n && !((ty, a[e]) in net))
			e++
		if (e > n)
			break
		len = e - s
		if (way(a[s], a[e], ty, len > 12 - len ? len : 12 - len) >= 0) {
			loops++
			break
		}
	}
	for (k = 1; k <= n; k++)
		net[ty, a[k]] = 1
	turns += t; routes++; cells += n
}
END {
	printf "boards %d routes %d turns %.2f cells %.1f loops %d\n", boards,
	    routes, routes ? turns / routes : 0, routes ? cells / routes : 0,
	    loops + 0
}
