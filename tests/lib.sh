# tests/lib.sh: helpers for the shell tests. Each test prints a TAP line.
# Sourced by tests/cli/*.sh with the repository as the working folder.
set -u
top=$(pwd)
# BP_BIN: the tools to test (tests/run points it at a sanitizer build or
# at valgrind wrappers).
bin=${BP_BIN:-$top/bin}
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT INT TERM
n=0

ok() {
	n=$((n + 1))
	echo "ok $n - $1"
}

not_ok() {
	n=$((n + 1))
	echo "not ok $n - $1"
	shift
	for line in "$@"; do
		echo "# $line"
	done
}

# until_ok N CMD...: CMD, again every 0.1 s until it holds, N tries at
# most (for what another process does in its own time: no fixed sleep).
until_ok() {
	tries=$1
	shift
	while [ "$tries" -gt 0 ]; do
		"$@" && return 0
		tries=$((tries - 1))
		sleep 0.1
	done
	return 1
}

# preview_start ARGS...: preview in the background ($pid), stderr in
# $T/srv.err, once it has printed its address, which goes in $U.
preview_start() {
	"$bin/preview" "$@" >"$T/url" 2>"$T/srv.err" &
	pid=$!
	until_ok 300 test -s "$T/url"
	U=$(head -n 1 "$T/url")
}

# run CMD...: run it with stdout in $T/out, stderr in $T/err, status $rc.
run() {
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
}

# expect DESC: pass when the last shell condition held.
check() {
	desc=$1
	shift
	if "$@"; then
		ok "$desc"
	else
		not_ok "$desc" "stderr: $(head -c 300 "$T/err" 2>/dev/null)"
	fi
}

# fails_cleanly DESC STATUS PATTERN CMD...: CMD exits STATUS with exactly
# one stderr line that matches PATTERN and starts with the tool's name,
# and writes nothing to stdout.
fails_cleanly() {
	desc=$1
	want=$2
	pat=$3
	shift 3
	run "$@"
	tool=$(basename "$1")
	lines=$(wc -l <"$T/err")
	if [ "$rc" -eq "$want" ] && [ "$lines" -eq 1 ] &&
	    [ ! -s "$T/out" ] && grep -q "^$tool: " "$T/err" &&
	    grep -qE -- "$pat" "$T/err"; then
		ok "$desc"
	else
		not_ok "$desc" "status $rc (want $want), $lines stderr lines," \
		    "stdout $(wc -c <"$T/out") bytes, stderr: $(head -c 300 "$T/err")"
	fi
}

# page_boxes PDF: tests/tools/page-check.awk's BOXES lines: each page's
# trim and bleed boxes (points from the top left) and which of its sides
# join another sheet, from the sheet's own label ("the right edge joins
# sheet 2"; "x 254.0-420.0 y 0.0-197.3 mm of 420 x 297", "... mm of the
# back, 420 x 297" on a print-and-play tile). Tiles are laid together
# each over the sheets left of and above it, so a front joins its
# neighbours along its left and top edges (its right and bottom ones lie
# under the next sheets); a back, turned over, lies under them: its left
# and bottom edges join when it turns left to right (a portrait sheet),
# its right and top ones when it turns top to bottom (tests/tools/
# joins.awk has the same model). A side that joins is 1, one under
# another sheet 2, the trim 0. Where a cut line runs along a side,
# page-check.awk takes it for the side.
# The label is read as pdftotext -raw gives it (in the order drawn: a
# name of the board on the label's line, drawn before it, does not join
# it, as -layout would run "Salt 1" into "x 254.0-420.0"), and from
# -layout on a page where -raw does not give it in one line (a label
# running upwards), as tests/cli/tile.sh's label() does.
page_boxes() {
	{
		pdftotext -raw "$1" - 2>/dev/null
		echo "@@ -layout"
		pdftotext -layout "$1" - 2>/dev/null
	} | awk '
	    BEGIN { p = 1; print "- - 0 0 0 0" }
	    /@@ -layout$/ { p = 1; next }
	    { k = split($0, f, "\f"); if (k > 1) p += k - 1 }
	    p in seen { next }
	    / sheet [0-9] of 4 \(/ {
		seen[p] = 1
		print p, "split", /the left edge/, /the right edge/,
		    /the top edge/, /the bottom edge/ }
	    / sheet [A-Z]+[0-9]+ (back )?\([0-9]+ of [0-9]+\) x / &&
	    / x [0-9.]+-[0-9.]+ y [0-9.]+-[0-9.]+ mm of (the back, )?[0-9.]+ x [0-9.]+/ {
		seen[p] = 1
		match($0, / x [0-9.]+-[0-9.]+ y [0-9.]+-[0-9.]+ mm of (the back, )?[0-9.]+ x [0-9.]+/)
		s = substr($0, RSTART + 1, RLENGTH - 1)
		sub(/the back, /, "", s)
		split(s, v, "[ -]+")
		print p, / sheet [A-Z]+[0-9]+ back / ? "back" : "front",
		    (v[2] > 0), (v[3] < v[9]), (v[5] > 0), (v[6] < v[11]) }' \
	    >"$T/page.joins"
	mutool pages "$1" 2>/dev/null | awk '
	    function get(s, n) {
		match(s, " " n "=\"[^\"]*\"")
		return substr(s, RSTART + length(n) + 3, RLENGTH - length(n) - 4)
	    }
	    function box(s) {
		return sprintf("%.4f %.4f %.4f %.4f", get(s, "l"),
		    h - get(s, "t"), get(s, "r"), h - get(s, "b"))
	    }
	    # joins: the sides of page p: 1 where it joins another sheet, 2
	    # where it lies under another, 0 its trim.
	    function joins(p,    f) {
		if (!(p in sheet)) return "0 0 0 0"
		split(sides[p], f, " ")
		if (sheet[p] == "front")
			return f[1] " " 2 * f[2] " " f[3] " " 2 * f[4]
		if (sheet[p] == "back") return w < h ? \
		    f[1] " " 2 * f[2] " " 2 * f[3] " " f[4] : \
		    2 * f[1] " " f[2] " " f[3] " " 2 * f[4]
		return sides[p]
	    }
	    FNR == 1 { file++ }
	    file == 1 { sheet[$1] = $2; sides[$1] = $3 " " $4 " " $5 " " $6; next }
	    /<page / { p = get($0, "pagenum") }
	    /<MediaBox / { w = get($0, "r"); h = get($0, "t") }
	    /<TrimBox / { trim = box($0) }
	    /<BleedBox / { bleed = box($0) }
	    /<\/page>/ { print p, trim, bleed, joins(p) }' "$T/page.joins" -
}

# page_check PDF SAFE: the faults tests/tools/page-check.awk finds on the
# pages of PDF, with a safe zone of SAFE mm, and its count line; the
# trace is left in $T/trace.
page_check() {
	page_boxes "$1" >"$T/page.boxes"
	mutool trace "$1" 2>/dev/null >"$T/trace"
	awk -v safe="$2" -f "$top/tests/tools/trace.awk" \
	    -f "$top/tests/tools/page-check.awk" "$T/page.boxes" "$T/trace"
}

# without DECK IDS: DECK less the boards whose ids are in file IDS.
without() {
	awk -v ids="$2" 'BEGIN { while ((getline l < ids) > 0) drop[l] = 1 }
	    /^  <board / { match($0, / id="[^"]*"/)
		skip = (substr($0, RSTART + 5, RLENGTH - 6) in drop) }
	    !skip { print }
	    /^  <\/board>/ { skip = 0 }' "$1"
}

# template_args FILE: the options a shipped template is given in a test
# beyond its name: a PDF/X-4 template that names no profile is given the
# small test FOGRA39 profile (tests/fuzz/icc/fogra39-v2.icc, made by
# tests/tools/mkicc). It needs none since issue 30 (the shipped FOGRA39
# profile is embedded then: tests/cli/icc.sh); the small one keeps these
# tests' PDFs as they were.
template_args() {
	if grep -q '^pdfx *X-4' "$1" && ! grep -q '^icc *[^n ]' "$1"; then
		echo "--icc $top/tests/fuzz/icc/fogra39-v2.icc"
	fi
}

# template_mm FILE KEY: a length setting of template FILE in mm ("1/8in"
# is 3.175).
template_mm() {
	awk -v k="$2" '$1 == k { print $2 == "1/8in" ? 3.175 : $2 }' "$1"
}

# colours FILE: every CMYK colour PDF FILE's pages paint (its content
# read through qpdf) ("c m y k"), one a line.
colours() {
	qpdf --qdf --object-streams=disable "$1" - |
	    awk '/^[0-9.]+ [0-9.]+ [0-9.]+ [0-9.]+ [kK]$/ { print $1, $2, $3, $4 }'
}

# browser_run MARK SCRIPT ARGS...: a browser test (tests/tools/, headless
# Chromium) run with the count so far: its TAP lines shown and counted,
# then a check that it ran to its end (status 0, a line matching MARK).
browser_run() {
	mark=$1
	shift
	HOME=$T PREVIEW_TAP_FROM=$n timeout 1200 /usr/bin/python3 "$@" \
	    >"$T/tap" 2>"${PREVIEW_ERR:-$T/py.err}"
	brc=$?
	cat "$T/tap"
	n=$((n + $(grep -c '^\(not \)\?ok ' "$T/tap")))
	check "the browser's test ran to its end" \
	    sh -c "[ $brc = 0 ] && grep -q '$mark' '$T/tap'"
}
