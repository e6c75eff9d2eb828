# isolation.sh: a kind is its folder (issue 31): no C file outside the
# kind folders of lib/ (the other folders of lib/ and cmd/, headers too)
# names a kind, except the kind's one table line in lib/board/kinds.c.
. tests/lib.sh

# The kinds: the folders of lib/ whose kind.c defines the kind's table,
# const struct kind kind_NAME (board/kind.h), NAME being the folder's name.
kinds=
for f in lib/*/kind.c; do
	k=${f#lib/}
	k=${k%/kind.c}
	grep -qE "^const struct kind kind_$k\b" "$f" && kinds="$kinds $k"
done
check "the kind folders are found (${kinds# })" test -n "$kinds"

# The files outside them: every .c and .h of lib/'s other folders and of
# cmd/.
files=
for d in lib/*/; do
	d=${d%/}
	case " $kinds " in *" ${d#lib/} "*) continue ;; esac
	files="$files $(find "$d" -name '*.[ch]' | sort | tr '\n' ' ')"
done
files="$files $(find cmd -name '*.[ch]' | sort | tr '\n' ' ')"

# names K: an extended regular expression matching a line that names kind
# K: issue 31's grep (its enum constant, its part of struct board or of
# struct rules, the rules' field macro R(K.)), an include of its folder's
# headers, a type whose tag has K as a word (struct rules_K, struct
# K_part, struct K_opts …) or that its headers declare, its table
# (kind_K), or a function or variable of its prefix (K_…).
names() {
	k=$1
	up=$(echo "$k" | tr '[:lower:]' '[:upper:]')
	tags=$(sed -nE 's/^(struct|union|enum) ([a-z_0-9]+) \{.*/\2/p' \
	    lib/"$k"/*.h 2>/dev/null | sort -u | tr '\n' '|')
	tags=${tags%|}
	printf '%s' "BOARD_$up\\b|(->|\\.)$k\\.|R\\($k\\.|#[[:space:]]*include[[:space:]]*\"$k/"
	printf '%s' "|\\b(struct|union|enum)[[:space:]]+([a-z0-9]+_)*$k(_[a-z0-9_]*)?\\b"
	[ -n "$tags" ] &&
	    printf '%s' "|\\b(struct|union|enum)[[:space:]]+($tags)\\b"
	printf '%s' "|\\bkind_$k\\b|\\b${k}_[a-z0-9_]+[[:space:]]*\\("
}

# The lines naming a kind; lib/board/kinds.c may name each table (kind_K),
# there and nowhere else.
: >"$T/found"
for k in $kinds; do
	re=$(names "$k")
	# shellcheck disable=SC2086
	grep -nHE "$re" $files | while IFS= read -r line; do
		case $line in
		lib/board/kinds.c:*)
			rest=$(printf "%s\n" "${line#*:*:}" | sed -E "s/\\bkind_$k\\b//g")
			printf "%s\n" "$rest" | grep -qE "$re" || continue
			;;
		esac
		printf "%s: %s\n" "$k" "$line"
	done >>"$T/found"
done
count=$(wc -l <"$T/found")
if [ "$count" -eq 0 ]; then
	ok "no file outside a kind folder names a kind"
else
	files=$(cut -d: -f2 "$T/found" | sort -u | wc -l)
	not_ok "no file outside a kind folder names a kind ($count lines in $files files)"
	sed 's/^/# /' "$T/found"
fi
