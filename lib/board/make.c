/* make.c: whole boards made through the kind table, one attempt at a time. */
#include "board/make.h"

#include <string.h>

#include "board/kind.h"
#include "core/mem.h"

const char *
make_default_rules(int kind)
{
	return kind_of(kind) ? kind_of(kind)->default_rules : NULL;
}

int
make_attempts(const struct rules *r)
{
	return r->attempts;
}

int
make_structure(struct board *b, const struct rules *r, int max_attempts,
    struct diag *d)
{
	const struct kind *k = kind_of((int)b->kind);
	uint32_t a;

	if (!k || !k->structure) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "%s boards cannot be made yet", kind_name(b->kind));
		return -1;
	}
	for (a = b->attempt; a < (uint32_t)max_attempts; a++) {
		b->attempt = a;
		if (k->structure(b, r, d) == 0)
			return 0;
	}
	return -1;
}

int
make_content(struct board *b, const struct rules *r, struct diag *d)
{
	const struct kind *k = kind_of((int)b->kind);

	board_clear_validation(b);
	return k && k->content ? k->content(b, r, d) : 0;
}

void
make_start(struct board *b, const struct board *proto, uint64_t seed)
{
	board_clear(b);
	board_set_kind(b, proto->kind);
	memcpy(b->rules, proto->rules, sizeof(b->rules));
	memcpy(b->paper, proto->paper, sizeof(b->paper));
	memcpy(b->expansions, proto->expansions, sizeof(b->expansions));
	b->players = proto->players;
	if (kind_of(b->kind) && kind_of(b->kind)->start)
		kind_of(b->kind)->start(b, proto);
	b->width = proto->width;
	b->height = proto->height;
	b->seed = seed;
	b->attempt = 0;
	board_set_id(b);
}
