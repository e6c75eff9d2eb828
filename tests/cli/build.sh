# build.sh: the Makefile rebuilds only what a header reaches, finds kinds'
# folders and tests alone, and the library holds no dead or needless export.
. tests/lib.sh
# Run from make check, the makes below are not part of its build: they
# take none of its flags or job slots.
unset MAKEFLAGS MFLAGS

# rebuilt HEADER: the library objects make would compile again were HEADER
# new (make -W: nothing is touched), one a line.
rebuilt() {
	make -n -W "$1" build/libboardpress.a 2>/dev/null |
	    sed -n 's|.* -c -o \(build/lib/[^ ]*\.o\) .*|\1|p' | sort
}

# var NAME: the Makefile's variable NAME.
var() {
	make -s --no-print-directory --eval "p: ; @echo \$($1)" p
}

# What each library object's source includes, directly or through other
# headers, as the compiler's -MM pass says (not make): "OBJECT HEADER".
deps() {
	flags=$(var BP_CFLAGS)
	for s in $(var LIB_SRC); do
		# shellcheck disable=SC2086
		${CC:-cc} $flags -MM -MT "build/${s%.c}.o" "$s" ||
		    echo "build/${s%.c}.o: cc -MM failed"
	done | tr -d '\\' | awk '{ if ($1 ~ /:$/) { o = $1; sub(/:$/, "", o);
	    i = 2 } else i = 1; for (; i <= NF; i++) print o, $i }'
}

if ! make -q build/libboardpress.a 2>/dev/null; then
	ok "# SKIP build/ is not up to date (make build/all first)"
else
	total=$(var LIB_SRC | wc -w)
	deps >"$T/deps"
	for h in lib/core/sort.h lib/board/board.h; do
		rebuilt "$h" >"$T/rebuilt"
		awk -v h="$h" '$2 == h { print $1 }' "$T/deps" | sort \
		    >"$T/includers"
		got=$(wc -l <"$T/rebuilt")
		if cmp -s "$T/rebuilt" "$T/includers" && [ "$got" -lt "$total" ]
		then
			ok "a new $h rebuilds only the objects that include it"
		else
			not_ok "a new $h rebuilds only the objects that include it" \
			    "rebuilt $got of $total; includers: $(wc -l <"$T/includers")" \
			    "$(diff "$T/includers" "$T/rebuilt" | head -5)"
		fi
	done
	# An object made before its headers were recorded (no .d beside it,
	# as in a build/ from before -MMD) is made again, so a tree built
	# by an older Makefile never links an object of old headers.
	d=build/lib/core/rng.d
	mv "$d" "$T/rng.d"
	got=$(make -n build/libboardpress.a 2>/dev/null |
	    grep -c -- '-c -o build/lib/core/rng\.o ')
	mv "$T/rng.d" "$d"
	check "an object without its .d file is made again" test "$got" -eq 1
fi

# Every lib/DIR/ with a kind.c but lib/board/ is a kind's folder: all its
# .c files are in the library and its unit tests in UNIT, and the Makefile
# names neither the folder nor a test of it.
printf '%s\n' $(var LIB_SRC) $(var UNIT) >"$T/listed"
missing= named=
for k in lib/*/kind.c; do
	d=${k%/kind.c}
	k=${d#lib/}
	[ "$k" = board ] && continue
	for s in "$d"/*.c; do
		grep -qx "$s" "$T/listed" || missing="$missing $s"
	done
	for t in tests/unit/test_"$k"_*.c; do
		[ -f "$t" ] || continue
		t=${t#tests/unit/test_}
		grep -qx "${t%.c}" "$T/listed" || missing="$missing $t"
	done
	grep -qE "lib/$k/|[ \\t]${k}_[a-z_]+" Makefile && named="$named $k"
done
if [ -z "$missing" ]; then
	ok "every kind folder's sources and unit tests are built"
else
	not_ok "every kind folder's sources and unit tests are built" \
	    "not in LIB_SRC or UNIT:$missing"
fi
if [ -z "$named" ]; then
	ok "the Makefile names no kind folder nor its tests"
else
	not_ok "the Makefile names no kind folder nor its tests" \
	    "named:$named"
fi

# tests/tools/exports.sh compiles every source again at -O0 and reads the
# objects: it prints "dead" or "static" for a function no object calls or
# only its own file does. Once, in the normal variant: it reads the
# sources, not the tools under test.
if [ -n "${BP_BIN:-}" ]; then
	ok "# SKIP the exports are checked in the normal variant"
else
	sh tests/tools/exports.sh >"$T/exports" 2>"$T/err"
	rc=$?
	grep -v '^test ' "$T/exports" >"$T/bad"
	if [ "$rc" -eq 0 ] && [ ! -s "$T/bad" ]; then
		ok "no library function is dead or exported needlessly"
	else
		not_ok "no library function is dead or exported needlessly" \
		    "$(head -20 "$T/bad")" "$(head -3 "$T/err")"
	fi
fi
