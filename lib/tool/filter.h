/* filter.h: the loop every deck-reading tool shares. */
#ifndef BP_TOOL_FILTER_H
#define BP_TOOL_FILTER_H

#include <stdio.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

/* What a filter's board function decides for each board. */
enum {
	FILTER_KEEP,    /* write the board on */
	FILTER_INVALID, /* write it on, but the run ends with status 1 */
	FILTER_DROP,    /* leave it out; the run ends with status 1 */
	FILTER_FATAL    /* stop; the run ends with status 2 */
};

/*
 * A filter reads the deck at in ("-" for stdin; checked against schema
 * when not NULL), calls board() for each board, and, when out is not NULL,
 * writes the deck with every kept board to out. board() may change the
 * board, and adds its messages to d (the deck's name is given for them).
 */
struct filter {
	const char *tool;
	const char *in;
	const char *schema;
	FILE *out;
	int (*board)(struct board *b, const struct rules *r, const char *name,
	    struct diag *d, void *ctx);
	void *ctx;
	/*
	 * end (may be NULL): once every board was read and before the deck
	 * is closed with </deck>: finish what goes with it (validate's
	 * report). Returns 0, or -1 with its message in d: the deck is then
	 * not closed, so that a whole deck always comes with whole files.
	 */
	int (*end)(struct diag *d, void *ctx);
	/* pins: a pins file read over the deck's (board/pins.h), or NULL */
	const char *pins;
};

/*
 * filter_run: the whole run. Messages go to stderr, one line each,
 * prefixed with the tool's name. Returns the exit status: 0, 1 (a board
 * was dropped) or 2 (unreadable or malformed input, or a write error).
 * The output is closed with </deck> only when the input was read whole.
 */
int filter_run(const struct filter *f);

#endif
