# colour.sh: colour fidelity (issue 30, item 1): the CMYK every page
# paints, read back through the press's profile, within ΔE00 1.0 median
# and 2.0 max of the profile's own separation of the designer's colour.
# tests/tools/fidelity.sh lays out every shipped style and rules file with
# every shipped template, overprint on and off; tests/tools/fidelity.py
# pairs each painted colour with the designer's (zipping the print and
# screen pages' colour operators) and measures it with Little CMS. One
# check per style (its 16 cases), and the measurement's own health first:
# it fails, not passes, when it pairs nothing or pairs wrongly.
. tests/lib.sh

fid() {
	/usr/bin/python3 tests/tools/fidelity.py "$@" >"$T/out" 2>"$T/err"
	rc=$?
}

# A tidewater and a lanternfall deck, for print and for screen.
for k in tidewater lanternfall; do
	"$bin/gen-graph" --rules templates/rules/$k.rules --count 1 |
	    "$bin/gen-content" | "$bin/validate" -q >"$T/$k.xml"
	"$bin/layout-pdf" --icc icc/FOGRA39-boardpress.icc --no-overprint \
	    "$T/$k.xml" >"$T/$k.pdf"
	"$bin/layout-pdf" --colour rgb "$T/$k.xml" >"$T/$k.rgb.pdf"
done
# The same print page with its content emptied: nothing painted.
/usr/bin/python3 -c '
import pikepdf, sys
pdf = pikepdf.open(sys.argv[1])
for pg in pdf.pages:
    pg.obj.Contents = pdf.make_stream(b"")
pdf.save(sys.argv[2])' "$T/lanternfall.pdf" "$T/blank.pdf"
rules=templates/rules/lanternfall.rules

echo "t shop off $T/lanternfall.pdf $T/lanternfall.rgb.pdf $rules" >"$T/c1"
fid "$T/c1"
grep -q '^ok t shop off: [1-9][0-9]* colours' "$T/out" || rc=9
check "fidelity.py measures a deck (status 0, its verdict)" [ "$rc" -eq 0 ]

echo "t shop off $T/blank.pdf $T/blank.pdf $rules" >"$T/c2"
fid "$T/c2"
grep -q '^FAIL .*no colour paired' "$T/out" || rc=9
check "a deck that paints nothing fails the measurement" [ "$rc" -eq 1 ]

echo "t shop off $T/lanternfall.pdf $T/tidewater.rgb.pdf $rules" >"$T/c3"
fid "$T/c3"
grep -q '^FAIL .*colour settings printed' "$T/out" || rc=9
check "two PDFs that do not pair one to one fail the measurement" \
    [ "$rc" -eq 1 ]

# Greys and a spot colour (no shipped style has them): a grey is K
# alone at its L* on the profile's black ramp (item 4), a spot paints its
# separation with the fallback as given.
sed -e '/^\[category flora\]/,/^$/s/^light .*/light   #808080/' \
    -e '/^\[category water\]/,/^$/s/^light .*/light   #505050/' \
    -e '/^\[node centre\]/,$s/^colour .*/colour  spot 0 100 81 4 P 186 C/' \
    templates/style/lanternfall.style >"$T/grey.style"
"$bin/gen-graph" --rules $rules --style "$T/grey.style" --count 1 |
    "$bin/gen-content" | "$bin/validate" -q >"$T/grey.xml"
for op in overprint no-overprint; do
	"$bin/layout-pdf" --icc icc/FOGRA39-boardpress.icc --$op \
	    "$T/grey.xml" >"$T/grey.$op.pdf"
done
"$bin/layout-pdf" --colour rgb "$T/grey.xml" >"$T/grey.rgb.pdf"
for op in overprint no-overprint; do
	echo "grey shop $op $T/grey.$op.pdf $T/grey.rgb.pdf $T/grey.style" \
	    "$rules templates/style/lanternfall.style"
done >"$T/c4"
fid -v --limit 1.0 2.0 "$T/c4"
grep -q '^    spot P 186 C (0 100 81 4) *0\.00 ' "$T/out" &&
    ok "a spot colour is measured by its fallback as given" ||
    not_ok "a spot colour is measured by its fallback as given" \
    "$(grep -i 'spot\|FAIL' "$T/out" | head -3)"
check "greys print at their L* in K alone (#808080, #505050)" \
    [ "$rc" -eq 0 ]
[ "$rc" -eq 0 ] || grep '^    #808080\|^    #505050' "$T/out" | head -4 |
    sed 's/^ */# /'

# Every shipped style and rules file x template x overprint (under
# valgrind, BP_VALGRIND: the default template only; FIDELITY_TEMPLATES
# names the templates when set: tests/run's sanitizer variant takes one
# of each colour setting the templates have).
templates=$(ls templates/page/*.page | wc -l)
[ -n "${BP_VALGRIND:-}" ] && export FIDELITY_TEMPLATES=shop
# shellcheck disable=SC2086
[ -n "${FIDELITY_TEMPLATES:-}" ] && templates=$(echo $FIDELITY_TEMPLATES | wc -w)
styles=$(ls templates/style/*.style templates/rules/*.rules | wc -l)
sh tests/tools/fidelity.sh "$bin" "$T/all" --limit 1.0 2.0 >"$T/all.out" \
    2>"$T/err"
rc=$?
check "the measurement ran over every style, template and overprint" \
    grep -q "^fidelity: $((styles * templates * 2)) cases" "$T/all.out"
bad=$(grep -c '# PROBLEM' "$T/all.out")
check "every case pairs one to one ($bad problems)" [ "$bad" -eq 0 ]
for s in templates/style/*.style templates/rules/*.rules; do
	name=${s##*/}
	name=${name%.style}
	over=$(grep "^FAIL $name " "$T/all.out")
	what="$name: each template, overprint on and off, ΔE00 within"
	what="$what 1.0 median, 2.0 max"
	if [ -z "$over" ] && grep -q "^ok $name " "$T/all.out"; then
		ok "$what"
	else
		not_ok "$what" \
		    "$(echo "$over" | head -6 | sed '2,$s/^/# /')"
	fi
done
