/* test_seatsum.c: the chi-squared p-value against known values, the best
 * seats counted (ties for each, the dungeon's lowest), and summaries
 * written, read back and added up. */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "board/board.h"
#include "board/kind.h"
#include "board/seatsum.h"

/*
 * P(X >= x) for X chi-squared with df degrees of freedom, computed
 * offline in double precision by the closed forms that hold for whole
 * df (even: e^(-x/2) sum_{i<df/2} (x/2)^i / i!; odd: erfc(sqrt(x/2)) plus
 * e^(-x/2) sum_{i=1}^{(df-1)/2} (x/2)^(i-1/2) / Gamma(i+1/2)), the values
 * scipy.stats.chi2.sf gives; the first rows are the textbook quantiles
 * (3.841 at 1 df and 7.815 at 3 df: 0.05; 6.635 at 1 and 11.345 at 3:
 * 0.01), 41.243 at 3 is issue 32's transport run.
 */
static const struct {
	double x;
	int df;
	double p;
} known[] = {
	{ 3.841458820694124, 1, 0.05000000000000008 },
	{ 6.634896601021214, 1, 0.01000000000000001 },
	{ 7.814727903251178, 3, 0.05000000000000004 },
	{ 11.344866730144373, 3, 0.009999999999999995 },
	{ 0.5, 1, 0.4795001221869535 },
	{ 41.243, 3, 5.8074159959627735e-09 },
	{ 2.158, 3, 0.540268367027815 },
	{ 66.358, 7, 8.018049491503401e-12 },
	{ 0.1, 2, 0.951229424500714 },
	{ 10, 2, 0.006737946999085467 },
	{ 5, 4, 0.2872974951836458 },
	{ 931.759, 3, 1.1433024430454079e-201 },
	{ 25, 10, 0.005345505487134064 },
	{ 1e-06, 3, 0.9999999997340385 },
	{ 200, 5, 2.8406228986415315e-41 },
};

static void
p_value_known(void **state)
{
	size_t i;

	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		double p = seatsum_chi2_p(known[i].x, known[i].df);

		if (fabs(p - known[i].p) > 1e-11 * known[i].p)
			fail_msg("chi2 %g at %d df: p %.17g, expected %.17g",
			    known[i].x, known[i].df, p, known[i].p);
	}
	assert_near(seatsum_chi2_p(0, 3), 1, 0);
}

/* counted: a board of kind with the seats' scores, counted into s. */
static void
counted(struct seatsum *s, const char *kind, uint32_t players,
    const double *score, size_t n, int pass)
{
	struct board b;
	size_t i;

	memset(&b, 0, sizeof(b));
	b.kind = kind_parse(kind);
	b.players = players;
	b.val.pass = pass;
	b.val.seat = calloc(n, sizeof(*b.val.seat));
	b.val.nseat = n;
	for (i = 0; i < n; i++) {
		b.val.seat[i].n = (uint32_t)i + 1;
		b.val.seat[i].score = score[i];
		/* The bonus is not counted: the score is what the seat gets. */
		b.val.seat[i].bonus = (int)i;
		b.val.seat[i].level = score[i] + 3 * (double)i;
	}
	seatsum_board(s, &b);
	free(b.val.seat);
}

static void
best_seats_counted(void **state)
{
	struct seatsum s;
	const double a[] = { 10, 12, 12, 9 }, b[] = { 7, 5, 6, 5 };
	const double one[] = { 4 };
	int df;
	double p;

	seatsum_init(&s);
	counted(&s, "transport", 4, a, 4, 1);   /* seats 2 and 3 tie */
	counted(&s, "transport", 4, b, 4, 1);   /* seat 1 */
	counted(&s, "transport", 4, b, 4, 0);   /* failed: not counted */
	counted(&s, "transport", 6, b, 4, 1);   /* another group */
	counted(&s, "dungeon", 2, b, 4, 1);     /* lowest best: 2 and 4 */
	counted(&s, "dungeon", 2, one, 1, 1);   /* one seat: nothing */
	assert_int_equal(s.n, 3);
	assert_int_equal(s.g[0].boards, 2);
	assert_int_equal(s.g[0].best[0], 1);
	assert_int_equal(s.g[0].best[1], 1);
	assert_int_equal(s.g[0].best[2], 1);
	assert_int_equal(s.g[0].best[3], 0);
	assert_int_equal(s.g[1].players, 6);
	assert_int_equal(s.g[2].best[1], 1);
	assert_int_equal(s.g[2].best[3], 1);
	assert_int_equal(s.g[2].best[0], 0);
	/* 1 1 1 0 against 0.75 each: 3 x 1/12 + 0.75 = 1 at 3 df. */
	assert_near(seatsum_chi2(&s.g[0], &df, &p), 1, 1e-12);
	assert_int_equal(df, 3);
	assert_near(p, 0.8012519569012009, 1e-12);
	seatsum_fini(&s);
}

/* file: a path in /tmp holding text (NULL: just the path). */
static const char *
file(int k, const char *text)
{
	static char path[2][64];
	FILE *f;

	snprintf(path[k], sizeof(path[k]), "/tmp/test_seatsum.%ld.%d.csv",
	    (long)getpid(), k);
	if (text) {
		f = fopen(path[k], "w");
		assert_non_null(f);
		fputs(text, f);
		assert_int_equal(fclose(f), 0);
	}
	return path[k];
}

static void
written_read_added(void **state)
{
	struct seatsum s, t;
	struct diag d;
	const double a[] = { 3, 1 }, b[] = { 1, 3 };

	seatsum_init(&s);
	seatsum_init(&t);
	diag_init(&d);
	counted(&s, "nodes", 4, a, 2, 1);
	counted(&s, "nodes", 4, a, 2, 1);
	counted(&s, "nodes", 4, b, 2, 1);
	{
		FILE *f = fopen(file(0, NULL), "w");

		assert_non_null(f);
		seatsum_print(&s, f);
		assert_int_equal(fclose(f), 0);
	}
	/* Two chunks' summaries add up; columns found by name. */
	file(1, "p,df,chi2,expected,best,seat,boards,seats,players,kind\n"
	    "1,1,0,1,0,1,2,2,4,nodes\n1,1,0,1,2,2,2,2,4,nodes\n");
	assert_int_equal(seatsum_read(&t, file(0, NULL), &d), 0);
	assert_int_equal(seatsum_read(&t, file(1, NULL), &d), 0);
	assert_int_equal(d.n, 0);
	assert_int_equal(t.n, 1);
	assert_int_equal(t.g[0].boards, 5);
	assert_int_equal(t.g[0].best[0], 2);
	assert_int_equal(t.g[0].best[1], 3);
	/* A seat out of its group is refused, by file and line. */
	file(1, "kind,players,seats,boards,seat,best,expected,chi2,df,p\n"
	    "nodes,4,4,10,5,1,1,0,3,1\n");
	assert_int_equal(seatsum_read(&t, file(1, NULL), &d), -1);
	assert_int_equal(d.n, 1);
	assert_int_equal(d.v[0].line, 2);
	diag_clear(&d);
	file(1, "kind,players,seats,boards,seat,best,expected,chi2,df,p\n"
	    "chess,4,4,10,1,1,1,0,3,1\n");
	assert_int_equal(seatsum_read(&t, file(1, NULL), &d), -1);
	assert_non_null(strstr(d.v[0].msg, "chess"));
	unlink(file(0, NULL));
	unlink(file(1, NULL));
	diag_fini(&d);
	seatsum_fini(&s);
	seatsum_fini(&t);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(p_value_known),
    cmocka_unit_test(best_seats_counted),
    cmocka_unit_test(written_read_added))
