/*
 * deck_strict_int.h: the structural checker's insides (deck_strict.c, the
 * tables and the machine; deck_strict_type.c, the values).
 */
#ifndef BP_DECK_STRICT_INT_H
#define BP_DECK_STRICT_INT_H

#include <stddef.h>

/* The schema's datatypes, as deck.rng names them. */
enum {
	ST_STRING,   /* xsd:string: anything */
	ST_NAME,     /* "name": [A-Za-z0-9_\-]{1,31} */
	ST_NODEID,   /* "nodeid": \S{1,63} */
	ST_NODELIST, /* a list of one or more nodeid */
	ST_AREA,     /* a[0-9]+ */
	ST_CITY,     /* "cityid": c[0-9]+ */
	ST_CELLS,    /* "cells": [0-9]+,[0-9]+( [0-9]+,[0-9]+)* */
	ST_CHECKID,  /* [a-z]+\.[a-z0-9_\-]+ */
	ST_KIND,     /* "kind": nodes | transport | dungeon */
	ST_FORMAT,   /* the value 1 */
	ST_YESNO,    /* yes | no */
	ST_YES,      /* yes */
	ST_PASSFAIL, /* pass | fail */
	ST_ROLE,     /* inner | edge | start | center */
	ST_SIDE,     /* left | top | right | bottom */
	ST_DECIMAL,  /* "mm", xsd:decimal */
	ST_ANGLE,    /* "angle": xsd:decimal in [-7, 7] */
	ST_FLOOR,    /* xsd:decimal in [0, 0.8] */
	ST_ULONG,    /* xsd:unsignedLong */
	ST_NNINT,    /* xsd:nonNegativeInteger */
	ST_PINT,     /* xsd:positiveInteger */
	ST_SLOTS,    /* xsd:positiveInteger at most 9 */
	ST_INT,      /* xsd:integer */
	ST_SHA256    /* [0-9a-f]{64} */
};

/*
 * deck_strict_value: whether s[0..n) (as the SAX parser hands it over:
 * not NUL-terminated, '&' as "&#38;") is a value of type (ST_*).
 */
int deck_strict_value(int type, const char *s, size_t n);

#endif
