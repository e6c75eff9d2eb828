# merge.sh: layout-pdf --merge, the merge of a print run's deck. Its
# output against qpdf's merge of the same files (pages, boxes, rendering,
# document keys), its determinism, and every way it refuses an input.
#
# Under valgrind (tests/run's valgrind variant) the merge is what runs
# under it: the chunks it merges are made by the tools of BP_MAKE_BIN
# (the plain build), and MERGE_DAMAGED (default 40) damaged chunks are
# merged, both kinds of damage in turn.
. tests/lib.sh

L=$bin/layout-pdf
mk=${BP_MAKE_BIN:-$bin}
damaged=${MERGE_DAMAGED:-40}

# chunks NAME GEN-OPTS -- LAYOUT-OPTS: three chunk PDFs of 2 boards each,
# NAME-1.pdf to NAME-3.pdf, as press-run's jobs make them.
chunks() {
	name=$1
	shift
	gopt=
	while [ "$1" != -- ]; do
		gopt="$gopt $1"
		shift
	done
	shift
	for s in 1 3 5; do
		# shellcheck disable=SC2086
		"$mk/gen-graph" $gopt --seed "$s" --count 2 -q |
		    "$mk/gen-content" -q | "$mk/validate" -q --no-schema |
		    "$mk/layout-pdf" --title "Run $name" "$@" \
		    -o "$T/$name-$s.pdf" ||
		    return 1
	done
}

# same_as_qpdf NAME PAGES: the merge of NAME's chunks has PAGES pages,
# is sound, and has qpdf's merge's boxes and rendering.
same_as_qpdf() {
	name=$1
	set -- "$T/$1-1.pdf" "$T/$1-3.pdf" "$T/$1-5.pdf"
	"$L" --merge -o "$T/$name.pdf" "$@" &&
	    qpdf --deterministic-id --stream-data=preserve "$1" --pages . \
	    "$2" "$3" -- "$T/$name-q.pdf" &&
	    qpdf --check "$T/$name.pdf" >/dev/null &&
	    [ "$(qpdf --show-npages "$T/$name.pdf")" -eq "$pages" ] &&
	    mutool pages "$T/$name.pdf" | tail -n +2 >"$T/b1" &&
	    mutool pages "$T/$name-q.pdf" | tail -n +2 >"$T/b2" &&
	    grep -q TrimBox "$T/b1" && cmp -s "$T/b1" "$T/b2" &&
	    rm -rf "$T/r1" "$T/r2" && mkdir "$T/r1" "$T/r2" &&
	    pdftoppm -r 8 -gray "$T/$name.pdf" "$T/r1/p" &&
	    pdftoppm -r 8 -gray "$T/$name-q.pdf" "$T/r2/p" &&
	    [ "$(ls "$T/r1" | wc -l)" -eq "$pages" ] &&
	    diff -r "$T/r1" "$T/r2" >/dev/null
}

chunks nodes -- --template shop-marks
pages=6
check "nodes (shop-marks, PDF/X): qpdf's pages, boxes and rendering" \
    same_as_qpdf nodes
run qpdf --qdf "$T/nodes.pdf" -
check "the first file's document keys: Title, PDF/X keys, OutputIntent" \
    sh -c "grep -aq '/Title (Run nodes)' '$T/out' &&
    grep -aq '/GTS_PDFXVersion (PDF/X-1:2001)' '$T/out' &&
    grep -aq '/OutputIntents' '$T/out' && grep -aq '/S /GTS_PDFX' '$T/out'"
check "one Info, one catalog, one page tree" sh -c "
    [ \$(grep -ac '/Type /Catalog' '$T/out') -eq 1 ] &&
    [ \$(grep -ac '/Type /Pages' '$T/out') -eq 1 ] &&
    [ \$(grep -ac '/Producer' '$T/out') -eq 1 ]"
run "$L" --merge -o "$T/again.pdf" "$T/nodes-1.pdf" "$T/nodes-3.pdf" \
    "$T/nodes-5.pdf"
check "the same files, the same bytes" cmp -s "$T/nodes.pdf" "$T/again.pdf"
run "$L" --merge "$T/nodes-1.pdf" "$T/nodes-3.pdf" "$T/nodes-5.pdf"
check "to standard output without -o, the same bytes" cmp -s "$T/out" \
    "$T/nodes.pdf"
run "$L" --merge -o "$T/twice.pdf" "$T/nodes.pdf" "$T/nodes-1.pdf"
check "a merged file merges again" test "$rc" -eq 0 -a \
    "$(qpdf --show-npages "$T/twice.pdf" 2>/dev/null)" = 8

chunks voyage --expansion voyage -- --template shop
pages=12
check "boards of two pages (voyage): as qpdf merges them" \
    same_as_qpdf voyage
chunks dungeon --kind dungeon --
pages=6
check "dungeon boards: as qpdf merges them" same_as_qpdf dungeon
chunks transport --kind transport --
pages=6
check "transport boards: as qpdf merges them" same_as_qpdf transport
chunks proof -- --proof 4
pages=3
check "proof sheets (--proof 4): as qpdf merges them" same_as_qpdf proof

# Refusals: status 2, one line naming the file, nothing under -o.
fails_cleanly "--merge with nothing to merge" 2 "needs the PDFs" \
    "$L" --merge -o "$T/x.pdf"
fails_cleanly "--merge with layout options" 2 "takes -o FILE and the PDFs, \
not --template" "$L" --merge --template shop "$T/nodes-1.pdf"
fails_cleanly "a missing file" 2 "nope.pdf: No such file" \
    "$L" --merge -o "$T/x.pdf" "$T/nodes-1.pdf" "$T/nope.pdf"
"$mk/gen-graph" --seed 1 -q >"$T/deck.xml"
fails_cleanly "a deck is not a PDF" 2 "deck.xml: not a PDF" \
    "$L" --merge -o "$T/x.pdf" "$T/nodes-1.pdf" "$T/deck.xml"
# Files holding more than a classic cross-reference table's ten-digit
# offsets can address (10^10 bytes): refused before anything is written
# (sparse files: 2 GiB each, no disk taken).
for k in 1 2 3 4 5; do
	printf '%%PDF-1.4\n' >"$T/big$k.pdf"
	truncate -s 2147483000 "$T/big$k.pdf"
done
fails_cleanly "more than 10^10 bytes to merge: refused up front" 2 \
    "hold [0-9]{11} bytes, more than the 9999999999" \
    "$L" --merge -o "$T/x.pdf" "$T/nodes-1.pdf" "$T/big1.pdf" "$T/big2.pdf" \
    "$T/big3.pdf" "$T/big4.pdf" "$T/big5.pdf"
check "and nothing is written under -o" test ! -e "$T/x.pdf"
rm -f "$T"/big?.pdf
head -c 5000 "$T/nodes-3.pdf" >"$T/cut.pdf"
fails_cleanly "a PDF cut short" 2 "cut.pdf: no startxref" \
    "$L" --merge -o "$T/x.pdf" "$T/nodes-1.pdf" "$T/cut.pdf"
qpdf --object-streams=generate "$T/nodes-1.pdf" "$T/os.pdf"
fails_cleanly "a cross-reference stream (not libharu's)" 2 \
    "os.pdf: at byte [0-9]+: no cross-reference table" \
    "$L" --merge -o "$T/x.pdf" "$T/nodes-1.pdf" "$T/os.pdf"
check "and nothing is left under -o or beside it" sh -c \
    "! ls '$T' | grep -q '^x\.pdf'"
fails_cleanly "a device full: the write error is named" 2 \
    "cannot write: No space left" "$L" --merge -o /dev/full "$T/nodes-1.pdf"

# Hostile bytes: a chunk cut at $damaged / 2 places and changed at as
# many bytes is merged (a changed byte inside a stream's data is data) or
# refused with status 2 and one line; never a crash, never a partial file.
size=$(wc -c <"$T/nodes-3.pdf")
bad=
i=0
while [ $i -lt "$damaged" ]; do
	at=$(( (i * 7919 + 13) % size ))
	if [ $((i % 2)) -eq 0 ]; then
		head -c "$at" "$T/nodes-3.pdf" >"$T/h.pdf"
	else
		cp "$T/nodes-3.pdf" "$T/h.pdf"
		printf '%s' "$(echo '<>()[]/0 R%' | cut -c$((i % 11 + 1)))" |
		    dd of="$T/h.pdf" bs=1 seek="$at" conv=notrunc 2>/dev/null
	fi
	rm -f "$T/y.pdf"
	"$L" --merge -o "$T/y.pdf" "$T/nodes-1.pdf" "$T/h.pdf" \
	    >"$T/out" 2>"$T/err"
	rc=$?
	case $rc in
	0) [ -s "$T/y.pdf" ] || bad="$bad $i:empty" ;;
	2) [ "$(wc -l <"$T/err")" -eq 1 ] && [ ! -e "$T/y.pdf" ] ||
	    bad="$bad $i:$(head -c 100 "$T/err")" ;;
	*) bad="$bad $i:status$rc" ;;
	esac
	i=$((i + 1))
done
check "$damaged damaged chunks: merged or refused in one line, no crash" \
    test -z "$bad"
[ -z "$bad" ] || echo "# $bad"

# The merge promises one deck (issue 16): layout-pdf's own files, one
# PDF/X level, one output intent; any other is refused by name, in one
# line, status 2, nothing written.
"$mk/gen-graph" --count 1 -q | "$mk/gen-content" -q |
    "$mk/validate" -q >"$T/one.xml"
"$mk/layout-pdf" --template shop-us -o "$T/us.pdf" "$T/one.xml"
"$mk/layout-pdf" --proof 4 -o "$T/proof.pdf" "$T/one.xml"
"$mk/layout-pdf" --colour rgb -o "$T/rgb.pdf" "$T/one.xml"
"$mk/layout-pdf" --pdfx X-4 --icc "$top/tests/fuzz/icc/fogra39-v2.icc" \
    -o "$T/x4.pdf" "$T/one.xml"
"$mk/layout-pdf" --icc "$top/tests/fuzz/icc/fogra39-v2.icc" -o "$T/icc.pdf" \
    "$T/one.xml"
gs -q -dNOPAUSE -dBATCH -sDEVICE=pdfwrite -sOutputFile="$T/gs.pdf" \
    "$T/nodes-1.pdf"
# refused DESC PATTERN FILE: the merge of nodes-1.pdf and FILE.
refused() {
	fails_cleanly "$1" 2 "$2" "$L" --merge "$T/nodes-1.pdf" "$3"
	rm -f "$T/y.pdf"
	"$L" --merge -o "$T/y.pdf" "$T/nodes-1.pdf" "$3" 2>/dev/null
	check "... and nothing written under -o" test ! -e "$T/y.pdf"
}
refused "--merge: a file Ghostscript rewrote" \
    'gs.pdf: not written by layout-pdf .*GPL Ghostscript' "$T/gs.pdf"
refused "--merge: CGATS TR 001 pages after FOGRA39 ones" \
    'us.pdf: output intent CGATS TR 001 without a profile, the first file.s FOGRA39' \
    "$T/us.pdf"
refused "--merge: FOGRA39 with the shop's profile after FOGRA39 without" \
    'icc.pdf: output intent FOGRA39 with a profile of [0-9]* bytes' \
    "$T/icc.pdf"
refused "--merge: a proof sheet among print pages" \
    'proof.pdf: no PDF/X .*the first file PDF/X-1a:2001' "$T/proof.pdf"
refused "--merge: screen (RGB) pages among print pages" \
    'rgb.pdf: no PDF/X .*the first file PDF/X-1a:2001' "$T/rgb.pdf"
refused "--merge: PDF/X-4 pages after PDF/X-1a ones" \
    'x4.pdf: PDF/X-4, the first file PDF/X-1a:2001' "$T/x4.pdf"
run "$L" --merge "$T/x4.pdf" "$T/x4.pdf"
check "--merge: two PDF/X-4 files make one, PDF 1.6 with its XMP" sh -c "
    [ $rc -eq 0 ] && pdfinfo '$T/out' | grep -q '^PDF version: *1.6' &&
    pdfinfo -meta '$T/out' | grep -q 'pdfxid:GTS_PDFXVersion>PDF/X-4'"
run "$L" --merge "$T/proof.pdf" "$T/proof.pdf"
check "--merge: two proofs make one" test "$rc" -eq 0
