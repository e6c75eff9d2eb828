/* stage_gen.h: gen-graph's work up to its boards: options, rules, the
 * board every seed starts from; the source a chain of stages begins at. */
#ifndef BP_TOOL_STAGE_GEN_H
#define BP_TOOL_STAGE_GEN_H

#include "tool/make_batch.h"

struct stage_gen;

/* stage_gen_new: an empty source (free with stage_gen_free). */
struct stage_gen *stage_gen_new(void);

/*
 * stage_gen_parse: gen-graph's command line (argv[0] its name) into g.
 * Returns -1 to go on, or the status to exit with at once (--help, a
 * mistake told on stderr; stdout closed when it wrote there).
 */
int stage_gen_parse(struct stage_gen *g, int argc, char **argv);

/*
 * stage_gen_start: the rules (with the style and the kinds' options) read
 * and checked against the options, and the first board, into mb (r and
 * proto owned by g; report prints gen-graph's lines). Returns 0, or 2
 * (told on stderr as gen-graph).
 */
int stage_gen_start(struct stage_gen *g, struct make_batch *mb);

/*
 * stage_gen_make: stage_gen_start's work, nothing told: 0, or -1 with
 * why in d, in the words gen-graph says it (preview's page asks with a
 * command line it made, and shows the answer).
 */
int stage_gen_make(struct stage_gen *g, struct make_batch *mb,
    struct diag *d);

void stage_gen_free(struct stage_gen *g);

#endif
