/* filter.c: read a deck board by board, act on each, write it on. */
#include "tool/filter.h"

#include "board/limits.h"
#include "board/pins.h"
#include "deck/deck.h"
#include "tool/cli.h"

int
filter_run(const struct filter *f)
{
	struct deck_writer *w = NULL;
	struct deck_reader *dr;
	const struct rules *r;
	struct board b;
	struct diag d;
	int k, status = 0, probed = 0;

	diag_init(&d);
	dr = deck_reader_new(f->in, f->schema, NULL, &d);
	if (!dr) {
		cli_print_diag(f->tool, &d);
		diag_fini(&d);
		return 2;
	}
	if (f->pins && deck_reader_pins(dr, f->pins, &d) < 0) {
		cli_print_diag(f->tool, &d);
		deck_reader_free(dr);
		diag_fini(&d);
		return 2;
	}
	r = deck_reader_rules(dr);
	board_init(&b);
	if (f->out) {
		w = deck_writer_new(f->out);
		if (deck_writer_begin(w, r) < 0)
			status = 2;
	}
	while (status != 2 && (k = deck_reader_next(dr, &b)) != 0) {
		if (k < 0) {
			status = 2;
			break;
		}
		/*
		 * A deck's rules, hand-edited, may ask for what gen-graph
		 * would have refused: making the board again (validate) or
		 * its content could then take hours. Refused the same way.
		 */
		if (limit_check(r, &b, &d) < 0) {
			status = 2;
			break;
		}
		/*
		 * Pins given here (gen-content --pins) are checked as
		 * gen-graph checks its own, on the deck's first board: on
		 * its paper and options, and kept by some board at all.
		 */
		if (f->pins && !probed++ && (pins_on_board(r->pins, r, &b,
		    &d) < 0 || pins_probe(r, &b, b.seed, &d) < 0)) {
			status = 2;
			break;
		}
		switch (f->board(&b, r, deck_reader_name(dr), &d, f->ctx)) {
		case FILTER_INVALID:
			status = 1;
			/* FALLTHROUGH */
		case FILTER_KEEP:
			if (w && deck_writer_board(w, &b, r) < 0)
				status = 2;
			break;
		case FILTER_DROP:
			status = 1;
			break;
		default:
			status = 2;
			break;
		}
		/* Messages as they come, so a long run reports as it goes. */
		cli_print_diag(f->tool, &d);
		diag_clear(&d);
	}
	if (status != 2 && f->end && f->end(&d, f->ctx) < 0)
		status = 2;
	cli_print_diag(f->tool, &d);
	/*
	 * A deck that was not read whole is not closed: it stays visibly
	 * truncated for the next tool.
	 */
	if (w && status != 2 && deck_writer_end(w) < 0)
		status = 2;
	deck_writer_free(w);
	deck_reader_free(dr);
	board_fini(&b);
	diag_fini(&d);
	return status;
}
