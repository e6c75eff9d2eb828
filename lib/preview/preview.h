/*
 * preview.h: the preview's state: the rules (and style) file read, read
 * again whenever either changes on disk (a thread looks every 200 ms),
 * the last rules that read without a mistake kept beside the mistake,
 * and the grid and statistics made from them (preview/batch.h), kept
 * until the next change. Every function may be called from any thread.
 */
#ifndef BP_PREVIEW_H
#define BP_PREVIEW_H

#include <stdint.h>
#include <stdio.h>

#include "core/diag.h"
#include "core/json.h"

/* What the tool was given (the strings are copied). */
struct preview_opts {
	const char *rules, *style; /* files, each may be NULL: the default
				      kind's rules, the rules' own look */
	uint32_t players;          /* the page's first choice; 0: gen-graph's
				      default for the rules */
	uint64_t from, to;         /* the grid's first seeds */
	int threads;               /* workers making boards */
	const char *font, *icondir;
	/* The shipped rules, styles and page templates the page offers:
	 * every NAME.rules, NAME.style and NAME.page of these folders */
	const char *rules_dir, *style_dir, *page_dir;
	/* Each board of the grid played play_games games (0: none) by the
	 * built-in bot play (a name: "greedy"), its seats' win shares
	 * shown (PREVIEW_PLAY_GAMES_MAX at most) */
	const char *play;
	uint32_t play_games;
	FILE *warnings;            /* each good read's gamut warnings, a
				      line each ("preview: FILE:LINE: ..."),
				      or NULL: none */
};

/*
 * The page's choices: what gen-graph and layout-pdf are given for the
 * boards, each a query parameter of the page (cmd/preview.1): a served
 * rules file and style (by name: the shipped ones' and the command
 * line's), the players, the paper and its orientation, the expansions,
 * the kind's options of a closed list (a transport map's scenario) and
 * the page template (its print: the soft proof's profile and ink, the
 * die's folds). Names only: no path comes from a request.
 */
#define PREVIEW_NAME 64
#define PREVIEW_EXPANSIONS 8
#define PREVIEW_KIND_OPTS 4
struct preview_choice {
	char rules[PREVIEW_NAME];
	char style[PREVIEW_NAME];   /* "": the rules' own look */
	char tpl[PREVIEW_NAME];
	uint32_t players;           /* 0: gen-graph's default */
	char paper[16];             /* A3, A4, A5, Letter, Tabloid */
	int portrait;
	char exp[PREVIEW_EXPANSIONS][PREVIEW_NAME];
	size_t nexp;
	/* a kind's options with values ("--scenario"), in given order */
	struct {
		const char *opt;    /* the kind_opt's name */
		char value[PREVIEW_NAME];
	} kopt[PREVIEW_KIND_OPTS];
	size_t nkopt;
	unsigned seen;              /* the parameters given (bits) */
};

/* Limits on what a request may ask (the man page says them). */
#define PREVIEW_GRID_MAX 100   /* boards in a grid */
#define PREVIEW_STATS_MAX 1000 /* seeds in the statistics */
#define PREVIEW_SEED_MAX 1000000000000ULL
#define PREVIEW_PLAY_GAMES_MAX 1024 /* games per board of a grid */
#define PREVIEW_WIDTH 480 /* the grid's SVG, pixels across (layout-svg's
			     --width) */

struct preview;

/*
 * A request's way to give its work up (its client gone): gone(ctx),
 * asked between boards by any of the workers at once, says so when
 * nonzero. The work is also given up when the preview stops.
 */
struct preview_cancel {
	int (*gone)(void *ctx);
	void *ctx;
};

/*
 * preview_new: the state, the files read once (a mistake is kept to be
 * shown, and said in d as a note) and the watching thread started.
 * NULL (reason in d) when the output profile cannot be used or the
 * thread cannot start. preview_free stops
 * the thread and frees all.
 */
struct preview *preview_new(const struct preview_opts *o, struct diag *d);
void preview_free(struct preview *pv);

/*
 * preview_warn: the good rules' gamut warnings on the options' warnings
 * stream, once the server has started (a later read of the files says
 * its own as it reads them; a preview that fails to start says only
 * why).
 */
void preview_warn(struct preview *pv);

/*
 * preview_stop: the first step of the stop, from any thread: the work
 * under way is given up (between two boards) and the watching thread
 * ends at its next look; a grid or statistics not kept already is given
 * up at once from then on. preview_free still frees it.
 */
void preview_stop(struct preview *pv);

/*
 * preview_choice_init: the page's first choices: the command line's
 * rules (or the default kind's) and style, its players, A4 landscape,
 * no expansion, the kind's defaults, template shop.
 * preview_choice_set: the query parameter key=value into c, checked
 * against the names served: 0; 1 when key is no choice's; -1 with why
 * in err (n bytes): a name not served, a value not of its form, a key
 * given twice. What the rules decide (their players, expansions,
 * scenarios) they judge when the boards are made.
 */
void preview_choice_init(struct preview *pv, struct preview_choice *c);
int preview_choice_set(struct preview *pv, struct preview_choice *c,
    const char *key, const char *value, char *err, size_t n);

/*
 * preview_info: for choice c, {"version", "error" (the files' mistake as
 * "FILE:LINE: what", or the choice's, or null), "rules", "style", "kind",
 * "title", "players_min", "players_max", "players", "from", "to",
 * "grid_ms", "stats_ms", "warnings" (the good rules' gamut warnings,
 * "FILE:LINE: ...", an array), "choice" (c as query parameters),
 * "offer" (the names each choice may take: "rules", "style",
 * "template", "paper", "expansion", and each kind option's values),
 * "gen" (gen-graph's arguments for c, but the seed), "svg" (layout-svg's
 * for the grid), "pdf" (layout-pdf's for c's print)} into out. version
 * counts the files' changes read.
 */
void preview_info(struct preview *pv, const struct preview_choice *c,
    struct json *out);

/*
 * preview_grid / preview_stats: {"version", "error", "players",
 * "boards": batch_grid's array} for seeds from .. to, and {"version",
 * "error", "players", "from", "stats": batch_stats's object} for n seeds
 * from from, made for choice c with its last good rules; the grid's
 * boards, with look's PREVIEW_PROOF, as the soft proof of their print
 * (print/proof.h) through c's template's profile, with PREVIEW_DIE with
 * their die and crease lines shown (sheet/die.h, as a proof sheet shows
 * them). Return 0, or -1 with one line of why in err (n bytes) and the
 * HTTP status in *status: no good rules yet (503), a choice the rules
 * refuse (400), or the work given up (cn, which may be NULL, or
 * preview_stop); what was given up is not kept.
 */
enum { PREVIEW_PROOF = 1, PREVIEW_DIE = 2 };
int preview_grid(struct preview *pv, const struct preview_choice *c,
    uint64_t from, uint64_t to, unsigned look,
    const struct preview_cancel *cn, struct json *out, char *err, size_t n,
    unsigned *status);
int preview_stats(struct preview *pv, const struct preview_choice *c,
    uint64_t from, uint64_t count, const struct preview_cancel *cn,
    struct json *out, char *err, size_t n, unsigned *status);

/*
 * preview_pin: the page's pins (board/pins.h) with one more: the pin that
 * keeps what the board of seed (of choice c, as the grid makes it, with
 * the pins so far) holds at the thing nearest (x, y) mm, its type
 * or goods; checked as gen-graph --pins checks a file. The grid and
 * statistics are made again with them (the watching thread reads the
 * files again, and the version moves on). {"version", "pins" (the
 * text), "line" (the pin added)} into out; or -1 with why in err (n
 * bytes) and the HTTP status in *status: no good rules, a kind without
 * pins, nothing to pin there, a place pinned already.
 */
int preview_pin(struct preview *pv, const struct preview_choice *c,
    uint64_t seed, const double *box, struct json *out, char *err,
    size_t n, unsigned *status);

/*
 * preview_pins: the page's pins as they are (PREVIEW_PINS_SHOW), none
 * from now on (PREVIEW_PINS_CLEAR: the grid made again), or written
 * beside the rules, RULES.pins for RULES.rules, whole or not at all
 * (PREVIEW_PINS_SAVE, the only time preview writes a file; "line" is
 * then the file's name). {"version", "pins", "line"} into out; or -1
 * with why in err.
 */
enum { PREVIEW_PINS_SHOW, PREVIEW_PINS_CLEAR, PREVIEW_PINS_SAVE };
int preview_pins(struct preview *pv, int what, struct json *out, char *err,
    size_t n);

/* preview_defaults: the grid's first seeds. */
void preview_defaults(struct preview *pv, uint64_t *from, uint64_t *to);
/* preview_version: the number of changes read so far (preview_info's). */
unsigned long preview_version(struct preview *pv);

/*
 * preview_on_tick: fn(ctx) is called by the watching thread every 200 ms,
 * after the files are looked at and read again if they changed (the web
 * server answers its long polls from it); NULL stops it, and returns once
 * a call under way has ended.
 */
void preview_on_tick(struct preview *pv, void (*fn)(void *), void *ctx);

#endif
