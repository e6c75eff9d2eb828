# layout.sh: the library's folders keep their layers (issues 14 and 31).
. tests/lib.sh

# A generator's header: a kind's structure.h, content.h (and their _int.h),
# or the transport and dungeon generators' transport.h and dungeon.h.
gens='structure|structure_int|content|content_int|transport|dungeon'
gen="#include \"[a-z]*/($gens)\\.h\""

# The checks, the deck part and the drawing judge, read, write and print
# a board from what it holds: they include what they share with the
# generators (nodes/measure.h, dungeon/floor.h, transport/seats.h ...),
# never a generator's header.
bad=$(echo $(grep -lE "$gen" lib/*/check*.c lib/*/draw.c lib/*/deck.c))
what="no check, deck or draw file includes a generator's header"
check "$what${bad:+ ($bad)}" test -z "$bad"

# Nor through a shared header: only a generator's header includes another.
bad=$(echo $(grep -lE "$gen" lib/*/*.h | grep -vE "/($gens)\\.h\$"))
check "no shared header includes a generator's header${bad:+ ($bad)}" \
    test -z "$bad"

# The include order between folders, as docs/architecture.md's table has
# it (read from there: the doc is the one copy). A file takes the row of
# the longest folder that holds it; a folder of lib/ with no row is a
# kind, on the lib/<kind>/ row with <kind> its own folder.
doc=docs/architecture.md
awk '/^## The include order/ { on = 1; next }
    on && /^## / { on = 0 }
    on && /^\| `(lib|cmd)\// {
	split($0, cell, "|")
	key = cell[2]; gsub(/[` ]/, "", key)
	may = cell[3]; gsub(/[`,]/, " ", may); gsub(/  +/, " ", may)
	sub(/^ /, "", may); sub(/ $/, "", may)
	print key, may
    }' "$doc" >"$T/order"
rows=$(wc -l <"$T/order")
check "docs/architecture.md has the include order table ($rows rows)" \
    test "$rows" -ge 8

# Every #include "x/..." of lib/ and cmd/, as FILE:LINE:#include "x/...".
find lib cmd -name '*.[ch]' | sort |
    xargs grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' >"$T/inc"
awk 'FILENAME == ARGV[1] {
	may[$1] = substr($0, length($1) + 2)
	next
    }
    {
	split($0, f, ":")
	file = f[1]; line = f[2]
	inc = $0; sub(/^[^"]*"/, "", inc); sub(/".*/, "", inc)
	if (inc !~ /\//)
		next
	row = ""
	for (k in may)
		if (k !~ /</ && index(file, k) == 1 && length(k) > length(row))
			row = k
	kind = ""
	if (row == "" && file ~ /^lib\/[^\/]+\//) {
		kind = file; sub(/^lib\//, "", kind); sub(/\/.*/, "", kind)
		row = "lib/<kind>/"
	}
	if (!(row in may)) {
		print file ":" line ": no row of the include order holds it"
		next
	}
	n = split(may[row], a, " ")
	for (i = 1; i <= n; i++) {
		e = a[i] == "<kind>" ? kind : a[i]
		if (index(inc, e "/") == 1)
			next
	}
	print file ":" line ": includes " inc " (" row " may include " \
	    may[row] ")"
    }' "$T/order" "$T/inc" >"$T/bad"
if [ -s "$T/bad" ]; then
	not_ok "every #include of lib/ and cmd/ keeps the include order"
	sed 's/^/# /' "$T/bad"
else
	ok "every #include of lib/ and cmd/ keeps the include order"
fi

# Third-party headers only where the doc's table allows them (a folder of
# headers, or one header); a header of ours that includes them (or
# includes such a header) counts as theirs.
awk '/^## The include order/ { on = 1; next }
    on && /^## / { on = 0 }
    on && /^\| [^`|-][^|]*\| `[^`|]*(\/|\.h)` \|/ {
	split($0, cell, "|")
	hdr = cell[3]; gsub(/[` ]/, "", hdr)
	sub(/\(.*/, "", cell[4])
	n = split(cell[4], w, "`")
	may = ""
	for (i = 2; i <= n; i += 2)
		may = may " " w[i]
	print hdr may
    }' "$doc" >"$T/third"
check "docs/architecture.md names where libxml2 may be included" \
    grep -q '^libxml/ ' "$T/third"
check "docs/architecture.md names where libqrencode may be included" \
    grep -q '^qrencode.h lib/core/qrcode.c$' "$T/third"
find lib cmd -name '*.[ch]' | sort |
    xargs grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]' >"$T/all"
while read -r hdr may; do
	awk -v hdr="$hdr" -v may="$may" '
	{
		split($0, f, ":")
		file = f[1]; line = f[2]
		inc = $0; sub(/^[^<"]*[<"]/, "", inc); sub(/[>"].*/, "", inc)
		sys = $0 ~ /include[[:space:]]*</
		from[NR] = file; at[NR] = line; what[NR] = inc; angle[NR] = sys
		if (sys && index(inc, hdr) == 1)
			theirs[file] = 1
	}
	END {
		# Our headers that reach hdr, to a fixed point.
		do {
			more = 0
			for (i = 1; i <= NR; i++) {
				k = "lib/" what[i]
				if (!angle[i] && from[i] ~ /\.h$/ &&
				    (k in theirs) && !(from[i] in theirs)) {
					theirs[from[i]] = 1
					more = 1
				}
			}
		} while (more)
		n = split(may, m, " ")
		for (i = 1; i <= NR; i++) {
			k = "lib/" what[i]
			hit = angle[i] ? index(what[i], hdr) == 1 : k in theirs
			if (!hit)
				continue
			for (j = 1; j <= n; j++)
				if (index(from[i], m[j]) == 1)
					break
			if (j > n)
				print from[i] ":" at[i] ": includes " \
				    (angle[i] ? "<" : "\"") what[i] \
				    (angle[i] ? ">" : "\" (which includes " \
				    "<" hdr "…>)")
		}
	}' "$T/all" >"$T/bad3"
	what="<$hdr…> is included only in $may"
	if [ -s "$T/bad3" ]; then
		not_ok "$what"
		sed 's/^/# /' "$T/bad3"
	else
		ok "$what"
	fi
done <"$T/third"

# Library code returns a status; only the out-of-memory path in
# lib/core/mem.c (mem_fatal) ends the process.
bad=$(grep -nE '(^|[^a-z_])(_?exit|_Exit|quick_exit)\(' \
    $(find lib -name '*.[ch]' | sort) | grep -v '^lib/core/mem\.c:')
if [ -n "$bad" ]; then
	not_ok "only lib/core/mem.c exits"
	echo "$bad" | sed 's/^/# /'
else
	ok "only lib/core/mem.c exits"
fi

# The drawing interface (lib/draw) has two backends, PDF (lib/pdf, over
# libharu) and SVG (lib/svg), each a table of operations (draw/dev.h):
# no file asks a document which backend it has (issue 31).
bad=$(echo $(grep -lE -- '->svg\b' lib/*/*.c lib/*/*.h))
check "no file of the library asks a document for its SVG side${bad:+ ($bad)}" \
    test -z "$bad"

# libharu's types stay in the PDF backend: only its files include
# libharu's headers or the backend's insides.
bad=$(echo $(grep -lE '#include (<hpdf|"[a-z]*/pdf_int\.h")' lib/*/*.c \
    lib/*/*.h | grep -v '^lib/pdf/'))
check "only lib/pdf/ sees libharu${bad:+ ($bad)}" test -z "$bad"

# The drawing (the kinds, sheets, screens, pictures) reaches a backend
# through draw/pdf.h alone: only a backend includes a backend's header.
bad=$(echo $(grep -lE '#include "(pdf|svg)/' lib/*/*.c lib/*/*.h |
    grep -vE '^lib/(pdf|svg)/'))
check "only the backends include a backend's header${bad:+ ($bad)}" \
    test -d lib/pdf -a -d lib/svg -a -z "$bad"
