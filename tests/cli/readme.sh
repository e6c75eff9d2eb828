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
