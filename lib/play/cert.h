/* cert.h: the certificate: a CSV row per board and bot of what play showed. */
#ifndef BP_PLAY_CERT_H
#define BP_PLAY_CERT_H

#include <stddef.h>

#include "board/board.h"
#include "play/run.h"

/* PLAY_CERT_HEADER: the certificate's first line (docs/play.md). */
#define PLAY_CERT_HEADER                                                      \
	"id,seed,attempt,bot,seats,games,max_games,confidence,boards,"         \
	"spread,wins,shares,low,high,verdict\n"

/*
 * play_cert_row: the row of board b played by bot (its spec) under plan
 * with outcome res, appended to *s (length *n, capacity *cap; mem_grow):
 * the per-seat columns (wins, shares, low, high) hold one number a seat,
 * space-separated; numbers in a fixed format, so the same games give the
 * same bytes.
 */
void play_cert_row(char **s, size_t *n, size_t *cap, const struct board *b,
    const char *bot, const struct play_plan *plan,
    const struct play_result *res);

/*
 * play_detail: the outcome as one line for a check's detail into buf
 * (size len): "fair: 128 games by random, shares 0.52 [0.40, 0.63] …,
 * spread 0.25". Returns buf.
 */
char *play_detail(char *buf, size_t len, const char *bot,
    const struct play_result *res);

#endif
