# compress.sh: the template's "compress" (issue 20): fast (the default)
# deflates every stream of the PDF at libdeflate's level 1, small at level
# 6, read back from the file's own bytes by another reader (pikepdf,
# Python's zlib and libdeflate through ctypes,
# tests/tools/deflate_level.py); the two PDFs
# hold the same content (qpdf --qdf of each, streams uncompressed, alike).
. tests/lib.sh
lv=$top/tests/tools/deflate_level.py

"$bin/gen-graph" --count 2 --expansion voyage | "$bin/gen-content" |
    "$bin/validate" -q >"$T/deck.xml"
"$bin/layout-pdf" -o "$T/default.pdf" "$T/deck.xml"
"$bin/layout-pdf" --compress fast -o "$T/fast.pdf" "$T/deck.xml"
"$bin/layout-pdf" --compress small -o "$T/small.pdf" "$T/deck.xml"
printf '[page]\ncompress small\n' >"$T/small.page"
"$bin/layout-pdf" --template "$T/small.page" -o "$T/tsmall.pdf" \
    "$T/deck.xml"

# level PDF: the levels every Flate stream of PDF fits, and their count.
level() {
	/usr/bin/python3 "$lv" "$1" 2>&1
}
fast=$(level "$T/fast.pdf")
small=$(level "$T/small.pdf")
check "compress fast: every stream at level 1 ($fast)" \
    test "${fast%% *}" = 1
check "compress small: every stream at level 6 ($small)" \
    test "${small%% *}" = 6
check "both compress the same streams, more than the pages' count" \
    test "${fast#* }" = "${small#* }" -a "${fast#* }" -gt 4
check "the default is compress fast" cmp -s "$T/default.pdf" "$T/fast.pdf"
tsmall=$(level "$T/tsmall.pdf")
check "a template's compress small: level 6 ($tsmall)" \
    test "${tsmall%% *}" = 6
check "compress small is the smaller file" \
    test "$(wc -c <"$T/small.pdf")" -lt "$(wc -c <"$T/fast.pdf")"

# The same document either way: qpdf's QDF of each (every stream
# uncompressed, a fixed /ID) alike.
for f in fast small; do
	qpdf --qdf --static-id --object-streams=disable \
	    --stream-data=uncompress "$T/$f.pdf" "$T/$f.qdf"
done
check "fast and small hold the same content (qpdf --qdf)" \
    cmp -s "$T/fast.qdf" "$T/small.qdf"

"$bin/layout-pdf" -o "$T/again.pdf" "$T/deck.xml"
check "compress fast is deterministic" cmp -s "$T/again.pdf" "$T/fast.pdf"
run /usr/bin/python3 "$top/tests/tools/pdfx_check.py" "$T/fast.pdf"
check "compress fast: the PDF/X checks pass" test "$rc" -eq 0

fails_cleanly "--compress other: refused with the choices" 2 \
    '--compress: compress: fast or small, not "9"' \
    "$bin/layout-pdf" --compress 9 "$T/deck.xml"
printf '[page]\ncompress tight\n' >"$T/bad.page"
fails_cleanly "a template's compress other: refused at its line" 2 \
    'bad.page:2: .*compress: fast or small, not "tight"' \
    "$bin/layout-pdf" --template "$T/bad.page" "$T/deck.xml"
