# safe.sh: layout-pdf prints no page whose readable marks (board/mark.h:
# icons, numbers, names, the key, the caption) come inside the template's
# safe margin: one line a board on stderr (file:line, board, the mark),
# status 1, nothing written. The shipped templates' margin (4 mm, as the
# rules') holds on every kind's boards.
. tests/lib.sh

for k in nodes transport dungeon; do
	"$bin/gen-graph" --kind "$k" --count 20 --players 4 2>/dev/null |
	    "$bin/gen-content" 2>/dev/null | "$bin/validate" -q >"$T/$k.xml"
	for t in shop shop-us wrapped pnp-a4; do
		"$bin/layout-pdf" -q --template "$t" -o "$T/$k-$t.pdf" \
		    "$T/$k.xml" 2>"$T/err"
		check "$k on $t: printed, nothing refused" \
		    sh -c "[ -s '$T/$k-$t.pdf' ] && [ ! -s '$T/err' ]"
	done
done

# A shop asking for 6 mm: the nodes boards' side icons keep 4 mm.
sed 's/^safe .*/safe       6/' templates/page/shop.page >"$T/wide.page"
rc=0
"$bin/layout-pdf" --template "$T/wide.page" -o "$T/wide.pdf" \
    "$T/nodes.xml" 2>"$T/err" || rc=$?
check "a 6 mm safe margin: status 1 ($rc)" test "$rc" -eq 1
check "... nothing written" test ! -e "$T/wide.pdf"
check "... one line a board ($(wc -l <"$T/err") for 20)" \
    test "$(wc -l <"$T/err")" -eq 20
check "... naming the file and line, the board, the mark and the margin" \
    grep -q "^layout-pdf: $T/nodes.xml:[0-9]*: board lanternfall-000001: its [a-z ]* [0-9]* comes [0-9.]* mm from the trim, inside the template's 6 mm safe margin: the page is not printed \[layout.safe\]$" \
    "$T/err"
rc=0
"$bin/layout-pdf" --template "$T/wide.page" "$T/transport.xml" \
    >"$T/wide-t.pdf" 2>"$T/err" || rc=$?
check "a 6 mm safe margin refuses transport labels too (status $rc, $(wc -l <"$T/err") boards)" \
    sh -c "[ $rc -eq 1 ] && [ ! -s '$T/wide-t.pdf' ] && grep -q 'its [a-z]* [0-9]* comes' '$T/err'"
# --proof shows the boards as they are.
check "--proof prints them all the same" \
    "$bin/layout-pdf" --template "$T/wide.page" --proof 4 -o "$T/proof.pdf" \
    "$T/nodes.xml"
