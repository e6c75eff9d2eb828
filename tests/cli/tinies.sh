#!/bin/sh
# tests/cli/tinies.sh: the tiny nodes: a one-way triangle points each way
# as often.
. tests/lib.sh

# ways DECK: "N SAME" over every triangle of DECK: how many, and how many
# point from the end the deck lists first (a) to the other (b).
ways() {
	awk '/<board[ >]/ { delete x; delete y }
	/<node / { match($0, /id="[^"]*"/); id = substr($0, RSTART + 4,
		RLENGTH - 5); match($0, / x="[^"]*"/); x[id] = substr($0,
		RSTART + 4, RLENGTH - 5) + 0; match($0, / y="[^"]*"/);
		y[id] = substr($0, RSTART + 4, RLENGTH - 5) + 0 }
	/<tiny .*type="triangle"/ { split($0, f, "\""); a = f[2]; b = f[4]
		d = f[8] - atan2(y[b] - y[a], x[b] - x[a])
		while (d > 3.14159265) d -= 2 * 3.14159265
		while (d < -3.14159265) d += 2 * 3.14159265
		n++; same += d < 0.01 && d > -0.01 }
	END { print n + 0, same + 0 }' "$1"
}

# 1. Over 40 boards, the triangles point each way about as often.
"$bin/gen-graph" --seed 1 --count 40 --players 4 --expansion scissors |
    "$bin/gen-content" >"$T/many.xml" 2>"$T/err"
set -- $(ways "$T/many.xml")
check "the deck's one-way triangles point each way (from the deck's first end on $2 of $1; 25 to 75 % wanted)" \
    test "$1" -ge 100 -a $(($2 * 4)) -ge "$1" -a $(($2 * 4)) -le $(($1 * 3))

echo "1..$n"
