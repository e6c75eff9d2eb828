/* layout.c: named paper sizes and nested page boxes. */
#include "layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "num.h"

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
