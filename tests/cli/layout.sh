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
