/* check.c: the checks of a dungeon board. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "core/grid.h"
#include "core/mem.h"
#include "dungeon/floor.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "dungeon/tour.h"
#include "dungeon/view.h"

/* name: "treasure at 12,7" for feature i, into buf. */
static const char *
name(const struct board *b, const struct rules *r, size_t i, char *buf,
    size_t n)
{
	snprintf(buf, n, "%s at %d,%d",
	    dungeon_feature_name(r, dungeon_part(b)->feature[i].type),
	    dungeon_part(b)->feature[i].col, dungeon_part(b)->feature[i].row);
	return buf;
}

static int
dungeon_starts(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int want =
	    dungeon_rules(r)->starts[b->players < RULES_PMAX ? b->players : 0];
	int starts = 0, exits = 0;
	size_t i;

	for (i = 0; i < dungeon_part(b)->nfeature; i++) {
		starts +=
		    dungeon_part(b)->feature[i].type == BOARD_FEATURE_START;
		exits += dungeon_part(b)->feature[i].type == BOARD_FEATURE_EXIT;
	}
	if (starts != want || exits != 1) {
		snprintf(detail, n, "%d start%s and %d exit%s, not %d and 1",
		    starts, starts == 1 ? "" : "s", exits,
		    exits == 1 ? "" : "s", want);
		return 0;
	}
	return 1;
}

static int
dungeon_features(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_dungeon *g = dungeon_rules(r);
	size_t t, i;
	int count;

	for (t = 0; t < g->nfeature; t++) {
		count = 0;
		for (i = 0; i < dungeon_part(b)->nfeature; i++)
			count += dungeon_part(b)->feature[i].type == (int32_t)t;
		if (count < g->feature[t].min || count > g->feature[t].max) {
			snprintf(detail, n, "%d %s, not %d to %d", count,
			    g->feature[t].name, g->feature[t].min,
			    g->feature[t].max);
			return 0;
		}
	}
	return 1;
}

static int
dungeon_distance(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct dungeon_view *v = dungeon_view(b);
	const int32_t *dist = v->dist;
	double ed = dungeon_rules(r)->exit_distance, nearest = -1, far;
	uint32_t diam;
	size_t i;
	int pass = 1, exact, any = 0, unreached = 0;

	/* No exit or a start off the floor: completeness.start and
	 * clarity.features say why. */
	if (v->exit == DUNGEON_NONE)
		return 1;
	for (i = 0; i < v->nstart; i++) {
		if (v->start[i] == DUNGEON_NONE)
			continue;
		any = 1;
		if (dist[v->start[i]] < 0)
			unreached = 1;
		else if (nearest < 0 || dist[v->start[i]] < nearest)
			nearest = dist[v->start[i]];
	}
	if (!any)
		return 1;
	/*
	 * The diameter only as far as the verdict needs: once ed x an upper
	 * bound of it is within the nearest start's steps, every start
	 * passes (ed x the diameter can only be smaller); a failure, or a
	 * start out of reach, makes it exact, for the message.
	 */
	diam = dungeon_view_diameter(b, unreached ? 0 : ed, nearest, &exact);
	if (!exact)
		return 1;
	far = ed * diam;
	for (i = 0; i < v->nstart && pass; i++) {
		if (v->start[i] == DUNGEON_NONE)
			continue;
		if (dist[v->start[i]] < 0 || dist[v->start[i]] < far) {
			snprintf(detail, n,
			    "the start at %d,%d is %d steps "
			    "from the exit, under %g of the longest path (%u "
			    "steps)",
			    (int)(v->f.cell[v->start[i]] % (uint32_t)b->cols),
			    (int)(v->f.cell[v->start[i]] / (uint32_t)b->cols),
			    dist[v->start[i]], dungeon_rules(r)->exit_distance,
			    diam);
			pass = 0;
		}
	}
	return pass;
}

static int
dungeon_border(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int c, row;

	for (row = 0; row < b->rows; row++) {
		for (c = 0; c < b->cols; c++) {
			if (row != 0 && row != b->rows - 1 && c != 0 &&
			    c != b->cols - 1)
				continue;
			if (board_cell(b, c, row) != DUNGEON_WALL) {
				snprintf(detail, n, "the border is open at "
				    "%d,%d", c, row);
				return 0;
			}
		}
	}
	return 1;
}

static int
dungeon_connected(const struct board *b, const struct rules *r,
    char *detail, size_t n)
{
	const struct dungeon_view *v = dungeon_view(b);
	size_t cells = (size_t)b->cols * (size_t)b->rows, i, first = cells;
	uint8_t *open;
	uint32_t *label, k;
	size_t parts;

	/*
	 * One region when the view's search from the exit (made anyway)
	 * reached every floor cell; otherwise the regions are labelled,
	 * for the message.
	 */
	if (v->exit != DUNGEON_NONE) {
		for (k = 0; k < v->f.n && v->dist[k] >= 0; k++)
			;
		if (k == v->f.n)
			return 1;
	}
	open = mem_alloc(cells);
	label = mem_alloc(cells * sizeof(*label));
	for (i = 0; i < cells; i++)
		open[i] = b->terrain[i] == DUNGEON_FLOOR;
	parts = grid_components(b->cols, b->rows, open, label);
	if (parts != 1) {
		for (i = 0; i < cells && parts > 1; i++)
			if (label[i] == 1 && first == cells)
				first = i;
		if (parts == 0)
			snprintf(detail, n, "the dungeon has no floor");
		else
			snprintf(detail, n, "the floor falls apart into %zu "
			    "regions (%zu,%zu is cut off from the first)",
			    parts, first % (size_t)b->cols,
			    first / (size_t)b->cols);
	}
	free(open);
	free(label);
	return parts == 1;
}

static int
dungeon_diagonal_check(const struct board *b, const struct rules *r,
    char *detail, size_t n)
{
	int c, row;

	if (!dungeon_diagonal(b->terrain, b->cols, b->rows, &c, &row))
		return 1;
	if (board_cell(b, c, row) == DUNGEON_FLOOR)
		snprintf(detail, n, "floor cells %d,%d and %d,%d touch only at "
		    "a corner", c, row, c + 1, row + 1);
	else
		snprintf(detail, n, "floor cells %d,%d and %d,%d touch only at "
		    "a corner", c + 1, row, c, row + 1);
	return 0;
}

static int
dungeon_placed(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct dungeon_view *v = dungeon_view(b);
	uint8_t *cut = NULL, *used;
	char buf[96], buf2[96];
	size_t i, j;
	int pass = 0;

	used = mem_calloc(v->f.n + 1, 1);
	for (i = 0; i < dungeon_part(b)->nfeature; i++) {
		if (v->at[i] == DUNGEON_NONE) {
			snprintf(detail, n, "%s is not on a floor cell",
			    name(b, r, i, buf, sizeof(buf)));
			goto out;
		}
		if (used[v->at[i]]) {
			for (j = 0; v->at[j] != v->at[i]; j++)
				;
			snprintf(detail, n, "%s shares its cell with %s",
			    name(b, r, i, buf, sizeof(buf)), name(b, r, j,
			    buf2, sizeof(buf2)));
			goto out;
		}
		used[v->at[i]] = 1;
	}
	if (v->exit == DUNGEON_NONE) {
		pass = 1; /* completeness.start says why */
		goto out;
	}
	/*
	 * Everything reachable from the exit (so from every start that is),
	 * and no feature on a cell every way from a start to the exit takes.
	 */
	cut = mem_alloc(v->f.n);
	dungeon_floor_cuts(&v->f, v->exit, v->start, v->nstart, cut);
	for (i = 0; i < dungeon_part(b)->nfeature; i++) {
		int32_t t = dungeon_part(b)->feature[i].type;

		if (v->dist[v->at[i]] < 0) {
			snprintf(detail, n, "%s cannot be reached from the "
			    "exit", name(b, r, i, buf, sizeof(buf)));
			goto out;
		}
		if (t != BOARD_FEATURE_START && t != BOARD_FEATURE_EXIT &&
		    cut[v->at[i]]) {
			snprintf(detail, n, "%s is the only way from a start "
			    "to the exit", name(b, r, i, buf, sizeof(buf)));
			goto out;
		}
	}
	pass = 1;
out:
	free(cut);
	free(used);
	return pass;
}

/* spacing_of: the steps feature type t keeps from the others. */
static int
spacing_of(const struct rules *r, int32_t t)
{
	return t >= 0 && (size_t)t < dungeon_rules(r)->nfeature ?
	    dungeon_rules(r)->feature[t].spacing : 0;
}

/* want_of: the steps features i and j (of types ti, tj) keep apart. */
static int32_t
want_of(const struct rules *r, int32_t ti, int32_t tj)
{
	int32_t want = spacing_of(r, ti) > spacing_of(r, tj) ?
	    spacing_of(r, ti) : spacing_of(r, tj);

	if (ti == BOARD_FEATURE_START && tj == BOARD_FEATURE_START)
		want = dungeon_rules(r)->start_spacing;
	return want;
}

/*
 * Each feature's search reaches only as far as a pair it starts can fail
 * (want - 1 steps): a distance of want or more, or none, passes alike, so
 * the cells beyond are never read. The searches cost the cells within
 * the spacings, not the floor (dungeon_floor_ball).
 */
static int
dungeon_spacing(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct dungeon_view *v = dungeon_view(b);
	const struct dungeon_part *p = dungeon_part(b);
	int32_t *dist, want, ti, tj, most;
	uint32_t *queue, reached, k;
	char buf[96], buf2[96];
	size_t i, j;
	int pass = 1;

	dist = mem_alloc((v->f.n + 1) * sizeof(*dist));
	queue = mem_alloc((v->f.n + 1) * sizeof(*queue));
	for (k = 0; k < v->f.n; k++)
		dist[k] = INT32_MAX;
	for (i = 0; i < p->nfeature && pass; i++) {
		if (v->at[i] == DUNGEON_NONE)
			continue; /* clarity.features says why */
		ti = p->feature[i].type;
		for (most = 0, j = i + 1; j < p->nfeature; j++)
			if (v->at[j] != DUNGEON_NONE &&
			    (want = want_of(r, ti, p->feature[j].type)) > most)
				most = want;
		if (most <= 0)
			continue;
		reached = dungeon_floor_ball(&v->f, v->at[i],
		    (uint32_t)most - 1, dist, queue);
		for (j = i + 1; j < p->nfeature && pass; j++) {
			if (v->at[j] == DUNGEON_NONE)
				continue;
			tj = p->feature[j].type;
			want = want_of(r, ti, tj);
			if (dist[v->at[j]] < want) {
				snprintf(detail, n, "%s and %s are %d step%s "
				    "apart, fewer than %d", name(b, r, i, buf,
				    sizeof(buf)), name(b, r, j, buf2,
				    sizeof(buf2)), dist[v->at[j]],
				    dist[v->at[j]] == 1 ? "" : "s", want);
				pass = 0;
			}
		}
		for (k = 0; k < reached; k++)
			dist[queue[k]] = INT32_MAX;
	}
	MEM_FREE(dist, queue);
	return pass;
}

static int
dungeon_fair(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct dungeon_view *v = dungeon_view(b);
	int32_t lo = INT32_MAX, hi = -1, d;
	size_t i, slo = 0, shi = 0;
	int pass = 1;

	/* One start has nothing to compare; the rest says why elsewhere. */
	for (i = 0; i < v->nstart && v->nstart > 1 && v->exit != DUNGEON_NONE;
	    i++) {
		d = v->start[i] == DUNGEON_NONE ? -1 : v->dist[v->start[i]];
		if (d < 0)
			continue;
		lo = d < lo ? d : lo;
		hi = d > hi ? d : hi;
	}
	if (hi >= 0 && hi - lo > dungeon_rules(r)->start_spread * hi) {
		snprintf(detail, n, "the starts are %d to %d steps from the "
		    "exit, a spread over %g of the longest", lo, hi,
		    dungeon_rules(r)->start_spread);
		pass = 0;
	}
	/* The seats: each start's tour past the types to the exit. */
	for (i = 0; pass && i < b->val.nseat; i++) {
		if (b->val.seat[i].level < b->val.seat[slo].level)
			slo = i;
		if (b->val.seat[i].level > b->val.seat[shi].level)
			shi = i;
	}
	if (pass && check_spread(b) > dungeon_rules(r)->feature_spread + 1e-9) {
		snprintf(detail, n, "start %u's tour past a feature of each "
		    "type to the exit is %.0f steps, start %u's %.0f: a spread "
		    "over %g", b->val.seat[shi].n, b->val.seat[shi].level,
		    b->val.seat[slo].n, b->val.seat[slo].level,
		    dungeon_rules(r)->feature_spread);
		pass = 0;
	}
	return pass;
}

static const struct check check_dungeon[] = {
	{ "completeness.start", CHECK_COMPLETENESS,
	    dungeon_starts, "the rules' number of starts and one exit" },
	{ "completeness.features", CHECK_COMPLETENESS,
	    dungeon_features, "every feature of the rules, between its min "
	    "and max" },
	{ "completeness.distance", CHECK_COMPLETENESS,
	    dungeon_distance, "every start's shortest path to the exit is at "
	    "least exit_distance of the longest shortest path" },
	{ "clarity.border", CHECK_CLARITY, dungeon_border,
	    "the wall border is closed" },
	{ "clarity.connected", CHECK_CLARITY, dungeon_connected,
	    "the floor is one 4-connected region" },
	{ "clarity.diagonal", CHECK_CLARITY,
	    dungeon_diagonal_check, "no two floor cells touch only at a "
	    "corner" },
	{ "clarity.features", CHECK_CLARITY, dungeon_placed,
	    "starts, exit and features on floor cells of their own, "
	    "reachable, no feature the only way from a start to the exit" },
	{ "clarity.spacing", CHECK_CLARITY, dungeon_spacing,
	    "features and starts at least their spacing apart" },
	{ "fairness.starts", CHECK_FAIRNESS, dungeon_fair,
	    "several starts: their paths to the exit within start_spread, "
	    "and their tours past a feature of each type to the exit within "
	    "feature_spread, of the longest" },
	{ NULL, 0, NULL, NULL }
};

/*
 * dungeon_seats: with several starts, each seat's score: the steps of its
 * tour from its start past one feature of each type to pass, then to the
 * exit (dungeon/tour.h: the tour the greedy bot reckons by, which play
 * found to rank the seats as the games do, where the sum of the start's
 * paths to the nearest feature of each type did not); the level is the
 * score (lower is better; the spread compares them all the same).
 */
static void
dungeon_seats(struct board *b, const struct rules *r)
{
	const struct rules_dungeon *rd = dungeon_rules(r);
	const struct dungeon_part *part = dungeon_part(b);
	const struct dungeon_view *v;
	int32_t *dist, *tof, *tgt;
	uint32_t *near, *queue;
	size_t i;
	int nt;
	int64_t len;
	struct board_seat *seat;

	b->val.nseat = 0;
	v = dungeon_view(b);
	if (v->nstart < 2 || v->exit == DUNGEON_NONE)
		return;
	tof = mem_alloc((rd->nfeature + 1) * sizeof(*tof));
	tgt = mem_alloc((part->nfeature + 1) * sizeof(*tgt));
	nt = dungeon_tour_targets(rd, part->feature, part->nfeature, tof);
	for (i = 0; i < part->nfeature; i++) {
		int32_t t = part->feature[i].type;

		tgt[i] = t >= 0 && (size_t)t < rd->nfeature ? tof[t] : -1;
	}
	dist = mem_alloc(((size_t)nt + 1) * (v->f.n + 1) * sizeof(*dist));
	near = mem_alloc(((size_t)nt + 1) * (v->f.n + 1) * sizeof(*near));
	queue = mem_alloc((v->f.n + 1) * sizeof(*queue));
	dungeon_tour_maps(&v->f, v->at, tgt, part->nfeature, nt, v->exit, dist,
	    near, queue);
	for (i = 0; i < v->nstart; i++) {
		if (v->start[i] == DUNGEON_NONE || (len = dungeon_tour_from(dist,
		    near, v->f.n, nt, v->start[i])) < 0)
			continue;
		seat = VEC_PUSH(b->val.seat, b->val.nseat, b->val.capseat);
		seat->n = (uint32_t)i + 1;
		seat->at = UINT32_MAX;
		seat->score = (double)len;
		seat->bonus = 0;
		seat->level = (double)len;
	}
	MEM_FREE(dist, near, tof, tgt, queue);
}

const struct check_kind check_kind_dungeon = {
	.table = check_dungeon,
	.seats = dungeon_seats,
	.low_best = 1,
};
