/*
 * play.c: the transport kind's reference game, the Tidewater delivery
 * race (templates/rules/transport.md, "Play"): carriers leave their
 * capitals, load goods and race along the routes, at their types'
 * speeds, to the cities that want them; the first to the target wins.
 */
#include "transport/play.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/heap.h"
#include "core/mem.h"
#include "transport/map.h"
#include "transport/part.h"
#include "transport/rules.h"

/* cant: new()'s one message when board b cannot be played. */
static void *
cant(const struct board *b, struct diag *d, const char *why)
{
	diag_add(d, DIAG_INVALID, NULL, 0, b->id, "play",
	    "cannot be played: %s", why);
	return NULL;
}

static void
tplay_free(void *p)
{
	struct tplay_game *g = p;

	if (!g)
		return;
	MEM_FREE(g->nbstart, g->nb, g->nbturns, g->dist, g->via, g->contract,
	    g->bygood, g->goodc, g->wants, g->goodtext, g->citytext,
	    g->goodname, g->status, g->deck, g->open, g);
}

/*
 * cell_graph: the routes' cells as a graph in compressed rows: cell u's
 * steps are to[at[u] .. at[u + 1]) at cost (turns) cost[…], a step along
 * a route costing 1 / its type's speed. Routes that share a cell meet
 * there, as the connection groups count them (transport/net.c).
 */
static int
cell_graph(const struct board *b, const struct rules *r, uint32_t **at,
    uint32_t **to, double **cost)
{
	const struct transport_part *tp = transport_part(b);
	const struct rules_transport *t = transport_rules(r);
	size_t ncell = (size_t)b->cols * (size_t)b->rows, i, j, nstep = 0;
	uint32_t *fill;

	for (i = 0; i < tp->nroute; i++) {
		if (tp->route[i].type < 0 ||
		    (size_t)tp->route[i].type >= t->nroute)
			return -1;
		if (tp->route[i].len > 1)
			nstep += 2 * (tp->route[i].len - 1);
		for (j = 0; j < tp->route[i].len; j++)
			if (board_route_cells(b, i)[j] >= ncell)
				return -1;
	}
	*at = mem_calloc(ncell + 1, sizeof(**at));
	*to = mem_alloc((nstep ? nstep : 1) * sizeof(**to));
	*cost = mem_alloc((nstep ? nstep : 1) * sizeof(**cost));
	fill = mem_calloc(ncell + 1, sizeof(*fill));
	for (i = 0; i < tp->nroute; i++)
		for (j = 1; j < tp->route[i].len; j++) {
			(*at)[board_route_cells(b, i)[j - 1] + 1]++;
			(*at)[board_route_cells(b, i)[j] + 1]++;
		}
	for (i = 0; i < ncell; i++)
		(*at)[i + 1] += (*at)[i];
	memcpy(fill, *at, (ncell + 1) * sizeof(*fill));
	for (i = 0; i < tp->nroute; i++) {
		const uint32_t *c = board_route_cells(b, i);
		double step = 1 / t->route[tp->route[i].type].speed;

		for (j = 1; j < tp->route[i].len; j++) {
			(*to)[fill[c[j - 1]]] = c[j];
			(*cost)[fill[c[j - 1]]++] = step;
			(*to)[fill[c[j]]] = c[j - 1];
			(*cost)[fill[c[j]]++] = step;
		}
	}
	free(fill);
	return 0;
}

/*
 * journeys: each city's one-move journeys: along the routes to every
 * city reached without passing another (the fewest turns, the time's
 * cells a turn rounded up, at least 1), and when the scenario flies,
 * from an airport to every other in flight turns, whichever is faster.
 */
static int
journeys(struct tplay_game *g, const struct board *b, const struct rules *r)
{
	const struct transport_part *tp = transport_part(b);
	const struct rules_transport *t = transport_rules(r);
	size_t ncell = (size_t)b->cols * (size_t)b->rows, n = g->ncity;
	uint32_t *at, *to, *best, *seen, a, c, k, m = 0;
	size_t nseen, capseen = 0;
	int32_t *cityat, sc = tp->scenario < 0 ? 0 : tp->scenario;
	double *cost, *time;
	struct heap h;
	struct heap_item it;
	int flies = (size_t)sc < t->nscenario && t->scenario[sc].airports;

	if (cell_graph(b, r, &at, &to, &cost) < 0)
		return -1;
	cityat = mem_alloc((ncell ? ncell : 1) * sizeof(*cityat));
	time = mem_alloc((ncell ? ncell : 1) * sizeof(*time));
	best = mem_alloc(n * sizeof(*best));
	seen = NULL;
	for (c = 0; c < ncell; c++) {
		cityat[c] = -1;
		time[c] = HUGE_VAL;
	}
	for (c = 0; c < n; c++)
		cityat[transport_cell(b, tp->city[c].col, tp->city[c].row)] =
		    (int32_t)c;
	g->nbstart = mem_calloc(n + 1, sizeof(*g->nbstart));
	g->nb = mem_alloc(n * n * sizeof(*g->nb));
	g->nbturns = mem_alloc(n * n * sizeof(*g->nbturns));
	heap_init(&h);
	for (a = 0; a < n; a++) {
		uint32_t src = transport_cell(b, tp->city[a].col,
		    tp->city[a].row);

		for (c = 0; c < n; c++)
			best[c] = TPLAY_FAR;
		heap_clear(&h);
		/* Only the cells reached are reset after: a search costs what
		 * the routes hold, not the whole map. */
		nseen = 0;
		seen = mem_grow(seen, &capseen, nseen + 1, sizeof(*seen));
		seen[nseen++] = src;
		time[src] = 0;
		heap_push(&h, 0, src, 0);
		while (heap_pop(&h, &it)) {
			if (it.key > time[it.a])
				continue;
			if (it.a != src && cityat[it.a] >= 0) {
				/* 1e-9: a sum of thirds is not exact; past
				 * any turn bound, a journey is as long as
				 * any other (and sums stay in range) */
				double turns = ceil(it.key - 1e-9);

				best[cityat[it.a]] = turns < 1 ? 1 :
				    turns > 1e6 ? 1000000 : (uint32_t)turns;
				continue;
			}
			for (k = at[it.a]; k < at[it.a + 1]; k++)
				if (it.key + cost[k] < time[to[k]]) {
					if (time[to[k]] == HUGE_VAL) {
						seen = mem_grow(seen, &capseen,
						    nseen + 1, sizeof(*seen));
						seen[nseen++] = to[k];
					}
					time[to[k]] = it.key + cost[k];
					heap_push(&h, time[to[k]], to[k], 0);
				}
		}
		for (k = 0; k < nseen; k++)
			time[seen[k]] = HUGE_VAL;
		for (c = 0; c < n && flies && tp->city[a].airport; c++)
			if (c != a && tp->city[c].airport &&
			    best[c] > (uint32_t)t->play_flight)
				best[c] = (uint32_t)t->play_flight;
		for (c = 0; c < n; c++)
			if (best[c] != TPLAY_FAR) {
				g->nb[m] = c;
				g->nbturns[m++] = best[c];
			}
		g->nbstart[a + 1] = m;
	}
	heap_fini(&h);
	MEM_FREE(at, to, cost, cityat, time, best, seen);
	return 0;
}

/*
 * distances: the fewest turns between every two cities over journeys
 * (Floyd–Warshall: boards have few cities), then for each city and
 * contract the fewest turns an empty carrier there needs to fill it.
 */
static void
distances(struct tplay_game *g)
{
	size_t n = g->ncity, a, b, c, k;
	uint32_t *d;

	d = g->dist = mem_alloc(n * n * sizeof(*g->dist));
	for (a = 0; a < n * n; a++)
		d[a] = TPLAY_FAR;
	for (a = 0; a < n; a++) {
		d[a * n + a] = 0;
		for (k = g->nbstart[a]; k < g->nbstart[a + 1]; k++)
			d[a * n + g->nb[k]] = g->nbturns[k];
	}
	for (c = 0; c < n; c++)
		for (a = 0; a < n; a++)
			for (b = 0; b < n; b++)
				if (d[a * n + c] + d[c * n + b] < d[a * n + b])
					d[a * n + b] = d[a * n + c] +
					    d[c * n + b];
	g->via = mem_alloc((g->ncontract ? n * g->ncontract : 1) *
	    sizeof(*g->via));
	for (a = 0; a < n; a++)
		for (k = 0; k < g->ncontract; k++) {
			const struct tplay_contract *ct = &g->contract[k];
			uint32_t v = TPLAY_FAR, w;

			for (c = 0; c < n; c++) {
				if (g->wants[c * g->ngood + (size_t)ct->good])
					continue;
				w = d[a * n + c] + g->load +
				    d[c * n + ct->city];
				if (w < v)
					v = w;
			}
			g->via[a * g->ncontract + k] = v;
		}
}

/*
 * contracts: every want of every city, the capitals' own kept for their
 * seats; the target, a share of a seat's fair part of all their points.
 */
static int
contracts(struct tplay_game *g, const struct board *b, const struct rules *r)
{
	const struct transport_part *tp = transport_part(b);
	const struct rules_transport *t = transport_rules(r);
	size_t c, k, gd, total = 0;
	int s;

	for (c = 0; c < tp->ncity; c++)
		g->ncontract += tp->city[c].nwant;
	g->contract = mem_alloc((g->ncontract ? g->ncontract : 1) *
	    sizeof(*g->contract));
	g->wants = mem_calloc(g->ncity * g->ngood, 1);
	g->ncontract = 0;
	for (c = 0; c < tp->ncity; c++)
		for (k = 0; k < tp->city[c].nwant && k < BOARD_WANTS; k++) {
			struct tplay_contract *ct = &g->contract[g->ncontract];
			const struct board_want *w = &tp->city[c].want[k];

			if (w->good < 0 || (size_t)w->good >= g->ngood ||
			    w->value < 0)
				return -1;
			ct->city = (uint32_t)c;
			ct->good = w->good;
			ct->value = w->value;
			ct->owner = -1;
			for (s = 0; s < g->seats; s++)
				if (g->home[s] == c)
					ct->owner = s;
			g->wants[c * g->ngood + (size_t)w->good] = 1;
			total += (size_t)w->value;
			g->ncontract++;
		}
	g->bygood = mem_calloc(g->ngood + 1, sizeof(*g->bygood));
	g->goodc = mem_alloc((g->ncontract ? g->ncontract : 1) *
	    sizeof(*g->goodc));
	for (k = 0; k < g->ncontract; k++)
		g->bygood[g->contract[k].good + 1]++;
	for (gd = 0; gd < g->ngood; gd++)
		g->bygood[gd + 1] += g->bygood[gd];
	{
		uint32_t *fill = mem_alloc((g->ngood + 1) * sizeof(*fill));

		memcpy(fill, g->bygood, (g->ngood + 1) * sizeof(*fill));
		for (k = 0; k < g->ncontract; k++)
			g->goodc[fill[g->contract[k].good]++] = (uint32_t)k;
		free(fill);
	}
	g->target = (int32_t)ceil(t->play_target * (double)total /
	    g->seats - 1e-9);
	if (g->target < 1)
		g->target = 1;
	return 0;
}

static void *
tplay_new(const struct board *b, const struct rules *r, int *seats,
    struct diag *d)
{
	const struct transport_part *tp = transport_part(b);
	const struct rules_transport *t = transport_rules(r);
	struct tplay_game *g;
	size_t i;
	int s;

	if (b->val.nseat < 1 || b->val.nseat > PLAY_SEATS_MAX)
		return cant(b, d, "its <validation> has no seats (1 to 16)");
	/* The rules make 60 cities at most; the journeys' tables grow with
	 * the square of the cities, their distances with the cube. */
	if (tp->ncity == 0 || tp->ncity > TPLAY_CITIES || b->cols < 1 ||
	    b->rows < 1)
		return cant(b, d, "it has no map, or no cities, or more than "
		    "256");
	g = mem_calloc(1, sizeof(*g));
	g->seats = (int)b->val.nseat;
	g->ncity = (uint32_t)tp->ncity;
	g->ngood = t->ngood;
	g->turns = (uint32_t)t->play_turns;
	g->load = (uint32_t)t->play_load;
	g->delay = (uint32_t)t->play_delay;
	for (s = 0; s < g->seats; s++) {
		const struct board_seat *st = &b->val.seat[s];

		if (st->at >= g->ncity) {
			tplay_free(g);
			return cant(b, d, "a seat of its <validation> has no "
			    "capital");
		}
		g->home[s] = st->at;
		g->start[s] = t->play_bonus ? st->bonus : 0;
	}
	if (contracts(g, b, r) < 0 || journeys(g, b, r) < 0) {
		tplay_free(g);
		return cant(b, d, "a want or a route names no good, route "
		    "type or cell of the board");
	}
	distances(g);
	g->goodtext = mem_calloc(g->ngood ? g->ngood : 1,
	    sizeof(*g->goodtext));
	g->goodname = mem_calloc(g->ngood ? g->ngood : 1,
	    sizeof(*g->goodname));
	for (i = 0; i < g->ngood; i++) {
		/* a long name is cut, as play_moves_add would */
		snprintf(g->goodtext[i], PLAY_MOVE_LEN, "load-%.*s",
		    PLAY_MOVE_LEN - 6, t->good[i].name);
		snprintf(g->goodname[i], PLAY_MOVE_LEN, "%s", t->good[i].name);
	}
	g->citytext = mem_calloc(g->ncity, sizeof(*g->citytext));
	for (i = 0; i < g->ncity; i++)
		snprintf(g->citytext[i], PLAY_MOVE_LEN, "c%zu", i);
	g->status = mem_calloc(g->ncontract ? g->ncontract : 1, 1);
	g->deck = mem_alloc((g->ncontract ? g->ncontract : 1) *
	    sizeof(*g->deck));
	for (i = 0; i < g->ncontract; i++)
		if (g->contract[i].owner < 0)
			g->deck[g->ndeck++] = (uint32_t)i;
	g->shown = (size_t)ceil(t->play_shown * g->seats - 1e-9);
	if (g->shown < 1)
		g->shown = 1;
	g->open = mem_calloc((size_t)g->seats * (g->ngood ? g->ngood : 1),
	    sizeof(*g->open));
	*seats = g->seats;
	return g;
}

/* show: contract k face up (add 1) or filled (add -1): who may fill it. */
static void
show(struct tplay_game *g, size_t k, int add)
{
	const struct tplay_contract *ct = &g->contract[k];
	int o;

	g->status[k] = add > 0 ? TPLAY_OPEN : TPLAY_FILLED;
	for (o = 0; o < g->seats; o++)
		if (ct->owner < 0 || ct->owner == o)
			g->open[(size_t)o * g->ngood + (size_t)ct->good] +=
			    (uint32_t)add;
}

/* claim: contract k filled by seat s; a public one is replaced by the
 * deck's next. */
static void
claim(struct tplay_game *g, int s, size_t k)
{
	g->score[s] += g->contract[k].value;
	g->cargo[s] = -1;
	show(g, k, -1);
	if (g->contract[k].owner < 0 && g->dealt < g->ndeck)
		show(g, g->deck[g->dealt++], 1);
}

/*
 * advance: the next seat to move is the one whose carrier is free
 * earliest (at equal times, the first seat, then on round the table);
 * a carrier that has arrived where its cargo is wanted delivers it
 * first, and a seat at the target wins. The bound ends a game whose
 * next move would start at or past it.
 */
static void
advance(struct tplay_game *g)
{
	int s, o, best = -1;
	uint32_t k;

	for (o = 0; o < g->seats; o++) {
		s = (g->first + o) % g->seats;
		if (best < 0 || g->clock[s] < g->clock[best])
			best = s;
	}
	s = best;
	if (g->clock[s] >= g->turns) {
		g->over = 1;
		g->mover = -1;
		return;
	}
	if (g->cargo[s] >= 0)
		for (k = g->bygood[g->cargo[s]];
		    k < g->bygood[g->cargo[s] + 1]; k++)
			if (g->contract[g->goodc[k]].city == g->at[s] &&
			    tplay_fillable(g, s, g->goodc[k])) {
				claim(g, s, g->goodc[k]);
				break;
			}
	if (g->score[s] >= g->target) {
		g->over = 1;
		g->winner = s;
		g->mover = -1;
		return;
	}
	g->mover = s;
}

static void
tplay_reset(void *p, int first, struct rng *chance)
{
	struct tplay_game *g = p;
	size_t k;
	int s;

	g->chance = chance;
	g->first = first >= 0 && first < g->seats ? first : 0;
	g->over = 0;
	g->winner = -1;
	memset(g->status, TPLAY_HIDDEN, g->ncontract ? g->ncontract : 1);
	memset(g->open, 0, (size_t)g->seats * (g->ngood ? g->ngood : 1) *
	    sizeof(*g->open));
	/* The deck in its own order again, then shuffled by chance. */
	g->ndeck = 0;
	for (k = 0; k < g->ncontract; k++)
		if (g->contract[k].owner < 0)
			g->deck[g->ndeck++] = (uint32_t)k;
	if (chance)
		rng_shuffle(chance, g->deck, g->ndeck, sizeof(*g->deck));
	for (k = 0; k < g->ncontract; k++)
		if (g->contract[k].owner >= 0)
			show(g, k, 1);
	for (g->dealt = 0; g->dealt < g->ndeck && g->dealt < g->shown;)
		show(g, g->deck[g->dealt++], 1);
	for (s = 0; s < g->seats; s++) {
		g->at[s] = g->home[s];
		g->clock[s] = 0;
		g->cargo[s] = -1;
		g->score[s] = g->start[s];
	}
	/* A seat whose bonus alone reaches the target wins at once. */
	advance(g);
}

static int
tplay_to_move(const void *p)
{
	const struct tplay_game *g = p;

	return g->over ? -1 : g->mover;
}

/* loadable: may the seat to move load good gd where it is? */
static int
loadable(const struct tplay_game *g, size_t gd)
{
	int s = g->mover;

	return (int32_t)gd != g->cargo[s] &&
	    !g->wants[(size_t)g->at[s] * g->ngood + gd] &&
	    g->open[(size_t)s * g->ngood + gd] > 0;
}

void
tplay_move(const struct tplay_game *g, size_t k, int *kind, uint32_t *arg,
    uint32_t *turns)
{
	uint32_t a = g->at[g->mover];
	size_t nn = g->nbstart[a + 1] - g->nbstart[a], gd, m = nn;

	if (k < nn) {
		*kind = 'g';
		*arg = g->nb[g->nbstart[a] + k];
		*turns = g->nbturns[g->nbstart[a] + k];
		return;
	}
	for (gd = 0; gd < g->ngood; gd++)
		if (loadable(g, gd) && m++ == k) {
			*kind = 'l';
			*arg = (uint32_t)gd;
			*turns = g->load;
			return;
		}
	*kind = 'w';
	*arg = 0;
	*turns = 1;
}

static void
tplay_moves(const void *p, struct play_moves *m)
{
	const struct tplay_game *g = p;
	uint32_t a = g->at[g->mover], k;
	size_t gd;

	m->n = 0;
	for (k = g->nbstart[a]; k < g->nbstart[a + 1]; k++)
		play_moves_add(m, g->citytext[g->nb[k]]);
	for (gd = 0; gd < g->ngood; gd++)
		if (loadable(g, gd))
			play_moves_add(m, g->goodtext[gd]);
	/* A carrier with nowhere to go and nothing to load waits. */
	if (m->n == 0)
		play_moves_add(m, "wait");
}

static void
tplay_apply(void *p, size_t k)
{
	struct tplay_game *g = p;
	int kind, s = g->mover;
	uint32_t arg, turns;

	if (g->over)
		return;
	tplay_move(g, k, &kind, &arg, &turns);
	/* The tide: a journey takes up to delay turns more, by chance. */
	if (kind == 'g' && g->delay && g->chance)
		turns += rng_below(g->chance, g->delay + 1);
	if (kind == 'g')
		g->at[s] = arg;
	else if (kind == 'l')
		g->cargo[s] = (int32_t)arg;
	g->clock[s] += turns;
	advance(g);
}

static void
tplay_result(const void *p, double *share)
{
	const struct tplay_game *g = p;
	int s;

	for (s = 0; s < g->seats; s++)
		share[s] = g->winner < 0 ? 1.0 / g->seats :
		    s == g->winner ? 1 : 0;
}

/* put: appends the text of fmt to the line. */
static void __attribute__((format(printf, 4, 5)))
put(char **s, size_t *n, size_t *cap, const char *fmt, ...)
{
	char buf[128];
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if ((size_t)len >= sizeof(buf))
		len = sizeof(buf) - 1;
	*s = mem_grow(*s, cap, *n + (size_t)len + 1, 1);
	memcpy(*s + *n, buf, (size_t)len + 1);
	*n += (size_t)len;
}

/*
 * state: "time=T seat=S target=N left=L carriers=C,… open=O,…", each
 * carrier CITY/CLOCK/CARGO/SCORE in seat order (CARGO "-" for none),
 * each open contract CITY/GOOD/POINTS, with /SEAT when a capital keeps
 * it for its seat ("open=-" when none is left).
 */
static void
tplay_state(const void *p, char **s, size_t *n, size_t *cap)
{
	const struct tplay_game *g = p;
	int o, mover = g->over ? 0 : g->mover;
	size_t k, nopen = 0;

	put(s, n, cap, "time=%u seat=%d target=%d left=%u deck=%zu "
	    "carriers=", (unsigned)g->clock[mover], g->over ? -1 : g->mover,
	    (int)g->target, g->clock[mover] < g->turns ?
	    (unsigned)(g->turns - g->clock[mover]) : 0u,
	    g->ndeck - g->dealt);
	for (o = 0; o < g->seats; o++)
		put(s, n, cap, "%sc%u/%u/%s/%d", o ? "," : "",
		    (unsigned)g->at[o], (unsigned)g->clock[o],
		    g->cargo[o] < 0 ? "-" : g->goodname[g->cargo[o]],
		    (int)g->score[o]);
	put(s, n, cap, " open=");
	for (k = 0; k < g->ncontract; k++) {
		const struct tplay_contract *ct = &g->contract[k];

		if (g->status[k] != TPLAY_OPEN)
			continue;
		put(s, n, cap, "%sc%u/%s/%d", nopen++ ? "," : "",
		    (unsigned)ct->city, g->goodname[ct->good], (int)ct->value);
		if (ct->owner >= 0)
			put(s, n, cap, "/%d", ct->owner);
	}
	if (nopen == 0)
		put(s, n, cap, "-");
}

static double
tplay_spread(const struct rules *r)
{
	return transport_rules(r)->play_spread;
}

const struct play_kind play_kind_transport = {
	.title = "Tidewater delivery race",
	.new = tplay_new,
	.free = tplay_free,
	.reset = tplay_reset,
	.to_move = tplay_to_move,
	.moves = tplay_moves,
	.apply = tplay_apply,
	.result = tplay_result,
	.state = tplay_state,
	.spread = tplay_spread,
};
