/*
 * font_sfnt.c: a TrueType file's tables checked against one another, as
 * libharu 2.3.0 reads them (board/font_sfnt.h).
 *
 * libharu trusts the tables it reads: it sizes its hmtx array by
 * maxp.numGlyphs and fills hhea.numberOfHMetrics entries (a heap overflow
 * when the second is larger), indexes its loca copy by the glyph the cmap
 * gives (past its end when that glyph is not below numGlyphs), reads a
 * format 4 cmap's glyphIdArray one entry past its end and searches its
 * segments past the last when none ends at 0xFFFF, and divides by the
 * units per em. HarfBuzz sanitises the same tables its own way and quietly
 * mends what it does not like, so the two can disagree on a glyph or a
 * width. Every field libharu reads is checked here, each table against
 * the others, so that libharu never sees bytes it could misread and both
 * read the same font.
 */
#include "board/font_sfnt.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/be.h"

/* libharu refuses a directory of more than 10,000 bytes (16 a table). */
#define SFNT_TABLES 625

struct table {
	const unsigned char *p; /* NULL: no such table */
	uint32_t len;
};

struct sfnt {
	const unsigned char *b;
	size_t len;
	char *why;
	size_t n;
	struct table head, hhea, maxp, hmtx, loca, glyf, cmap, name, os2, post;
	struct table cff;
	unsigned nglyphs, nhm, locfmt;
	int otto;               /* an OpenType CFF font: 'CFF ' for glyf */
};

int
font_sfnt_vwhy(char *why, size_t n, const char *part, const char *fmt,
    va_list ap)
{
	int k = snprintf(why, n, "damaged: %s", part);

	if (k > 0 && (size_t)k < n)
		vsnprintf(why + k, n - (size_t)k, fmt, ap);
	return -1;
}

/* bad: "damaged: what" into f's why; -1. */
static int
bad(struct sfnt *f, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	font_sfnt_vwhy(f->why, f->n, "", fmt, ap);
	va_end(ap);
	return -1;
}

/* tag: the four bytes at r as text for a message (others as '?'). */
static void
tag(const unsigned char *r, char out[5])
{
	int i;

	for (i = 0; i < 4; i++)
		out[i] = r[i] >= 0x20 && r[i] < 0x7f ? (char)r[i] : '?';
	out[4] = '\0';
}

/* find: whether f's directory (inside the file) has a table tag. */
static int
find(const struct sfnt *f, const char *tag)
{
	unsigned i, nt = be16(f->b + 4);

	for (i = 0; i < nt; i++)
		if (memcmp(f->b + 12 + 16 * i, tag, 4) == 0)
			return 1;
	return 0;
}

/* directory: every table inside the file, each tag once; the tables
 * libharu reads found. */
static int
directory(struct sfnt *f)
{
	static const struct {
		char tag[5];
		size_t at;
	} want[] = {
		{ "head", offsetof(struct sfnt, head) },
		{ "hhea", offsetof(struct sfnt, hhea) },
		{ "maxp", offsetof(struct sfnt, maxp) },
		{ "hmtx", offsetof(struct sfnt, hmtx) },
		{ "loca", offsetof(struct sfnt, loca) },
		{ "glyf", offsetof(struct sfnt, glyf) },
		{ "cmap", offsetof(struct sfnt, cmap) },
		{ "name", offsetof(struct sfnt, name) },
		{ "OS/2", offsetof(struct sfnt, os2) },
		{ "CFF ", offsetof(struct sfnt, cff) },
		{ "post", offsetof(struct sfnt, post) },
	};
	unsigned i, j, nt = be16(f->b + 4);
	const unsigned char *r;
	struct table *t;
	char name[5];

	if (nt == 0 || 12 + 16 * (size_t)nt > f->len) {
		snprintf(f->why, f->n, "truncated (its table directory runs "
		    "past the end of the file)");
		return -1;
	}
	if (nt > SFNT_TABLES)
		return bad(f, "%u tables (at most %u)", nt, SFNT_TABLES);
	for (i = 0; i < nt; i++) {
		r = f->b + 12 + 16 * i;
		tag(r, name);
		if ((uint64_t)be32(r + 8) + be32(r + 12) > f->len) {
			snprintf(f->why, f->n, "truncated (table '%s' runs "
			    "past the end of the file)", name);
			return -1;
		}
		for (j = 0; j < i; j++)
			if (memcmp(f->b + 12 + 16 * j, r, 4) == 0)
				return bad(f, "table '%s' twice in its "
				    "directory", name);
		for (j = 0; j < sizeof(want) / sizeof(want[0]); j++)
			if (memcmp(want[j].tag, r, 4) == 0) {
				t = (struct table *)((char *)f + want[j].at);
				t->p = f->b + be32(r + 8);
				t->len = be32(r + 12);
			}
	}
	for (j = 0; j + 1 < sizeof(want) / sizeof(want[0]); j++) {
		t = (struct table *)((char *)f + want[j].at);
		/* (loca and glyf, or CFF: the outlines of one kind) */
		if (f->otto ? t == &f->loca || t == &f->glyf : t == &f->cff)
			continue;
		if (!t->p && t == &f->cff) {
			snprintf(f->why, f->n, "no 'CFF ' table (its "
			    "outlines)%s", find(f, "CFF2") ? ": CFF2 outlines "
			    "(a variable font) cannot be embedded" : "");
			return -1;
		}
		if (!t->p) {
			snprintf(f->why, f->n, "no '%s' table%s", want[j].tag,
			    strcmp(want[j].tag, "glyf") == 0 ? " (only "
			    "TrueType outlines can be embedded)" : "");
			return -1;
		}
	}
	return 0;
}

/* shorter: the table tag is shorter than need bytes? */
static int
shorter(struct sfnt *f, const struct table *t, const char *tag,
    uint64_t need)
{
	if (t->len >= need)
		return 0;
	return bad(f, "its '%s' table is %u bytes, %llu are needed", tag,
	    (unsigned)t->len, (unsigned long long)need);
}

/* head, maxp, hhea, hmtx: the units per em, the glyph count and the
 * metrics of each glyph. */
static int
metrics(struct sfnt *f)
{
	unsigned upem, v;

	if (shorter(f, &f->head, "head", 54) < 0)
		return -1;
	upem = be16(f->head.p + 18);
	if (be16(f->head.p) != 1 || be32(f->head.p + 12) != 0x5F0F3CF5u)
		return bad(f, "its 'head' table is not a version 1 header "
		    "(magic number 0x5F0F3CF5)");
	if (upem < 16 || upem > 16384)
		return bad(f, "%u units per em (16 to 16384)", upem);
	f->locfmt = be16(f->head.p + 50);
	if (f->locfmt > 1)
		return bad(f, "indexToLocFormat %u (0 or 1)", f->locfmt);
	if (shorter(f, &f->maxp, "maxp", 6) < 0)
		return -1;
	v = (unsigned)be32(f->maxp.p);
	if ((v != 0x00005000u && v != 0x00010000u) || (v == 0x00010000u &&
	    shorter(f, &f->maxp, "maxp", 32) < 0))
		return v == 0x00010000u ? -1 : bad(f, "'maxp' version "
		    "0x%08X (0.5 or 1.0)", v);
	f->nglyphs = be16(f->maxp.p + 4);
	if (f->nglyphs == 0) {
		snprintf(f->why, f->n, "no glyphs");
		return -1;
	}
	if (shorter(f, &f->hhea, "hhea", 36) < 0)
		return -1;
	if (be16(f->hhea.p) != 1)
		return bad(f, "'hhea' version %u (1)", be16(f->hhea.p));
	f->nhm = be16(f->hhea.p + 34);
	if (f->nhm == 0 || f->nhm > f->nglyphs)
		return bad(f, "hhea's numberOfHMetrics %u is not 1 to maxp's "
		    "numGlyphs %u", f->nhm, f->nglyphs);
	return shorter(f, &f->hmtx, "hmtx", 4 * (uint64_t)f->nhm + 2 *
	    (uint64_t)(f->nglyphs - f->nhm));
}

/* offset: glyph g's offset in glyf, from loca. */
static uint32_t
offset(const struct sfnt *f, unsigned g)
{
	return f->locfmt ? be32(f->loca.p + 4 * g) :
	    2 * be16(f->loca.p + 2 * g);
}

/* composite: the parts of the composite glyph at g (len bytes) inside
 * it, each an existing glyph. */
static int
composite(struct sfnt *f, unsigned id, const unsigned char *g, uint32_t len)
{
	uint32_t at = 10;
	unsigned flags, part;

	do {
		if (at + 4 > len)
			return bad(f, "glyph %u: its parts run past its end",
			    id);
		flags = be16(g + at);
		part = be16(g + at + 2);
		at += 4 + (flags & 0x0001 ? 4 : 2);
		if (flags & 0x0008)
			at += 2;
		else if (flags & 0x0040)
			at += 4;
		else if (flags & 0x0080)
			at += 8;
		if (at > len)
			return bad(f, "glyph %u: its parts run past its end",
			    id);
		if (part >= f->nglyphs)
			return bad(f, "glyph %u is made of glyph %u of %u",
			    id, part, f->nglyphs);
	} while (flags & 0x0020);
	return 0;
}

/* glyphs: loca in order and inside glyf; each glyph a header at least,
 * a composite's parts inside it. */
static int
glyphs(struct sfnt *f)
{
	uint32_t a, z;
	unsigned g;
	int nc;

	if (shorter(f, &f->loca, "loca", ((uint64_t)f->nglyphs + 1) *
	    (f->locfmt ? 4 : 2)) < 0)
		return -1;
	for (g = 0; g < f->nglyphs; g++) {
		a = offset(f, g);
		z = offset(f, g + 1);
		if (z < a || z > f->glyf.len)
			return bad(f, "glyph %u: its place in 'loca' (%u to "
			    "%u) is not inside 'glyf' (%u bytes) in order", g,
			    (unsigned)a, (unsigned)z, (unsigned)f->glyf.len);
		if (z == a)
			continue;
		if (z - a < 10)
			return bad(f, "glyph %u: %u bytes, shorter than its "
			    "header", g, (unsigned)(z - a));
		nc = (int16_t)be16(f->glyf.p + a);
		if (nc < -1)
			return bad(f, "glyph %u: numberOfContours %d", g, nc);
		if (nc == -1 && composite(f, g, f->glyf.p + a, z - a) < 0)
			return -1;
	}
	return 0;
}

/* The (3,1) format 4 subtable's arrays. */
#define SEG_END(s, i) be16((s)->cmap4 + 14 + 2 * (i))
#define SEG_START(s, i) be16((s)->cmap4 + 16 + 2 * (s)->nseg + 2 * (i))
#define SEG_DELTA(s, i) be16((s)->cmap4 + 16 + 4 * (s)->nseg + 2 * (i))
#define SEG_RANGE(s, i) be16((s)->cmap4 + 16 + 6 * (s)->nseg + 2 * (i))
#define SEG_ID(s, k) be16((s)->cmap4 + 16 + 8 * (s)->nseg + 2 * (k))

/*
 * lookup: the glyph of u (start <= u) in segment i as libharu computes
 * it into *g; -1 (*g 0) when its index into the glyphIdArray is not
 * inside the array.
 */
static int
lookup(const struct font_sfnt *s, unsigned i, unsigned u, unsigned *g)
{
	unsigned ro = SEG_RANGE(s, i);
	long idx;

	*g = 0;
	if (ro == 0) {
		*g = (u + SEG_DELTA(s, i)) & 0xffff;
		return 0;
	}
	idx = (long)(ro / 2) + (long)(u - SEG_START(s, i)) -
	    (long)(s->nseg - i);
	if (idx < 0 || idx >= (long)s->nids)
		return -1;
	*g = (SEG_ID(s, idx) + SEG_DELTA(s, i)) & 0xffff;
	return 0;
}

/* segments: the subtable's segments in order up to 0xFFFF, every code's
 * glyph inside the glyphIdArray and below numGlyphs. */
static int
segments(struct sfnt *f, const struct font_sfnt *s)
{
	unsigned i, u, g, a, z;

	if (SEG_END(s, s->nseg - 1) != 0xffff)
		return bad(f, "its character map's last segment ends at "
		    "U+%04X, not U+FFFF", SEG_END(s, s->nseg - 1));
	for (i = 0; i < s->nseg; i++) {
		a = SEG_START(s, i);
		z = SEG_END(s, i);
		if (a > z || (i > 0 && a <= SEG_END(s, i - 1)))
			return bad(f, "its character map's segment %u "
			    "(U+%04X to U+%04X) is out of order", i, a, z);
		if (SEG_RANGE(s, i) & 1)
			return bad(f, "its character map's segment %u has an "
			    "odd idRangeOffset", i);
		for (u = a; u <= z; u++) {
			if (lookup(s, i, u, &g) < 0)
				return bad(f, "its character map's U+%04X "
				    "points outside its glyphIdArray", u);
			if (g >= f->nglyphs)
				return bad(f, "its character map gives U+%04X "
				    "glyph %u of %u", u, g, f->nglyphs);
		}
	}
	return 0;
}

/* cmap: every subtable's start inside the table; the first (3,1) of
 * format 4 (libharu's) inside it, whole and in order. */
static int
cmap(struct sfnt *f, struct font_sfnt *s)
{
	const unsigned char *c = f->cmap.p;
	unsigned i, nsub, len, segx2;
	uint32_t at, take = 0;

	if (shorter(f, &f->cmap, "cmap", 4) < 0)
		return -1;
	if (be16(c) != 0)
		return bad(f, "'cmap' version %u (0)", be16(c));
	nsub = be16(c + 2);
	if (shorter(f, &f->cmap, "cmap", 4 + 8 * (uint64_t)nsub) < 0)
		return -1;
	for (i = 0; i < nsub; i++) {
		at = be32(c + 4 + 8 * i + 4);
		if ((uint64_t)at + 4 > f->cmap.len)
			return bad(f, "character map %u starts outside the "
			    "'cmap' table", i);
		if (!take && be16(c + 4 + 8 * i) == 3 &&
		    be16(c + 4 + 8 * i + 2) == 1 && be16(c + at) == 4)
			take = at;
	}
	if (!take) {
		snprintf(f->why, f->n, "no Windows Unicode character map "
		    "(cmap 3,1 in format 4), which a PDF's TrueType text is "
		    "read with");
		return -1;
	}
	if ((uint64_t)take + 14 > f->cmap.len)
		return bad(f, "its character map runs past the 'cmap' table");
	s->cmap4 = c + take;
	len = be16(s->cmap4 + 2);
	segx2 = be16(s->cmap4 + 6);
	if (segx2 < 2 || segx2 % 2)
		return bad(f, "its character map has segCountX2 %u", segx2);
	if ((uint64_t)take + len > f->cmap.len || len < 16 + 4 * segx2)
		return bad(f, "its character map (%u bytes, %u segments) "
		    "runs past its end or the 'cmap' table's", len, segx2 / 2);
	s->nseg = segx2 / 2;
	s->nids = (len - 16 - 4 * segx2) / 2;
	return segments(f, s);
}

/* The name records libharu looks for: the PostScript name (ID 6) and
 * subfamily (ID 2), in Mac Roman (1,0) or US English Unicode (3,1). */
struct names {
	/* Each one's offset in the table plus 1 (0: none, as libharu tells
	 * "none" by a zero offset from the file's start): ID 6 and 2 in Mac
	 * Roman, then in Windows Unicode. */
	uint32_t at[4];
	unsigned len[4];
};

/* name_read: the take bytes libharu reads for Mac name k (when there is
 * one) inside the table. */
static int
name_read(struct sfnt *f, const struct names *m, int k, unsigned take)
{
	if (m->at[k] && (uint64_t)m->at[k] - 1 + take > f->name.len)
		return bad(f, "a name string runs past the 'name' table");
	return 0;
}

/* name: every string inside the table; libharu's PostScript name and
 * subfamily there, short enough for it. */
static int
name(struct sfnt *f)
{
	const unsigned char *p = f->name.p, *r;
	unsigned i, count, so, l1, l2;
	struct names m;
	uint32_t at;
	int k;

	memset(&m, 0, sizeof(m));
	if (shorter(f, &f->name, "name", 6) < 0)
		return -1;
	count = be16(p + 2);
	so = be16(p + 4);
	if (shorter(f, &f->name, "name", 6 + 12 * (uint64_t)count) < 0)
		return -1;
	for (i = 0; i < count; i++) {
		r = p + 6 + 12 * i;
		at = so + be16(r + 10);
		if ((uint64_t)at + be16(r + 8) > f->name.len)
			return bad(f, "name %u runs past the 'name' table", i);
		k = -1;
		if (be16(r) == 1 && be16(r + 2) == 0)
			k = be16(r + 6) == 6 ? 0 : be16(r + 6) == 2 ? 1 : -1;
		else if (be16(r) == 3 && be16(r + 2) == 1 &&
		    be16(r + 4) == 0x0409)
			k = be16(r + 6) == 6 ? 2 : be16(r + 6) == 2 ? 3 : -1;
		if (k >= 0) {
			m.at[k] = at + 1;
			m.len[k] = be16(r + 8);
		}
	}
	if ((!m.at[0] && !m.at[2]) || (!m.at[1] && !m.at[3])) {
		snprintf(f->why, f->n, "no PostScript name and subfamily "
		    "(name IDs 6 and 2, Mac Roman or US English Unicode) in "
		    "its 'name' table");
		return -1;
	}
	l1 = m.len[0] == 0 && m.len[2] > 0 ? m.len[2] / 2 + m.len[2] % 2 :
	    m.len[0];
	l2 = m.len[1] == 0 && m.len[3] > 0 ? m.len[3] / 2 + m.len[3] % 2 :
	    m.len[1];
	if (l1 + l2 + 8 > 127)
		return bad(f, "its PostScript name and subfamily are %u bytes "
		    "(at most 119)", l1 + l2);
	/* A Mac record is read with the length found (a Windows one's, when
	 * its own is 0). */
	for (k = 0; k < 2; k++) {
		if (name_read(f, &m, k, k ? l2 : l1) < 0)
			return -1;
	}
	return 0;
}

/* os2: as long as its version makes it; an fsType libharu embeds. */
static int
os2(struct sfnt *f)
{
	unsigned v, fs;

	if (shorter(f, &f->os2, "OS/2", 78) < 0)
		return -1;
	v = be16(f->os2.p);
	if (shorter(f, &f->os2, "OS/2", v >= 5 ? 100 : v >= 2 ? 96 : v == 1 ?
	    86 : 78) < 0)
		return -1;
	fs = be16(f->os2.p + 8);
	if (fs & 0x0302) {
		snprintf(f->why, f->n, "its licence forbids %s it (OS/2 "
		    "fsType 0x%04X)", fs & 0x0202 ? "embedding" :
		    "subsetting", fs);
		return -1;
	}
	return f->post.p ? shorter(f, &f->post, "post", 32) : 0;
}

int
font_sfnt_check(const unsigned char *b, size_t len, struct font_sfnt *s,
    char *why, size_t n)
{
	struct sfnt f;

	memset(&f, 0, sizeof(f));
	memset(s, 0, sizeof(*s));
	f.b = b;
	f.len = len;
	f.why = why;
	f.n = n;
	f.otto = len >= 4 && be32(b) == 0x4F54544Fu; /* 'OTTO' */
	if (len < 12 || directory(&f) < 0 || metrics(&f) < 0 ||
	    (!f.otto && glyphs(&f) < 0) || cmap(&f, s) < 0 || name(&f) < 0 ||
	    os2(&f) < 0)
		return -1;
	s->nglyphs = f.nglyphs;
	s->cff = f.cff.p;
	s->cfflen = f.cff.len;
	return 0;
}

unsigned
font_sfnt_glyph(const struct font_sfnt *s, unsigned u)
{
	unsigned i, g;

	if (!s->cmap4 || u > 0xffff)
		return 0;
	for (i = 0; i < s->nseg && u > SEG_END(s, i); i++)
		;
	if (i == s->nseg || u < SEG_START(s, i))
		return 0;
	(void)lookup(s, i, u, &g);
	return g;
}
