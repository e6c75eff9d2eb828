# vt.sh: every board a record (issue 17): PDF/VT-1 (ISO 16612-2) on
# PDF/X-4, read back by an independent reader, tests/tools/vt_check.py
# (pikepdf): the XMP identification, the document part tree (one leaf per
# board, in order, each with exactly its board's pages as layout-pdf's
# page map and press-run's manifest give them, its /DPM's id, seed and
# spread), each page's /DPart. For layout-pdf alone, drawn in batches,
# merged (--merge), with key pages (in no record), and a press-run deck
# of a PDF/X-4 template in several chunks (VT by default) with its
# boards' own files; pdfx_check.py, qpdf, mutool and Ghostscript read the
# files cleanly; what VT cannot be is refused in one line.
. tests/lib.sh
vt=$top/tests/tools/vt_check.py
pdfx=$top/tests/tools/pdfx_check.py
icc=$top/tests/fuzz/icc/fogra39-v2.icc
x4="--template shop-x4 --icc $icc"

# A deck of each kind; the nodes boards with their expedition's backs.
"$bin/gen-graph" --kind nodes --count 3 --expansion voyage |
    "$bin/gen-content" | "$bin/validate" -q >"$T/nodes.xml"
for k in transport dungeon; do
	"$bin/gen-graph" --kind "$k" --count 3 | "$bin/gen-content" |
	    "$bin/validate" -q >"$T/$k.xml"
done

# records NAME PDF [--map FILE | --manifest FILE]: vt_check.py reads the
# file's records back, and they are what the map or manifest says.
records() {
	name=$1 pdf=$2
	shift 2
	run "$vt" "$@" "$pdf"
	check "$name: vt_check: $(head -c 200 "$T/out")" \
	    sh -c "[ $rc -eq 0 ] && grep -q ' records\$' '$T/out'"
}

# readers NAME PDF: pdfx_check (PDF/X-4 still), qpdf, mutool and
# Ghostscript read it without a word.
readers() {
	run "$pdfx" "$2"
	check "$1: pdfx_check passes" test "$rc" -eq 0 -a ! -s "$T/out"
	for r in "qpdf --check" "mutool info" \
	    "gs -q -dNOPAUSE -dBATCH -dSAFER -sDEVICE=nullpage"; do
		run $r "$2"
		check "$1: ${r%% *} reads it without a warning or an error" \
		    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ] &&
		    ! grep -qi warning '$T/out'"
	done
}

# layout-pdf alone, every kind: one document, and drawn in batches of 3
# pages (a board's pages stay in one batch).
for k in nodes transport dungeon; do
	run "$bin/layout-pdf" $x4 --vt yes --page-map "$T/$k.map" \
	    -o "$T/$k.pdf" "$T/$k.xml"
	check "$k: layout-pdf --vt yes makes the pages" test "$rc" -eq 0
	records "$k" "$T/$k.pdf" --map "$T/$k.map"
	run env LAYOUT_PDF_BATCH=3 "$bin/layout-pdf" $x4 --vt yes \
	    --page-map "$T/$k-b.map" -o "$T/$k-b.pdf" "$T/$k.xml"
	check "$k: in batches of 3 pages" test "$rc" -eq 0
	records "$k, batched" "$T/$k-b.pdf" --map "$T/$k-b.map"
done
readers "nodes" "$T/nodes.pdf"
readers "transport, batched" "$T/transport-b.pdf"
check "the file says PDF/VT-1 in its XMP, where ISO 16612-2 puts it" \
    sh -c "qpdf --show-object=\$(qpdf --show-object=1 '$T/nodes.pdf' |
    sed 's|.*/Metadata \\([0-9]*\\) .*|\\1|') --filtered-stream-data \
    '$T/nodes.pdf' | grep -q '<pdfvtid:GTS_PDFVTVersion>PDF/VT-1<'"
"$bin/layout-pdf" $x4 --vt yes -o "$T/again.pdf" "$T/nodes.xml"
check "the same deck makes the same bytes" cmp -s "$T/nodes.pdf" \
    "$T/again.pdf"

# --max-pages: each file a PDF/VT file of its own boards.
run "$bin/layout-pdf" $x4 --vt yes --max-pages 4 --page-map "$T/split.map" \
    -o "$T/split.pdf" "$T/nodes.xml"
check "--max-pages 4: two files" test "$rc" -eq 0 -a -s "$T/split-002.pdf"
for f in 001 002; do
	grep "split-$f.pdf" "$T/split.map" >"$T/split-$f.map"
	records "--max-pages 4, file $f" "$T/split-$f.pdf" --map "$T/split-$f.map"
done

# The rules' key pages (and the blank back before a board with one) are
# no board's: in no record.
sed 's/^key  .*/key              page/' templates/rules/lanternfall.rules \
    >"$T/page.rules"
"$bin/gen-graph" --rules "$T/page.rules" --count 3 --expansion voyage |
    "$bin/gen-content" | "$bin/validate" -q >"$T/key.xml"
run env LAYOUT_PDF_BATCH=4 "$bin/layout-pdf" $x4 --vt yes \
    --page-map "$T/key.map" -o "$T/key.pdf" "$T/key.xml"
check "key page: layout-pdf makes the pages" test "$rc" -eq 0
check "key page: the key and its back come before the first board" \
    grep -q ',3,4$' "$T/key.map"
records "key page" "$T/key.pdf" --map "$T/key.map"

# --merge: one tree of every file's records, in order; the map of the
# merge is each file's, after the pages before it.
run "$bin/layout-pdf" --merge -o "$T/merged.pdf" "$T/nodes.pdf" \
    "$T/transport-b.pdf" "$T/key.pdf"
check "--merge merges PDF/VT files" test "$rc" -eq 0
awk -F, 'FNR == 1 && NR > 1 { off = last } { print $1 "," $2 "," \
    $3 + off "," $4 + off; last = $4 + off }' "$T/nodes.map" \
    "$T/transport-b.map" "$T/key.map" >"$T/merged.map"
records "--merge" "$T/merged.pdf" --map "$T/merged.map"
readers "--merge" "$T/merged.pdf"

# The checker itself: a map in another order, a file without records.
run "$vt" --map "$T/nodes.map" "$T/transport.pdf"
check "vt_check refuses records that are not the map's" test "$rc" -eq 1
"$bin/layout-pdf" $x4 -o "$T/plain.pdf" "$T/nodes.xml"
run "$vt" "$T/plain.pdf"
check "vt_check refuses a PDF/X-4 file without records" sh -c \
    "[ $rc -eq 1 ] && grep -q 'no /DPartRoot' '$T/out'"

# 2,400 records (800 merges of a file of 3): /DParts is arrays of 1,000.
# ($T, from mktemp, has no space)
# shellcheck disable=SC2046
set -- $(yes "$T/transport.pdf" | head -n 800)
run "$bin/layout-pdf" --merge -o "$T/big.pdf" "$@"
check "--merge of 800 files makes 2,400 records" test "$rc" -eq 0
run "$vt" "$T/big.pdf"
check "2,400 records read back ($(cat "$T/out"))" \
    grep -q ': 2400 records$' "$T/out"
run /usr/bin/python3 -c 'import pikepdf, sys
p = pikepdf.open(sys.argv[1])
print(*[len(a) for a in p.Root.DPartRoot.DPartRootNode.DParts])' \
    "$T/big.pdf"
check "the root node's /DParts: $(cat "$T/out")" grep -qx '1000 1000 400' \
    "$T/out"

# press-run: a PDF/X-4 template's deck is PDF/VT, over three chunks,
# with each board's own file a record of its own.
run "$bin/press-run" -q --count 5 --chunk 2 --kind nodes \
    --expansion voyage --per-board --template shop-x4 \
    --layout-opt "--icc=$icc" --out "$T/run"
check "press-run makes a deck of three chunks (shop-x4)" test "$rc" -eq 0
records "press-run deck" "$T/run/deck.pdf" --manifest "$T/run/manifest.csv"
readers "press-run deck" "$T/run/deck.pdf"
one=0
for f in "$T"/run/boards/*.pdf; do
	"$vt" "$f" | grep -q ': 1 records$' && one=$((one + 1))
done
check "each board's own file is one record ($one of 5)" test "$one" -eq 5
# The deck imposed on press sheets: a sheet is no record (it cuts across
# boards): no /DPartRoot, no PDF/VT identification in the XMP, and the
# sheets still PDF/X-4 to every reader.
run "$bin/impose-pdf" -o "$T/sheets.pdf" "$T/run/deck.pdf"
check "impose-pdf imposes the PDF/VT deck" test "$rc" -eq 0
check "the sheets carry no records' tree (/DPartRoot)" sh -c "
    [ -s '$T/sheets.pdf' ] && ! qpdf --qdf --object-streams=disable \
    '$T/sheets.pdf' - | grep -aq 'DPart'"
check "the sheets' XMP claims no PDF/VT" sh -c "
    pdfinfo -meta '$T/sheets.pdf' | grep -q 'GTS_PDFXVersion>PDF/X-4' &&
    ! pdfinfo -meta '$T/sheets.pdf' | grep -q '<pdfvtid:'"
readers "the imposed PDF/VT deck" "$T/sheets.pdf"
run "$bin/press-run" -q --count 2 --kind dungeon --template shop-x4 \
    --layout-opt "--icc=$icc" --layout-opt --vt=no --out "$T/novt"
check "press-run --layout-opt --vt=no: no records" sh -c \
    "[ $rc -eq 0 ] && ! qpdf --show-object=1 '$T/novt/deck.pdf' |
    grep -q DPartRoot"

# What PDF/VT-1 cannot be: refused in one line, before any work.
fails_cleanly "vt yes with PDF/X-1a (shop) is refused" 2 \
    'vt yes needs pdfx X-4' "$bin/layout-pdf" --vt yes "$T/nodes.xml"
fails_cleanly "vt yes, then --pdfx X-1a:2003, is refused" 2 \
    'vt yes needs pdfx X-4' "$bin/layout-pdf" $x4 --vt yes \
    --pdfx X-1a:2003 "$T/nodes.xml"
fails_cleanly "vt yes on RGB pages is refused" 2 'vt yes needs' \
    "$bin/layout-pdf" $x4 --vt yes --colour rgb "$T/nodes.xml"
fails_cleanly "vt yes with --proof is refused" 2 'proof' \
    "$bin/layout-pdf" $x4 --vt yes --proof 4 "$T/nodes.xml"
fails_cleanly "--vt maybe is refused" 2 'vt: yes or no' \
    "$bin/layout-pdf" $x4 --vt maybe "$T/nodes.xml"
fails_cleanly "--merge of a PDF/VT and a plain PDF/X-4 file is refused" 2 \
    'PDF/VT' "$bin/layout-pdf" --merge "$T/nodes.pdf" "$T/plain.pdf"

# fairness.play in the record (issue 32): a board validate --play played
# carries the verdict, bot, games and each seat's share and interval as
# /Play* keys of its /DPM (tests/tools/vt_play.py reads them back and
# compares them with the deck's <validation>); drawn in batches too (the
# merge copies them); a board not played has none.
vtplay=$top/tests/tools/vt_play.py
"$bin/gen-graph" --kind transport --count 3 | "$bin/gen-content" |
    "$bin/validate" -q --play greedy --play-games 32 >"$T/played.xml"
for b in "" 2; do
	run env ${b:+LAYOUT_PDF_BATCH=$b} "$bin/layout-pdf" -q $x4 --vt yes \
	    -o "$T/played$b.pdf" "$T/played.xml"
	check "played deck${b:+, in batches of $b}: laid out" test "$rc" -eq 0
	run /usr/bin/python3 "$vtplay" "$T/played$b.pdf" "$T/played.xml"
	check "played deck${b:+ in batches of $b}: /Play* keys as played:\
 $(tr '\n' ' ' <"$T/out" | head -c 300)" \
	    sh -c "[ $rc -eq 0 ] && grep -qx '3 played, 0 not played' '$T/out'"
done
run /usr/bin/python3 "$vtplay" "$T/transport.pdf" "$T/transport.xml"
check "boards not played: no /Play* key in their records" \
    sh -c "[ $rc -eq 0 ] && grep -qx '0 played, 3 not played' '$T/out'"
sed 's/ games by greedy, / games by gre edy, /' "$T/played.xml" >"$T/edited.xml"
run "$bin/layout-pdf" -q $x4 --vt yes -o "$T/edited.pdf" "$T/edited.xml"
check "a fairness.play detail edited out of its form: laid out" \
    test "$rc" -eq 0
run /usr/bin/python3 "$vtplay" "$T/edited.pdf" "$T/edited.xml"
check "... and its records have no /Play* key, rather than a wrong one" \
    sh -c "[ $rc -eq 0 ] && grep -qx '0 played, 3 not played' '$T/out'"
