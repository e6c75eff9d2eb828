# pages.sh: layout-pdf's files: the page map written like the PDF (never
# through a device or a link, the two appearing together or not at all);
# page templates read within limits; long decks drawn in batches that
# give the same pages in memory that does not grow with the deck.
. tests/lib.sh

L=$bin/layout-pdf
"$bin/gen-graph" --count 10 -q | "$bin/gen-content" -q >"$T/d.xml"

# --page-map: a device node of our own (a copy of /dev/full), and a link
# to it, stay what they are; the run fails and leaves no PDF.
mkdir "$T/dev"
if mknod "$T/dev/full" c 1 7 2>/dev/null; then
	ln -s "$T/dev/full" "$T/dev/full-link"
	for m in "$T/dev/full" "$T/dev/full-link"; do
		fails_cleanly "--page-map ${m##*/}: cannot write, one line" 2 \
		    "^layout-pdf: $m: cannot write: No space left on device$" \
		    "$L" -o "$T/dev/a.pdf" --page-map "$m" "$T/d.xml"
		check "--page-map ${m##*/}: the device is still a device, the link a link, no PDF" \
		    sh -c "[ -c '$T/dev/full' ] && [ -L '$T/dev/full-link' ] &&
		    [ \"\$(ls '$T/dev' | tr '\\n' ' ')\" = 'full full-link ' ]"
	done
	# And the other way round: a PDF that cannot be written takes the
	# map with it.
	fails_cleanly "-o on a full device: no page map either" 2 \
	    "cannot write: No space left" \
	    "$L" -o "$T/dev/full" --page-map "$T/dev/a.map" "$T/d.xml"
	check "... the map is not there" test ! -e "$T/dev/a.map"
	# Batches joined onto a full stdout: said once, by the one line.
	LAYOUT_PDF_BATCH=3 run sh -c "exec '$L' '$T/d.xml' >'$T/dev/full'"
	check "batches onto a full stdout: one line" sh -c "[ $rc -eq 2 ] &&
	    [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
	    '^layout-pdf: write error on standard output: No space left' '$T/err'"
else
	ok "# SKIP mknod is not allowed here"
fi

# A link planted where the old code put its temporary map is not
# followed: its target keeps its bytes.
echo precious >"$T/victim"
ln -s "$T/victim" "$T/pm.map.tmp"
run "$L" -o "$T/b.pdf" --page-map "$T/pm.map" "$T/d.xml"
check "a planted pm.map.tmp link is not written through" sh -c \
    "[ $rc -eq 0 ] && [ \"\$(cat '$T/victim')\" = precious ] &&
    [ -L '$T/pm.map.tmp' ] && [ \$(wc -l <'$T/pm.map') -eq 10 ]"
rm -f "$T/pm.map.tmp" "$T/victim" "$T/b.pdf" "$T/pm.map"

# A map that cannot be made: no PDF; nothing left beside either.
mkdir "$T/ro"
fails_cleanly "--page-map in a missing folder: one line" 2 \
    "nodir/m.map: cannot create" \
    "$L" -o "$T/ro/a.pdf" --page-map "$T/nodir/m.map" "$T/d.xml"
check "... and no PDF, no temporary file" sh -c "[ -z \"\$(ls '$T/ro')\" ]"

# Page templates: bounded, regular files only, the first mistake the only
# line. (timeout is a safety net for the old code, which hung.)
# fails_cleanly names the tool from its command: timeout's here.
tpl_fails() {
	run timeout 60 "$L" --template "$2" "$T/d.xml"
	lines=$(wc -l <"$T/err")
	if [ "$rc" -eq 2 ] && [ "$lines" -eq 1 ] && [ ! -s "$T/out" ] &&
	    grep -qE -- "^layout-pdf: $3" "$T/err"; then
		ok "template: $1"
	else
		not_ok "template: $1" "status $rc, $lines stderr lines:" \
		    "$(head -c 300 "$T/err")"
	fi
}
tpl_fails "/dev/zero is refused, not read for ever" /dev/zero \
    "/dev/zero: cannot read page template: not a regular file$"
mkfifo "$T/fifo.page"
tpl_fails "a FIFO is refused, not waited on" "$T/fifo.page" \
    ".*fifo.page: cannot read page template: not a regular file$"
tpl_fails "a folder is refused" "$T/" \
    ".*: cannot read page template: not a regular file$"
yes "bogus 1" | head -n 2000000 >"$T/huge.page"
tpl_fails "2,000,000 bogus lines: one line, the size limit" "$T/huge.page" \
    ".*huge.page: cannot read page template: larger than 65536 bytes$"
{ echo '[page]'; yes bogus | head -n 5000; } >"$T/many.page"
tpl_fails "5,000 mistakes: only the first is said" "$T/many.page" \
    ".*many.page:2: bogus: "
{ echo '[page]'; head -c 2000 /dev/zero | tr '\0' x; echo; } >"$T/long.page"
tpl_fails "a line of 2,000 bytes" "$T/long.page" \
    ".*long.page:2: cannot read page template: a line longer than 1024 bytes$"
printf '[page]\nbleed 3\0\n' >"$T/nul.page"
tpl_fails "a NUL byte" "$T/nul.page" \
    ".*nul.page:2: cannot read page template: a NUL byte"
printf '[page]\r\nbleed 3\r\n' >"$T/crlf.page"
run "$L" --template "$T/crlf.page" "$T/d.xml"
check "a template with CRLF line ends still reads" test "$rc" -eq 0
# The ICC profile a template (or --icc) names: a FIFO is refused, not
# waited on.
mkfifo "$T/icc.fifo"
run timeout 60 "$L" --icc "$T/icc.fifo" "$T/d.xml"
check "--icc on a FIFO: refused in one line, not waited on" sh -c "
    [ $rc -eq 2 ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
    '^layout-pdf: $T/icc.fifo: cannot open the ICC profile: not a regular file$' \
    '$T/err'"

# Long decks are drawn in batches (LAYOUT_PDF_BATCH pages each, 1000
# unless set), each written to a temporary file and freed, then joined by
# the streaming merge. Batches of 3 give the pages drawn whole: the same
# boxes, the same rendering (the page numbers n/N too), a sound file, the
# same page map, and no temporary file left.
same_pages() {
	a=$1
	b=$2
	qpdf --check "$b" >/dev/null &&
	    [ "$(qpdf --show-npages "$a")" -eq "$(qpdf --show-npages "$b")" ] &&
	    mutool pages "$a" | tail -n +2 >"$T/b1" &&
	    mutool pages "$b" | tail -n +2 >"$T/b2" &&
	    grep -q TrimBox "$T/b1" && cmp -s "$T/b1" "$T/b2" &&
	    rm -rf "$T/r1" "$T/r2" && mkdir "$T/r1" "$T/r2" &&
	    pdftoppm -r 12 "$a" "$T/r1/p" && pdftoppm -r 12 "$b" "$T/r2/p" &&
	    diff -r "$T/r1" "$T/r2" >/dev/null &&
	    pdfinfo "$a" | grep -v "File size" >"$T/i1" &&
	    pdfinfo "$b" | grep -v "File size" >"$T/i2" && cmp -s "$T/i1" "$T/i2"
}
# batched WHOLE BATCHED MAP: the same pages, the same map (its file names
# aside), nothing else left in BATCHED's folder.
batched() {
	same_pages "$1" "$2" &&
	    sed "s|$T/b/|$T/w/|" "$T/b/$3" | cmp -s - "$T/w/$3" &&
	    [ "$(ls "$T/b" | tr '\n' ' ')" = "$3 ${2##*/} " ]
}
# fonts FILE: how many fonts are embedded (one per batch).
fonts() {
	mutool show "$1" grep | grep -c /FontFile2
}
mkdir "$T/w" "$T/b"
for opts in "--template shop" "--template shop-marks --slug inside" \
    "--proof 2" "--template pnp-a4"; do
	rm -f "$T/b/"*
	# shellcheck disable=SC2086
	"$L" $opts -o "$T/w/x.pdf" --page-map "$T/w/x.map" "$T/d.xml"
	# shellcheck disable=SC2086
	LAYOUT_PDF_BATCH=3 "$L" $opts -o "$T/b/x.pdf" --page-map "$T/b/x.map" \
	    "$T/d.xml"
	check "$opts: batches of 3 give the same pages, boxes, keys and map" \
	    batched "$T/w/x.pdf" "$T/b/x.pdf" x.map
	check "$opts: ... drawn in more than one batch (a font in each)" \
	    test "$(fonts "$T/b/x.pdf")" -gt 1
done
# --max-pages with batches: each file is made of batches.
rm -f "$T/b/"*
"$L" --max-pages 4 -o "$T/w/m.pdf" "$T/d.xml"
LAYOUT_PDF_BATCH=3 "$L" --max-pages 4 -o "$T/b/m.pdf" "$T/d.xml"
check "--max-pages 4 with batches of 3: the same three files" sh -c "
    [ \"\$(ls '$T/b' | tr '\\n' ' ')\" = 'm-001.pdf m-002.pdf m-003.pdf ' ]" &&
    for k in 1 2 3; do
	check "... file $k: the same pages" same_pages "$T/w/m-00$k.pdf" \
	    "$T/b/m-00$k.pdf"
    done
# To stdout, the batches go to $TMPDIR and leave nothing there.
mkdir "$T/tmp"
LAYOUT_PDF_BATCH=3 TMPDIR=$T/tmp "$L" "$T/d.xml" >"$T/b/s.pdf"
"$L" "$T/d.xml" >"$T/w/s.pdf"
check "to stdout in batches: the same pages; \$TMPDIR left empty" \
    same_pages "$T/w/s.pdf" "$T/b/s.pdf"
check "... \$TMPDIR left empty" [ -z "$(ls "$T/tmp")" ]
LAYOUT_PDF_BATCH=0 run "$L" "$T/d.xml"
check "LAYOUT_PDF_BATCH must be a number of pages" sh -c "[ $rc -eq 2 ] &&
    [ ! -s '$T/out' ] && [ \$(wc -l <'$T/err') -eq 1 ] && grep -q \
    '^layout-pdf: LAYOUT_PDF_BATCH: \"0\" is not a number of pages from 1 to 8191$' '$T/err'"
