/* pins.h: the dungeon kind's pins (board/pins.h): a feature kept. */
#ifndef BP_DUNGEON_PINS_H
#define BP_DUNGEON_PINS_H

#include <stdint.h>

#include "board/board.h"
#include "board/pins.h"
#include "dungeon/floor.h"

/*
 * dungeon_pins_cell: the floor cell (index into f, b's floor) pin k
 * names, the one whose centre is nearest its place; DUNGEON_NONE when
 * b has no floor.
 */
uint32_t dungeon_pins_cell(const struct board *b,
    const struct dungeon_floor *f, const struct pin *k);

extern const struct kind_pins dungeon_pins;

#endif
