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

# hostile NAME FILE LINE PATTERN: every reader of FILE refuses it. With
# BP_VALGRIND set (under valgrind, where each run costs seconds) only every
# third file is tried, each with one reader, the next with the next.
turn=0
hostile() {
	name=$1
	file=$2
	fails=
	turn=$((turn + 1))
	[ -n "${BP_VALGRIND:-}" ] && [ $((turn % 3)) -ne 0 ] && return
	case $name in
	*.rules)
		refuse "$@" "$bin/gen-graph" --rules "$file"
		;;
	*)
		k=0
		for tool in "gen-content" "gen-content --schema" "validate" \
		    "validate --no-schema" "layout-pdf" "layout-pdf --schema" \
		    stdin; do
			k=$((k + 1))
			[ -n "${BP_VALGRIND:-}" ] &&
			    [ $((turn / 3 % 7 + 1)) -ne $k ] && continue
			if [ "$tool" = stdin ]; then
				from=$file refuse "$name" stdin "$3" "$4" \
				    "$bin/validate"
				from=
			else
				# shellcheck disable=SC2086
				refuse "$@" "$bin/"$tool "$file"
			fi
		done
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
# big WHAT N NAME LINE PATTERN: NAME made from mini-nodes.xml (or, for a
# rules file, mini.rules) with WHAT grown to N, then refused as EXPECT says
# a file with LINE and PATTERN must be.
mini=$bad/../mini-nodes.xml
big() {
	src=$mini
	case $3 in *.rules) src=$bad/../mini.rules ;; esac
	awk -v what="$1" -v n="$2" '
	function rep(s, k,   r) { r = ""; while (k > 0) { if (k % 2) r = r s; s = s s; k = int(k / 2) } return r }
	/<node id="n0"/ && what == "attr" { sub(/role="center"/, "role=\"center\" note=\"" rep("x", n) "\"") }
	/<node id="n0"/ && what == "attrs" { for (i = 0; i < n; i++) sub(/role="center"/, "role=\"center\" a" i "=\"1\"") }
	/<\/edges>/ && what == "text" { print "    <note>" rep("x", n) "</note>" }
	/<\/nodes>/ && what == "board-attrs" { a = ""; for (i = 0; i < 63; i++) a = a " a" i "=\"\""; for (i = 0; i < n; i++) print "      <x:e xmlns:x=\"urn:x\"" a "/>" }
	/<\/nodes>/ && what == "xml-comments" { for (i = 0; i < n; i++) print "      <!-- a comment -->" }
	/<\/nodes>/ && what == "pis" { for (i = 0; i < n; i++) print "      <?note a processing instruction?>" }
	/<\/nodes>/ && what == "cdata" { for (i = 0; i < n; i++) print "      <![CDATA[ ]]>" }
	/<\/nodes>/ && what == "nodes" { for (i = 3; i < n; i++) print "      <node id=\"n" i "\" x=\"1\" y=\"1\" role=\"inner\"/>" }
	/^min 2$/ && what == "comments" { for (i = 0; i < n; i++) print "# a comment line of the rules, repeated to make them long" }
	/^min 2$/ && what == "sections" { print; for (i = 0; i < n; i++) print "[action x" i "]"; next }
	{ print }' "$src" >"$T/$3"
	hostile "$3" "$T/$3" "$4" "$5"
}
big attr 4200000 deck-attribute-too-long.xml 19 "a tag longer than 4 MiB"
big text 1100000 deck-text-too-long.xml 26 "text longer than 1 MiB"
big attrs 70 deck-too-many-attributes.xml 19 \
    "an element with more than 64 attributes"
big nodes 20010 deck-too-many-nodes.xml 20017 \
    "more than 20000 elements in one board"
# Comments, CDATA sections and processing instructions cost the schema's
# reader a node each: they count as elements (the 19996th, on line
# 22 + 19995, makes 20001 with the board's 5 elements before it).
for what in xml-comments pis cdata; do
	big $what 20000 deck-too-many-$what.xml 20017 \
	    "more than 20000 elements in one board \\(comments"
done
# 64 attributes (63 and a namespace) on each of 3,200 elements: the
# schema's reader holds each as two nodes. The 3,125th element, on line
# 22 + 3124, brings the board's count (8 + 14 before) over 200,000.
big board-attrs 3200 deck-too-many-attributes-in-board.xml 3146 \
    "more than 200000 attributes in one board"
big comments 20000 deck-rules-too-long.xml '[0-9]+' \
    "(text longer than 1 MiB|the rules are longer than)"
big sections 1001 rules-too-many-entries.rules 1012 \
    "more than 1000 \[action\] sections"
big comments 20000 rules-too-large.rules - "rules file larger than 1 MiB"

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
