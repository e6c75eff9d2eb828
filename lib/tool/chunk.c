/* chunk.c: the four tools of a chunk as stages of one process. */
#include "tool/chunk.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board/limits.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "deck/deck.h"
#include "tool/cli.h"
#include "tool/make_batch.h"
#include "tool/stage.h"
#include "tool/stage_gen.h"

static const char *tool = "press-tool pipe";

/* The deck each stage reads is stdin in the pipe: its name in messages. */
static const char *in_name = "stdin";

/* A reading stage: the stage, its state, the settle that gives it its
 * boards, its status so far, and whether it has stopped. */
struct step {
	const struct stage *s;
	void *st;
	struct deck_settle *settle;
	int status, stopped, started;
};

/* The run: the source, the three stages, the deck validate writes. */
struct chunk {
	struct stage_gen *gen;
	struct make_batch mb;
	struct step step[CHUNK_N]; /* [CHUNK_GEN] unused but its status */
	const char *deck_path;
	struct outfile deck_of;
	struct deck_writer *deck_w;
	int deck_open;
	int gen_bad, bad; /* a list the source's, another's parser refused */
};

/*
 * split: argv at the markers +content, +validate, +layout into the four
 * lists (each with its tool's name first, in a new array). Returns 0, or
 * -1 (told) when a marker is missing or out of order.
 */
static int
split(int argc, char **argv, char **list[CHUNK_N], int n[CHUNK_N])
{
	static const char *mark[CHUNK_N] = { NULL, "+content", "+validate",
		"+layout" };
	static const char *name[CHUNK_N] = { "gen-graph", "gen-content",
		"validate", "layout-pdf" };
	int at[CHUNK_N + 1], k, i;

	at[0] = -1;
	for (k = 1, i = 0; k < CHUNK_N; k++) {
		while (i < argc && strcmp(argv[i], mark[k]) != 0)
			i++;
		if (i == argc) {
			cli_error(tool, "%s is missing: the lists are GEN... "
			    "+content CONTENT... +validate VAL... +layout "
			    "LAY...", mark[k]);
			return -1;
		}
		at[k] = i++;
	}
	at[CHUNK_N] = argc;
	for (k = 0; k < CHUNK_N; k++) {
		n[k] = at[k + 1] - at[k];
		list[k] = mem_calloc((size_t)n[k] + 1, sizeof(char *));
		list[k][0] = (char *)name[k];
		for (i = 1; i < n[k]; i++)
			list[k][i] = argv[at[k] + i];
	}
	return 0;
}

/*
 * parse: each stage's list with its own parser (a mistake told as its
 * tool's, and the stage's status 2: c->gen_bad for the source, c->bad for
 * another). Returns 0, or -1 (told) when a stage is given what the chunk
 * cannot run in memory.
 */
static int
parse(struct chunk *c, char **list[CHUNK_N], int n[CHUNK_N])
{
	const struct stage_deck *dk;
	int k;

	c->gen_bad = stage_gen_parse(c->gen, n[CHUNK_GEN],
	    list[CHUNK_GEN]) >= 0;
	for (k = CHUNK_CONTENT; k < CHUNK_N; k++) {
		struct step *p = &c->step[k];

		if (p->s->parse(p->st, n[k], list[k]) >= 0) {
			c->bad = 1;
			continue;
		}
		dk = p->st;
		if (strcmp(dk->in, "-") != 0 || dk->schema ||
		    (p->s->reads_deck && !p->s->reads_deck(p->st))) {
			cli_error(tool, "%s reads the boards in memory: no "
			    "deck operand, --schema, --merge or "
			    "--show-profile", p->s->tool);
			return -1;
		}
	}
	return 0;
}

/*
 * start: the source's rules and first board, each stage's settle (the
 * rules as its deck gives them) and start, and the deck validate writes.
 * Every stage starts, as every tool of the pipe does; when the source
 * could not, each that did reads no deck, as its tool reads empty input.
 * Returns 0, or -1 (told; what the stages opened dropped).
 */
static int
start(struct chunk *c)
{
	struct diag d;
	int k, gen, rc;

	if (c->bad)
		return -1;
	gen = !c->gen_bad && stage_gen_start(c->gen, &c->mb) == 0;
	rc = gen ? 0 : -1;
	diag_init(&d);
	for (k = CHUNK_CONTENT; k < CHUNK_N; k++) {
		struct step *p = &c->step[k];

		/* Read once per stage, as each tool of the pipe reads it;
		 * deck_settle_new checks they come back as written. */
		if (gen && !(p->settle = deck_settle_new(c->mb.r, in_name,
		    &d))) {
			cli_print_diag(p->s->tool, &d);
			diag_clear(&d);
			rc = -1;
		} else if (p->s->start(p->st) >= 0) {
			rc = -1;
		} else {
			/* A board's text only where --deck keeps it: else its
			 * lines, for the next boards' line numbers. */
			if (p->settle)
				deck_settle_lines(p->settle,
				    k != CHUNK_LAYOUT || !c->deck_path);
			p->started = 1;
		}
	}
	for (k = CHUNK_CONTENT; !gen && k < CHUNK_N; k++) {
		if (!c->step[k].started)
			continue;
		diag_add(&d, DIAG_FATAL, in_name, 0, NULL, NULL,
		    "empty input: no deck");
		cli_print_diag(c->step[k].s->tool, &d);
		diag_clear(&d);
	}
	diag_fini(&d);
	if (rc == 0 && c->deck_path) {
		if (outfile_open(&c->deck_of, c->deck_path) < 0) {
			cli_error(tool, "%s: cannot create: %s", c->deck_path,
			    strerror(errno));
			rc = -1;
		} else {
			c->deck_open = 1;
			c->deck_w = deck_writer_new(c->deck_of.f);
			if (deck_writer_begin(c->deck_w, deck_settle_rules(
			    c->step[CHUNK_LAYOUT].settle)) < 0) {
				cli_error(tool, "%s: cannot write: %s",
				    c->deck_path, strerror(errno));
				rc = -1;
			}
		}
	}
	/* What the started stages opened is dropped. */
	for (k = CHUNK_CONTENT; rc < 0 && k < CHUNK_N; k++) {
		if (c->step[k].started)
			c->step[k].s->finish(c->step[k].st, 2);
		c->step[k].started = 0;
	}
	return rc;
}

/*
 * stop: stage k stopped with status 2: those after it read a deck that
 * ends before </deck>, those before it (with all set: while the boards
 * still flow) wrote to a reader that is gone.
 */
static void
stop(struct chunk *c, int k, int all)
{
	struct diag d;
	int i;

	diag_init(&d);
	for (i = all ? CHUNK_GEN : k; i < CHUNK_N; i++) {
		if (c->step[i].stopped)
			continue;
		c->step[i].stopped = 1;
		c->step[i].status = 2;
		if (i > k) {
			diag_add(&d, DIAG_FATAL, in_name, 0, NULL, NULL,
			    "the deck is truncated: it ends before </deck>");
			cli_print_diag(c->step[i].s->tool, &d);
			diag_clear(&d);
		}
	}
	diag_fini(&d);
}

/*
 * pass: board b handed from stage k - 1 to stage k: settled as stage k's
 * deck gives it, then filter_run's work on it (the limits, the stage's
 * board, its messages). Returns 1 when the board goes on, 0 when it is
 * left out, -1 when the chunk stops.
 */
static int
pass(struct chunk *c, int k, struct board *b, struct diag *d)
{
	struct step *p = &c->step[k];
	const struct rules *r;
	int rc = 1;

	/* The one place a board crosses a deck. */
	if (deck_settle(p->settle, b) < 0) {
		cli_print_diag(p->s->tool, d);
		diag_clear(d);
		stop(c, k, 1);
		return -1;
	}
	/* What validate writes on is what layout-pdf reads: the deck. */
	if (k == CHUNK_LAYOUT && c->deck_w &&
	    deck_writer_text(c->deck_w, deck_settle_text(p->settle)) < 0) {
		cli_error(tool, "%s: cannot write: %s", c->deck_path,
		    strerror(errno));
		stop(c, CHUNK_VALIDATE, 1);
		return -1;
	}
	r = deck_settle_rules(p->settle);
	if (limit_check(r, b, d) < 0) {
		rc = -1;
	} else {
		switch (p->s->board(b, r, in_name, d, p->st)) {
		case FILTER_INVALID:
			p->status = 1;
			break;
		case FILTER_KEEP:
			break;
		case FILTER_DROP:
			p->status = 1;
			rc = 0;
			break;
		default:
			rc = -1;
			break;
		}
	}
	cli_print_diag(p->s->tool, d);
	diag_clear(d);
	if (rc < 0)
		stop(c, k, 1);
	return rc;
}

/* boards: every board of the source through the stages, in seed order. */
static void
boards(struct chunk *c)
{
	struct diag d, tmp, gd;
	struct board b;
	uint64_t i;
	int k, made;

	board_init(&b);
	diag_init(&d);
	diag_init(&tmp);
	diag_init(&gd);
	for (i = 0; i < c->mb.count && !c->step[CHUNK_GEN].stopped; i++) {
		made = make_batch_one(&c->mb, i, &b, &tmp, &gd) == 0;
		if (gd.n)
			c->mb.report(&gd, c->mb.ctx);
		diag_clear(&gd);
		/* A board gen-graph could not make is left out, status 1. */
		if (!made) {
			c->step[CHUNK_GEN].status = 1;
			continue;
		}
		for (k = CHUNK_CONTENT; k < CHUNK_N; k++)
			if (pass(c, k, &b, &d) <= 0)
				break;
	}
	board_fini(&b);
	diag_fini(&d);
	diag_fini(&tmp);
	diag_fini(&gd);
}

/*
 * ends: the stages' ends in the pipe's order, each once the deck before it
 * ended: filter_run's end (validate's report), the deck closed, the
 * stage's finish (layout-pdf's PDF) and done. A stage that stops here
 * leaves the deck after it truncated.
 */
static void
ends(struct chunk *c)
{
	struct diag d;
	int k, status;

	diag_init(&d);
	for (k = CHUNK_CONTENT; k < CHUNK_N; k++) {
		struct step *p = &c->step[k];

		status = p->stopped ? 2 : p->status;
		if (status != 2 && p->s->end && p->s->end(&d, p->st) < 0)
			status = 2;
		cli_print_diag(p->s->tool, &d);
		diag_clear(&d);
		if (k == CHUNK_VALIDATE && c->deck_w && status != 2 &&
		    deck_writer_end(c->deck_w) < 0) {
			cli_error(tool, "%s: cannot write: %s", c->deck_path,
			    strerror(errno));
			status = 2;
		}
		status = p->s->finish(p->st, status);
		p->started = 0;
		if (p->s->done)
			p->s->done(p->st, status);
		if (status == 2 && !p->stopped)
			stop(c, k, 0);
		p->status = status;
	}
	diag_fini(&d);
}

/* deck_done: the deck validate wrote put in place when it was closed. */
static int
deck_done(struct chunk *c)
{
	int keep = c->step[CHUNK_VALIDATE].status != 2;

	if (!c->deck_open)
		return 0;
	deck_writer_free(c->deck_w);
	c->deck_w = NULL;
	c->deck_open = 0;
	if (outfile_close(&c->deck_of, !keep) < 0 && keep) {
		cli_error(tool, "%s: cannot write: %s", c->deck_path,
		    strerror(errno));
		return -1;
	}
	return 0;
}

int
chunk_run(int argc, char **argv, int st[CHUNK_N])
{
	static const struct stage *stages[CHUNK_N] = { NULL, &stage_content,
		&stage_validate, &stage_layout };
	struct chunk c;
	char **list[CHUNK_N] = { NULL };
	int n[CHUNK_N], k, rc = 0;

	memset(&c, 0, sizeof(c));
	if (argc >= 2 && strcmp(argv[0], "--deck") == 0) {
		c.deck_path = argv[1];
		argc -= 2;
		argv += 2;
	}
	c.gen = stage_gen_new();
	for (k = CHUNK_CONTENT; k < CHUNK_N; k++) {
		c.step[k].s = stages[k];
		c.step[k].st = stages[k]->new();
	}
	if (split(argc, argv, list, n) < 0 || parse(&c, list, n) < 0) {
		rc = 2;
		for (k = 0; k < CHUNK_N; k++)
			c.step[k].status = 2;
	} else if (start(&c) < 0) {
		for (k = 0; k < CHUNK_N; k++)
			c.step[k].status = 2;
	} else {
		boards(&c);
		ends(&c);
	}
	if (deck_done(&c) < 0)
		c.step[CHUNK_VALIDATE].status = 2;
	for (k = 0; k < CHUNK_N; k++) {
		st[k] = c.step[k].status;
		if (k >= CHUNK_CONTENT) {
			deck_settle_free(c.step[k].settle);
			c.step[k].s->free(c.step[k].st);
		}
		free(list[k]);
	}
	stage_gen_free(c.gen);
	return rc;
}

int
chunk_pipe(const char *bindir, int argc, char **argv, int st[CHUNK_N])
{
	char **list[CHUNK_N] = { NULL }, path[CHUNK_N][PATH_MAX];
	pid_t pid[CHUNK_N];
	int n[CHUNK_N], fd[2], in = -1, k, w, nul;

	for (k = 0; k < CHUNK_N; k++) {
		st[k] = 2;
		pid[k] = -1;
	}
	if (argc >= 1 && strcmp(argv[0], "--deck") == 0) {
		cli_error(tool, "--deck: the pipe's deck is layout-pdf's input");
		return 2;
	}
	if (split(argc, argv, list, n) < 0)
		return 2;
	fflush(NULL);
	for (k = 0; k < CHUNK_N; k++) {
		snprintf(path[k], sizeof(path[k]), "%s/%s", bindir, list[k][0]);
		fd[0] = fd[1] = -1;
		if (k + 1 < CHUNK_N && pipe(fd) < 0)
			break;
		if ((pid[k] = fork()) == 0) {
			if (in >= 0)
				dup2(in, 0);
			/* layout-pdf writes its files: its stdout is not
			 * the statuses'. */
			nul = fd[1] < 0 ? open("/dev/null", O_WRONLY) : fd[1];
			dup2(nul, 1);
			signal(SIGPIPE, SIG_DFL);
			execv(path[k], list[k]);
			mem_child_end(127);
		}
		if (in >= 0)
			close(in);
		if (fd[1] >= 0)
			close(fd[1]);
		in = fd[0];
		if (pid[k] < 0)
			break;
	}
	if (in >= 0)
		close(in);
	for (k = 0; k < CHUNK_N; k++) {
		if (pid[k] > 0 && waitpid(pid[k], &w, 0) == pid[k])
			st[k] = WIFEXITED(w) ? WEXITSTATUS(w) :
			    128 + WTERMSIG(w);
		free(list[k]);
	}
	return 0;
}
