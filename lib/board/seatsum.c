/* seatsum.c: the seats' best counts over a run and their chi-squared
 * test, counted, written as CSV and read back to add up chunks. */
#include "board/seatsum.h"

#include <assert.h>
#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/report.h"
#include "core/mem.h"
#include "core/num.h"

const char *const seatsum_column[SEATSUM_NCOL] = {
	[SEATSUM_KIND] = "kind",
	[SEATSUM_PLAYERS] = "players",
	[SEATSUM_SEATS] = "seats",
	[SEATSUM_BOARDS] = "boards",
	[SEATSUM_SEAT] = "seat",
	[SEATSUM_BEST] = "best",
	[SEATSUM_EXPECTED] = "expected",
	[SEATSUM_CHI2] = "chi2",
	[SEATSUM_DF] = "df",
	[SEATSUM_P] = "p",
};

void
seatsum_init(struct seatsum *s)
{
	memset(s, 0, sizeof(*s));
}

void
seatsum_fini(struct seatsum *s)
{
	free(s->g);
	seatsum_init(s);
}

/*
 * group: the group of (kind, players, seats) in s, made (all zero) if s
 * has none yet; seats 2 .. SEATSUM_SEATS_MAX.
 */
static struct seatsum_group *
group(struct seatsum *s, int kind, uint32_t players, uint32_t seats)
{
	struct seatsum_group *g;
	size_t i;

	assert(seats >= 2 && seats <= SEATSUM_SEATS_MAX);
	for (i = 0; i < s->n; i++)
		if (s->g[i].kind == kind && s->g[i].players == players &&
		    s->g[i].seats == seats)
			return &s->g[i];
	g = VEC_PUSH(s->g, s->n, s->cap);
	memset(g, 0, sizeof(*g));
	g->kind = kind;
	g->players = players;
	g->seats = seats;
	return g;
}

void
seatsum_board(struct seatsum *s, const struct board *b)
{
	const struct kind *k = kind_of(b->kind);
	int low = k && k->check && k->check->low_best;
	struct seatsum_group *g;
	double best = 0, l;
	size_t i;

	if (!b->val.pass || b->val.nseat < 2 ||
	    b->val.nseat > SEATSUM_SEATS_MAX)
		return;
	for (i = 0; i < b->val.nseat; i++) {
		l = b->val.seat[i].score;
		if (i == 0 || (low ? l < best : l > best))
			best = l;
	}
	g = group(s, b->kind, b->players, (uint32_t)b->val.nseat);
	g->boards++;
	/*
	 * The score, before any bonus: what the board itself gives each
	 * seat, so a seat the generator favours is seen even where the
	 * bonus, paid in whole steps, mostly hides it (transport's seats by
	 * city index: p 6e-9 on scores, 0.37 on levels over 1,000 boards).
	 * Ties are counted for each seat: scores are sums of the rules'
	 * weights, so seats tie on the same value exactly.
	 */
	for (i = 0; i < b->val.nseat; i++)
		if (fabs(b->val.seat[i].score - best) <= 1e-9 *
		    (fabs(best) > 1 ? fabs(best) : 1))
			g->best[i]++;
}

double
seatsum_chi2(const struct seatsum_group *g, int *df, double *p)
{
	double total = 0, e, x = 0;
	uint32_t k;

	for (k = 0; k < g->seats; k++)
		total += (double)g->best[k];
	*df = (int)g->seats - 1;
	if (total <= 0) {
		*p = 1;
		return 0;
	}
	e = total / g->seats;
	for (k = 0; k < g->seats; k++)
		x += ((double)g->best[k] - e) * ((double)g->best[k] - e) / e;
	*p = seatsum_chi2_p(x, *df);
	return x;
}

/* gamma_p_series: P(a, x) by its series, for x < a + 1. */
static double
gamma_p_series(double a, double x)
{
	double sum = 1 / a, term = sum, n;

	for (n = 1; n < 10000; n++) {
		term *= x / (a + n);
		sum += term;
		if (fabs(term) < fabs(sum) * 1e-16)
			break;
	}
	return sum * exp(-x + a * log(x) - lgamma(a));
}

/* gamma_q_fraction: Q(a, x) by its continued fraction (modified Lentz),
 * for x >= a + 1. */
static double
gamma_q_fraction(double a, double x)
{
	const double tiny = 1e-300;
	double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d, an, del;
	int i;

	for (i = 1; i < 10000; i++) {
		an = -i * (i - a);
		b += 2;
		d = an * d + b;
		if (fabs(d) < tiny)
			d = tiny;
		c = b + an / c;
		if (fabs(c) < tiny)
			c = tiny;
		d = 1 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < 1e-16)
			break;
	}
	return exp(-x + a * log(x) - lgamma(a)) * h;
}

double
seatsum_chi2_p(double x, int df)
{
	double a = df / 2.0, y = x / 2;

	assert(df >= 1);
	if (!(y > 0))
		return 1;
	if (y < a + 1)
		return 1 - gamma_p_series(a, y);
	return gamma_q_fraction(a, y);
}

void
seatsum_print(const struct seatsum *s, FILE *f)
{
	const struct seatsum_group *g;
	char ex[64], x2[64];
	double total, chi2, p;
	size_t i;
	uint32_t k;
	int df;

	for (i = 0; i < SEATSUM_NCOL; i++)
		fprintf(f, "%s%s", i ? "," : "", seatsum_column[i]);
	fputc('\n', f);
	for (i = 0; i < s->n; i++) {
		g = &s->g[i];
		total = 0;
		for (k = 0; k < g->seats; k++)
			total += (double)g->best[k];
		chi2 = seatsum_chi2(g, &df, &p);
		num_format(ex, sizeof(ex), total / g->seats, 2);
		num_format(x2, sizeof(x2), chi2, 3);
		for (k = 0; k < g->seats; k++)
			fprintf(f, "%s,%" PRIu32 ",%" PRIu32 ",%" PRIu64
			    ",%" PRIu32 ",%" PRIu64 ",%s,%s,%d,%.4g\n",
			    kind_name(g->kind), g->players, g->seats,
			    g->boards, k + 1, g->best[k], ex, x2, df, p);
	}
}

/* u64_field: field c of in's row as a number 0 .. max into *v. */
static int
u64_field(const struct report_in *in, int c, uint64_t max, uint64_t *v,
    struct diag *d)
{
	if (num_parse_u64(report_in_get(in, c), max, v) < 0)
		return report_in_error(in, d, NULL, "%s \"%s\" is not a "
		    "number 0 .. %" PRIu64, seatsum_column[c],
		    report_in_get(in, c), max);
	return 0;
}

int
seatsum_read(struct seatsum *s, const char *path, struct diag *d)
{
	struct report_in in;
	struct seatsum_group *g;
	uint64_t players, seats, boards, seat, best;
	int r, kind;

	r = report_in_open(&in, path, seatsum_column, SEATSUM_NCOL, d);
	while (r == 0 && (r = report_in_row(&in, d)) > 0) {
		r = -1;
		if ((kind = kind_parse(report_in_get(&in, SEATSUM_KIND))) < 0) {
			report_in_error(&in, d, NULL, "kind \"%s\" is not "
			    "one of this build's",
			    report_in_get(&in, SEATSUM_KIND));
			break;
		}
		if (u64_field(&in, SEATSUM_PLAYERS, UINT32_MAX, &players,
		    d) < 0 || u64_field(&in, SEATSUM_SEATS, SEATSUM_SEATS_MAX,
		    &seats, d) < 0 || u64_field(&in, SEATSUM_BOARDS,
		    UINT64_MAX / 2, &boards, d) < 0 || u64_field(&in,
		    SEATSUM_SEAT, SEATSUM_SEATS_MAX, &seat, d) < 0 ||
		    u64_field(&in, SEATSUM_BEST, UINT64_MAX / 2, &best, d) < 0)
			break;
		if (seats < 2 || seat < 1 || seat > seats || best > boards) {
			report_in_error(&in, d, NULL, "seat %" PRIu64 " of %"
			    PRIu64 ", best on %" PRIu64 " of %" PRIu64
			    " boards: not a seat summary's row", seat, seats,
			    best, boards);
			break;
		}
		g = group(s, kind, (uint32_t)players,
		    (uint32_t)seats);
		/* A group's boards are on each of its rows: counted once. */
		if (seat == 1)
			g->boards += boards;
		g->best[seat - 1] += best;
		r = 0;
	}
	report_in_close(&in);
	return r < 0 ? -1 : 0;
}
