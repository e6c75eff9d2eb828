# fonts.sh: the embedded font (issue 16, item 4), read by poppler, qpdf,
# mutool, Ghostscript and HarfBuzz (tests/tools/fontinfo.c): a true subset
# (only the glyphs of the codes the pages use, no layout tables), a
# ToUnicode map of those codes, and a subset tag taken from the program's
# bytes, so the chunks of a press-run deck never bring different copies
# under one name. Text with accents comes from rules whose titles have
# them.
. tests/lib.sh
fontinfo=$top/build/tests/fontinfo

# font_parts PDF OBJ DIR: the font dictionary OBJ of PDF in DIR/dict, its
# descriptor in DIR/desc, the font file's dictionary in DIR/file, the
# font program (decoded) in DIR/prog, its
# compressed bytes in DIR/raw and the ToUnicode CMap in DIR/cmap (empty
# when there is none).
font_parts() {
	mkdir -p "$3"
	qpdf --show-object="$2" "$1" >"$3/dict" 2>/dev/null
	d=$(sed -n 's|.*/FontDescriptor \([0-9]*\) 0 R.*|\1|p' "$3/dict")
	qpdf --show-object="$d" "$1" >"$3/desc" 2>/dev/null
	f=$(sed -n 's|.*/FontFile2 \([0-9]*\) 0 R.*|\1|p' "$3/desc")
	qpdf --show-object="$f" "$1" >"$3/file" 2>/dev/null
	qpdf --show-object="$f" --filtered-stream-data "$1" >"$3/prog" \
	    2>/dev/null
	qpdf --show-object="$f" --raw-stream-data "$1" >"$3/raw" 2>/dev/null
	u=$(sed -n 's|.*/ToUnicode \([0-9]*\) 0 R.*|\1|p' "$3/dict")
	: >"$3/cmap"
	[ -z "$u" ] || qpdf --show-object="$u" --filtered-stream-data "$1" \
	    >"$3/cmap" 2>/dev/null
}

# fonts PDF: the font dictionaries' object numbers, from pdffonts.
fonts() {
	pdffonts "$1" 2>/dev/null | awk 'NR > 2 { print $(NF - 1) }'
}

sed 's/^title    Tidewater/title    Tidewäter/
    s/^title      Harbour Days/title      Hafen Tage für Çay/
    s/^title   Salt$/title   Sel de Guérande/' templates/rules/tidewater.rules \
    >"$T/accent.rules"
pipe() {
	"$bin/gen-graph" --kind transport --rules "$T/accent.rules" --seed 11 \
	    --count 2 --players 2 | "$bin/gen-content" | "$bin/validate" |
	    "$bin/layout-pdf" >"$1"
}
pipe "$T/a.pdf"
check "the transport pipe with accented titles makes a PDF" test -s "$T/a.pdf"
pipe "$T/b.pdf"
check "twice, byte for byte" cmp -s "$T/a.pdf" "$T/b.pdf"

run pdffonts "$T/a.pdf"
check "pdffonts: one font, embedded, a subset, with a ToUnicode map" awk '
    NR > 2 { n++; if ($(NF-4) != "yes" || $(NF-3) != "yes" ||
    $(NF-2) != "yes") bad = 1 } END { exit bad || n != 1 }' "$T/out"
font_parts "$T/a.pdf" "$(fonts "$T/a.pdf")" "$T/f"
tag=$(sed -n 's|.*/BaseFont /\([A-Z]*\)+DejaVuSans.*|\1|p' "$T/f/dict")
check "its tag is six capitals, not libharu's HPDFAA for every file" \
    test "${#tag}" -eq 6 -a "$tag" != HPDFAA
check "the descriptor's FontName has the same tag" grep -q \
    "/FontName /$tag+DejaVuSans" "$T/f/desc"
check "Length1 is the program's length" grep -q \
    "/Length1 $(wc -c <"$T/f/prog")[ />]" "$T/f/file"

# The codes the pages use: those with a width; pdf_latin1 writes Latin-1
# only, so each code is its own code point.
awk '{ sub(/.*\/Widths \[ */, ""); sub(/ *\].*/, "")
    n = split($0, w, " "); for (i = 1; i <= n; i++) if (w[i] != 0)
    printf "%04X\n", 31 + i }' "$T/f/dict" >"$T/codes"
awk '/beginbfchar$/ { on = 1; next } /^endbfchar/ { on = 0 }
    on { gsub(/[<>]/, ""); print }' "$T/f/cmap" >"$T/tou"
check "the ToUnicode map maps each code used to its own code point" awk '
    "00" $1 != $2 { bad = 1 } END { exit bad || NR == 0 }' "$T/tou"
check "... and has every code used, no other" sh -c "awk '{ print \$2 }' \
    '$T/tou' | LC_ALL=C sort | cmp -s - '$T/codes'"
check "... in a standard CMap (CIDInit, codespace <00> <FF>, endcmap)" sh -c "
    grep -q '/CIDInit /ProcSet findresource' '$T/f/cmap' &&
    grep -q '^<00> <FF>\$' '$T/f/cmap' && grep -q '^endcmap' '$T/f/cmap'"

run "$fontinfo" "$T/f/prog"
check "HarfBuzz reads the embedded program" test "$rc" -eq 0
cp "$T/out" "$T/info"
glyphs=$(sed -n 's/^glyphs //p' "$T/info")
ncodes=$(wc -l <"$T/codes")
check "its cmap maps the code points used, no other" sh -c "sed -n \
    's/^cmap U+//p' '$T/info' | cmp -s - '$T/codes'"
# .notdef, a glyph per code and the accents of composite letters at most.
check "it holds $glyphs glyphs, not DejaVu's 6,253, for $ncodes codes" \
    test "$glyphs" -ge "$ncodes" -a "$glyphs" -le $((2 * ncodes + 1))
check "no layout tables (GSUB, GPOS, GDEF, kern): only those a PDF needs" \
    awk '$1 == "table" && $2 !~ /^(OS\/2|cmap|cvt|fpgm|glyf|head|hhea|hmtx|loca|maxp|name|post|prep)$/ { exit 1 }' \
    "$T/info"
check "the copy costs $(wc -c <"$T/f/raw") bytes compressed, under 16 KB" \
    test "$(wc -c <"$T/f/raw")" -lt 16384

run pdftotext "$T/a.pdf" -
check "pdftotext copies the accented titles right" sh -c "
    grep -q 'Tidewäter: Hafen Tage für Çay' '$T/out' &&
    grep -q 'Sel de Guérande' '$T/out'"
run mutool draw -q -F txt "$T/a.pdf"
check "mutool copies them right" grep -q 'Sel de Guérande' "$T/out"
run gs -q -dNOPAUSE -dBATCH -dPDFSTOPONERROR -sDEVICE=nullpage "$T/a.pdf"
check "Ghostscript draws every page without a word" test "$rc" -eq 0 -a \
    ! -s "$T/err" -a ! -s "$T/out"
run qpdf --check "$T/a.pdf"
check "qpdf finds the file sound" test "$rc" -eq 0

# A press-run deck: a chunk's copy of the font per chunk, the copies
# differing with the text of their boards.
run "$bin/press-run" -q --kind transport --count 40 --chunk 5 --out "$T/run"
check "press-run makes a transport deck of 8 chunks" test "$rc" -eq 0 -a \
    "$(fonts "$T/run/deck.pdf" | wc -l)" -eq 8
: >"$T/copies"
for o in $(fonts "$T/run/deck.pdf"); do
	font_parts "$T/run/deck.pdf" "$o" "$T/c$o"
	t=$(sed -n 's|.*/BaseFont /\([A-Z]*+\).*|\1|p' "$T/c$o/dict")
	echo "$t $(sha256sum <"$T/c$o/prog" | cut -c1-64) $(wc -c \
	    <"$T/c$o/cmap")" >>"$T/copies"
done
check "the deck holds different copies of the font" \
    test "$(cut -d' ' -f2 "$T/copies" | sort -u | wc -l)" -gt 1
check "different copies have different tags, the same copy the same tag" \
    test "$(cut -d' ' -f1 "$T/copies" | sort -u | wc -l)" -eq \
    "$(cut -d' ' -f1,2 "$T/copies" | sort -u | wc -l)" -a \
    "$(cut -d' ' -f2 "$T/copies" | sort -u | wc -l)" -eq \
    "$(cut -d' ' -f1,2 "$T/copies" | sort -u | wc -l)"
check "every copy has its ToUnicode map" awk '$3 == 0 { bad = 1 }
    END { exit bad || NR != 8 }' "$T/copies"
run qpdf --check "$T/run/deck.pdf"
check "qpdf finds the deck sound" test "$rc" -eq 0
