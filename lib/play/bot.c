/* bot.c: a bot by its spec: built in, a shared library or a program. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
#include "play/bot.h"

struct play_player {
	char spec[256];             /* as given: the messages name it */
	char name[32];              /* the bot's own name */
	const struct play_bot *bot; /* built in or loaded; NULL: a program */
	void *self;                 /* the bot's state on this board */
	void *lib;                  /* dlopen's handle, or NULL */
	struct play_proc *proc;     /* the program, or NULL */
	char board[96];             /* the board being played */
};

/* fail: the one message of a broken bot: "BOT: board ID: why". */
static void
fail(struct diag *d, const struct play_player *p, const char *why)
{
	diag_add(d, DIAG_FATAL, p->spec, 0, p->board, NULL, "%s", why);
}

/* builtin: the built-in bot called name for kind, or NULL. */
static const struct play_bot *
builtin(const char *name, int kind)
{
	const struct kind *k = kind_of(kind);
	size_t i;

	if (strcmp(name, play_bot_random.name) == 0)
		return &play_bot_random;
	for (i = 0; k && k->bots && k->bots[i]; i++)
		if (strcmp(name, k->bots[i]->name) == 0)
			return k->bots[i];
	return NULL;
}

/* ends_with: does s end with suffix? */
static int
ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && strcmp(s + n - m, suffix) == 0;
}

/*
 * load: a designer's shared library. Its code runs in the tool: a crash
 * in it is the tool's (docs/play.md recommends a program for a bot not
 * trusted).
 */
static int
load(struct play_player *p, char *why)
{
	const struct play_bot *(*get)(void);
	const struct play_bot *b;
	void *sym;

	/* A name without '/' would be looked for in the system's paths. */
	p->lib = dlopen(strchr(p->spec, '/') ? p->spec : "", RTLD_NOW |
	    RTLD_LOCAL);
	if (!p->lib || !strchr(p->spec, '/')) {
		snprintf(why, PLAY_WHY, "cannot be loaded: %s",
		    strchr(p->spec, '/') ? dlerror() : "give its path");
		return -1;
	}
	sym = dlsym(p->lib, "boardpress_bot");
	if (!sym) {
		snprintf(why, PLAY_WHY, "has no boardpress_bot()");
		return -1;
	}
	*(void **)&get = sym;
	b = get();
	if (!b || b->abi != PLAY_BOT_ABI) {
		snprintf(why, PLAY_WHY, "is built for bot abi %d, not %d",
		    b ? b->abi : -1, PLAY_BOT_ABI);
		return -1;
	}
	if (!b->name || !*b->name || strlen(b->name) >= sizeof(p->name) ||
	    strchr(b->name, ' ') || !b->choose) {
		snprintf(why, PLAY_WHY, "gives a bot without a name or a "
		    "choose()");
		return -1;
	}
	p->bot = b;
	return 0;
}

struct play_player *
play_player_open(const char *spec, int kind, double limit,
    const char *board_id, struct diag *d)
{
	struct play_player *p = mem_calloc(1, sizeof(*p));
	char why[PLAY_WHY];
	int rc = 0;

	snprintf(p->spec, sizeof(p->spec), "%s", spec);
	snprintf(p->board, sizeof(p->board), "%s", board_id ? board_id : "");
	if (!strchr(spec, '/') && !ends_with(spec, ".so")) {
		if (!(p->bot = builtin(spec, kind))) {
			snprintf(why, sizeof(why), "no such built-in bot for "
			    "%s boards", kind_name(kind));
			rc = -1;
		}
	} else if (ends_with(spec, ".so")) {
		rc = load(p, why);
	} else if (!(p->proc = play_proc_open(spec, limit, p->name,
	    sizeof(p->name), why))) {
		rc = -1;
	}
	if (rc < 0) {
		fail(d, p, why);
		play_player_close(p);
		return NULL;
	}
	if (p->bot)
		snprintf(p->name, sizeof(p->name), "%s", p->bot->name);
	return p;
}

const char *
play_player_name(const struct play_player *p)
{
	return p->name;
}

int
play_player_start(struct play_player *p, const struct play_view *v,
    struct diag *d)
{
	char why[PLAY_WHY];

	snprintf(p->board, sizeof(p->board), "%s", v->board_id);
	if (p->proc) {
		if (play_proc_start(p->proc, v, why) < 0) {
			fail(d, p, why);
			return -1;
		}
		return 0;
	}
	p->self = p->bot->start ? p->bot->start(v) : NULL;
	return 0;
}

int
play_player_local(const struct play_player *p)
{
	return p->proc == NULL;
}

void *
play_player_local_start(struct play_player *p, const struct play_view *v,
    const void *game)
{
	struct play_view w = *v;

	w.game = game;
	return p->bot->start ? p->bot->start(&w) : NULL;
}

void
play_player_local_stop(struct play_player *p, void *self)
{
	if (p->bot->stop)
		p->bot->stop(self);
}

int
play_player_choose(struct play_player *p, const struct play_ask *a,
    size_t *k, struct diag *d)
{
	char why[PLAY_WHY];

	if (p->proc) {
		if (play_proc_choose(p->proc, a, k, why) < 0) {
			fail(d, p, why);
			return -1;
		}
		return 0;
	}
	return play_player_local_choose(p, p->self, a, k, d);
}

int
play_player_local_choose(struct play_player *p, void *self,
    const struct play_ask *a, size_t *k, struct diag *d)
{
	char why[PLAY_WHY];
	long c;

	c = p->bot->choose(self, a);
	if (c < 0 || (unsigned long)c >= a->nmoves) {
		snprintf(why, sizeof(why), "chose move %ld of %zu (game %u, "
		    "turn %u)", c, a->nmoves, a->number, a->turn);
		fail(d, p, why);
		return -1;
	}
	*k = (size_t)c;
	return 0;
}

int
play_player_over(struct play_player *p, uint32_t number,
    const double *share, int seats, struct diag *d)
{
	char why[PLAY_WHY];

	if (p->proc && play_proc_over(p->proc, number, share, seats,
	    why) < 0) {
		fail(d, p, why);
		return -1;
	}
	return 0;
}

int
play_player_stop(struct play_player *p, struct diag *d)
{
	char why[PLAY_WHY];

	if (p->proc) {
		if (play_proc_stop(p->proc, p->board, why) < 0) {
			fail(d, p, why);
			return -1;
		}
		return 0;
	}
	if (p->bot->stop)
		p->bot->stop(p->self);
	p->self = NULL;
	return 0;
}

void
play_player_close(struct play_player *p)
{
	if (!p)
		return;
	if (p->bot && p->self && p->bot->stop)
		p->bot->stop(p->self);
	play_proc_close(p->proc);
	if (p->lib)
		dlclose(p->lib);
	free(p);
}

int
play_answer_parse(const char *s, size_t n, size_t nmoves, size_t *k,
    char *why, size_t whylen)
{
	unsigned long long v = 0;
	size_t i;

	if (n == 0) {
		snprintf(why, whylen, "answered an empty line");
		return -1;
	}
	for (i = 0; i < n; i++) {
		if (s[i] < '0' || s[i] > '9' || i >= 18 ||
		    (i == 1 && s[0] == '0')) {
			snprintf(why, whylen, "answered \"%.*s\", not a move "
			    "index", (int)(n < 24 ? n : 24), s);
			return -1;
		}
		v = v * 10 + (unsigned)(s[i] - '0');
	}
	if (v >= nmoves) {
		snprintf(why, whylen, "answered move %llu of %zu (0 to %zu)",
		    v, nmoves, nmoves - 1);
		return -1;
	}
	*k = (size_t)v;
	return 0;
}
