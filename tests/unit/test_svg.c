/* test_svg.c: reading SVG icons: each element, path command, transform
 * and paint property, and the refusals with file:line. */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <unistd.h>

#include "icon/svg.h"

#define HEAD "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 " \
	"100\">\n"

/* parse: the icon in text, which must be read. */
static void
parse(struct icon *ic, const char *text)
{
	struct diag d;

	icon_init(ic);
	diag_init(&d);
	if (svg_parse(ic, text, strlen(text), "t.svg", &d) != 0)
		fail_msg("%s: %s", text, d.v[0].msg);
	diag_fini(&d);
}

/* seg: the k-th segment of op: its code, and its last point in *x, *y. */
static int
seg(const struct icon_op *op, size_t k, double *x, double *y)
{
	static const int len[] = { 3, 3, 7, 1 };
	size_t i = 0, j;

	for (j = 0; j < k; j++)
		i += (size_t)len[(int)op->v[i]];
	assert_true(i < op->nv);
	j = i + (size_t)len[(int)op->v[i]];
	if (len[(int)op->v[i]] > 1) {
		*x = op->v[j - 2];
		*y = op->v[j - 1];
	}
	return (int)op->v[i];
}

/* point: segment k of op ends at (x, y). */
static void
point(const struct icon_op *op, size_t k, double x, double y)
{
	double px = NAN, py = NAN;

	seg(op, k, &px, &py);
	if (fabs(px - x) > 1e-9 || fabs(py - y) > 1e-9)
		fail_msg("segment %zu ends at (%g, %g), not (%g, %g)", k, px,
		    py, x, y);
}

static void
view_box_and_rect(void **state)
{
	struct icon ic;

	/* 200 x 100: scaled by 1/2, centred on (50, 50): the PDF's own
	 * rectangle, as the old format drew one; skewed, a path. */
	parse(&ic, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
	    "200 100\"><rect width=\"200\" height=\"100\"/><rect width=\"200\" "
	    "height=\"100\" transform=\"skewY(0.0001)\"/></svg>");
	assert_int_equal(ic.nop, 2);
	assert_int_equal(ic.op[0].shape, ICON_RECT);
	assert_int_equal(ic.op[0].paint, ICON_FILL);
	assert_int_equal(ic.op[0].light, 0);
	assert_int_equal(ic.op[0].nv, 4);
	assert_near(ic.op[0].v[1], 25, 0);
	assert_near(ic.op[0].v[2], 100, 0);
	assert_near(ic.op[0].v[3], 50, 0);
	assert_int_equal(ic.op[1].shape, ICON_PATH);
	assert_int_equal(ic.op[1].nv, 3 * 4 + 1);
	point(&ic.op[1], 0, 0, 25);
	point(&ic.op[1], 1, 100, 25 + 100 * tan(0.0001 * M_PI / 180));
	assert_int_equal(ic.op[1].v[12], ICON_SEG_CLOSE);
	icon_fini(&ic);
	/* Rounded corners: four quarter arcs between the sides. */
	parse(&ic, HEAD "<rect x=\"10\" y=\"10\" width=\"80\" height=\"40\" "
	    "rx=\"5\"/></svg>");
	point(&ic.op[0], 0, 15, 10);
	point(&ic.op[0], 2, 90, 15);
	assert_int_equal(seg(&ic.op[0], 2, &(double){ 0 }, &(double){ 0 }),
	    ICON_SEG_CURVE);
	point(&ic.op[0], 8, 15, 10);
	icon_fini(&ic);
}

static void
circle_ellipse_line_poly(void **state)
{
	struct icon ic;

	parse(&ic, HEAD "<circle cx=\"50\" cy=\"50\" r=\"10\"/>"
	    "<ellipse cx=\"50\" cy=\"50\" rx=\"20\" ry=\"10\"/>"
	    "<line x1=\"1\" y1=\"2\" x2=\"3\" y2=\"4\" stroke=\"black\"/>"
	    "<polyline points=\"0,0 10,0 10,10\" fill=\"none\" "
	    "stroke=\"#000\"/><polygon points=\"0 0 10 0 10 10\"/>"
	    "<circle cx=\"50\" cy=\"50\" r=\"10\" transform=\"rotate(90 50 "
	    "50)\"/></svg>");
	assert_int_equal(ic.nop, 6);
	/* Evenly scaled, the PDF's own circle; turned, a path drawn as
	 * pdf_circle draws one: from (r, 0), clockwise. */
	assert_int_equal(ic.op[0].shape, ICON_CIRCLE);
	assert_int_equal(ic.op[0].nv, 3);
	assert_near(ic.op[0].v[2], 10, 0);
	assert_int_equal(ic.op[5].shape, ICON_PATH);
	point(&ic.op[5], 0, 50, 60);
	assert_near(ic.op[5].v[4], 50 - 0.5522847498 * 10, 1e-8);
	assert_near(ic.op[5].v[5], 60, 1e-9);
	point(&ic.op[5], 1, 40, 50);
	point(&ic.op[5], 4, 50, 60);
	point(&ic.op[1], 1, 50, 60);
	point(&ic.op[1], 2, 30, 50);
	/* A line: filled by default (no area) and stroked. */
	assert_int_equal(ic.op[2].paint, ICON_FILL | ICON_STROKE);
	point(&ic.op[2], 1, 3, 4);
	assert_int_equal(ic.op[3].paint, ICON_STROKE);
	assert_int_equal(ic.op[3].nv, 9);
	assert_int_equal(ic.op[4].nv, 10);
	icon_fini(&ic);
}

static void
path_commands(void **state)
{
	struct icon ic;
	double x, y;

	parse(&ic, HEAD "<path d=\"M10 10l10 0h5v5H30V30L40 40z"
	    "m5 5 5 5\"/></svg>");
	point(&ic.op[0], 1, 20, 10);
	point(&ic.op[0], 2, 25, 10);
	point(&ic.op[0], 3, 25, 15);
	point(&ic.op[0], 4, 30, 15);
	point(&ic.op[0], 5, 30, 30);
	assert_int_equal(seg(&ic.op[0], 7, &x, &y), ICON_SEG_CLOSE);
	point(&ic.op[0], 8, 15, 15); /* m after z: from the subpath start */
	point(&ic.op[0], 9, 20, 20); /* numbers after m: lineto */
	icon_fini(&ic);
	/* S reflects C's second control point; T reflects Q's. */
	parse(&ic, HEAD "<path d=\"M0 0C10 0 20 10 20 20S30 40 40 40"
	    "s10 0 10 10\"/><path d=\"M0 0Q10 0 20 0T40 0t20 0\"/></svg>");
	assert_near(ic.op[0].v[11], 20, 1e-12);
	assert_near(ic.op[0].v[12], 30, 1e-12);
	point(&ic.op[0], 2, 40, 40);
	assert_near(ic.op[0].v[18], 50, 1e-12); /* 2 (40,40) - (30,40) */
	point(&ic.op[0], 3, 50, 50);
	assert_near(ic.op[1].v[4], 20.0 / 3, 1e-12);
	assert_near(ic.op[1].v[6], 40.0 / 3, 1e-12);
	assert_near(ic.op[1].v[11], 20 + 20.0 / 3, 1e-12);
	point(&ic.op[1], 3, 60, 0);
	icon_fini(&ic);
	/* Arcs: half a circle in two quarters; relative; flags packed. */
	parse(&ic, HEAD "<path d=\"M0 50A50 50 0 0 1 100 50a10 10 0 1110 0"
	    "\"/></svg>");
	point(&ic.op[0], 1, 50, 0);
	point(&ic.op[0], 2, 100, 50);
	point(&ic.op[0], 6, 110, 50); /* 300 degrees: four parts */
	icon_fini(&ic);
}

static void
transforms(void **state)
{
	static const struct {
		const char *t;
		double x, y;  /* where (10, 0) goes */
	} t[] = {
		{ "translate(5 7)", 15, 7 },
		{ "translate(5)", 15, 0 },
		{ "scale(2 3)", 20, 0 },
		{ "scale(2)", 20, 0 },
		{ "rotate(90)", 0, 10 },
		{ "rotate(90 10 10)", 20, 10 },
		{ "skewY(45)", 10, 10 },
		{ "matrix(1 2 3 4 5 6)", 15, 26 },
		{ "translate(1,1) scale(2)", 21, 1 },
		{ "scale(2) translate(1,1)", 22, 2 },
	};
	char text[512];
	struct icon ic;
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		snprintf(text, sizeof(text), HEAD "<g transform=\"%s\">"
		    "<path d=\"M0 0L10 0\"/></g></svg>", t[i].t);
		parse(&ic, text);
		point(&ic.op[0], 1, t[i].x, t[i].y);
		icon_fini(&ic);
	}
	/* skewX moves x by y: (0, 10) goes to (10, 10). Nested groups. */
	parse(&ic, HEAD "<g transform=\"translate(1 0)\"><g transform=\"skewX("
	    "45)\"><path transform=\"scale(2)\" d=\"M0 0L0 5\"/></g></g>"
	    "</svg>");
	point(&ic.op[0], 1, 11, 10);
	icon_fini(&ic);
}

static void
paint(void **state)
{
	struct icon ic;

	/* Inherited from the group, a presentation attribute, and style=
	 * (which wins); the viewBox scales the stroke width. */
	parse(&ic, "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 "
	    "200 200\"><g stroke=\"black\" stroke-width=\"10\" fill=\"white\">"
	    "<path d=\"M0 0H9V9Z\" fill=\"#000\" style=\"fill: #FFF; "
	    "fill-rule:evenodd;stroke-linecap:round;stroke-linejoin:bevel;"
	    "stroke-miterlimit:4;opacity:1\"/><circle r=\"5\" stroke-width="
	    "\"4px\" stroke=\"black\" fill=\"black\"/><rect width=\"5\" "
	    "height=\"5\" fill=\"none\" stroke=\"none\"/></g></svg>");
	assert_int_equal(ic.nop, 3);
	/* White fill (paper), then the black stroke: two commands. */
	assert_int_equal(ic.op[0].paint, ICON_FILL);
	assert_int_equal(ic.op[0].light, 1);
	assert_int_equal(ic.op[0].evenodd, 1);
	assert_int_equal(ic.op[1].paint, ICON_STROKE);
	assert_int_equal(ic.op[1].light, 0);
	assert_int_equal(ic.op[1].cap, 1);
	assert_int_equal(ic.op[1].join, 2);
	assert_near(ic.op[1].width, 5, 1e-12);
	assert_int_equal(ic.op[2].paint, ICON_FILL | ICON_STROKE);
	assert_near(ic.op[2].width, 2, 1e-12);
	icon_fini(&ic);
}

static void
refusals(void **state)
{
	static const struct {
		const char *text, *says;
		unsigned line;
	} m[] = {
		{ "<svg", "malformed XML", 1 },
		{ "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0"
		    "H1\"/></svg>", "no viewBox", 1 },
		{ "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY x SYSTEM "
		    "\"file:///etc/passwd\">]>\n" HEAD "<path d=\"&x;\"/>"
		    "</svg>",
		    "DOCTYPE", 2 },
		{ HEAD "<script>alert(1)</script></svg>", "never run", 2 },
		{ HEAD "<path onclick=\"x()\" d=\"M0 0H1\"/></svg>",
		    "never run",
		    2 },
		{ HEAD "\n<image href=\"http://example.org/a.png\"/></svg>",
		    "pictures", 3 },
		{ HEAD "<path d=\"M0 0H1\" href=\"http://example.org/\"/>"
		    "</svg>", "external references", 2 },
		{ "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink="
		    "\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 1 1\">\n"
		    "<use xlink:href=\"other.svg#a\"/></svg>", "<use>", 2 },
		{ HEAD "<text>A</text></svg>", "convert it to paths", 2 },
		{ HEAD "<style>path{fill:red}</style></svg>", "CSS", 2 },
		{ HEAD "<defs><linearGradient id=\"g\"/></defs></svg>",
		    "definitions", 2 },
		{ HEAD "<foreignObject/></svg>", "foreign", 2 },
		{ HEAD "<path d=\"M0 0H1\" fill=\"red\"/></svg>", "only none",
		    2 },
		{ HEAD "<path d=\"M0 0H1\" fill=\"url(#g)\"/></svg>",
		    "only none",
		    2 },
		{ HEAD "<path d=\"M0 0X1\"/></svg>", "unknown command", 2 },
		{ HEAD "<path d=\"L0 0\"/></svg>", "start with M", 2 },
		{ HEAD "<path d=\"M0 0C1 2\"/></svg>", "needs 6", 2 },
		{ HEAD "<path d=\"M0 0H1\" transform=\"spin(3)\"/></svg>",
		    "not matrix", 2 },
		{ HEAD "<path d=\"M0 0H1\" transform=\"rotate(1 2)\"/></svg>",
		    "rotate takes", 2 },
		{ HEAD "<path d=\"M0 0H1\" style=\"mix-blend-mode:x\"/></svg>",
		    "not supported", 2 },
		{ HEAD "<path d=\"M0 0H1\" fill-opacity=\"0.5\"/></svg>",
		    "only 1", 2 },
		{ HEAD "<path d=\"M0 0H1\" filter=\"url(#f)\"/></svg>",
		    "not supported", 2 },
		{ HEAD "<path d=\"M0 0H1e9\"/></svg>", "too far", 2 },
		{ HEAD "<rect width=\"-1\" height=\"2\"/></svg>", ">= 0", 2 },
		{ HEAD "<circle r=\"x\"/></svg>", "a number", 2 },
		{ HEAD "<path d=\"M0 0H1\" stroke=\"black\" "
		    "stroke-width=\"60\"/>"
		    "</svg>", "half the icon", 2 },
		{ HEAD "<path d=\"M0 0H1\"><animate/></path></svg>",
		    "<animate>", 2 },
		{ HEAD "</svg>", "draws nothing", 0 },
		{ "<html/>", "not an SVG", 1 },
		{ "<?xml-stylesheet href=\"a.css\"?>\n" HEAD "</svg>",
		    "processing instruction", 1 },
	};
	struct icon ic;
	struct diag d;
	size_t i;

	for (i = 0; i < sizeof(m) / sizeof(m[0]); i++) {
		icon_init(&ic);
		diag_init(&d);
		assert_int_equal(svg_parse(&ic, m[i].text, strlen(m[i].text),
		    "t.svg", &d), -1);
		if (d.n != 1 || !strstr(d.v[0].msg, m[i].says) ||
		    d.v[0].line != m[i].line || strcmp(d.v[0].file, "t.svg"))
			fail_msg("case %zu: %zu lines, %u: %s", i, d.n,
			    d.v[0].line, d.v[0].msg);
		assert_int_equal(ic.nop, 0);
		icon_fini(&ic);
		diag_fini(&d);
	}
}

/*
 * Encodings: only UTF-8 reaches libxml2, so the DOCTYPE check sees what
 * the parser will ("+ADw-!DOCTYPE" is one in UTF-7); each other one is
 * refused on line 1, invalid UTF-8 on its own line.
 */
static void
encodings(void **state)
{
	static const char body[] = "\n" HEAD "<path d=\"M0 0H9V9z\"/></svg>";
	static const struct {
		const char *text;
		size_t n; /* 0: strlen */
		const char *says;
		unsigned line;
	} m[] = {
		{ "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-+ACE-"
		    "DOCTYPE svg +AFs-+ADw-+ACE-ENTITY p +ACI-M0 0H9V9z"
		    "+ACI-+AD4-+AF0-+AD4-\n" HEAD "<path d=\"&p;\"/></svg>", 0,
		    "encoding \"UTF-7\" declared", 1 },
		{ "<?xml version=\"1.0\" encoding=\"EBCDIC-US\"?>\n" HEAD
		    "</svg>", 0, "EBCDIC-US", 1 },
		{ "<?xml version='1.0'encoding = 'iso-8859-1'?>" HEAD "</svg>",
		    0, "iso-8859-1", 1 },
		{ "<?xml version=\"1.0\" encoding=\"UTF-16\"?>" HEAD "</svg>",
		    0, "UTF-16", 1 },
		{ "\xFE\xFF\0<\0?\0x\0m\0l", 12, "UTF-16 byte-order mark",
		    1 },
		{ "\xFF\xFE<\0?\0x\0m\0l\0", 12, "UTF-16 byte-order mark",
		    1 },
		{ "\x4C\x6F\xA7\x94\x93", 5, "EBCDIC", 1 },
		{ "<?xml version=\"1.0\" encoding?>" HEAD "</svg>", 0,
		    "XML declaration cannot be read", 1 },
		{ HEAD "\n<title>\xC3(</title></svg>", 0, "byte 0xC3", 3 },
		{ HEAD "\n<title>\xED\xA0\x80</title></svg>", 0, "UTF-8", 3 },
		{ HEAD "\x01</svg>", 0, "byte 0x01", 2 },
	};
	static const char *const fine[] = {
		"<?xml version=\"1.0\" encoding=\"utf-8\"?>",
		"\xEF\xBB\xBF<?xml version='1.0' encoding='UTF-8' "
		    "standalone='no'?>",
		"<?xml version=\"1.0\"?><!-- caf\xC3\xA9 \xE2\x80\x94 -->",
		"",
	};
	struct icon ic;
	struct diag d;
	char buf[512];
	size_t i, n;

	for (i = 0; i < sizeof(m) / sizeof(m[0]); i++) {
		icon_init(&ic);
		diag_init(&d);
		n = m[i].n ? m[i].n : strlen(m[i].text);
		assert_int_equal(svg_parse(&ic, m[i].text, n, "t.svg", &d), -1);
		if (d.n != 1 || !strstr(d.v[0].msg, m[i].says) ||
		    d.v[0].line != m[i].line)
			fail_msg("case %zu: %zu lines, %u: %s", i, d.n,
			    d.v[0].line, d.v[0].msg);
		assert_int_equal(ic.nop, 0);
		icon_fini(&ic);
		diag_fini(&d);
	}
	for (i = 0; i < sizeof(fine) / sizeof(fine[0]); i++) {
		icon_init(&ic);
		diag_init(&d);
		n = (size_t)snprintf(buf, sizeof(buf), "%s%s", fine[i], body);
		if (svg_parse(&ic, buf, n, "t.svg", &d) != 0)
			fail_msg("fine %zu: %s", i, d.n ? d.v[0].msg : "?");
		assert_int_equal(ic.nop, 1);
		icon_fini(&ic);
		diag_fini(&d);
	}
}

/* Too big, too many elements, too deep, too many path commands. */
static void
limits(void **state)
{
	static const char *const says[] = { "bytes", "elements", "nested",
		"path commands" };
	struct icon ic;
	struct diag d;
	char *buf = malloc(SVG_MAX_BYTES + 100);
	size_t i, n, k;

	assert_non_null(buf);
	for (i = 0; i < 4; i++) {
		n = (size_t)sprintf(buf, "%s", HEAD);
		for (k = 0; i == 0 ? n < SVG_MAX_BYTES : i == 1 ? k <=
		    SVG_MAX_ELEMENTS : i == 2 ? k <= SVG_MAX_DEPTH : k < 1; k++)
			n += (size_t)sprintf(buf + n, i == 2 ? "<g>" :
			    "<path d=\"M0 0\"/>\n");
		if (i == 3) {
			n += (size_t)sprintf(buf + n, "<path d=\"M0 0");
			for (k = 0; k <= SVG_MAX_COMMANDS; k++)
				n += (size_t)sprintf(buf + n, "h0");
			n += (size_t)sprintf(buf + n, "\"/>");
		}
		for (k = 0; i == 2 && k <= SVG_MAX_DEPTH; k++)
			n += (size_t)sprintf(buf + n, "</g>");
		n += (size_t)sprintf(buf + n, "</svg>");
		icon_init(&ic);
		diag_init(&d);
		assert_int_equal(svg_parse(&ic, buf, n, "t.svg", &d), -1);
		if (d.n != 1 || !strstr(d.v[0].msg, says[i]))
			fail_msg("limit %zu: %s", i, d.v[0].msg);
		icon_fini(&ic);
		diag_fini(&d);
	}
	free(buf);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(view_box_and_rect),
    cmocka_unit_test(circle_ellipse_line_poly),
    cmocka_unit_test(path_commands),
    cmocka_unit_test(transforms),
    cmocka_unit_test(paint),
    cmocka_unit_test(refusals),
    cmocka_unit_test(encodings),
    cmocka_unit_test(limits))
