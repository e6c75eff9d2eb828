# fold.sh: folding boards (issue 35, item 2), read off the printed pages:
# each kind made with its rules' "panels 4" and laid out on the fold4
# template (and nodes on fold2 and fold6) has no readable mark (a glyph
# or an icon: tests/tools/page-check.awk's hinge check, on mutool trace;
# and each word of pdftotext -bbox) within the hinge margin, half the
# 3 mm gap and 1.5 mm, of a hinge worked out from the trim box alone;
# the same boards made flat, printed with the same page (wrapped: 18 mm
# bleed, marks), do have marks there, so the check can fail; layout-pdf
# refuses a flat board on a folding template [layout.hinge], validate
# names clarity.hinge; --proof dashes the hinges, and so do layout-svg's
# and preview's screen drawings; the rules' and the template's panels are
# checked.
. tests/lib.sh

tools=$top/tests/tools
HM=3 # the hinge margin, mm: half the 3 mm gap and 1.5 mm

# rules KIND N: the kind's shipped rules with panels N, into $T/KIND-N.rules.
rules() {
	case $1 in
	nodes) f=lanternfall ;;
	transport) f=tidewater ;;
	dungeon) f=cinderdeep ;;
	esac
	sed "/^players/a panels   $2" "templates/rules/$f.rules" \
	    >"$T/$1-$2.rules"
}

# boards KIND N OUT: 8 boards of KIND at 4 players, made with panels N
# (N 1: the shipped rules, flat), validated, into OUT.
boards() {
	if [ "$2" = 1 ]; then
		set -- "$1" "$2" "$3" --kind "$1"
	else
		rules "$1" "$2"
		set -- "$1" "$2" "$3" --rules "$T/$1-$2.rules"
	fi
	out=$3
	shift 3
	"$bin/gen-graph" "$@" --count 8 --players 4 2>"$T/err" |
	    "$bin/gen-content" 2>>"$T/err" | "$bin/validate" -q \
	    2>>"$T/err" >"$out"
}

# words PDF N: the words of pdftotext -bbox within the hinge margin of a
# hinge of N panels, the hinges worked out from pdfinfo's TrimBox of each
# page; prints "pages P words W on H".
words() {
	pdfinfo -box -f 1 -l 999 "$1" 2>/dev/null |
	    awk '/^Page +[0-9]+ +TrimBox:/ { print "trim", $4, $5, $6, $7 }
		/^Page +[0-9]+ +MediaBox:/ { print "media", $4, $5, $6, $7 }' \
	    >"$T/boxes"
	pdftotext -bbox "$1" - 2>/dev/null | awk -v panels="$2" -v hm="$HM" \
	    -v boxes="$T/boxes" '
	    BEGIN {
		k = 72 / 25.4; hm *= k
		while ((getline l < boxes) > 0) {
			split(l, f, " ")
			if (f[1] == "media") { mh[++nm] = f[5] }
			else { tx0[++nt] = f[2]; ty0[nt] = f[3]
				tx1[nt] = f[4]; ty1[nt] = f[5] }
		}
	    }
	    /<page / {
		p++
		# pdftotext: y down from the top; pdfinfo: y up.
		l = tx0[p]; r = tx1[p]; t = mh[p] - ty1[p]; b = mh[p] - ty0[p]
		w = r - l; h = b - t
		along = panels == 6 ? 3 : 2; across = panels == 2 ? 1 : 2
		cols = w >= h ? along : across; rows = w >= h ? across : along
		n = 0
		for (i = 1; i < cols; i++) { ax[++n] = 0; at[n] = l + w * i / cols }
		for (i = 1; i < rows; i++) { ax[++n] = 1; at[n] = t + h * i / rows }
	    }
	    /<word / {
		split($0, a, "\"")
		x0 = a[2]; y0 = a[4]; x1 = a[6]; y1 = a[8]
		# Only what is on the board: the slug is the shop'"'"'s.
		if (y0 > b || y1 < t || x1 < l || x0 > r)
			next
		words++
		for (i = 1; i <= n; i++) {
			lo = ax[i] ? y0 : x0; hi = ax[i] ? y1 : x1
			if (lo - hm < at[i] && at[i] < hi + hm) {
				on++
				if (on <= 3)
					print "# on a hinge: " $0 > "/dev/stderr"
				break
			}
		}
	    }
	    END { printf "pages %d words %d on %d\n", p, words, on }'
}

# judge PDF N: page-check's line for PDF, its hinges of N panels.
judge() {
	page_boxes "$1" >"$T/page.boxes"
	mutool trace "$1" 2>/dev/null >"$T/trace"
	awk -v safe=4 -v panels="$2" -v hinge="$HM" -f "$tools/trace.awk" \
	    -f "$tools/page-check.awk" "$T/page.boxes" "$T/trace" >"$T/found"
	tail -1 "$T/found"
}

if ! command -v mutool >/dev/null 2>&1 ||
    ! command -v pdftotext >/dev/null 2>&1; then
	ok "# SKIP mutool or pdftotext is not installed"
	echo "1..$n"
	exit 0
fi

for set in "nodes 4 fold4" "transport 4 fold4" "dungeon 4 fold4" \
    "nodes 2 fold2" "nodes 6 fold6"; do
	set -- $set
	kind=$1 np=$2 tpl=$3
	boards "$kind" "$np" "$T/$kind-$np.xml"
	made=$(grep -c '<board ' "$T/$kind-$np.xml")
	check "$kind, panels $np: 8 boards made valid ($made)" \
	    test "$made" -eq 8
	rc=0
	"$bin/layout-pdf" -q --template "$tpl" -o "$T/$kind-$np.pdf" \
	    "$T/$kind-$np.xml" 2>"$T/err" || rc=$?
	check "$kind on $tpl: printed, nothing refused ($rc)" \
	    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ]"
	line=$(judge "$T/$kind-$np.pdf" "$np")
	check "$kind on $tpl: no glyph or icon on a hinge ($line)" \
	    sh -c "echo '$line' | grep -q '^pages 8 glyphs [1-9][0-9]* .* hinge 0\$'"
	line=$(words "$T/$kind-$np.pdf" "$np" 2>"$T/err")
	check "$kind on $tpl: no word (pdftotext -bbox) on a hinge ($line)" \
	    sh -c "echo '$line' | grep -q '^pages 8 words [1-9][0-9]* on 0\$'"
done

# The same check finds the marks of boards made flat: printed on the
# wrapped template (the same 18 mm bleed, marks and slug, no hinges),
# judged as if they folded in 4.
for kind in nodes transport dungeon; do
	boards "$kind" 1 "$T/$kind-1.xml"
	"$bin/layout-pdf" -q --template wrapped -o "$T/$kind-flat.pdf" \
	    "$T/$kind-1.xml" 2>"$T/err"
	line=$(judge "$T/$kind-flat.pdf" 4)
	check "$kind made flat: page-check finds marks on the hinges ($line)" \
	    sh -c "echo '$line' | grep -q ' hinge [1-9][0-9]*\$'"
	if [ "$kind" != dungeon ]; then
		line=$(words "$T/$kind-flat.pdf" 4 2>/dev/null)
		check "$kind made flat: pdftotext finds words on the hinges ($line)" \
		    sh -c "echo '$line' | grep -q ' on [1-9][0-9]*\$'"
	fi
	# layout-pdf refuses them on a folding template: status 1, one line
	# a board that has a mark there, nothing written.
	rc=0
	"$bin/layout-pdf" --template fold4 -o "$T/refused.pdf" \
	    "$T/$kind-1.xml" 2>"$T/err" || rc=$?
	check "$kind made flat on fold4: status 1, nothing written ($rc)" \
	    sh -c "[ $rc -eq 1 ] && [ ! -e '$T/refused.pdf' ]"
	check "$kind made flat on fold4: one line a board, naming the mark and the hinge" \
	    sh -c "[ \$(grep -c . '$T/err') -ge 1 ] &&
	    ! grep -v '^layout-pdf: $T/$kind-1.xml:[0-9]*: board [a-z]*-[0-9]*: its [a-z ]* [0-9]* comes [0-9.]* mm from the hinge at [xy] = [0-9.]* mm, within the 3.0 mm a 4-panel fold of the template keeps clear: the page is not printed (the rules. panels and hinge make boards that keep off them) \[layout.hinge\]\$' '$T/err'"
done

# validate: each folding board carries clarity.hinge, passed; a flat
# board none (its deck is as before).
check "validate: the folding boards passed clarity.hinge" \
    test "$(grep -c '<check id="clarity.hinge" result="pass"/>' \
    "$T/nodes-4.xml")" -eq 8
check "validate: flat boards carry no clarity.hinge" \
    sh -c "! grep -q 'clarity.hinge' '$T/nodes-1.xml'"
# Boards made flat, their deck's rules then told they fold in 4: validate
# finds their marks on the hinges and makes them again (regen, which
# makes them with the hinges known); with one attempt allowed, one line a
# board naming the mark and the hinge, status 1.
"$bin/gen-graph" --kind nodes --count 3 --players 4 2>/dev/null |
    "$bin/gen-content" 2>/dev/null |
    sed '/^players  2 9$/a panels   4' >"$T/told.xml"
run "$bin/validate" "$T/told.xml"
check "validate: flat boards under panels 4 made again, valid ($rc)" \
    sh -c "[ $rc -eq 0 ] && [ \$(grep -c '<check id=\"clarity.hinge\" result=\"pass\"/>' '$T/out') -eq 3 ] &&
    grep -q 'made again at attempt [0-9]*, as attempt 0 failed: its [a-z ]* [0-9]* comes [0-9.]* mm from the [a-z]* hinge at [0-9.]* mm of 4 panels, within 3.0 mm (half the 3 mm gap and 1.5 mm) \[clarity.hinge\]' '$T/err'"
run "$bin/validate" -q --max-attempts 1 "$T/told.xml"
check "validate --max-attempts 1: status 1, one line a board on a hinge ($rc)" \
    sh -c "[ $rc -eq 1 ] && [ \$(grep -c 'hinge.*\[clarity.hinge\]\$' '$T/err') -ge 1 ] &&
    [ \$(grep -c . '$T/err') -eq \$(grep -c '\[clarity.hinge\]\$' '$T/err') ]"
# --proof draws the hinges: thin dashed lines (short strokes) along the
# middle of each board's cell.
"$bin/layout-pdf" -q --template fold4 --proof 2 -o "$T/proof.pdf" \
    "$T/nodes-4.xml"
"$bin/layout-pdf" -q --template wrapped --proof 2 -o "$T/proof-flat.pdf" \
    "$T/nodes-4.xml"
dashes() {
	mutool trace "$1" 2>/dev/null | awk '
	    /<stroke_path / && / color="0 1 0 0"/ { n++ }
	    END { print n + 0 }'
}
d4=$(dashes "$T/proof.pdf")
d1=$(dashes "$T/proof-flat.pdf")
check "--proof on fold4: the hinges dashed in magenta ($d4 paths; flat: $d1)" \
    sh -c "[ $d4 -ge 8 ] && [ $d1 -eq 0 ]"

# Screens show where a folding board folds: layout-svg (the rules'
# panels) and preview (the page template's) dash its hinges in magenta,
# 1 px strokes of their own, across the front; a flat board, or a
# folding one on a flat template, shows none.
mkdir "$T/svg4" "$T/svg1"
"$bin/layout-svg" --svg "$T/svg4" "$T/nodes-4.xml" 2>"$T/err"
"$bin/layout-svg" --svg "$T/svg1" "$T/nodes-1.xml" 2>>"$T/err"
hinged() {
	grep -l '<path d="M 148.5 0 L 148.5 3 M 148.5 5 [^"]* M 0 105 L 3 105 M 5 105 [^"]*" fill="none" stroke="#ff00ff"' "$@" |
	    wc -l
}
fronts=$(ls "$T/svg4" | grep -cv -e '-back\.svg$' -e '-key\.svg$')
h4=$(hinged "$T"/svg4/*.svg)
check "layout-svg: each folding board's front dashes its hinges ($h4 of $fronts)" \
    sh -c "[ $fronts -eq 8 ] && [ $h4 -eq $fronts ]"
check "layout-svg: flat boards show none" \
    sh -c "[ \$(ls '$T/svg1' | grep -c .) -ge 8 ] && ! grep -q ff00ff '$T'/svg1/*.svg"
preview_start -q --rules "$T/nodes-4.rules" --port 0 --seeds 1-2
curl -s --max-time 60 "${U}api/grid?from=1&to=1&template=fold4" >"$T/g4"
curl -s --max-time 60 "${U}api/grid?from=1&to=1" >"$T/g1"
kill -TERM "$pid"
wait "$pid"
for g in g4 g1; do
	/usr/bin/python3 -c "import json,sys; sys.stdout.write(json.load(open('$T/$g'))['boards'][0]['svg'])" \
	    >"$T/$g.svg" 2>>"$T/err"
done
h4=$(hinged "$T/g4.svg")
check "preview on fold4: the board dashes its hinges; on a flat template, none" \
    sh -c "[ $h4 -eq 1 ] && [ -s '$T/g1.svg' ] && ! grep -q ff00ff '$T/g1.svg'"

# A set-up that no attempt can keep off the hinges: a six-panel A5 or
# four-panel 150x100 dungeon, whose caption under the map (at its widest,
# 63 mm) crosses a hinge wherever the board is made: gen-graph refuses it
# before any work, one line naming the rules and [limits.fit], status 2,
# nothing on stdout (it was once made and refused by validate, a board
# at a time, after 50 attempts each).
rules dungeon 6
run "$bin/gen-graph" --rules "$T/dungeon-6.rules" --paper A5 --count 2 \
    --players 2
check "a six-panel A5 dungeon: refused up front, one line, status 2 ($rc)" \
    sh -c "[ $rc -eq 2 ] && [ ! -s '$T/out' ] && [ \$(grep -c . '$T/err') -eq 1 ] &&
    grep -q '^gen-graph: .*dungeon-6.rules: .*caption under the map .* crosses a hinge of the 6-panel fold .*\[limits.fit\]\$' '$T/err'"
run "$bin/gen-graph" --rules "$T/dungeon-6.rules" --paper A4 --count 2 \
    --players 2
check "a six-panel A4 dungeon is made ($rc)" \
    sh -c "[ $rc -eq 0 ] && grep -q '<board ' '$T/out'"

# Mistakes: the rules' panels and the template's.
printf '[rules]\nid f\nkind nodes\npanels 3\n' >"$T/bad.rules"
fails_cleanly "rules: panels 3 refused" 2 \
    'bad.rules:4: panels: a board folds in 1 \(flat\), 2, 4 or 6 panels, not 3' \
    "$bin/gen-graph" --rules "$T/bad.rules"
# The die of a folding board (layout-pdf --die spot, --die-out): the
# sheet cut at the wrap's outer edge, creased along the board's edges and
# its hinges, across the wrap; read back from the die-line PDF with
# pikepdf against the print file's boxes and the panels' hinges.
for set in "transport 4 fold4" "nodes 2 fold2" "nodes 6 fold6"; do
	set -- $set
	lrc=0
	"$bin/layout-pdf" -q --template "$3" --die spot \
	    --die-out "$T/$1-$2.die.pdf" -o "$T/$1-$2.cut.pdf" \
	    "$T/$1-$2.xml" 2>"$T/lerr" || lrc=$?
	run /usr/bin/python3 "$tools/die_check.py" fold "$T/$1-$2.die.pdf" \
	    "$T/$1-$2.cut.pdf" "$2"
	check "$1 on $3: cut at the wrap, creased at the trim and the hinges" \
	    sh -c "[ $lrc -eq 0 ] && [ ! -s '$T/lerr' ] && [ $rc -eq 0 ]" ||
	    sed 's/^/# /' "$T/out" "$T/lerr"
done

fails_cleanly "layout-pdf --panels 5 refused" 2 \
    'panels: 1 \(flat\), 2, 4 or 6, not "5"' \
    "$bin/layout-pdf" --panels 5 "$T/nodes-4.xml"
fails_cleanly "layout-pdf --hinge 25 refused" 2 \
    'hinge: a length in \[0, 20\] mm is needed, not "25"' \
    "$bin/layout-pdf" --template fold4 --hinge 25 "$T/nodes-4.xml"

echo "1..$n"
