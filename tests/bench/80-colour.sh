# 80-colour.sh: make bench's colour fidelity (issue 30, item 1): for every
# shipped style and rules file, page template and overprint setting, the
# ΔE00 of the CMYK the pages paint, read through the press's profile,
# against the profile's own separation of the designer's colour (a) and
# the colour itself where the press holds it (b): median, p95 and max,
# the worst colour named (tests/tools/fidelity.sh and fidelity.py say how).
. tests/bench/lib.sh

echo "== colour fidelity: ΔE00 of the painted CMYK, 2 boards a style =="
sh tests/tools/fidelity.sh bin "$T/fidelity" --limit 1.0 2.0
rc=$?
# Over the limits is a figure here, not a failure (make check judges it);
# a measurement that could not be made is one.
[ "$rc" -le 1 ] || exit 1
