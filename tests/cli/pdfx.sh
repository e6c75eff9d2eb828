# pdfx.sh: the PDF/X pages read by readers that are not boardpress's own
# (issue 16): tests/tools/pdfx_check.py (pikepdf) checks each requirement
# of PDF/X-1a (ISO 15930-1, -4) and PDF/X-4 (ISO 15930-7) that can be read
# from the file, at the level the file names; qpdf, mutool, poppler and
# Ghostscript must read each file without a word. Every page template
# (listed, so a new one is covered), every kind, fronts and backs, a
# press-run deck and a merge; RGB pages (screens, proofs) must not claim
# PDF/X. A corpus of real pages with one fault each shows that the
# checker rejects each fault, and passes what the standard allows.
#
# PDFX_CORPUS=0 leaves out what tests the readers and the checker
# themselves (a file cut short, the corpus, damaged and unreadable files),
# which no option of the tools changes: inkstyle.sh runs this suite again
# with gen-graph given each shipped style, for the pages alone.
. tests/lib.sh
chk=$top/tests/tools/pdfx_check.py
mkfault=$top/tests/tools/pdfx_faults.py
icc=$top/tests/fuzz/icc

# A board of each kind gen-graph names (so a new kind is covered); the
# nodes board with its expedition's back.
kinds=$("$bin/gen-graph" -h 2>&1 | sed -n 's/.*--kind \([a-z|]*\)\].*/\1/p' |
    tr '|' ' ')
check "gen-graph names the kinds: $kinds" test -n "$kinds"
for k in $kinds; do
	more=
	[ "$k" = nodes ] && more="--expansion voyage"
	"$bin/gen-graph" --kind "$k" --count 1 $more | "$bin/gen-content" |
	    "$bin/validate" >"$T/$k.xml"
done

# readers NAME PDF X: qpdf, mutool, poppler and Ghostscript read PDF
# without an error or a warning; poppler finds a PDF/X subtype when X
# is 1, none when it is 0; every font embedded (pdffonts).
readers() {
	run qpdf --check "$2"
	check "$1: qpdf --check is clean" sh -c \
	    "[ $rc -eq 0 ] && ! grep -qi warning '$T/out' '$T/err'"
	run mutool info "$2"
	check "$1: mutool info reads it without a word" sh -c \
	    "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
	run mutool show "$2" trailer/Root/Pages/Kids
	check "$1: mutool show finds the page tree" test "$rc" -eq 0 -a -s "$T/out"
	run pdfinfo "$2"
	sub=$(grep -c '^PDF subtype: *PDF/X' "$T/out")
	check "$1: pdfinfo reads it without a word, PDF/X subtype $sub" sh -c \
	    "[ $rc -eq 0 ] && [ ! -s '$T/err' ] && [ $sub -eq $3 ]"
	run pdffonts "$2"
	check "$1: pdffonts: every font embedded" sh -c "[ $rc -eq 0 ] &&
	    [ ! -s '$T/err' ] && awk 'NR > 2 && \$(NF-4) != \"yes\" { exit 1 }' \
	    '$T/out'"
	run gs_render "$2"
	check "$1: Ghostscript renders every page without a word" sh -c \
	    "[ $rc -eq 0 ] && [ ! -s '$T/out' ]"
}

# gs_render PDF: Ghostscript renders PDF; on stdout what it says besides
# its banner and page numbers, its status. (With -q, Ghostscript 10.0
# says nothing of a file it cannot read, and exits 0.)
gs_quiet='^(GPL Ghostscript |Copyright \(C\) |This software is supplied |'
gs_quiet=$gs_quiet'see the file COPYING|Processing pages |Page [0-9]+$)'
gs_render() {
	gs -dNOPAUSE -dBATCH -dSAFER -sDEVICE=nullpage "$1" >"$T/gs" 2>&1
	s=$?
	grep -vE "$gs_quiet" "$T/gs"
	return $s
}

# pdfx NAME PDF TAGS: pdfx_check.py passes every requirement of the
# file's PDF/X level, the fonts' ToUnicode maps and tags aside; those two
# apart (TAGS: the to-do mark of the tags' check, or "").
pdfx() {
	"$chk" "$2" >"$T/chk" 2>"$T/err"
	rc=$?
	grep -v -e 'no ToUnicode map' -e 'different font programs' \
	    "$T/chk" >"$T/rest"
	if [ "$rc" -ne 2 ] && [ ! -s "$T/rest" ] && [ ! -s "$T/err" ]; then
		ok "$1: pdfx_check: every requirement of its PDF/X level"
	else
		not_ok "$1: pdfx_check: every requirement of its PDF/X level" \
		    "status $rc" "$(head -c 600 "$T/rest" "$T/err")"
	fi
	pdffonts "$2" >"$T/fonts" 2>&1
	check "$1: every font has a ToUnicode map (pikepdf, pdffonts)" sh -c "! grep -q 'no ToUnicode map' '$T/chk' &&
	    awk 'NR > 2 && \$(NF-2) != \"yes\" { exit 1 }' '$T/fonts'"
	check "$1: each subset tag names one font program $3" \
	    sh -c "! grep -q 'different font programs' '$T/chk'"
}

# plain NAME PDF: pages that are not PDF/X (RGB): readable, not
# encrypted, every font embedded, no claim to PDF/X.
plain() {
	run "$chk" --not-pdfx "$2"
	check "$1: not PDF/X, and says none; fonts embedded, no encryption" \
	    test "$rc" -eq 0 -a ! -s "$T/out"
	readers "$1" "$2" 0
}

# folding KIND N: the board of KIND made with its shipped rules' "panels
# N" (a folding template's boards keep their marks off its hinges), into
# $T/KIND-pN.xml, once.
folding() {
	[ -s "$T/$1-p$2.xml" ] && return 0
	more=
	[ "$1" = nodes ] && more="--expansion voyage"
	rf=$(grep -l "^kind *$1\$" "$top"/templates/rules/*.rules | head -n 1)
	sed "/^players/a panels $2" "$rf" >"$T/$1-p$2.rules"
	"$bin/gen-graph" --rules "$T/$1-p$2.rules" --count 1 $more |
	    "$bin/gen-content" | "$bin/validate" >"$T/$1-p$2.xml"
}

# Every template, every kind; the nodes boards with their backs.
for tf in "$top"/templates/page/*.page; do
	t=$(basename "$tf" .page)
	colour=$(awk '$1 == "colour" { print $2 }' "$tf")
	panels=$(awk '$1 == "panels" { print $2 }' "$tf")
	for k in $kinds; do
		pdf=$T/$k-$t.pdf
		deck=$T/$k.xml
		if [ "${panels:-1}" -gt 1 ]; then
			folding "$k" "$panels"
			deck=$T/$k-p$panels.xml
		fi
		run "$bin/layout-pdf" --template "$t" $(template_args "$tf") \
		    -o "$pdf" "$deck"
		check "$k/$t: layout-pdf makes the pages" test "$rc" -eq 0
		if [ "$colour" = rgb ]; then
			plain "$k/$t" "$pdf"
		else
			pdfx "$k/$t" "$pdf" ""
			readers "$k/$t" "$pdf" 1
		fi
	done
done

# The shop's profile embedded: a registered condition with it, and the
# shop's own condition (unregistered) with it; the map over 2 x 2 sheets.
"$bin/layout-pdf" --icc "$icc/fogra39-v2.icc" -o "$T/icc.pdf" "$T/nodes.xml"
pdfx "nodes/--icc FOGRA39" "$T/icc.pdf" ""
"$bin/layout-pdf" --condition "Our press" --icc "$icc/fogra39-v2.icc" \
    -o "$T/own.pdf" "$T/dungeon.xml"
pdfx "dungeon/--condition 'Our press' --icc" "$T/own.pdf" ""
readers "dungeon/--condition 'Our press' --icc" "$T/own.pdf" 1
"$bin/layout-pdf" --split -o "$T/split.pdf" "$T/transport.xml"
pdfx "transport/--split" "$T/split.pdf" ""
# (a bare "CGATS21", which the registry does not name, is refused
# without its profile, and so is a registered one boardpress has no
# profile for: tests/cli/icc.sh)
"$top/build/tests/mkicc" "$T/gracol.icc" "GRACoL2013_CRPC6 (test)"
"$bin/layout-pdf" --condition CGATS21-2-CRPC6 --icc "$T/gracol.icc" \
    -o "$T/c21.pdf" "$T/nodes.xml"
pdfx "nodes/--condition CGATS21-2-CRPC6 --icc" "$T/c21.pdf" ""

# Screens and proofs: RGB, not PDF/X.
"$bin/layout-pdf" --colour rgb -o "$T/rgb.pdf" "$T/nodes.xml"
plain "nodes/--colour rgb" "$T/rgb.pdf"
"$bin/layout-pdf" --proof 4 -o "$T/proof.pdf" "$T/transport.xml"
plain "transport/--proof 4" "$T/proof.pdf"

# A press-run deck of two chunks, and a merge of two kinds' pages.
run "$bin/press-run" -q --count 4 --chunk 2 --kind transport --out "$T/run"
check "press-run makes a deck of two chunks" test "$rc" -eq 0
pdfx "press-run deck" "$T/run/deck.pdf" ""
readers "press-run deck" "$T/run/deck.pdf" 1
run "$bin/layout-pdf" --merge -o "$T/merged.pdf" "$T/nodes-shop.pdf" \
    "$T/dungeon-shop.pdf"
check "layout-pdf --merge merges two kinds' shop pages" test "$rc" -eq 0
pdfx "--merge" "$T/merged.pdf" ""
readers "--merge" "$T/merged.pdf" 1

# (inkstyle.sh's runs: the pages alone.)
if [ "${PDFX_CORPUS:-1}" = 0 ]; then
	echo "1..$n"
	exit 0
fi

# The readers are not deaf: each speaks of a file cut short.
head -c 30000 "$T/nodes-shop.pdf" >"$T/cut.pdf"
for r in "qpdf --check" "mutool info" pdfinfo pdffonts gs_render; do
	run $r "$T/cut.pdf"
	check "$r speaks of a file cut short" sh -c "[ $rc -ne 0 ] ||
	    grep -qiE 'warning|error' '$T/out' '$T/err'"
done

# The corpus: shop pages made whole (a ToUnicode map given to each font,
# so the checker passes them), then one fault each: the change
# (tests/tools/pdfx_faults.py), the base (x1a: PDF/X-1a:2001 as made;
# x2003: named PDF/X-1a:2003; x4: made PDF/X-4), and what the checker
# must say (rgbform: RG is drawn only in a form inside a form, so the
# walk must reach it). The bases pass the checker and the other readers.
"$mkfault" "$T/nodes-shop.pdf" "$T/x1a.pdf" whole
"$mkfault" "$T/nodes-shop.pdf" "$T/x2003.pdf" whole x2003
"$mkfault" "$T/nodes-shop.pdf" "$T/x4.pdf" whole x4
for b in x1a x2003 x4; do
	run "$chk" "$T/$b.pdf"
	check "the corpus's $b base passes the checker" test "$rc" -eq 0 -a \
	    ! -s "$T/out"
	readers "the corpus's $b base" "$T/$b.pdf" 1
done
while IFS='|' read -r change b say; do
	rm -f "$T/f.pdf"
	"$mkfault" "$T/$b.pdf" "$T/f.pdf" "$change"
	run "$chk" "$T/f.pdf"
	printf '%s\n' "$say" >"$T/say"
	check "pdfx_check rejects $b + ${change##*/}: $say" sh -c "[ $rc -eq 1 ] &&
	    grep -qF -f '$T/say' '$T/out'"
done <<EOF
openaction|x1a|an action (OpenAction, S JavaScript)
link|x1a|a Launch action
notrim|x1a|neither TrimBox nor ArtBox
bigtrim|x1a|TrimBox [-5 0 100 100] not inside BleedBox
encrypt|x1a|encrypted
intent2|x1a|2 GTS_PDFX OutputIntents
unregistered|x1a|"My press" without a DestOutputProfile
notrapped|x1a|Trapped is absent
noversion|x1a|names no PDF/X level
notounicode|x1a|no ToUnicode map
notembedded|x1a|not embedded
sametag|x1a|names 2 different font programs
profile=$icc/version-4.icc|x1a|ICC version 4
profile=$icc/truncated.icc|x1a|header says 800 bytes, the stream has 400
profile=$icc/input-class.icc|x1a|class 'scnr'
profile=$icc/rgb-space.icc|x1a|colour space 'RGB '
rgb|x1a|DeviceRGB in the rg operator
rgbimage|x1a|DeviceRGB in an image
rgbform|x1a|DeviceRGB in the RG operator
rgbinline|x1a|DeviceRGB in an inline image
iccspace|x1a|ICCBased in a ColorSpace resource
smask|x1a|a soft mask (SMask)
ca|x1a|ca 0.5 in ExtGState
bm|x1a|blend mode ['Multiply']
group|x1a|a transparency group
v17|x1a|PDF 1.7, above 1.3
v15|x2003|PDF 1.5, above 1.4
catalog16|x1a|catalog: PDF 1.6, above 1.3
profile=$icc/version-4.icc|x2003|ICC version 4
noxmp|x4|no XMP Metadata stream
title|x4|Info Title "Another title" but dc:title
rgb|x4|DeviceRGB in the rg operator
v17|x4|PDF 1.7, above 1.6
ocg|x1a|optional content (OCProperties), which is PDF 1.5
ocgnoname|x4|the configuration has no Name
ocgas|x4|an /AS (auto state) array
ocgunlisted|x4|optional content group /Cut is not in OCProperties /OCGs
EOF

# ... and passes what the standard allows: one font program under one
# tag twice; in PDF/X-4 an ICC-based space, transparency, a version 4
# profile, the shop's own condition with its profile, and an ISO 19593-1
# processing-step layer (optional content, named, off, no AS).
for c in "x1a samecopy" "x4 iccspace" "x4 smask" "x4 ca" "x4 group" \
    "x4 profile=$icc/version-4.icc" "x4 unregistered" "x4 ocg"; do
	set -- $c
	rm -f "$T/f.pdf"
	"$mkfault" "$T/$1.pdf" "$T/f.pdf" "$2"
	run "$chk" "$T/f.pdf"
	check "pdfx_check passes $1 + ${2##*/}" test "$rc" -eq 0 -a ! -s "$T/out"
done

# What cannot be read is status 2, in one line; the wrong mode a fault.
echo "not a PDF" >"$T/junk.pdf"
fails_cleanly "pdfx_check: a file that is not a PDF: status 2" 2 \
    "junk.pdf: cannot read" "$chk" "$T/junk.pdf"
fails_cleanly "pdfx_check: a missing file: status 2" 2 "cannot read" \
    "$chk" "$T/none.pdf"
run "$chk" "$T/rgb.pdf"
check "pdfx_check rejects RGB pages as PDF/X" sh -c "[ $rc -eq 1 ] &&
    grep -q 'names no PDF/X level' '$T/out'"
# Damaged files: 3 bytes written over the start of a dictionary key, at
# 24 keys of an uncompressed copy; each gets status 0, 1 with its lines,
# or 2 with one line; never a trace.
qpdf --qdf --object-streams=disable "$T/x1a.pdf" "$T/qdf.pdf"
bad=
for at in $(grep -a -b -o '^ */[A-Za-z]*' "$T/qdf.pdf" |
    awk -F: 'NR % 9 == 1 { print $1 }' | head -n 24); do
	cp "$T/qdf.pdf" "$T/d.pdf"
	printf '\377\000(' | dd of="$T/d.pdf" bs=1 seek="$at" conv=notrunc \
	    2>/dev/null
	"$chk" "$T/d.pdf" >"$T/out" 2>"$T/err"
	rc=$?
	case $rc in
	0) [ ! -s "$T/out" ] && [ ! -s "$T/err" ] ;;
	1) [ -s "$T/out" ] && [ ! -s "$T/err" ] ;;
	2) [ "$(wc -l <"$T/err")" -eq 1 ] && grep -q '^pdfx_check.py: ' "$T/err" ;;
	*) false ;;
	esac || bad="$bad $at:$rc"
done
check "pdfx_check on 24 damaged files: each a verdict, no trace${bad:+ (not:$bad)}" \
    test -z "$bad"
run "$chk" --not-pdfx "$T/x1a.pdf"
check "pdfx_check --not-pdfx rejects PDF/X pages" sh -c "[ $rc -eq 1 ] &&
    grep -q 'claims PDF/X' '$T/out'"
