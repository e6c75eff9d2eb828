/* board.h: the board model, one struct for every board kind. */
#ifndef BP_BOARD_H
#define BP_BOARD_H

#include <stddef.h>
#include <stdint.h>

#include "core/graph.h"

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
 * kind has come first, then the grid the grid kinds share, then the
 * kind's own part.
 */
struct board {
	int kind;            /* index in the kind table (board/kind.h) */
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

	/*
	 * The kind's own part: kind_of(kind)->part_size zeroed bytes that
	 * its folder's part.h describes and reaches through its accessor
	 * (KIND_part(b)); NULL for a kind without one. Owned by the
	 * board: board_set_kind makes it, board_fini frees it.
	 */
	void *part;

	struct board_validation val;
};

/*
 * board_init / board_fini: caller-owned storage; init gives b the first
 * kind of the table (index 0) and its part, fini frees everything (b is
 * then all zero, without a part, until board_init or board_set_kind).
 */
void board_init(struct board *b);
void board_fini(struct board *b);

/*
 * board_set_kind: make b a board of kind (an index in the kind table):
 * a board already of that kind keeps its part and its memory; otherwise
 * the old part is freed and the new kind's part allocated zeroed and
 * cleared (with its structure). Out of memory exits (core/mem.h).
 */
void board_set_kind(struct board *b, int kind);

/* board_clear: forget the board's contents but keep its memory and kind. */
void board_clear(struct board *b);

/* board_clear_content: drop everything gen-content and validate add. */
void board_clear_content(struct board *b);
void board_clear_validation(struct board *b);

/* board_set_id: id = "<rules>-<seed, 6 digits or more>". */
void board_set_id(struct board *b);

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

/* board_check_add: record a check result (detail may be NULL). */
void board_check_add(struct board *b, const char *id, int pass,
    const char *detail);

/* Names used in the deck for enums; _parse return -1 when unknown. */
const char *board_role_name(int role);
int board_role_parse(const char *s);
const char *board_side_name(int side_bit);
int board_side_parse(const char *s);

#endif
