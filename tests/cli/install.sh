# install.sh: an installed copy finds its templates and font anywhere.
. tests/lib.sh

run make -s install PREFIX="$T/usr"
check "make install succeeds" test "$rc" -eq 0
for t in gen-graph gen-content validate layout-pdf press-tool impose-pdf \
    layout-svg preview playtest; do
	check "$t is installed with its man page" test -x "$T/usr/bin/$t" -a \
	    -f "$T/usr/share/man/man1/$t.1"
done
check "the templates, fonts and icons are installed" test \
    -f "$T/usr/share/boardpress/templates/rules/lanternfall.rules" -a \
    -f "$T/usr/share/boardpress/templates/schema/deck.rng" -a \
    -f "$T/usr/share/boardpress/fonts/DejaVuSans.ttf" -a \
    -d "$T/usr/share/boardpress/icons"
(cd / && "$T/usr/bin/gen-graph" --seed 2 | "$T/usr/bin/gen-content" |
    "$T/usr/bin/validate" | "$T/usr/bin/layout-pdf" -o "$T/inst.pdf") \
    2>"$T/err"
check "the installed pipe runs from another folder" test -s "$T/inst.pdf"
check "the shipped FOGRA39 profile and its data's licence are installed" \
    test -f "$T/usr/share/boardpress/icc/FOGRA39-boardpress.icc" -a \
    -f "$T/usr/share/boardpress/icc/COPYING.FOGRA39L"
(cd / && env -u BOARDPRESS_DATA "$T/usr/bin/layout-pdf" --template shop-x4 \
    --show-profile) >"$T/prof" 2>"$T/err"
check "the installed layout-pdf separates FOGRA39 through the installed \
profile" grep -qx "$T/usr/bin/../share/boardpress/icc/FOGRA39-boardpress.icc" \
    "$T/prof"
(cd / && "$T/usr/bin/impose-pdf" -o "$T/inst-sheets.pdf" "$T/inst.pdf") 2>"$T/err"
check "the installed impose-pdf finds its font from another folder" \
    test -s "$T/inst-sheets.pdf" -a ! -s "$T/err"
check "the man pages are man(7) source" grep -q '^\.TH GEN-GRAPH 1' \
    "$T/usr/share/man/man1/gen-graph.1"
