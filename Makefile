# boardpress: four small tools on one library. Targets: all deck check bench
# install clean fmt.
CC ?= cc
CFLAGS ?= -O2 -g
PREFIX ?= /usr/local
XML_CFLAGS := $(shell pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
XML_LIBS := $(shell pkg-config --libs libxml-2.0 2>/dev/null || echo -lxml2)
BP_CFLAGS = -pthread -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Wall -Wextra \
	-Wno-unused-parameter -Wshadow -Wstrict-prototypes -Ilib $(XML_CFLAGS)
LIBS = $(XML_LIBS) -lhpdf -lm -pthread

LIB_SRC = lib/mem.c lib/rng.c lib/geom.c lib/heap.c lib/num.c lib/diag.c \
	lib/graph.c lib/grid.c lib/board.c lib/rules.c lib/rules_nodes.c lib/points.c lib/nodegraph.c lib/nodearea.c lib/nodecontent.c \
	lib/strmap.c lib/deck.c lib/deck_read.c lib/deck_nodes.c lib/deck_grid.c lib/check.c lib/check_nodes.c lib/layout.c lib/sheet.c lib/textwidth.c lib/pdf.c lib/icon.c lib/draw.c lib/draw_nodes.c lib/make.c lib/regen.c lib/report.c lib/cli.c lib/filter.c
# dungeon kind
LIB_SRC += lib/rules_dungeon.c lib/dungeon.c lib/dungeon_content.c \
	lib/deck_dungeon.c lib/check_dungeon.c lib/draw_dungeon.c
# The transport kind (issue 4).
LIB_SRC += lib/rules_transport.c lib/transport.c lib/transnet.c lib/transcontent.c \
	lib/deck_transport.c lib/check_transport.c lib/draw_transport.c lib/translabel.c
# hardening: the deck's byte-level guard, output files
LIB_SRC += lib/deck_guard.c lib/outfile.c lib/limit.c
LIB_OBJ = $(LIB_SRC:lib/%.c=build/lib/%.o)
TOOLS = gen-graph gen-content validate layout-pdf
BINS = $(TOOLS:%=bin/%)
UNIT = rng geom heap num diag strmap graph grid board rules points nodegraph \
	deck check layout pdf make cli icon nodecontent sheet textwidth
UNIT += dungeon rules_dungeon deck_dungeon check_dungeon draw_dungeon
UNIT += deck_guard
UNIT_BINS = $(UNIT:%=build/tests/test_%)
PROP = nodes content
PROP += dungeon
UNIT += transport transnet transcontent rules_transport deck_transport \
	check_transport draw_transport
PROP += transport
PROP_BINS = $(PROP:%=build/tests/prop_%)
FONT = fonts/DejaVuSans.ttf
# Mass production (issue 8): the structure hash of validate --report, and
# press-run (its rules are at the end of this file).
LIB_SRC += lib/sha256.c lib/boardhash.c lib/pdfmerge.c
UNIT += sha256 boardhash pdfmerge

all: $(BINS) $(FONT)

build/lib/%.o: lib/%.c lib/*.h
	@mkdir -p build/lib
	$(CC) $(BP_CFLAGS) $(CFLAGS) -c -o $@ $<

build/libboardpress.a: $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $(LIB_OBJ)

bin/%: cmd/%.c build/libboardpress.a
	@mkdir -p bin
	$(CC) $(BP_CFLAGS) $(CFLAGS) -o $@ $< build/libboardpress.a $(LIBS)

# The font is copied from Debian's fonts-dejavu-core at set-up time, with
# its licence, so the repository carries none of it.
$(FONT):
	@mkdir -p fonts
	cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf $@
	cp /usr/share/doc/fonts-dejavu-core/copyright fonts/LICENSE.DejaVu

deck: out/deck.pdf

out/deck.pdf: all
	bin/gen-graph --seed 1 --count 4 | bin/gen-content | bin/validate | \
		bin/layout-pdf -o $@
	@echo "wrote $@"

build/tests/test_%: tests/unit/test_%.c tests/unit/testutil.h build/libboardpress.a
	@mkdir -p build/tests
	$(CC) $(BP_CFLAGS) $(CFLAGS) -DBP_TOP=\"$(CURDIR)\" -o $@ $< build/libboardpress.a $(LIBS) -lcmocka

$(UNIT_BINS): tests/unit/tu_dungeon.h
$(patsubst %,build/tests/test_%,transport transnet transcontent rules_transport \
	deck_transport check_transport draw_transport): tests/unit/transport_util.h

build/tests/prop_%: tests/prop/prop_%.c build/libboardpress.a
	@mkdir -p build/tests
	$(CC) $(BP_CFLAGS) $(CFLAGS) -DBP_TOP=\"$(CURDIR)\" -o $@ $< build/libboardpress.a $(LIBS)

# A test tool: ink coverage and image comparison on rendered pages.
build/tests/pamtool: tests/tools/pamtool.c
	@mkdir -p build/tests
	$(CC) $(BP_CFLAGS) $(CFLAGS) -o $@ $<

check: all $(UNIT_BINS) $(PROP_BINS) build/tests/pamtool
	@tests/run

# The README's check table, from the check table itself.
readme: all
	awk -v t="$$(bin/validate --list-checks)" '/^<!-- checks:/ { print; print t; skip = 1; next } /^<!-- end of checks -->/ { skip = 0 } !skip' README.md > README.md.new && mv README.md.new README.md

# After a deliberate change to generation: review the diff, then commit.
golden: all
	for s in tests/golden/*.sh; do sh $$s > $${s%.sh}.txt; done

build/tests/bench_%: tests/bench/%.c build/libboardpress.a
	@mkdir -p build/tests
	$(CC) $(BP_CFLAGS) $(CFLAGS) -DBP_TOP=\"$(CURDIR)\" -o $@ $< build/libboardpress.a $(LIBS)

bench: all build/tests/bench_points
	@tests/bench/run

install: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
		$(DESTDIR)$(PREFIX)/share/boardpress
	cp $(BINS) $(DESTDIR)$(PREFIX)/bin/
	for t in $(TOOLS); do cp cmd/$$t.1 $(DESTDIR)$(PREFIX)/share/man/man1/; done
	cp -R templates fonts icons $(DESTDIR)$(PREFIX)/share/boardpress/

fmt:
	clang-format -i cmd/*.c lib/*.c lib/*.h tests/unit/*.c tests/unit/*.h

clean:
	rm -rf bin build tests/tmp

.PHONY: all deck check bench golden readme install fmt clean
.SECONDARY: $(LIB_OBJ)

# press-run (issue 8) is a shell script: copied, not compiled.
all: bin/press-run
bin/press-run: cmd/press-run
	@mkdir -p bin
	cp cmd/press-run $@
	chmod +x $@
install: install-press
install-press: all
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	cp bin/press-run $(DESTDIR)$(PREFIX)/bin/
	cp cmd/press-run.1 $(DESTDIR)$(PREFIX)/share/man/man1/
build/tests/test_boardhash: tests/unit/transport_util.h
.PHONY: install-press
# Hardening (issue 9). Each fuzz target's entry point also builds into a
# replay program that make check runs over the target's seed and
# regression corpus (tests/fuzz/NAME/) and the hostile files.
FUZZ = deck deck_schema rules pdfmerge template pipe_rules
REPLAY_BINS = $(FUZZ:%=build/tests/replay_%)
check: $(REPLAY_BINS)

build/tests/replay_%: tests/fuzz/replay.c tests/fuzz/fuzz_%.c tests/fuzz/fuzz_deck.c build/libboardpress.a
	@mkdir -p build/tests
	$(CC) $(BP_CFLAGS) $(CFLAGS) -DBP_TOP=\"$(CURDIR)\" -o $@ tests/fuzz/replay.c tests/fuzz/fuzz_$*.c build/libboardpress.a $(LIBS)

# tree DIR, FLAGS, LINK: the library, tools, unit and property tests and
# replay programs built again into DIR with other flags.
define tree
$(1)/lib/%.o: lib/%.c lib/*.h
	@mkdir -p $(1)/lib
	$$(CC) $$(BP_CFLAGS) $(2) -c -o $$@ $$<
$(1)/libboardpress.a: $$(LIB_SRC:lib/%.c=$(1)/lib/%.o)
	rm -f $$@
	ar rcs $$@ $$^
$(1)/bin/%: cmd/%.c $(1)/libboardpress.a
	@mkdir -p $(1)/bin
	$$(CC) $$(BP_CFLAGS) $(2) -o $$@ $$< $(1)/libboardpress.a $$(LIBS)
$(1)/tests/test_%: tests/unit/test_%.c tests/unit/testutil.h tests/unit/tu_dungeon.h $(1)/libboardpress.a
	@mkdir -p $(1)/tests
	$$(CC) $$(BP_CFLAGS) $(2) -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $(1)/libboardpress.a $$(LIBS) -lcmocka
$(1)/tests/prop_%: tests/prop/prop_%.c $(1)/libboardpress.a
	@mkdir -p $(1)/tests
	$$(CC) $$(BP_CFLAGS) $(2) -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $(1)/libboardpress.a $$(LIBS)
$(1)/tests/replay_%: tests/fuzz/replay.c tests/fuzz/fuzz_%.c tests/fuzz/fuzz_deck.c $(1)/libboardpress.a
	@mkdir -p $(1)/tests
	$$(CC) $$(BP_CFLAGS) $(2) -DBP_TOP=\"$$(CURDIR)\" -o $$@ tests/fuzz/replay.c tests/fuzz/fuzz_$$*.c $(1)/libboardpress.a $$(LIBS)
$(1)/bin/press-run: cmd/press-run
	@mkdir -p $(1)/bin
	cp cmd/press-run $$@
	chmod +x $$@
$(1)/all: $(1)/bin/press-run $$(TOOLS:%=$(1)/bin/%) $$(UNIT:%=$(1)/tests/test_%) $$(PROP:%=$(1)/tests/prop_%) $$(FUZZ:%=$(1)/tests/replay_%)
.SECONDARY: $$(LIB_SRC:lib/%.c=$(1)/lib/%.o)
endef

# Sanitizers: the whole suite again on a build with AddressSanitizer and
# UndefinedBehaviorSanitizer (build-san/; build/ is untouched), any report
# fatal. make check runs it (CHECK_VARIANTS), make check-san alone.
SAN_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
$(eval $(call tree,build-san,$(SAN_FLAGS)))

# The CLI tests also run with every tool under valgrind (build-vg/bin/
# holds wrappers; see tests/run). make check-valgrind alone.
CHECK_VARIANTS ?= normal san valgrind
export CHECK_VARIANTS
check: $(if $(filter san,$(CHECK_VARIANTS)),build-san/all)
check-san: all build-san/all build/tests/pamtool
	@tests/run san
check-valgrind: all build/tests/pamtool
	@tests/run valgrind
check-valgrind-all: all build/tests/pamtool
	@tests/run valgrind-all

# Fuzzing with clang's libFuzzer: make fuzz runs each target for
# FUZZ_SECONDS on a copy of its corpus (tests/fuzz/README.md).
FUZZ_CC ?= clang
FUZZ_SECONDS ?= 60
FUZZ_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
build-fuzz/lib/%.o: lib/%.c lib/*.h
	@mkdir -p build-fuzz/lib
	$(FUZZ_CC) $(BP_CFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<
build-fuzz/fuzz_%: tests/fuzz/fuzz_%.c tests/fuzz/fuzz_deck.c $(LIB_SRC:lib/%.c=build-fuzz/lib/%.o)
	$(FUZZ_CC) $(BP_CFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer -DBP_TOP=\"$(CURDIR)\" -o $@ $< $(LIB_SRC:lib/%.c=build-fuzz/lib/%.o) $(LIBS)
fuzz: $(FUZZ:%=build-fuzz/fuzz_%)
	@tests/fuzz/run $(FUZZ_SECONDS) $(FUZZ)
.SECONDARY: $(LIB_SRC:lib/%.c=build-fuzz/lib/%.o)
clean: clean-harden
clean-harden:
	rm -rf build-san build-fuzz build-vg
.PHONY: check-san check-valgrind check-valgrind-all fuzz build-san/all clean-harden
