/* limits.c: how large the nodes boards of a rules file can get. */
#include "nodes/limits.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "board/limits.h"
#include "core/geom.h"
#include "nodes/caption.h"
#include "nodes/key.h"
#include "nodes/measure.h"
#include "nodes/rules.h"
#include "nodes/structure.h"
#include "picture/drawpic.h"

/*
 * key_fits: the key's boxes (for every type and mission), with the
 * nodes' keep, stay in their quarters of the paper (nodes/key.h), or
 * clarity.overlap would fail every board.
 */
static int
key_fits(const struct rules *r, const struct board *b, struct diag *d)
{
	struct vec2 lo[NODES_KEY_BOXES] = { { 0, 0 } }, hi[NODES_KEY_BOXES] = {
		{ 0, 0 } };
	char msg[320], logo[96] = "";
	double w, h;

	if (nodes_key_fits(b, r))
		return 0;
	nodes_key_reserve(b, r, lo, hi);
	if (draw_logo_size(r, &w, &h))
		snprintf(logo, sizeof(logo), ", its first with the style's "
		    "%.1f x %.1f mm logo", w, h);
	snprintf(msg, sizeof(msg), "the key (%.0f x %.0f mm and %.0f x %.0f "
	    "mm, %.0f mm kept round each%s) does not fit the corners of the "
	    "%g x %g mm paper: use \"key page\"%s or a larger paper",
	    hi[0].x - lo[0].x, hi[0].y - lo[0].y, hi[1].x - lo[1].x,
	    hi[1].y - lo[1].y, nodes_key_keep_node(b, r, 1), logo, b->width,
	    b->height, logo[0] ? ", a smaller logo" : "");
	return limit_refuse(r, b, d, "key", msg);
}

/* Steps along a side that nodes_side_room samples, per min_spacing. */
#define SIDE_STEPS 16

/*
 * The side room's last answers, per thread: it is a function of the
 * numbers of struct side_ask alone, and every board of a set-up asks the
 * same (the limits in each tool, the caption's room at each attempt),
 * each answer some 10^5 box distances. Compared bit for bit.
 */
#define SIDE_MEMO 16
#define SIDE_MEMO_BOXES 8

struct side_ask {
	double s, inset, gap, w, h, keep;
	int nkey;
	struct vec2 lo[SIDE_MEMO_BOXES], hi[SIDE_MEMO_BOXES];
};

static _Thread_local struct side_memo {
	struct side_ask ask;
	double room;
	int side, used;
} side_memo[SIDE_MEMO];
static _Thread_local unsigned side_memo_next;

double
nodes_side_room(const struct board *b, const struct rules *r,
    const struct vec2 *lo, const struct vec2 *hi, int nkey, int *side)
{
	const struct rules_nodes *n = nodes_rules(r);
	double u = nodegraph_unit(b, r), s = n->min_spacing * u;
	double inset = nodes_inset(b, r), gap = n->corner_gap * u;
	double w = b->width - 2 * inset, h = b->height - 2 * inset;
	double len[4] = { h, w, h, w }, keep = nodes_key_keep_node(b, r, 1);
	double least = -1, room, t, step = s / SIDE_STEPS;
	struct side_ask ask;
	struct side_memo *m;
	struct vec2 q;
	int k, i, free_;

	memset(&ask, 0, sizeof(ask));
	if (nkey >= 0 && nkey <= SIDE_MEMO_BOXES) {
		ask.s = s;
		ask.inset = inset;
		ask.gap = gap;
		ask.w = w;
		ask.h = h;
		ask.keep = keep;
		ask.nkey = nkey;
		for (i = 0; i < nkey; i++) {
			ask.lo[i] = lo[i];
			ask.hi[i] = hi[i];
		}
		for (k = 0; k < SIDE_MEMO; k++) {
			m = &side_memo[k];
			if (m->used && !memcmp(&m->ask, &ask, sizeof(ask))) {
				*side = m->side;
				return m->room;
			}
		}
	}

	/*
	 * Along each side, between its corner gaps, the length no key box
	 * keeps side points out of (points.c's kept_out), sampled every
	 * sixteenth of a spacing.
	 */
	for (k = 0; k < 4; k++) {
		room = 0;
		for (t = gap; t + step <= len[k] - gap + 1e-9; t += step) {
			q = k == 0 ? vec2(0, t) : k == 1 ? vec2(t, 0) :
			    k == 2 ? vec2(w, t) : vec2(t, h);
			q = vec2(q.x + inset, q.y + inset);
			for (i = 0, free_ = 1; i < nkey && free_; i++)
				if (geom_box_dist(q, lo[i], hi[i]) < keep)
					free_ = 0;
			room += free_ ? step : 0;
		}
		if (least < 0 || room < least) {
			least = room;
			*side = k;
		}
	}
	if (nkey >= 0 && nkey <= SIDE_MEMO_BOXES) {
		m = &side_memo[side_memo_next++ % SIDE_MEMO];
		memcpy(&m->ask, &ask, sizeof(ask)); /* padding too */
		m->room = least / s;
		m->side = *side;
		m->used = 1;
	}
	return least / s;
}

/*
 * sides_fit: every side keeps side_room spacings free for its side points
 * (nodes_side_room): they are walked 1.2 to 2 spacings apart, and of
 * them a side's starts_per_side starts are the farthest of low degree
 * that share no neighbour. With less, a side runs short of starts on a
 * good share of the attempts (structure.starts), as the key's corners
 * made it on 150 x 100 at 2 to 4 players.
 */
static int
sides_fit(const struct rules *r, const struct board *b, struct diag *d)
{
	static const char *const name[] = { "left", "top", "right",
		"bottom" };
	const struct rules_nodes *n = nodes_rules(r);
	char msg[400];
	struct vec2 lo[NODES_CAPTION_KEEP_BOXES], hi[NODES_CAPTION_KEEP_BOXES];
	int side = 0, nkeep = nodes_caption_keep_reserve(b, r, lo, hi);
	double room = nodes_side_room(b, r, lo, hi, nkeep, &side);

	if (room >= n->side_room)
		return 0;
	snprintf(msg, sizeof(msg), "%s: %u player%s on %s: the %s side "
	    "keeps %.1f spacings free between its corner gaps and the key, "
	    "side_room asks %g for its %d starts: use \"key page\", more "
	    "columns or a larger paper", r->id, b->players,
	    b->players == 1 ? "" : "s", b->paper[0] ? b->paper : "the paper",
	    name[side], room, n->side_room, n->starts_per_side);
	return limit_refuse(r, b, d, "fit", msg);
}

/*
 * types_fit: every node type in play can be placed on b's paper. Every
 * type a board uses is on it at least once, so one kept edge_min from the
 * paper's edge needs a node that deep: no node is deeper than half the
 * short side of the frame the side nodes sit on.
 */
static int
types_fit(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_nodes *n = nodes_rules(r);
	double deep = (fmin(b->width, b->height) / 2 - nodes_inset(b, r)) /
	    nodegraph_unit(b, r);
	struct nodecontent_set set;
	char msg[320];
	size_t t;

	if (nodecontent_options(b, r, &set, d) < 0)
		return -1;
	for (t = 0; t < n->ntype; t++) {
		if (!nodecontent_in_play(&set, n->type[t].expansion.index) ||
		    n->type[t].edge_min <= deep)
			continue;
		snprintf(msg, sizeof(msg), "type %s: edge_min %g, but no node "
		    "of a %d-player board on %g x %g mm is more than %.2f u "
		    "from the paper's edge, and a board that uses the type "
		    "holds it at least once", n->type[t].name,
		    n->type[t].edge_min, (int)b->players, b->width, b->height,
		    deep);
		return limit_refuse(r, b, d, "types", msg);
	}
	return 0;
}

/*
 * nodes: no two nodes are closer than min_spacing, so disks of half that
 * around them do not overlap and lie within the paper grown by half of
 * it on every side; no packing of equal disks is denser than the
 * hexagonal one (pi / sqrt 12), which bounds the count. The jitter
 * method also keeps at most its lattice's points.
 */
int
nodes_limits(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_nodes *n = nodes_rules(r);
	int p = limit_per_player(b), cols, rows, feats = n->base_features, dots;
	double u = nodegraph_unit(b, r), s = n->min_spacing * u;
	double most, lattice, per, elements, relax = 0, share;
	char msg[320], what[64];
	size_t i;

	if (key_fits(r, b, d) < 0 || types_fit(r, b, d) < 0)
		return -1;
	for (i = 0; i < n->nexpansion; i++)
		feats |= n->expansion[i].features;
	most = floor((b->width + s) * (b->height + s) * 2 /
	    (sqrt(3) * s * s));
	nodegraph_lattice(b, r, &cols, &rows);
	lattice = (double)(cols + 1) * (rows + 1);
	if (n->points == RULES_POINTS_JITTER) {
		most = fmin(most, lattice);
		relax = n->relax_steps * lattice * (lattice + n->repellers);
	}
	if (most > LIMIT_NODES) {
		snprintf(msg, sizeof(msg), "columns %d with min_spacing %g on "
		    "%g x %g mm make room for up to %.0f nodes, more than the "
		    "%d a board may have", n->columns[p], n->min_spacing,
		    b->width, b->height, most, LIMIT_NODES);
		return limit_refuse(r, b, d, "nodes", msg);
	}
	if (relax > LIMIT_RELAX) {
		snprintf(msg, sizeof(msg), "relax_steps %d over a lattice of "
		    "%.0f points (columns %d) and %d repellers is %.3g pair "
		    "tests, more than the %.3g an attempt may take",
		    n->relax_steps, lattice, n->columns[p], n->repellers, relax,
		    LIMIT_RELAX);
		return limit_refuse(r, b, d, "time", msg);
	}
	/*
	 * Each node: itself, at most three edges (the graph is planar), and
	 * its dots; with areas, at most two faces, each with its resources;
	 * with tinies, at most one per edge.
	 */
	dots = n->dots_max[p] > n->center_dots ? n->dots_max[p] :
	    n->center_dots;
	per = 1 + 3 + dots;
	if (feats)
		per += 2 * (1 + (n->resources_max > n->resources_small_max ?
		    n->resources_max : n->resources_small_max));
	if (feats & RULES_FEAT_TINIES)
		per += 3;
	elements = most * per + n->expeditions + n->landmarks + LIMIT_FIXED_ELEMENTS;
	if (elements > LIMIT_ELEMENTS) {
		snprintf(msg, sizeof(msg), "a board of up to %.0f nodes (columns "
		    "%d, min_spacing %g) with up to %.0f elements each could "
		    "have %.0f elements, more than the %d a deck reader takes",
		    most, n->columns[p], n->min_spacing, per, elements,
		    LIMIT_ELEMENTS);
		return limit_refuse(r, b, d, "elements", msg);
	}
	share = fmax(most / LIMIT_NODES, relax / LIMIT_RELAX);
	snprintf(what, sizeof(what), "up to %.0f nodes", most);
	/* The sides last: their spacing is bounded by the count above. */
	if (limit_attempts_fit(r, b, d, share, what) < 0)
		return -1;
	return sides_fit(r, b, d);
}

