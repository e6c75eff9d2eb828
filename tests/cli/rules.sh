# rules.sh: a designer's mistakes in a nodes rules file get FILE:LINE and
# exit 2; options that name what the rules lack are refused the same way.
. tests/lib.sh

# base: a small rules file that loads; each case appends one mistake.
base() {
	cat <<'RULES'
[rules]
id mini
kind nodes
players 2 9
[category c]
colour #112233
[action cut]
[type a]
icon lantern
category c
actions cut
min 2
RULES
}

mistake() {
	desc=$1
	line=$2
	pat=$3
	shift 3
	{ base; printf '%s\n' "$@"; } >"$T/m.rules"
	fails_cleanly "rules: $desc" 2 "m.rules:$line: .*$pat" \
	    "$bin/gen-graph" --rules "$T/m.rules"
}

{ base; } >"$T/ok.rules"
run "$bin/gen-graph" --rules "$T/ok.rules"
check "the small rules file loads" test "$rc" -eq 0
mistake "an unknown requirement" 13 'requirement "ghost" names no' \
    "requires ghost"
mistake "min greater than max" 8 "min 2 is greater than max 1" "max 1"
mistake "a negative prob" 8 "prob -2 is negative" "prob -2"
mistake "an unknown expansion" 13 'expansion "ghost" names no' \
    "expansion ghost"
mistake "an icon that does not exist" 8 'icon "nosuchicon" does not exist' \
    "icon nosuchicon"
mistake "a requirement cycle that cannot fit" 8 "requirement cycle" \
    "requires b" "[type b]" "icon reed" "category c" "min 80" "requires a"
mistake "an unknown setting" 13 'unknown setting "colour"' "colour red"
mistake "a type that can never be placed: max 0" 13 \
    "type b: max 0: it can never be placed" \
    "[type b]" "icon reed" "category c" "max 0"
mistake "a type that can never be placed: not on an edge, yet at it" 13 \
    "type b: not_on_edge with edge_max 0.2: it can never be placed" \
    "[type b]" "icon reed" "category c" "not_on_edge yes" "edge_max 0.2"
fails_cleanly "gen-graph: --expansion the rules do not have" 2 \
    'no expansion "ghost"' "$bin/gen-graph" --expansion ghost

# Line ends and a byte-order mark as Windows editors write them: CR LF and
# a BOM are accepted; the boards are those of the LF file, a BOM file's
# deck is the LF file's byte for byte, and the rules a CRLF file leaves in
# a deck (its CRs kept) are read again by every tool down the pipe.
boards() { sed -n '/<\/rules>/,$p' "$1"; }
for f in lanternfall cinderdeep tidewater; do
	src=templates/rules/$f.rules
	"$bin/gen-graph" -q --count 2 --rules "$src" >"$T/lf.xml"
	boards "$T/lf.xml" >"$T/lf.boards"
	sed 's/$/\r/' "$src" >"$T/crlf.rules"
	printf '\357\273\277' | cat - "$src" >"$T/bom.rules"
	printf '\357\273\277' | cat - "$T/crlf.rules" >"$T/both.rules"
	for v in crlf bom both; do
		run "$bin/gen-graph" -q --count 2 --rules "$T/$v.rules"
		cp "$T/out" "$T/$v.xml"
		boards "$T/$v.xml" >"$T/$v.boards"
		check "rules: $f with $v is accepted, the same boards" \
		    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ] &&
		    cmp -s '$T/lf.boards' '$T/$v.boards'"
	done
	check "rules: $f with a BOM: the deck is the LF file's" \
	    cmp -s "$T/lf.xml" "$T/bom.xml"
	{ "$bin/gen-content" -q "$T/both.xml" | "$bin/validate" -q |
	    tee "$T/v.xml" | "$bin/layout-pdf" -q >"$T/both.pdf"; } 2>"$T/pipe.err"
	run "$bin/validate" -q --no-schema "$T/v.xml"
	check "rules: $f CRLF rules in a deck pass the whole pipe" \
	    sh -c "[ $rc -eq 0 ] && [ ! -s '$T/err' ] && [ ! -s '$T/pipe.err' ] &&
	    [ -s '$T/both.pdf' ] &&
	    grep -q '&#13;' '$T/v.xml'"
done
{ base; printf '#\n# a comment\n'; } | sed 's/$/\r/' >"$T/crlf.rules"
run "$bin/gen-graph" --rules "$T/crlf.rules"
check "rules: a lone # before CR LF is a comment" test "$rc" -eq 0
