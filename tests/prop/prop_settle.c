/*
 * prop_settle.c: board_settle against the deck's round trip over more than
 * 1,000 boards of each kind (tests/prop/settle_diff.h): the shipped rules
 * and the others under templates/ and tests/, styles, expansions, player
 * counts, papers (odd ones whose sizes the deck rounds among them), the
 * kinds' own options; each board compared after its structure, its
 * content and validate's checks and regeneration, and once more settled
 * again. Usage: prop_settle [SCALE] (1: the seeds below; 0.1 a tenth).
 * One TAP line a kind; the first difference is told.
 */
#include <time.h>

#include "settle_diff.h"

/* Seeds a set-up: 6 or 7 set-ups a kind make over 1,000 boards. */
#define S 180

static const struct settle_setup setups[] = {
	/* nodes */
	{ "templates/rules/lanternfall.rules", NULL, "A4", 0, 4, "",
	    { NULL }, 1, S },
	{ "templates/rules/lanternfall.rules",
	    "templates/style/lanternfall-woodcut.style", "A3", 1, 9,
	    "thorns clockwork scissors voyage", { "--first-game", NULL },
	    10000, S },
	{ "templates/rules/lanternfall.rules",
	    "templates/style/lanternfall-ink.style", "Letter", 0, 3,
	    "wonders scissors", { NULL }, 20000, S },
	{ "templates/rules/lanternfall.rules", "templates/style/"
	    "lanternfall.style", "317.77x233.3333", 0, 6, "thorns", { NULL },
	    30000, S },
	{ "tests/data/mini.rules", NULL, "A5", 0, 2, "", { NULL }, 40000, S },
	{ "tests/fuzz/rules/nodes-mini.rules", NULL, "Tabloid", 1, 5, "",
	    { NULL }, 50000, S },
	{ "tests/fuzz/rules/lanternfall.rules", NULL, "A4", 0, 7, "voyage",
	    { NULL }, 60000, S / 2 },
	/* transport */
	{ "templates/rules/tidewater.rules", NULL, "A4", 0, 4, "",
	    { NULL }, 1, S },
	{ "templates/rules/tidewater.rules",
	    "templates/style/tidewater-atlas.style", "Letter", 0, 8, "",
	    { "--scenario", "railways" }, 10000, S },
	{ "templates/rules/tidewater.rules",
	    "templates/style/tidewater-ink.style", "251.5555x181.3333", 1, 3,
	    "", { "--scenario", "rare_cargo" }, 20000, S },
	{ "templates/rules/tidewater.rules", NULL, "A5", 1, 1, "",
	    { NULL }, 30000, S },
	{ "templates/rules/tidewater.rules", "templates/style/"
	    "tidewater.style", "A3", 0, 6, "", { "--scenario", "harbour" },
	    40000, S },
	{ "templates/rules/tidewater.rules", NULL, "299.9996x200.0004", 0, 2,
	    "", { NULL }, 50000, S },
	/* dungeon */
	{ "templates/rules/cinderdeep.rules", NULL, "A4", 0, 1, "",
	    { NULL }, 1, S },
	{ "templates/rules/looks/cinderdeep-rooms.rules",
	    "templates/style/cinderdeep-art.style", "A3", 1, 6, "",
	    { NULL }, 10000, S },
	{ "templates/rules/looks/cinderdeep-tunnels.rules",
	    "templates/style/cinderdeep-ink.style", "A4", 0, 3, "",
	    { NULL }, 20000, S },
	{ "templates/rules/cinderdeep.rules", NULL, "301.0007x211.9996", 0,
	    2, "", { "--tunnels", "80", "--length", "10", "--floor",
	    "0.3337" }, 30000, S },
	{ "tests/data/cinderdeep-starts.rules", "templates/style/"
	    "cinderdeep.style", "Letter", 0, 4, "", { "--size", "30x20" },
	    40000, S },
	{ "tests/fuzz/rules/dungeon-play.rules", NULL, "A4", 1, 2, "",
	    { NULL }, 50000, S / 2 },
	{ "tests/fuzz/rules/dungeon-mini.rules", NULL, "A4", 0, 1, "",
	    { "--tunnels", "30" }, 60000, S / 2 },
	/* the test-only kinds */
	{ "tests/kinds/dots/dots.rules", NULL, "199.9995x150.0005", 0, 2, "",
	    { NULL }, 1, 2 * S },
	{ "tests/kinds/rings/rings.rules", NULL, "150x100", 0, 3, "",
	    { NULL }, 1, 2 * S },
};

int
main(int argc, char **argv)
{
	static const char *const kinds[] = { "nodes", "transport", "dungeon",
		"dots", "rings" };
	double scale = argc > 1 ? atof(argv[1]) : 1;
	struct timespec t0, t1;
	size_t i, k;
	int tap = 0, bad = 0;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++) {
		struct settle_diff sd;

		memset(&sd, 0, sizeof(sd));
		clock_gettime(CLOCK_MONOTONIC, &t0);
		for (i = 0; i < sizeof(setups) / sizeof(setups[0]); i++) {
			struct settle_setup su = setups[i];
			struct rules r;
			struct board b;
			int kind;

			board_init(&b);
			if (sd_rules(&su, &r, &b) < 0)
				return 2;
			kind = r.kind;
			rules_fini(&r);
			board_fini(&b);
			if (strcmp(kind_name(kind), kinds[k]) != 0)
				continue;
			su.count = (unsigned)(su.count * scale + 0.5);
			if (su.count == 0)
				su.count = 1;
			if (settle_diff_run(&su, &sd) < 0)
				return 2;
		}
		clock_gettime(CLOCK_MONOTONIC, &t1);
		printf("# %s: %lu boards (%lu seeds left out by gen-graph), "
		    "%lu comparisons in %.1f s\n", kinds[k], sd.boards,
		    sd.skipped, sd.compared, (double)(t1.tv_sec - t0.tv_sec) +
		    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9);
		if (sd.differ)
			printf("# %lu differ; the first: %s\n", sd.differ,
			    sd.first);
		printf("%s %d - %s: each board settled is its deck's round "
		    "trip after structure, content and validate\n",
		    sd.differ == 0 && sd.boards > 0 ? "ok" : "not ok", ++tap,
		    kinds[k]);
		bad += sd.differ != 0 || sd.boards == 0;
	}
	printf("1..%d\n", tap);
	return bad ? 1 : 0;
}
