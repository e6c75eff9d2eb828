/* kind.c: the transport kind's table (board/kind.h): its parts here. */
#include "board/kind.h"

#include "transport/content.h"
#include "transport/draw.h"
#include "transport/label.h"
#include "transport/limits.h"
#include "transport/play.h"
#include "transport/seats.h"
#include "transport/part.h"
#include "transport/pins.h"
#include "transport/transport.h"

KIND_TABLES(transport);
extern const struct kind_stats transport_stats;
extern const struct kind_cli transport_cli;

const struct kind kind_transport = {
	.name = "transport",
	.default_rules = "templates/rules/tidewater.rules",
	KIND_PARTS(transport),
	.stats = &transport_stats,
	.cli = &transport_cli,
	.pins = &transport_pins, /* a city's goods kept (pins.c) */
	.level = transport_level,
	.start = transport_part_start,
	.defaults = transport_part_defaults,
	/* The plan is kept on the board (transport_plan_kept): no free. */
	.plan = transport_board_plan_kept,
	.splits = 1, /* a map to lay out on the table in quarters */
	.play = &play_kind_transport,
	.bots = transport_bots,
};
