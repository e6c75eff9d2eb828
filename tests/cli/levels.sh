# levels.sh: the PDF/X level, the total ink and the colours come from the
# page template (issue 16): PDF/X-1a:2001 (PDF 1.3), X-1a:2003 (PDF 1.4)
# and X-4 (PDF 1.6, its XMP metadata), read back with poppler and qpdf;
# the designer's RGB goes to CMYK through the output profile with Little
# CMS (another profile, other numbers), greys in black alone, and the
# template's ink cap holds on every colour the pages paint.
. tests/lib.sh
gs_icc=/usr/share/color/icc/ghostscript
for k in nodes transport; do
	"$bin/gen-graph" --kind $k --count 2 --seed 3 | "$bin/gen-content" |
	    "$bin/validate" >"$T/$k.xml"
done

# level TEMPLATE VERSION ID: the template's PDF/X level, as read.
level() {
	"$bin/layout-pdf" --template "$1" \
	    $(template_args "$top/templates/page/$1.page") -o "$T/$1.pdf" \
	    "$T/transport.xml"
	pdfinfo "$T/$1.pdf" >"$T/$1.info" 2>&1
	check "$1: PDF $2" grep -q "^PDF version: *$2\$" "$T/$1.info"
	check "$1: GTS_PDFXVersion $3 in Info" sh -c "qpdf --qdf \
	    --object-streams=disable '$T/$1.pdf' - | grep -aq \
	    '/GTS_PDFXVersion ($3)'"
}
level shop 1.3 "PDF/X-1:2001"
level shop-swop240 1.4 "PDF/X-1a:2003"
level shop-x4 1.6 "PDF/X-4"
pdfinfo -meta "$T/shop-x4.pdf" >"$T/xmp" 2>&1
check "X-4: XMP metadata names PDF/X-4" grep -q \
    "<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>" "$T/xmp"
check "X-4: XMP has the document's ID, version and rendition class" sh -c "
    grep -q '<xmpMM:DocumentID>uuid:' '$T/xmp' &&
    grep -q '<xmpMM:VersionID>' '$T/xmp' &&
    grep -q '<xmpMM:RenditionClass>' '$T/xmp'"
title=$(sed -n 's/^Title: *//p' "$T/shop-x4.info")
check "X-4: XMP and Info give the same title" grep -qF "$title</rdf:li>" \
    "$T/xmp"
check "X-1a: no XMP claims X-4" sh -c "! pdfinfo -meta '$T/shop.pdf' |
    grep -q pdfxid"
"$bin/layout-pdf" --template shop-x4 --icc "$top/tests/fuzz/icc/fogra39-v2.icc" \
    -o "$T/again.pdf" "$T/transport.xml"
check "X-4: the same deck twice, the same bytes" cmp -s "$T/shop-x4.pdf" \
    "$T/again.pdf"

fails_cleanly "PDF/X-4 without a profile, for a condition boardpress has \
none for: refused" 2 "layout-pdf: FOGRA51: boardpress has no ICC profile \
.* give the shop's" "$bin/layout-pdf" --template shop-x4 --condition \
    FOGRA51 "$T/nodes.xml"
fails_cleanly "an unknown level" 2 "layout-pdf: --pdfx: pdfx: X-1a:2001, \
X-1a:2003 or X-4, not \"X-5\"" "$bin/layout-pdf" --pdfx X-5 "$T/nodes.xml"
fails_cleanly "an ink limit out of range" 2 "layout-pdf: --ink: ink: the \
total ink limit in percent, 200 to 400" "$bin/layout-pdf" --ink 150 \
    "$T/nodes.xml"
printf '[page]\nink 500\n' >"$T/bad.page"
fails_cleanly "an ink limit out of range in a template" 2 \
    "bad.page:2: .*200 to 400" "$bin/layout-pdf" --template "$T/bad.page" \
    "$T/nodes.xml"

# The total ink cap holds on every colour painted, and had work to do:
# through the SWOP profile (CGATS TR 001), whose dark colours carry the
# most ink (FOGRA39's black generation keeps these decks' under 200 %).
"$bin/layout-pdf" --condition "CGATS TR 001" --ink 200 -o "$T/i200.pdf" \
    "$T/transport.xml"
"$bin/layout-pdf" --condition "CGATS TR 001" --ink 400 -o "$T/i400.pdf" \
    "$T/transport.xml"
colours "$T/i200.pdf" >"$T/i200"
colours "$T/i400.pdf" >"$T/i400"
check "--ink 200: no colour over 200 %" awk '
    $1 + $2 + $3 + $4 > 2.0005 { bad = 1 } END { exit bad || NR == 0 }' \
    "$T/i200"
check "--ink 400: some colour over 200 % (the cap above had work)" awk '
    $1 + $2 + $3 + $4 > 2.0005 { n++ } END { exit !n }' "$T/i400"
colours "$T/shop-swop240.pdf" >"$T/s240"
check "shop-swop240: no colour over 240 %" awk '
    $1 + $2 + $3 + $4 > 2.4005 { bad = 1 } END { exit bad || NR == 0 }' \
    "$T/s240"

# Greys are black ink alone: no colour of equal C, M, Y above nothing.
"$bin/layout-pdf" -o "$T/nodes.pdf" "$T/nodes.xml"
colours "$T/nodes.pdf" >"$T/nc"
colours "$T/shop.pdf" >>"$T/nc"
check "no four-colour grey painted" awk '
    $1 == $2 && $2 == $3 && $1 > 0 { bad = 1 } END { exit bad || NR == 0 }' \
    "$T/nc"
check "text and lines in 100 % K alone" grep -qx "0 0 0 1" "$T/nc"

# Through the profile: the shop's own profile gives other numbers for
# the same colours than the default one (Ghostscript's PostScript CMYK, an
# ICC v4 profile, under a condition of the shop's own, so PDF/X-4).
"$bin/layout-pdf" -o "$T/def.pdf" "$T/transport.xml"
"$bin/layout-pdf" --pdfx X-4 --condition "Our press" \
    --icc "$gs_icc/ps_cmyk.icc" -o "$T/ps.pdf" "$T/transport.xml"
colours "$T/def.pdf" | sort -u >"$T/c1"
colours "$T/ps.pdf" | sort -u >"$T/c2"
check "another profile, other CMYK for the designer's colours" sh -c "
    [ -s '$T/c1' ] && ! cmp -s '$T/c1' '$T/c2'"
check "... but the same blacks and greys" sh -c "
    awk '\$1 + \$2 + \$3 == 0' '$T/c1' >'$T/g1'
    awk '\$1 + \$2 + \$3 == 0' '$T/c2' >'$T/g2'
    [ -s '$T/g1' ] && [ \$(wc -l <'$T/g1') -eq \$(wc -l <'$T/g2') ]"
# Not the plain under-colour removal of before (1 - RGB, grey to K),
# where one of C, M, Y is always 0: a profile's separation puts all
# three under most colours.
check "designer colours separated by the profile (C, M and Y all > 0)" awk '
    $1 > 0 && $2 > 0 && $3 > 0 { n++ } END { exit !n }' "$T/c1"
