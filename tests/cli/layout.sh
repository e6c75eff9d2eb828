# layout.sh: the library's folders keep their layers (issue 14).
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
