/*
 * test_nodes_key.c: a nodes board's key (nodes/key.c): what it lists, that
 * its box holds its entries inside the safe margin, that it fits every
 * player count and expansion set on the papers it is made for, that it
 * names every kind of piece a board carries, that the
 * structure keeps out of it, and that clarity.overlap sees it.
 */
#include "testutil.h"

#include <math.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/make.h"
#include "nodes/caption.h"
#include "nodes/key.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "text/textwidth.h"

/* every expansion combination: bit i switches on the rules' expansion i. */
static void
expansions(struct board *b, const struct rules *R, unsigned set)
{
	size_t i;

	b->expansions[0] = 0;
	for (i = 0; i < nodes_rules(R)->nexpansion; i++)
		if (set >> i & 1) {
			if (b->expansions[0])
				strcat(b->expansions, " ");
			strcat(
			    b->expansions, nodes_rules(R)->expansion[i].name);
		}
}

static void
bare(struct board *b, double w, double h, uint32_t players)
{
	board_clear(b);
	snprintf(b->id, sizeof(b->id), "lanternfall-000001");
	snprintf(b->rules, sizeof(b->rules), "lanternfall");
	board_set_kind(b, kind_parse("nodes"));
	b->seed = 1;
	b->players = players;
	b->width = w;
	b->height = h;
}

static void
lists_what_is_in_play(void **state)
{
	const struct rules *R = *state;
	struct nodes_key k;
	struct board b;
	size_t i, types = 0;

	board_init(&b);
	bare(&b, 297, 210, 4);
	assert_int_equal(nodes_key_layout(&b, R, &k), 2);
	/* The base game: 11 types in box 0, then 6 missions in box 1. */
	for (i = 0; i < k.n; i++) {
		types += k.e[i].what == NODES_KEY_TYPE;
		assert_int_equal(k.e[i].box, k.e[i].what != NODES_KEY_TYPE);
	}
	assert_int_equal(types, 11);
	assert_int_equal(k.n, 17);
	nodes_key_fini(&k);
	expansions(&b, R, ~0u);
	assert_int_equal(nodes_key_layout(&b, R, &k), 2);
	assert_int_equal(k.n, nodes_rules(R)->ntype + nodes_rules(R)->nmission);
	nodes_key_fini(&k);
	board_fini(&b);
}

/* inside: every entry's symbol and name inside k's box. */
static void
inside(const struct rules *R, const struct nodes_key *k)
{
	double s = NODES_KEY_SYMBOL / 2, w;
	size_t i;

	for (i = 0; i < k->n; i++) {
		const struct nodes_key_entry *e = &k->e[i];
		struct vec2 lo = k->lo[e->box], hi = k->hi[e->box];

		w = text_width(NULL, nodes_key_name(R, e), NODES_KEY_PT);
		assert_true(e->at.x - s >= lo.x + NODES_KEY_FRAME);
		assert_true(e->at.y - s >= lo.y + NODES_KEY_FRAME);
		assert_true(e->at.y + s <= hi.y - NODES_KEY_FRAME);
		assert_true(e->text.x + w <= hi.x - NODES_KEY_FRAME);
		assert_true(e->text.y <= hi.y - NODES_KEY_FRAME);
	}
}

/*
 * fits_everywhere: for every player count and expansion set, on A4, A5
 * and 150 x 100 mm either way round, the key's types lie in the bottom
 * left corner and its missions in the top right, inside the safe margin
 * with their entries inside them, and the limits pass, but for the sides'
 * fit (issue 33: a side the key leaves too short for its starts) on the
 * papers under A4's width.
 */
static void
fits_everywhere(void **state)
{
	static const double paper[][2] = { { 297, 210 }, { 210, 148 },
		{ 150, 100 }, { 210, 297 }, { 100, 150 } };
	const struct rules *R = *state;
	const struct kind *kd = kind_of(kind_parse("nodes"));
	double m = nodes_rules(R)->safe_margin;
	struct nodes_key k;
	struct diag d;
	struct board b;
	unsigned set;
	size_t i;
	uint32_t p;

	board_init(&b);
	diag_init(&d);
	for (i = 0; i < sizeof(paper) / sizeof(paper[0]); i++)
		for (p = 2; p <= 9; p++)
			for (set = 0; set < 1u << nodes_rules(R)->nexpansion;
			     set++) {
				bare(&b, paper[i][0], paper[i][1], p);
				expansions(&b, R, set);
				if (kd->limits(R, &b, &d) < 0) {
					assert_int_equal(d.n, 1);
					assert_non_null(strstr(d.v[0].msg,
					    "[limits.fit]"));
					assert_true(fmin(b.width, b.height) <
					    210);
					diag_clear(&d);
				}
				assert_int_equal(nodes_key_layout(&b, R, &k),
				    2);
				assert_true(nodes_key_fits(&b, R));
				assert_near(k.lo[0].x, m, 1e-9);
				assert_near(k.hi[0].y, b.height - m, 1e-9);
				assert_near(k.hi[1].x, b.width - m, 1e-9);
				assert_near(k.lo[1].y, m, 1e-9);
				inside(R, &k);
				nodes_key_fini(&k);
			}
	diag_fini(&d);
	board_fini(&b);
}

static void
none_off_the_board(void **state)
{
	struct rules R;
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	struct board b;
	double m;

	rules_copy(&R, (const struct rules *)*state);
	m = nodes_rules(&R)->safe_margin;
	board_init(&b);
	bare(&b, 297, 210, 4);
	nodes_rules(&R)->key = RULES_KEY_PAGE;
	assert_int_equal(nodes_key_boxes(&b, &R, lo, hi), 0);
	nodes_rules(&R)->key = RULES_KEY_NONE;
	assert_int_equal(nodes_key_boxes(&b, &R, lo, hi), 0);
	/* key_corner top-right: the missions go bottom left. */
	nodes_rules(&R)->key = RULES_KEY_BOARD;
	nodes_rules(&R)->key_corner = 1;
	assert_int_equal(nodes_key_boxes(&b, &R, lo, hi), 2);
	assert_near(hi[0].x, 297 - m, 1e-9);
	assert_near(lo[0].y, m, 1e-9);
	assert_near(lo[1].x, m, 1e-9);
	assert_near(hi[1].y, 210 - m, 1e-9);
	board_fini(&b);
	rules_copy_fini(&R);
}

/* nodes_key_seg_near: through, inside, beside, past a corner, far. */
static void
segment_near_a_box(void **state)
{
	/* A segment, a distance, and whether it is near the box. */
	static const struct {
		double ax, ay, bx, by, within;
		int near;
	} t[] = {
		{ 0, 15, 30, 15, 0.1, 1 },      /* through */
		{ 12, 12, 13, 13, 0.1, 1 },     /* inside */
		{ 0, 20.5, 30, 20.5, 1, 1 },    /* 0.5 mm below */
		{ 0, 20.5, 30, 20.5, 0.4, 0 },
		{ 21, 20, 20, 21, 0.8, 1 },     /* 0.71 mm past (20, 20) */
		{ 21, 20, 20, 21, 0.6, 0 },
		{ 40, 0, 40, 30, 5, 0 },        /* far */
	};
	struct vec2 lo = vec2(10, 10), hi = vec2(20, 20);
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		assert_int_equal(nodes_key_seg_near(vec2(t[i].ax, t[i].ay),
		    vec2(t[i].bx, t[i].by), lo, hi, t[i].within), t[i].near);
}

/* The structure keeps its nodes and edges off the key. */
static void
structure_keeps_out(void **state)
{
	const struct rules *R = *state;
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	const struct graph *g;
	struct board b;
	double keep;
	uint64_t seed;
	size_t i;
	int k;

	board_init(&b);
	g = &nodes_part(&b)->g;
	for (seed = 1; seed <= 20; seed++) {
		tu_board(&b, R, seed, 2 + (uint32_t)(seed % 8), 297, 210);
		/* The room reserved for every type and mission. */
		assert_int_equal(nodes_key_reserve(&b, R, lo, hi), 2);
		for (k = 0; k < 2; k++) {
			for (i = 0; i < g->nnodes; i++) {
				keep = nodes_key_keep_node(&b, R,
				    nodes_part(&b)->node[i].sides != 0);
				assert_true(geom_box_dist(g->node[i].p, lo[k],
				    hi[k]) >= keep);
			}
			keep = nodes_key_keep_edge(&b, R);
			for (i = 0; i < g->nedges; i++)
				assert_false(nodes_key_seg_near(
				    g->node[g->edge[i].a].p,
				    g->node[g->edge[i].b].p, lo[k], hi[k],
				    keep));
		}
	}
	board_fini(&b);
}

/* clarity.overlap fails a node on the key, and an edge through it. */
static void
overlap_sees_it(void **state)
{
	const struct rules *R = *state;
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	struct board b;
	char detail[256] = "";
	uint32_t a, c;

	board_init(&b);
	bare(&b, 297, 210, 4);
	board_add_node(&b, 148.5, 105, ROLE_CENTER, 0);
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R, detail,
	    sizeof(detail)), 1);
	assert_int_equal(nodes_key_boxes(&b, R, lo, hi), 2);
	board_add_node(&b, (lo[1].x + hi[1].x) / 2, (lo[1].y + hi[1].y) / 2,
	    ROLE_INNER, 0);
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R, detail,
	    sizeof(detail)), 0);
	assert_non_null(strstr(detail, "key"));
	board_clear(&b);
	bare(&b, 297, 210, 4);
	board_add_node(&b, 148.5, 105, ROLE_CENTER, 0);
	a = board_add_node(&b, lo[0].x - 20, (lo[0].y + hi[0].y) / 2,
	    ROLE_INNER, 0);
	c = board_add_node(&b, hi[0].x + 20, (lo[0].y + hi[0].y) / 2,
	    ROLE_INNER, 0);
	graph_add_edge(&nodes_part(&b)->g, a, c);
	detail[0] = 0;
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R, detail,
	    sizeof(detail)), 0);
	assert_non_null(strstr(detail, "runs through the key"));
	board_fini(&b);
}

/*
 * carried: how many kinds of piece b carries (a power dot, tiny nodes,
 * resources, landmarks, an expedition's circle); has[w][t]: does it carry
 * type t of kind w (0 tiny, 1 resource, 2 landmark)?
 */
static int
has_type(const struct board *b, int w, int32_t t)
{
	const struct nodes_part *bn = nodes_part(b);
	const struct board_item *it = w == 1 ? bn->resource : bn->landmark;
	size_t i, n = w == 0 ? bn->ntiny : w == 1 ? bn->nresource :
	    bn->nlandmark;

	for (i = 0; i < n; i++)
		if ((w == 0 ? bn->tiny[i].type : it[i].type) == t)
			return 1;
	return 0;
}

static size_t
carried(const struct board *b)
{
	const struct nodes_part *bn = nodes_part(b);

	return (size_t)(bn->ndot > 0) + (bn->ntiny > 0) +
	    (bn->nresource > 0) + (bn->nlandmark > 0) +
	    (bn->nexpedition > 0);
}

/*
 * row: piece entry e of k lists, in rules order, every type of its kind b
 * carries and no other, its last symbol inside its box.
 */
static void
row(const struct board *b, const struct nodes_key *k,
    const struct nodes_key_entry *e)
{
	int w = e->what == NODES_KEY_TINY ? 0 : e->what ==
	    NODES_KEY_RESOURCE ? 1 : 2;
	size_t i, n = 0;
	int32_t t;

	for (t = 0; t < 64; t++)
		n += (size_t)has_type(b, w, t);
	assert_int_equal(e->nrow, n);
	assert_int_equal(e->index, k->row[e->row]);
	for (i = 0; i < e->nrow; i++) {
		assert_true(has_type(b, w, k->row[e->row + i]));
		if (i > 0)
			assert_true(k->row[e->row + i] >
			    k->row[e->row + i - 1]);
	}
	assert_true(e->at.x - NODES_KEY_SYMBOL / 2 + nodes_key_width(e) <=
	    k->hi[e->box].x - NODES_KEY_FRAME);
}

/*
 * lists_the_pieces: on made boards of every expansion, on A4 and 150 x
 * 100 mm, the key lists every type and mission in play and, after the
 * missions in their box, each kind of piece the board carries once, its
 * row holding every type of it the board carries and nothing else, the
 * row inside the box; each entry's symbol and name inside its box; the
 * box inside the room gen-content kept its items out of.
 */
static void
lists_the_pieces(void **state)
{
	const struct rules *R = *state;
	const struct rules_nodes *rn = nodes_rules(R);
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	size_t i, j, pieces, made = 0;
	struct nodes_key k;
	struct board b;
	struct diag d;
	uint64_t seed;

	board_init(&b);
	diag_init(&d);
	for (seed = 1; seed <= 6; seed++) {
		tu_board(&b, R, seed, seed < 4 ? 4 : 9, seed < 4 ? 297 : 150,
		    seed < 4 ? 210 : 100);
		expansions(&b, R, ~0u);
		if (make_content(&b, R, &d) < 0)
			continue;
		made++;
		pieces = carried(&b);
		assert_true(pieces >= 4);
		assert_int_equal(nodes_key_layout(&b, R, &k), 2);
		assert_int_equal(k.n, rn->ntype + rn->nmission + pieces);
		inside(R, &k);
		for (i = 0; i < k.n; i++) {
			const struct nodes_key_entry *e = &k.e[i];

			assert_int_equal(e->box, e->what != NODES_KEY_TYPE);
			for (j = 0; j < i; j++)
				assert_false(k.e[j].what == e->what &&
				    k.e[j].index == e->index);
			if (e->what == NODES_KEY_TINY ||
			    e->what == NODES_KEY_RESOURCE ||
			    e->what == NODES_KEY_LANDMARK)
				row(&b, &k, e);
		}
		assert_int_equal(nodes_key_room(&b, R, lo, hi), 2);
		for (i = 0; i < 2; i++) {
			assert_true(k.lo[i].x >= lo[i].x - 1e-9 &&
			    k.lo[i].y >= lo[i].y - 1e-9);
			assert_true(k.hi[i].x <= hi[i].x + 1e-9 &&
			    k.hi[i].y <= hi[i].y + 1e-9);
		}
		nodes_key_fini(&k);
	}
	assert_true(made >= 4);
	diag_fini(&d);
	board_fini(&b);
}

/*
 * The reserved boxes and the caption's room kept on the board follow the
 * board changed in place (no clear between): another paper size, another
 * player count, a settled width, another id and seed give what a fresh
 * board of the same gets; asked again unchanged, the same boxes.
 */
static void
reserve_follows_the_board(void **state)
{
	static const double size[][2] = { { 297, 210 }, { 210, 297 },
		{ 420, 297 }, { 297.0004, 210 }, { 150, 150 }, { 297, 210 } };
	const struct rules *R = *state;
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	struct vec2 flo[NODES_KEY_BOXES], fhi[NODES_KEY_BOXES];
	struct board b, f;
	size_t i;
	int n, m;

	board_init(&b);
	board_init(&f);
	tu_board(&b, R, 3, 4, 297, 210);
	for (i = 0; i < sizeof(size) / sizeof(size[0]) * 2; i++) {
		b.width = size[i / 2][0];
		b.height = size[i / 2][1];
		b.players = 2 + (uint32_t)(i % 2) * 6;
		n = nodes_key_reserve(&b, R, lo, hi);
		assert_int_equal(nodes_key_reserve(&b, R, flo, fhi), n);
		assert_memory_equal(lo, flo, (size_t)n * sizeof(*lo));
		board_set_kind(&f, b.kind);
		board_clear(&f);
		f.width = b.width;
		f.height = b.height;
		f.players = b.players;
		m = nodes_key_reserve(&f, R, flo, fhi);
		assert_int_equal(n, m);
		assert_memory_equal(lo, flo, (size_t)n * sizeof(*lo));
		assert_memory_equal(hi, fhi, (size_t)n * sizeof(*hi));
		/* The caption's room, kept beside it, for another id. */
		snprintf(b.id, sizeof(b.id), "lanternfall-%0*zu",
		    (int)(6 + i * 3), i);
		b.seed = i;
		snprintf(f.id, sizeof(f.id), "%s", b.id);
		f.seed = b.seed;
		n = nodes_caption_room(&b, R, lo, hi);
		assert_int_equal(nodes_caption_room(&b, R, flo, fhi), n);
		m = nodes_caption_room(&f, R, flo, fhi);
		assert_int_equal(n, m);
		if (n) {
			assert_memory_equal(lo, flo, sizeof(*lo));
			assert_memory_equal(hi, fhi, sizeof(*hi));
		}
		/* the id alone, longer: a wider caption */
		snprintf(b.id, sizeof(b.id), "lanternfall-%040zu", i);
		snprintf(f.id, sizeof(f.id), "%s", b.id);
		board_clear(&f); /* f fresh: its id and size again */
		snprintf(f.id, sizeof(f.id), "%s", b.id);
		f.seed = b.seed;
		f.width = b.width;
		f.height = b.height;
		f.players = b.players;
		n = nodes_caption_room(&b, R, lo, hi);
		m = nodes_caption_room(&f, R, flo, fhi);
		assert_int_equal(n, m);
		if (n) {
			assert_memory_equal(lo, flo, sizeof(*lo));
			assert_memory_equal(hi, fhi, sizeof(*hi));
		}
	}
	board_fini(&b);
	board_fini(&f);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(lists_the_pieces),
    cmocka_unit_test(lists_what_is_in_play),
    cmocka_unit_test(fits_everywhere),
    cmocka_unit_test(none_off_the_board),
    cmocka_unit_test(segment_near_a_box),
    cmocka_unit_test(structure_keeps_out),
    cmocka_unit_test(overlap_sees_it),
    cmocka_unit_test(reserve_follows_the_board))
