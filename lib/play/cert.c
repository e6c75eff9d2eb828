/* cert.c: the certificate's rows and the check's detail line. */
#include "play/cert.h"

#include <stdio.h>
#include <string.h>

#include "board/boardhash.h"
#include "core/mem.h"

/* add: printf's text appended to *s. */
/* seats: one number a seat, space-separated, of v (or v / div). */
static void
seats(char **s, size_t *n, size_t *cap, const double *v, int k,
    double div, const char *fmt)
{
	int i;

	boardhash_putf(s, n, cap, ",");
	for (i = 0; i < k; i++) {
		if (i)
			boardhash_putf(s, n, cap, " ");
		boardhash_putf(s, n, cap, fmt, v[i] / div);
	}
}

void
play_cert_row(char **s, size_t *n, size_t *cap, const struct board *b,
    const char *bot, const struct play_plan *plan,
    const struct play_result *res)
{
	char name[256];
	size_t i;

	/* A bot's path, quoted as CSV quotes a field that needs it. */
	snprintf(name, sizeof(name), "%s", bot);
	if (strpbrk(name, ",\"\n")) {
		boardhash_putf(s, n, cap, "%s,%llu,%u,\"", b->id,
		    (unsigned long long)b->seed, b->attempt);
		for (i = 0; name[i]; i++)
			boardhash_putf(s, n, cap, name[i] == '"' ? "\"\"" : "%c",
			    name[i]);
		boardhash_putf(s, n, cap, "\"");
	} else {
		boardhash_putf(s, n, cap, "%s,%llu,%u,%s", b->id,
		    (unsigned long long)b->seed, b->attempt, name);
	}
	boardhash_putf(s, n, cap, ",%d,%u,%u,%.6g,%d,%.4f", res->seats, res->games,
	    plan->looks[plan->nlooks - 1], 1 - plan->alpha, plan->boards,
	    res->spread);
	seats(s, n, cap, res->wins, res->seats, 1, "%.6g");
	seats(s, n, cap, res->wins, res->seats, res->games, "%.4f");
	seats(s, n, cap, res->lo, res->seats, 1, "%.4f");
	seats(s, n, cap, res->hi, res->seats, 1, "%.4f");
	boardhash_putf(s, n, cap, ",%s\n", play_verdict_name(res->verdict));
}

char *
play_detail(char *buf, size_t len, const char *bot,
    const struct play_result *res)
{
	size_t k;
	int i;

	k = (size_t)snprintf(buf, len, "%s: %u games by %s, shares",
	    play_verdict_name(res->verdict), res->games, bot);
	for (i = 0; i < res->seats && k < len; i++)
		k += (size_t)snprintf(buf + k, len - k, "%s %.3f [%.3f, %.3f]",
		    i ? "," : "", res->wins[i] / res->games, res->lo[i],
		    res->hi[i]);
	if (k < len)
		snprintf(buf + k, len - k, "; spread %.3g allowed",
		    res->spread);
	return buf;
}
