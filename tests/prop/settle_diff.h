/*
 * settle_diff.h: board_settle (board/settle.h) against the deck's real
 * round trip, for test_settle and prop_settle (built with the test-only
 * kinds: -Itests/kinds). A set-up's seeds go through the pipe in process
 * as the tools take them (gen-graph's making and its deck, gen-content
 * and validate each reading the deck before and writing the next), and
 * through the same stages on one board settled between them; after each
 * stage (structure, content, validate's checks and regeneration) the
 * settled board must equal the one read back from the deck: the same deck
 * text when written, and the same in every field a later stage reads,
 * compared bit for bit (a double by its bits: -0 is not 0). The chain
 * goes on from the settled board, so a field the comparison missed shows
 * where a later stage reads it.
 */
#ifndef BP_SETTLE_DIFF_H
#define BP_SETTLE_DIFF_H

#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/kind.h"
#include "board/make.h"
#include "board/regen.h"
#include "board/rules.h"
#include "board/settle.h"
#include "board/style.h"
#include "core/diag.h"
#include "deck/deck.h"
#include "draw/layout.h"

#include "dots/part.h"
#include "dungeon/part.h"
#include "nodes/part.h"
#include "rings/part.h"
#include "transport/part.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

/*
 * A set-up: a rules file (and a style over it, or NULL) under the
 * repository's folder, gen-graph's paper, --portrait, players,
 * expansions ("" for none) and up to three of the kind's own options
 * (name, value or NULL; NULL names end them), and the seeds seed ..
 * seed + count - 1.
 */
struct settle_setup {
	const char *rules, *style, *paper;
	int portrait;
	uint32_t players;
	const char *expansions;
	const char *opt[6];
	uint64_t seed;
	unsigned count;
};

/* What a run found: boards taken through, comparisons, differences (the
 * first told in first), seeds gen-graph left out. */
struct settle_diff {
	int raw; /* set: the chain is not settled (the test of the test) */
	unsigned long boards, compared, differ, skipped;
	char first[768];
};

static const char *const settle_stage[] = { "structure", "content",
	"validate", "settled again" };

/* sd_why: a difference's words into why (size n); returns -1. */
static int
sd_why(char *why, size_t n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
sd_why(char *why, size_t n, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(why, n, fmt, ap);
	va_end(ap);
	return -1;
}

/* Comparisons, each returning from the compare function with its words. */
#define SD_INT(a, b, ...)                                                     \
	do {                                                                  \
		long long a_ = (long long)(a), b_ = (long long)(b);           \
		if (a_ != b_) {                                               \
			char w_[160];                                         \
			snprintf(w_, sizeof(w_), __VA_ARGS__);                \
			return sd_why(why, n, "%s: %lld, read %lld", w_, a_,  \
			    b_);                                              \
		}                                                             \
	} while (0)
#define SD_NUM(a, b, ...)                                                     \
	do {                                                                  \
		double a_ = (a), b_ = (b);                                    \
		if (memcmp(&a_, &b_, sizeof(a_)) != 0) {                      \
			char w_[160];                                         \
			snprintf(w_, sizeof(w_), __VA_ARGS__);                \
			return sd_why(why, n, "%s: %.17g, read %.17g", w_,    \
			    a_, b_);                                          \
		}                                                             \
	} while (0)
#define SD_STR(a, b, ...)                                                     \
	do {                                                                  \
		const char *a_ = (a), *b_ = (b);                              \
		if ((!a_) != (!b_) || (a_ && strcmp(a_, b_) != 0)) {          \
			char w_[160];                                         \
			snprintf(w_, sizeof(w_), __VA_ARGS__);                \
			return sd_why(why, n, "%s: \"%.60s\", read \"%.60s\"",\
			    w_, a_ ? a_ : "(none)", b_ ? b_ : "(none)");      \
		}                                                             \
	} while (0)
#define SD_MEM(a, b, len, ...)                                                \
	do {                                                                  \
		if ((len) != 0 && memcmp((a), (b), (len)) != 0) {             \
			char w_[160];                                         \
			snprintf(w_, sizeof(w_), __VA_ARGS__);                \
			return sd_why(why, n, "%s differ", w_);               \
		}                                                             \
	} while (0)

/* sd_common: the fields every board has, the shared grid, validation. */
static int
sd_common(const struct board *s, const struct board *p, char *why, size_t n)
{
	const struct board_validation *a = &s->val, *c = &p->val;
	size_t i, cells;

	SD_INT(s->kind, p->kind, "kind");
	SD_STR(s->id, p->id, "id");
	SD_STR(s->rules, p->rules, "rules");
	SD_INT(s->seed, p->seed, "seed");
	SD_INT(s->attempt, p->attempt, "attempt");
	SD_INT(s->players, p->players, "players");
	SD_NUM(s->width, p->width, "width");
	SD_NUM(s->height, p->height, "height");
	SD_STR(s->paper, p->paper, "paper");
	SD_STR(s->expansions, p->expansions, "expansions");
	SD_INT(s->cols, p->cols, "cols");
	SD_INT(s->rows, p->rows, "rows");
	SD_NUM(s->cell, p->cell, "cell");
	cells = (size_t)s->cols * (size_t)s->rows;
	if (cells) {
		SD_MEM(s->terrain, p->terrain, cells + 1, "terrain");
	}
	SD_INT(a->present, c->present, "validation");
	SD_INT(a->pass, c->pass, "verdict");
	SD_INT(a->attempts, c->attempts, "attempts");
	SD_INT(a->ncheck, c->ncheck, "checks");
	for (i = 0; i < a->ncheck; i++) {
		SD_STR(a->check[i].id, c->check[i].id, "check %zu id", i);
		SD_INT(a->check[i].pass, c->check[i].pass, "check %s",
		    a->check[i].id);
		SD_STR(a->check[i].detail, c->check[i].detail,
		    "check %s detail", a->check[i].id);
	}
	SD_INT(a->nseat, c->nseat, "seats");
	for (i = 0; i < a->nseat; i++) {
		SD_INT(a->seat[i].n, c->seat[i].n, "seat %zu n", i);
		SD_INT(a->seat[i].at, c->seat[i].at, "seat %zu at", i);
		SD_NUM(a->seat[i].score, c->seat[i].score, "seat %zu score", i);
		SD_INT(a->seat[i].bonus, c->seat[i].bonus, "seat %zu bonus", i);
		SD_NUM(a->seat[i].level, c->seat[i].level, "seat %zu level", i);
	}
	return 0;
}

/* sd_items: placed items (expeditions, landmarks, resources). */
static int
sd_items(const struct board_item *a, size_t na, const struct board_item *c,
    size_t nc, const char *what, char *why, size_t n)
{
	size_t i;

	SD_INT(na, nc, "%s", what);
	for (i = 0; i < na; i++) {
		SD_INT(a[i].area, c[i].area, "%s %zu area", what, i);
		SD_NUM(a[i].x, c[i].x, "%s %zu x", what, i);
		SD_NUM(a[i].y, c[i].y, "%s %zu y", what, i);
		SD_INT(a[i].type, c[i].type, "%s %zu type", what, i);
		SD_INT(a[i].slots, c[i].slots, "%s %zu slots", what, i);
		SD_NUM(a[i].rotation, c[i].rotation, "%s %zu rotation", what,
		    i);
	}
	return 0;
}

static int
sd_nodes(const struct board *s, const struct board *p, char *why, size_t n)
{
	const struct nodes_part *a = nodes_part(s), *c = nodes_part(p);
	size_t i, k;

	SD_INT(a->first_game, c->first_game, "first_game");
	SD_INT(a->g.nnodes, c->g.nnodes, "nodes");
	SD_INT(a->g.nedges, c->g.nedges, "edges");
	for (i = 0; i < a->g.nnodes; i++) {
		const struct graph_node *u = &a->g.node[i], *v = &c->g.node[i];
		const struct board_node *x = &a->node[i], *y = &c->node[i];

		SD_NUM(u->p.x, v->p.x, "node %zu x", i);
		SD_NUM(u->p.y, v->p.y, "node %zu y", i);
		SD_INT(u->deg, v->deg, "node %zu degree", i);
		for (k = 0; k < u->deg; k++)
			SD_INT(u->out[k], v->out[k], "node %zu rotation %zu",
			    i, k);
		SD_INT(x->role, y->role, "node %zu role", i);
		SD_INT(x->sides, y->sides, "node %zu sides", i);
		SD_INT(x->type, y->type, "node %zu type", i);
		SD_INT(x->mission, y->mission, "node %zu mission", i);
		SD_INT(x->number, y->number, "node %zu number", i);
	}
	for (i = 0; i < a->g.nedges; i++) {
		SD_INT(a->g.edge[i].a, c->g.edge[i].a, "edge %zu a", i);
		SD_INT(a->g.edge[i].b, c->g.edge[i].b, "edge %zu b", i);
	}
	SD_INT(a->ndot, c->ndot, "dots");
	for (i = 0; i < a->ndot; i++) {
		SD_INT(a->dot[i].node, c->dot[i].node, "dot %zu node", i);
		SD_NUM(a->dot[i].angle, c->dot[i].angle, "dot %zu angle", i);
	}
	SD_INT(a->area.n, c->area.n, "areas");
	SD_INT(a->area.nnode, c->area.nnode, "areas' entries");
	if (a->area.n) {
		SD_MEM(a->area.start, c->area.start,
		    (a->area.n + 1) * sizeof(*a->area.start), "areas' starts");
		SD_MEM(a->area.node, c->area.node,
		    a->area.nnode * sizeof(*a->area.node), "areas' nodes");
	}
	if (sd_items(a->expedition, a->nexpedition, c->expedition,
	    c->nexpedition, "expedition", why, n) < 0 ||
	    sd_items(a->landmark, a->nlandmark, c->landmark, c->nlandmark,
	    "landmark", why, n) < 0 ||
	    sd_items(a->resource, a->nresource, c->resource, c->nresource,
	    "resource", why, n) < 0)
		return -1;
	SD_INT(a->ntiny, c->ntiny, "tinies");
	for (i = 0; i < a->ntiny; i++) {
		SD_INT(a->tiny[i].a, c->tiny[i].a, "tiny %zu a", i);
		SD_INT(a->tiny[i].b, c->tiny[i].b, "tiny %zu b", i);
		SD_INT(a->tiny[i].type, c->tiny[i].type, "tiny %zu type", i);
		SD_NUM(a->tiny[i].angle, c->tiny[i].angle, "tiny %zu angle", i);
	}
	return 0;
}

static int
sd_transport(const struct board *s, const struct board *p, char *why,
    size_t n)
{
	const struct transport_part *a = transport_part(s);
	const struct transport_part *c = transport_part(p);
	size_t cells = (size_t)s->cols * (size_t)s->rows, i, k;

	SD_INT(a->scenario, c->scenario, "scenario");
	SD_INT(!a->tree, !c->tree, "no tree array");
	if (a->tree)
		SD_MEM(a->tree, c->tree, cells, "trees");
	SD_INT(a->ncity, c->ncity, "cities");
	for (i = 0; i < a->ncity; i++) {
		const struct board_city *x = &a->city[i], *y = &c->city[i];

		SD_INT(x->col, y->col, "city %zu col", i);
		SD_INT(x->row, y->row, "city %zu row", i);
		SD_INT(x->capital, y->capital, "city %zu capital", i);
		SD_INT(x->airport, y->airport, "city %zu airport", i);
		SD_STR(x->name, y->name, "city %zu name", i);
		SD_INT(x->nwant, y->nwant, "city %zu wants", i);
		for (k = 0; k < x->nwant; k++) {
			SD_INT(x->want[k].good, y->want[k].good,
			    "city %zu want %zu good", i, k);
			SD_INT(x->want[k].value, y->want[k].value,
			    "city %zu want %zu value", i, k);
		}
	}
	SD_INT(a->nroute, c->nroute, "routes");
	for (i = 0; i < a->nroute; i++) {
		const struct board_route *x = &a->route[i], *y = &c->route[i];

		SD_INT(x->type, y->type, "route %zu type", i);
		SD_INT(x->from, y->from, "route %zu from", i);
		SD_INT(x->to, y->to, "route %zu to", i);
		SD_INT(x->start, y->start, "route %zu start", i);
		SD_INT(x->len, y->len, "route %zu length", i);
	}
	SD_INT(a->nrcell, c->nrcell, "routes' cells");
	SD_MEM(a->rcell, c->rcell, a->nrcell * sizeof(*a->rcell),
	    "routes' cells");
	return 0;
}

static int
sd_dungeon(const struct board *s, const struct board *p, char *why,
    size_t n)
{
	const struct dungeon_part *a = dungeon_part(s), *c = dungeon_part(p);
	size_t i;

	SD_INT(a->tunnels, c->tunnels, "tunnels");
	SD_INT(a->length, c->length, "length");
	SD_NUM(a->floor, c->floor, "floor");
	SD_INT(a->nfeature, c->nfeature, "features");
	for (i = 0; i < a->nfeature; i++) {
		SD_INT(a->feature[i].type, c->feature[i].type,
		    "feature %zu type", i);
		SD_INT(a->feature[i].col, c->feature[i].col, "feature %zu col",
		    i);
		SD_INT(a->feature[i].row, c->feature[i].row, "feature %zu row",
		    i);
	}
	return 0;
}

static int
sd_dots(const struct board *s, const struct board *p, char *why, size_t n)
{
	const struct dots_part *a = dots_part(s), *c = dots_part(p);

	SD_INT(a->cols, c->cols, "dots cols");
	SD_INT(a->rows, c->rows, "dots rows");
	SD_NUM(a->cell, c->cell, "dots cell");
	SD_MEM(a->dot, c->dot, (size_t)a->cols * (size_t)a->rows + 1,
	    "dots");
	return 0;
}

static int
sd_rings(const struct board *s, const struct board *p, char *why, size_t n)
{
	const struct rings_part *a = rings_part(s), *c = rings_part(p);
	size_t i;

	SD_NUM(a->gap, c->gap, "gap");
	SD_INT(a->n, c->n, "rings");
	for (i = 0; i < a->n; i++) {
		SD_NUM(a->ring[i].x, c->ring[i].x, "ring %zu x", i);
		SD_NUM(a->ring[i].y, c->ring[i].y, "ring %zu y", i);
		SD_NUM(a->ring[i].r, c->ring[i].r, "ring %zu r", i);
		SD_INT(a->ring[i].lit, c->ring[i].lit, "ring %zu lit", i);
	}
	return 0;
}

/*
 * settle_compare: s (settled) against p (read back), every field a later
 * stage reads (b->line, where <board> stood in a deck, aside): 0 when
 * the same, else -1 with the first difference in why (size n).
 */
static int
settle_compare(const struct board *s, const struct board *p, char *why,
    size_t n)
{
	static const struct {
		const char *kind;
		int (*fn)(const struct board *, const struct board *,
		    char *, size_t);
	} part[] = { { "nodes", sd_nodes }, { "transport", sd_transport },
		{ "dungeon", sd_dungeon }, { "dots", sd_dots },
		{ "rings", sd_rings } };
	size_t i;

	if (sd_common(s, p, why, n) < 0)
		return -1;
	for (i = 0; i < sizeof(part) / sizeof(part[0]); i++)
		if (strcmp(kind_name(s->kind), part[i].kind) == 0)
			return part[i].fn(s, p, why, n);
	return sd_why(why, n, "no comparison for %s boards",
	    kind_name(s->kind));
}

/*
 * settle_text_compare: the deck text of s and p (written with r): 0 when
 * the same bytes, else -1 with the first line that differs in why.
 */
static int
settle_text_compare(const struct board *s, const struct board *p,
    const struct rules *r, char *why, size_t n)
{
	struct deck_text a = { 0 }, c = { 0 };
	size_t k = 0, line = 0, end;
	int rc = 0;

	deck_format_board(&a, s, r);
	deck_format_board(&c, p, r);
	if (a.n != c.n || memcmp(a.s, c.s, a.n) != 0) {
		while (k < a.n && k < c.n && a.s[k] == c.s[k])
			k++;
		while (k > 0 && a.s[k - 1] != '\n')
			k--;
		for (end = 0; end < k; end++)
			line += a.s[end] == '\n';
		end = k;
		while (end < a.n && a.s[end] != '\n')
			end++;
		rc = sd_why(why, n, "deck text, line %zu of the board: %.*s",
		    line + 1, (int)(end - k < 200 ? end - k : 200), a.s + k);
	}
	free(a.s);
	free(c.s);
	return rc;
}

/* sd_differ: a difference at stage st of board b, kept when first. */
static void
sd_differ(struct settle_diff *sd, const struct settle_setup *su,
    const struct board *b, int st, const char *why)
{
	if (sd->differ++ == 0)
		snprintf(sd->first, sizeof(sd->first), "%s (%s, %u players, "
		    "%s%s%s%s): board %s after %s: %s", su->rules,
		    su->style ? su->style : "no style", su->players, su->paper,
		    su->portrait ? " portrait" : "", su->expansions[0] ?
		    ", expansions " : "", su->expansions, b->id,
		    settle_stage[st], why);
}

/* sd_same: the settled s against the read p at stage st, both ways. */
static void
sd_same(struct settle_diff *sd, const struct settle_setup *su,
    const struct board *s, const struct board *p, const struct rules *r,
    int st)
{
	char why[512];

	sd->compared++;
	if (settle_compare(s, p, why, sizeof(why)) < 0 ||
	    settle_text_compare(s, p, r, why, sizeof(why)) < 0)
		sd_differ(sd, su, s, st, why);
}

/* sd_rules: su's rules loaded, its kind's options and style put over
 * them, and its proto board, as gen-graph makes them. 0 or -1 (told). */
static int
sd_rules(const struct settle_setup *su, struct rules *r, struct board *proto)
{
	const struct kind_cli *c = NULL;
	struct diag d;
	char path[PATH_MAX];
	double w, h;
	void *st = NULL;
	int rc = -1, i;

	diag_init(&d);
	rules_init(r);
	snprintf(path, sizeof(path), "%s/%s", BP_TOP, su->rules);
	if (rules_load_file(r, path, NULL, &d) < 0 ||
	    layout_paper(su->paper, !su->portrait, &w, &h) < 0)
		goto out;
	c = kind_of(r->kind)->cli;
	if (c) {
		st = c->new();
		for (i = 0; i < 6 && su->opt[i]; i += 2)
			if (c->set(st, su->opt[i], su->opt[i + 1], &d) < 0)
				goto out;
		if (c->rules && c->rules(st, r, w, h, &d) < 0)
			goto out;
	}
	if (su->style) {
		snprintf(path, sizeof(path), "%s/%s", BP_TOP, su->style);
		if (style_apply_file(r, path, &d) < 0)
			goto out;
	}
	if (c && c->fit && c->fit(st, r, &d) < 0)
		goto out;
	kind_defaults(proto, r);
	if (c && c->proto && c->proto(st, r, proto, &d) < 0)
		goto out;
	snprintf(proto->rules, sizeof(proto->rules), "%s", r->id);
	snprintf(proto->paper, sizeof(proto->paper), "%s", su->paper);
	snprintf(proto->expansions, sizeof(proto->expansions), "%s",
	    su->expansions);
	proto->players = su->players;
	proto->width = w;
	proto->height = h;
	rc = 0;
out:
	if (c && st)
		c->free(st);
	diag_print(&d, "settle_diff", stderr);
	diag_fini(&d);
	return rc;
}

/* sd_temp: a new empty file's name into path (size PATH_MAX). */
static int
sd_temp(char *path)
{
	const char *dir = getenv("TMPDIR");
	int fd;

	snprintf(path, PATH_MAX, "%s/settle-XXXXXX", dir && *dir ? dir :
	    "/tmp");
	if ((fd = mkstemp(path)) < 0)
		return -1;
	close(fd);
	return 0;
}

/*
 * settle_round_trip: b written as a deck of its own with r and read back
 * into out (initialised): the deck's round trip itself. 0, or -1 (told).
 */
static inline int
settle_round_trip(const struct board *b, const struct rules *r,
    struct board *out)
{
	struct deck_reader *dr = NULL;
	struct deck_writer *w;
	char path[PATH_MAX];
	struct diag d;
	int rc = -1;
	FILE *f;

	diag_init(&d);
	if (sd_temp(path) < 0 || !(f = fopen(path, "w")))
		return -1;
	w = deck_writer_new(f);
	if (deck_writer_begin(w, r) == 0 && deck_writer_board(w, b, r) == 0 &&
	    deck_writer_end(w) == 0)
		rc = 0;
	deck_writer_free(w);
	if (fclose(f) != 0)
		rc = -1;
	if (rc == 0 && (!(dr = deck_reader_new(path, NULL, NULL, &d)) ||
	    deck_reader_next(dr, out) != 1))
		rc = -1;
	diag_print(&d, "settle_diff", stderr);
	deck_reader_free(dr);
	unlink(path);
	diag_fini(&d);
	return rc;
}

enum { SD_CONTENT, SD_VALIDATE };

/*
 * sd_filter: one deck-reading tool in process, as lib/tool/filter.c runs
 * it: the deck at in read board by board, each given gen-content's or
 * validate's work (validate --keep-invalid, 50 attempts: every board
 * stays) and written to the deck at out. 0, or -1 (told).
 */
static int
sd_filter(const char *in, const char *out, int what)
{
	struct deck_reader *dr;
	struct deck_writer *w;
	const struct rules *r;
	struct regen_why rw;
	struct board b;
	struct diag d;
	FILE *f;
	int k, rc = 0;

	diag_init(&d);
	board_init(&b);
	if (!(dr = deck_reader_new(in, NULL, NULL, &d)) ||
	    !(f = fopen(out, "w"))) {
		diag_print(&d, "settle_diff", stderr);
		deck_reader_free(dr);
		diag_fini(&d);
		board_fini(&b);
		return -1;
	}
	r = deck_reader_rules(dr);
	w = deck_writer_new(f);
	if (deck_writer_begin(w, r) < 0)
		rc = -1;
	while (rc == 0 && (k = deck_reader_next(dr, &b)) != 0) {
		if (k < 0) {
			rc = -1;
			break;
		}
		if (what == SD_CONTENT)
			make_content(&b, r, &d);
		else
			regen_board(&b, r, 50, &rw);
		diag_clear(&d);
		if (deck_writer_board(w, &b, r) < 0)
			rc = -1;
	}
	if (rc == 0 && deck_writer_end(w) < 0)
		rc = -1;
	diag_print(&d, "settle_diff", stderr);
	deck_writer_free(w);
	if (fclose(f) != 0)
		rc = -1;
	deck_reader_free(dr);
	board_fini(&b);
	diag_fini(&d);
	return rc;
}

/*
 * settle_diff_run: set-up su's seeds through the pipe in process (three
 * decks in temporary files) and through the settled chain, compared
 * after each stage and once more after settling the board read back
 * (settling what the deck gave changes nothing); sums into sd. Returns
 * 0, or -1 when the set-up could not run (told on stderr).
 */
static int
settle_diff_run(const struct settle_setup *su, struct settle_diff *sd)
{
	char path[3][PATH_MAX];
	struct deck_reader *dr[3] = { NULL, NULL, NULL };
	struct deck_writer *w;
	const struct rules *rr;
	struct board proto, s, p;
	struct regen_why rw;
	struct rules r;
	struct diag d;
	unsigned i;
	int k, rc = -1, made;
	FILE *f;

	board_init(&proto);
	board_init(&s);
	board_init(&p);
	diag_init(&d);
	for (k = 0; k < 3; k++)
		path[k][0] = '\0';
	if (sd_rules(su, &r, &proto) < 0)
		goto out;
	for (k = 0; k < 3; k++)
		if (sd_temp(path[k]) < 0)
			goto out;
	/* gen-graph: each seed's structure, written as made. */
	if (!(f = fopen(path[0], "w")))
		goto out;
	w = deck_writer_new(f);
	k = deck_writer_begin(w, &r);
	for (i = 0; k == 0 && i < su->count; i++) {
		make_start(&s, &proto, su->seed + i);
		if (make_structure(&s, &r, make_attempts(&r), &d) == 0)
			k = deck_writer_board(w, &s, &r);
		diag_clear(&d);
	}
	if (k == 0)
		k = deck_writer_end(w);
	deck_writer_free(w);
	if (fclose(f) != 0 || k < 0 ||
	    sd_filter(path[0], path[1], SD_CONTENT) < 0 ||
	    sd_filter(path[1], path[2], SD_VALIDATE) < 0)
		goto out;
	for (k = 0; k < 3; k++)
		if (!(dr[k] = deck_reader_new(path[k], NULL, NULL, &d)))
			goto out;
	/* The later stages read the deck's rules, and so does settling. */
	rr = deck_reader_rules(dr[0]);
	for (i = 0; i < su->count; i++) {
		make_start(&s, &proto, su->seed + i);
		made = make_structure(&s, &r, make_attempts(&r), &d) == 0;
		diag_clear(&d);
		if (!made) {
			sd->skipped++;
			continue;
		}
		for (k = 0; k < 3; k++) {
			if (k == SD_CONTENT + 1)
				make_content(&s, rr, &d);
			else if (k == SD_VALIDATE + 1)
				regen_board(&s, rr, 50, &rw);
			diag_clear(&d);
			if ((!sd->raw && board_settle(&s, rr) < 0) ||
			    deck_reader_next(dr[k], &p) != 1) {
				/* The decks and the chain part: no more. */
				sd_differ(sd, su, &s, k, "not settled, or no "
				    "board read back");
				rc = 0;
				goto out;
			}
			sd_same(sd, su, &s, &p, rr, k);
		}
		if (!sd->raw)
			board_settle(&p, rr);
		sd_same(sd, su, &s, &p, rr, 3);
		sd->boards++;
	}
	for (k = 0; k < 3; k++)
		if (deck_reader_next(dr[k], &p) != 0)
			sd_differ(sd, su, &p, k, "the deck holds more boards");
	rc = 0;
out:
	diag_print(&d, "settle_diff", stderr);
	for (k = 0; k < 3; k++) {
		deck_reader_free(dr[k]);
		if (path[k][0])
			unlink(path[k]);
	}
	board_fini(&proto);
	board_fini(&s);
	board_fini(&p);
	rules_fini(&r);
	diag_fini(&d);
	return rc;
}

#endif
