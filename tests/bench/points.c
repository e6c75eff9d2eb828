/* points.c (bench): the two point methods, measured on the same sheets. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>

#include "board/board.h"
#include "nodes/points.h"
#include "nodes/rules.h"
#include "nodes/structure.h"

/*
 * For each method: points per board, the worst and median nearest-
 * neighbour distance over the ideal spacing sqrt(area / n), the
 * coefficient of variation of nearest-neighbour distances, and the time
 * per point set (4 players, A4 landscape, 500 seeds).
 */
static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int
main(void)
{
	static const char *names[] = { "poisson", "jitter" };
	struct rules r;
	struct diag d;
	struct points ps;
	struct points_params pp;
	struct board b;
	double *ratio = malloc(500 * sizeof(*ratio));
	int m, s;

	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, BP_TOP "/templates/rules/lanternfall.rules",
	    NULL, &d) < 0)
		return 2;
	board_init(&b);
	b.players = 4;
	b.width = 297;
	b.height = 210;
	points_init(&ps);
	for (m = 0; m < 2; m++) {
		double u = nodegraph_unit(&b, &r), count = 0, cv = 0, secs = 0;
		struct timespec t0, t1;

		/* Every field the methods read, the key's keep-out boxes
		 * too (none here), from zero. */
		memset(&pp, 0, sizeof(pp));
		pp.w = 297;
		pp.h = 210;
		nodegraph_lattice(&b, &r, &pp.cols, &pp.rows);
		/* The seed's method keeps its own spacing from relaxation;
		 * both are held to the rules' guaranteed minimum here. */
		pp.min_dist = nodes_rules(&r)->min_spacing * u * (m ? 0.75 : 1);
		pp.snap = nodes_rules(&r)->snap * u;
		pp.corner_gap = nodes_rules(&r)->corner_gap * u;
		pp.side_gap = nodes_rules(&r)->side_gap * u;
		pp.center_jitter = nodes_rules(&r)->center_jitter * u;
		pp.relax_steps = nodes_rules(&r)->relax_steps;
		pp.repellers = nodes_rules(&r)->repellers;
		pp.repeller_min = nodes_rules(&r)->repeller_min;
		pp.repeller_max = nodes_rules(&r)->repeller_max;
		pp.tries = nodes_rules(&r)->poisson_tries;
		for (s = 0; s < 500; s++) {
			struct rng g;
			double sum = 0, sum2 = 0, mn = 1e9, ideal;
			size_t i, j;

			rng_stream(&g, (uint64_t)s, 0, "graph.points", 0);
			clock_gettime(CLOCK_MONOTONIC, &t0);
			if (m)
				points_jitter(&ps, &pp, &g);
			else
				points_poisson(&ps, &pp, &g);
			clock_gettime(CLOCK_MONOTONIC, &t1);
			secs += (double)(t1.tv_sec - t0.tv_sec) +
			    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
			count += (double)ps.n;
			ideal = sqrt(297.0 * 210 / (double)ps.n);
			for (i = 0; i < ps.n; i++) {
				double nn = 1e9;

				for (j = 0; j < ps.n; j++)
					if (j != i)
						nn = fmin(nn, geom_dist(ps.p[i],
						    ps.p[j]));
				sum += nn;
				sum2 += nn * nn;
				mn = fmin(mn, nn);
			}
			sum /= (double)ps.n;
			cv += sqrt(fmax(sum2 / (double)ps.n - sum * sum, 0)) /
			    sum;
			ratio[s] = mn / ideal;
		}
		qsort(ratio, 500, sizeof(*ratio), cmp);
		printf("points %-8s %6.1f points/board  min NN/spacing worst "
		    "%.3f median %.3f  NN CV %.3f  %7.1f us/set\n", names[m],
		    count / 500, ratio[0], ratio[250], cv / 500,
		    secs / 500 * 1e6);
	}
	points_fini(&ps);
	board_fini(&b);
	rules_fini(&r);
	diag_fini(&d);
	free(ratio);
	return 0;
}
