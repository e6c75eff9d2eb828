/*
 * fuzz_pins.c: libFuzzer target for the pins reader (board/pins.h): the
 * input is a pins file, read as gen-graph --pins reads one over the
 * shipped rules of each kind (nodes, transport, dungeon); a file taken
 * is then read back from the text a deck's head carries, applied by the
 * content of one board of each kind (made once), and that board
 * checked; a board the checks pass is drawn to the page as layout-pdf
 * and layout-svg draw it (fuzz_draw.h: a PDF in memory, each face's SVG
 * read back as XML).
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/make.h"
#include "board/pins.h"
#include "board/rules.h"
#include "fuzz_draw.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A kind's rules and one board of them, made once per process. */
struct kept {
	const char *path;
	struct rules r;
	struct board b;
	int made;
};

static struct kept kinds[] = {
	{ .path = BP_TOP "/templates/rules/lanternfall.rules" },
	{ .path = BP_TOP "/templates/rules/tidewater.rules" },
	{ .path = BP_TOP "/templates/rules/cinderdeep.rules" },
};

/* make: k's rules and a board of seed 1 on A4, 4 players. */
static void
make(struct kept *k)
{
	struct diag d;

	diag_init(&d);
	rules_init(&k->r);
	if (rules_load_file(&k->r, k->path, NULL, &d) < 0)
		abort();
	board_init(&k->b);
	kind_defaults(&k->b, &k->r);
	snprintf(k->b.rules, sizeof(k->b.rules), "%s", k->r.id);
	snprintf(k->b.paper, sizeof(k->b.paper), "A4");
	k->b.players = 4;
	k->b.width = 297;
	k->b.height = 210;
	k->b.seed = 1;
	board_set_id(&k->b);
	if (make_structure(&k->b, &k->r, k->r.attempts, &d) < 0)
		abort();
	diag_fini(&d);
	k->made = 1;
}

/* pin: the input as k's pins; a file taken applied to k's board. */
static void
pin(struct kept *k, const uint8_t *data, size_t size)
{
	struct pins *p, *q;
	struct diag d;
	size_t first, i, failed;
	int rc;

	if (!k->made)
		make(k);
	diag_init(&d);
	rc = pins_load_text(&p, (const char *)data, size, "fuzz.pins", 1,
	    &k->r, &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1 || p))
		abort();
	if (rc < 0 || !p) {
		if (rc == 0)
			abort();
		diag_fini(&d);
		return;
	}
	if (d.n != 0 || p->n > PINS_MAX || p->len != size)
		abort();
	/* The text it keeps reads back to the same pins (a deck's head). */
	if (pins_load_text(&q, p->text, p->len, "deck", 1, &k->r, &d) < 0 ||
	    q->n != p->n)
		abort();
	for (i = 0; i < p->n; i++)
		if (q->v[i].x != p->v[i].x || q->v[i].y != p->v[i].y ||
		    q->v[i].nval != p->v[i].nval || memcmp(q->v[i].val,
		    p->v[i].val, sizeof(p->v[i].val)) != 0)
			abort();
	pins_free(q);
	pins_set(&k->r, p);
	/*
	 * The content keeps every pin, or fails naming one; a board it
	 * made checks them (completeness.pins) as it kept them.
	 */
	if (make_content(&k->b, &k->r, &d) == 0) {
		failed = check_board(&k->b, &k->r);
		if (p->n && pins_kept(&k->b, &k->r, &first) != p->n)
			abort();
		/* | validate | layout-pdf, layout-svg: a valid board with
		 * its pins is drawn. */
		if (failed == 0)
			fuzz_draw(&k->b, &k->r, &d);
	} else if (d.n == 0 || diag_status(&d) != DIAG_INVALID) {
		/* A board whose content fails says why, as invalid. */
		abort();
	}
	pins_set(&k->r, NULL);
	diag_fini(&d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t k;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
		pin(&kinds[k], data, size);
	return 0;
}
