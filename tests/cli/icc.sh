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
refuses "CGATS21-2-CRPC6, registered, alone: refused (boardpress has no \
profile for it)" "^layout-pdf: CGATS21-2-CRPC6: boardpress has no ICC \
profile .*--icc FILE" --condition CGATS21-2-CRPC6
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

# Honest output conditions (issue 30): a file's output intent names the
# condition its separation was made for. With no option, every shipped
# template separates through its condition's own profile: FOGRA39 the
# shipped icc/FOGRA39-boardpress.icc (before: Ghostscript's SWOP one under
# the FOGRA39 label), CGATS TR 001 Ghostscript's SWOP one. Read back by
# tests/tools/intent_check.py (pikepdf and Little CMS, not our code): the
# intent's condition and embedded profile, and the CMYK the pages paint
# for five sRGB colours of a style against Little CMS's own relative-
# colorimetric separation with black point compensation through the
# profile the intent names. The colours are light enough (at most 130 %
# ink) that no ink cap touches them.
chk="/usr/bin/python3 $top/tests/tools/intent_check.py"
printf '%s\n' '[style]' 'id probe' 'kind transport' \
    '[terrain water]' 'colour #A8D0F0' '[terrain land]' 'colour #D8E8B0' \
    '[terrain high]' 'colour #E8C890' '[route boat]' 'colour #5080C0' \
    '[route road]' 'colour #B08060' >"$T/probe.style"
probe="A8D0F0 D8E8B0 E8C890 5080C0 B08060"
"$bin/gen-graph" --rules "$top/templates/rules/tidewater.rules" \
    --style "$T/probe.style" --count 1 --seed 1 | "$bin/gen-content" |
    "$bin/validate" >"$T/probe.xml"
for tf in "$top"/templates/page/*.page; do
	t=$(basename "$tf" .page)
	# (--panels 1: a folding template's page laid out flat, as the probe
	# is made; its condition and profile are the template's all the same)
	run "$bin/layout-pdf" --template "$t" --panels 1 -o "$T/$t.pdf" \
	    "$T/probe.xml"
	if [ "$rc" -ne 0 ]; then
		not_ok "$t, no option: the intent names the condition the \
colours were separated for" "status $rc: $(head -c 300 "$T/err")"
		continue
	fi
	run $chk "$T/$t.pdf" "$top" $probe
	check "$t, no option: the intent names the condition the colours \
were separated for ($(sed -n '1s/ (.*//p' "$T/out"))" test "$rc" -eq 0
	[ "$rc" -eq 0 ] || sed 's/^/# /' "$T/out"
done
run $chk "$T/shop-x4.pdf" "$top" A8D0F0
check "shop-x4, no option: the shipped FOGRA39 profile is embedded" \
    grep -q "^ok FOGRA39 (embedded profile \"Coated FOGRA39" "$T/out"
run "$bin/layout-pdf" --pdfx X-4 -o "$T/x4.pdf" "$T/probe.xml"
[ "$rc" -eq 0 ] && run $chk "$T/x4.pdf" "$top" $probe
check "--pdfx X-4 under FOGRA39, no profile: taken, FOGRA39's embedded" \
    sh -c "[ $rc -eq 0 ] &&
    grep -q '^ok FOGRA39 (embedded profile \"Coated FOGRA39' '$T/out'"

# A registered condition boardpress has no profile for is refused up
# front, in one line asking for --icc (before: separated through the SWOP
# profile and labelled FOGRA51).
printf '[page]\ncondition FOGRA51\n' >"$T/fogra51.page"
refuses "a FOGRA51 template with no --icc" \
    "^layout-pdf: FOGRA51: boardpress has no ICC profile .*--icc FILE" \
    --template "$T/fogra51.page"
refuses "--condition FOGRA52 with no --icc" "^layout-pdf: FOGRA52: .*--icc" \
    --condition FOGRA52

# Ghostscript's SWOP profile under FOGRA39: refused as before, the
# message naming the option that takes it; taken with --icc-any, the
# intent naming FOGRA39 as asked, the profile embedded (in PDF/X-1a
# too) and its name in OutputCondition, the colours separated through it.
gs=/usr/share/color/icc/ghostscript/default_cmyk.icc
refuses "Ghostscript's SWOP profile under FOGRA39, without --icc-any" \
    "is not for FOGRA39: .*--icc-any" --icc "$gs"
run "$bin/layout-pdf" --icc "$gs" --icc-any -o "$T/any.pdf" "$T/probe.xml"
check "--icc-any: Ghostscript's SWOP profile under FOGRA39 taken" \
    test "$rc" -eq 0
# intent PDF: its output intent's condition, OutputCondition and
# whether it embeds a profile, as pikepdf reads them.
intent() {
	/usr/bin/python3 -c "
import pikepdf, sys
oi = pikepdf.open(sys.argv[1]).Root.OutputIntents[0]
print(oi.OutputConditionIdentifier, '|', oi.OutputCondition, '|',
      '/DestOutputProfile' in oi)" "$1"
}
run intent "$T/any.pdf"
cp "$T/out" "$T/any.intent"
check "--icc-any: the intent names FOGRA39, embeds the profile and says \
which it is" grep -q "^FOGRA39 | FOGRA39, separated through the profile \
\"Artifex CMYK SWOP Profile\" embedded (taken with --icc-any) | True$" \
    "$T/out"
printf '[page]\nicc %s\nicc-any yes\n' "$gs" >"$T/any.page"
run "$bin/layout-pdf" --template "$T/any.page" -o "$T/any2.pdf" \
    "$T/probe.xml"
[ "$rc" -eq 0 ] && intent "$T/any2.pdf" >"$T/any2.intent"
check "icc-any yes in a template: the same intent as --icc-any" sh -c "
    [ $rc -eq 0 ] && [ -s '$T/any.intent' ] &&
    cmp -s '$T/any.intent' '$T/any2.intent'"
run $chk --any "$T/any.pdf" "$top" $probe
check "--icc-any: the colours are the embedded profile's separation" \
    test "$rc" -eq 0
