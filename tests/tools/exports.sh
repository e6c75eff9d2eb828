#!/bin/sh
# tests/tools/exports.sh [DIR]: the library's functions that are dead or
# need not be exported, read from the objects' symbols (nm) and relocations
# (objdump -r), not from the sources.
# Every library, tool and test source is compiled again at -O0 into DIR
# (default: a temporary folder), so no call is inlined away: a call made
# inside a file is then a relocation against the function's name in that
# file's object. Each function a library object defines (nm: T) is then
#   dead      referenced by no object, its own aside from itself
#   static    referenced only inside its own file
#   test      referenced outside its file by tests alone (unit, property,
#             fuzz, bench): a public function a test calls, left alone
# and printed as "KIND FUNCTION FILE". A function a linked library also
# defines (libharu's hooks that pdf_deflate.c replaces) is the library's
# to call, never dead; stb_* are stb_perlin.h's own, compiled whole in
# lib/transport/terrain.c as that single-file library asks. When all is
# well, only "test" lines are printed.
cd "$(dirname "$0")/../.." || exit 2
keep=${1:+yes}
dir=${1:-$(mktemp -d)}
[ -n "$keep" ] || trap 'rm -rf "$dir"' EXIT INT TERM
mkdir -p "$dir" || exit 2
# Run from make check, the makes below are not part of its build: they
# take none of its flags or job slots.
unset MAKEFLAGS MFLAGS

var() {
	make -s --no-print-directory --eval "print-var: ; @echo \$($1)" \
	    print-var
}
cflags="$(var BP_CFLAGS) -O0 -DBP_TOP=\"$PWD\""
cc=${CC:-cc}

# obj ROLE SRC [FLAGS]: SRC's object as DIR/ROLE/SRC.o.
obj() {
	o=$dir/$1/$2.o
	mkdir -p "${o%/*}"
	# shellcheck disable=SC2086
	$cc $cflags $3 -c -o "$o" "$2" || exit 2
}
for s in $(var LIB_SRC); do obj lib "$s"; done
for s in cmd/*.c tests/kinds/kinds.c tests/kinds/*/*.c; do
	obj use "$s" -Itests/kinds
done
for s in tests/unit/test_*.c tests/prop/prop_*.c tests/fuzz/*.c \
    tests/bench/*.c; do
	# test_settle and prop_settle include the test-only kinds' parts
	obj test "$s" -Itests/kinds
done

# What the programs link besides the library: a function one of these
# defines too is a hook the library replaces.
libs=$(ldd bin/layout-pdf bin/preview 2>/dev/null |
    awk '$3 ~ /^\// { print $3 }' | sort -u)
for l in $libs; do
	nm -D --defined-only "$l" 2>/dev/null | awk '{ print $NF }'
done | sort -u >"$dir/hooks"

# Who refers to what: "ROLE FILE SYMBOL" for every undefined symbol.
find "$dir/lib" "$dir/use" "$dir/test" -name '*.o' | sort | while read -r o; do
	r=${o#"$dir"/}
	nm -u "$o" | awk -v r="$r" '{ split(r, p, "/"); f = r;
	    sub("^[^/]*/", "", f); print p[1], f, $NF }'
done >"$dir/refs"

find "$dir/lib" -name '*.o' | sort | while read -r o; do
	f=${o#"$dir"/lib/}
	f=${f%.o}
	# Functions it defines, and its own relocations outside each
	# function's own body are not told apart: a call from within the
	# function itself (recursion) counts as a use, so a dead recursive
	# function shows as static.
	objdump -r "$o" | awk 'NF == 3 && $2 ~ /^R_/ { v = $3;
	    sub(/[-+]0x[0-9a-f]*$/, "", v); print v }' | sort -u >"$dir/own"
	nm -g --defined-only "$o" | awk '$2 == "T" { print $3 }' |
	while read -r fn; do
		grep -qx "$fn" "$dir/hooks" && continue
		case $fn in stb_*) continue ;; esac
		others=$(awk -v fn="$fn" -v f="$f" '$3 == fn && $2 != f' \
		    "$dir/refs")
		if printf '%s\n' "$others" | grep -qE '^(lib|use) '; then
			continue
		elif [ -n "$others" ]; then
			echo "test $fn $f"
		elif grep -qx "$fn" "$dir/own"; then
			echo "static $fn $f"
		else
			echo "dead $fn $f"
		fi
	done
done
