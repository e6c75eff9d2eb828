/* press.h: a print run's files (press-run's chunks, its report and its
 * manifest), read by the report's column names: press-tool's work. */
#ifndef BP_PRESS_H
#define BP_PRESS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/diag.h"

/* What press-tool is asked to do (its subcommands). */
enum press_cmd {
	PRESS_CHUNK,    /* a chunk's report and page map agree */
	PRESS_MERGE,    /* the chunks' reports as one */
	PRESS_CHECK,    /* the run's report: boards left out, or not distinct */
	PRESS_MANIFEST, /* the run's manifest */
	PRESS_TITLE,    /* the rules' title, as layout-pdf titles a deck */
	PRESS_PAGES     /* per-board files numbered: press-tool's own (it
	                   is print/pagemark.h's work, above this layer) */
};

/* press_opt: a press-tool command line, parsed (cmd/press-tool.c). */
struct press_opt {
	enum press_cmd cmd;
	uint64_t seed, count; /* check: the run's seeds */
	int perboard;         /* manifest: each board's file is its own PDF */
	const char *deck;     /* manifest: the deck (its SHA-256 per row) */
	char **file;          /* the operands */
	size_t nfile;
};

/*
 * press_run: do what o says, writing to out; problems go into d (file,
 * line, board). Returns the exit status:
 * - chunk REPORT [MAP]: writes the number of boards REPORT passed; 1 when
 *   some passed and MAP does not hold a row for each of them, in order;
 * - merge REPORT...: writes the reports as one: the first's header, then
 *   every row; 2 when one's columns are not the first's;
 * - check REPORT: writes a line per board that failed, per board whose
 *   structure an earlier one has, per seed in [seed, seed+count) with no
 *   board; 1 when two boards share a structure;
 * - manifest REPORT CHUNK...: writes the manifest: a row per board that
 *   passed, its pages in the deck (the chunks' page maps, CHUNK/K.map,
 *   after the pages of the chunks before, CHUNK/env), its file and that
 *   file's SHA-256 (CHUNK/SUMS for a board's own PDF);
 * - title RULES: writes the rules file's title (its id when it has none)
 *   and a newline, as the rules reader reads it: what layout-pdf puts
 *   before the boards in a deck's Title.
 * 2 for a file that cannot be read or is malformed; out may then hold
 * part of the output.
 */
int press_run(const struct press_opt *o, FILE *out, struct diag *d);

#endif
