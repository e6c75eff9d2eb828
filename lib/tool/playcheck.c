/* playcheck.c: fairness.play, the check validate --play adds to a kind's. */
#include "tool/playcheck.h"

#include <stdio.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "play/bot.h"
#include "play/cert.h"
#include "play/run.h"

void
playcheck_plan(uint32_t games, uint32_t max_games, double half,
    double confidence, int boards, int seats, struct play_plan *p)
{
	if (half > 0) {
		/* One look, as many games as the interval's width needs. */
		play_plan_fixed(p, 1, confidence, boards);
		play_plan_fixed(p, play_games_for(half, play_plan_z(p, seats)),
		    confidence, boards);
	} else if (games) {
		play_plan_fixed(p, games, confidence, boards);
	} else {
		play_plan_sequential(p, max_games, confidence, boards);
	}
}

int
playcheck_board(struct board *b, const struct rules *r, int others_pass,
    void *ctx)
{
	struct playcheck *pc = ctx;
	struct play_result res;
	struct play_plan plan;
	char detail[512];
	int seats, pass;

	if (!others_pass) {
		board_check_add(b, CHECK_PLAY_ID, 0,
		    "not played: the board fails another check");
		return 0;
	}
	if (!pc->player && !(pc->player = play_player_open(pc->bot, b->kind,
	    pc->limit, b->id, &pc->d)))
		return -1;
	if ((seats = play_board_seats(b, r, &pc->d)) < 0)
		return -1;
	playcheck_plan(pc->games, pc->max_games, pc->half, pc->confidence,
	    pc->boards, seats, &plan);
	if (play_board(b, r, &pc->player, 1, &plan, -1, pc->threads, &res,
	    &pc->d) < 0)
		return -1;
	pass = res.judged_fair;
	board_check_add(b, CHECK_PLAY_ID, pass, play_detail(detail,
	    sizeof(detail), play_player_name(pc->player), &res));
	if (!pass)
		b->val.pass = 0;
	return pass;
}

int
playcheck_shares(const struct board *b, const struct rules *r,
    const char *bot, uint32_t games, struct check_play *cp, struct diag *d)
{
	const struct kind *k = kind_of(b->kind);
	struct play_player *pl;
	struct play_result res;
	struct play_plan plan;
	int i, rc;

	if (!k || !k->play)
		return 0;
	/* A built-in bot only: a name, never a file, whose code would run
	 * in the server on every board of every page (see preview(1)). */
	if (strchr(bot, '/') || strstr(bot, ".so")) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, CHECK_PLAY_ID, "%s: "
		    "only a built-in bot is played here", bot);
		return -1;
	}
	if (!(pl = play_player_open(bot, b->kind, 10, b->id, d)))
		return -1;
	play_plan_fixed(&plan, games, 0.95, 1);
	rc = play_board(b, r, &pl, 1, &plan, -1, 1, &res, d);
	play_player_close(pl);
	if (rc < 0)
		return -1;
	memset(cp, 0, sizeof(*cp));
	snprintf(cp->verdict, sizeof(cp->verdict), "%s",
	    play_verdict_name(res.verdict));
	snprintf(cp->bot, sizeof(cp->bot), "%s", bot);
	cp->games = res.games;
	cp->seats = res.seats < CHECK_PLAY_SEATS ? res.seats :
	    CHECK_PLAY_SEATS;
	for (i = 0; i < cp->seats; i++) {
		cp->share[i] = res.games ? res.wins[i] / res.games : 0;
		cp->lo[i] = res.lo[i];
		cp->hi[i] = res.hi[i];
	}
	cp->spread = res.spread;
	return 1;
}

void
playcheck_fini(struct playcheck *pc)
{
	play_player_close(pc->player);
	pc->player = NULL;
	diag_fini(&pc->d);
}
