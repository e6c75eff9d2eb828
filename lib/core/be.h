/* be.h: big-endian numbers read from bytes (fonts' tables, PNG chunks). */
#ifndef BP_BE_H
#define BP_BE_H

#include <stdint.h>

/* be16, be32: the 2 or 4 bytes at p, most significant first; p must hold
 * them (the caller checks the length). */
static inline unsigned
be16(const unsigned char *p)
{
	return (unsigned)p[0] << 8 | p[1];
}

static inline uint32_t
be32(const unsigned char *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	    (uint32_t)p[2] << 8 | p[3];
}

#endif
