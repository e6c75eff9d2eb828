# transport.sh: transport maps through the four tools; determinism; schema;
# bad rules files; the split board.
. tests/lib.sh

pipe() {
	"$bin/gen-graph" --kind transport --seed 11 --count 3 --players 2 \
	    --scenario railways >"$1.graph.xml" &&
	    "$bin/gen-content" "$1.graph.xml" >"$1.content.xml" &&
	    "$bin/validate" "$1.content.xml" >"$1.valid.xml" &&
	    "$bin/layout-pdf" "$1.valid.xml" >"$1.pdf"
}

pipe "$T/a"
check "the transport pipe succeeds" test $? -eq 0 -a -s "$T/a.pdf"
pipe "$T/b"
for s in graph.xml content.xml valid.xml pdf; do
	check "two runs give byte-identical $s" cmp -s "$T/a.$s" "$T/b.$s"
done
"$bin/gen-graph" --kind transport --seed 11 --count 3 --players 2 \
    --scenario railways | "$bin/gen-content" | "$bin/validate" |
    "$bin/layout-pdf" >"$T/c.pdf"
check "the same through real pipes" cmp -s "$T/a.pdf" "$T/c.pdf"

for s in graph content valid; do
	run xmllint --noout --relaxng templates/schema/deck.rng "$T/a.$s.xml"
	check "xmllint --relaxng accepts the transport $s deck" test "$rc" -eq 0
done
check "validate passes every board" \
    test "$(grep -c 'verdict="pass"' "$T/a.valid.xml")" -eq 3
check "validate records a seat per player" \
    test "$(grep -c '<seat n=' "$T/a.valid.xml")" -eq 6
check "each board records its kind, scenario and grid" grep -qE \
    '<board id="tidewater-000011" kind="transport" rules="tidewater" seed="11" attempt="[0-9]+" players="2" width="297.000" height="210.000" paper="A4" cols="33" rows="23" cell="8.960" scenario="railways"' \
    "$T/a.graph.xml"
check "gen-content names capitals and goods" \
    grep -qE '<city id="c[0-9]+" col="[0-9]+" row="[0-9]+" name="[A-Za-z]+" capital="1"' \
    "$T/a.content.xml"
check "each board has a capital for each seat" test "$(grep -cE \
    '<city [^>]*capital="[12]"' "$T/a.content.xml")" -eq 6

# Every scenario and player count, on several threads and one.
for sc in harbour railways rare_cargo; do
	"$bin/gen-graph" --kind transport --scenario "$sc" --seed 5 --count 8 \
	    --players 8 --jobs 1 -q >"$T/j1.xml"
	"$bin/gen-graph" --kind transport --scenario "$sc" --seed 5 --count 8 \
	    --players 8 --jobs 3 -q >"$T/j3.xml"
	check "$sc: gen-graph's output does not depend on --jobs" \
	    cmp -s "$T/j1.xml" "$T/j3.xml"
done
ok_all=1
for p in 1 2 3 4 5 6 7 8; do
	"$bin/gen-graph" --kind transport --players "$p" --seed 30 --count 4 \
	    -q | "$bin/gen-content" | "$bin/validate" --keep-invalid \
	    >"$T/p.xml" 2>/dev/null
	xmllint --noout --relaxng templates/schema/deck.rng "$T/p.xml" \
	    2>/dev/null || ok_all=0
done
check "decks of 1 to 8 players match the schema" test "$ok_all" -eq 1

run "$bin/gen-graph" --kind transport --scenario storm
check "an unknown --scenario is refused (exit 2)" sh -c \
    "test $rc -eq 2 && grep -q 'no scenario \"storm\"' '$T/err'"
fails_cleanly "--scenario on a nodes board is refused" 2 \
    "nodes boards have no scenarios" "$bin/gen-graph" --scenario harbour
# Rules whose map names no scenario play their first (transport.md), in
# gen-graph as in preview (issue 31: one code path, the kind's).
sed '/^scenario  *harbour$/d' "$top/templates/rules/tidewater.rules" \
    >"$T/nodefault.rules"
run "$bin/gen-graph" --rules "$T/nodefault.rules" --seed 3
check "rules without a map scenario: gen-graph takes the first" sh -c \
    "test $rc -eq 0 && ! test -s '$T/err' && grep -q 'scenario=\"harbour\"' \
    '$T/out'"

# Bad rules: FILE:LINE: message, exit 2.
rules=templates/rules/tidewater.rules
bad() {
	desc=$1
	expr=$2
	pat=$3
	sed "$expr" "$rules" >"$T/bad.rules"
	line=$(diff "$rules" "$T/bad.rules" | sed -n '1s/^\([0-9]*\).*/\1/p')
	run "$bin/gen-graph" --rules "$T/bad.rules"
	if [ "$rc" -eq 2 ] && [ ! -s "$T/out" ] &&
	    grep -qE "^gen-graph: $T/bad.rules:$line: .*$pat" "$T/err"; then
		ok "bad rules: $desc"
	else
		not_ok "bad rules: $desc" "status $rc, line $line," \
		    "stderr: $(head -c 300 "$T/err")"
	fi
}
bad "a good with pointMin > pointMax" 's/^points  2 4/points  4 2/' \
    "points: 4 2 must be in order"
bad "an unknown scenario" 's/^from    rare_cargo/from    rare/' \
    'scenario "rare" names no \[scenario rare\]'
bad "thresholds out of order" 's/^mountain   0.9/mountain   0.4/' \
    "mountain 0.4 must be above high 0.5"
bad "a sea level band upside down" 's/^max_water  0.7/max_water  0.1/' \
    "max_water 0.1 is below min_water 0.2"
bad "fewer name parts than cities need" \
    's/^prefixes  Amber Brine Copper Dusk Ember Fallow Gull/prefixes  Amber/' \
    "names: 19 prefixes, but boards of up to 20 cities need one each"
bad "name parts that make one name two ways" \
    's/^prefixes  Amber Brine/prefixes  Ash Ashf/; s/^suffixes  ford /suffixes  ford ord /' \
    'names: Ash [+] ford and Ashf [+] ord are both "Ashford"'

# The split board: four sheets of the paper, the same cells twice the size.
run "$bin/layout-pdf" --split "$T/a.valid.xml"
check "layout-pdf --split succeeds" test "$rc" -eq 0
cp "$T/out" "$T/split.pdf"
run pdfinfo "$T/split.pdf"
check "--split gives four pages a board" grep -qE '^Pages: +12$' "$T/out"
run pdftotext "$T/split.pdf" -
check "each sheet is labelled" grep -q 'sheet 4 of 4 (bottom right)' \
    "$T/out"
run mutool show "$T/split.pdf" pages/4/TrimBox
check "a split sheet has its TrimBox" grep -q '^\[' "$T/out"
run qpdf --check "$T/split.pdf"
check "qpdf finds the split PDF sound" test "$rc" -eq 0

run pdftotext "$T/a.pdf" -
name=$(sed -n 's/.*<city id="c3" [^>]*name="\([A-Za-z]*\)".*/\1/p' \
    "$T/a.valid.xml" | head -1)
check "city names are printed ($name)" grep -q "$name" "$T/out"
check "the legend names the scenario" grep -q 'Tidewater: Iron Railways' \
    "$T/out"
run qpdf --check "$T/a.pdf"
check "qpdf finds the PDF sound" test "$rc" -eq 0
run pdffonts "$T/a.pdf"
check "the font is embedded" sh -c "tail -n +3 '$T/out' | awk '{ if (\$(NF-4) != \"yes\") exit 1 } END { exit NR == 0 }'"

# What a page shows is what its board holds. The deck after validate
# says what to expect: each <city name>; each <want good value>, drawn
# with its city's other marks as the good's title (from the rules the
# deck embeds) and the value, "Tea 4"; each <seat n city bonus>, drawn
# as the seat's number on its capital and, for a bonus above 0, "+B"
# beside it, paper white on a black disc. mutool trace (read by
# tests/tools/trace-labels.awk) says what is drawn and by which city;
# pdftotext says what a reader can copy off the page. Both are compared
# with the deck as sorted lists: every label with its value at its city,
# and nothing more of those kinds. The legend shows one good of its own
# ("Tea 4", how goods read), by no city.

# titles DECK: "good<TAB>title" for each good of the deck's rules; a good
# without a title is drawn by its name.
titles() {
	xmllint --xpath 'string(/deck/rules[1])' "$1" | awk '
	    /^\[/ { g = "" }
	    $1 == "[good" { g = $2; sub(/\]$/, "", g); t[g] = g }
	    g != "" && $1 == "title" { sub(/^title[ \t]+/, "")
		sub(/[ \t]+#.*/, ""); t[g] = $0 }
	    END { for (g in t) print g "\t" t[g] }'
}

# labels DECK PDF: for each board of DECK (page k shows board k), what
# its page must show into $T/want and what it shows into $T/got, each
# line led by the board's id: "name CITY", "seat N CITY", "bonus N +B"
# and "good CITY TEXT" (as trace-labels.awk prints them), and "word W"
# for each name, "+B" and "Title value" that pdftotext reads.
labels() {
	titles "$1" >"$T/titles"
	: >"$T/want"
	: >"$T/got"
	nb=$(xmllint --xpath 'count(/deck/board)' "$1")
	k=1
	while [ "$k" -le "$nb" ]; do
		b="/deck/board[$k]"
		id=$(xmllint --xpath "string($b/@id)" "$1")
		xmllint --xpath "$b/cities/city/@id | $b/cities/city/@name |
		    $b/cities/city/want/@good | $b/cities/city/want/@value |
		    $b/validation/seat/@n | $b/validation/seat/@city |
		    $b/validation/seat/@bonus" "$1" | awk -F'"' -v id="$id" \
		    -v titles="$T/titles" '
		    BEGIN { while ((getline l <titles) > 0) {
			    split(l, a, "\t"); title[a[1]] = a[2] } }
		    { key = $1; gsub(/[ =]/, "", key); v = $2 }
		    key == "id" { c = v }
		    key == "name" { name[c] = v; print id "\tname\t" v }
		    key == "good" { g = (v in title) ? title[v] : v }
		    key == "value" { print id "\tgood\t" name[c] "\t" g " " v }
		    key == "n" { s = v; sc = "" }
		    key == "city" { sc = v }
		    key == "bonus" { print id "\tseat\t" s "\t" name[sc]
			if (v > 0) print id "\tbonus\t" s "\t+" v }
		    END { print id "\tgood\t-\tTea 4" }' >>"$T/want"
		mutool trace "$2" "$k" 2>/dev/null |
		    awk -f "$top/tests/tools/trace.awk" \
		    -f "$top/tests/tools/trace-labels.awk" |
		    awk -v id="$id" '{ print id "\t" $0 }' >>"$T/got"
		# The words pdftotext reads: names, "+B" and "Title value".
		awk -F'\t' -v id="$id" '$1 == id && $2 == "name" { print $3 }' \
		    "$T/want" >"$T/names"
		alt=$(cut -f2 "$T/titles" | paste -sd'|')
		pdftotext -f "$k" -l "$k" "$2" "$T/page.txt"
		tr -s ' \t\f' '\n\n\n' <"$T/page.txt" >"$T/words"
		{
			grep -xF -f "$T/names" "$T/words"
			grep -xE '\+[0-9]+' "$T/words"
			grep -owE "($alt) [0-9]+" "$T/page.txt"
		} | awk -v id="$id" '{ print id "\tword\t" $0 }' >>"$T/got"
		k=$((k + 1))
	done
	awk -F'\t' -v OFS='\t' '$2 == "name" { print $1, "word", $3 }
	    $2 == "bonus" { print $1, "word", $4 }
	    $2 == "good" { print $1, "word", $4 }' "$T/want" >"$T/words"
	cat "$T/words" >>"$T/want"
}

# same DESC KIND: the lines of KIND in $T/got are those in $T/want, as
# many of each (and there are some).
same() {
	awk -F'\t' -v k="$2" '$2 == k' "$T/want" | sort >"$T/want.k"
	awk -F'\t' -v k="$2" '$2 == k' "$T/got" | sort >"$T/got.k"
	if [ -s "$T/want.k" ] && cmp -s "$T/want.k" "$T/got.k"; then
		ok "$1"
	else
		not_ok "$1" "$(wc -l <"$T/want.k") in the deck," \
		    "$(wc -l <"$T/got.k") on the pages; the first differences:"
		diff "$T/want.k" "$T/got.k" | sed -n \
		    's/^</# deck only:/p; s/^>/# page only:/p' | head -6
	fi
}

# Several scenarios, player counts (cells of 8.96 mm down to 5.12 mm) and
# bonuses of 1 to 4; the railways deck is the one made above.
"$bin/gen-graph" --kind transport --scenario rare_cargo --players 4 \
    --seed 1 --count 3 -q | "$bin/gen-content" | "$bin/validate" -q \
    >"$T/rare.valid.xml"
"$bin/layout-pdf" "$T/rare.valid.xml" >"$T/rare.pdf"
"$bin/gen-graph" --kind transport --scenario harbour --players 8 \
    --seed 1 --count 2 -q | "$bin/gen-content" | "$bin/validate" -q \
    >"$T/harbour.valid.xml"
"$bin/layout-pdf" "$T/harbour.valid.xml" >"$T/harbour.pdf"
"$bin/gen-graph" --kind transport --players 1 --seed 30 -q |
    "$bin/gen-content" | "$bin/validate" -q >"$T/one.valid.xml"
"$bin/layout-pdf" "$T/one.valid.xml" >"$T/one.pdf"
bonuses=0
for d in "a 2 players, railways" "rare 4 players, rare cargo" \
    "harbour 8 players, harbour" "one 1 player"; do
	f=${d%% *}
	w=${d#* }
	labels "$T/$f.valid.xml" "$T/$f.pdf"
	same "$w: every city's name is drawn once, and no other" name
	same "$w: each seat's number is drawn on its capital" seat
	if [ "$f" = one ]; then
		check "$w: a lone seat has no bonus, and none is drawn" \
		    test -z "$(awk -F'\t' '$2 == "bonus"' "$T/want" "$T/got")"
	else
		same "$w: each bonus is drawn as +B by its seat, white on black" \
		    bonus
	fi
	same "$w: each good a city wants is drawn with its marks, with its value" good
	same "$w: pdftotext reads every name, +B and good with its value" word
	bonuses=$((bonuses + $(awk -F'\t' '$2 == "bonus"' "$T/want" | wc -l)))
done
check "the label checks met at least 10 start bonuses" test "$bonuses" -ge 10
