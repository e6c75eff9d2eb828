/* dungeon.c (bench): what a dungeon look makes, figure by figure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/make.h"
#include "core/num.h"
#include "dungeon/dungeon.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"

/*
 * bench_dungeon RULES N [PLAYERS]: N boards of the rules (seeds 1 .. N,
 * A4, as gen-graph and gen-content make them, the next attempt while the
 * content does not fit), and per board: the floor's share of the inside,
 * the share of the inside its bounding box covers (grid area used), dead
 * ends (floor cells with one floor neighbour), loops (the floor graph's
 * independent cycles less its 2 x 2 blocks: the walls one can walk
 * around), the share of floor cells in a 2 x 2 block of floor (halls),
 * and the steps from the first start to the exit, also over the longest
 * shortest path. Each as min / median / p95 / max.
 */
enum { FLOOR, AREA, DEAD, LOOPS, HALLS, PATH, LINEAR, NFIG };

static const char *const figname[NFIG] = { "floor share", "grid area used",
	"dead ends", "loops", "hall share", "path start-exit",
	"path / longest" };

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static int
at(const struct board *b, int c, int r)
{
	return b->terrain[(size_t)r * (size_t)b->cols + (size_t)c] ==
	    DUNGEON_FLOOR;
}

/* figures: board b's figures into v[NFIG]. */
static void
figures(const struct board *b, double *v)
{
	int c, r, lo_c = b->cols, hi_c = -1, lo_r = b->rows, hi_r = -1, k;
	long nf = 0, edges = 0, blocks = 0, dead = 0, inhall = 0;
	double inside = (double)(b->cols - 2) * (b->rows - 2);
	struct dungeon_floor f;
	int32_t *dist;
	uint32_t *queue, s = DUNGEON_NONE, e = DUNGEON_NONE, diam;
	size_t i;

	for (r = 1; r + 1 < b->rows; r++)
		for (c = 1; c + 1 < b->cols; c++) {
			if (!at(b, c, r))
				continue;
			nf++;
			lo_c = c < lo_c ? c : lo_c;
			hi_c = c > hi_c ? c : hi_c;
			lo_r = r < lo_r ? r : lo_r;
			hi_r = r > hi_r ? r : hi_r;
			k = at(b, c - 1, r) + at(b, c + 1, r) +
			    at(b, c, r - 1) + at(b, c, r + 1);
			dead += k == 1;
			edges += at(b, c + 1, r) + at(b, c, r + 1);
			blocks += at(b, c + 1, r) && at(b, c, r + 1) &&
			    at(b, c + 1, r + 1);
			inhall += (at(b, c - 1, r) && at(b, c, r - 1) &&
			    at(b, c - 1, r - 1)) || (at(b, c + 1, r) &&
			    at(b, c, r - 1) && at(b, c + 1, r - 1)) ||
			    (at(b, c - 1, r) && at(b, c, r + 1) &&
			    at(b, c - 1, r + 1)) || (at(b, c + 1, r) &&
			    at(b, c, r + 1) && at(b, c + 1, r + 1));
		}
	v[FLOOR] = nf / inside;
	v[AREA] = (double)(hi_c - lo_c + 1) * (hi_r - lo_r + 1) / inside;
	v[DEAD] = (double)dead;
	/* One region (the generators promise it): E - V + 1 cycles. */
	v[LOOPS] = (double)(edges - nf + 1 - blocks);
	v[HALLS] = (double)inhall / (double)nf;
	dungeon_floor_init(&f, b->terrain, b->cols, b->rows);
	for (i = 0; i < dungeon_part(b)->nfeature; i++) {
		const struct board_feature *a = &dungeon_part(b)->feature[i];

		if (a->type == BOARD_FEATURE_START && s == DUNGEON_NONE)
			s = dungeon_floor_at(&f, a->col, a->row);
		if (a->type == BOARD_FEATURE_EXIT)
			e = dungeon_floor_at(&f, a->col, a->row);
	}
	dist = malloc(f.n * sizeof(*dist));
	queue = malloc(f.n * sizeof(*queue));
	diam = dungeon_floor_diameter(&f, NULL);
	dungeon_floor_bfs(&f, s, dist, queue);
	v[PATH] = dist[e];
	v[LINEAR] = diam ? (double)dist[e] / diam : 0;
	free(dist);
	free(queue);
	dungeon_floor_fini(&f);
}

int
main(int argc, char **argv)
{
	struct rules r;
	struct diag d;
	struct board b;
	uint64_t n, seed, players = 1;
	double *v[NFIG];
	size_t made = 0, retried = 0, lost = 0, k;
	uint32_t a;
	int rc;

	if (argc < 3 || argc > 4 || num_parse_u64(argv[2], 1000000, &n) < 0 ||
	    n == 0 || (argc == 4 && num_parse_u64(argv[3], 16, &players) < 0)) {
		fprintf(stderr, "usage: bench_dungeon RULES N [PLAYERS]\n");
		return 2;
	}
	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, argv[1], NULL, &d) < 0) {
		diag_print(&d, "bench_dungeon", stderr);
		return 2;
	}
	for (k = 0; k < NFIG; k++)
		v[k] = malloc(n * sizeof(double));
	board_init(&b);
	for (seed = 1; seed <= n; seed++) {
		for (a = 0, rc = -1;;) {
			board_clear(&b);
			board_set_kind(&b, kind_parse("dungeon"));
			snprintf(b.rules, sizeof(b.rules), "%s", r.id);
			b.seed = seed;
			b.attempt = a;
			b.players = (uint32_t)players;
			b.width = 297;
			b.height = 210;
			board_set_id(&b);
			if (make_structure(&b, &r, r.attempts, &d) < 0)
				break;
			if (make_content(&b, &r, &d) == 0) {
				rc = 0;
				break;
			}
			a = b.attempt + 1;
		}
		if (rc < 0) {
			lost++;
			continue;
		}
		retried += b.attempt > 0;
		{
			double one[NFIG];

			figures(&b, one);
			for (k = 0; k < NFIG; k++)
				v[k][made] = one[k];
		}
		made++;
	}
	printf("%s: %zu of %llu boards made, %zu left out, %.1f%% on a "
	    "later attempt (structure or content)\n", r.id, made,
	    (unsigned long long)n, lost, 100.0 * retried / (made ? made : 1));
	for (k = 0; k < NFIG && made; k++) {
		int share = k == FLOOR || k == AREA || k == HALLS ||
		    k == LINEAR;

		qsort(v[k], made, sizeof(double), cmp);
		printf(share ? "  %-16s min %.2f, median %.2f, p95 %.2f, max "
		    "%.2f\n" : "  %-16s min %.0f, median %.0f, p95 %.0f, max "
		    "%.0f\n", figname[k], v[k][0], v[k][made / 2],
		    v[k][(size_t)(made * 0.95)], v[k][made - 1]);
	}
	for (k = 0; k < NFIG; k++)
		free(v[k]);
	board_fini(&b);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
