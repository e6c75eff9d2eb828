/* rules.h: the dungeon kind's rules, as the rules file gives them. */
#ifndef BP_DUNGEON_RULES_H
#define BP_DUNGEON_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "board/rules.h"

/* DUNGEON_PLAY_TYPES: the most feature types a game makes a seat pass. */
#define DUNGEON_PLAY_TYPES 64

/* A dungeon feature type: treasure, monster, trap, key … */
struct rules_feature {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	char icon[RULES_NAME];
	int min, max;   /* how many on a board; max < 0: as many as min */
	int spacing;    /* steps along the floor from every other feature */
	unsigned line;
};

/* The looks a dungeon's floor can have: [board] look. */
enum {
	DUNGEON_CAVERN,  /* the Random Walk to a floor share: open caverns */
	DUNGEON_TUNNELS, /* the walk, kept off halls: long tunnels */
	DUNGEON_ROOMS    /* rooms joined by corridors */
};

/* The dungeon kind: the random walk's parameters and the features. */
struct rules_dungeon {
	/* [board]: the grid and the walk (gen-graph) */
	int cols, rows;       /* cells, the one-cell wall border included */
	int shape;            /* look: DUNGEON_CAVERN, _TUNNELS or _ROOMS */
	int tunnels;          /* maxTunnels: tunnels the walker carves */
	int length;           /* maxLength: a tunnel is 1 .. length cells */
	double floor;         /* stop at this floor fraction; 0: off */
	int rooms;            /* look rooms: at most this many rooms */
	int room_min, room_max; /* … each side of a room, in cells */
	int links;            /* … corridors beyond a spanning tree (loops) */
	double cell_min, cell_max; /* mm: the cell that fits the paper */
	char scale[RULES_TITLE]; /* what one square stands for, or "" */

	/* [content]: start, exit and features (gen-content) */
	int starts[RULES_PMAX]; /* start cells per player count */
	double exit_distance; /* start-exit path >= this x the longest one */
	double start_spread;  /* several starts: (max - min) / max path */
	double feature_spread; /* … of the path to the exit and the nearest
	                          feature of each type */
	int start_spacing;    /* steps between two starts */
	char start_icon[RULES_NAME], exit_icon[RULES_NAME];
	char start_title[RULES_TITLE], exit_title[RULES_TITLE];

	struct rules_feature *feature;
	size_t nfeature;
	struct rules_look look[RULES_LOOKS]; /* walls, floor, grid */
	size_t nlook;

	/* [play]: the reference game (dungeon/play.c; dungeon.md, "Play") */
	int die;              /* a turn walks 1 .. die steps */
	int turns;            /* the game ends after this many turns a seat */
	struct rules_refs pass; /* the feature types to pass; none: all */
	struct rules_refs lose; /* types that cost the next turn */
	double spread;        /* largest difference of two seats' win shares */
};


/* dungeon_rules: r's own part, for rules of the dungeon kind (rules_set_kind). */
static inline struct rules_dungeon *
dungeon_rules(const struct rules *r)
{
	return (struct rules_dungeon *)r->part;
}

#endif
