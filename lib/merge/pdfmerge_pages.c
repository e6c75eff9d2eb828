/* pdfmerge_pages.c: an input's catalog and page tree, checked and walked
 * (see pdfmerge_int.h). */
#include <stdint.h>
#include <stdio.h>

#include "core/mem.h"
#include "merge/pdfmerge_int.h"

/* The keys a catalog may have: anything else (outlines, names, forms,
 * structure) belongs to the whole of one file, which a merge would cut. */
static const char *const catalog_keys[] = {
	"Type", "Pages", "OutputIntents", "Metadata", "Version",
	"ViewerPreferences", "PageLayout", "PageMode", "Lang", "MarkInfo",
	"DPartRoot", /* PDF/VT: the records' tree, made anew (pdfmerge_vt.c) */
	"OCProperties", /* optional content, joined (pdfmerge_oc.c) */
};

/* Page attributes a page may inherit from the tree above it. */
static const char *const inherited_keys[] = {
	"Resources", "MediaBox", "CropBox", "Rotate",
};

/* is_stream: whether object num is a stream. */
static int
is_stream(struct merge *m, struct input *in, uint64_t num)
{
	const unsigned char *v, *end;

	if (num == 0 || num >= in->size || !in->off[num])
		return 0;
	end = pdfm_object(m, in, (uint32_t)num, &v);
	return end && pdfm_is_kw(pdfm_next(end, in->b + in->n), "stream");
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

	if (!pdfm_dict_get(v, end, "Contents", &cv))
		return 0;
	t = pdfm_next(cv, end);
	if (pdfm_ref(t, end, &num, &after))
		return is_stream(m, in, num) ? 0 : pdfm_fail(m, in, cv,
		    "a page's /Contents is not a stream");
	if (t.t != T_AOPEN)
		return pdfm_fail(m, in, cv, "a page's /Contents is not a "
		    "stream");
	for (t = pdfm_next(t.e, end); t.t != T_ACLOSE;
	    t = pdfm_next(after, end))
		if (!pdfm_ref(t, end, &num, &after) || !is_stream(m, in, num))
			return pdfm_fail(m, in, t.s, "a page's /Contents has "
			    "an element that is not a stream");
	return 0;
}

/*
 * page: the page num (its dictionary [v, end)), the next of *count: its
 * number in the output, listed in the root's kids, and its parent, a node
 * of its group past the root's own pages.
 */
static int
page(struct merge *m, struct input *in, uint32_t num, const unsigned char *v,
    const unsigned char *end, long *count)
{
	if (contents(m, in, v, end) < 0)
		return -1;
	if (*count >= MAX_PAGES)
		return pdfm_fail(m, in, v, "more than %ld pages in all: merge "
		    "fewer files", MAX_PAGES);
	pdfm_give(m, in, num);
	fprintf(m->kids, "%u 0 R\n", in->map[num]);
	if (pdfm_vt_page(m, in, num, v, end, *count + 1) < 0)
		return -1;
	/* Past the root's own pages, a node for each group. */
	if (*count >= TREE_DIRECT && (*count - TREE_DIRECT) % TREE_GROUP == 0) {
		m->groups = mem_grow(m->groups, &m->capgroups, m->ngroups + 1,
		    sizeof(*m->groups));
		m->groups[m->ngroups++] = m->next++;
	}
	if (*count >= TREE_DIRECT)
		in->parent[num] = m->groups[m->ngroups - 1];
	++*count;
	return 0;
}

static int pages(struct merge *m, struct input *in, uint32_t num, int depth,
    long *count);

/*
 * node: the page tree node num (its dictionary [v, end)), which becomes
 * the output's one root, and the pages below it.
 */
static int
node(struct merge *m, struct input *in, uint32_t num, const unsigned char *v,
    const unsigned char *end, int depth, long *count)
{
	const unsigned char *kv, *kend, *after, *x;
	struct token t;
	uint64_t kid;
	size_t i;

	for (i = 0; i < sizeof(inherited_keys) / sizeof(*inherited_keys);
	    i++)
		if (pdfm_dict_get(v, end, inherited_keys[i], &x))
			return pdfm_fail(m, in, v, "the page tree gives its "
			    "pages /%s: inherited page attributes are not "
			    "read", inherited_keys[i]);
	in->map[num] = OBJ_PAGES;
	if (!(kend = pdfm_dict_get(v, end, "Kids", &kv)) ||
	    (t = pdfm_next(kv, end)).t != T_AOPEN)
		return pdfm_fail(m, in, v, "page tree node %u has no /Kids "
		    "array", num);
	for (t = pdfm_next(t.e, kend); t.t != T_ACLOSE;
	    t = pdfm_next(after, kend)) {
		if (!pdfm_ref(t, kend, &kid, &after) || kid == 0 ||
		    kid >= in->size || !in->off[kid])
			return pdfm_fail(m, in, t.s, "page tree node %u has a "
			    "kid that is not an object", num);
		if (pages(m, in, (uint32_t)kid, depth + 1, count) < 0)
			return -1;
	}
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
	const unsigned char *v, *end, *tv;
	struct token t;

	if (depth > MAX_DEPTH)
		return pdfm_fail(m, in, NULL, "the page tree is deeper than %d",
		    MAX_DEPTH);
	if (in->map[num])
		return pdfm_fail(m, in, NULL, "object %u is twice in the page "
		    "tree", num);
	if (!(end = pdfm_object(m, in, num, &v)))
		return -1;
	if (!pdfm_dict_get(v, end, "Type", &tv))
		return pdfm_fail(m, in, v, "object %u in the page tree has no "
		    "/Type", num);
	t = pdfm_next(tv, end);
	if (pdfm_is_name(t, "Page"))
		return page(m, in, num, v, end, count);
	if (!pdfm_is_name(t, "Pages"))
		return pdfm_fail(m, in, v, "object %u in the page tree is "
		    "neither /Page nor /Pages", num);
	return node(m, in, num, v, end, depth, count);
}

/* known_keys: check that the catalog [v, end) has only catalog_keys. */
static int
known_keys(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *end)
{
	const unsigned char *x;
	struct token t;
	size_t i;

	for (t = pdfm_next(v, end), t = pdfm_next(t.e, end); t.t == T_NAME;
	    t = pdfm_next(x, end)) {
		for (i = 0; i < sizeof(catalog_keys) / sizeof(*catalog_keys);
		    i++)
			if (pdfm_is_name(t, catalog_keys[i]))
				break;
		if (i == sizeof(catalog_keys) / sizeof(*catalog_keys))
			return pdfm_fail(m, in, t.s, "the catalog has %.*s, "
			    "which belongs to the file as a whole: not merged",
			    (int)(t.e - t.s > 40 ? 40 : t.e - t.s), t.s);
		if (!(x = pdfm_skip_value(t.e, end)))
			return pdfm_fail(m, in, t.s, "the catalog is not a "
			    "dictionary");
	}
	return 0;
}

/*
 * pdfm_catalog: check the catalog's keys and walk its page tree; the
 * first input's is written as object 1, renumbered (its /Pages is now the
 * output's root).
 */
int
pdfm_catalog(struct merge *m, struct input *in, uint32_t num, int first,
    long *count)
{
	const unsigned char *v, *end, *pv, *x;
	uint64_t root;

	if (!(end = pdfm_object(m, in, num, &v)))
		return -1;
	if (!pdfm_dict_get(v, end, "Type", &x) ||
	    !pdfm_is_name(pdfm_next(x, end), "Catalog"))
		return pdfm_fail(m, in, v, "the trailer's /Root is not a "
		    "/Catalog");
	if (known_keys(m, in, v, end) < 0 ||
	    pdfm_vt_catalog(m, in, v, end, first) < 0)
		return -1;
	if (!pdfm_dict_get(v, end, "Pages", &pv) ||
	    !pdfm_ref(pdfm_next(pv, end), end, &root, &x))
		return pdfm_fail(m, in, v, "the catalog has no /Pages");
	if (root == 0 || root >= in->size || !in->off[root])
		return pdfm_fail(m, in, pv, "the catalog's /Pages is not an "
		    "object");
	if (pages(m, in, (uint32_t)root, 0, count) < 0)
		return -1;
	if (in->map[root] != OBJ_PAGES)
		return pdfm_fail(m, in, pv, "the catalog's /Pages is a page, "
		    "not a page tree");
	in->map[num] = OBJ_CATALOG;
	if (first && m->oc) {
		if (pdfm_oc_write_catalog(m, in, v, end) < 0)
			return -1;
	} else if (first) {
		m->catoff = m->off;
		pdfm_putf(m, "%u 0 obj\n", OBJ_CATALOG);
		pdfm_copy(m, in, v, end, 0);
		pdfm_put(m, "\nendobj\n", 8);
	}
	return pdfm_oc_catalog(m, in, v, end);
}
