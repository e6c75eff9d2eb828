/* pdfmerge_info.c: what a job ticket says of a layout-pdf PDF: its pages,
 * its first page's boxes, its PDF/X level and PDF/VT records. */
#include <stdlib.h>
#include <string.h>

#include "merge/pdfmerge.h"
#include "merge/pdfmerge_int.h"

/* box: the four numbers of the array at v (before e) into b; -1 if not. */
static int
box(const unsigned char *v, const unsigned char *e, double b[4])
{
	struct token t = pdfm_next(v, e);
	char num[40];
	int k;

	if (t.t != T_AOPEN)
		return -1;
	for (k = 0; k < 4; k++) {
		t = pdfm_next(t.e, e);
		if ((t.t != T_INT && t.t != T_REAL) ||
		    (size_t)(t.e - t.s) >= sizeof(num))
			return -1;
		memcpy(num, t.s, (size_t)(t.e - t.s));
		num[t.e - t.s] = '\0';
		b[k] = strtod(num, NULL);
	}
	return pdfm_next(t.e, e).t == T_ACLOSE ? 0 : -1;
}

/* object: the dictionary of object num of in ([*v, end)), or NULL. */
static const unsigned char *
object(struct merge *m, struct input *in, uint64_t num,
    const unsigned char **v)
{
	if (num == 0 || num >= in->size || !in->off[num])
		return NULL;
	return pdfm_object(m, in, (uint32_t)num, v);
}

/* refval: the object the value /key of [v, e) refers to, or 0. */
static uint64_t
refval(const unsigned char *v, const unsigned char *e, const char *key)
{
	const unsigned char *x, *a;
	uint64_t num = 0;

	if (!pdfm_dict_get(v, e, key, &x) || !pdfm_ref(pdfm_next(x, e), e,
	    &num, &a))
		return 0;
	return num;
}

/* first_page: the boxes of the first leaf under the page tree node num. */
static int
first_page(struct merge *m, struct input *in, uint64_t num,
    struct pdfmerge_info *pi)
{
	const unsigned char *v, *e, *x, *a;
	int depth;

	for (depth = 0; depth < MAX_DEPTH; depth++) {
		struct token t;

		if (!(e = object(m, in, num, &v)))
			return -1;
		if (!pdfm_dict_get(v, e, "Kids", &x))
			break;
		t = pdfm_next(x, e);
		if (t.t != T_AOPEN || !pdfm_ref(pdfm_next(t.e, e), e, &num,
		    &a))
			return -1;
	}
	if (depth == MAX_DEPTH || !pdfm_dict_get(v, e, "MediaBox", &x) ||
	    box(x, e, pi->media) < 0)
		return -1;
	memcpy(pi->trim, pi->media, sizeof(pi->trim));
	memcpy(pi->bleed, pi->media, sizeof(pi->bleed));
	if (pdfm_dict_get(v, e, "TrimBox", &x) && box(x, e, pi->trim) < 0)
		return -1;
	if (pdfm_dict_get(v, e, "BleedBox", &x) && box(x, e, pi->bleed) < 0)
		return -1;
	return 0;
}

/* records: the references in the arrays of the root node's /DParts. */
static long
records(struct merge *m, struct input *in, uint64_t dproot)
{
	const unsigned char *v, *e, *x, *a;
	struct token t;
	uint64_t num;
	long n = 0;
	int depth = 0;

	if (!(e = object(m, in, dproot, &v)) ||
	    !(e = object(m, in, refval(v, e, "DPartRootNode"), &v)) ||
	    !pdfm_dict_get(v, e, "DParts", &x))
		return -1;
	for (t = pdfm_next(x, e); t.t != T_END && t.t != T_ERR;
	    t = pdfm_next(t.e, e)) {
		if (t.t == T_AOPEN)
			depth++;
		else if (t.t == T_ACLOSE) {
			if (--depth == 0)
				return n;
		} else if (pdfm_ref(t, e, &num, &a)) {
			n++;
			t.e = a;
		} else if (t.t != T_INT)
			return -1;
		if (depth == 0)
			return -1;
	}
	return -1;
}

int
pdfmerge_info(const char *path, struct pdfmerge_info *pi, char *err,
    size_t errlen)
{
	struct merge m = { .err = err, .errlen = errlen };
	struct input in = { .name = path, .mapped = 1 };
	const unsigned char *tp = NULL, *v, *e, *x;
	uint64_t root, pages, count = 0, dproot;
	uint32_t inf;
	int rc = -1;

	memset(pi, 0, sizeof(*pi));
	err[0] = '\0';
	if (pdfm_read(&m, &in, &tp) < 0)
		goto out;
	if (!(root = pdfm_trailer_ref(&in, tp, "Root")) ||
	    !(e = object(&m, &in, root, &v))) {
		pdfm_fail(&m, &in, NULL, "no catalog");
		goto out;
	}
	pages = refval(v, e, "Pages");
	dproot = refval(v, e, "DPartRoot");
	if (!(e = object(&m, &in, pages, &v)) ||
	    !pdfm_dict_get(v, e, "Count", &x) ||
	    pdfm_integer(&m, &in, x, &count) < 0 || count == 0 ||
	    count > MAX_PAGES || first_page(&m, &in, pages, pi) < 0) {
		if (!err[0])
			pdfm_fail(&m, &in, NULL, "its page tree does not give "
			    "its pages and their boxes");
		goto out;
	}
	pi->pages = (long)count;
	if (dproot) {
		pi->vt = 1;
		if ((pi->records = records(&m, &in, dproot)) < 0) {
			pdfm_fail(&m, &in, NULL, "its /DPartRoot does not "
			    "list its records");
			goto out;
		}
	}
	inf = pdfm_trailer_ref(&in, tp, "Info");
	pdfm_dict_text(&m, &in, inf, "GTS_PDFXConformance", pi->level,
	    sizeof(pi->level));
	if (!pi->level[0])
		pdfm_dict_text(&m, &in, inf, "GTS_PDFXVersion", pi->level,
		    sizeof(pi->level));
	rc = 0;
out:
	pdfm_input_free(&in);
	return rc;
}
