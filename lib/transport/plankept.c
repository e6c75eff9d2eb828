/*
 * plankept.c: a transport board's plan (its cities' labels, worked out
 * by translabel_map) kept on its part, so validate's clarity.labels and
 * layout-pdf's marks and drawing place them once per board per process.
 */
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "transport/label.h"
#include "transport/part.h"
#include "transport/rules.h"

/*
 * The plan, the map it was placed on, and its key: everything the
 * placement reads, as it was then. Of the board: its size, grid, cell,
 * players, terrain, scenario, cities, routes, trees and the seats'
 * cities and bonuses; of the rules: the object, its text, font and
 * pictures and its transport section byte for byte.
 */
struct transport_kept {
	struct transport_plan plan;
	struct translabel_env env;
	int valid;
	/* the board's */
	double width, height, cell;
	int cols, rows;
	uint32_t players;
	int32_t scenario;
	char *terrain;
	int8_t *tree;
	struct board_city *city;
	struct board_route *route;
	uint32_t *rcell;
	struct board_seat *seat;
	size_t ncell, ntree, ncity, nroute, nrcell, nseat;
	/* the rules' */
	struct rules_seen seen;
	struct rules_transport rt;
};

/* same_city: a and b alike in every field the labels read. */
static int
same_city(const struct board_city *a, const struct board_city *b)
{
	return a->col == b->col && a->row == b->row &&
	    a->capital == b->capital && a->airport == b->airport &&
	    a->nwant == b->nwant && (a->nwant > BOARD_WANTS ||
	    memcmp(a->want, b->want, a->nwant * sizeof(*a->want)) == 0) &&
	    strcmp(a->name, b->name) == 0;
}

static int
same(const struct transport_kept *k, const struct board *b,
    const struct rules *r)
{
	const struct transport_part *t = transport_part(b);
	size_t cells = (size_t)b->cols * (size_t)b->rows, i;

	if (!k->valid || !rules_seen_same(&k->seen, r) ||
	    memcmp(&k->rt, transport_rules(r), sizeof(k->rt)) != 0)
		return 0;
	if (k->width != b->width || k->height != b->height ||
	    k->cell != b->cell || k->cols != b->cols || k->rows != b->rows ||
	    k->players != b->players || k->scenario != t->scenario ||
	    k->ncell != cells || k->ntree != (t->tree ? cells : 0) ||
	    k->ncity != t->ncity || k->nroute != t->nroute ||
	    k->nrcell != t->nrcell || k->nseat != b->val.nseat)
		return 0;
	if ((cells && memcmp(k->terrain, b->terrain, cells) != 0) ||
	    (k->ntree && memcmp(k->tree, t->tree, cells) != 0) ||
	    (t->nroute && memcmp(k->route, t->route, t->nroute *
	    sizeof(*t->route)) != 0) ||
	    (t->nrcell && memcmp(k->rcell, t->rcell, t->nrcell *
	    sizeof(*t->rcell)) != 0))
		return 0;
	for (i = 0; i < t->ncity; i++)
		if (!same_city(&k->city[i], &t->city[i]))
			return 0;
	for (i = 0; i < b->val.nseat; i++)
		if (k->seat[i].at != b->val.seat[i].at ||
		    k->seat[i].bonus != b->val.seat[i].bonus)
			return 0;
	return 1;
}

/* copy: n elements of size elem from src, in place of dst. */
static void *
copy(void *dst, const void *src, size_t n, size_t elem)
{
	free(dst);
	dst = mem_alloc((n ? n : 1) * elem);
	if (n)
		memcpy(dst, src, n * elem);
	return dst;
}

static void
drop(struct transport_kept *k)
{
	if (k->plan.l)
		translabel_env_fini(&k->env);
	free(k->plan.l);
	k->plan.l = NULL;
	k->valid = 0;
}

static void
make(struct transport_kept *k, const struct board *b, const struct rules *r)
{
	const struct transport_part *t = transport_part(b);
	size_t cells = (size_t)b->cols * (size_t)b->rows, i;

	drop(k);
	rules_seen_set(&k->seen, r);
	memcpy(&k->rt, transport_rules(r), sizeof(k->rt));
	k->width = b->width;
	k->height = b->height;
	k->cell = b->cell;
	k->cols = b->cols;
	k->rows = b->rows;
	k->players = b->players;
	k->scenario = t->scenario;
	k->ncell = cells;
	k->ntree = t->tree ? cells : 0;
	k->ncity = t->ncity;
	k->nroute = t->nroute;
	k->nrcell = t->nrcell;
	k->nseat = b->val.nseat;
	k->terrain = copy(k->terrain, b->terrain, cells, 1);
	k->tree = copy(k->tree, t->tree, k->ntree, 1);
	/* Field by field: a city's unused bytes are never read or kept. */
	free(k->city);
	k->city = mem_calloc(t->ncity + 1, sizeof(*k->city));
	for (i = 0; i < t->ncity; i++) {
		k->city[i].col = t->city[i].col;
		k->city[i].row = t->city[i].row;
		k->city[i].capital = t->city[i].capital;
		k->city[i].airport = t->city[i].airport;
		k->city[i].nwant = t->city[i].nwant;
		if (t->city[i].nwant <= BOARD_WANTS)
			memcpy(k->city[i].want, t->city[i].want,
			    t->city[i].nwant * sizeof(*t->city[i].want));
		memcpy(k->city[i].name, t->city[i].name,
		    strnlen(t->city[i].name, sizeof(k->city[i].name) - 1));
	}
	k->route = copy(k->route, t->route, t->nroute, sizeof(*k->route));
	k->rcell = copy(k->rcell, t->rcell, t->nrcell, sizeof(*k->rcell));
	k->seat = copy(k->seat, b->val.seat, b->val.nseat, sizeof(*k->seat));

	k->plan.l = mem_alloc((t->ncity + 1) * sizeof(*k->plan.l));
	translabel_env_init(&k->env, b, r);
	translabel_map(&k->env, r, k->plan.l);
	k->plan.legend = k->env.legend;
	k->valid = 1;
}

const struct transport_plan *
transport_plan_kept(const struct board *b, const struct rules *r,
    const struct translabel_env **env)
{
	struct transport_part *t = transport_part(b);
	struct transport_kept *k = t->kept;

	if (!k)
		k = t->kept = mem_calloc(1, sizeof(*k));
	if (!same(k, b, r))
		make(k, b, r);
	k->env.b = b; /* the same board, wherever its struct now is */
	if (env)
		*env = &k->env;
	return &k->plan;
}

void *
transport_board_plan_kept(const struct board *b, const struct rules *r)
{
	return (void *)transport_plan_kept(b, r, NULL);
}

void
transport_plan_kept_free(struct transport_kept *k)
{
	if (!k)
		return;
	drop(k);
	MEM_FREE(k->terrain, k->tree, k->city, k->route, k->rcell, k->seat);
	free(k);
}
