/* tu_dungeon.h: what the dungeon unit tests share (after testutil.h). */
#ifndef BP_TU_DUNGEON_H
#define BP_TU_DUNGEON_H

#include "board/kind.h"
#include "core/mem.h"
#include "dungeon/dungeon.h"
#include "dungeon/part.h"

#define TU_DUNGEON_RULES BP_TOP "/templates/rules/cinderdeep.rules"

/* tu_dungeon_rules: load the shipped dungeon rules into r. */
static inline int
tu_dungeon_rules(struct rules *r)
{
	struct diag d;
	int rc;

	rules_init(r);
	diag_init(&d);
	rc = rules_load_file(r, TU_DUNGEON_RULES, NULL, &d);
	diag_print(&d, "test", stderr);
	diag_fini(&d);
	return rc;
}

/* tu_dungeon_text: rules from text (file name "t.rules"); messages in d. */
static inline int
tu_dungeon_text(struct rules *r, struct diag *d, const char *text)
{
	rules_init(r);
	diag_init(d);
	return rules_load_text(r, text, strlen(text), "t.rules", 1, NULL, d);
}

/* tu_dungeon_setup: b is an empty dungeon board of r on A4, (seed, 0). */
static inline void
tu_dungeon_setup(struct board *b, const struct rules *r, uint64_t seed,
    uint32_t players)
{
	board_clear(b);
	board_set_kind(b, kind_parse("dungeon"));
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "A4");
	b->seed = seed;
	b->players = players;
	b->width = 297;
	b->height = 210;
	board_set_id(b);
}

/*
 * tu_dungeon_board: make board b's structure and, with content, its
 * content, as gen-graph and gen-content do; fails the test if it cannot.
 */
static inline void
tu_dungeon_board(struct board *b, const struct rules *r, uint64_t seed,
    uint32_t players, int content)
{
	struct diag d;

	diag_init(&d);
	tu_dungeon_setup(b, r, seed, players);
	if (make_structure(b, r, r->attempts, &d) < 0)
		fail_msg("dungeon %s could not be made", b->id);
	if (content && make_content(b, r, &d) < 0)
		fail_msg("dungeon %s got no content", b->id);
	diag_fini(&d);
}

/*
 * tu_map: b becomes a dungeon of the given rows ('#' wall, '.' floor;
 * 's' a start, 'e' the exit, '0'..'9' feature type k, each on floor),
 * NULL-terminated, with cells of 5 mm.
 */
static inline void
tu_map(struct board *b, const char *const *map)
{
	int rows = 0, cols = (int)strlen(map[0]), c, r;
	struct board_feature *f;
	char ch;

	while (map[rows])
		rows++;
	board_set_kind(b, kind_parse("dungeon"));
	dungeon_part(b)->nfeature = 0;
	board_grid(b, cols, rows, 5, DUNGEON_WALL);
	for (r = 0; r < rows; r++) {
		for (c = 0; c < cols; c++) {
			ch = map[r][c];
			b->terrain[r * cols + c] = ch == '#' ? DUNGEON_WALL :
			    DUNGEON_FLOOR;
			if (ch == '#' || ch == '.')
				continue;
			f = VEC_PUSH(dungeon_part(b)->feature,
			    dungeon_part(b)->nfeature,
			    dungeon_part(b)->capfeature);
			f->col = c;
			f->row = r;
			f->type = ch == 's' ? BOARD_FEATURE_START : ch == 'e' ?
			    BOARD_FEATURE_EXIT : ch - '0';
		}
	}
}

/* tu_floor: how many floor cells b has. */
static inline size_t
tu_floor(const struct board *b)
{
	size_t i, n = 0;

	for (i = 0; i < (size_t)b->cols * (size_t)b->rows; i++)
		n += b->terrain[i] == DUNGEON_FLOOR;
	return n;
}

#endif
