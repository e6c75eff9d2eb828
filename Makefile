# boardpress: four small tools (and press-run, a script, with its helper
# press-tool) on one library.
# Read top to bottom: the flags, the one list of each kind of source, the
# one macro that makes a build variant (normal, sanitizers, fuzzing), then
# each target once.
#   all deck check check-san check-valgrind check-valgrind-all bench fuzz
#   golden readme install deb clean

CC ?= cc
CFLAGS ?= -O2 -g
PREFIX ?= /usr/local
# The version, in one place: the file VERSION. The tools' --version
# prints it (BP_VERSION, below), the man pages are installed with it on
# their .TH line, and make deb names and versions the package by it.
VERSION := $(shell cat VERSION)
XML_CFLAGS := $(shell pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
XML_LIBS := $(shell pkg-config --libs libxml-2.0 2>/dev/null || echo -lxml2)
HB_CFLAGS := $(shell pkg-config --cflags harfbuzz-subset 2>/dev/null || echo -I/usr/include/harfbuzz)
HB_LIBS := $(shell pkg-config --libs harfbuzz-subset 2>/dev/null || echo -lharfbuzz-subset -lharfbuzz)
BP_CFLAGS = -pthread -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Wall -Wextra \
	-Wno-unused-parameter -Wshadow -Wstrict-prototypes -Ilib $(XML_CFLAGS) $(HB_CFLAGS) $(PNG_CFLAGS)
# (lib/tool/cli.c alone reads BP_VERSION; it alone is made again when
# VERSION changes.)
BP_CFLAGS += -DBP_VERSION=\"$(VERSION)\"
LCMS_LIBS := $(shell pkg-config --libs lcms2 2>/dev/null || echo -llcms2)
MHD_LIBS := $(shell pkg-config --libs libmicrohttpd 2>/dev/null || echo -lmicrohttpd)
# A style's pictures: libpng and libjpeg-turbo (lib/picture/picture_*.c).
PNG_CFLAGS := $(shell pkg-config --cflags libpng 2>/dev/null)
PNG_LIBS := $(shell pkg-config --libs libpng 2>/dev/null || echo -lpng16)
JPEG_LIBS := $(shell pkg-config --libs libjpeg 2>/dev/null || echo -ljpeg)
# The boards' QR codes in the slug: libqrencode (lib/core/qrcode.c).
QR_LIBS := $(shell pkg-config --libs libqrencode 2>/dev/null || echo -lqrencode)
LIBS = $(XML_LIBS) -lhpdf -ldeflate -lnettle $(HB_LIBS) $(LCMS_LIBS) \
	$(PNG_LIBS) $(JPEG_LIBS) $(QR_LIBS) -lm -pthread
# The sanitizer variant (build-san/) and the fuzzing one (build-fuzz/,
# clang's libFuzzer): AddressSanitizer and UBSan, any report fatal.
SAN_FLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
FUZZ_CC ?= clang
FUZZ_FLAGS = $(SAN_FLAGS)
FUZZ_SECONDS ?= 60
# make check runs these variants side by side (tests/run says what each
# runs); make check-san and make check-valgrind run one.
CHECK_VARIANTS ?= normal san valgrind
export CHECK_VARIANTS

# The library, by layer (docs/architecture.md): the core (memory,
# numbers, geometry, graphs, grids, RNG, diagnostics, limits), the board
# (model, rules files, checks, making and regenerating boards, reports,
# the tools' shared parts), the deck (writer, reader, guard, schema),
# printing (text widths, colour, the drawing interface, the merge,
# pictures, icons, the PDF and SVG backends, imposition, sheets), then one
# folder per board kind with the same file names in each, found rather
# than listed: every lib/DIR/ with a kind.c is a kind's folder (lib/board/
# aside, whose kind.c is the table itself), and all its .c files are the
# library's, so a new kind needs no line here.
KIND_DIRS = $(filter-out board,$(patsubst lib/%/kind.c,%,$(wildcard lib/*/kind.c)))
LIB_SRC = $(addprefix lib/core/,mem.c rng.c geom.c heap.c num.c diag.c \
		strmap.c sha256.c base64.c graph.c grid.c outfile.c \
		rfile.c extsort.c qrcode.c json.c csv.c) \
	$(addprefix lib/board/,kind.c kinds.c board.c boardhash.c rules.c \
		rules_field.c rules_csv.c style.c style_asset.c style_picture.c \
		style_font.c style_look.c font.c font_cff.c font_sfnt.c limits.c check.c \
		make.c regen.c report.c mark.c play.c seatsum.c settle.c pins.c) \
	$(addprefix lib/play/,stats.c bot.c proc.c run.c cert.c calibrate.c) \
	$(addprefix lib/deck/,deck.c deck_read.c deck_read_attr.c deck_settle.c \
		deck_read_board.c deck_read_sax.c deck_read_schema.c \
		deck_guard.c deck_grid.c deck_strict.c deck_strict_type.c \
		deck_name.c deck_rng.c xmlin.c) \
	$(addprefix lib/text/,textwidth.c) \
	$(addprefix lib/colour/,icc.c colour.c proof.c) \
	$(addprefix lib/draw/,layout.c pdf.c) \
	$(addprefix lib/merge/,pdfmerge.c pdfmerge_lex.c pdfmerge_xref.c \
		pdfmerge_pages.c pdfmerge_vt.c pdfmerge_info.c pdfmerge_xid.c \
		pdfmerge_oc.c pagemark.c) \
	$(addprefix lib/picture/,picture.c picture_png.c picture_jpeg.c \
		drawpic.c) \
	$(addprefix lib/icon/,icon.c svg.c svg_path.c svg_style.c) \
	$(addprefix lib/pdf/,pdf.c pdf_text.c pdf_font.c pdf_meta.c pdf_spot.c \
		pdf_step.c pdf_form.c pdf_under.c pdf_deflate.c pdf_image.c \
		pdf_xid.c) \
	$(addprefix lib/svg/,pdf_svg.c pdf_svg_text.c) \
	$(addprefix lib/impose/,impose.c impose_fit.c impose_marks.c) \
	$(addprefix lib/sheet/,sheet.c sheet_page.c sheet_tile.c sheet_cut.c \
		sheet_plan.c sheet_proof.c die.c draw.c screen.c tts.c) \
	$(addprefix lib/tool/,cli.c filter.c playcheck.c make_batch.c press.c \
		press_util.c press_plan.c press_job.c stage.c stage_content.c \
		stage_validate.c stage_layout.c stage_gen.c chunk.c press_host.c \
		press_sched.c press_xjdf.c) \
	$(foreach k,$(KIND_DIRS),$(wildcard lib/$(k)/*.c)) \
	$(addprefix lib/preview/,batch.c preview.c http.c page.c)
# The tools (cmd/NAME.c, with the man page cmd/NAME.1): the pipe's four
# and press-run's helper.
PIPE_TOOLS = gen-graph gen-content validate layout-pdf
TOOLS = $(PIPE_TOOLS) press-tool impose-pdf layout-svg preview playtest
# Test-only board kinds (tests/kinds/NAME/), added through the kind table
# alone: every tool is built again in DIR/kinds with tests/kinds/kinds.c,
# the library's list of kinds with theirs added, ahead of the library.
TEST_KINDS_SRC = tests/kinds/kinds.c $(wildcard tests/kinds/*/*.c)
# cmocka unit tests (tests/unit/test_NAME.c; a kind's, test_KIND_NAME.c,
# found like its folder), property tests over many
# seeds (tests/prop/prop_NAME.c), libFuzzer targets (tests/fuzz/fuzz_NAME.c;
# each also builds into a replay program that make check runs over the
# target's corpus, tests/fuzz/NAME/, and the hostile files).
UNIT = rng geom heap num diag strmap sha256 base64 csv rfile sort extsort \
	qrcode \
	graph \
	grid board \
	boardhash rules deck deck_guard check layout sheet die textwidth pdf \
	pdf_svg \
	pdfmerge pagemark impose icc plate \
	icon svg colour proof make cli report seatsum font json tts play \
	calibrate \
	settle pins $(KIND_UNIT)
KIND_UNIT = $(foreach k,$(KIND_DIRS),$(patsubst tests/unit/test_%.c,%,\
	$(wildcard tests/unit/test_$(k)_*.c)))
PROP = nodes content tinies dungeon transport strict settle
FUZZ = deck deck_schema rules pdfmerge template pipe_rules csv icc impose svg \
	seatsum \
	style picture font strict answer playdetail plan query pins
# fuzz_csv's rules (and its replay's): each kind's shipped rules with every
# section but [rules] in CSV files, made from templates/rules/KIND.rules by
# tests/tools/rules2csv.py into build/csv/KIND/ (as tests/cli/csv.sh makes
# its own), so they follow the shipped rules.
CSV_KINDS = lanternfall tidewater cinderdeep
CSV_RULES = $(CSV_KINDS:%=build/csv/%/stamp)
FONT = fonts/DejaVuSans.ttf
# The shipped showcase styles' font (templates/style/*.style name it).
STYLE_FONT = fonts/DejaVuSerif.ttf

all: $(TOOLS:%=bin/%) bin/press-run $(FONT) $(STYLE_FONT)

# Each object and program says which headers it read: the compiler writes
# them beside it as a .d file (-MMD -MP; a program made from several
# sources has them written by a -MM pass over them all first), and the
# variant includes those, so touching a header rebuilds only what
# includes it. A first build has no .d files and needs none; an object
# without its .d (one made before the headers were recorded) is made
# again, and touched after its .d is written, so it is the newer.
DEPFLAGS = -MMD -MP

# variant DIR BIN CC FLAGS: one build of everything: the library's objects
# and archive in DIR, the tools in BIN (their .d files in DIR/cmd), the
# test programs (unit, property, replay, bench, pamtool) in DIR/tests, and
# DIR/all for them all.
define variant
$(1)/lib/%.o: lib/%.c $(1)/lib/%.d
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -c -o $$@ $$<
	@touch $$@
$$(LIB_SRC:lib/%.c=$(1)/lib/%.d): ;
$(1)/lib/tool/cli.o: VERSION
$(1)/libboardpress.a: $$(LIB_SRC:lib/%.c=$(1)/lib/%.o)
	rm -f $$@
	ar rcs $$@ $$^
$(2)/%: cmd/%.c $(1)/libboardpress.a
	@mkdir -p $$(@D) $(1)/cmd
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $(1)/cmd/$$*.d -o $$@ $$< $(1)/libboardpress.a $$(LIBS)
# preview alone serves a page: libmicrohttpd is linked to it only.
$(2)/preview $(1)/kinds/preview: LIBS += $(MHD_LIBS)
# A host's boardpress fingerprint (press-tool fingerprint) begins with it.
$(1)/lib/tool/press_host.o: VERSION
$(2)/press-run: cmd/press-run
	@mkdir -p $$(@D)
	cp cmd/press-run $$@
	chmod +x $$@
$(1)/tests/test_%: tests/unit/test_%.c $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $$@.d -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $(1)/libboardpress.a $$(LIBS) -lcmocka
# test_settle and prop_settle settle the test-only kinds' boards too: built
# with their list of kinds, as DIR/kinds' tools are.
$(1)/tests/test_settle: tests/unit/test_settle.c $$(TEST_KINDS_SRC) $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) -Itests/kinds $(4) -MM -MP -MT $$@ $$< $$(TEST_KINDS_SRC) >$$@.d.new && mv $$@.d.new $$@.d
	$(3) $$(BP_CFLAGS) -Itests/kinds $(4) -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $$(TEST_KINDS_SRC) $(1)/libboardpress.a $$(LIBS) -lcmocka
$(1)/tests/prop_settle: tests/prop/prop_settle.c $$(TEST_KINDS_SRC) $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) -Itests/kinds $(4) -MM -MP -MT $$@ $$< $$(TEST_KINDS_SRC) >$$@.d.new && mv $$@.d.new $$@.d
	$(3) $$(BP_CFLAGS) -Itests/kinds $(4) -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $$(TEST_KINDS_SRC) $(1)/libboardpress.a $$(LIBS)
$(1)/tests/prop_%: tests/prop/prop_%.c $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $$@.d -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $(1)/libboardpress.a $$(LIBS)
$(1)/tests/replay_%: tests/fuzz/replay.c tests/fuzz/fuzz_%.c $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) -MM -MP -MT $$@ tests/fuzz/replay.c tests/fuzz/fuzz_$$*.c >$$@.d.new && mv $$@.d.new $$@.d
	$(3) $$(BP_CFLAGS) $(4) -DBP_TOP=\"$$(CURDIR)\" -o $$@ tests/fuzz/replay.c tests/fuzz/fuzz_$$*.c $(1)/libboardpress.a $$(LIBS)
$(1)/tests/replay_csv: $$(CSV_RULES)
$(1)/tests/bench_%: tests/bench/%.c $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $$@.d -DBP_TOP=\"$$(CURDIR)\" -o $$@ $$< $(1)/libboardpress.a $$(LIBS)
$(1)/kinds/%: cmd/%.c $$(TEST_KINDS_SRC) $(1)/libboardpress.a
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) -Itests/kinds $(4) -MM -MP -MT $$@ $$< $$(TEST_KINDS_SRC) >$$@.d.new && mv $$@.d.new $$@.d
	$(3) $$(BP_CFLAGS) -Itests/kinds $(4) -o $$@ $$< $$(TEST_KINDS_SRC) $(1)/libboardpress.a $$(LIBS)
# Test tools: ink coverage and image comparison on rendered pages; small
# ICC profiles made with Little CMS; what an embedded font program holds,
# read with HarfBuzz.
$(1)/tests/pamtool: tests/tools/pamtool.c
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $$@.d -o $$@ $$<
$(1)/tests/mkicc: tests/tools/mkicc.c
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $$@.d -o $$@ $$< $$(LCMS_LIBS)
$(1)/tests/fontinfo: tests/tools/fontinfo.c
	@mkdir -p $$(@D)
	$(3) $$(BP_CFLAGS) $(4) $$(DEPFLAGS) -MF $$@.d -o $$@ $$< $$(HB_LIBS)
$(1)/all: $$(TOOLS:%=$(2)/%) $(2)/press-run $$(UNIT:%=$(1)/tests/test_%) \
	$$(PROP:%=$(1)/tests/prop_%) $$(FUZZ:%=$(1)/tests/replay_%) \
	$(1)/tests/pamtool $(1)/tests/mkicc $(1)/tests/fontinfo \
	$$(TOOLS:%=$(1)/kinds/%)
.PHONY: $(1)/all
.SECONDARY: $$(LIB_SRC:lib/%.c=$(1)/lib/%.o)
-include $$(wildcard $$(LIB_SRC:lib/%.c=$(1)/lib/%.d) $(1)/cmd/*.d \
	$(1)/tests/*.d $(1)/kinds/*.d)
endef
$(eval $(call variant,build,bin,$(CC),$(CFLAGS)))
$(eval $(call variant,build-san,build-san/bin,$(CC),$(SAN_FLAGS)))
$(eval $(call variant,build-fuzz,build-fuzz/bin,$(FUZZ_CC),$(FUZZ_FLAGS) -fsanitize=fuzzer-no-link))
# The Debian package's programs (make deb): built with Debian's own flags,
# what dpkg-buildflags gives a package with every hardening feature on
# (_FORTIFY_SOURCE, the stack protector, format checks, read-only
# relocations bound at start, file names relative to the top folder),
# asked for once, when first used.
DEB_FLAGS = $(eval DEB_FLAGS := $$(shell \
	DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get CPPFLAGS; \
	DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get CFLAGS; \
	DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get LDFLAGS))$(DEB_FLAGS)
$(eval $(call variant,build-deb,build-deb/bin,$(CC),$$(DEB_FLAGS)))

# The font is copied from Debian's fonts-dejavu-core at set-up time, with
# its licence, so the repository carries none of it.
$(FONT):
	@mkdir -p fonts
	cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf $@
	cp /usr/share/doc/fonts-dejavu-core/copyright fonts/LICENSE.DejaVu

# DejaVu Serif, from fonts-dejavu-extra (the same licence, beside it).
$(STYLE_FONT): $(FONT)
	cp /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf $@

deck: all
	bin/gen-graph --seed 1 --count 4 | bin/gen-content | bin/validate | \
		bin/layout-pdf -o out/deck.pdf
	@echo "wrote out/deck.pdf"

check: all build/all $(if $(filter san,$(CHECK_VARIANTS)),build-san/all) \
	$(TOOLS:%=build-deb/bin/%)
	@tests/run
check-san: all build/tests/pamtool build/tests/mkicc build/tests/fontinfo build-san/all
	@tests/run san
check-valgrind: all build/tests/pamtool build/tests/mkicc build/tests/fontinfo
	@tests/run valgrind
check-valgrind-all: all build/tests/pamtool build/tests/mkicc build/tests/fontinfo
	@tests/run valgrind-all

bench: all build/tests/bench_points build/tests/bench_dungeon build/tests/bench_floor \
	$(TOOLS:%=build/kinds/%)
	@tests/bench/run

# The static seat scores weighed against play, 1,000 boards a kind and
# player count (make bench runs it too; README, "Calibration").
calibrate: all
	@sh tests/bench/95-calibrate.sh

# The printed pages judged over 1,000 boards a kind (make check: 250).
pagecheck: all
	@PAGE_BOARDS=1000 sh tests/cli/printed.sh

# libFuzzer: each target for FUZZ_SECONDS on a copy of its corpus
# (tests/fuzz/README.md).
build-fuzz/fuzz_%: tests/fuzz/fuzz_%.c build-fuzz/libboardpress.a
	$(FUZZ_CC) $(BP_CFLAGS) $(FUZZ_FLAGS) $(DEPFLAGS) -MF $@.d -fsanitize=fuzzer -DBP_TOP=\"$(CURDIR)\" -o $@ $< build-fuzz/libboardpress.a $(LIBS)
-include $(wildcard build-fuzz/fuzz_*.d)
build-fuzz/fuzz_csv: $(CSV_RULES)
build/csv/%/stamp: templates/rules/%.rules tests/tools/rules2csv.py
	rm -rf $(@D)
	/usr/bin/python3 tests/tools/rules2csv.py --down names --crlf type,good $< $(@D)
	touch $@
fuzz: $(FUZZ:%=build-fuzz/fuzz_%)
	@tests/fuzz/run $(FUZZ_SECONDS) $(FUZZ)

# After a deliberate change to what is made or drawn: review the diff of
# the catalogs, then commit.
golden: all
	for s in tests/golden/*.sh; do sh $$s > $${s%.sh}.txt; done

# The README's check table, from the check table itself.
readme: all
	awk -v t="$$(bin/validate --list-checks)" '/^<!-- checks:/ { print; print t; skip = 1; next } /^<!-- end of checks -->/ { skip = 0 } !skip' README.md > README.md.new && mv README.md.new README.md

# install_from BIN DIR: the tools of BIN, their man pages (with VERSION's
# version) and the data folder into DIR (make install: bin/ into $(DESTDIR)$(PREFIX); make deb:
# build-deb/bin/ into the package's /usr).
define install_from
	mkdir -p $(2)/bin $(2)/share/man/man1 $(2)/share/boardpress
	cp $(TOOLS:%=$(1)/%) $(1)/press-run $(2)/bin/
	for t in $(TOOLS) press-run; do \
		sed '1s/"boardpress [^"]*"/"boardpress $(VERSION)"/' cmd/$$t.1 \
			>$(2)/share/man/man1/$$t.1 || exit 1; \
	done
	cp -R templates icons $(2)/share/boardpress/
	mkdir -p $(2)/share/boardpress/fonts $(2)/share/boardpress/icc
	cp $(FONT) $(STYLE_FONT) fonts/LICENSE.DejaVu $(2)/share/boardpress/fonts/
	cp icc/FOGRA39-boardpress.icc icc/COPYING.FOGRA39L \
		$(2)/share/boardpress/icc/
endef

install: all
	$(call install_from,bin,$(DESTDIR)$(PREFIX))

# The Debian package boardpress_VERSION_ARCH.deb, into DEB_DIR (default:
# here): what make install puts in /usr, from the build-deb/ programs,
# made a package by pkg/mkdeb (stripped, man pages gzipped, copyright,
# changelog, control with the libraries' packages from dpkg-shlibdeps)
# with dpkg-deb. Reproducible: every date is SOURCE_DATE_EPOCH (default:
# the last commit's), every owner root, so two builds are the same bytes.
DEB_DIR ?= .
deb: $(TOOLS:%=build-deb/bin/%) build-deb/bin/press-run $(FONT) $(STYLE_FONT)
	rm -rf build-deb/root
	$(call install_from,build-deb/bin,build-deb/root/usr)
	pkg/mkdeb build-deb/root "$(VERSION)" "$(DEB_DIR)"

clean:
	rm -rf bin build build-san build-fuzz build-vg build-deb tests/tmp

.PHONY: all deck check check-san check-valgrind check-valgrind-all bench calibrate pagecheck \
	fuzz golden readme install deb clean
