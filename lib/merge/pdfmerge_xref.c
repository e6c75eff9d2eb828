/* pdfmerge_xref.c: one input of the merge: its bytes, its cross-reference
 * table and trailer, its objects by number (see pdfmerge_int.h). */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "merge/pdfmerge_int.h"

/* read_file: in->name, whole, into in->b. */
static int
read_file(struct merge *m, struct input *in)
{
	struct rfile rf;
	FILE *f = rfile_fopen(in->name, "rb", MAX_INPUT, &rf);

	if (!f)
		return pdfm_fail(m, in, NULL, "%s", rf.status == RFILE_OPEN ?
		    rf.why : "not a regular file of at most 2 GiB");
	in->n = (size_t)rf.size;
	/* Mapped (read only), the pages of the file that are not in use can
	 * be given back as it is read (pdfm_release). */
	if (in->mapped && in->n) {
		void *p = mmap(NULL, in->n, PROT_READ, MAP_PRIVATE,
		    fileno(f), 0);

		fclose(f);
		if (p == MAP_FAILED) {
			in->mapped = 0;
			return pdfm_fail(m, in, NULL, "cannot map it: %s",
			    strerror(errno));
		}
		/* Read where needed: no read-ahead into pages not used. */
		madvise(p, in->n, MADV_RANDOM);
		in->b = p;
		return 0;
	}
	in->mapped = 0;
	in->b = mem_alloc(in->n ? in->n : 1);
	if (fread(in->b, 1, in->n, f) != in->n) {
		fclose(f);
		return pdfm_fail(m, in, NULL, "cannot read it whole");
	}
	fclose(f);
	return 0;
}

void
pdfm_release(struct input *in)
{
	if (in->mapped)
		madvise(in->b, in->n, MADV_DONTNEED);
}

void
pdfm_unmap(struct input *in)
{
	if (in->mapped)
		munmap(in->b, in->n);
	else
		free(in->b);
	in->b = NULL;
	in->mapped = 0;
}

/* pdfm_version: the header's minor version (%PDF-1.x), or -1. */
int
pdfm_version(const unsigned char *b, size_t n)
{
	if (n < 8 || memcmp(b, "%PDF-1.", 7) != 0 || b[7] < '0' ||
	    b[7] > '9')
		return -1;
	return b[7] - '0';
}

/* startxref: where the table is, as startxref says in the last
 * kilobyte (7.5.5). */
static int
startxref(struct merge *m, struct input *in, uint64_t *sx)
{
	const unsigned char *e = in->b + in->n, *p, *s;
	struct token t;

	s = in->n > 1024 ? e - 1024 : in->b;
	for (p = e - 9; p >= s; p--)
		if (memcmp(p, "startxref", 9) == 0)
			break;
	if (p < s)
		return pdfm_fail(m, in, NULL, "no startxref at its end: not a "
		    "whole PDF");
	t = pdfm_next(p + 9, e);
	if (t.t != T_INT || t.v >= in->n)
		return pdfm_fail(m, in, p, "startxref gives no offset in the "
		    "file");
	*sx = t.v;
	return 0;
}

/* in_use: the entry "OFFSET GEN n" (a and b) of object num, in in->off. */
static int
in_use(struct merge *m, struct input *in, struct token a, struct token b,
    uint64_t num)
{
	if (b.v != 0)
		return pdfm_fail(m, in, a.s, "object %llu has generation %llu: "
		    "an updated file is not read", (unsigned long long)num,
		    (unsigned long long)b.v);
	if (a.v == 0 || a.v >= in->n)
		return pdfm_fail(m, in, a.s, "object %llu's offset is outside "
		    "the file", (unsigned long long)num);
	in->off[num] = a.v;
	return 0;
}

/*
 * entries: the count entries after token *t of the section of objects
 * from start (*t is left at the last); with fill, those in use go in
 * in->off.
 */
static int
entries(struct merge *m, struct input *in, struct token *t, uint64_t start,
    uint64_t count, int fill)
{
	const unsigned char *e = in->b + in->n;
	struct token a, b, c;
	uint64_t i;

	for (i = 0; i < count; i++) {
		a = pdfm_next(t->e, e);
		b = pdfm_next(a.e, e);
		c = pdfm_next(b.e, e);
		if (a.t != T_INT || b.t != T_INT ||
		    !(pdfm_is_kw(c, "n") || pdfm_is_kw(c, "f")))
			return pdfm_fail(m, in, a.s, "a cross-reference entry "
			    "is not \"OFFSET GEN n|f\"");
		if (fill && pdfm_is_kw(c, "n") && start + i < in->size &&
		    in_use(m, in, a, b, start + i) < 0)
			return -1;
		*t = c;
	}
	return 0;
}

/*
 * sections: the table at offset sx, section by section up to "trailer":
 * *size grows to past its highest object, *tp is set to the trailer's
 * dictionary; with fill, the offsets go in in->off.
 */
static int
sections(struct merge *m, struct input *in, uint64_t sx, int fill,
    uint64_t *size, const unsigned char **tp)
{
	const unsigned char *e = in->b + in->n;
	struct token t, a, b;

	t = pdfm_next(in->b + sx, e);
	if (!pdfm_is_kw(t, "xref"))
		return pdfm_fail(m, in, t.s, "no cross-reference table where "
		    "startxref says (a cross-reference stream is not read)");
	for (;;) {
		a = pdfm_next(t.e, e);
		if (pdfm_is_kw(a, "trailer"))
			break;
		b = pdfm_next(a.e, e);
		if (a.t != T_INT || b.t != T_INT || a.v > UINT32_MAX ||
		    b.v > UINT32_MAX - a.v)
			return pdfm_fail(m, in, a.s, "a cross-reference "
			    "section is not \"START COUNT\"");
		t = b;
		if (entries(m, in, &t, a.v, b.v, fill) < 0)
			return -1;
		if (a.v + b.v > *size)
			*size = a.v + b.v;
	}
	*tp = pdfm_skip_space(a.e, e);
	return 0;
}

/*
 * check_trailer: the trailer at tp is a dictionary, of a file written
 * once and not encrypted; then in's arrays for its size objects.
 */
static int
check_trailer(struct merge *m, struct input *in, const unsigned char *tp,
    uint64_t size)
{
	const unsigned char *e = in->b + in->n, *v;

	/* The table says which objects there are; a larger /Size would only
	 * add absent ones. */
	if (pdfm_next(tp, e).t != T_DOPEN)
		return pdfm_fail(m, in, tp, "the trailer is not a dictionary");
	if (pdfm_dict_get(tp, e, "Prev", &v) ||
	    pdfm_dict_get(tp, e, "XRefStm", &v))
		return pdfm_fail(m, in, tp, "the file was updated (/Prev): "
		    "only a file written once is read");
	if (pdfm_dict_get(tp, e, "Encrypt", &v))
		return pdfm_fail(m, in, tp, "the file is encrypted");
	/* Each object takes more than a byte: a hostile size is refused
	 * before anything is allocated for it. */
	if (size < 2 || size > in->n)
		return pdfm_fail(m, in, tp, "the cross-reference table holds "
		    "%llu objects", (unsigned long long)size);
	in->size = (uint32_t)size;
	in->off = mem_calloc(size, sizeof(*in->off));
	in->map = mem_calloc(size, sizeof(*in->map));
	in->parent = mem_calloc(size, sizeof(*in->parent));
	in->queue = mem_calloc(size, sizeof(*in->queue));
	return 0;
}

int
pdfm_read(struct merge *m, struct input *in, const unsigned char **trailer)
{
	uint64_t sx = 0, size = 0, again = 0;

	if (read_file(m, in) < 0 || startxref(m, in, &sx) < 0)
		return -1;
	/* Once for the trailer and the highest number, once to fill in. */
	if (sections(m, in, sx, 0, &size, trailer) < 0 ||
	    check_trailer(m, in, *trailer, size) < 0 ||
	    sections(m, in, sx, 1, &again, trailer) < 0)
		return -1;
	return 0;
}

/* The input's objects. */

/* pdfm_object: the value of object num (its start in *v, its end
 * returned, "stream" or "endobj" after it), or NULL when it is not where
 * the cross-reference table says. */
const unsigned char *
pdfm_object(struct merge *m, struct input *in, uint32_t num,
    const unsigned char **v)
{
	const unsigned char *e = in->b + in->n, *p, *q;
	struct token t, g, o;

	if (num == 0 || num >= in->size || !in->off[num])
		return pdfm_fail(m, in, NULL, "object %u is not in its "
		    "cross-reference table", num), NULL;
	p = in->b + in->off[num];
	t = pdfm_next(p, e);
	g = pdfm_next(t.e, e);
	o = pdfm_next(g.e, e);
	if (t.t != T_INT || t.v != num || g.t != T_INT || !pdfm_is_kw(o, "obj"))
		return pdfm_fail(m, in, p, "object %u is not where the "
		    "cross-reference table says", num), NULL;
	*v = pdfm_skip_space(o.e, e);
	if (!(q = pdfm_skip_value(*v, e)))
		return pdfm_fail(m, in, *v, "object %u is not a PDF value",
		    num), NULL;
	return q;
}

/* pdfm_integer: the non-negative integer that the value at v is, or
 * refers to. */
int
pdfm_integer(struct merge *m, struct input *in, const unsigned char *v,
    uint64_t *out)
{
	const unsigned char *e = in->b + in->n, *after, *w;
	struct token t = pdfm_next(v, e);
	uint64_t num;

	if (pdfm_ref(t, e, &num, &after)) {
		if (num >= in->size || !pdfm_object(m, in, (uint32_t)num, &w))
			return pdfm_fail(m, in, v, "a length refers to no "
			    "object");
		t = pdfm_next(w, e);
	}
	if (t.t != T_INT)
		return pdfm_fail(m, in, v, "a length is not a whole number");
	*out = t.v;
	return 0;
}

/* pdfm_trailer_ref: the object /key of the trailer refers to, or 0. */
uint32_t
pdfm_trailer_ref(struct input *in, const unsigned char *tp, const char *key)
{
	const unsigned char *e = in->b + in->n, *v, *after;
	uint64_t num;

	if (!pdfm_dict_get(tp, e, key, &v) ||
	    !pdfm_ref(pdfm_next(v, e), e, &num, &after) || num == 0 ||
	    num >= in->size || !in->off[num])
		return 0;
	return (uint32_t)num;
}
