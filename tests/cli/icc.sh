# icc.sh: the output profile and condition layout-pdf takes for PDF/X
# pages (print/icc.h, issue 16): an unregistered condition needs its
# profile, and a profile must be a whole ICC version 2 CMYK output
# profile that Little CMS reads, its description naming a registered
# condition it stands for. Each refusal is one line naming the tool and
# the file, status 2, no PDF. The profiles are tests/fuzz/icc/'s (made by
# tests/tools/mkicc.c), Ghostscript's and made here.
. tests/lib.sh
icc=$top/tests/fuzz/icc
mkicc=$top/build/tests/mkicc
"$bin/gen-graph" --count 1 | "$bin/gen-content" | "$bin/validate" \
    >"$T/d.xml"

# refuses DESC PATTERN ARGS...: layout-pdf ARGS refuses the deck.
refuses() {
	desc=$1 pat=$2
	shift 2
	fails_cleanly "$desc" 2 "$pat" "$bin/layout-pdf" "$@" "$T/d.xml"
	rm -f "$T/o.pdf"
	"$bin/layout-pdf" -o "$T/o.pdf" "$@" "$T/d.xml" 2>/dev/null
	check "... and writes no file under -o" test ! -e "$T/o.pdf"
}

refuses "an empty file" "empty.icc: not an ICC profile" --icc "$icc/empty.icc"
head -c 5000 /dev/urandom >"$T/random.icc"
refuses "random bytes" "random.icc: not an ICC profile" --icc "$T/random.icc"
refuses "a truncated profile" "truncated.icc: .* not whole" \
    --icc "$icc/truncated.icc"
cat "$icc/fogra39-v2.icc" "$icc/fogra39-v2.icc" >"$T/padded.icc"
refuses "a profile with bytes after it" "padded.icc: .* not whole" \
    --icc "$T/padded.icc"
refuses "an input-class (scnr) profile" "'scnr' class .* not an output" \
    --icc "$icc/input-class.icc"
refuses "an RGB profile" "'RGB ' data colour space, not CMYK" \
    --icc "$icc/rgb-space.icc"
refuses "a version 4 profile into PDF/X-1a" "version 4.2 .* takes version 2" \
    --icc "$icc/version-4.icc"
refuses "a SWOP profile under FOGRA39" "is not for FOGRA39" \
    --icc "$icc/swop-v2.icc"
truncate -s 70M "$T/huge.icc"
refuses "a 70 MiB file" "huge.icc: larger than any ICC profile" \
    --icc "$T/huge.icc"
# A profile whose AToB0 table points past its end (header and size whole).
od -A n -v -t u1 "$icc/fogra39-v2.icc" | tr -s ' ' '\n' | grep . |
    awk 'BEGIN { n = 0 } { b[n++] = $1 }
    END { t = b[128] * 16777216 + b[129] * 65536 + b[130] * 256 + b[131]
	for (i = 0; i < t; i++) {
	    o = 132 + 12 * i
	    if (b[o] == 65 && b[o + 1] == 50 && b[o + 2] == 66 && b[o + 3] == 48) {
		v = n - 8
		b[o + 4] = int(v / 16777216); b[o + 5] = int(v / 65536) % 256
		b[o + 6] = int(v / 256) % 256; b[o + 7] = v % 256
	    } }
	for (i = 0; i < n; i++) printf "%c", b[i] }' >"$T/badtag.icc"
refuses "a profile whose AToB0 table is not there" \
    "badtag.icc: .* without readable AToB0" --icc "$T/badtag.icc"
refuses "an unregistered condition without its profile" \
    "\"My press\": not a registered output condition" --condition "My press"

# What is taken: a registered condition alone, or with a profile that
# names it; the shop's own condition with its profile.
run "$bin/layout-pdf" --icc "$icc/fogra39-v2.icc" "$T/d.xml"
check "a FOGRA39 version 2 profile under FOGRA39: taken, embedded" sh -c "
    [ $rc -eq 0 ] && qpdf --qdf '$T/out' - | grep -aq '/DestOutputProfile'"
run "$bin/layout-pdf" --condition "CGATS TR 001" --icc "$icc/swop-v2.icc" \
    "$T/d.xml"
check "a SWOP profile under CGATS TR 001: taken" test "$rc" -eq 0
run "$bin/layout-pdf" --condition "Our press" --icc "$icc/fogra39-v2.icc" \
    "$T/d.xml"
check "the shop's own condition with a profile: taken" test "$rc" -eq 0
run "$bin/layout-pdf" --colour rgb --condition "My press" "$T/d.xml"
check "RGB pages (no PDF/X) name no condition: taken" test "$rc" -eq 0
"$mkicc" "$T/gracol.icc" "GRACoL2013_CRPC6 (test)"
run "$bin/layout-pdf" --condition CGATS21-2-CRPC6 --icc "$T/gracol.icc" \
    "$T/d.xml"
check "mkicc's GRACoL 2013 profile under CGATS21-2-CRPC6: taken" \
    test "$rc" -eq 0
run "$bin/layout-pdf" --condition CGATS21-2-CRPC6 "$T/d.xml"
check "CGATS21-2-CRPC6, registered, alone: taken" test "$rc" -eq 0
refuses "a bare CGATS21 (no CRPC named, not in the registry) without \
its profile" '"CGATS21": not a registered output condition' \
    --condition CGATS21

# The level decides the versions taken: PDF/X-4 (PDF 1.6) takes version
# 4 profiles too; X-1a:2003 (PDF 1.4), like X-1a:2001, takes version 2.
run "$bin/layout-pdf" --pdfx X-4 --icc "$icc/version-4.icc" "$T/d.xml"
check "a version 4 profile into PDF/X-4: taken, embedded" sh -c "
    [ $rc -eq 0 ] && qpdf --qdf '$T/out' - | grep -aq '/DestOutputProfile'"
refuses "a version 4 profile into PDF/X-1a:2003" \
    "version 4.2 .* takes version 2" --pdfx X-1a:2003 \
    --icc "$icc/version-4.icc"
