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
fails_cleanly "gen-graph: --expansion the rules do not have" 2 \
    'no expansion "ghost"' "$bin/gen-graph" --expansion ghost
