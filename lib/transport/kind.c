/* kind.c: the transport kind's table (board/kind.h): its parts here. */
#include "board/kind.h"

#include "transport/content.h"
#include "transport/draw.h"
#include "transport/limits.h"
#include "transport/transport.h"

/* Defined in this folder's rules.c, deck.c and check.c. */
extern const struct rules_kind rules_kind_transport;
extern const struct deck_kind deck_kind_transport;
extern const struct check_kind check_kind_transport;

static int
attempts(const struct rules *r)
{
	return r->transport.attempts;
}

static int
draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	draw_transport(p, b, r, o);
	return 0;
}

const struct kind kind_transport = {
	.name = "transport",
	.default_rules = "templates/rules/tidewater.rules",
	.rules = &rules_kind_transport,
	.attempts = attempts,
	.limits = transport_limits,
	.structure = transport_structure,
	.content = transport_content,
	.deck = &deck_kind_transport,
	.check = &check_kind_transport,
	.draw = draw,
	.clear = transport_part_clear,
	.fini = transport_part_fini,
	.splits = 1,
};
