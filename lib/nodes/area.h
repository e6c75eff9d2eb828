/* area.h: the areas (faces) between a nodes board's edges. */
#ifndef BP_NODEAREA_H
#define BP_NODEAREA_H

#include "board/board.h"

/*
 * nodearea_build: replace b's areas with the faces of its plane graph.
 * The paper's sides close the faces along them: temporary edges join the
 * side nodes in order around the sheet, through its four corners, and are
 * dropped again; the outer face (outside the paper) is not an area. A dead
 * end is walked around (out and back along its edge), so its face is
 * kept. Areas are numbered in the order their first half-edge comes.
 * Returns the number of areas.
 */
size_t nodearea_build(struct board *b);

/*
 * nodearea_match: whether b's areas are exactly the faces nodearea_build
 * would make of its graph: as many, and each area's ring of nodes (and
 * corners) the ring of one face, in the same direction, from whichever
 * entry it starts. Returns 1, or 0 with *bad the index of an area that is
 * no face (SIZE_MAX when the counts differ). A checker's question: it
 * changes nothing.
 */
int nodearea_match(const struct board *b, size_t *bad);

/*
 * nodearea_euler: V - E + F for b's graph alone, with F its bounded faces
 * plus one outer face; 1 + C (C connected components) for a plane graph.
 */
long nodearea_euler(const struct board *b);

#endif
