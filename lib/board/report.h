/* report.h: validate's CSV report, a row per board. */
#ifndef BP_REPORT_H
#define BP_REPORT_H

#include "board/board.h"

struct report;

/*
 * report_open: a report to be written to path; it is built beside it and
 * renamed into place by report_close, so a failed run leaves no partial
 * report. Returns NULL (errno set) when the file cannot be made.
 */
struct report *report_open(const char *path);

/*
 * report_board: one row for b: id, seed, attempt, attempts, verdict, the
 * hash of its structure (boardhash_structure), each check's result (the
 * header names them, from the first board), the seats' scores and
 * bonuses, and the spread of the seats' levels after the bonuses. The row
 * is flushed at once, so that a report that cannot be written is known at
 * its first row, before the board goes on. Returns 0, or -1 (errno set)
 * when it could not be written.
 */
int report_board(struct report *rp, const struct board *b);

/*
 * report_close: finish (discard: drop the file instead). Returns 0, or -1
 * (errno set) when it could not be written.
 */
int report_close(struct report *rp, int discard);

#endif
