/* board.h: the board model, one struct for every board kind. */
#ifndef BP_BOARD_H
#define BP_BOARD_H

#include <stddef.h>
#include <stdint.h>

#include "core/graph.h"

/*
 * The built-in board kinds: their indices in the list of kinds
 * (board/kinds.c, board/kind.h), where a kind's name and parts are.
 */
enum board_kind {
	BOARD_NODES,
	BOARD_TRANSPORT,
	BOARD_DUNGEON
};

/* Node roles, as written in the deck's role attribute. */
enum board_role {
	ROLE_INNER,  /* an ordinary node inside the paper */
	ROLE_EDGE,   /* snapped onto a paper side, not a start */
	ROLE_START,  /* one of the start (mission) nodes, on a side */
	ROLE_CENTER  /* the one centre node */
};

/* Paper sides, as bits of board_node.sides. */
enum board_side {
	SIDE_LEFT = 1,
	SIDE_TOP = 2,
	SIDE_RIGHT = 4,
	SIDE_BOTTOM = 8
};

#define BOARD_NONE (-1)

/* Each kind's part of the board. */
#include "dungeon/part.h"
#include "nodes/part.h"
#include "transport/part.h"

/* One check's outcome, as written in <validation>. */
struct board_check {
	char id[48];
	int pass;
	char *detail; /* NULL or one line */
};

/* A seat's fairness score and bonus, as written in <validation>. */
struct board_seat {
	uint32_t n;      /* 1-based seat number */
	uint32_t at;     /* the seat's node or city index, or UINT32_MAX */
	double score;
	int bonus;
	double level;    /* the score once the bonus is counted (not in XML) */
};

struct board_validation {
	int present;
	int pass;          /* verdict */
	uint32_t attempts; /* attempts taken, counting the first */
	struct board_check *check;
	size_t ncheck, capcheck;
	struct board_seat *seat;
	size_t nseat, capseat;
};

/*
 * A whole board. Everything a later stage needs is here; the struct is
 * reused across boards (board_clear keeps its memory). The fields every
 * kind has come first, then the grid the grid kinds share, then each
 * kind's own part.
 */
struct board {
	enum board_kind kind;
	char id[96];
	char rules[64];     /* rules id */
	uint64_t seed;
	uint32_t attempt;
	uint32_t players;
	double width, height; /* trim size, mm */
	char paper[32];      /* "A4", "Letter", "420x297" … as asked for */
	char expansions[256]; /* space-separated expansion names, or "" */
	unsigned line;       /* line of <board> in the input deck; 0 if made */

	/*
	 * Grid kinds (transport, dungeon): cols x rows cells of cell mm; the
	 * terrain holds one character per cell, row by row
	 * (terrain[row * cols + col]), with the kind's legend.
	 */
	int cols, rows;
	double cell;
	char *terrain;
	size_t capterrain;

	/* Each kind's own part (its folder's part.h). */
	struct nodes_part nodes;
	struct transport_part transport;
	struct dungeon_part dungeon;

	struct board_validation val;
};

/* board_init / board_fini: caller-owned storage; fini frees everything. */
void board_init(struct board *b);
void board_fini(struct board *b);

/* board_clear: forget the board's contents but keep its memory. */
void board_clear(struct board *b);

/* board_clear_content: drop everything gen-content and validate add. */
void board_clear_content(struct board *b);
void board_clear_validation(struct board *b);

/* board_set_id: id = "<rules>-<seed, 6 digits or more>". */
void board_set_id(struct board *b);

/* The nodes kind's areas (nodes/part.h), inline: they need struct board. */
static inline size_t
board_area_len(const struct board *b, size_t i)
{
	return b->nodes.area.start[i + 1] - b->nodes.area.start[i];
}

static inline const uint32_t *
board_area_nodes(const struct board *b, size_t i)
{
	return &b->nodes.area.node[b->nodes.area.start[i]];
}

/*
 * board_grid: give b a cols x rows grid of cell mm, every cell set to
 * fill.
 */
void board_grid(struct board *b, int cols, int rows, double cell, char fill);

static inline char
board_cell(const struct board *b, int col, int row)
{
	return b->terrain[(size_t)row * (size_t)b->cols + (size_t)col];
}

/* board_route_cells: route i's cells (transport/part.h). */
static inline const uint32_t *
board_route_cells(const struct board *b, size_t i)
{
	return &b->transport.rcell[b->transport.route[i].start];
}

/* board_check_add: record a check result (detail may be NULL). */
void board_check_add(struct board *b, const char *id, int pass,
    const char *detail);

/* Names used in the deck for enums; _parse return -1 when unknown. */
const char *board_role_name(int role);
int board_role_parse(const char *s);
const char *board_side_name(int side_bit);
int board_side_parse(const char *s);

#endif
