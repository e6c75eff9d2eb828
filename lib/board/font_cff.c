/*
 * font_cff.c: an OpenType font's CFF outlines checked before HarfBuzz
 * reads them, and the TrueType shell libharu measures them with
 * (board/font_cff.h).
 *
 * A CFF table is a chain of offsets: INDEXes of objects found by offset
 * arrays, DICTs of operands naming where the next structure starts, and
 * charstrings, small programs that call subroutines by number. HarfBuzz
 * sanitises the structure its own way and interprets a charstring when a
 * glyph is measured or drawn; a PDF reader interprets the same programs
 * again from the subset. Every offset is checked here to land inside the
 * table, and the charstrings of the glyphs the pages may draw are run
 * through once, without drawing, so that a loop of subroutines, a stack
 * overflow or a hint mask past a charstring's end is refused with what it
 * is before any of those readers sees it.
 */
#include "board/font_cff.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font_sfnt.h"
#include "core/be.h"
#include "core/mem.h"

/* The operand stack of a DICT and of a Type 2 charstring (TN 5176 and
 * 5177's limits). */
#define CFF_STACK 48

/* A charstring's longest (TN 5177, Appendix B). */
#define CFF_CHARSTRING 65535u

struct cff {
	const unsigned char *b;
	uint32_t len;
	char *why;
	size_t n;
};

/* An INDEX: count objects, object i (0-based) from base + offset[i] to
 * base + offset[i + 1]; end the first byte after it. */
struct index {
	uint32_t at, count, base, end;
	unsigned osz;
};

/* A DICT's operators and the last two operands of each (escaped ones
 * 12 x at 32 + x). */
#define DICT_OPS 96
struct dict {
	unsigned char has[DICT_OPS];
	double v[DICT_OPS][2];
	unsigned nv[DICT_OPS];
};

/* bad: "damaged: its CFF outlines: what" into c's why; -1. */
static int
bad(struct cff *c, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	font_sfnt_vwhy(c->why, c->n, "its CFF outlines: ", fmt, ap);
	va_end(ap);
	return -1;
}

/* offset: the osz-byte offset at p. */
static uint32_t
offset(const unsigned char *p, unsigned osz)
{
	uint32_t v = 0;

	while (osz--)
		v = v << 8 | *p++;
	return v;
}

/* index_read: the INDEX at at, named what, whole inside the table with
 * its offsets from 1 and rising. */
static int
index_read(struct cff *c, uint32_t at, const char *what, struct index *x)
{
	uint64_t arr, prev, o;
	uint32_t i;

	memset(x, 0, sizeof(*x));
	x->at = at;
	if ((uint64_t)at + 2 > c->len)
		return bad(c, "its %s INDEX starts past the table's end", what);
	x->count = be16(c->b + at);
	if (x->count == 0) {
		x->end = at + 2;
		return 0;
	}
	if ((uint64_t)at + 3 > c->len)
		return bad(c, "its %s INDEX runs past the table's end", what);
	x->osz = c->b[at + 2];
	if (x->osz < 1 || x->osz > 4)
		return bad(c, "its %s INDEX has offSize %u (1 to 4)", what,
		    x->osz);
	arr = (uint64_t)at + 3;
	if (arr + ((uint64_t)x->count + 1) * x->osz > c->len)
		return bad(c, "its %s INDEX's %u offsets run past the table's "
		    "end", what, (unsigned)x->count);
	x->base = (uint32_t)(arr + ((uint64_t)x->count + 1) * x->osz - 1);
	prev = offset(c->b + arr, x->osz);
	if (prev != 1)
		return bad(c, "its %s INDEX's first offset is %llu (1)", what,
		    (unsigned long long)prev);
	for (i = 1; i <= x->count; i++) {
		o = offset(c->b + arr + (uint64_t)i * x->osz, x->osz);
		if (o < prev || x->base + o > c->len)
			return bad(c, "its %s INDEX's object %u (offsets %llu "
			    "to %llu) is not inside the table in order", what,
			    (unsigned)i - 1, (unsigned long long)prev,
			    (unsigned long long)o);
		prev = o;
	}
	x->end = (uint32_t)(x->base + prev);
	return 0;
}

/* object: where object i of x starts, and its length. */
static uint32_t
object(const struct cff *c, const struct index *x, uint32_t i, uint32_t *len)
{
	uint32_t a = offset(c->b + x->at + 3 + i * x->osz, x->osz);
	uint32_t z = offset(c->b + x->at + 3 + (i + 1) * x->osz, x->osz);

	*len = z - a;
	return x->base + a;
}

/* real: the real number (nibbles) at *at, up to end, skipped. */
static int
real(struct cff *c, uint32_t *at, uint32_t end, const char *what)
{
	unsigned k, nib;

	for (;;) {
		if (*at >= end)
			return bad(c, "a real number in its %s runs past its "
			    "end", what);
		for (k = 0; k < 2; k++) {
			nib = k ? c->b[*at] & 0xf : c->b[*at] >> 4;
			if (nib == 0xd)
				return bad(c, "a real number in its %s has "
				    "the reserved nibble 0xd", what);
			if (nib == 0xf) {
				(*at)++;
				return 0;
			}
		}
		(*at)++;
	}
}

/* dict_read: the DICT in [at, end), named what, into d. */
static int
dict_read(struct cff *c, uint32_t at, uint32_t end, const char *what,
    struct dict *d)
{
	double st[CFF_STACK];
	unsigned sp = 0, op, b0, i;
	const unsigned char *b = c->b;

	memset(d, 0, sizeof(*d));
	while (at < end) {
		b0 = b[at];
		if (b0 <= 21) {
			op = b0;
			if (b0 == 12) {
				if (at + 1 >= end)
					return bad(c, "its %s ends inside an "
					    "operator", what);
				op = 32 + b[at + 1];
				at++;
				if (op >= DICT_OPS)
					return bad(c, "its %s has the unknown "
					    "operator 12 %u", what, op - 32);
			}
			at++;
			d->has[op] = 1;
			d->nv[op] = sp < 2 ? sp : 2;
			for (i = 0; i < d->nv[op]; i++)
				d->v[op][i] = st[sp - d->nv[op] + i];
			sp = 0;
			continue;
		}
		if (sp == CFF_STACK)
			return bad(c, "its %s has more than %u operands in a "
			    "row", what, CFF_STACK);
		if (b0 >= 32 && b0 <= 246) {
			st[sp++] = (int)b0 - 139;
			at++;
		} else if (b0 >= 247 && b0 <= 254) {
			if (at + 2 > end)
				return bad(c, "a number in its %s runs past "
				    "its end", what);
			st[sp++] = b0 <= 250 ? ((int)b0 - 247) * 256 +
			    b[at + 1] + 108 : -((int)b0 - 251) * 256 -
			    b[at + 1] - 108;
			at += 2;
		} else if (b0 == 28 || b0 == 29) {
			if (at + (b0 == 28 ? 3 : 5) > end)
				return bad(c, "a number in its %s runs past "
				    "its end", what);
			st[sp++] = b0 == 28 ? (int16_t)be16(b + at + 1) :
			    (double)(int32_t)be32(b + at + 1);
			at += b0 == 28 ? 3 : 5;
		} else if (b0 == 30) {
			at++;
			if (real(c, &at, end, what) < 0)
				return -1;
			st[sp++] = 0; /* (no offset is a real) */
		} else
			return bad(c, "its %s has the reserved byte %u", what,
			    b0);
	}
	return sp ? bad(c, "its %s ends with operands and no operator", what) :
	    0;
}

/* at_of: d's operand k of op as an offset below lim (what names it). */
static int
at_of(struct cff *c, const struct dict *d, unsigned op, unsigned k,
    uint32_t lim, const char *what, uint32_t *v)
{
	double x = d->nv[op] > k ? d->v[op][k] : -1;

	*v = 0;
	if (x < 0 || x > lim ||
	    x != (double)(uint32_t)x)
		return bad(c, "its %s is not a place inside the table", what);
	*v = (uint32_t)x;
	return 0;
}

/* charset: the glyph names' table at at, for nglyphs glyphs, inside the
 * CFF table (0 to 2: a predefined one). */
static int
charset(struct cff *c, uint32_t at, unsigned nglyphs)
{
	uint64_t p = at;
	unsigned fmt, covered = 1, per;

	if (at <= 2)
		return 0;
	fmt = c->b[at];
	p++;
	if (fmt == 0)
		return p + 2 * (uint64_t)(nglyphs - 1) > c->len ? bad(c,
		    "its charset runs past the table's end") : 0;
	if (fmt != 1 && fmt != 2)
		return bad(c, "its charset has format %u (0 to 2)", fmt);
	per = fmt == 1 ? 3 : 4;
	while (covered < nglyphs) {
		if (p + per > c->len)
			return bad(c, "its charset runs past the table's end");
		covered += 1 + (fmt == 1 ? c->b[p + 2] : be16(c->b + p + 2));
		p += per;
	}
	return 0;
}

/* encoding: its built-in encoding at at inside the table (0, 1: a
 * predefined one). */
static int
encoding(struct cff *c, uint32_t at)
{
	uint64_t p = at;
	unsigned fmt;

	if (at <= 1)
		return 0;
	fmt = c->b[at];
	p++;
	if (p + 1 > c->len)
		return bad(c, "its encoding runs past the table's end");
	if ((fmt & 0x7f) == 0)
		p += 1 + (uint64_t)c->b[p];
	else if ((fmt & 0x7f) == 1)
		p += 1 + 2 * (uint64_t)c->b[p];
	else
		return bad(c, "its encoding has format %u (0 or 1)",
		    fmt & 0x7f);
	if (p > c->len || ((fmt & 0x80) && (p + 1 > c->len ||
	    p + 1 + 3 * (uint64_t)c->b[p] > c->len)))
		return bad(c, "its encoding runs past the table's end");
	return 0;
}

/* A charstring run: the INDEXes it calls into, its operand stack, the
 * stems its hint masks cover. */
struct walk {
	struct cff *c;
	struct index cs, gsubr, lsubr;
	uint32_t gbias, lbias;
	double st[CFF_STACK];
	unsigned sp, stems, glyph;
	unsigned long ops, work;
	int done;
};

/* bias: the number added to a subroutine's operand (TN 5176, 16). */
static uint32_t
bias(uint32_t count)
{
	return count < 1240 ? 107 : count < 33900 ? 1131 : 32768;
}

/* Type 2 operators 12 x that compute on the stack (TN 5177, 4.5), which
 * few interpreters agree on. */
static int
arithmetic(unsigned x)
{
	static const unsigned char ops[] = { 3, 4, 5, 9, 10, 11, 12, 14, 15,
		18, 20, 21, 22, 23, 24, 26, 27, 28, 29, 30 };
	size_t i;

	for (i = 0; i < sizeof(ops); i++)
		if (ops[i] == x)
			return 1;
	return 0;
}

static int run(struct walk *w, uint32_t at, uint32_t end, unsigned depth);

/* call: the subroutine the stack's top names in x (biased by b). */
static int
call(struct walk *w, const struct index *x, uint32_t b, unsigned depth,
    const char *which)
{
	double v;
	int64_t i;
	uint32_t at, len;

	if (w->sp == 0)
		return bad(w->c, "glyph %u calls a %s subroutine with no "
		    "number", w->glyph, which);
	v = w->st[--w->sp];
	i = (int64_t)v + b;
	if (v != (double)(int64_t)v || i < 0 || i >= x->count)
		return bad(w->c, "glyph %u calls %s subroutine %lld of %u",
		    w->glyph, which, (long long)i, (unsigned)x->count);
	if (depth + 1 > FONT_CFF_NEST)
		return bad(w->c, "glyph %u nests subroutine calls more than "
		    "%u deep (a loop?)", w->glyph, FONT_CFF_NEST);
	at = object(w->c, x, (uint32_t)i, &len);
	return run(w, at, at + len, depth + 1);
}

/* push: a number onto w's stack. */
static int
push(struct walk *w, double v)
{
	if (w->sp == CFF_STACK)
		return bad(w->c, "glyph %u puts more than %u numbers on the "
		    "stack", w->glyph, CFF_STACK);
	w->st[w->sp++] = v;
	return 0;
}

/* run: the charstring in [at, end) at subroutine depth depth, until its
 * endchar (w->done) or return. */
static int
run(struct walk *w, uint32_t at, uint32_t end, unsigned depth)
{
	const unsigned char *b = w->c->b;
	unsigned b0;
	int rc;

	while (at < end) {
		if (++w->ops > FONT_CFF_OPS)
			return bad(w->c, "glyph %u runs more than %u "
			    "operators and numbers", w->glyph, FONT_CFF_OPS);
		if (++w->work > FONT_CFF_WORK)
			return bad(w->c, "its glyphs run more than %u "
			    "operators and numbers in all", FONT_CFF_WORK);
		b0 = b[at];
		if (b0 >= 32 && b0 <= 246) {
			rc = push(w, (int)b0 - 139);
			at++;
		} else if (b0 >= 247 && b0 <= 254) {
			if (at + 2 > end)
				break;
			rc = push(w, b0 <= 250 ? ((int)b0 - 247) * 256 +
			    b[at + 1] + 108 : -((int)b0 - 251) * 256 -
			    b[at + 1] - 108);
			at += 2;
		} else if (b0 == 28) {
			if (at + 3 > end)
				break;
			rc = push(w, (int16_t)be16(b + at + 1));
			at += 3;
		} else if (b0 == 255) {
			if (at + 5 > end)
				break;
			rc = push(w, (int32_t)be32(b + at + 1) / 65536.0);
			at += 5;
		} else {
			at++;
			switch (b0) {
			case 1: case 3: case 18: case 23: /* stems */
				w->stems += w->sp / 2;
				w->sp = 0;
				break;
			case 19: case 20: /* hintmask, cntrmask */
				w->stems += w->sp / 2;
				w->sp = 0;
				at += (w->stems + 7) / 8;
				if (at > end)
					return bad(w->c, "glyph %u: a hint "
					    "mask runs past its charstring's "
					    "end", w->glyph);
				break;
			case 10: case 29: /* callsubr, callgsubr */
				if ((b0 == 10 ? call(w, &w->lsubr, w->lbias,
				    depth, "local") : call(w, &w->gsubr,
				    w->gbias, depth, "global")) < 0)
					return -1;
				if (w->done)
					return 0;
				break;
			case 11:
				if (depth == 0)
					return bad(w->c, "glyph %u returns "
					    "outside a subroutine", w->glyph);
				return 0;
			case 14:
				w->done = 1;
				return 0;
			case 12:
				if (at >= end)
					return bad(w->c, "glyph %u ends inside "
					    "an operator", w->glyph);
				if (arithmetic(b[at]))
					return bad(w->c, "glyph %u uses "
					    "charstring arithmetic (operator "
					    "12 %u)", w->glyph, b[at]);
				at++;
				w->sp = 0;
				break;
			case 0: case 2: case 9: case 13: case 15: case 16:
			case 17:
				return bad(w->c, "glyph %u has the reserved "
				    "operator %u", w->glyph, b0);
			default:
				w->sp = 0;
				break;
			}
			continue;
		}
		if (rc < 0)
			return -1;
	}
	if (at < end)
		return bad(w->c, "glyph %u: a number runs past its "
		    "charstring's end", w->glyph);
	return bad(w->c, depth ? "glyph %u: a subroutine ends without "
	    "return or endchar" : "glyph %u does not end with endchar",
	    w->glyph);
}

/* glyphs: every glyph's charstring run through (an accented letter's
 * seac and a subset's closure reach glyphs no code names). */
static int
glyphs(struct walk *w)
{
	uint32_t at, len, g;

	for (g = 0; g < w->cs.count; g++) {
		at = object(w->c, &w->cs, g, &len);
		w->glyph = g;
		w->sp = w->stems = 0;
		w->ops = 0;
		w->done = 0;
		if (run(w, at, at + len, 0) < 0)
			return -1;
	}
	return 0;
}

/* top: the Top DICT: the charstrings, the Private DICT and its local
 * subroutines, the charset and the encoding. */
static int
top(struct cff *c, const struct dict *d, unsigned nglyphs, struct walk *w)
{
	struct dict pd;
	uint32_t at, size, poff, sub, i, len;

	if (d->has[32 + 30])
		return snprintf(c->why, c->n, "a CID-keyed CFF font (its Top "
		    "DICT has ROS); only a name-keyed one can be embedded as "
		    "a simple font"), -1;
	if (d->has[32 + 6] && (d->nv[32 + 6] != 1 || d->v[32 + 6][0] != 2))
		return bad(c, "charstring type %g (2)", d->nv[32 + 6] ?
		    d->v[32 + 6][0] : 0.0);
	if (!d->has[17])
		return bad(c, "no CharStrings in its Top DICT");
	if (at_of(c, d, 17, 0, c->len, "CharStrings", &at) < 0 ||
	    index_read(c, at, "CharStrings", &w->cs) < 0)
		return -1;
	if (w->cs.count != nglyphs)
		return bad(c, "%u charstrings for maxp's %u glyphs",
		    (unsigned)w->cs.count, nglyphs);
	for (i = 0; i < w->cs.count; i++) {
		(void)object(c, &w->cs, i, &len);
		if (len > CFF_CHARSTRING)
			return bad(c, "glyph %u's charstring is %u bytes (at "
			    "most %u)", (unsigned)i, (unsigned)len,
			    CFF_CHARSTRING);
	}
	if (!d->has[18])
		return bad(c, "no Private DICT in its Top DICT");
	if (at_of(c, d, 18, 0, c->len, "Private DICT's size", &size) < 0 ||
	    at_of(c, d, 18, 1, c->len, "Private DICT", &poff) < 0)
		return -1;
	if ((uint64_t)poff + size > c->len)
		return bad(c, "its Private DICT (%u bytes at %u) runs past the "
		    "table's end", (unsigned)size, (unsigned)poff);
	if (dict_read(c, poff, poff + size, "Private DICT", &pd) < 0)
		return -1;
	if (pd.has[19]) {
		if (at_of(c, &pd, 19, 0, c->len - poff, "Subrs", &sub) < 0 ||
		    index_read(c, poff + sub, "Subrs", &w->lsubr) < 0)
			return -1;
	}
	w->lbias = bias(w->lsubr.count);
	if (d->has[15] && (at_of(c, d, 15, 0, c->len - 1, "charset", &at) < 0
	    || charset(c, at, nglyphs) < 0))
		return -1;
	if (d->has[16] && (at_of(c, d, 16, 0, c->len - 1, "encoding", &at) <
	    0 || encoding(c, at) < 0))
		return -1;
	return 0;
}

int
font_cff_check(const unsigned char *cff, size_t len, unsigned nglyphs,
    char *why, size_t n)
{
	struct cff c = { cff, (uint32_t)len, why, n };
	struct index name, topx, str;
	struct walk w;
	struct dict d;
	uint32_t at, tlen;

	memset(&w, 0, sizeof(w));
	w.c = &c;
	if (len < 4 || len > UINT32_MAX)
		return bad(&c, "its table is %zu bytes", len);
	if (cff[0] != 1)
		return bad(&c, "version %u.%u (1)", cff[0], cff[1]);
	if (cff[2] < 4)
		return bad(&c, "its header is %u bytes (4 at least)", cff[2]);
	if (index_read(&c, cff[2], "Name", &name) < 0 ||
	    index_read(&c, name.end, "Top DICT", &topx) < 0 ||
	    index_read(&c, topx.end, "String", &str) < 0 ||
	    index_read(&c, str.end, "Global Subr", &w.gsubr) < 0)
		return -1;
	if (name.count != 1 || topx.count != 1)
		return bad(&c, "%u fonts (an OpenType font holds one)",
		    (unsigned)(name.count > topx.count ? name.count :
		    topx.count));
	w.gbias = bias(w.gsubr.count);
	at = object(&c, &topx, 0, &tlen);
	if (dict_read(&c, at, at + tlen, "Top DICT", &d) < 0 ||
	    top(&c, &d, nglyphs, &w) < 0)
		return -1;
	return glyphs(&w);
}

/* The shell's tables, in the sfnt directory's order (by tag). */
static const char shell_tags[][5] = {
	"OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp",
	"name", "post",
};
#define SHELL_TABLES (sizeof(shell_tags) / sizeof(shell_tags[0]))

/* find: the table tag of the sfnt in b (checked), NULL when none. */
static const unsigned char *
find(const unsigned char *b, const char *tag, uint32_t *len)
{
	unsigned i, nt = be16(b + 4);

	for (i = 0; i < nt; i++)
		if (memcmp(b + 12 + 16 * i, tag, 4) == 0) {
			*len = be32(b + 12 + 16 * i + 12);
			return b + be32(b + 12 + 16 * i + 8);
		}
	*len = 0;
	return NULL;
}

static void
put16(unsigned char *p, unsigned v)
{
	p[0] = (unsigned char)(v >> 8);
	p[1] = (unsigned char)v;
}

static void
put32(unsigned char *p, uint32_t v)
{
	put16(p, v >> 16);
	put16(p + 2, v & 0xffff);
}

/* sum: a table's checksum (its bytes padded to 4 with zeros). */
static uint32_t
sum(const unsigned char *p, uint32_t len)
{
	uint32_t s = 0, i;

	for (i = 0; i < len; i += 4)
		s += (uint32_t)p[i] << 24 | (i + 1 < len ? (uint32_t)p[i + 1] <<
		    16 : 0) | (i + 2 < len ? (uint32_t)p[i + 2] << 8 : 0) |
		    (i + 3 < len ? p[i + 3] : 0);
	return s;
}

unsigned char *
font_cff_shell(const unsigned char *otf, size_t len, size_t *out)
{
	const unsigned char *src[SHELL_TABLES];
	uint32_t tlen[SHELL_TABLES], mlen, at, adj;
	unsigned nglyphs, nt = 0, i, k, sel;
	unsigned char *b, maxp[32], *d, *head = NULL;
	size_t total;

	(void)len;
	nglyphs = be16(find(otf, "maxp", &mlen) + 4);
	memset(maxp, 0, sizeof(maxp));
	put32(maxp, 0x00010000u);
	put16(maxp + 4, nglyphs);
	put16(maxp + 14, 1); /* maxZones */
	total = 12;
	for (i = 0; i < SHELL_TABLES; i++) {
		if (strcmp(shell_tags[i], "maxp") == 0) {
			src[i] = maxp;
			tlen[i] = sizeof(maxp);
		} else if (strcmp(shell_tags[i], "glyf") == 0) {
			/* (every glyph empty, at offset 0: no outlines; four
			 * bytes of zeros, as a table of none is read as
			 * missing) */
			src[i] = NULL;
			tlen[i] = 4;
		} else if (strcmp(shell_tags[i], "loca") == 0) {
			src[i] = NULL;
			tlen[i] = 2 * (nglyphs + 1);
		} else
			src[i] = find(otf, shell_tags[i], &tlen[i]);
		if (src[i] || tlen[i])
			nt++;
		total += 16 + ((size_t)tlen[i] + 3) / 4 * 4;
	}
	b = mem_calloc(1, total);
	put32(b, 0x00010000u);
	put16(b + 4, nt);
	for (sel = 0; (2u << sel) <= nt; sel++)
		;
	put16(b + 6, 16u << sel);
	put16(b + 8, sel);
	put16(b + 10, nt * 16 - (16u << sel));
	d = b + 12;
	at = 12 + 16 * nt;
	for (i = 0, k = 0; i < SHELL_TABLES; i++) {
		if (!src[i] && !tlen[i])
			continue;
		/* loca and glyf stay zeros: every glyph at offset 0, empty. */
		if (src[i] && tlen[i])
			memcpy(b + at, src[i], tlen[i]);
		if (strcmp(shell_tags[i], "head") == 0) {
			head = b + at;
			put32(head + 8, 0);   /* checkSumAdjustment */
			put16(head + 50, 0);  /* indexToLocFormat: short */
		}
		memcpy(d + 16 * k, shell_tags[i], 4);
		put32(d + 16 * k + 4, sum(b + at, tlen[i]));
		put32(d + 16 * k + 8, at);
		put32(d + 16 * k + 12, tlen[i]);
		at += (tlen[i] + 3) / 4 * 4;
		k++;
	}
	adj = 0xB1B0AFBAu - sum(b, at);
	if (head)
		put32(head + 8, adj);
	*out = at;
	return b;
}
