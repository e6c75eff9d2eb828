/* gen-graph: the structure of one board per seed, as a deck on stdout. */
#include <stdio.h>

#include "deck/deck.h"
#include "tool/cli.h"
#include "tool/make_batch.h"
#include "tool/stage_gen.h"

static const char *tool = "gen-graph";

/* write_deck: the boards of mb, made in parallel, as a deck on stdout. */
static int
write_deck(const struct make_batch *mb)
{
	struct deck_writer *w;
	int status;

	w = deck_writer_new(stdout);
	if (deck_writer_begin(w, mb->r) < 0)
		status = 2;
	else
		status = make_batch_run(mb, w);
	if (status != 2 && deck_writer_end(w) < 0)
		status = 2;
	deck_writer_free(w);
	return status;
}

static int
parse(int argc, char **argv, void *v)
{
	return stage_gen_parse(v, argc, argv);
}

/* run: gen-graph with the options parsed into v; the exit status. */
static int
run(void *v)
{
	struct make_batch mb;
	int status;

	status = stage_gen_start(v, &mb);
	if (status == 0)
		status = write_deck(&mb);
	return cli_finish(tool, status);
}

int
main(int argc, char **argv)
{
	struct stage_gen *g = stage_gen_new();
	int status = cli_main(argc, argv, g, parse, run);

	stage_gen_free(g);
	return status;
}
