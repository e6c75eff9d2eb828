/* pdfmerge.c: a streaming merge of layout-pdf's PDFs (see pdfmerge.h):
 * the driver and the output (pdfmerge_int.h lists the other files). */
#include "merge/pdfmerge.h"

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "core/sha256.h"
#include "merge/pagemark.h"
#include "merge/pdfmerge_int.h"

int
pdfm_fail(struct merge *m, const struct input *in, const unsigned char *at,
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

const char *
pdfm_werr_text(const struct merge *m)
{
	return m->toobig ? "the PDF would be larger than 9999999999 bytes, "
	    "the most its cross-reference table's ten-digit offsets can "
	    "address: split it into several files" : strerror(m->werr);
}

void
pdfm_put(struct merge *m, const void *p, size_t n)
{
	if (!n)
		return;
	if (fwrite(p, 1, n, m->out) != n)
		m->werr = errno ? errno : EIO;
	sha256_add(&m->h, p, n);
	m->off += n;
}

void
pdfm_putf(struct merge *m, const char *fmt, ...)
{
	char buf[128];
	va_list ap;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	pdfm_put(m, buf, k < 0 ? 0 : (size_t)k < sizeof(buf) ? (size_t)k :
	    sizeof(buf) - 1);
}

/*
 * pdfm_xref_entry: the table's entry for object num, written at off, in its
 * place (objects are mostly written in the order of their numbers, but
 * the catalog and the page tree's nodes are written out of turn).
 */
void
pdfm_xref_entry(struct merge *m, uint32_t num, uint64_t off)
{
	char entry[XREF_ENTRY + 1];

	/* Eleven digits would shift every entry after: the file would be
	 * corrupt, so the writing stops here (the caller discards it). */
	if (off > PDFM_MAX_OFFSET) {
		m->toobig = 1;
		m->werr = EFBIG;
		return;
	}
	snprintf(entry, sizeof(entry), "%010llu 00000 n\r\n",
	    (unsigned long long)off);
	/* A seek flushes the buffer: only when out of turn. */
	if ((num != m->xnext && fseek(m->xref, (long)num * XREF_ENTRY,
	    SEEK_SET) != 0) ||
	    fwrite(entry, 1, XREF_ENTRY, m->xref) != XREF_ENTRY)
		m->werr = errno ? errno : EIO;
	m->xnext = num + 1;
}

/* pdfm_give: the output's number for object num of in, met now. */
uint32_t
pdfm_give(struct merge *m, struct input *in, uint64_t num)
{
	if (num == 0 || num >= in->size || !in->off[num])
		return 0; /* a reference to no object is null (7.3.10) */
	if (!in->map[num]) {
		/* Art named by a GTS_XID met before is that object. */
		if ((in->map[num] = pdfm_xid_shared(m, in, (uint32_t)num)))
			return in->map[num];
		in->map[num] = m->next++;
		in->queue[in->qtail++] = (uint32_t)num;
		pdfm_xid_keep(m, in->map[num]);
	}
	return in->map[num];
}

/*
 * pdfm_copy: the bytes [p, e) as they are, each reference renumbered; with
 * parent, a reference to the page tree's root is to parent instead (a
 * page's /Parent, in a node below the root).
 */
void
pdfm_copy(struct merge *m, struct input *in, const unsigned char *p,
    const unsigned char *e, uint32_t parent)
{
	const unsigned char *from = p, *after;
	struct token t = pdfm_next(p, e);
	uint64_t num;
	char r[32];
	uint32_t to;
	int k;

	while (t.t != T_END && t.t != T_ERR) {
		if (pdfm_ref(t, e, &num, &after)) {
			pdfm_put(m, from, (size_t)(t.s - from));
			to = pdfm_give(m, in, num);
			if (to == OBJ_PAGES && parent)
				to = parent;
			k = to ? snprintf(r, sizeof(r), "%u 0 R", to) :
			    snprintf(r, sizeof(r), "null");
			pdfm_put(m, r, (size_t)k);
			from = after;
			t = pdfm_next(after, e);
			continue;
		}
		t = pdfm_next(t.e, e);
	}
	pdfm_put(m, from, (size_t)(e - from));
}

int
pdfm_stream(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *end,
    const unsigned char **data, uint64_t *len)
{
	const unsigned char *e = in->b + in->n, *lv, *d;
	struct token t = pdfm_next(end, e);

	if (pdfm_is_kw(t, "endobj"))
		return 0;
	if (!pdfm_is_kw(t, "stream"))
		return pdfm_fail(m, in, t.s, "object %u does not end with "
		    "endobj", num);
	/* The data starts after the keyword's end of line (7.3.8.1). */
	d = t.e;
	if (d < e && *d == '\r')
		d++;
	if (d < e && *d == '\n')
		d++;
	if (!pdfm_dict_get(v, end, "Length", &lv))
		return pdfm_fail(m, in, v, "stream %u has no /Length", num);
	if (pdfm_integer(m, in, lv, len) < 0)
		return -1;
	if (*len > (uint64_t)(e - d))
		return pdfm_fail(m, in, d, "stream %u runs past the end of "
		    "the file", num);
	t = pdfm_next(d + *len, e);
	if (!pdfm_is_kw(t, "endstream") ||
	    !pdfm_is_kw(pdfm_next(t.e, e), "endobj"))
		return pdfm_fail(m, in, d + *len, "stream %u is not %llu "
		    "bytes long", num, (unsigned long long)*len);
	*data = d;
	return 1;
}

/* write_object: object num of in, renumbered, with its stream. */
int
pdfm_write_object(struct merge *m, struct input *in, uint32_t num)
{
	const unsigned char *v, *end, *lv, *data, *x, *xe;
	char xid[PDFM_XID_TEXT];
	uint64_t len = 0;
	long filled = 0;
	int rc;

	if (!(end = pdfm_object(m, in, num, &v)))
		return -1;
	/* Objects are written in the order they were numbered (a queue). */
	pdfm_xref_entry(m, in->map[num], m->off);
	if (pdfm_vt_leaf(in, num))
		return pdfm_vt_write_leaf(m, in, num, v, end);
	pdfm_putf(m, "%u 0 obj\n", in->map[num]);
	if ((rc = pdfm_stream(m, in, num, v, end, &data, &len)) <= 0) {
		if (rc == 0) {
			pdfm_copy(m, in, v, end, in->parent[num]);
			pdfm_put(m, "\nendobj\n", 8);
		}
		return rc;
	}
	if (m->fill && !pdfm_dict_get(v, end, "Filter", &lv) &&
	    (filled = pagemark_fill(in->b + (data - in->b), (size_t)len,
	    PAGEMARK_DECK, (size_t)m->page0, (size_t)m->total)) < 0)
		return pdfm_fail(m, in, data, "stream %u has a page number "
		    "mark that is damaged or past the deck's %ld pages", num,
		    m->total);
	/* A form whose numbers are filled is other art than it was: its
	 * GTS_XID is made anew from what it now draws. */
	if (filled > 0 && (xe = pdfm_dict_get(v, end, "GTS_XID", &x)) &&
	    pdfm_xid_filled(x, xe, data, (size_t)len, xid) == 0) {
		pdfm_copy(m, in, v, x, in->parent[num]);
		pdfm_put(m, xid, strlen(xid));
		pdfm_copy(m, in, xe, end, in->parent[num]);
	} else {
		pdfm_copy(m, in, v, end, in->parent[num]);
	}
	pdfm_put(m, "\nstream\n", 8);
	pdfm_put(m, data, (size_t)len);
	pdfm_put(m, "\nendstream\nendobj\n", 18);
	return 0;
}

void
pdfm_input_free(struct input *in)
{
	pdfm_unmap(in);
	MEM_FREE(in->off, in->map, in->parent, in->queue, in->rec);
	memset(in, 0, sizeof(*in));
}

/* text: the literal string at v (before e), its escapes read (\ddd, \c),
 * into buf ("" when it is none). */
static void
text(const unsigned char *v, const unsigned char *e, char *buf, size_t n)
{
	struct token t = v ? pdfm_next(v, e) : (struct token){ T_END };
	const unsigned char *p;
	size_t k = 0;
	int c, d;

	if (t.t == T_STR && t.e - t.s >= 2 && *t.s == '(')
		for (p = t.s + 1; p < t.e - 1 && k + 1 < n; p++) {
			c = *p;
			if (c == '\\' && p + 1 < t.e - 1) {
				c = *++p;
				if (c >= '0' && c <= '7')
					for (c -= '0', d = 0; d < 2 &&
					    p + 1 < t.e - 1 && p[1] >= '0' &&
					    p[1] <= '7'; d++)
						c = c * 8 + (*++p - '0');
			}
			buf[k++] = (char)(c >= 32 && c < 127 ? c : '?');
		}
	buf[k] = '\0';
}

/* dict_text: text of /key in object num's dictionary ("" when none). */
void
pdfm_dict_text(struct merge *m, struct input *in, uint64_t num,
    const char *key, char *buf, size_t n)
{
	const unsigned char *v = NULL, *e, *x = NULL;

	buf[0] = '\0';
	if (num && num < in->size && in->off[num] &&
	    (e = pdfm_object(m, in, (uint32_t)num, &v)) &&
	    pdfm_dict_get(v, e, key, &x))
		text(x, e, buf, n);
}

/*
 * intent: the output intent of the catalog num of in: its condition and
 * the length of its profile, into buf ("none" when it has none).
 */
static void
intent(struct merge *m, struct input *in, uint32_t num, char *buf, size_t n)
{
	const unsigned char *v, *e, *x, *a;
	uint64_t oi = 0, prof = 0, len = 0;
	char cond[96];

	snprintf(buf, n, "none");
	if (!(e = pdfm_object(m, in, num, &v)) ||
	    !pdfm_dict_get(v, e, "OutputIntents", &x) ||
	    pdfm_next(x, e).t != T_AOPEN ||
	    !pdfm_ref(pdfm_next(pdfm_next(x, e).e, e), e, &oi, &a))
		return;
	pdfm_dict_text(m, in, oi, "OutputConditionIdentifier", cond, sizeof(cond));
	if (oi < in->size && in->off[oi] &&
	    (e = pdfm_object(m, in, (uint32_t)oi, &v)) &&
	    pdfm_dict_get(v, e, "DestOutputProfile", &x) &&
	    pdfm_ref(pdfm_next(x, e), e, &prof, &a) && prof < in->size &&
	    in->off[prof] && (e = pdfm_object(m, in, (uint32_t)prof, &v)) &&
	    pdfm_dict_get(v, e, "Length", &x))
		pdfm_integer(m, in, x, &len);
	if (len)
		snprintf(buf, n, "%s with a profile of %llu bytes", cond,
		    (unsigned long long)len);
	else
		snprintf(buf, n, "%s without a profile", cond);
}

/* vt_file: whether the catalog root of in has /DPartRoot (PDF/VT). */
static int
vt_file(struct merge *m, struct input *in, uint32_t root)
{
	const unsigned char *v, *e, *x;

	return (e = pdfm_object(m, in, root, &v)) &&
	    pdfm_dict_get(v, e, "DPartRoot", &x);
}

/*
 * same_deck: for pdfmerge_deck, input in (its trailer tp, catalog root)
 * is layout-pdf's own (Info's /Creator) and has the first input's PDF/X
 * level and output intent. Returns 0, or -1 (pdfm_fail said why).
 */
int
pdfm_same_deck(struct merge *m, struct input *in, const unsigned char *tp,
    uint32_t root)
{
	uint32_t inf = pdfm_trailer_ref(in, tp, "Info");
	char creator[64], producer[64], level[96], oi[160];

	pdfm_dict_text(m, in, inf, "Creator", creator, sizeof(creator));
	pdfm_dict_text(m, in, inf, "Producer", producer, sizeof(producer));
	if (strcmp(creator, "boardpress layout-pdf") != 0 ||
	    strncmp(producer, "Haru Free PDF Library", 21) != 0)
		return pdfm_fail(m, in, NULL, "not written by layout-pdf (made "
		    "by \"%.40s\", written by \"%.40s\"): only layout-pdf's "
		    "own PDFs are merged", creator, producer);
	/* X-1a:2001 says its level in Conformance, later ones in Version. */
	pdfm_dict_text(m, in, inf, "GTS_PDFXConformance", level, sizeof(level));
	if (!level[0])
		pdfm_dict_text(m, in, inf, "GTS_PDFXVersion", level, sizeof(level));
	if (!level[0])
		snprintf(level, sizeof(level), "no PDF/X (a proof or screen "
		    "pages)");
	if (vt_file(m, in, root))
		snprintf(level + strlen(level), sizeof(level) - strlen(level),
		    " with PDF/VT records");
	intent(m, in, root, oi, sizeof(oi));
	if (!m->level[0]) {
		snprintf(m->level, sizeof(m->level), "%s", level);
		snprintf(m->intent, sizeof(m->intent), "%s", oi);
		return 0;
	}
	if (strcmp(level, m->level) != 0)
		return pdfm_fail(m, in, NULL, "%s, the first file %s: pages "
		    "made for different uses are not merged", level, m->level);
	if (strcmp(oi, m->intent) != 0)
		return pdfm_fail(m, in, NULL, "output intent %s, the first "
		    "file's %s: a deck prints under one condition", oi,
		    m->intent);
	return 0;
}

/*
 * deck_pages: the pages of input in (catalog root) added to m->total, as
 * its page tree's root counts them (merge_files holds the tree to it).
 * Returns 0, or -1 (pdfm_fail said why).
 */
static int
deck_pages(struct merge *m, struct input *in, uint32_t root)
{
	const unsigned char *v, *e, *x, *a;
	uint64_t pages = 0, count = 0;

	if (!(e = pdfm_object(m, in, root, &v)) ||
	    !pdfm_dict_get(v, e, "Pages", &x) ||
	    !pdfm_ref(pdfm_next(x, e), e, &pages, &a) || pages >= in->size ||
	    !in->off[pages] || !(e = pdfm_object(m, in, (uint32_t)pages, &v)) ||
	    !pdfm_dict_get(v, e, "Count", &x) ||
	    pdfm_integer(m, in, x, &count) < 0 || count > MAX_PAGES)
		return m->err[0] ? -1 : pdfm_fail(m, in, NULL, "its page tree "
		    "does not count its pages");
	m->total += (long)count;
	return 0;
}

/*
 * one_deck: for pdfmerge_deck, every input checked (same_deck) before a
 * byte is written, one at a time. Returns 0, or -1 (pdfm_fail said why).
 */
static int
one_deck(struct merge *m, struct input *cur, char *const *in, size_t n)
{
	const unsigned char *tp = NULL;
	uint32_t root;
	size_t i;

	for (i = 0; i < n; i++) {
		cur->name = in[i];
		if (pdfm_read(m, cur, &tp) < 0)
			return -1;
		if (!(root = pdfm_trailer_ref(cur, tp, "Root")))
			return pdfm_fail(m, cur, tp, "the trailer has no /Root");
		if (pdfm_same_deck(m, cur, tp, root) < 0 ||
		    deck_pages(m, cur, root) < 0)
			return -1;
		m->oc |= pdfm_oc_has(m, cur, root);
		pdfm_input_free(cur);
	}
	return 0;
}

/*
 * oc_scan: whether any of the n files has optional content (m->oc), so
 * that the first catalog, written before the others are read, carries
 * the output's. A file that cannot be read is left to the merge, which
 * says why.
 */
static void
oc_scan(struct merge *m, struct input *cur, char *const *in, size_t n)
{
	const unsigned char *tp = NULL;
	uint32_t root;
	size_t i;

	for (i = 0; i < n && !m->oc; i++) {
		cur->name = in[i];
		/* Mapped: only the table, the trailer and the catalog are
		 * read from the disk, not the file's pages. */
		cur->mapped = 1;
		if (pdfm_read(m, cur, &tp) == 0 &&
		    (root = pdfm_trailer_ref(cur, tp, "Root")))
			m->oc = pdfm_oc_has(m, cur, root);
		pdfm_input_free(cur);
	}
	m->err[0] = '\0';
}

/* merge_one: every page of input i and what they refer to. */
static int
merge_one(struct merge *m, struct input *in, int first, uint32_t *info,
    long *count)
{
	const unsigned char *tp = NULL;
	uint32_t root, inf;

	if (pdfm_read(m, in, &tp) < 0)
		return -1;
	if (!(root = pdfm_trailer_ref(in, tp, "Root")))
		return pdfm_fail(m, in, tp, "the trailer has no /Root");
	if (pdfm_catalog(m, in, root, first, count) < 0)
		return -1;
	if (first && (inf = pdfm_trailer_ref(in, tp, "Info")))
		*info = pdfm_give(m, in, inf);
	while (in->qhead < in->qtail)
		if (pdfm_write_object(m, in, in->queue[in->qhead++]) < 0)
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
		pdfm_put(m, b, k);
	if (ferror(f))
		m->werr = errno ? errno : EIO;
}

/* copy_lines: the next n lines (or all that are left) of f. */
static void
copy_lines(struct merge *m, FILE *f, long n)
{
	char b[64];

	while (n > 0 && fgets(b, sizeof(b), f)) {
		pdfm_put(m, b, strlen(b));
		if (strchr(b, '\n'))
			n--;
	}
	if (ferror(f))
		m->werr = errno ? errno : EIO;
}

/*
 * header_version: the highest minor version of the inputs' headers, or
 * -1 when one is not a PDF (m's message says which).
 */
static int
header_version(struct merge *m, char *const *in, size_t n)
{
	int v = 0, k;
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char h[8];
		struct rfile rf;
		FILE *f = rfile_fopen(in[i], "rb", MAX_INPUT, &rf);
		struct input tmp = { .name = in[i] };

		k = f && fread(h, 1, 8, f) == 8 ? pdfm_version(h, 8) : -1;
		if (f)
			fclose(f);
		if (k < 0)
			return pdfm_fail(m, &tmp, NULL, "%s", f ? "not a PDF "
			    "(no %PDF-1.x header)" : rf.status == RFILE_OPEN ?
			    rf.why : "not a regular file of at most 2 GiB");
		v = k > v ? k : v;
	}
	return v;
}

/* start: the header of version 1.v, and the table's entries 0 to 2 (1
 * and 2 are filled in at the end). */
void
pdfm_start(struct merge *m, int v)
{
	int k;

	pdfm_putf(m, "%%PDF-1.%d\n%%\xb7\xbe\xad\xaa\n", v);
	for (k = 0; k < 3; k++)
		if (fwrite(k ? "0000000000 00000 n\r\n" :
		    "0000000000 65535 f\r\n", 1, XREF_ENTRY, m->xref) !=
		    XREF_ENTRY)
			m->werr = errno ? errno : EIO;
}

/* page_tree: the root: its own pages, then its nodes; then the nodes. */
void
pdfm_page_tree(struct merge *m, long count)
{
	size_t i;

	if (fflush(m->kids) != 0 || fseek(m->kids, 0, SEEK_SET) != 0)
		m->werr = errno ? errno : EIO;
	pdfm_xref_entry(m, OBJ_PAGES, m->off);
	pdfm_putf(m, "%u 0 obj\n<<\n/Type /Pages\n/Count %ld\n/Kids [\n",
	    OBJ_PAGES, count);
	copy_lines(m, m->kids, TREE_DIRECT);
	for (i = 0; i < m->ngroups; i++)
		pdfm_putf(m, "%u 0 R\n", m->groups[i]);
	pdfm_put(m, "]\n>>\nendobj\n", 12);
	for (i = 0; i < m->ngroups; i++) {
		long left = count - TREE_DIRECT - (long)i * TREE_GROUP;

		pdfm_xref_entry(m, m->groups[i], m->off);
		pdfm_putf(m, "%u 0 obj\n<<\n/Type /Pages\n/Parent %u 0 R\n"
		    "/Count %ld\n/Kids [\n", m->groups[i], OBJ_PAGES,
		    left < TREE_GROUP ? left : TREE_GROUP);
		copy_lines(m, m->kids, TREE_GROUP);
		pdfm_put(m, "]\n>>\nendobj\n", 12);
	}
}

/*
 * table_and_trailer: the cross-reference table, then the trailer, whose
 * /ID is the first 16 bytes of the SHA-256 of all before it.
 */
void
pdfm_table_and_trailer(struct merge *m, uint32_t info)
{
	uint8_t digest[SHA256_LEN];
	char id[33];
	uint64_t xrefoff;
	int k;

	pdfm_xref_entry(m, OBJ_CATALOG, m->catoff);
	xrefoff = m->off;
	pdfm_putf(m, "xref\n0 %u\n", m->next);
	copy_file(m, m->xref);
	sha256_end(&m->h, digest, NULL);
	for (k = 0; k < 16; k++)
		snprintf(id + 2 * k, 3, "%02X", digest[k]);
	pdfm_putf(m, "trailer\n<<\n/Size %u\n/Root %u 0 R\n", m->next,
	    OBJ_CATALOG);
	if (info)
		pdfm_putf(m, "/Info %u 0 R\n", info);
	pdfm_putf(m, "/ID [<%s> <%s>]\n>>\nstartxref\n%llu\n%%%%EOF\n", id, id,
	    (unsigned long long)xrefoff);
}

/* end: the run's status (see pdfmerge_run) from status so far, its
 * message made, and the memory and temporary files freed. */
static long
end(struct merge *m, struct input *cur, long status)
{
	if (status >= 0 && m->werr) {
		snprintf(m->err, m->errlen, "%s", pdfm_werr_text(m));
		status = -2;
	} else if (status < 0 && (!m->err[0] || m->toobig))
		snprintf(m->err, m->errlen, "%s", m->werr ?
		    pdfm_werr_text(m) : "a temporary file could not be "
		    "written");
	if (status == -1 && !m->xref)
		status = -2;
	pdfm_input_free(cur);
	if (m->xref)
		fclose(m->xref);
	if (m->kids)
		fclose(m->kids);
	if (m->leaves)
		fclose(m->leaves);
	free(m->groups);
	pdfm_xid_free(m);
	pdfm_oc_free(m);
	return status;
}

/*
 * too_big: -1 (m's message) when the n files hold more bytes than a
 * merged PDF can (the output is their objects, copied): refused before a
 * byte is written, rather than found past the limit hours later. A file
 * that cannot be looked at is left to the reading, which says why.
 */
static int
too_big(struct merge *m, char *const *in, size_t n)
{
	unsigned long long total = 0;
	struct stat st;
	size_t i;

	for (i = 0; i < n; i++)
		if (stat(in[i], &st) == 0 && S_ISREG(st.st_mode))
			total += (unsigned long long)st.st_size;
	if (total <= PDFM_MAX_OFFSET)
		return 0;
	return pdfm_fail(m, NULL, NULL, "the files to merge hold %llu "
	    "bytes, more than the 9999999999 a PDF's cross-reference table "
	    "can address (ten-digit offsets): merge fewer into each file",
	    total);
}

static long
merge_files(FILE *out, char *const *in, size_t n, int deck, char *err,
    size_t errlen)
{
	struct merge m;
	struct input cur;
	uint32_t info = 0;
	long count = 0, status = -1;
	int v;
	size_t i;

	memset(&m, 0, sizeof(m));
	memset(&cur, 0, sizeof(cur));
	m.out = out;
	m.err = err;
	m.errlen = errlen;
	m.next = OBJ_FIRST;
	m.share = 1;
	err[0] = '\0';
	sha256_begin(&m.h);
	if (n == 0)
		return pdfm_fail(&m, NULL, NULL, "no PDF to merge");
	if (too_big(&m, in, n) < 0)
		return -1;
	/* The header first: the highest version of all. */
	if ((v = header_version(&m, in, n)) < 0)
		return -1;
	if (deck && one_deck(&m, &cur, in, n) < 0) {
		pdfm_input_free(&cur);
		return -1;
	}
	if (!deck)
		oc_scan(&m, &cur, in, n);
	if (!(m.xref = tmpfile()) || !(m.kids = tmpfile())) {
		snprintf(err, errlen, "a temporary file: %s", strerror(errno));
		return end(&m, &cur, status);
	}
	pdfm_start(&m, v);
	m.fill = deck;
	for (i = 0; i < n; i++) {
		cur.name = in[i];
		m.page0 = count;
		if (merge_one(&m, &cur, i == 0, &info, &count) < 0)
			return end(&m, &cur, status);
		pdfm_input_free(&cur);
		if (m.werr)
			break;
	}
	if (count == 0) {
		pdfm_fail(&m, NULL, NULL, "the files have no page");
		return end(&m, &cur, status);
	}
	if (deck && count != m.total) {
		pdfm_fail(&m, NULL, NULL, "the page trees count %ld pages, "
		    "%ld found", m.total, count);
		return end(&m, &cur, status);
	}
	pdfm_page_tree(&m, count);
	if (pdfm_vt_tree(&m) < 0)
		return end(&m, &cur, status);
	pdfm_oc_tree(&m);
	pdfm_table_and_trailer(&m, info);
	return end(&m, &cur, count);
}

long
pdfmerge_run(FILE *out, char *const *in, size_t n, char *err, size_t errlen)
{
	return merge_files(out, in, n, 0, err, errlen);
}

long
pdfmerge_deck(FILE *out, char *const *in, size_t n, char *err,
    size_t errlen)
{
	return merge_files(out, in, n, 1, err, errlen);
}
