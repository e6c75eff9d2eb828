/*
 * batch.h: the preview's boards: a range of seeds made whole (structure,
 * content, checks, regeneration: the library's own make.c and regen.c,
 * as gen-graph, gen-content and validate make them) on worker threads,
 * each drawn as SVG by the PDF layer's SVG backend; and the statistics
 * of N seeds that validate --report's columns give.
 */
#ifndef BP_BATCH_H
#define BP_BATCH_H

#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "core/json.h"
#include "draw/layout.h"

/* The boards asked for. The rules and proto are only read (by every
 * thread at once). */
struct batch {
	const struct rules *r;
	const struct board *proto; /* kind, paper, size, players, options */
	uint64_t seed, count;      /* seeds seed .. seed + count - 1 */
	int threads;               /* workers, at least 1 */
	double width;              /* the SVG's pixels across (grid) */
	int die;                   /* the grid's faces with their die and
				      crease lines shown (sheet/die.h) */
	int panels;                /* of the die: the template's folds (1:
				      flat, 0 taken as 1) and wrap (mm) */
	double wrap;
	/* NULL, or the page template whose print each board of the grid
	 * is judged for, as layout-pdf judges it (sheet_printable) */
	const struct layout_template *tpl;
	const char *font, *icondir; /* DejaVu Sans; the icons' folder */
	/* With icc (nicc bytes, a CMYK output profile): the grid's boards
	 * drawn as a soft proof (print/proof.h) of the print whose colours
	 * go through it within total ink ink (2.4: 240 %) */
	const unsigned char *icc;
	size_t nicc;
	double ink;
	/* With play (a built-in bot's name) and play_games > 0: each board
	 * of the grid played that many games by it (tool/playcheck.h) */
	const char *play;
	uint32_t play_games;
	/* NULL, or asked between boards (by every worker, at once):
	 * nonzero gives the rest of the batch up */
	int (*cancel)(void *ctx);
	void *ctx;
};

/*
 * batch_grid: a JSON array into out, a member per seed in seed order:
 * {"seed", "id", "attempts", "pass", "spread", "checks": [{"id", "pass",
 * "detail"}], "seats": [{"n", "score", "bonus", "level"}], "play",
 * "print" (null: bt->tpl prints it, or none asked; else layout-pdf's
 * line of why it does not), "svg"}
 * (face 0, a standalone SVG document; "play": null, without bt->play or
 * for a kind without a game, else {"bot", "games", "verdict" ("fair",
 * "unfair", "undecided"), "shares", "low", "high" (a number a seat),
 * "error" (null, or why the board could not be played)}), or {"seed",
 * "error"} for a seed no
 * attempt could make. Returns 0, -1 with the reason in d when the
 * drawing could not start (the font), or 1 when bt->cancel gave it up
 * (nothing added to out).
 */
int batch_grid(const struct batch *bt, struct json *out, struct diag *d);

/*
 * batch_stats: the statistics of count seeds as a JSON object into out:
 * "n", "made", "failed", "regenerated" (boards not valid at their first
 * attempt), "regen_rate", "attempts" {"mean", "max", "hist" (boards by
 * attempts, 1 .. 10, the last 10 or more)}, "spread" {"limit", "max",
 * "width", "hist" (10 bins from 0)}, and "counts": a member per node
 * type in play, good or feature of the rules: {"name", "min", "max"
 * (null: none), "lo", "hi", "mean", "on" (boards that hold it), "below",
 * "above" (boards outside min/max as the checks judge it: a node type
 * only where it is placed, at the board's scale)}. Returns 0, or 1 when
 * bt->cancel gave it up (nothing added to out).
 */
int batch_stats(const struct batch *bt, struct json *out);

/*
 * batch_one_make: board seed of rules r from proto (as a batch's r and
 * proto) made alone as batch_grid makes each board (its structure, content and validate's regeneration, settled
 * between the stages as gen-graph's deck hands it on): the board preview
 * pins on is the one the grid draws. Returns it (batch_one_board; freed
 * with batch_one_free), or NULL with one DIAG_FATAL line in d naming the
 * board when no attempt gave it a structure and content, or the rules do
 * not survive the deck.
 */
struct batch_one;
struct batch_one *batch_one_make(const struct rules *r,
    const struct board *proto, uint64_t seed, struct diag *d);
const struct board *batch_one_board(const struct batch_one *o);
void batch_one_free(struct batch_one *o);

#endif
