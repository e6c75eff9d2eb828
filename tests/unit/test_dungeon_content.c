/*
 * test_dungeon_content.c: a dungeon's starts, exit and features
 * (dungeon/content.c) are the ones the reference picking makes.
 */
#include "testutil.h"

#include "board/make.h"
#include "ref_dungeon.h"
#include "tu_dungeon.h"

/* features_equal: the two lists hold the same features in order. */
static void
features_equal(const struct board_feature *a, const struct board_feature *b,
    size_t n, const char *id)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (a[i].type != b[i].type || a[i].col != b[i].col ||
		    a[i].row != b[i].row)
			fail_msg("%s: feature %zu: %d at %d,%d, not %d at "
			    "%d,%d", id, i, (int)a[i].type, a[i].col, a[i].row,
			    (int)b[i].type, b[i].col, b[i].row);
}

/*
 * The features kept per cell as items are placed (nearest, blocked) and
 * pick's single pass draw the same cells as the reference's per-item
 * tests and two passes (tests/unit/ref_dungeon.h, main 51e4be1): over the
 * shipped looks, one to six players, attempts 0 to 2 (other streams),
 * and floors cut in two now and then; the same features in the same
 * order, the same status and the same message when none fits.
 */
static void
content_matches_the_old_picking(void **state)
{
	static const char *const looks[] = { TU_DUNGEON_RULES,
		BP_TOP "/templates/rules/looks/cinderdeep-rooms.rules",
		BP_TOP "/templates/rules/looks/cinderdeep-tunnels.rules" };
	struct board_feature *ref = NULL;
	struct dungeon_part *p;
	struct diag d, dref;
	struct rules r;
	struct board b;
	uint64_t seed;
	size_t l, n, cap = 0;
	char m1[512], m2[512];
	int rc, rcref, made = 0, failed = 0;

	(void)state;
	board_init(&b);
	for (l = 0; l < sizeof(looks) / sizeof(looks[0]); l++) {
		rules_init(&r);
		diag_init(&d);
		assert_int_equal(rules_load_file(&r, looks[l], NULL, &d), 0);
		diag_fini(&d);
		for (seed = 1; seed <= 70; seed++) {
			tu_dungeon_board(&b, &r, seed, 1 + seed % 6, 0);
			b.attempt = (uint32_t)(seed % 3);
			if (seed % 9 == 0)
				memset(b.terrain + (b.rows / 2) * b.cols,
				    DUNGEON_WALL, (size_t)b.cols);
			p = dungeon_part(&b);
			diag_init(&dref);
			rcref = ref_dungeon_content(&b, &r, &dref);
			n = p->nfeature;
			ref = mem_grow(ref, &cap, n ? n : 1, sizeof(*ref));
			memcpy(ref, p->feature, n * sizeof(*ref));
			diag_init(&d);
			rc = dungeon_content(&b, &r, &d);
			assert_int_equal(rc, rcref);
			assert_int_equal(d.n, dref.n);
			if (d.n > 0) {
				diag_format(&d.v[0], m1, sizeof(m1));
				diag_format(&dref.v[0], m2, sizeof(m2));
				assert_string_equal(m1, m2);
			}
			if (rc == 0) {
				assert_int_equal(p->nfeature, n);
				features_equal(p->feature, ref, n, b.id);
			}
			made += rc == 0;
			failed += rc != 0;
			diag_fini(&d);
			diag_fini(&dref);
		}
		rules_fini(&r);
	}
	/* Both ways through: boards that fit and boards that do not. */
	assert_true(made > 100);
	assert_true(failed > 0);
	free(ref);
	board_fini(&b);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(content_matches_the_old_picking))
