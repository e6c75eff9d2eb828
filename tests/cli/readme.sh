# readme.sh: the README's check table is the check table.
. tests/lib.sh

"$bin/validate" --list-checks >"$T/table.md"
sed -n '/^<!-- checks:/,/^<!-- end of checks -->/p' README.md |
    sed '1d;$d' >"$T/readme.md"
check "the README's check table equals validate --list-checks" \
    cmp -s "$T/table.md" "$T/readme.md"
check "every check id appears in the table" \
    test "$(grep -c '^| ' "$T/table.md")" -gt 10

# Every check has its fixture: a unit test named after it (dots as
# underscores) in its kind's check tests.
missing=
while IFS='|' read -r _ kind id _; do
	kind=$(echo $kind)
	id=$(echo "$id" | tr -d '` ')
	case $kind in
	nodes) file=tests/unit/test_check.c ;;
	*) file=tests/unit/test_${kind}_check.c ;;
	esac
	fn=$(echo "$id" | tr . _)
	grep -q "cmocka_unit_test($fn)" "$file" 2>/dev/null ||
		missing="$missing $kind:$id"
done <<EOT
$(grep '^| [a-z]' "$T/table.md" | grep -v '^| kind ')
EOT
check "every check has a unit test named after it${missing:+ (not:$missing)}" \
    test -z "$missing"

# The kinds' own documents list their checks by hand, in their words: each
# table names exactly the kind's checks, in validate's order.
for kind in dungeon transport; do
	"$bin/validate" --list-checks | awk -F'|' -v k="$kind" '
	    { gsub(/ /, "", $2); gsub(/[ `]/, "", $3) } $2 == k { print $3 }' \
	    >"$T/ids.$kind"
	sed -n 's/^| `\([a-z]*\.[a-z_]*\)` |.*/\1/p' "docs/$kind.md" \
	    >"$T/doc.$kind"
	check "docs/$kind.md's check table names the $kind checks, in order" \
	    sh -c "test -s '$T/ids.$kind' && cmp -s '$T/ids.$kind' '$T/doc.$kind'"
done

# gen-graph's options as -h prints them are in the README's usage block and
# its man page's synopsis.
"$bin/gen-graph" -h 2>&1 | grep -o -- '--[a-z-]*' | sort -u >"$T/gg.opts"
sed -n '/^gen-graph \[--kind/,/^```/p' README.md | grep -o -- '--[a-z-]*' |
    sort -u >"$T/gg.readme"
grep '^\.RB \[ ' cmd/gen-graph.1 | grep -o -- '\\-\\-[a-z\\-]*' |
    sed 's/\\//g' | sort -u >"$T/gg.man"
check "gen-graph -h's options are the README's" cmp -s "$T/gg.opts" \
    "$T/gg.readme"
check "… and the man page's" cmp -s "$T/gg.opts" "$T/gg.man"

# Each example of templates/style/README.md and of the README is a style
# the shipped rules take, its files named as from templates/style/.
bad=
mkdir -p "$T/s/style"
ln -s "$top/templates/style/art" "$T/s/style/art"
ln -s "$top/fonts" "$T/fonts"
for doc in templates/style/README.md README.md; do
	awk -v d="$T/s/style/ex" '/^```/ { if (f) { close(o); f = 0 } else c = !c
	    s = 1; next } s && $0 == "[style]" { o = d "." n++; f = 1; c = 0 }
	    { s = 0 } f { print > o }' "$doc"
	for ex in "$T"/s/style/ex.*; do
		kind=$(awk '$1 == "kind" { print $2 }' "$ex")
		"$bin/gen-graph" --kind "$kind" --style "$ex" >/dev/null 2>&1 ||
			bad="$bad $doc"
		rm "$ex"
	done
done
check "the styles' documented examples load${bad:+ (not:$bad)}" \
    test -z "$bad"
