/* kind.c: the nodes kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"

#include "nodes/content.h"
#include "nodes/draw.h"
#include "nodes/limits.h"
#include "nodes/marks.h"
#include "nodes/play.h"
#include "nodes/part.h"
#include "nodes/pins.h"
#include "nodes/plan.h"
#include "nodes/structure.h"

KIND_TABLES(nodes);
extern const struct kind_stats nodes_stats;
extern const struct kind_cli nodes_cli;

const struct kind kind_nodes = {
	.name = "nodes",
	.default_rules = "templates/rules/lanternfall.rules",
	KIND_PARTS(nodes),
	.stats = &nodes_stats,
	.cli = &nodes_cli,
	.pins = &nodes_pins, /* a node's type kept (nodes/pins.c) */
	.start = nodes_part_start,
	.defaults = nodes_part_defaults,
	.faces = nodes_faces, /* an expedition board's secret is on its back */
	.key_page = nodes_key_page, /* the rules' "key page" */
	/* the marks, the caption and the key, once for marks, drawing and
	 * validate's checks: kept on the board (nodes_plan_kept), no free */
	.plan = nodes_board_plan_kept,
	.play = &play_kind_nodes,   /* the mission race (nodes/play.c) */
	.bots = nodes_bots,
};
