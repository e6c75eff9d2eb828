# hostile.sh: every hostile file (tests/data/bad/, and the large ones made
# here) is refused by every tool that reads it, in every reading mode: exit
# 2, one stderr line naming the tool, the file, the line and what it trips,
# nothing on stdout, no crash, no hang.
. tests/lib.sh

bad=tests/data/bad
# HOSTILE_TIMEOUT: seconds one run may take (the valgrind run needs more).
limit=${HOSTILE_TIMEOUT:-20}

# refuse NAME FILE LINE PATTERN CMD...: one run of CMD on FILE; on failure
# a line for $fails.
refuse() {
	name=$1
	file=$2
	line=$3
	pat=$4
	shift 4
	timeout "$limit" "$@" <"${from:-/dev/null}" >"$T/out" 2>"$T/err"
	rc=$?
	tool=$(basename "$1")
	where="$file"
	[ "$line" != - ] && where="$file:$line"
	lines=$(wc -l <"$T/err")
	if [ "$rc" -ne 2 ] || [ "$lines" -ne 1 ] || [ -s "$T/out" ] ||
	    ! grep -q "^$tool: " "$T/err" ||
	    ! grep -qE -- "^$tool: $where: .*$pat" "$T/err"; then
		fails="$fails|$* -> status $rc, $lines stderr lines, stdout \
$(wc -c <"$T/out") bytes: $(head -c 200 "$T/err")"
	fi
}

# hostile NAME FILE LINE PATTERN: every reader of FILE refuses it.
hostile() {
	name=$1
	file=$2
	fails=
	case $name in
	*.rules)
		refuse "$@" "$bin/gen-graph" --rules "$file"
		;;
	*)
		for tool in "gen-content" "gen-content --schema" "validate" \
		    "validate --no-schema" "layout-pdf" "layout-pdf --schema"; do
			# shellcheck disable=SC2086
			refuse "$@" "$bin/"$tool "$file"
		done
		# The same through standard input.
		from=$file refuse "$name" stdin "$3" "$4" "$bin/validate"
		;;
	esac
	if [ -z "$fails" ]; then
		ok "$name: refused by every reader"
	else
		old_ifs=$IFS
		IFS='|'
		# shellcheck disable=SC2086
		not_ok "$name: refused by every reader" $fails
		IFS=$old_ifs
	fi
}

# The corpus, as EXPECT lists it; a file missing from EXPECT fails too.
for f in "$bad"/deck-* "$bad"/rules-*; do
	name=${f##*/}
	grep -q "^$name	" "$bad/EXPECT" || not_ok "$name is listed in EXPECT"
done
grep -v '^#' "$bad/EXPECT" >"$T/expect"
while IFS='	' read -r name line pat; do
	hostile "$name" "$bad/$name" "$line" "$pat"
done <"$T/expect"

# Large hostile files, made here rather than kept in the repository.
mini=$bad/../mini-nodes.xml
big() {
	awk -v what="$1" -v n="$2" '
	function rep(s, k,   r) { r = ""; while (k > 0) { if (k % 2) r = r s; s = s s; k = int(k / 2) } return r }
	/<node id="n0"/ && what == "attr" { sub(/role="center"/, "role=\"center\" note=\"" rep("x", n) "\"") }
	/<node id="n0"/ && what == "attrs" { for (i = 0; i < n; i++) sub(/role="center"/, "role=\"center\" a" i "=\"1\"") }
	/<\/edges>/ && what == "text" { print "    <note>" rep("x", n) "</note>" }
	/<\/nodes>/ && what == "nodes" { for (i = 3; i < n; i++) print "      <node id=\"n" i "\" x=\"1\" y=\"1\" role=\"inner\"/>" }
	/^min 2$/ && what == "rules" { for (i = 0; i < n; i++) print "# a comment line of the rules, repeated to make them long" }
	{ print }' "$mini"
}
big attr 4200000 >"$T/deck-attribute-too-long.xml"
hostile deck-attribute-too-long.xml "$T/deck-attribute-too-long.xml" 19 \
    "a tag longer than 4 MiB"
big text 1100000 >"$T/deck-text-too-long.xml"
hostile deck-text-too-long.xml "$T/deck-text-too-long.xml" 26 \
    "text longer than 1 MiB"
big attrs 70 >"$T/deck-too-many-attributes.xml"
hostile deck-too-many-attributes.xml "$T/deck-too-many-attributes.xml" 19 \
    "an element with more than 64 attributes"
big nodes 20010 >"$T/deck-too-many-nodes.xml"
hostile deck-too-many-nodes.xml "$T/deck-too-many-nodes.xml" 20017 \
    "more than 20000 elements in one board"
big rules 20000 >"$T/deck-rules-too-long.xml"
hostile deck-rules-too-long.xml "$T/deck-rules-too-long.xml" '[0-9]+' \
    "(text longer than 1 MiB|the rules are longer than)"

awk '{ print } /^min 2$/ { for (i = 0; i < 1001; i++) print "[action x" i "]" }' \
    "$bad/../mini.rules" >"$T/rules-too-many-entries.rules"
hostile rules-too-many-entries.rules "$T/rules-too-many-entries.rules" 1012 \
    "more than 1000 \[action\] sections"
awk '{ print } END { for (i = 0; i < 20000; i++) print "# a comment line of the rules, repeated to make them long" }' \
    "$bad/../mini.rules" >"$T/rules-too-large.rules"
hostile rules-too-large.rules "$T/rules-too-large.rules" - \
    "rules file larger than 1 MiB"

# An unreadable file: a folder (root reads any file, so not chmod 000).
mkdir "$T/deck-folder.xml" "$T/rules-folder.rules"
hostile deck-folder.xml "$T/deck-folder.xml" - "cannot read: Is a directory"
hostile rules-folder.rules "$T/rules-folder.rules" - \
    "cannot read rules file: Is a directory"
if [ "$(id -u)" -ne 0 ]; then
	cp "$mini" "$T/deck-unreadable.xml"
	chmod 000 "$T/deck-unreadable.xml"
	hostile deck-unreadable.xml "$T/deck-unreadable.xml" - \
	    "cannot open deck: Permission denied"
fi
