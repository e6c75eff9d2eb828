# layout.sh: the library's folders keep their layers (issue 14).
. tests/lib.sh

# A generator's header: a kind's structure.h, content.h (and their _int.h),
# or the transport and dungeon generators' transport.h and dungeon.h.
gen='#include "[a-z]*/(structure|structure_int|content|content_int|transport|dungeon)\.h"'

# The checks and the drawing judge and print a board from what it holds:
# they include what they share with the generators (nodes/measure.h,
# dungeon/floor.h, transport/seats.h ...), never a generator's header.
bad=$(echo $(grep -lE "$gen" lib/*/check.c lib/*/draw.c))
check "no check.c or draw.c includes a generator's header${bad:+ ($bad)}" \
    test -z "$bad"

# Nor through a shared header: only a generator's header includes another.
bad=$(echo $(grep -lE "$gen" lib/*/*.h | grep -vE \
    '/(structure|structure_int|content|content_int|transport|dungeon)\.h$'))
check "no shared header includes a generator's header${bad:+ ($bad)}" \
    test -z "$bad"
