/*
 * bot.h: a bot as the runner plays it, whatever it is: one of the kind's
 * built-in bots (board/play.h's struct play_bot), a designer's shared
 * library exporting the same struct, or a designer's program speaking
 * docs/play.md's line protocol on its stdin and stdout.
 */
#ifndef BP_PLAY_BOT_H
#define BP_PLAY_BOT_H

#include <stddef.h>

#include "board/play.h"
#include "core/diag.h"

struct play_player;

/*
 * play_player_open: the bot spec names, for boards of kind (an index of
 * the kind table): a name without '/' is a built-in bot ("random", or one
 * of the kind's bots); a path ending in ".so" a shared library, loaded
 * (dlopen) and checked (its boardpress_bot's abi, name and choose); any
 * other path a program, started now, once for the whole run, and greeted
 * (the protocol's handshake), each of its answers awaited at most
 * limit seconds. A new player, or NULL with one message in d
 * (DIAG_FATAL, file spec, board board_id: the board it was opened for)
 * with nothing left running.
 */
struct play_player *play_player_open(const char *spec, int kind,
    double limit, const char *board_id, struct diag *d);

/* play_player_name: the bot's own name (the seeds of its asks use it). */
const char *play_player_name(const struct play_player *p);

/*
 * play_player_start: tell the bot of board v before its games on it; 0,
 * or -1 with one message in d (the bot is then broken: close it).
 */
int play_player_start(struct play_player *p, const struct play_view *v,
    struct diag *d);

/*
 * play_player_choose: the bot's move for ask a into *k (< a->nmoves);
 * 0, or -1 with one message in d naming what went wrong (a crash, an
 * exit, no answer in the time limit, an answer not a move index, a flood
 * of output, an index out of range).
 */
int play_player_choose(struct play_player *p, const struct play_ask *a,
    size_t *k, struct diag *d);

/*
 * play_player_over: game number of board id ended with these shares
 * (seats of them); play_player_stop: the bot's games on board id are
 * done. 0, or -1 with one message in d.
 */
int play_player_over(struct play_player *p, uint32_t number,
    const double *share, int seats, struct diag *d);
int play_player_stop(struct play_player *p, struct diag *d);

/*
 * In-process bots (built in, a library) on the runner's worker threads:
 * play_player_local is 1 for one, 0 for a program; local_start gives a
 * state of the bot's own for board v on another thread (game: that
 * thread's game object), local_choose is play_player_choose with it,
 * local_stop frees it. A library's bot must then take calls from
 * several threads at once, each with its own state (docs/play.md).
 */
int play_player_local(const struct play_player *p);
void *play_player_local_start(struct play_player *p,
    const struct play_view *v, const void *game);
int play_player_local_choose(struct play_player *p, void *self,
    const struct play_ask *a, size_t *k, struct diag *d);
void play_player_local_stop(struct play_player *p, void *self);

/*
 * play_player_close: the end of the bot: a program is told to quit, then
 * killed and reaped whatever it does; a library unloaded. p may be NULL.
 */
void play_player_close(struct play_player *p);

/*
 * The parts of a program bot (proc.c), for bot.c: each returns 0, or -1
 * with what went wrong in why (size PLAY_WHY) for bot.c's message.
 */
#define PLAY_WHY 256
struct play_proc;
struct play_proc *play_proc_open(const char *path, double limit,
    char *name, size_t namelen, char *why);
int play_proc_start(struct play_proc *pp, const struct play_view *v,
    char *why);
int play_proc_choose(struct play_proc *pp, const struct play_ask *a,
    size_t *k, char *why);
int play_proc_over(struct play_proc *pp, uint32_t number,
    const double *share, int seats, char *why);
int play_proc_stop(struct play_proc *pp, const char *board_id, char *why);
void play_proc_close(struct play_proc *pp);

/*
 * play_answer_parse: a program's answer line s (n bytes, its newline
 * taken off) as a move index below nmoves into *k: decimal digits only,
 * no sign, no space, no leading zero but "0". 0, or -1 with what is
 * wrong in why (size whylen).
 */
int play_answer_parse(const char *s, size_t n, size_t nmoves, size_t *k,
    char *why, size_t whylen);

/* PLAY_ANSWER_MAX: the longest answer line, its newline included. */
#define PLAY_ANSWER_MAX 64

#endif
