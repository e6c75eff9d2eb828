/* kind.c: the nodes kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"

#include "nodes/content.h"
#include "nodes/draw.h"
#include "nodes/limits.h"
#include "nodes/structure.h"

/* Defined in this folder's rules.c, deck.c and check.c. */
extern const struct rules_kind rules_kind_nodes;
extern const struct deck_kind deck_kind_nodes;
extern const struct check_kind check_kind_nodes;

static int
attempts(const struct rules *r)
{
	return r->nodes.attempts;
}

/* An expedition board has its secret on the back. */
static int
faces(const struct board *b)
{
	return b->nodes.nexpedition ? 2 : 1;
}

static int
draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	return face ? draw_nodes_secret(p, b, r, o, d) :
	    draw_nodes(p, b, r, o, d);
}

const struct kind kind_nodes = {
	.name = "nodes",
	.default_rules = "templates/rules/lanternfall.rules",
	.rules = &rules_kind_nodes,
	.attempts = attempts,
	.limits = nodes_limits,
	.structure = nodes_structure,
	.content = nodes_content,
	.deck = &deck_kind_nodes,
	.check = &check_kind_nodes,
	.faces = faces,
	.draw = draw,
	.clear = nodes_part_clear,
	.fini = nodes_part_fini,
};
