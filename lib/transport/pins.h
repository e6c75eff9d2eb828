/* pins.h: the transport kind's pins (board/pins.h): a city's goods kept. */
#ifndef BP_TRANSPORT_PINS_H
#define BP_TRANSPORT_PINS_H

#include <stddef.h>

#include "board/board.h"
#include "board/pins.h"

/*
 * transport_pins_city: the city of b pin k names, the one whose cell's
 * centre is nearest its place; SIZE_MAX when b has no city.
 */
size_t transport_pins_city(const struct board *b, const struct pin *k);

extern const struct kind_pins transport_pins;

#endif
