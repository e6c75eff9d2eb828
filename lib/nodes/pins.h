/* pins.h: the nodes kind's pins (board/pins.h): a node's type kept. */
#ifndef BP_NODES_PINS_H
#define BP_NODES_PINS_H

#include <stddef.h>

#include "board/board.h"
#include "board/pins.h"

/*
 * nodes_pins_node: the node of b pin k names, the inner or edge node
 * (one that takes a type) nearest its place; SIZE_MAX when b has none.
 */
size_t nodes_pins_node(const struct board *b, const struct pin *k);

extern const struct kind_pins nodes_pins;

#endif
