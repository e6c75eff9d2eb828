/* map.c: a transport map's grid on paper, legend box, scenario. */
#include "transport/map.h"

#include <math.h>
#include <stdio.h>

#include "picture/drawpic.h"
#include "text/textwidth.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/structure_int.h"

int
transport_players_of(const struct board *b)
{
	int p = (int)b->players;

	return p < 1 ? 1 : p >= RULES_PMAX ? RULES_PMAX - 1 : p;
}

double
transport_cell_size(const struct board *b, const struct rules *r,
    double *want)
{
	const struct rules_transport *t = transport_rules(r);
	double c = t->cell[transport_players_of(b)];
	double side = fmin(b->width, b->height), s = c;

	/*
	 * The cells are meant for a paper of cell_side mm across (A4's):
	 * on a narrower one they shrink with it, so that it holds the grid
	 * its cities need (to 0.01 mm, so the deck's value is exact); the
	 * names and goods are drawn at one size on every paper, so not
	 * below cell_min (transport_limits refuses such a paper).
	 */
	if (t->cell_side > 0 && side < t->cell_side)
		s = floor(c * side / t->cell_side * 100 + 0.5) / 100;
	if (want)
		*want = s;
	return fmax(s, fmin(c, t->cell_min));
}

void
transport_grid(const struct board *b, const struct rules *r, int *cols,
    int *rows, double *cell)
{
	double c = transport_cell_size(b, r, NULL);

	/* A hair of slack: 297 / 5.12 must give 58 cells, not 57. */
	*cell = c;
	*cols = (int)floor(b->width / c + 1e-9);
	*rows = (int)floor(b->height / c + 1e-9);
	if (*cols < 3)
		*cols = 3;
	if (*rows < 3)
		*rows = 3;
}

void
transport_origin(const struct board *b, double *x0, double *y0)
{
	*x0 = (b->width - b->cols * b->cell) / 2;
	*y0 = (b->height - b->rows * b->cell) / 2;
}

/*
 * legend_need: how wide the legend's box must be for its lines in a
 * style's font (transport/draw.c's legend): its title at 7 pt, 2 mm in,
 * each route's name and its own lines at 6 pt after their samples.
 */
static double
legend_need(const struct rules *r)
{
	static const char *const own[] = { TRANSPORT_LEGEND_TRANSIT,
		TRANSPORT_LEGEND_AIRPORT, TRANSPORT_LEGEND_CAPITAL,
		TRANSPORT_LEGEND_WANTS };
	const struct rules_transport *t = transport_rules(r);
	char text[160];
	double w = 0;
	size_t k;

	for (k = 0; k < t->nscenario; k++) {
		snprintf(text, sizeof(text), "%s: %s", r->title[0] ? r->title :
		    r->id, t->scenario[k].title[0] ? t->scenario[k].title :
		    t->scenario[k].name);
		w = fmax(w, 2 + text_width(r->font, text, 7));
	}
	for (k = 0; k < t->nroute; k++)
		w = fmax(w, TRANSPORT_LEGEND_TEXT + text_width(r->font,
		    t->route[k].title[0] ? t->route[k].title :
		    t->route[k].name, 6));
	for (k = 0; k < sizeof(own) / sizeof(own[0]); k++)
		w = fmax(w, TRANSPORT_LEGEND_TEXT + text_width(r->font, own[k],
		    6));
	return w + TRANSPORT_LEGEND_RIGHT;
}

int
transport_legend_lines(const struct board *b, const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	const struct rules_scenario *s = transport_scenario_of(b, r);
	int n = 3; /* a transit, a capital, a wanted good */
	size_t k;

	for (k = 0; k < t->nroute; k++)
		if (transport_scenario_has(b, r, (int32_t)k))
			n++;
	return n + (!s || s->airports);
}

void
transport_legend_box(const struct board *b, const struct rules *r,
    double box[4])
{
	const struct rules_transport *t = transport_rules(r);
	double inset = 4, lw, lh;
	int corner = t->legend_corner;

	/* Without a style's font, the rules' box as it always was (DejaVu
	 * Sans's widest line, the capital's, takes 58.5 mm of the 60). */
	box[2] = r->font && t->legend_w > 0 ? fmax(t->legend_w,
	    legend_need(r)) : t->legend_w;
	/*
	 * As tall as its lines (transport/draw.c's legend): the title, its
	 * lines, the caption under them; never less than the rules ask.
	 */
	box[3] = box[2] > 0 ? fmax(t->legend_h, TRANSPORT_LEGEND_TOP +
	    TRANSPORT_LEGEND_TITLE + (transport_legend_lines(b, r) + 1) *
	    TRANSPORT_LEGEND_STEP + TRANSPORT_LEGEND_FOOT) : 0;
	/* A style's logo on top, as wide as it needs. */
	if (box[2] > 0 && box[3] > 0 && draw_logo_size(r, &lw, &lh)) {
		box[2] = fmax(box[2], lw + 2 * TRANSPORT_LEGEND_LOGO);
		box[3] += lh + TRANSPORT_LEGEND_LOGO;
	}
	box[0] = corner & 1 ? b->width - inset - box[2] : inset;
	box[1] = corner & 2 ? b->height - inset - box[3] : inset;
}

const struct rules_scenario *
transport_scenario_of(const struct board *b, const struct rules *r)
{
	if (transport_part(b)->scenario < 0 ||
	    (size_t)transport_part(b)->scenario >=
		transport_rules(r)->nscenario)
		return NULL;
	return &transport_rules(r)->scenario[transport_part(b)->scenario];
}

int
transport_scenario_has(const struct board *b, const struct rules *r,
    int32_t type)
{
	const struct rules_scenario *s = transport_scenario_of(b, r);
	size_t i;

	if (!s)
		return 1;
	for (i = 0; i < s->routes.n; i++)
		if (s->routes.v[i].index == type)
			return 1;
	return 0;
}

size_t
transport_min_routes(const struct board *b, const struct rules *r)
{
	return (size_t)transport_rules(r)->min_routes[transport_players_of(b)];
}

int
transport_under_legend(const struct board *b, const struct rules *r,
    int col, int row, double margin)
{
	double box[4], x0, y0, x, y;

	transport_legend_box(b, r, box);
	if (box[2] <= 0 || box[3] <= 0)
		return 0;
	transport_origin(b, &x0, &y0);
	x = x0 + col * b->cell;
	y = y0 + row * b->cell;
	return x < box[0] + box[2] + margin && x + b->cell > box[0] - margin &&
	    y < box[1] + box[3] + margin && y + b->cell > box[1] - margin;
}
