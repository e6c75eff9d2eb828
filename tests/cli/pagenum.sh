# pagenum.sh: a print run's pages numbered as a run (issue 16, item 5).
# Every slug of press-run's deck.pdf, as poppler reads it (pdftotext),
# says "page n/N": n its page's place in the deck, N the deck's pages,
# whatever the chunks, the jobs or a resume; each board's own file
# (--per-board) counts its own pages and carries the run's title; and
# layout-pdf --numbered-by-merge with --merge, which do the numbering.
. tests/lib.sh

P=$bin/press-run
L=$bin/layout-pdf
export BOARDPRESS_DATA="$top"

# slugs PDF: each page's first "page n/N" as poppler reads it, a line a
# page ("-" for a page with none).
slugs() {
	pdftotext -layout "$1" - | awk 'BEGIN { RS = "\f" } {
	    if (match($0, /page [0-9]+\/[0-9]+/))
		print substr($0, RSTART, RLENGTH); else print "-" }'
}

# numbered PDF N [ALL]: the PDF has N pages, and each page's slug reads
# "page K/N", K its place in the file; with ALL, every page has one.
numbered() {
	slugs "$1" >"$T/slugs"
	awk -v n="$2" -v all="${3:-}" '$0 == "-" && all == "" { next }
	    $0 != "page " NR "/" n { exit 1 } END { exit NR != n }' \
	    "$T/slugs" && [ "$(qpdf --show-npages "$1")" = "$2" ]
}

# boards_numbered DIR: each of DIR's PDFs, a board's own file, has its
# pages numbered as its own (numbered), at least one slug, and the run's
# title T as its document's Title.
boards_numbered() {
	for f in "$1"/*.pdf; do
		numbered "$f" "$(qpdf --show-npages "$f")" &&
		    grep -q '^page 1/' "$T/slugs" &&
		    pdfinfo "$f" | grep -qx "Title: *$2" || return 1
	done
}

# A run of 23 boards in 5 chunks of 5 (the last of 3), each its own page.
run "$P" -q --count 23 --chunk 5 --per-board --out "$T/a"
check "press-run: 23 boards in 5 chunks" test "$rc" -eq 0 -a \
    "$(($(wc -l <"$T/a/joblog") - 1))" -eq 5
check "every page of the deck says page i/23, i = 1 to 23 in order" \
    numbered "$T/a/deck.pdf" 23 all
# (a nodes caption is two lines: the id; the seed and page)
run sh -c "pdftotext -f 6 -l 6 '$T/a/deck.pdf' - | tr '\n' ' '"
check "page 6, the first of the second chunk, says page 6/23" \
    grep -q "lanternfall-000006 *seed 6 *page 6/23" "$T/out"
title="Lanternfall: lanternfall-000001 to lanternfall-000023"
check "each board's own file says page 1/1, and names the run in its Title" \
    boards_numbered "$T/a/boards" "$title"
run sh -c "pdftotext '$T/a/boards/lanternfall-000007.pdf' - | tr '\n' ' '"
check "board 7's own file: page 1/1, not its place in the deck or chunk" \
    grep -q "lanternfall-000007 *seed 7 *page 1/1[^0-9/]" "$T/out"

# The same run with one job, and with three: the same bytes.
run "$P" -q --count 23 --chunk 5 --per-board --jobs 1 --out "$T/j1"
check "one job: the same deck, byte for byte" \
    cmp -s "$T/a/deck.pdf" "$T/j1/deck.pdf"
check "and the same boards' files" diff -r "$T/a/boards" "$T/j1/boards"
run "$P" -q --count 23 --chunk 5 --per-board --jobs 3 --out "$T/j3"
check "three jobs: the same deck and boards' files" sh -c \
    "cmp -s '$T/a/deck.pdf' '$T/j3/deck.pdf' &&
    diff -r '$T/a/boards' '$T/j3/boards'"

# A run stopped with chunk 2 not made (its layout-pdf fails), resumed.
W=$T/w
mkdir -p "$W"
cp "$P" "$W/"
for t in gen-graph gen-content validate; do
	ln -s "$bin/$t" "$W/$t"
done
# layout-pdf, and press-tool pipe (a job's four tools in one process),
# fail for chunk 2 while $T/fail is there.
for t in layout-pdf press-tool; do
	cat >"$W/$t" <<EOF
#!/bin/sh
case "$t \$1 \$* " in
"press-tool pipe "*" 0002.pdf "*|"layout-pdf "*" 0002.pdf "*)
	[ -e "$T/fail" ] && exit 2 ;;
esac
exec "$bin/$t" "\$@"
EOF
	chmod +x "$W/$t"
done
touch "$T/fail"
run "$W/press-run" -q --count 23 --chunk 5 --per-board --retries 0 \
    --out "$T/r"
check "a run with a chunk not made stops (status 2), without a deck" \
    test "$rc" -eq 2 -a ! -e "$T/r/deck.pdf"
rm -f "$T/fail"
run "$W/press-run" -q --count 23 --chunk 5 --per-board --retries 0 \
    --out "$T/r" --resume
check "resumed, it finishes" test "$rc" -eq 0
check "the resumed deck says page i/23 in order, every page" \
    numbered "$T/r/deck.pdf" 23 all
check "and is the uninterrupted run's, byte for byte, its boards' too" \
    sh -c "cmp -s '$T/a/deck.pdf' '$T/r/deck.pdf' &&
    diff -r '$T/a/boards' '$T/r/boards'"

# Boards of several pages: the transport maps over 2 x 2 sheets (the
# slug on one of the four), in 3 chunks.
run "$P" -q --kind transport --count 7 --chunk 3 --layout-opt --split \
    --per-board --out "$T/t"
check "transport split over 3 chunks: each slug numbers its page of 28" \
    test "$rc" -eq 0 -a "$(slugs "$T/t/deck.pdf" | tr '\n' ' ')" = \
    "- - page 3/28 - - - page 7/28 - - - page 11/28 - - - page 15/28 - - - page 19/28 - - - page 23/28 - - - page 27/28 - "
check "and each board's own file of 4 sheets says page 3/4" sh -c "
    for f in '$T/t/boards/'*.pdf; do
	pdftotext -layout \"\$f\" - | grep -q 'page 3/4' || exit 1
    done"

# Proof sheets of 4 boards (5 chunks, 2 sheets each but the last's 1).
run "$P" -q --count 23 --chunk 5 --layout-opt --proof=4 --out "$T/p"
check "proof sheets in 5 chunks: page i/9 on each, in order" \
    numbered "$T/p/deck.pdf" 9 all

# layout-pdf itself: pages numbered by the merge, across the files.
$bin/gen-graph --seed 1 --count 3 | $bin/gen-content | $bin/validate \
    >"$T/d1.xml" 2>/dev/null
$bin/gen-graph --seed 4 --count 4 | $bin/gen-content | $bin/validate \
    >"$T/d2.xml" 2>/dev/null
$L --numbered-by-merge -o "$T/m1.pdf" "$T/d1.xml" &&
    $L --numbered-by-merge -o "$T/m2.pdf" "$T/d2.xml"
run $L --merge -o "$T/m.pdf" "$T/m1.pdf" "$T/m2.pdf"
check "layout-pdf --merge numbers --numbered-by-merge pages: 1/7 to 7/7" \
    numbered "$T/m.pdf" 7 all
$L -o "$T/o1.pdf" "$T/d1.xml" && $L -o "$T/o2.pdf" "$T/d2.xml"
run $L --merge -o "$T/o.pdf" "$T/o1.pdf" "$T/o2.pdf"
check "files numbered when made keep their numbers through a merge" \
    test "$(slugs "$T/o.pdf" | tr '\n' ' ')" = \
    "page 1/3 page 2/3 page 3/3 page 1/4 page 2/4 page 3/4 page 4/4 "
# A deck in batches of 2 pages (layout-pdf's own merge inside), merged.
LAYOUT_PDF_BATCH=2 $L --numbered-by-merge -o "$T/b1.pdf" "$T/d2.xml"
run $L --merge -o "$T/b.pdf" "$T/m1.pdf" "$T/b1.pdf"
check "a file drawn in batches: its pages numbered on, 4/7 to 7/7" \
    numbered "$T/b.pdf" 7 all
# A damaged mark: one line, status 2, no file.
sed 's/%%bp-page 000000000002/%%bp-page 00000000000x/' "$T/m1.pdf" \
    >"$T/bad.pdf"
fails_cleanly "a damaged page number mark: one line naming it, status 2" 2 \
    "bad.pdf: at byte [0-9]+: stream [0-9]+ has a page number mark" \
    $L --merge -o "$T/bad-out.pdf" "$T/bad.pdf"
check "and no file" test ! -e "$T/bad-out.pdf"
cp "$T/bad.pdf" "$T/bad2.pdf"
fails_cleanly "press-tool pages refuses it too, in one line" 2 \
    "bad2.pdf: a page number mark is damaged" \
    $bin/press-tool pages "$T/bad2.pdf"
check "and leaves the file as it was" cmp -s "$T/bad.pdf" "$T/bad2.pdf"
cp "$T/m1.pdf" "$T/one.pdf"
run $bin/press-tool pages "$T/one.pdf"
check "press-tool pages: a board's own file, numbered in its board" \
    test "$rc" -eq 0 -a "$(slugs "$T/one.pdf" | tr '\n' ' ')" = \
    "page 1/1 page 1/1 page 1/1 "

# A 1,000-board run: page 1000/1000 reads whole on the last page, its
# box clear of every other word and inside the page's TrimBox.
run "$P" -q --count 1000 --out "$T/k"
check "1,000 boards: every page says page i/1000, in order" \
    numbered "$T/k/deck.pdf" 1000 all
pdftotext -bbox -f 1000 -l 1000 "$T/k/deck.pdf" - >"$T/bbox"
trim=$(pdfinfo -box -f 1000 -l 1000 "$T/k/deck.pdf" |
    awk '/TrimBox/ { print $4, $5, $6, $7 }')
check "page 1000's 1000/1000 is clear of the other words, in the trim" \
    awk -v trim="$trim" -F'"' 'BEGIN { split(trim, t, " ") }
    /<page / { h = $4 } /<word / { n++; x0[n] = $2; y0[n] = $4; x1[n] = $6
    y1[n] = $8; w[n] = $9 } END { for (i = 1; i <= n; i++)
    if (w[i] ~ />1000\/1000</) k = i
    if (!k || x0[k] < t[1] || x1[k] > t[3] || h - y1[k] < t[2] ||
    h - y0[k] > t[4]) exit 1
    for (i = 1; i <= n; i++) if (i != k && x0[i] < x1[k] && x1[i] > x0[k] &&
    y0[i] < y1[k] && y1[i] > y0[k]) exit 1 }' "$T/bbox"

