/* stage.h: a deck-reading tool's work as a stage a process can chain. */
#ifndef BP_TOOL_STAGE_H
#define BP_TOOL_STAGE_H

#include <limits.h>
#include <stdio.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "tool/filter.h"

/*
 * The deck a stage reads, as its options give it: the first member of
 * every stage's state, so that the loop around it finds it.
 */
struct stage_deck {
	const char *in, *schema; /* the deck ("-": stdin), the schema */
	const char *pins; /* gen-content --pins, or NULL */
	char schemabuf[PATH_MAX];
};

/*
 * A stage: gen-content, validate or layout-pdf without its process. The
 * tool's main is stage_main over it; press-tool pipe chains them with the
 * boards in memory. The state (new) is the stage's own, freed by free.
 *
 * parse: the tool's command line (argv[0] its name) into st. Returns -1
 *   to go on, or the status to exit with at once (--help, a mistake, told
 *   on stderr; stdout closed when it wrote there).
 * reads_deck: NULL, or whether the options ask for a deck at all
 *   (layout-pdf --merge and --show-profile do not).
 * start: before the first board: what the stage writes besides the deck
 *   is opened (validate's report). Returns -1 to go on, or the status to
 *   exit with (told on stderr; with reads_deck false, the tool's whole
 *   work was done and stdout closed).
 * board, end: filter.h's, with st as ctx.
 * finish: once the boards were read to status (filter_run's): what the
 *   stage writes is put in place when status is 0 (layout-pdf's PDF and
 *   page map) or dropped. Returns the status.
 * done: NULL, or what is told once the status is final (layout-pdf's
 *   warnings when it is 0).
 */
struct stage {
	const char *tool;
	int writes; /* passes the deck on (stdout) */
	void *(*new)(void);
	int (*parse)(void *st, int argc, char **argv);
	int (*reads_deck)(const void *st);
	int (*start)(void *st);
	int (*board)(struct board *b, const struct rules *r, const char *name,
	    struct diag *d, void *st);
	int (*end)(struct diag *d, void *st);
	int (*finish)(void *st, int status);
	void (*done)(void *st, int status);
	void (*free)(void *st);
};

extern const struct stage stage_content, stage_validate, stage_layout;

/*
 * stage_main: the tool of stage s as a process: cli_main over its parse,
 * then start, filter_run on its deck (to stdout when s->writes), finish,
 * cli_finish and done. Returns the exit status.
 */
int stage_main(const struct stage *s, int argc, char **argv);

/*
 * stage_layout_template: the page template layout-pdf's command line
 * (argv[0] its name) makes, as layout-pdf reads it: the template it names
 * (--template, else shop) with its settings' options applied in order and
 * checked, into t; its --run into run (n bytes; "" without one). Nothing
 * is opened but the template. Returns 0, or 2 (told on stderr as
 * layout-pdf's).
 */
struct layout_template;
int stage_layout_template(int argc, char **argv, struct layout_template *t,
    char *run, size_t n);

#endif
