/*
 * test_font.c: a style's font checked and measured (board/font.h): DejaVu
 * Sans read as a style's font measures as the tables DejaVu Sans is drawn
 * with when no style names a font, and its heights are the ones the
 * kinds took as constants; the refusals say what is wrong.
 */
#include "testutil.h"

#include <stdlib.h>

#include "board/font.h"
#include "text/textwidth.h"

#define DEJAVU BP_TOP "/fonts/DejaVuSans.ttf"

/* load: the file at path, opened as a font needing need; why into why. */
static struct font *
load(const char *path, const char *need, char *why, size_t n)
{
	FILE *in = fopen(path, "rb");
	char *buf = malloc(FONT_BYTES);
	size_t len;
	struct font *f;

	assert_non_null(in);
	len = fread(buf, 1, FONT_BYTES, in);
	fclose(in);
	f = font_open(buf, len, path, need, why, n);
	free(buf);
	return f;
}

static void
dejavu_as_the_tables(void **state)
{
	char why[200], s[3];
	struct font *f = load(DEJAVU, "Caf\xc3\xa9", why, sizeof(why));
	const struct font_metrics *m;
	double up, down, fup, fdown;
	unsigned c;

	assert_non_null(f);
	for (c = 32; c < 256; c++) {
		s[0] = (char)(c < 0x80 ? c : 0xc0 | (c >> 6));
		s[1] = (char)(c < 0x80 ? 0 : 0x80 | (c & 0x3f));
		s[2] = '\0';
		assert_near(text_width(f, s, 10), text_width(NULL, s, 10), 0);
	}
	m = font_metrics(f);
	assert_near(m->ascent, 0.928, 0.001);
	assert_near(m->descent, 0.236, 0.001);
	assert_near(m->digit_top, 0.744, 0.002);
	assert_near(m->digit_bottom, 0.015, 0.002);
	/* The rooms taken from the font hold what the constants held. */
	text_line(NULL, &up, &down);
	text_line(f, &fup, &fdown);
	assert_near(fup, up, 0.003);
	assert_near(fdown, down, 0.003);
	text_digits(NULL, &up, &down);
	text_digits(f, &fup, &fdown);
	assert_near(fup, up, 0.003);
	assert_near(fdown, down, 0.003);
	font_free(f);
}

static void
refusals(void **state)
{
	char why[200] = "";
	struct font *f;
	static const unsigned char otto[12] = { 'O', 'T', 'T', 'O' };
	static const unsigned char ttc[12] = { 't', 't', 'c', 'f' };

	assert_null(font_open("hello", 5, "x", NULL, why, sizeof(why)));
	assert_non_null(strstr(why, "not a font"));
	/* (an OpenType CFF font's header, no tables) */
	assert_null(font_open(otto, sizeof(otto), "x", NULL, why, sizeof(why)));
	assert_non_null(strstr(why, "truncated"));
	assert_null(font_open(ttc, sizeof(ttc), "x", NULL, why, sizeof(why)));
	assert_non_null(strstr(why, "collection"));
	/* A subset lacks glyphs the board needs. */
	assert_null(load(BP_TOP "/tests/fuzz/font/mono-subset.ttf", NULL, why,
	    sizeof(why)));
	assert_non_null(strstr(why, "no glyph for"));
	/* A Latin-1 letter of the rules outside the font: DejaVu Sans has
	 * them all, so a letter past Latin-1 is not asked for. */
	f = load(DEJAVU, "\xe2\x82\xac", why, sizeof(why));
	assert_non_null(f);
	font_free(f);
}

/*
 * Damaged fonts (tests/fuzz/font/regress-*: DejaVu Sans rebuilt to
 * Latin-1, one field changed) are refused before libharu or HarfBuzz
 * reads them, each saying which tables disagree; the sound one is taken
 * and what libharu is given (font_program) is itself a sound font.
 */
static void
damaged(void **state)
{
	static const struct {
		const char *file, *why;
	} bad[] = {
		{ "regress-hmetrics.ttf", "numberOfHMetrics 65535 is not 1 to "
		    "maxp's numGlyphs" },
		{ "regress-numglyphs1.ttf", "maxp's numGlyphs 1" },
		{ "regress-loca-past-glyf.ttf", "its place in 'loca'" },
		{ "regress-cmap-no-ffff.ttf", "last segment ends at U+007E" },
		{ "regress-cmap-no-segments.ttf", "segCountX2 0" },
	};
	char why[200], path[512], why2[200];
	struct font *f, *g;
	const void *prog;
	size_t i, len;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(path, sizeof(path), "%s/tests/fuzz/font/%s", BP_TOP,
		    bad[i].file);
		why[0] = '\0';
		assert_null(load(path, NULL, why, sizeof(why)));
		assert_non_null(strstr(why, "damaged: "));
		assert_non_null(strstr(why, bad[i].why));
	}
	f = load(BP_TOP "/tests/fuzz/font/latin1-sans.ttf", NULL, why,
	    sizeof(why));
	assert_non_null(f);
	prog = font_program(f, &len);
	assert_true(len > 1000);
	g = font_open(prog, len, "rebuilt", NULL, why2, sizeof(why2));
	assert_non_null(g);
	assert_int_equal(font_advance(g, 'W'), font_advance(f, 'W'));
	font_free(g);
	font_free(f);
}

/*
 * An OpenType CFF font (Nimbus Sans, fonts-urw-base35; HarfBuzz's Latin-1
 * subset of it in the fuzz corpus) is taken, measured with Helvetica's
 * widths (Nimbus Sans is metric-compatible), and libharu is given a
 * TrueType shell: sfnt version 1.0, no 'CFF ' table, itself a sound
 * TrueType font measuring the same.
 */
static void
cff(void **state)
{
	char why[200] = "", why2[200] = "";
	struct font *f = load(BP_TOP "/tests/fuzz/font/latin1-nimbus.otf",
	    "Caf\xc3\xa9", why, sizeof(why)), *g;
	const unsigned char *prog;
	size_t len;

	if (!f)
		fail_msg("%s", why);
	assert_int_equal(font_cff(f), 1);
	assert_int_equal(font_advance(f, ' '), 278);
	assert_int_equal(font_advance(f, 'A'), 667);
	assert_int_equal(font_advance(f, 'W'), 944);
	assert_int_equal(font_advance(f, 0xe9), 556);
	prog = font_program(f, &len);
	assert_true(len > 1000);
	assert_memory_equal(prog, "\0\1\0\0", 4);
	g = font_open(prog, len, "shell", NULL, why2, sizeof(why2));
	if (!g)
		fail_msg("%s", why2);
	assert_int_equal(font_cff(g), 0);
	assert_int_equal(font_advance(g, 'W'), 944);
	font_free(g);
	font_free(f);
	f = load(DEJAVU, NULL, why, sizeof(why));
	assert_int_equal(font_cff(f), 0);
	font_free(f);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(dejavu_as_the_tables),
    cmocka_unit_test(refusals),
    cmocka_unit_test(damaged),
    cmocka_unit_test(cff))
