/* transport_util.h: what the transport kind's unit tests share. */
#ifndef BP_TRANSPORT_UTIL_H
#define BP_TRANSPORT_UTIL_H

#include "testutil.h"

#include "transport/net.h"
/*
 * The generator's internal header, for the phases' test-only faces; here,
 * before R below, which would shadow its functions' router R.
 */
#include "board/kind.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/structure_int.h"

#define TT_RULES BP_TOP "/templates/rules/tidewater.rules"

/* tt_rules: load the shipped transport rules into r (initialised here). */
static inline int
tt_rules(struct rules *r)
{
	struct diag d;
	int rc;

	rules_init(r);
	diag_init(&d);
	rc = rules_load_file(r, TT_RULES, NULL, &d);
	diag_print(&d, "test", stderr);
	diag_fini(&d);
	return rc;
}

/* The shipped rules, loaded by tt_setup for a whole test group. */
static struct rules R __attribute__((unused));

static int __attribute__((unused))
tt_setup(void **state)
{
	return tt_rules(&R);
}

static int __attribute__((unused))
tt_teardown(void **state)
{
	rules_fini(&R);
	return 0;
}

/*
 * tt_board: make b's structure for (seed, players, scenario) on A4
 * landscape, as gen-graph does; fails the test if it cannot.
 */
static inline void
tt_board_on(struct board *b, const struct rules *r, uint64_t seed,
    uint32_t players, int32_t scenario, double width, double height);

static inline void
tt_board(struct board *b, const struct rules *r, uint64_t seed,
    uint32_t players, int32_t scenario)
{
	tt_board_on(b, r, seed, players, scenario, 297, 210);
}

/* tt_board_on: tt_board on paper width x height mm. */
static inline void
tt_board_on(struct board *b, const struct rules *r, uint64_t seed,
    uint32_t players, int32_t scenario, double width, double height)
{
	struct diag d;

	diag_init(&d);
	board_clear(b);
	board_set_kind(b, kind_parse("transport"));
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "A4");
	b->seed = seed;
	b->players = players;
	transport_part(b)->scenario = scenario;
	b->width = width;
	b->height = height;
	board_set_id(b);
	if (make_structure(b, r, r->attempts, &d) < 0)
		fail_msg("board %s could not be made", b->id);
	diag_fini(&d);
}

/*
 * tt_map: a hand-made board of 10 mm cells from rows (one string a row,
 * in the terrain legend, 'T' for forest on land, a digit for city that
 * number on a dock or on land by what its row says below: a city on
 * water is written as a digit where rows_water has '~'). Cities take the
 * digits in order 0, 1, …; no routes. The rules' legend box is left
 * to the caller (set legend_w to 0 for none).
 */
static inline void
tt_map(struct board *b, const char *const *rows, const char *const *under,
    int nrows, uint32_t players)
{
	int cols = (int)strlen(rows[0]), r, c, k;
	uint32_t v;

	board_clear(b);
	board_set_kind(b, kind_parse("transport"));
	snprintf(b->rules, sizeof(b->rules), "tidewater");
	snprintf(b->id, sizeof(b->id), "hand-made");
	b->players = players;
	transport_part(b)->scenario = 1;
	b->width = cols * 10;
	b->height = nrows * 10;
	board_grid(b, cols, nrows, 10, TRANSPORT_LAND);
	board_trees(b);
	for (k = 0; k < 10; k++)
		for (r = 0; r < nrows; r++)
			for (c = 0; c < cols; c++)
				if (rows[r][c] == '0' + k)
					board_add_city(b, c, r);
	for (r = 0; r < nrows; r++)
		for (c = 0; c < cols; c++) {
			v = transport_cell(b, c, r);
			if (rows[r][c] == 'T') {
				b->terrain[v] = TRANSPORT_LAND;
				transport_part(b)->tree[v] = 0;
			} else if (rows[r][c] >= '0' && rows[r][c] <= '9') {
				b->terrain[v] = under ? under[r][c] :
				    TRANSPORT_LAND;
			} else {
				b->terrain[v] = rows[r][c];
			}
		}
}

/* tt_type, tt_good: the index of the route type or good called name. */
static inline int32_t
tt_type(const struct rules *r, const char *name)
{
	size_t i;

	for (i = 0; i < transport_rules(r)->nroute; i++)
		if (strcmp(transport_rules(r)->route[i].name, name) == 0)
			return (int32_t)i;
	fail_msg("no route type %s", name);
	return -1;
}

static inline int32_t
tt_good(const struct rules *r, const char *name)
{
	size_t i;

	for (i = 0; i < transport_rules(r)->ngood; i++)
		if (strcmp(transport_rules(r)->good[i].name, name) == 0)
			return (int32_t)i;
	fail_msg("no good %s", name);
	return -1;
}

/* tt_cells: cells "c,r c,r …" of b as indices into v; returns count. */
static inline size_t
tt_cells(const struct board *b, const char *s, uint32_t *v)
{
	size_t n = 0;
	int c, r, k;

	while (sscanf(s, "%d,%d%n", &c, &r, &k) == 2) {
		v[n++] = transport_cell(b, c, r);
		s += k;
	}
	return n;
}

/* tt_route: add a route of type from city a to city z along cells s. */
static inline void
tt_route(struct board *b, int32_t type, uint32_t a, uint32_t z,
    const char *s)
{
	uint32_t v[256];
	size_t n = tt_cells(b, s, v);

	board_add_route(b, type, a, z, v, n);
}

/*
 * tt_box_map: a board with an ugly box of road at (2,1)-(3,2): route
 * c0-c1 turns inside it at (2,2), so that corner can go; route c0-c2
 * runs straight along its top.
 */
static inline void
tt_box_map(struct board *b, const struct rules *r)
{
	static const char *const rows[] = {
		"......",
		".0..2.",
		"......",
		"....1.",
		"......",
	};
	int32_t road = tt_type(r, "road");

	tt_map(b, rows, NULL, 5, 1);
	tt_route(b, road, 0, 1, "1,1 2,1 2,2 3,2 3,3 4,3");
	tt_route(b, road, 0, 2, "1,1 2,1 3,1 4,1");
}

#endif
