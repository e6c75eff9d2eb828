/* playcheck.c: fairness.play, the check validate --play adds to a kind's. */
#include "tool/playcheck.h"

#include <stdio.h>

#include "board/check.h"
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

void
playcheck_fini(struct playcheck *pc)
{
	play_player_close(pc->player);
	pc->player = NULL;
	diag_fini(&pc->d);
}
