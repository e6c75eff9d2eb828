/* icon.c: reading the icon files; drawing them is print/draw.c's job. */
#include "print/icon.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/mem.h"
#include "core/num.h"
#include "print/svg.h"

void
icon_init(struct icon *ic)
{
	memset(ic, 0, sizeof(*ic));
}

void
icon_fini(struct icon *ic)
{
	size_t i;

	for (i = 0; i < ic->nop; i++)
		free(ic->op[i].v);
	free(ic->op);
	icon_init(ic);
}

/* How many numbers each shape takes: exactly n, or at least n (even). */
static const struct {
	const char *name;
	int shape;
	size_t n;
	int at_least;
} shapes[] = {
	{ "circle", ICON_CIRCLE, 3, 0 },
	{ "rect", ICON_RECT, 4, 0 },
	{ "poly", ICON_POLY, 6, 1 },
	{ "line", ICON_LINE, 4, 1 },
	{ "arc", ICON_ARC, 5, 0 },
};

static int
parse_line(struct icon *ic, char *s, double *width, int *light,
    const char *path, unsigned line, struct diag *d)
{
	char *w[130], *save;
	int n = 0, paint, k;
	struct icon_op *op;
	size_t i, j;

	for (w[n] = strtok_r(s, " \t\r", &save); w[n] && n < 129;
	    w[++n] = strtok_r(NULL, " \t\r", &save))
		;
	if (n == 0 || w[0][0] == '#')
		return 0;
	if (strcmp(w[0], "width") == 0) {
		if (n != 2 || num_parse_double(w[1], width) < 0 ||
		    *width <= 0 || *width > 50) {
			diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
			    "width: one number in (0, 50] is needed");
			return -1;
		}
		return 0;
	}
	if (strcmp(w[0], "ink") == 0) {
		if (n != 2 || (strcmp(w[1], "dark") && strcmp(w[1], "light"))) {
			diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
			    "ink: dark or light is needed");
			return -1;
		}
		*light = strcmp(w[1], "light") == 0;
		return 0;
	}
	paint = strcmp(w[0], "fill") == 0 ? ICON_FILL :
	    strcmp(w[0], "stroke") == 0 ? ICON_STROKE :
	    strcmp(w[0], "both") == 0 ? ICON_FILL | ICON_STROKE : 0;
	if (!paint || n < 2) {
		diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
		    "unknown command \"%s\" (width, ink, fill, stroke, both)",
		    w[0]);
		return -1;
	}
	for (j = 0; j < sizeof(shapes) / sizeof(shapes[0]); j++)
		if (strcmp(w[1], shapes[j].name) == 0)
			break;
	if (j == sizeof(shapes) / sizeof(shapes[0])) {
		diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
		    "unknown shape \"%s\" (circle, rect, poly, line, arc)",
		    w[1]);
		return -1;
	}
	k = n - 2;
	if (shapes[j].at_least ? (k < (int)shapes[j].n || k % 2) :
	    k != (int)shapes[j].n) {
		diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
		    "%s takes %s%zu numbers%s", w[1], shapes[j].at_least ?
		    "at least " : "", shapes[j].n, shapes[j].at_least ?
		    " (x y pairs)" : "");
		return -1;
	}
	if ((shapes[j].shape == ICON_LINE || shapes[j].shape == ICON_ARC) &&
	    paint != ICON_STROKE) {
		diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
		    "a %s can only be stroked", w[1]);
		return -1;
	}
	op = VEC_PUSH(ic->op, ic->nop, ic->capop);
	op->shape = shapes[j].shape;
	op->paint = paint;
	op->light = *light;
	op->width = *width;
	op->nv = (size_t)k;
	op->v = mem_alloc((size_t)k * sizeof(*op->v));
	for (i = 0; i < (size_t)k; i++) {
		if (num_parse_double(w[2 + i], &op->v[i]) < 0 ||
		    op->v[i] < -720 || op->v[i] > 720) {
			diag_add(d, DIAG_FATAL, path, line, NULL, NULL,
			    "\"%s\" is not a number in [-720, 720]",
			    w[2 + i]);
			return -1;
		}
	}
	return 0;
}

int
icon_load(struct icon *ic, const char *dir, const char *name, struct diag *d)
{
	char path[4096], buf[2048];
	double width = 6;
	unsigned line = 0;
	int light = 0, rc = 0;
	FILE *f;

	icon_fini(ic);
	snprintf(path, sizeof(path), "%s/%s.svg", dir, name);
	if (access(path, F_OK) == 0) {
		rc = svg_load(ic, path, d);
		snprintf(ic->name, sizeof(ic->name), "%s", name);
		return rc;
	}
	snprintf(ic->name, sizeof(ic->name), "%s", name);
	snprintf(path, sizeof(path), "%s/%s.icon", dir, name);
	f = fopen(path, "r");
	if (!f) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "cannot open icon: %s", strerror(errno));
		return -1;
	}
	while (fgets(buf, sizeof(buf), f)) {
		line++;
		buf[strcspn(buf, "\n")] = '\0';
		if (parse_line(ic, buf, &width, &light, path, line, d) < 0) {
			rc = -1;
			break;
		}
	}
	fclose(f);
	if (rc == 0 && ic->nop == 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "the icon draws nothing");
		rc = -1;
	}
	return rc;
}
