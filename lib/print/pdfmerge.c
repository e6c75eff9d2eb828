/* pdfmerge.c: a streaming merge of layout-pdf's PDFs (see print/pdfmerge.h). */
#include "print/pdfmerge.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/mem.h"
#include "core/sha256.h"

/*
 * The output's objects: 1 is the catalog, written with the first input,
 * and 2 the page tree's root, written last (their places in the table are
 * filled in at the end); every other object is numbered in the order it
 * is first met and written in that order, so the table of offsets can be
 * appended as it goes.
 */
enum { OBJ_CATALOG = 1, OBJ_PAGES = 2, OBJ_FIRST = 3 };

/* Inputs larger than this, or with more objects, are not ours. */
#define MAX_INPUT ((size_t)1 << 31)
#define MAX_DEPTH 64 /* nesting of the page tree and of values */
#define XREF_ENTRY 20 /* bytes of a cross-reference entry */

/*
 * The page tree: no array may hold more than 8,191 elements (PDF 1.4
 * Annex C, which PDF/X readers follow). The root holds the first
 * TREE_DIRECT pages itself (the tree of every merge up to that size, as
 * it always was), then nodes of TREE_GROUP pages each: at most
 * TREE_DIRECT + (8191 - TREE_DIRECT) * TREE_GROUP pages in all.
 */
#define TREE_DIRECT 4096
#define TREE_GROUP 4096
#define MAX_PAGES (TREE_DIRECT + (8191L - TREE_DIRECT) * TREE_GROUP)

/* The keys a catalog may have: anything else (outlines, names, forms,
 * structure) belongs to the whole of one file, which a merge would cut. */
static const char *const catalog_keys[] = {
	"Type", "Pages", "OutputIntents", "Metadata", "Version",
	"ViewerPreferences", "PageLayout", "PageMode", "Lang", "MarkInfo",
};

/* Page attributes a page may inherit from the tree above it. */
static const char *const inherited_keys[] = {
	"Resources", "MediaBox", "CropBox", "Rotate",
};

enum tok {
	T_END, T_ERR, T_INT, T_REAL, T_NAME, T_STR, T_DOPEN, T_DCLOSE,
	T_AOPEN, T_ACLOSE, T_KW
};

struct token {
	enum tok t;
	const unsigned char *s, *e; /* its bytes */
	uint64_t v;                 /* T_INT: its value (saturated) */
};

/* One input, read whole. */
struct input {
	const char *name;
	unsigned char *b;
	size_t n;
	uint32_t size;  /* the trailer's /Size */
	uint64_t *off;  /* each object's offset; 0: free or absent */
	uint32_t *map;  /* its number in the output; 0: not met yet */
	uint32_t *parent; /* a page's parent in the output: 0 for the root */
	uint32_t *queue; /* objects met, in the order met */
	size_t qhead, qtail;
};

/* The output: counted and hashed as it is written. */
struct merge {
	FILE *out, *xref, *kids;
	uint64_t off;
	uint64_t catoff; /* where the catalog (object 1) was written */
	struct sha256 h;
	int werr;
	uint32_t next; /* the next object number to give: when every queue
			* is written, the table's size */
	uint32_t xnext;  /* the table's entry the file is at */
	uint32_t *groups; /* the page tree's inner nodes, in order */
	size_t ngroups, capgroups;
	char *err;
	size_t errlen;
};

static int
fail(struct merge *m, const struct input *in, const unsigned char *at,
    const char *fmt, ...)
{
	va_list ap;
	int k = 0;

	if (in && at)
		k = snprintf(m->err, m->errlen, "%s: at byte %zu: ", in->name,
		    (size_t)(at - in->b));
	else if (in)
		k = snprintf(m->err, m->errlen, "%s: ", in->name);
	if (k < 0 || (size_t)k >= m->errlen)
		return -1;
	va_start(ap, fmt);
	vsnprintf(m->err + k, m->errlen - k, fmt, ap);
	va_end(ap);
	return -1;
}

static void
put(struct merge *m, const void *p, size_t n)
{
	if (!n)
		return;
	if (fwrite(p, 1, n, m->out) != n)
		m->werr = errno ? errno : EIO;
	sha256_update(&m->h, p, n);
	m->off += n;
}

static void
putf(struct merge *m, const char *fmt, ...)
{
	char buf[128];
	va_list ap;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	put(m, buf, k < 0 ? 0 : (size_t)k < sizeof(buf) ? (size_t)k :
	    sizeof(buf) - 1);
}

/*
 * xref_entry: the table's entry for object num, written at off, in its
 * place (objects are mostly written in the order of their numbers, but
 * the catalog and the page tree's nodes are written out of turn).
 */
static void
xref_entry(struct merge *m, uint32_t num, uint64_t off)
{
	char entry[XREF_ENTRY + 1];

	snprintf(entry, sizeof(entry), "%010llu 00000 n\r\n",
	    (unsigned long long)off);
	/* A seek flushes the buffer: only when out of turn. */
	if ((num != m->xnext && fseek(m->xref, (long)num * XREF_ENTRY,
	    SEEK_SET) != 0) ||
	    fwrite(entry, 1, XREF_ENTRY, m->xref) != XREF_ENTRY)
		m->werr = errno ? errno : EIO;
	m->xnext = num + 1;
}

/* Lexing (PDF 32000-1 7.2, 7.3). */

static int
is_space(int c)
{
	return c == 0 || c == '\t' || c == '\n' || c == '\f' || c == '\r' ||
	    c == ' ';
}

static int
is_delim(int c)
{
	return c == '(' || c == ')' || c == '<' || c == '>' || c == '[' ||
	    c == ']' || c == '{' || c == '}' || c == '/' || c == '%';
}

static const unsigned char *
skip_space(const unsigned char *p, const unsigned char *e)
{
	while (p < e) {
		if (is_space(*p))
			p++;
		else if (*p == '%')
			while (p < e && *p != '\n' && *p != '\r')
				p++;
		else
			break;
	}
	return p;
}

/* next: the token at p (after any space); t.e is where the next starts. */
static struct token
next(const unsigned char *p, const unsigned char *e)
{
	struct token t = { T_END, NULL, NULL, 0 };
	int depth;

	p = skip_space(p, e);
	t.s = t.e = p;
	if (p >= e)
		return t;
	switch (*p) {
	case '(':
		for (depth = 0; p < e; p++) {
			if (*p == '\\')
				p++;
			else if (*p == '(')
				depth++;
			else if (*p == ')' && --depth == 0)
				break;
		}
		t.t = p < e ? T_STR : T_ERR;
		t.e = p < e ? p + 1 : e;
		return t;
	case '<':
		if (p + 1 < e && p[1] == '<') {
			t.t = T_DOPEN;
			t.e = p + 2;
			return t;
		}
		while (p < e && *p != '>')
			p++;
		t.t = p < e ? T_STR : T_ERR;
		t.e = p < e ? p + 1 : e;
		return t;
	case '>':
		t.t = p + 1 < e && p[1] == '>' ? T_DCLOSE : T_ERR;
		t.e = p + (t.t == T_DCLOSE ? 2 : 1);
		return t;
	case '[':
	case ']':
		t.t = *p == '[' ? T_AOPEN : T_ACLOSE;
		t.e = p + 1;
		return t;
	case ')':
	case '{':
	case '}':
		t.t = *p == ')' ? T_ERR : T_KW;
		t.e = p + 1;
		return t;
	case '/':
		for (p++; p < e && !is_space(*p) && !is_delim(*p); p++)
			;
		t.t = T_NAME;
		t.e = p;
		return t;
	}
	for (; p < e && !is_space(*p) && !is_delim(*p); p++)
		;
	t.e = p;
	t.t = T_KW;
	{
		const unsigned char *q = t.s;
		int digits = 0, dot = 0, bad = 0;

		if (*q == '+' || *q == '-')
			q++;
		for (; q < p; q++) {
			if (*q >= '0' && *q <= '9') {
				digits = 1;
				if (t.v < UINT64_MAX / 16)
					t.v = t.v * 10 + (uint64_t)(*q - '0');
			} else if (*q == '.' && !dot)
				dot = 1;
			else
				bad = 1;
		}
		if (digits && !bad)
			t.t = dot || *t.s == '-' || *t.s == '+' ? T_REAL :
			    T_INT;
	}
	return t;
}

static int
is_kw(struct token t, const char *kw)
{
	size_t n = strlen(kw);

	return t.t == T_KW && (size_t)(t.e - t.s) == n &&
	    memcmp(t.s, kw, n) == 0;
}

static int
is_name(struct token t, const char *name)
{
	size_t n = strlen(name);

	return t.t == T_NAME && (size_t)(t.e - t.s) == n + 1 &&
	    memcmp(t.s + 1, name, n) == 0;
}

/* ref: whether the tokens from t are "NUM GEN R"; *after is past the R. */
static int
ref(struct token t, const unsigned char *e, uint64_t *num,
    const unsigned char **after)
{
	struct token g, r;

	if (t.t != T_INT)
		return 0;
	g = next(t.e, e);
	if (g.t != T_INT)
		return 0;
	r = next(g.e, e);
	if (!is_kw(r, "R"))
		return 0;
	*num = t.v;
	*after = r.e;
	return 1;
}

/* skip_value: past the value at p, or NULL when it is not one. */
static const unsigned char *
skip_value(const unsigned char *p, const unsigned char *e)
{
	struct token t = next(p, e);
	const unsigned char *after;
	uint64_t num;
	int depth = 0;

	for (;;) {
		switch (t.t) {
		case T_END:
		case T_ERR:
		case T_DCLOSE:
		case T_ACLOSE:
			if (depth == 0 || t.t == T_END || t.t == T_ERR)
				return NULL;
			depth--;
			break;
		case T_DOPEN:
		case T_AOPEN:
			if (++depth > MAX_DEPTH)
				return NULL;
			break;
		case T_INT:
			if (ref(t, e, &num, &after)) {
				if (depth == 0)
					return after;
				t = next(after, e);
				continue;
			}
			break;
		default:
			break;
		}
		if (depth == 0)
			return t.e;
		t = next(t.e, e);
	}
}

/*
 * dict_get: the value of /key in the dictionary at p (its start in *v, its
 * end returned), or NULL when the key is absent or p holds no dictionary.
 */
static const unsigned char *
dict_get(const unsigned char *p, const unsigned char *e, const char *key,
    const unsigned char **v)
{
	struct token t = next(p, e);
	const unsigned char *q;

	if (t.t != T_DOPEN)
		return NULL;
	for (;;) {
		t = next(t.e, e);
		if (t.t == T_DCLOSE)
			return NULL;
		if (t.t != T_NAME || !(q = skip_value(t.e, e)))
			return NULL;
		if (is_name(t, key)) {
			*v = skip_space(t.e, e);
			return q;
		}
		t.e = q;
	}
}

/* The input's objects. */

/* object: the value of object num (its start in *v, its end returned,
 * "stream" or "endobj" after it), or NULL when it is not where the
 * cross-reference table says. */
static const unsigned char *
object(struct merge *m, struct input *in, uint32_t num,
    const unsigned char **v)
{
	const unsigned char *e = in->b + in->n, *p, *q;
	struct token t, g, o;

	if (num == 0 || num >= in->size || !in->off[num])
		return fail(m, in, NULL, "object %u is not in its "
		    "cross-reference table", num), NULL;
	p = in->b + in->off[num];
	t = next(p, e);
	g = next(t.e, e);
	o = next(g.e, e);
	if (t.t != T_INT || t.v != num || g.t != T_INT || !is_kw(o, "obj"))
		return fail(m, in, p, "object %u is not where the "
		    "cross-reference table says", num), NULL;
	*v = skip_space(o.e, e);
	if (!(q = skip_value(*v, e)))
		return fail(m, in, *v, "object %u is not a PDF value", num),
		    NULL;
	return q;
}

/* integer: the non-negative integer that the value at v is, or refers to. */
static int
integer(struct merge *m, struct input *in, const unsigned char *v,
    uint64_t *out)
{
	const unsigned char *e = in->b + in->n, *after, *w;
	struct token t = next(v, e);
	uint64_t num;

	if (ref(t, e, &num, &after)) {
		if (num >= in->size || !object(m, in, (uint32_t)num, &w))
			return fail(m, in, v, "a length refers to no object");
		t = next(w, e);
	}
	if (t.t != T_INT)
		return fail(m, in, v, "a length is not a whole number");
	*out = t.v;
	return 0;
}

/* give: the output's number for object num of in, met now. */
static uint32_t
give(struct merge *m, struct input *in, uint64_t num)
{
	if (num == 0 || num >= in->size || !in->off[num])
		return 0; /* a reference to no object is null (7.3.10) */
	if (!in->map[num]) {
		in->map[num] = m->next++;
		in->queue[in->qtail++] = (uint32_t)num;
	}
	return in->map[num];
}

/*
 * copy: the bytes [p, e) as they are, each reference renumbered; with
 * parent, a reference to the page tree's root is to parent instead (a
 * page's /Parent, in a node below the root).
 */
static void
copy(struct merge *m, struct input *in, const unsigned char *p,
    const unsigned char *e, uint32_t parent)
{
	const unsigned char *from = p, *after;
	struct token t = next(p, e);
	uint64_t num;
	char r[32];
	uint32_t to;
	int k;

	while (t.t != T_END && t.t != T_ERR) {
		if (ref(t, e, &num, &after)) {
			put(m, from, (size_t)(t.s - from));
			to = give(m, in, num);
			if (to == OBJ_PAGES && parent)
				to = parent;
			k = to ? snprintf(r, sizeof(r), "%u 0 R", to) :
			    snprintf(r, sizeof(r), "null");
			put(m, r, (size_t)k);
			from = after;
			t = next(after, e);
			continue;
		}
		t = next(t.e, e);
	}
	put(m, from, (size_t)(e - from));
}

/* write_object: object num of in, renumbered, with its stream. */
static int
write_object(struct merge *m, struct input *in, uint32_t num)
{
	const unsigned char *e = in->b + in->n, *v, *end, *lv, *data;
	struct token t;
	uint64_t len = 0;

	if (!(end = object(m, in, num, &v)))
		return -1;
	/* Objects are written in the order they were numbered (a queue). */
	xref_entry(m, in->map[num], m->off);
	putf(m, "%u 0 obj\n", in->map[num]);
	copy(m, in, v, end, in->parent[num]);
	t = next(end, e);
	if (is_kw(t, "endobj")) {
		put(m, "\nendobj\n", 8);
		return 0;
	}
	if (!is_kw(t, "stream"))
		return fail(m, in, t.s, "object %u does not end with "
		    "endobj", num);
	/* The data starts after the keyword's end of line (7.3.8.1). */
	data = t.e;
	if (data < e && *data == '\r')
		data++;
	if (data < e && *data == '\n')
		data++;
	if (!dict_get(v, end, "Length", &lv))
		return fail(m, in, v, "stream %u has no /Length", num);
	if (integer(m, in, lv, &len) < 0)
		return -1;
	if (len > (uint64_t)(e - data))
		return fail(m, in, data, "stream %u runs past the end of "
		    "the file", num);
	t = next(data + len, e);
	if (!is_kw(t, "endstream") || !is_kw(next(t.e, e), "endobj"))
		return fail(m, in, data + len, "stream %u is not %llu bytes "
		    "long", num, (unsigned long long)len);
	put(m, "\nstream\n", 8);
	put(m, data, (size_t)len);
	put(m, "\nendstream\nendobj\n", 18);
	return 0;
}

/* Reading an input's structure. */

static int
read_file(struct merge *m, struct input *in)
{
	struct stat st;
	FILE *f = fopen(in->name, "rb");

	if (!f)
		return fail(m, in, NULL, "%s", strerror(errno));
	if (fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) ||
	    (uint64_t)st.st_size > MAX_INPUT) {
		fclose(f);
		return fail(m, in, NULL, "not a regular file of at most 2 "
		    "GiB");
	}
	in->n = (size_t)st.st_size;
	in->b = mem_alloc(in->n ? in->n : 1);
	if (fread(in->b, 1, in->n, f) != in->n) {
		fclose(f);
		return fail(m, in, NULL, "cannot read it whole");
	}
	fclose(f);
	return 0;
}

/* version: the header's minor version (%PDF-1.x), or -1. */
static int
version(const unsigned char *b, size_t n)
{
	if (n < 8 || memcmp(b, "%PDF-1.", 7) != 0 || b[7] < '0' ||
	    b[7] > '9')
		return -1;
	return b[7] - '0';
}

/*
 * xref: the cross-reference table and the trailer; *trailer is set to the
 * trailer's dictionary.
 */
static int
xref(struct merge *m, struct input *in, const unsigned char **trailer)
{
	const unsigned char *e = in->b + in->n, *p, *s, *tp = NULL, *v;
	uint64_t start, count, i, size = 0, sx;
	struct token t, a, b, c;
	int pass;

	/* startxref is in the last kilobyte (7.5.5). */
	s = in->n > 1024 ? e - 1024 : in->b;
	for (p = e - 9; p >= s; p--)
		if (memcmp(p, "startxref", 9) == 0)
			break;
	if (p < s)
		return fail(m, in, NULL, "no startxref at its end: not a "
		    "whole PDF");
	t = next(p + 9, e);
	if (t.t != T_INT || t.v >= in->n)
		return fail(m, in, p, "startxref gives no offset in the "
		    "file");
	sx = t.v;
	/* Pass 0 finds the trailer and the highest number; pass 1 fills. */
	for (pass = 0; pass < 2; pass++) {
		t = next(in->b + sx, e);
		if (!is_kw(t, "xref"))
			return fail(m, in, t.s, "no cross-reference table "
			    "where startxref says (a cross-reference "
			    "stream is not read)");
		for (;;) {
			a = next(t.e, e);
			if (is_kw(a, "trailer"))
				break;
			b = next(a.e, e);
			if (a.t != T_INT || b.t != T_INT || a.v > UINT32_MAX ||
			    b.v > UINT32_MAX - a.v)
				return fail(m, in, a.s, "a cross-reference "
				    "section is not \"START COUNT\"");
			start = a.v;
			count = b.v;
			t = b;
			for (i = 0; i < count; i++) {
				a = next(t.e, e);
				b = next(a.e, e);
				c = next(b.e, e);
				if (a.t != T_INT || b.t != T_INT ||
				    !(is_kw(c, "n") || is_kw(c, "f")))
					return fail(m, in, a.s, "a "
					    "cross-reference entry is not "
					    "\"OFFSET GEN n|f\"");
				if (pass && is_kw(c, "n") &&
				    start + i < in->size) {
					if (b.v != 0)
						return fail(m, in, a.s, "object "
						    "%llu has generation %llu: "
						    "an updated file is not "
						    "read", (unsigned long long)
						    (start + i),
						    (unsigned long long)b.v);
					if (a.v == 0 || a.v >= in->n)
						return fail(m, in, a.s, "object "
						    "%llu's offset is outside "
						    "the file",
						    (unsigned long long)
						    (start + i));
					in->off[start + i] = a.v;
				}
				t = c;
			}
			if (start + count > size)
				size = start + count;
		}
		tp = skip_space(a.e, e);
		if (pass)
			break;
		/* The table says which objects there are; a larger /Size
		 * would only add absent ones. */
		if (next(tp, e).t != T_DOPEN)
			return fail(m, in, tp, "the trailer is not a "
			    "dictionary");
		if (dict_get(tp, e, "Prev", &v) ||
		    dict_get(tp, e, "XRefStm", &v))
			return fail(m, in, tp, "the file was updated "
			    "(/Prev): only a file written once is read");
		if (dict_get(tp, e, "Encrypt", &v))
			return fail(m, in, tp, "the file is encrypted");
		/* Each object takes more than a byte: a hostile size is
		 * refused before anything is allocated for it. */
		if (size < 2 || size > in->n)
			return fail(m, in, tp, "the cross-reference table "
			    "holds %llu objects", (unsigned long long)size);
		in->size = (uint32_t)size;
		in->off = mem_calloc(size, sizeof(*in->off));
		in->map = mem_calloc(size, sizeof(*in->map));
		in->parent = mem_calloc(size, sizeof(*in->parent));
		in->queue = mem_calloc(size, sizeof(*in->queue));
	}
	*trailer = tp;
	return 0;
}

/* trailer_ref: the object /key of the trailer refers to, or 0. */
static uint32_t
trailer_ref(struct input *in, const unsigned char *tp, const char *key)
{
	const unsigned char *e = in->b + in->n, *v, *after;
	uint64_t num;

	if (!dict_get(tp, e, key, &v) || !ref(next(v, e), e, &num,
	    &after) || num == 0 || num >= in->size || !in->off[num])
		return 0;
	return (uint32_t)num;
}

/* is_stream: whether object num is a stream. */
static int
is_stream(struct merge *m, struct input *in, uint64_t num)
{
	const unsigned char *v, *end;

	if (num == 0 || num >= in->size || !in->off[num])
		return 0;
	end = object(m, in, (uint32_t)num, &v);
	return end && is_kw(next(end, in->b + in->n), "stream");
}

/*
 * contents: check that the page dictionary [v, end) has no /Contents or
 * one that is a stream or an array of streams (7.7.3.3): a reader can
 * draw nothing else.
 */
static int
contents(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *end)
{
	const unsigned char *cv, *after;
	struct token t;
	uint64_t num;

	if (!dict_get(v, end, "Contents", &cv))
		return 0;
	t = next(cv, end);
	if (ref(t, end, &num, &after))
		return is_stream(m, in, num) ? 0 : fail(m, in, cv, "a page's "
		    "/Contents is not a stream");
	if (t.t != T_AOPEN)
		return fail(m, in, cv, "a page's /Contents is not a stream");
	for (t = next(t.e, end); t.t != T_ACLOSE; t = next(after, end))
		if (!ref(t, end, &num, &after) || !is_stream(m, in, num))
			return fail(m, in, t.s, "a page's /Contents has an "
			    "element that is not a stream");
	return 0;
}

/*
 * pages: walk the page tree from node num, giving each page its number in
 * order and listing it in the root's kids; every inner node becomes the
 * output's one root.
 */
static int
pages(struct merge *m, struct input *in, uint32_t num, int depth,
    long *count)
{
	const unsigned char *v, *end, *tv, *kv, *kend, *after, *x;
	struct token t;
	uint64_t kid;
	size_t i;

	if (depth > MAX_DEPTH)
		return fail(m, in, NULL, "the page tree is deeper than %d",
		    MAX_DEPTH);
	if (in->map[num])
		return fail(m, in, NULL, "object %u is twice in the page "
		    "tree", num);
	if (!(end = object(m, in, num, &v)))
		return -1;
	if (!dict_get(v, end, "Type", &tv))
		return fail(m, in, v, "object %u in the page tree has no "
		    "/Type", num);
	t = next(tv, end);
	if (is_name(t, "Page")) {
		if (contents(m, in, v, end) < 0)
			return -1;
		if (*count >= MAX_PAGES)
			return fail(m, in, v, "more than %ld pages in all: "
			    "merge fewer files", MAX_PAGES);
		give(m, in, num);
		fprintf(m->kids, "%u 0 R\n", in->map[num]);
		/* Past the root's own pages, a node for each group. */
		if (*count >= TREE_DIRECT && (*count - TREE_DIRECT) %
		    TREE_GROUP == 0) {
			m->groups = mem_grow(m->groups, &m->capgroups,
			    m->ngroups + 1, sizeof(*m->groups));
			m->groups[m->ngroups++] = m->next++;
		}
		if (*count >= TREE_DIRECT)
			in->parent[num] = m->groups[m->ngroups - 1];
		++*count;
		return 0;
	}
	if (!is_name(t, "Pages"))
		return fail(m, in, v, "object %u in the page tree is neither "
		    "/Page nor /Pages", num);
	for (i = 0; i < sizeof(inherited_keys) / sizeof(*inherited_keys);
	    i++)
		if (dict_get(v, end, inherited_keys[i], &x))
			return fail(m, in, v, "the page tree gives its pages "
			    "/%s: inherited page attributes are not read",
			    inherited_keys[i]);
	in->map[num] = OBJ_PAGES;
	if (!(kend = dict_get(v, end, "Kids", &kv)) ||
	    (t = next(kv, end)).t != T_AOPEN)
		return fail(m, in, v, "page tree node %u has no /Kids array",
		    num);
	for (t = next(t.e, kend); t.t != T_ACLOSE; t = next(after, kend)) {
		if (!ref(t, kend, &kid, &after) || kid == 0 ||
		    kid >= in->size || !in->off[kid])
			return fail(m, in, t.s, "page tree node %u has a kid "
			    "that is not an object", num);
		if (pages(m, in, (uint32_t)kid, depth + 1, count) < 0)
			return -1;
	}
	return 0;
}

/*
 * catalog: check the catalog's keys and walk its page tree; the first
 * input's is written as object 1, renumbered (its /Pages is now the
 * output's root).
 */
static int
catalog(struct merge *m, struct input *in, uint32_t num, int first,
    long *count)
{
	const unsigned char *v, *end, *pv, *x;
	struct token t;
	uint64_t root;
	size_t i;

	if (!(end = object(m, in, num, &v)))
		return -1;
	if (!dict_get(v, end, "Type", &x) ||
	    !is_name(next(x, end), "Catalog"))
		return fail(m, in, v, "the trailer's /Root is not a "
		    "/Catalog");
	for (t = next(v, end), t = next(t.e, end); t.t == T_NAME;
	    t = next(x, end)) {
		for (i = 0; i < sizeof(catalog_keys) / sizeof(*catalog_keys);
		    i++)
			if (is_name(t, catalog_keys[i]))
				break;
		if (i == sizeof(catalog_keys) / sizeof(*catalog_keys))
			return fail(m, in, t.s, "the catalog has %.*s, which "
			    "belongs to the file as a whole: not merged",
			    (int)(t.e - t.s > 40 ? 40 : t.e - t.s), t.s);
		if (!(x = skip_value(t.e, end)))
			return fail(m, in, t.s, "the catalog is not a "
			    "dictionary");
	}
	if (!dict_get(v, end, "Pages", &pv) ||
	    !ref(next(pv, end), end, &root, &x))
		return fail(m, in, v, "the catalog has no /Pages");
	if (root == 0 || root >= in->size || !in->off[root])
		return fail(m, in, pv, "the catalog's /Pages is not an object");
	if (pages(m, in, (uint32_t)root, 0, count) < 0)
		return -1;
	if (in->map[root] != OBJ_PAGES)
		return fail(m, in, pv, "the catalog's /Pages is a page, not a "
		    "page tree");
	in->map[num] = OBJ_CATALOG;
	if (first) {
		m->catoff = m->off;
		putf(m, "%u 0 obj\n", OBJ_CATALOG);
		copy(m, in, v, end, 0);
		put(m, "\nendobj\n", 8);
	}
	return 0;
}

static void
input_free(struct input *in)
{
	free(in->b);
	free(in->off);
	free(in->map);
	free(in->parent);
	free(in->queue);
	memset(in, 0, sizeof(*in));
}

/* merge_one: every page of input i and what they refer to. */
static int
merge_one(struct merge *m, struct input *in, int first, uint32_t *info,
    long *count)
{
	const unsigned char *tp = NULL;
	uint32_t root, inf;

	if (read_file(m, in) < 0 || xref(m, in, &tp) < 0)
		return -1;
	if (!(root = trailer_ref(in, tp, "Root")))
		return fail(m, in, tp, "the trailer has no /Root");
	if (catalog(m, in, root, first, count) < 0)
		return -1;
	if (first && (inf = trailer_ref(in, tp, "Info")))
		*info = give(m, in, inf);
	while (in->qhead < in->qtail)
		if (write_object(m, in, in->queue[in->qhead++]) < 0)
			return -1;
	return 0;
}

/* copy_file: the whole of temporary file f to the output. */
static void
copy_file(struct merge *m, FILE *f)
{
	char b[8192];
	size_t k;

	if (ferror(f) || fflush(f) != 0 || fseek(f, 0, SEEK_SET) != 0)
		m->werr = errno ? errno : EIO;
	while ((k = fread(b, 1, sizeof(b), f)) > 0)
		put(m, b, k);
	if (ferror(f))
		m->werr = errno ? errno : EIO;
}

/* copy_lines: the next n lines (or all that are left) of f. */
static void
copy_lines(struct merge *m, FILE *f, long n)
{
	char b[64];

	while (n > 0 && fgets(b, sizeof(b), f)) {
		put(m, b, strlen(b));
		if (strchr(b, '\n'))
			n--;
	}
	if (ferror(f))
		m->werr = errno ? errno : EIO;
}

long
pdfmerge_run(FILE *out, char *const *in, size_t n, char *err, size_t errlen)
{
	struct merge m;
	struct input cur;
	uint8_t digest[SHA256_LEN];
	char id[33];
	uint64_t xrefoff;
	uint32_t info = 0;
	long count = 0, status = -1;
	int v = 0, k;
	size_t i;

	memset(&m, 0, sizeof(m));
	memset(&cur, 0, sizeof(cur));
	m.out = out;
	m.err = err;
	m.errlen = errlen;
	m.next = OBJ_FIRST;
	err[0] = '\0';
	sha256_init(&m.h);
	if (n == 0) {
		fail(&m, NULL, NULL, "no PDF to merge");
		return -1;
	}
	/* The header first: the highest version of all. */
	for (i = 0; i < n; i++) {
		unsigned char h[8];
		FILE *f = fopen(in[i], "rb");
		struct input tmp = { .name = in[i] };

		k = f && fread(h, 1, 8, f) == 8 ? version(h, 8) : -1;
		if (f)
			fclose(f);
		if (k < 0) {
			fail(&m, &tmp, NULL, "%s", f ? "not a PDF (no "
			    "%PDF-1.x header)" : strerror(errno));
			return -1;
		}
		v = k > v ? k : v;
	}
	if (!(m.xref = tmpfile()) || !(m.kids = tmpfile())) {
		snprintf(err, errlen, "a temporary file: %s", strerror(errno));
		goto done;
	}
	putf(&m, "%%PDF-1.%d\n%%\xb7\xbe\xad\xaa\n", v);
	/* Entries 0 to 2; 1 and 2 are filled in at the end. */
	for (k = 0; k < 3; k++)
		if (fwrite(k ? "0000000000 00000 n\r\n" :
		    "0000000000 65535 f\r\n", 1, XREF_ENTRY, m.xref) !=
		    XREF_ENTRY)
			m.werr = errno ? errno : EIO;
	for (i = 0; i < n; i++) {
		cur.name = in[i];
		if (merge_one(&m, &cur, i == 0, &info, &count) < 0)
			goto done;
		input_free(&cur);
		if (m.werr)
			break;
	}
	if (count == 0) {
		fail(&m, NULL, NULL, "the files have no page");
		goto done;
	}
	/* The root: its own pages, then its nodes; then the nodes. */
	if (fflush(m.kids) != 0 || fseek(m.kids, 0, SEEK_SET) != 0)
		m.werr = errno ? errno : EIO;
	xref_entry(&m, OBJ_PAGES, m.off);
	putf(&m, "%u 0 obj\n<<\n/Type /Pages\n/Count %ld\n/Kids [\n",
	    OBJ_PAGES, count);
	copy_lines(&m, m.kids, TREE_DIRECT);
	for (i = 0; i < m.ngroups; i++)
		putf(&m, "%u 0 R\n", m.groups[i]);
	put(&m, "]\n>>\nendobj\n", 12);
	for (i = 0; i < m.ngroups; i++) {
		long left = count - TREE_DIRECT - (long)i * TREE_GROUP;

		xref_entry(&m, m.groups[i], m.off);
		putf(&m, "%u 0 obj\n<<\n/Type /Pages\n/Parent %u 0 R\n"
		    "/Count %ld\n/Kids [\n", m.groups[i], OBJ_PAGES,
		    left < TREE_GROUP ? left : TREE_GROUP);
		copy_lines(&m, m.kids, TREE_GROUP);
		put(&m, "]\n>>\nendobj\n", 12);
	}
	xref_entry(&m, OBJ_CATALOG, m.catoff);
	xrefoff = m.off;
	putf(&m, "xref\n0 %u\n", m.next);
	copy_file(&m, m.xref);
	/* The /ID: the first 16 bytes of the SHA-256 of all before it. */
	sha256_final(&m.h, digest, NULL);
	for (k = 0; k < 16; k++)
		snprintf(id + 2 * k, 3, "%02X", digest[k]);
	putf(&m, "trailer\n<<\n/Size %u\n/Root %u 0 R\n", m.next,
	    OBJ_CATALOG);
	if (info)
		putf(&m, "/Info %u 0 R\n", info);
	putf(&m, "/ID [<%s> <%s>]\n>>\nstartxref\n%llu\n%%%%EOF\n", id, id,
	    (unsigned long long)xrefoff);
	status = count;
done:
	if (status >= 0 && m.werr) {
		snprintf(err, errlen, "%s", strerror(m.werr));
		status = -2;
	} else if (status < 0 && !err[0])
		snprintf(err, errlen, "%s", m.werr ? strerror(m.werr) :
		    "a temporary file could not be written");
	if (status == -1 && !m.xref)
		status = -2;
	input_free(&cur);
	if (m.xref)
		fclose(m.xref);
	if (m.kids)
		fclose(m.kids);
	free(m.groups);
	return status;
}
