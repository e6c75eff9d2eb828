/* layout.c: named paper sizes and nested page boxes. */
#include "draw/layout.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/mark.h"
#include "core/num.h"
#include "core/rfile.h"

_Static_assert(LAYOUT_FOLD_LINES == BOARD_HINGES, "one count of hinges");

/* Portrait sizes in mm: ISO 216 and the ANSI sizes print shops quote. */
static const struct {
	const char *name;
	double w, h;
} papers[] = {
	{ "A5", 148, 210 },
	{ "A4", 210, 297 },
	{ "A3", 297, 420 },
	{ "Letter", 215.9, 279.4 },
	{ "Tabloid", 279.4, 431.8 },
};

int
layout_paper(const char *name, int landscape, double *w, double *h)
{
	double a = 0, b = 0, t;
	char buf[64], *x;
	size_t i;

	for (i = 0; i < sizeof(papers) / sizeof(papers[0]); i++) {
		if (strcasecmp(name, papers[i].name) == 0) {
			a = papers[i].w;
			b = papers[i].h;
			break;
		}
	}
	if (a == 0) {
		/* "WxH": taken as given, orientation then decides. */
		if (strlen(name) >= sizeof(buf))
			return -1;
		snprintf(buf, sizeof(buf), "%s", name);
		x = strchr(buf, 'x');
		if (!x)
			x = strchr(buf, 'X');
		if (!x)
			return -1;
		*x = '\0';
		if (num_parse_double(buf, &a) < 0 ||
		    num_parse_double(x + 1, &b) < 0)
			return -1;
	}
	if (a < 20 || b < 20 || a > 5000 || b > 5000)
		return -1;
	if ((landscape && a < b) || (!landscape && a > b)) {
		t = a;
		a = b;
		b = t;
	}
	*w = a;
	*h = b;
	return 0;
}

int
layout_turns_sideways(const struct layout_page *pg)
{
	return pg->media_w < pg->media_h;
}

void
layout_page(struct layout_page *pg, double w, double h, double bleed,
    double slug)
{
	memset(pg, 0, sizeof(*pg));
	pg->bleed = bleed;
	pg->slug = slug;
	pg->trim_w = w;
	pg->trim_h = h;
	pg->bleed_w = w + 2 * bleed;
	pg->bleed_h = h + 2 * bleed;
	pg->media_w = pg->bleed_w + 2 * slug;
	pg->media_h = pg->bleed_h + 2 * slug;
	pg->bleed_x0 = pg->bleed_y0 = slug;
	pg->trim_x0 = pg->trim_y0 = slug + bleed;
}

void
layout_template_defaults(struct layout_template *t)
{
	memset(t, 0, sizeof(*t));
	snprintf(t->name, sizeof(t->name), "shop");
	snprintf(t->title, sizeof(t->title), "Print shop, 3 mm bleed");
	snprintf(t->paper, sizeof(t->paper), "board");
	t->landscape = -1;
	t->bleed = 3;
	t->safe = 4;
	t->slug = LAYOUT_SLUG_INSIDE;
	t->colour = LAYOUT_CMYK;
	t->overprint = 1;
	snprintf(t->condition, sizeof(t->condition), "FOGRA39");
	snprintf(t->tile, sizeof(t->tile), "none");
	t->overlap = 12.7;
	t->pdfx = LAYOUT_X1A_2001;
	t->ink = 2.8;
	t->deflate = LAYOUT_DEFLATE_FAST;
	t->panels = 1;
	t->hinge = 3;
}

double
layout_slug(const struct layout_template *t)
{
	if (!t->marks)
		return 0;
	return t->code != LAYOUT_CODE_NONE ? LAYOUT_SLUG_CODE : LAYOUT_SLUG;
}

static int
yes_no(const char *v, int *out)
{
	if (!strcmp(v, "yes") || !strcmp(v, "on") || !strcmp(v, "true"))
		*out = 1;
	else if (!strcmp(v, "no") || !strcmp(v, "off") || !strcmp(v, "false"))
		*out = 0;
	else
		return -1;
	return 0;
}

static int
length(const char *v, double lo, double hi, double *out)
{
	double x;

	/* "1/8in" is the US shops' bleed. */
	if (!strcmp(v, "1/8in")) {
		*out = 3.175;
		return 0;
	}
	if (num_parse_double(v, &x) < 0 || x < lo || x > hi)
		return -1;
	*out = x;
	return 0;
}

/* BAD: the setting's one-line reason into err (n bytes), and -1. */
#define BAD(...)                                  \
	do {                                      \
		snprintf(err, n, __VA_ARGS__);    \
		return -1;                        \
	} while (0)

/* The PDF/X levels a template names, as layout.h's LAYOUT_X*. */
static const char *const pdfx_names[] = { "X-1a:2001", "X-1a:2003", "X-4" };
#define NPDFX (sizeof(pdfx_names) / sizeof(pdfx_names[0]))

/*
 * print_key: a setting of the print itself (colour, its output condition
 * and profile, the PDF/X level, the total ink, how a press sheet turns
 * for its backs, how hard its streams are compressed), as
 * layout_template_set.
 */
static int
print_key(struct layout_template *t, const char *key, const char *val,
    char *err, size_t n)
{
	double x;
	size_t i;

	if (!strcmp(key, "colour")) {
		if (!strcasecmp(val, "cmyk"))
			t->colour = LAYOUT_CMYK;
		else if (!strcasecmp(val, "rgb"))
			t->colour = LAYOUT_RGB;
		else
			BAD("colour: cmyk or rgb, not \"%s\"", val);
	} else if (!strcmp(key, "condition")) {
		if (strlen(val) >= sizeof(t->condition))
			BAD("condition: \"%.40s\" is too long", val);
		snprintf(t->condition, sizeof(t->condition), "%s", val);
	} else if (!strcmp(key, "icc")) {
		if (strlen(val) >= sizeof(t->icc))
			BAD("icc: the file name is too long");
		snprintf(t->icc, sizeof(t->icc), "%s",
		    strcmp(val, "none") ? val : "");
	} else if (!strcmp(key, "pdfx")) {
		for (i = 0; i < NPDFX && strcasecmp(val, pdfx_names[i]); i++)
			;
		if (i == NPDFX)
			BAD("pdfx: X-1a:2001, X-1a:2003 or X-4, not \"%s\"",
			    val);
		t->pdfx = (int)i;
	} else if (!strcmp(key, "compress")) {
		if (strcmp(val, "fast") && strcmp(val, "small"))
			BAD("compress: fast or small, not \"%s\"", val);
		t->deflate = strcmp(val, "fast") ? LAYOUT_DEFLATE_SMALL :
		    LAYOUT_DEFLATE_FAST;
	} else if (!strcmp(key, "duplex")) {
		if (strcmp(val, "turn") && strcmp(val, "tumble"))
			BAD("duplex: turn or tumble, not \"%s\"", val);
		t->tumble = !strcmp(val, "tumble");
	} else if (!strcmp(key, "die")) {
		if (!strcmp(val, "none"))
			t->die = LAYOUT_DIE_NONE;
		else if (!strcmp(val, "layer"))
			t->die = LAYOUT_DIE_LAYER;
		else if (!strcmp(val, "spot"))
			t->die = LAYOUT_DIE_SPOT;
		else
			BAD("die: none, layer or spot, not \"%s\"", val);
	} else if (!strcmp(key, "ink")) {
		if (num_parse_double(val, &x) < 0 || x < 200 || x > 400)
			BAD("ink: the total ink limit in percent, 200 to 400, "
			    "is needed, not \"%s\"", val);
		t->ink = x / 100;
	} else {
		BAD("unknown setting \"%s\"", key);
	}
	return 0;
}

/*
 * set_switch: a yes/no setting (marks, overprint). Returns 0, 1 when key
 * is not one, or -1 with the reason in err.
 */
static int
set_switch(struct layout_template *t, const char *key, const char *val,
    char *err, size_t n)
{
	static const struct {
		const char *key;
		size_t at;
	} sw[] = {
		{ "marks", offsetof(struct layout_template, marks) },
		{ "overprint", offsetof(struct layout_template, overprint) },
		{ "vt", offsetof(struct layout_template, vt) },
		{ "icc-any", offsetof(struct layout_template, icc_any) },
	};
	size_t i;

	for (i = 0; i < sizeof(sw) / sizeof(sw[0]); i++) {
		if (strcmp(key, sw[i].key))
			continue;
		if (yes_no(val, (int *)((char *)t + sw[i].at)) == 0)
			return 0;
		snprintf(err, n, "%s: yes or no, not \"%s\"", key, val);
		return -1;
	}
	return 1;
}

int
layout_template_set(struct layout_template *t, const char *key,
    const char *val, char *err, size_t n)
{
	double w, h;
	int rc;

	if (!*val)
		BAD("%s: a value is needed", key);
	if ((rc = set_switch(t, key, val, err, n)) <= 0)
		return rc;
	if (!strcmp(key, "title")) {
		snprintf(t->title, sizeof(t->title), "%s", val);
	} else if (!strcmp(key, "paper")) {
		if (strcasecmp(val, "board") && layout_paper(val, 1, &w, &h) < 0)
			BAD("paper: board, A3, A4, A5, Letter, Tabloid or WxH "
			    "in mm (20 to 5000) is needed, not \"%s\"", val);
		if (strlen(val) >= sizeof(t->paper))
			BAD("paper: \"%.40s\" is too long", val);
		snprintf(t->paper, sizeof(t->paper), "%s", val);
	} else if (!strcmp(key, "orientation")) {
		if (!strcmp(val, "landscape"))
			t->landscape = 1;
		else if (!strcmp(val, "portrait"))
			t->landscape = 0;
		else if (!strcmp(val, "auto"))
			t->landscape = -1;
		else
			BAD("orientation: landscape, portrait or auto (as the "
			    "board), not \"%s\"", val);
	} else if (!strcmp(key, "bleed")) {
		if (length(val, 0, 30, &t->bleed) < 0)
			BAD("bleed: a length in [0, 30] mm (or 1/8in) is "
			    "needed, not \"%s\"", val);
	} else if (!strcmp(key, "safe")) {
		if (length(val, 0, 30, &t->safe) < 0)
			BAD("safe: a length in [0, 30] mm is needed, not "
			    "\"%s\"", val);
	} else if (!strcmp(key, "panels")) {
		if (strcmp(val, "1") && strcmp(val, "2") && strcmp(val, "4") &&
		    strcmp(val, "6"))
			BAD("panels: 1 (flat), 2, 4 or 6, not \"%s\"", val);
		t->panels = val[0] - '0';
	} else if (!strcmp(key, "hinge")) {
		if (length(val, 0, 20, &t->hinge) < 0)
			BAD("hinge: a length in [0, 20] mm is needed, not "
			    "\"%s\"", val);
	} else if (!strcmp(key, "overlap")) {
		if (length(val, 0, 100, &t->overlap) < 0)
			BAD("overlap: a length in [0, 100] mm is needed, not "
			    "\"%s\"", val);
	} else if (!strcmp(key, "slug")) {
		if (!strcmp(val, "margin"))
			t->slug = LAYOUT_SLUG_MARGIN;
		else if (!strcmp(val, "inside"))
			t->slug = LAYOUT_SLUG_INSIDE;
		else if (!strcmp(val, "off"))
			t->slug = LAYOUT_SLUG_OFF;
		else
			BAD("slug: margin, inside or off, not \"%s\"", val);
	} else if (!strcmp(key, "code")) {
		if (!strcmp(val, "qr"))
			t->code = LAYOUT_CODE_QR;
		else if (!strcmp(val, "none"))
			t->code = LAYOUT_CODE_NONE;
		else
			BAD("code: qr or none, not \"%s\"", val);
	} else if (!strcmp(key, "tile")) {
		if (strcasecmp(val, "none") && strcasecmp(val, "A4") &&
		    strcasecmp(val, "Letter"))
			BAD("tile: none, A4 or Letter, not \"%s\"", val);
		snprintf(t->tile, sizeof(t->tile), "%s", val);
	} else {
		return print_key(t, key, val, err, n);
	}
#undef BAD
	return 0;
}

int
layout_template_check(const struct layout_template *t, char *err, size_t n)
{
	if (t->slug == LAYOUT_SLUG_MARGIN && !t->marks) {
		snprintf(err, n, "slug margin needs marks yes: the slug area "
		    "is the marks' margin");
		return -1;
	}
	/* The code goes beside the slug line, in the slug area. */
	if (t->code != LAYOUT_CODE_NONE && t->slug != LAYOUT_SLUG_MARGIN) {
		snprintf(err, n, "code qr needs slug margin (and marks yes): "
		    "the code goes beside the slug line");
		return -1;
	}
	/* A record a press front end can see is PDF/VT-1 (ISO 16612-2),
	 * which is PDF/X-4 with the document parts. */
	if (t->vt && (t->pdfx != LAYOUT_X4 || t->colour != LAYOUT_CMYK)) {
		snprintf(err, n, "vt yes needs pdfx X-4 and colour cmyk: "
		    "PDF/VT-1 is PDF/X-4 with each board a record");
		return -1;
	}
	/* Optional content is PDF 1.5: PDF/X-1a (1.3, 1.4) has none. */
	if (t->die == LAYOUT_DIE_LAYER && (t->pdfx != LAYOUT_X4 ||
	    t->colour != LAYOUT_CMYK)) {
		snprintf(err, n, "die layer needs pdfx X-4 and colour cmyk: "
		    "a processing-step layer is optional content, PDF 1.5; "
		    "PDF/X-1a takes die spot (the CutContour separation) or "
		    "--die-out FILE");
		return -1;
	}
	return 0;
}

/*
 * open_template: path opened for reading when it is a regular file of at
 * most LAYOUT_TEMPLATE_BYTES; else NULL with the reason in d. Opened
 * without blocking, so a FIFO is refused rather than waited on.
 */
static FILE *
open_template(const char *path, struct diag *d)
{
	struct rfile rf;
	FILE *f = rfile_fopen(path, "r", LAYOUT_TEMPLATE_BYTES, &rf);

	if (!f && rf.status == RFILE_OPEN)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "cannot open page template: %s", rf.why);
	else if (!f)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot read page "
		    "template: %s", rf.status == RFILE_LARGE ? "larger than "
		    LAYOUT_TEMPLATE_BYTES_TEXT " bytes" : rf.status ==
		    RFILE_FOLDER ? "not a regular file" : rf.why);
	return f;
}

/*
 * template_line: the next line of f into buf (n bytes, at least
 * LAYOUT_TEMPLATE_LINE + 1), its end of line dropped; *total counts the
 * bytes read. Returns 1, 0 at the end, or -1 with the reason in *why.
 */
static int
template_line(FILE *f, char *buf, size_t n, size_t *total, const char **why)
{
	size_t k = 0;
	int c;

	while ((c = getc(f)) != EOF) {
		if (++*total > LAYOUT_TEMPLATE_BYTES) {
			*why = "the file is larger than "
			    LAYOUT_TEMPLATE_BYTES_TEXT " bytes";
			return -1;
		}
		if (c == '\n')
			break;
		if (c == '\0') {
			*why = "a NUL byte: not a text file";
			return -1;
		}
		if (k == LAYOUT_TEMPLATE_LINE || k + 1 >= n) {
			*why = "a line longer than " LAYOUT_TEMPLATE_LINE_TEXT
			    " bytes";
			return -1;
		}
		buf[k++] = (char)c;
	}
	buf[k] = '\0';
	if (c == EOF && (ferror(f) || k == 0)) {
		*why = ferror(f) ? strerror(errno) : NULL;
		return ferror(f) ? -1 : 0;
	}
	return 1;
}

int
layout_template_load(struct layout_template *t, const char *path,
    struct diag *d)
{
	char buf[LAYOUT_TEMPLATE_LINE + 1], err[256], *key, *val, *e;
	const char *why = NULL;
	unsigned line = 0;
	size_t total = 0;
	int bad = 0, in_page = 0, rc;
	FILE *f = open_template(path, d);

	if (!f)
		return -1;
	/* The first mistake ends the reading: one line says it. */
	while (!bad && (rc = template_line(f, buf, sizeof(buf), &total,
	    &why)) != 0) {
		line++;
		if (rc < 0) {
			diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
			    "cannot read page template: %s", why);
			bad = 1;
			break;
		}
		/* A comment: "#" followed by a space, or a whole line. */
		for (e = buf; (e = strchr(e, '#')); e++)
			if ((e == buf || e[-1] == ' ' || e[-1] == '\t') &&
			    (e[1] == ' ' || e[1] == '\n' || e[1] == '\0')) {
				*e = '\0';
				break;
			}
		key = buf + strspn(buf, " \t");
		e = key + strlen(key);
		while (e > key && strchr(" \t\r\n", e[-1]))
			*--e = '\0';
		if (!*key)
			continue;
		if (!strcmp(key, "[page]")) {
			in_page = 1;
			continue;
		}
		val = key + strcspn(key, " \t");
		if (*val)
			*val++ = '\0';
		val += strspn(val, " \t");
		if (!in_page) {
			diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
			    "a page template starts with [page]");
			bad = 1;
		} else if (layout_template_set(t, key, val, err,
		    sizeof(err)) < 0) {
			diag_add(d, DIAG_FATAL, path, line, NULL, NULL, "%s",
			    err);
			bad = 1;
		}
	}
	fclose(f);
	if (!bad && layout_template_check(t, err, sizeof(err)) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s", err);
		bad = 1;
	}
	if (!bad) {
		/* The template's name: its file's, without .page. */
		const char *b = strrchr(path, '/');
		size_t k;

		b = b ? b + 1 : path;
		k = strlen(b);
		if (k > 5 && !strcmp(b + k - 5, ".page"))
			k -= 5;
		snprintf(t->name, sizeof(t->name), "%.*s", (int)(k < 63 ? k :
		    63), b);
	}
	return bad ? -1 : 0;
}

int
layout_tiles(double w, double h, double sw, double sh, double dead, double o,
    int *nx, int *ny)
{
	double px = sw - 2 * dead, py = sh - 2 * dead;

	*nx = w <= px ? 1 : (int)ceil((w - o) / (px - o));
	*ny = h <= py ? 1 : (int)ceil((h - o) / (py - o));
	return *nx * *ny;
}

size_t
layout_fold_lines(const struct layout_template *t,
    const struct layout_page *pg, struct layout_fold_line *out)
{
	struct board_hinge h[BOARD_HINGES];
	size_t n = board_fold_hinges(pg->trim_w, pg->trim_h, t->panels, h), i;

	for (i = 0; i < n; i++) {
		out[i].axis = h[i].axis;
		out[i].gap = t->hinge;
		out[i].x0 = h[i].axis ? pg->bleed_x0 : pg->trim_x0 + h[i].at;
		out[i].x1 = h[i].axis ? pg->bleed_x0 + pg->bleed_w :
		    pg->trim_x0 + h[i].at;
		out[i].y0 = h[i].axis ? pg->trim_y0 + h[i].at : pg->bleed_y0;
		out[i].y1 = h[i].axis ? pg->trim_y0 + h[i].at : pg->bleed_y0 +
		    pg->bleed_h;
	}
	return n;
}

/* The press sheets by name, mm (impose-pdf, press-run's job ticket). */
static const struct {
	const char *name;
	double w, h;
} press_sheets[] = {
	{ "SRA3", 320, 450 }, { "SRA2", 450, 640 }, { "B2", 500, 707 },
	{ "B1", 707, 1000 },
};

int
layout_press_sheet(const char *name, double *w, double *h)
{
	const char *s;
	char *e;
	size_t i;

	for (i = 0; i < sizeof(press_sheets) / sizeof(press_sheets[0]); i++)
		if (strcasecmp(name, press_sheets[i].name) == 0) {
			*w = press_sheets[i].w;
			*h = press_sheets[i].h;
			return 0;
		}
	*w = strtod(name, &e);
	if (e == name || (*e != 'x' && *e != 'X'))
		return -1;
	s = e + 1;
	*h = strtod(s, &e);
	return e != s && !*e && *w >= 50 && *w <= 2000 && *h >= 50 &&
	    *h <= 2000 ? 0 : -1;
}
