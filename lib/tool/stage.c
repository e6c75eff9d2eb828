/* stage.c: a stage run as its tool's process: its deck read and written. */
#include "tool/stage.h"

#include "tool/cli.h"

/* The stage being run (cli_main's callbacks take one pointer). */
struct run {
	const struct stage *s;
	void *st;
};

static int
parse(int argc, char **argv, void *v)
{
	struct run *r = v;

	return r->s->parse(r->st, argc, argv);
}

static int
run(void *v)
{
	struct run *r = v;
	const struct stage *s = r->s;
	const struct stage_deck *dk = r->st;
	struct filter f = { s->tool, dk->in, dk->schema, s->writes ? stdout :
		NULL, s->board, r->st, s->end, dk->pins };
	int status;

	if ((status = s->start(r->st)) >= 0)
		return s->reads_deck && !s->reads_deck(r->st) ? status :
		    cli_finish(s->tool, status);
	status = s->finish(r->st, filter_run(&f));
	status = cli_finish(s->tool, status);
	if (s->done)
		s->done(r->st, status);
	return status;
}

int
stage_main(const struct stage *s, int argc, char **argv)
{
	struct run r = { s, s->new() };
	int status = cli_main(argc, argv, &r, parse, run);

	s->free(r.st);
	return status;
}
