# readme.sh: the README's check table is the check table.
. tests/lib.sh

"$bin/validate" --list-checks >"$T/table.md"
sed -n '/^<!-- checks:/,/^<!-- end of checks -->/p' README.md |
    sed '1d;$d' >"$T/readme.md"
check "the README's check table equals validate --list-checks" \
    cmp -s "$T/table.md" "$T/readme.md"
check "every check id appears in the table" \
    test "$(grep -c '^| ' "$T/table.md")" -gt 10
