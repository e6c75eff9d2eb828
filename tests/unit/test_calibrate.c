/* test_calibrate.c: static seat scores weighed against play. */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include "board/check.h"
#include "board/kind.h"
#include "play/calibrate.h"

/* spearman_known: scipy.stats.spearmanr([1,2,3,4,5], [5,6,7,8,7]) is
 * 0.8207826816681233; ties take their mean rank. */
static void
spearman_known(void **state)
{
	double x[] = { 1, 2, 3, 4, 5 }, y[] = { 5, 6, 7, 8, 7 };
	double c[] = { 1, 1, 1, 1, 1 };

	assert_true(fabs(calib_spearman(x, y, 5) - 0.8207826816681233) <
	    1e-12);
	assert_true(fabs(calib_spearman(y, x, 5) - 0.8207826816681233) <
	    1e-12);
	assert_true(calib_spearman(x, c, 5) == 0);
}

/* set_keys: a key's line is replaced in its section only; a missing key
 * is added at the section's end; no section, NULL. */
static void
set_keys(void **state)
{
	const char *t = "[a]\nnode 3\n[fairness]\nnode 1  # x\nspread 0.4\n"
	    "[b]\nnode 7\n";
	char key[2][32] = { "node", "steps" };
	double val[2] = { 0.5, 2 };
	size_t n;
	char *s = calib_set_keys(t, strlen(t), "fairness", key, val, 2, &n);

	assert_non_null(s);
	assert_string_equal(s, "[a]\nnode 3\n[fairness]\nnode 0.5\n"
	    "spread 0.4\nsteps 2\n[b]\nnode 7\n");
	assert_int_equal(n, strlen(s));
	free(s);
	assert_null(calib_set_keys(t, strlen(t), "play", key, val, 2, &n));
}

/*
 * weights_found: over boards of a shipped rules file, the weights fitted
 * to the seats' scores from each key's term alone are the rules' own,
 * and shares that follow the level exactly are predicted whole.
 */
static void
weights_found(const char *file, const char *keys, const double *want,
    uint32_t players)
{
	struct rules r;
	struct board proto, b;
	struct diag d;
	struct calib c;
	struct calib_fit fit;
	double share[16], sum;
	size_t k, s, made = 0;
	uint64_t seed;

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, file, NULL, &d), 0);
	board_init(&proto);
	board_init(&b);
	kind_defaults(&proto, &r);
	snprintf(proto.rules, sizeof(proto.rules), "%s", r.id);
	snprintf(proto.paper, sizeof(proto.paper), "A4");
	proto.players = players;
	proto.width = 297;
	proto.height = 210;
	assert_int_equal(calib_init(&c, keys, &d), 0);
	for (seed = 1; made < 12 && seed < 200; seed++) {
		make_start(&b, &proto, seed);
		if (make_structure(&b, &r, r.attempts, &d) < 0 ||
		    make_content(&b, &r, &d) < 0)
			continue;
		check_board(&b, &r);
		if (b.val.nseat < 2)
			continue;
		sum = 0;
		for (s = 0; s < b.val.nseat; s++)
			sum += b.val.seat[s].level;
		for (s = 0; s < b.val.nseat; s++)
			share[s] = 1.0 / (double)b.val.nseat + 0.01 *
			    (b.val.seat[s].level - sum / (double)b.val.nseat);
		assert_int_equal(calib_board(&c, &b, &r, share,
		    (int)b.val.nseat, &d), 0);
		made++;
	}
	assert_int_equal(made, 12);
	calib_fit(&c, &fit);
	assert_int_equal(fit.boards, 12);
	for (k = 0; k < fit.nkey; k++)
		assert_true(!fit.seen[k] || fabs(fit.now[k] - want[k]) < 1e-6);
	for (k = 0; k < fit.nkey; k++)
		assert_int_equal(fit.seen[k], want[k] != 0);
	assert_true(fit.r2_level > 0.999);
	/* Levels tied across boards (quarter weights make many) are ranked
	 * apart by the shares' rounding: the pooled ranks agree to 0.99. */
	assert_true(fit.rho_pooled > 0.99);
	calib_fini(&c);
	board_fini(&b);
	board_fini(&proto);
	diag_fini(&d);
	rules_fini(&r);
}

static void
nodes_weights(void **state)
{
	/* no resources in the base game: their weight cannot be seen */
	const double w[] = { 0.5, 3, 0, -0.5 };

	weights_found(BP_TOP "/templates/rules/lanternfall.rules",
	    "fairness node category resource number", w, 4);
}

static void
transport_weights(void **state)
{
	/* no airports in the first scenario */
	const double w[] = { 0, 1.25, 3, 0.25, 1 };

	weights_found(BP_TOP "/templates/rules/tidewater.rules",
	    "fairness airport good route capital_route group", w, 4);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(spearman_known),
		cmocka_unit_test(set_keys),
		cmocka_unit_test(nodes_weights),
		cmocka_unit_test(transport_weights),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
