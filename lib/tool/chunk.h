/* chunk.h: the pipe gen-graph | gen-content | validate | layout-pdf in one
 * process, the boards passed stage to stage in memory (press-tool pipe). */
#ifndef BP_TOOL_CHUNK_H
#define BP_TOOL_CHUNK_H

/* The stages, in the pipe's order: the statuses' indices. */
enum { CHUNK_GEN, CHUNK_CONTENT, CHUNK_VALIDATE, CHUNK_LAYOUT, CHUNK_N };

/*
 * chunk_run: argv (argc words) is [--deck FILE] GEN... +content CONTENT...
 * +validate VAL... +layout LAY...: each list the command line the pipe
 * gives that tool (without its name). The boards gen-graph would make are
 * made one at a time and handed on in memory, each given to the next stage
 * exactly as the deck would give it (deck_settle), so that the report,
 * seat summary, PDF and page map the lists name, and the deck validate
 * would write (--deck FILE, written whole, then renamed into place), are
 * the pipe's bytes; each stage's messages are its tool's lines on stderr.
 * Fills st with the status each tool of the pipe would have exited with
 * (PIPESTATUS). A stage that stops (status 2) stops the chunk: the stages
 * after it say their deck is truncated, those before it that their deck's
 * reader is gone, status 2 all. Returns 0, or 2 when the lists cannot be
 * run in one process (told on stderr as press-tool: a list missing, a
 * deck operand or --schema given to a stage, layout-pdf --merge or
 * --show-profile; st is then all 2).
 */
int chunk_run(int argc, char **argv, int st[CHUNK_N]);

/*
 * chunk_pipe: the same lists (without --deck) run as the pipe itself,
 * bindir/gen-graph | gen-content | validate | layout-pdf, each tool its
 * own process (layout-pdf's stdout /dev/null); st: their statuses as the
 * shell's PIPESTATUS has them (128 + the signal of one killed). Returns 0,
 * or 2 (told) when the lists are not four.
 */
int chunk_pipe(const char *bindir, int argc, char **argv, int st[CHUNK_N]);

#endif
