/* test_pdf_svg.c: the drawing interface's SVG backend: the calls of
 * pdf.h made into a standalone SVG page (paths, colours, states, clips,
 * forms, text, pictures), well-formed, and the same bytes twice; and a
 * third backend of the test's own that the same calls reach. */
#define _GNU_SOURCE
#include "testutil.h"

#include <libxml/parser.h>
#include <stdlib.h>
#include <string.h>

#include "draw/dev.h"
#include "draw/pdf.h"
#include "pdf/pdf_doc.h"
#include "svg/pdf_svg.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

static struct pdf *
svg_doc(void)
{
	struct layout_page pg;
	struct diag d;
	struct pdf *p;

	diag_init(&d);
	p = pdf_new_svg(FONT, NULL, &d);
	assert_non_null(p);
	diag_fini(&d);
	layout_page(&pg, 297, 210, 0, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	return p;
}

/* page: the page as a string the caller frees, checked well-formed. */
static char *
page(struct pdf *p)
{
	size_t n;
	const char *s = pdf_svg_page(p, 4, &n);
	xmlDocPtr x;

	assert_non_null(s);
	assert_int_equal(strlen(s), n);
	x = xmlReadMemory(s, (int)n, "page.svg", NULL, XML_PARSE_NONET);
	assert_non_null(x);
	xmlFreeDoc(x);
	return strdup(s);
}

static size_t
count(const char *s, const char *what)
{
	size_t k = 0;

	while ((s = strstr(s, what)) != NULL) {
		k++;
		s++;
	}
	return k;
}

static void
svg_paths(void **state)
{
	struct pdf *p = svg_doc();
	char *s;

	pdf_fill_colour(p, pdf_rgb(p, 0xff8000));
	pdf_rect(p, 1, 2, 3, 4);
	pdf_fill(p);
	pdf_stroke_colour(p, pdf_k(1));
	pdf_line_width(p, 0.01); /* under the thinnest line: raised to it */
	pdf_line_style(p, 1, 1);
	pdf_move(p, 0, 0);
	pdf_line(p, 10.5, 20.25);
	pdf_stroke(p);
	/* A style's CMYK colour: c 0 m 40 y 100 k 20, as an RGB page. */
	pdf_fill_colour(p, pdf_rgb(p, PDF_CMYK_BIT | 40u << 14 | 100u << 7 |
	    20u));
	pdf_circle(p, 50, 50, 5);
	pdf_fill_eo(p, 0);
	s = page(p);
	assert_non_null(strstr(s, "width=\"1188\" height=\"840\" "
	    "viewBox=\"0 0 297 210\""));
	assert_non_null(strstr(s, "<path d=\"M 1 2 h 3 v 4 h -3 Z\" "
	    "fill=\"#ff8000\"/>"));
	assert_non_null(strstr(s, "<path d=\"M 0 0 L 10.5 20.25\" "
	    "fill=\"none\" stroke=\"#000000\" stroke-width=\"0.089\" "
	    "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"));
	assert_non_null(strstr(s, "fill=\"#cc7a00\" fill-rule=\"evenodd\""));
	free(s);
	pdf_free(p);
}

static void
svg_states(void **state)
{
	struct pdf *p = svg_doc();
	char *s;

	pdf_save(p);
	pdf_transform(p, 10, 20, 0, 2);
	pdf_clip_rect(p, 0, 0, 5, -5);
	pdf_save(p);
	pdf_transform(p, 1, 1, 0, 1);
	pdf_fill_colour(p, pdf_rgb(p, 0x0000ff));
	pdf_restore(p);
	pdf_restore(p);
	pdf_rect(p, 0, 0, 1, 1);
	pdf_fill(p);
	/* A save never restored: closed at the page's end. */
	pdf_save(p);
	pdf_transform(p, 5, 5, 0, 1);
	s = page(p);
	assert_non_null(strstr(s, "<g transform=\"matrix(2 0 0 2 10 20)\">"));
	assert_non_null(strstr(s, "<clipPath id=\"c1\"><path d=\"M 0 -5 h 5 "
	    "v 5 H 0 Z\"/></clipPath><g clip-path=\"url(#c1)\">"));
	assert_int_equal(count(s, "<g "), count(s, "</g>"));
	/* The colour set inside the restored save is gone: black again. */
	assert_non_null(strstr(s, "<path d=\"M 0 0 h 1 v 1 h -1 Z\" "
	    "fill=\"#000000\"/>"));
	free(s);
	pdf_free(p);
}

static void
svg_forms(void **state)
{
	struct pdf *p = svg_doc();
	struct layout_page pg;
	char *s;
	int id;

	assert_int_equal(pdf_form_begin(p, -1, -1, 1, 1), 0);
	pdf_circle(p, 0, 0, 1);
	pdf_fill(p);
	id = pdf_form_end(p);
	assert_true(id >= 0);
	/* Text in a form: its glyphs, defined meanwhile, drawn inside it. */
	assert_int_equal(pdf_form_begin(p, 0, 0, 10, 10), 0);
	pdf_text(p, 0, 5, 8, PDF_LEFT, "the quick brown fox jumps over "
	    "the lazy dog THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG");
	assert_true(pdf_form_end(p) > id);
	pdf_fill_colour(p, pdf_rgb(p, 0x112233));
	pdf_form_place(p, id, 10, 10, 0, 1);
	pdf_fill_colour(p, pdf_rgb(p, 0x445566));
	pdf_form_place(p, id, 20, 10, 0, 2);
	s = page(p);
	/* Defined once, its paths painting with the place's colours. */
	assert_int_equal(count(s, "<g id=\"u1\">"), 1);
	assert_non_null(strstr(s, "Z\" stroke=\"none\"/>"));
	assert_int_equal(count(s, "<use xlink:href=\"#u1\""), 2);
	assert_non_null(strstr(s, "matrix(1 0 0 1 10 10)\" fill=\"#112233\""));
	assert_non_null(strstr(s, "matrix(2 0 0 2 20 10)\" fill=\"#445566\""));
	free(s);
	/* The next page holds the definitions it uses, numbered anew. */
	layout_page(&pg, 100, 100, 0, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	pdf_rect(p, 0, 0, 1, 1);
	pdf_fill(p);
	s = page(p);
	assert_null(strstr(s, "<g id="));
	free(s);
	pdf_form_place(p, id, 5, 5, 0, 1);
	s = page(p);
	assert_int_equal(count(s, "<g id=\"u1\">"), 1);
	free(s);
	pdf_free(p);
}

static void
svg_text(void **state)
{
	struct pdf *p = svg_doc();
	char *s, want[64];

	pdf_fill_colour(p, pdf_rgb(p, 0x336699));
	pdf_text(p, 10, 20, 12, PDF_LEFT, "AbA \xc3\xa9");
	s = page(p);
	/* A, b, space (no outline, not placed), é: three glyphs defined. */
	assert_int_equal(count(s, "<path id=\"u"), 3);
	assert_int_equal(count(s, "<use xlink:href=\"#u1\""), 2);
	assert_non_null(strstr(s, "<g fill=\"#336699\" stroke=\"none\""));
	/* b after A's advance as libharu measures it (thousandths). */
	snprintf(want, sizeof(want), "<use xlink:href=\"#u2\" x=\"%d\"/>",
	    pdf_doc_width(svg_of(p)->metrics, 'A'));
	assert_non_null(strstr(s, want));
	free(s);
	pdf_free(p);
}

static void
svg_same_bytes(void **state)
{
	char *a[2];
	int i;

	for (i = 0; i < 2; i++) {
		struct pdf *p = svg_doc();

		pdf_fill_colour(p, pdf_rgb(p, 0xabcdef));
		pdf_circle(p, 3.14159, 2.71828, 1.41421);
		pdf_fill_stroke(p);
		pdf_text(p, 1, 2, 6, PDF_CENTER, "Lanternfall");
		a[i] = page(p);
		pdf_free(p);
	}
	assert_string_equal(a[0], a[1]);
	free(a[0]);
	free(a[1]);
}

static void
svg_pictures(void **state)
{
	struct pdf *p = svg_doc();
	char *s;

	pdf_svg_image(p, 1, 2, 30, 20, "image/png",
	    (const unsigned char *)"abcab", 5);
	s = page(p);
	assert_non_null(strstr(s, "<image x=\"1\" y=\"2\" width=\"30\" "
	    "height=\"20\" preserveAspectRatio=\"none\" xlink:href=\""
	    "data:image/png;base64,YWJjYWI=\"/>"));
	free(s);
	pdf_free(p);
}

static void
svg_not_pdf(void **state)
{
	struct pdf *p = svg_doc(), *q;
	struct diag d;
	FILE *f = fopen("/dev/null", "w");
	size_t n;

	diag_init(&d);
	assert_int_equal(pdf_write(p, f, &d), -1);
	assert_int_equal(d.n, 1);
	q = pdf_new(FONT, &d);
	assert_null(pdf_svg_page(q, 1, &n));
	pdf_free(q);
	pdf_free(p);
	fclose(f);
	diag_fini(&d);
}

/*
 * A third backend, the test's own: each operation of the table it is
 * handed writes its letter into log, so the calls a drawing makes are
 * seen reaching it through pdf.h alone, as a new output format's would.
 */
struct tape {
	struct pdf pub;
	char log[64];
	size_t n;
};

static void
rec(struct pdf *p, char c)
{
	struct tape *t = (struct tape *)p;

	if (t->n + 1 < sizeof(t->log))
		t->log[t->n++] = c;
}

static void
t_free(struct pdf *p)
{
	pdf_fini(p);
	free(p);
}

static int
t_page(struct pdf *p, const struct layout_page *pg)
{
	p->pages++;
	rec(p, 'P');
	return 0;
}

static void
t_colour(struct pdf *p, struct pdf_cmyk c, int stroke)
{
	rec(p, stroke ? 'K' : 'k');
}

static void
t_width(struct pdf *p, double mm)
{
	rec(p, 'w');
}

static void
t_style(struct pdf *p, int cap, int join)
{
	rec(p, 'J');
}

static void
t_move(struct pdf *p, double x, double y)
{
	rec(p, 'm');
}

static void
t_line(struct pdf *p, double x, double y)
{
	rec(p, 'l');
}

static void
t_curve(struct pdf *p, const double v[6])
{
	rec(p, 'c');
}

static void
t_close(struct pdf *p)
{
	rec(p, 'h');
}

static void
t_rect(struct pdf *p, double x, double y, double w, double h)
{
	rec(p, 'r');
}

static void
t_paint(struct pdf *p, unsigned how)
{
	rec(p, how == (PDF_PAINT_FILL | PDF_PAINT_EO) ? '*' :
	    how == PDF_PAINT_FILL ? 'f' : how == PDF_PAINT_STROKE ? 'S' : 'B');
}

static void
t_clip(struct pdf *p, int eo)
{
	rec(p, eo ? 'W' : 'C');
}

static void
t_clip_rect(struct pdf *p, double x, double y, double w, double h)
{
	rec(p, 'R');
}

static void
t_save(struct pdf *p)
{
	rec(p, 'q');
}

static void
t_restore(struct pdf *p)
{
	rec(p, 'Q');
}

static void
t_matrix(struct pdf *p, const double m[6])
{
	rec(p, 'x');
}

static void
t_text(struct pdf *p, double x, double y, double size, double w,
    const char *latin1)
{
	rec(p, 'T');
}

static double
t_width_of(struct pdf *p, double pt, const char *utf8)
{
	return (double)strlen(utf8);
}

static double
t_total(struct pdf *p, double x, double y, double pt)
{
	rec(p, 'N');
	return 0;
}

static int
t_form_begin(struct pdf *p, const double box[4])
{
	rec(p, '[');
	return 0;
}

static int
t_form_end(struct pdf *p)
{
	rec(p, ']');
	return 0;
}

static void
t_form_place(struct pdf *p, int id, const double m[6])
{
	rec(p, 'F');
}

static int
t_image(struct pdf *p, const unsigned char *rgb, int w, int h,
    const struct pdf_image_src *src, struct diag *d)
{
	rec(p, 'I');
	return 0;
}

static void
t_image_place(struct pdf *p, int id, double x, double y, double w,
    double h)
{
	rec(p, 'D');
}

static int
t_write(struct pdf *p, FILE *out, struct diag *d)
{
	rec(p, 'E');
	return 0;
}

static int
t_fail(struct pdf *p, struct diag *d, const char *board, const char *what)
{
	return -1;
}

static const struct pdf_dev tape_dev = {
	.free = t_free, .page_begin = t_page, .colour = t_colour,
	.line_width = t_width, .line_style = t_style, .move = t_move,
	.line = t_line, .curve = t_curve, .close = t_close, .rect = t_rect,
	.paint = t_paint, .clip = t_clip, .clip_rect = t_clip_rect,
	.save = t_save, .restore = t_restore, .matrix = t_matrix,
	.text = t_text, .text_width = t_width_of, .page_total = t_total,
	.form_begin = t_form_begin, .form_end = t_form_end,
	.form_place = t_form_place, .image = t_image,
	.image_place = t_image_place, .write = t_write, .fail = t_fail,
};

static void
third_backend(void **state)
{
	struct tape *t = calloc(1, sizeof(*t));
	struct pdf *p = &t->pub;
	struct layout_page pg;
	struct pdf_image_src src = { "image/png", (const unsigned char *)"x",
		1 };
	static const unsigned char px[3] = { 1, 2, 3 };
	struct diag d;
	int key;

	assert_non_null(t);
	diag_init(&d);
	pdf_init(p, &tape_dev);
	layout_page(&pg, 100, 100, 0, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	pdf_fill_colour(p, pdf_rgb(p, 0x336699));
	pdf_stroke_colour(p, pdf_k(1));
	pdf_line_width(p, 1);
	pdf_line_style(p, 1, 1);
	pdf_move(p, 0, 0);
	pdf_line(p, 1, 1);
	pdf_close(p);
	pdf_stroke(p);
	pdf_circle(p, 5, 5, 2);
	pdf_fill(p);
	pdf_rect(p, 0, 0, 1, 1);
	pdf_fill_eo(p, 0);
	pdf_save(p);
	pdf_transform(p, 1, 2, 0, 1);
	pdf_clip_rect(p, 0, 0, 1, 1);
	pdf_rect(p, 0, 0, 1, 1);
	pdf_clip_eo(p);
	pdf_restore(p);
	/* Centred text is measured by the backend, then drawn by it. */
	pdf_text(p, 10, 10, 12, PDF_CENTER, "abc");
	assert_int_equal(pdf_form_begin(p, 0, 0, 1, 1), 0);
	assert_int_equal(pdf_form_end(p), 0);
	pdf_form_place(p, 0, 1, 1, 0, 1);
	/* An image is made once per key (the interface keeps the keys). */
	assert_int_equal(pdf_image_rgb(p, &key, px, 1, 1, &src, &d), 0);
	assert_int_equal(pdf_image_rgb(p, &key, px, 1, 1, &src, &d), 0);
	pdf_image_place(p, 0, 0, 0, 1, 1);
	pdf_page_total(p, 0, 0, 8);
	assert_int_equal(pdf_pages(p), 1);
	assert_int_equal(pdf_write(p, NULL, &d), 0);
	t->log[t->n] = '\0';
	assert_string_equal(t->log, "PkKwJmlhSmcccchfr*qxRrWQT[]FIDNE");
	pdf_free(p);
	diag_fini(&d);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(svg_paths),
		cmocka_unit_test(svg_states),
		cmocka_unit_test(svg_forms),
		cmocka_unit_test(svg_text),
		cmocka_unit_test(svg_same_bytes),
		cmocka_unit_test(svg_pictures),
		cmocka_unit_test(svg_not_pdf),
		cmocka_unit_test(third_backend),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
