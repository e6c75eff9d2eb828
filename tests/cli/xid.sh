# xid.sh: GTS_XID on repeated art (issue 35, item 4): a 1,000-board
# PDF/X-4 press-run in 20 chunks (PDF/VT, a style with pictures and icons
# of its own) read back by tests/tools/xid_check.py (pikepdf): every form,
# image and embedded font program carries a GTS_XID, no two objects one identifier, the same art
# one identifier in every chunk, and the pages of every chunk use the one
# object the merge kept of each; the independent readers still pass; the
# merge shares only the same bytes under the same identifier. XID_BOARDS
# (default 1,000; tests/run's sanitizer variant takes fewer) in 20 chunks.
. tests/lib.sh
N=${XID_BOARDS:-1000}
xc="/usr/bin/python3 $top/tests/tools/xid_check.py"
vt=$top/tests/tools/vt_check.py
pdfx=$top/tests/tools/pdfx_check.py
icc=$top/tests/fuzz/icc/fogra39-v2.icc

# count NAME: the count xid_check.py printed for NAME.
count() {
	awk -v k="$1" '$1 == k { print $2 }' "$T/out"
}

run "$bin/press-run" -q --count "$N" --chunk $((N / 20)) --kind dungeon \
    --style cinderdeep-art --template shop-x4 --layout-opt "--icc=$icc" \
    --keep-chunks --out "$T/run"
check "press-run makes $N boards in 20 chunks (shop-x4)" sh -c \
    "[ $rc -eq 0 ] && [ \$(wc -l <'$T/run/chunks/list') -eq 20 ]"
run $xc "$T/run/deck.pdf" "$T"/run/chunks/*/*.pdf
check "xid_check reads the deck and its 20 chunks" sh -c \
    "[ $rc -eq 0 ] && [ '$(count chunks)' = 20 ]"
check "every form and image carries a GTS_XID, uuid: and a UUID \
($(count without) of $(count xobjects) without)" \
    test "$(count without)" = 0 -a "$(count xobjects)" -gt 0
named=$(count named)
check "no two objects carry one identifier ($(count dup-ids) of \
$named objects named)" test "$(count dup-ids)" = 0 -a "$named" -gt 0
check "the same art never has two identifiers, in the deck \
($(count art-ids)) or across the chunks ($(count chunk-art-ids)) \
($named objects named)" test "$(count art-ids)" = 0 -a \
    "$(count chunk-art-ids)" = 0 -a "$named" -gt 0
check "every chunk's identifiers of shared art are the deck's \
($(count chunk-missing) missing, $named objects named)" \
    test "$(count chunk-missing)" = 0 -a "$named" -gt 0
check "art used on pages of several chunks is one object each \
($(count across) identifiers across chunks, $(count across-objects) \
through several objects)" \
    test "$(count across)" -gt 0 -a "$(count across-objects)" = 0
# The font: each file's subset of it, named by its bytes; the chunks'
# dungeons draw the same letters, so their subsets are alike, one copy.
check "every embedded font program carries a GTS_XID ($(count fonts) \
programs, $(count fonts-without) without), no two the same identifier \
($(count font-dup-ids)), no program two ($(count font-art-ids))" sh -c \
    "[ '$(count fonts)' -gt 0 ] && [ '$(count fonts-without)' = 0 ] &&
    [ '$(count font-dup-ids)' = 0 ] && [ '$(count font-art-ids)' = 0 ]"
check "the chunks' font subset, alike in all 20, is one object in the \
deck ($(count font-shared) shared, $(count font-copies) copied; \
$(count fonts) in the deck)" sh -c \
    "[ '$(count font-shared)' -ge 1 ] && [ '$(count font-copies)' = 0 ] &&
    [ '$(count fonts)' = 1 ]"
# One-board chunks of transport maps: each draws other names, so each
# subset differs, and each keeps an identifier of its own.
run "$bin/press-run" -q --count 6 --chunk 1 --kind transport \
    --template shop-x4 --layout-opt "--icc=$icc" --keep-chunks \
    --out "$T/one"
run $xc "$T/one/deck.pdf" "$T"/one/chunks/*/*.pdf
check "one-board chunks' subsets differ: $(count fonts) programs, \
each its own identifier ($(count font-dup-ids) shared, \
$(count fonts-without) without)" sh -c \
    "[ '$(count fonts)' -gt 1 ] && [ '$(count fonts-without)' = 0 ] &&
    [ '$(count font-dup-ids)' = 0 ] && [ '$(count font-art-ids)' = 0 ] &&
    [ '$(count font-copies)' = 0 ]"
run $xc "$T/run/deck.pdf" "$T"/run/chunks/*/*.pdf
# The style's pictures are 3 images: one copy each, not one a chunk.
check "the deck holds one copy of each picture ($(count images) images; \
one a chunk would be 60)" \
    test "$(count images)" = 3

# The independent readers: PDF/X-4 and PDF/VT still, every record the
# manifest's; qpdf, mutool and Ghostscript read it without a word.
run "$vt" --manifest "$T/run/manifest.csv" "$T/run/deck.pdf"
check "vt_check: the records are the manifest's: $(head -c 200 "$T/out")" \
    sh -c "[ $rc -eq 0 ] && grep -q ': $N records\$' '$T/out'"
run "$pdfx" "$T/run/deck.pdf"
check "pdfx_check passes" test "$rc" -eq 0 -a ! -s "$T/out"
# reads NAME CMD...: CMD reads the deck without a warning or an error.
reads() {
	name=$1
	shift
	run "$@" "$T/run/deck.pdf"
	check "$name reads the deck without a warning or an error" \
	    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ] &&
	    ! grep -qi warning '$T/out'"
}
reads qpdf qpdf --check
reads mutool mutool info
# (Ghostscript draws the pages where chunk 2 starts and the last ones:
# theirs are chunk 1's forms and pictures; all 1,000 take minutes.)
gs="gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=nullpage"
c2=$((N / 20))
reads "Ghostscript, pages $((c2 - 1))-$((c2 + 2))," $gs \
    -dFirstPage=$((c2 - 1)) -dLastPage=$((c2 + 2))
reads "Ghostscript, pages $((N - 1))-$N," $gs -dFirstPage=$((N - 1)) \
    -dLastPage=$N

# layout-pdf alone: a file drawn in batches holds one copy of each form
# and image, as the file drawn whole does (and one page count more: the
# last batch writes its count as it is, the others have it patched in,
# and patched, its GTS_XID made with it), every one named.
"$bin/gen-graph" --kind dungeon --count 6 --style cinderdeep-art |
    "$bin/gen-content" | "$bin/validate" -q >"$T/d.xml"
"$bin/layout-pdf" -q --template shop-x4 --icc "$icc" --vt yes \
    -o "$T/whole.pdf" "$T/d.xml"
LAYOUT_PDF_BATCH=2 "$bin/layout-pdf" -q --template shop-x4 --icc "$icc" \
    --vt yes -o "$T/batched.pdf" "$T/d.xml"
run $xc "$T/whole.pdf"
whole=$(count xobjects)
run $xc "$T/batched.pdf"
check "drawn in batches of 2 pages: $(count xobjects) forms and images, \
$whole drawn whole; $(count without) without a GTS_XID" sh -c \
    "[ '$(count without)' = 0 ] && [ '$(count dup-ids)' = 0 ] &&
    [ '$(count art-ids)' = 0 ] && [ $(count xobjects) -le $((whole + 1)) ]"
check "every page count's GTS_XID is patched in with the count" sh -c \
    "grep -aq '/GTS_XID (uuid:' '$T/batched.pdf' &&
    ! grep -aq 'bp-xid-total-' '$T/batched.pdf'"
