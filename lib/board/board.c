/* board.c: board storage and the names of its enums. */
#include "board/board.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"

/* clear_part: b's kind's part cleared (with its structure). */
static void
clear_part(struct board *b, int structure)
{
	const struct kind *k = kind_of(b->kind);

	if (b->part && k && k->clear)
		k->clear(b, structure);
}

/* free_part: b's part, and what it holds, freed. */
static void
free_part(struct board *b)
{
	const struct kind *k = kind_of(b->kind);

	if (!b->part)
		return;
	if (k && k->fini)
		k->fini(b);
	free(b->part);
	b->part = NULL;
}

void
board_set_kind(struct board *b, int kind)
{
	const struct kind *k = kind_of(kind);

	if (b->kind == kind && (b->part || !k || !k->part_size))
		return;
	free_part(b);
	b->kind = kind;
	if (!k || !k->part_size)
		return;
	b->part = mem_calloc(1, k->part_size);
	clear_part(b, 1);
}

void
board_init(struct board *b)
{
	memset(b, 0, sizeof(*b));
	board_set_kind(b, 0);
}

void
board_clear_validation(struct board *b)
{
	size_t i;

	for (i = 0; i < b->val.ncheck; i++)
		free(b->val.check[i].detail);
	b->val.ncheck = 0;
	b->val.nseat = 0;
	b->val.present = 0;
	b->val.pass = 0;
	b->val.attempts = 0;
}

void
board_clear_content(struct board *b)
{
	clear_part(b, 0);
	board_clear_validation(b);
}

void
board_clear(struct board *b)
{
	clear_part(b, 1);
	board_clear_validation(b);
	b->id[0] = b->rules[0] = b->paper[0] = b->expansions[0] = '\0';
	b->seed = 0;
	b->attempt = 0;
	b->players = 0;
	b->width = b->height = 0;
	b->line = 0;
	b->cols = b->rows = 0;
	b->cell = 0;
}

void
board_fini(struct board *b)
{
	board_clear_validation(b);
	free_part(b);
	MEM_FREE(b->terrain, b->val.check, b->val.seat);
	memset(b, 0, sizeof(*b));
}

void
board_set_id(struct board *b)
{
	snprintf(b->id, sizeof(b->id), "%s-%06" PRIu64, b->rules, b->seed);
}

void
board_grid(struct board *b, int cols, int rows, double cell, char fill)
{
	size_t n = (size_t)cols * (size_t)rows;

	b->terrain = mem_grow(b->terrain, &b->capterrain, n + 1, 1);
	memset(b->terrain, fill, n);
	b->terrain[n] = '\0';
	b->cols = cols;
	b->rows = rows;
	b->cell = cell;
}

void
board_check_add(struct board *b, const char *id, int pass, const char *detail)
{
	struct board_check *c = VEC_PUSH(b->val.check, b->val.ncheck,
	    b->val.capcheck);

	snprintf(c->id, sizeof(c->id), "%s", id);
	c->pass = pass;
	c->detail = detail ? mem_strdup(detail) : NULL;
}

static const char *const role_names[] = { "inner", "edge", "start",
	"center" };
static const char *const side_names[] = { "left", "top", "right", "bottom" };

static int
lookup(const char *const *names, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], s) == 0)
			return i;
	return -1;
}

const char *
board_role_name(int role)
{
	return role >= 0 && role < 4 ? role_names[role] : "?";
}

int
board_role_parse(const char *s)
{
	return lookup(role_names, 4, s);
}

const char *
board_side_name(int side_bit)
{
	switch (side_bit) {
	case SIDE_LEFT:
		return side_names[0];
	case SIDE_TOP:
		return side_names[1];
	case SIDE_RIGHT:
		return side_names[2];
	case SIDE_BOTTOM:
		return side_names[3];
	}
	return "?";
}

int
board_side_parse(const char *s)
{
	int i = lookup(side_names, 4, s);

	return i < 0 ? -1 : 1 << i;
}
