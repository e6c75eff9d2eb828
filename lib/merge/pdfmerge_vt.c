/*
 * pdfmerge_vt.c: the records of a PDF/VT merge (see pdfmerge_int.h): one
 * document part tree (ISO 16612-2, PDF 2.0 14.12) for the whole output,
 * a leaf per record (a board) in the order of the pages.
 *
 * Each input's page carries /DPart, its record's leaf: layout-pdf's
 * batches write a leaf of /DPM alone (draw/pdf.h's pdf_record), a merged
 * PDF/VT file a whole one. Either way the merge writes the leaf anew:
 * /Parent the output's root node, /Start and /End its first and last
 * page, and its /DPM with /BoardPages, the record's pages in the output
 * (any earlier /BoardPages dropped). The leaves' list goes to a temporary
 * file, and the root node and the catalog's /DPartRoot are written at the
 * end from it, so memory does not grow with the records.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/mem.h"
#include "merge/pdfmerge_int.h"

/*
 * pdfm_vt_catalog: whether the catalog [v, end) of in starts a PDF/VT
 * merge (the first input's has /DPartRoot); then the output's root and
 * root node are numbered, and the first catalog's /DPartRoot becomes
 * the output's. Every input gets its records' table.
 */
int
pdfm_vt_catalog(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *end, int first)
{
	const unsigned char *x, *a;
	uint64_t num;

	if (first && pdfm_dict_get(v, end, "DPartRoot", &x)) {
		if (!pdfm_ref(pdfm_next(x, end), end, &num, &a) ||
		    num == 0 || num >= in->size)
			return pdfm_fail(m, in, x, "the catalog's /DPartRoot "
			    "is not an object");
		if (!(m->leaves = tmpfile()))
			return pdfm_fail(m, NULL, NULL, "a temporary file: %s",
			    strerror(errno));
		m->vt = 1;
		m->dproot = m->next++;
		m->dnode = m->next++;
		in->map[num] = m->dproot;
	}
	if (m->vt)
		in->rec = mem_calloc(in->size, sizeof(*in->rec));
	return 0;
}

/*
 * pdfm_vt_page: page num of in (its dictionary [v, end)), the output's
 * page count (from 1), met in order: its record's leaf numbered when it
 * starts, its pages held together. Outside a PDF/VT merge, a page of a
 * record is refused (its tree would be cut).
 */
int
pdfm_vt_page(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *end, long count)
{
	const unsigned char *x, *a;
	uint64_t leaf;

	if (!pdfm_dict_get(v, end, "DPart", &x)) {
		in->curleaf = 0;
		return 0; /* a page of no record: a rules' key page */
	}
	if (!m->vt)
		return pdfm_fail(m, in, x, "a page of a PDF/VT record, and "
		    "the first file is not PDF/VT: not merged");
	if (!pdfm_ref(pdfm_next(x, end), end, &leaf, &a) || leaf == 0 ||
	    leaf >= in->size || !in->off[leaf] || leaf == num)
		return pdfm_fail(m, in, x, "a page's /DPart is not an object");
	if (leaf != in->curleaf) {
		if (in->rec[leaf].first)
			return pdfm_fail(m, in, x, "the pages of a record are "
			    "not together");
		/* (met before the record: a page, the tree, the catalog's
		 * /DPartRoot) */
		if (in->map[leaf])
			return pdfm_fail(m, in, x, "a page's /DPart is not a "
			    "record of its own");
		in->curleaf = (uint32_t)leaf;
		in->rec[leaf].first = count;
		in->rec[leaf].start = in->map[num];
		fprintf(m->leaves, "%u 0 R\n", pdfm_give(m, in, leaf));
		m->nleaves++;
	}
	in->rec[leaf].last = count;
	in->rec[leaf].end = in->map[num];
	return 0;
}

/* dpm: the leaf's /DPM [v, end) but its /BoardPages, copied. */
static int
dpm(struct merge *m, struct input *in, uint32_t num, const unsigned char *v,
    const unsigned char *end)
{
	const unsigned char *x, *ve;
	struct token t;

	if (!pdfm_dict_get(v, end, "DPM", &x) ||
	    (t = pdfm_next(x, end)).t != T_DOPEN)
		return pdfm_fail(m, in, v, "record %u has no /DPM dictionary",
		    num);
	for (t = pdfm_next(t.e, end); t.t == T_NAME; t = pdfm_next(ve, end)) {
		if (!(ve = pdfm_skip_value(t.e, end)))
			break;
		if (pdfm_is_name(t, "BoardPages"))
			continue;
		pdfm_copy(m, in, t.s, ve, 0);
		pdfm_put(m, "\n", 1);
	}
	if (t.t != T_DCLOSE)
		return pdfm_fail(m, in, t.s, "record %u's /DPM is not a "
		    "dictionary", num);
	return 0;
}

/* pdfm_vt_leaf: whether object num of in is a record's leaf. */
int
pdfm_vt_leaf(const struct input *in, uint32_t num)
{
	return in->rec && in->rec[num].first;
}

/* pdfm_vt_write_leaf: the leaf num of in (its dictionary [v, end)),
 * written anew. */
int
pdfm_vt_write_leaf(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *end)
{
	const struct pdfm_rec *r = &in->rec[num];

	pdfm_putf(m, "%u 0 obj\n<<\n/Type /DPart\n/Parent %u 0 R\n",
	    in->map[num], m->dnode);
	pdfm_putf(m, "/Start %u 0 R\n/End %u 0 R\n/DPM <<\n", r->start,
	    r->end);
	pdfm_putf(m, "/BoardPages [%ld %ld]\n", r->first, r->last);
	if (dpm(m, in, num, v, end) < 0)
		return -1;
	pdfm_put(m, ">>\n>>\nendobj\n", 14);
	return 0;
}

/*
 * pdfm_vt_tree: the root node (its /DParts an array of arrays of at most
 * VT_GROUP leaves each, in order) and the document part root, with the
 * records a level below the root.
 */
int
pdfm_vt_tree(struct merge *m)
{
	char b[32];
	long i;

	if (!m->vt)
		return 0;
	if (m->nleaves == 0)
		return pdfm_fail(m, NULL, NULL, "a PDF/VT file with no record");
	if (m->nleaves > VT_GROUP * 8191L)
		return pdfm_fail(m, NULL, NULL, "more than %ld records: merge "
		    "fewer files", VT_GROUP * 8191L);
	if (fflush(m->leaves) != 0 || fseek(m->leaves, 0, SEEK_SET) != 0)
		m->werr = errno ? errno : EIO;
	pdfm_xref_entry(m, m->dnode, m->off);
	pdfm_putf(m, "%u 0 obj\n<<\n/Type /DPart\n/Parent %u 0 R\n/DParts [\n",
	    m->dnode, m->dproot);
	for (i = 0; i < m->nleaves && fgets(b, sizeof(b), m->leaves); i++) {
		if (i % VT_GROUP == 0)
			pdfm_put(m, "[\n", 2);
		pdfm_putf(m, "%s", b);
		if (i % VT_GROUP == VT_GROUP - 1 || i == m->nleaves - 1)
			pdfm_put(m, "]\n", 2);
	}
	if (ferror(m->leaves) || i != m->nleaves)
		m->werr = errno ? errno : EIO;
	pdfm_put(m, "]\n>>\nendobj\n", 12);
	pdfm_xref_entry(m, m->dproot, m->off);
	pdfm_putf(m, "%u 0 obj\n<<\n/Type /DPartRoot\n/DPartRootNode %u 0 R\n",
	    m->dproot, m->dnode);
	pdfm_putf(m, "/RecordLevel 1\n/NodeNameList [/Deck /Board]\n>>\n"
	    "endobj\n");
	return 0;
}

/* vt_line: whether the XMP line [p, p + n) is a PDF/VT element
 * (pdf_meta.c writes each on a line of its own, uncompressed). */
static int
vt_line(const unsigned char *p, size_t n)
{
	return n >= 9 && memcmp(p, "<pdfvtid:", 9) == 0;
}

/*
 * plain_xmp: for pdfm_vt_plain, the XMP stream num of in written as
 * object to without its PDF/VT identification (its elements; the
 * namespace's declaration, harmless, stays).
 */
static int
plain_xmp(struct merge *m, struct input *in, uint32_t num, uint32_t to)
{
	const unsigned char *v, *end, *data, *p, *nl, *e;
	uint64_t len, kept = 0;
	int rc;

	if (!(end = pdfm_object(m, in, num, &v)))
		return -1;
	if ((rc = pdfm_stream(m, in, num, v, end, &data, &len)) <= 0)
		return rc < 0 ? -1 : pdfm_fail(m, in, v, "the catalog's "
		    "/Metadata is no stream");
	if (pdfm_dict_get(v, end, "Filter", &p))
		return pdfm_fail(m, in, v, "the PDF/VT metadata is compressed");
	e = data + len;
	for (p = data; p < e; p = nl) {
		nl = memchr(p, '\n', (size_t)(e - p));
		nl = nl ? nl + 1 : e;
		if (!vt_line(p, (size_t)(nl - p)))
			kept += (uint64_t)(nl - p);
	}
	pdfm_xref_entry(m, to, m->off);
	pdfm_putf(m, "%u 0 obj\n<< /Type /Metadata /Subtype /XML /Length "
	    "%llu >>\nstream\n", to, (unsigned long long)kept);
	for (p = data; p < e; p = nl) {
		nl = memchr(p, '\n', (size_t)(e - p));
		nl = nl ? nl + 1 : e;
		if (!vt_line(p, (size_t)(nl - p)))
			pdfm_put(m, p, (size_t)(nl - p));
	}
	pdfm_put(m, "\nendstream\nendobj\n", 18);
	return 0;
}

int
pdfm_vt_plain(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *end)
{
	static const char key[] = "/DPartRoot";
	const unsigned char *x, *xe = pdfm_dict_get(v, end, "DPartRoot", &x),
	    *k = x, *after;
	uint64_t meta = 0;
	uint32_t to = 0;

	if (xe) {
		while (k > v && strchr(" \t\r\n", k[-1]))
			k--;
		k -= sizeof(key) - 1;
		if (k < v || memcmp(k, key, sizeof(key) - 1) != 0)
			return pdfm_fail(m, in, x, "the catalog's /DPartRoot "
			    "cannot be read");
		/* The metadata's number, taken now: written after. */
		if (pdfm_dict_get(v, end, "Metadata", &x) &&
		    pdfm_ref(pdfm_next(x, end), end, &meta, &after) &&
		    meta && meta < in->size && in->off[meta] &&
		    !in->map[meta])
			to = in->map[meta] = m->next++;
	}
	m->catoff = m->off;
	pdfm_putf(m, "%u 0 obj\n", OBJ_CATALOG);
	pdfm_copy(m, in, v, xe ? k : end, 0);
	if (xe)
		pdfm_copy(m, in, xe, end, 0);
	pdfm_put(m, "\nendobj\n", 8);
	return to ? plain_xmp(m, in, (uint32_t)meta, to) : 0;
}
