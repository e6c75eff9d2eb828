/*
 * textwidth.c: how wide a line of text is in the board's font, without a
 * PDF: a style's font from its advances (board/font.h), DejaVu Sans, with
 * no font file, from advance widths of the single-byte (CP1252) codes 32 to
 * 255 in thousandths of an em, as libharu reports them for
 * fonts/DejaVuSans.ttf (test_textwidth compares them with libharu's on
 * every code, so the table cannot drift from the font).
 */
#include "text/textwidth.h"

#include "board/font.h"
#include "core/num.h"

static const unsigned short adv[224] = {
	317, 400, 459, 837, 636, 950, 779, 274, 390, 390, 500, 837,
	317, 360, 317, 336, 636, 636, 636, 636, 636, 636, 636, 636,
	636, 636, 336, 336, 837, 837, 837, 530, 1000, 684, 686, 698,
	770, 631, 575, 774, 751, 294, 294, 655, 557, 862, 748, 787,
	603, 787, 694, 634, 610, 731, 684, 988, 685, 610, 685, 390,
	336, 390, 837, 500, 500, 612, 634, 549, 634, 615, 352, 634,
	633, 277, 277, 579, 277, 974, 633, 611, 634, 634, 411, 520,
	392, 633, 591, 817, 591, 591, 524, 636, 336, 636, 837, 600,
	636, 600, 317, 352, 518, 1000, 500, 500, 500, 1341, 634, 399,
	1069, 600, 685, 600, 600, 317, 317, 518, 518, 589, 500, 1000,
	500, 1000, 520, 399, 1022, 600, 524, 610, 317, 400, 636, 636,
	636, 636, 336, 500, 500, 1000, 471, 611, 837, 360, 1000, 500,
	500, 837, 400, 400, 500, 636, 636, 317, 500, 400, 471, 611,
	969, 969, 969, 530, 684, 684, 684, 684, 684, 684, 974, 698,
	631, 631, 631, 631, 294, 294, 294, 294, 774, 748, 787, 787,
	787, 787, 787, 837, 787, 731, 731, 731, 731, 610, 604, 629,
	612, 612, 612, 612, 612, 612, 981, 549, 615, 615, 615, 615,
	277, 277, 277, 277, 611, 633, 611, 611, 611, 611, 611, 837,
	611, 633, 633, 633, 633, 591, 634, 591,
};

/* text_code: the next character of utf8 as the font's byte (as draw/pdf.c). */
static unsigned
text_code(const unsigned char **s)
{
	const unsigned char *u = *s;
	unsigned c;

	if (*u < 0x80) {
		*s = u + 1;
		return *u;
	}
	if ((*u & 0xe0) == 0xc0 && (u[1] & 0xc0) == 0x80) {
		c = ((unsigned)(*u & 0x1f) << 6) | (u[1] & 0x3f);
		*s = u + 2;
		return c >= 0xa0 && c <= 0xff ? c : '?';
	}
	u++;
	while ((*u & 0xc0) == 0x80)
		u++;
	*s = u;
	return '?';
}

double
text_width(const struct font *f, const char *utf8, double pt)
{
	const unsigned char *s = (const unsigned char *)utf8;
	unsigned long sum = 0;
	unsigned c;

	while (*s) {
		c = text_code(&s);
		if (f)
			sum += font_advance(f, c);
		else
			sum += c >= 32 && c < 256 ? adv[c - 32] : adv['?' - 32];
	}
	/* Left to right, as it always was (see num.h). */
	return (double)sum / 1000.0 * pt * NUM_MM_PER_IN / NUM_PT_PER_IN;
}

/*
 * The patch a line takes is the line's ascent and descent with a little
 * more (DejaVu Sans: 0.928 and 0.236 em, taken as 0.93 and 0.25); a
 * number's box, its digits' ink with a little more (DejaVu Sans's digits
 * reach 0.729 em and overshoot 0.015 em above and below: 0.76 and 0.03).
 */
void
text_line(const struct font *f, double *up, double *down)
{
	const struct font_metrics *m = f ? font_metrics(f) : NULL;

	*up = m ? m->ascent + 0.002 : 0.93;
	*down = m ? m->descent + 0.014 : 0.25;
}

void
text_digits(const struct font *f, double *up, double *down)
{
	const struct font_metrics *m = f ? font_metrics(f) : NULL;

	*up = m ? m->digit_top + 0.016 : 0.76;
	*down = m ? m->digit_bottom + 0.015 : 0.03;
}
