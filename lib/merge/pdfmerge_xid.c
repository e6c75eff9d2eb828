/*
 * pdfmerge_xid.c: one object per GTS_XID in a merge (ISO 16612-2: the
 * same identifier, the same art), so the chunks of a press-run deck share
 * the first chunk's copy of each form and image rather than bringing one
 * each; and the identifier of a form whose page number the merge fills.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/sha256.h"
#include "merge/pagemark.h"
#include "merge/pdfmerge_int.h"

/* index: where key's search starts in a table of cap (a power of two). */
static size_t
index_of(const uint8_t key[SHA256_LEN], size_t cap)
{
	size_t h = 0;
	int i;

	for (i = 0; i < 8; i++)
		h = h << 8 | key[i];
	return h & (cap - 1);
}

/* find: the entry of key in m's table, or the empty one where it goes. */
static struct pdfm_xid *
find(struct merge *m, const uint8_t key[SHA256_LEN])
{
	size_t i = index_of(key, m->capxids);

	while (m->xids[i].num &&
	    memcmp(m->xids[i].key, key, SHA256_LEN) != 0)
		i = (i + 1) & (m->capxids - 1);
	return &m->xids[i];
}

/* grow: the table twice as large (at least 64), every entry moved. */
static void
grow(struct merge *m)
{
	struct pdfm_xid *old = m->xids, *e;
	size_t i, n = m->capxids;

	m->capxids = n ? 2 * n : 64;
	m->xids = mem_calloc(m->capxids, sizeof(*m->xids));
	for (i = 0; i < n; i++)
		if (old[i].num) {
			e = find(m, old[i].key);
			*e = old[i];
		}
	free(old);
}

/* has_mark: whether the n bytes at b hold a page-number mark's head
 * (memmem is GNU's, not POSIX's). */
static int
has_mark(const unsigned char *b, size_t n)
{
	static const char head[] = PAGEMARK_HEAD;
	const size_t k = sizeof(head) - 1;
	const unsigned char *p = b, *e = b + n;

	while ((size_t)(e - p) >= k &&
	    (p = memchr(p, head[0], (size_t)(e - p) - k + 1))) {
		if (memcmp(p, head, k) == 0)
			return 1;
		p++;
	}
	return 0;
}

/*
 * probe: whether object num of in is art the merge may share: a stream
 * with a GTS_XID string, and none of the page-number marks that whoever
 * fills them makes different on each page (merge/pagemark.h); its key
 * (the identifier's digest) and its stream's digest into m->xpend. An
 * object that cannot be read is not shared: its copying says what is
 * wrong with it.
 */
static int
probe(struct merge *m, struct input *in, uint32_t num)
{
	const unsigned char *v, *end, *x, *xe, *lv, *d = NULL;
	uint64_t len = 0;
	struct token t;
	struct sha256 h;
	int rc;

	if (!(end = pdfm_object(m, in, num, &v)) ||
	    !(xe = pdfm_dict_get(v, end, "GTS_XID", &x)) ||
	    (t = pdfm_next(x, xe)).t != T_STR ||
	    (rc = pdfm_stream(m, in, num, v, end, &d, &len)) <= 0) {
		m->err[0] = '\0'; /* (told when it is copied) */
		return 0;
	}
	if (!pdfm_dict_get(v, end, "Filter", &lv) &&
	    has_mark(d, (size_t)len))
		return 0;
	sha256_begin(&h);
	sha256_add(&h, t.s, (size_t)(t.e - t.s));
	sha256_end(&h, m->xpend.key, NULL);
	sha256_begin(&h);
	sha256_add(&h, d, (size_t)len);
	sha256_end(&h, m->xpend.data, NULL);
	return 1;
}

uint32_t
pdfm_xid_shared(struct merge *m, struct input *in, uint32_t num)
{
	struct pdfm_xid *e;

	m->pending = 0;
	if (!m->share || !probe(m, in, num))
		return 0;
	if (m->capxids) {
		e = find(m, m->xpend.key);
		/* The same identifier on other bytes (another deflate level,
		 * or a producer that broke the promise) is copied. */
		if (e->num)
			return memcmp(e->data, m->xpend.data, SHA256_LEN) ? 0 :
			    e->num;
	}
	m->pending = m->nxids < PDFM_MAX_XIDS;
	return 0;
}

void
pdfm_xid_keep(struct merge *m, uint32_t to)
{
	struct pdfm_xid *e;

	if (!m->pending)
		return;
	m->pending = 0;
	if (2 * (m->nxids + 1) > m->capxids)
		grow(m);
	e = find(m, m->xpend.key);
	*e = m->xpend;
	e->num = to;
	m->nxids++;
}

int
pdfm_xid_filled(const unsigned char *x, const unsigned char *e,
    const unsigned char *data, size_t len, char out[PDFM_XID_TEXT])
{
	static const char prefix[] = "boardpress GTS_XID filled 1\n";
	struct token t = pdfm_next(x, e);
	uint8_t d[SHA256_LEN];
	struct sha256 h;

	if (t.t != T_STR)
		return -1;
	/* The art as filled: the form as its maker named it (its
	 * resources, its mark) and the bytes the mark became. */
	sha256_begin(&h);
	sha256_add(&h, prefix, sizeof(prefix) - 1);
	sha256_add(&h, t.s, (size_t)(t.e - t.s));
	sha256_add(&h, data, len);
	sha256_end(&h, d, NULL);
	memcpy(out, "(uuid:", 6);
	sha256_uuid(d, out + 6);
	out[6 + SHA256_UUID - 1] = ')';
	out[6 + SHA256_UUID] = '\0';
	return 0;
}

void
pdfm_xid_free(struct merge *m)
{
	free(m->xids);
	m->xids = NULL;
	m->nxids = m->capxids = 0;
}
