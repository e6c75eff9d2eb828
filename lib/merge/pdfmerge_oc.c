/*
 * pdfmerge_oc.c: optional content in a merge (ISO 32000-1 8.11): the
 * output's one /OCProperties lists the groups of every input, and groups
 * that are the same dictionary (name, intent, ISO 19593-1 GTS_Metadata)
 * are one object, the first input's, so a deck merged from its batches
 * or chunks has one Cutting group, not one a batch.
 *
 * The first catalog is written before the other inputs are read, so
 * whether the output has optional content is found first (pdfm_oc_has on
 * each input); its catalog's /OCProperties is then an object of its own,
 * numbered with the catalog and written at the end from the groups met.
 * The groups' table is bounded (PDFM_MAX_OCGS); a configuration the
 * merge cannot carry whole (/Configs, /AS, /RBGroups, /Locked, a base
 * state, an /Order with nesting or labels) is refused, never cut.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/sha256.h"
#include "merge/pdfmerge_int.h"

enum { OC_UNSET, OC_ON, OC_OFF };

/* value: the dictionary at x (before e), or the object it refers to:
 * its start in *v, its end returned; NULL when it is neither. */
static const unsigned char *
value(struct merge *m, struct input *in, const unsigned char *x,
    const unsigned char *e, const unsigned char **v)
{
	const unsigned char *after, *end;
	uint64_t num;

	if (pdfm_ref(pdfm_next(x, e), e, &num, &after)) {
		if (num == 0 || num >= in->size || !in->off[num] ||
		    !(end = pdfm_object(m, in, (uint32_t)num, v)))
			return NULL;
		x = *v;
		e = end;
	}
	*v = pdfm_skip_space(x, e);
	return pdfm_next(*v, e).t == T_DOPEN ? pdfm_skip_value(*v, e) : NULL;
}

int
pdfm_oc_has(struct merge *m, struct input *in, uint32_t root)
{
	const unsigned char *v, *e, *x;

	return (e = pdfm_object(m, in, root, &v)) &&
	    pdfm_dict_get(v, e, "OCProperties", &x) != NULL;
}

/*
 * only_keys: -1 (pdfm_fail) when the dictionary [v, e) has a key not in
 * keys (n of them), named what; else 0.
 */
static int
only_keys(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *e, const char *const *keys, size_t n,
    const char *what)
{
	struct token t;
	const unsigned char *x;
	size_t i;

	for (t = pdfm_next(pdfm_next(v, e).e, e); t.t == T_NAME;
	    t = pdfm_next(x, e)) {
		for (i = 0; i < n && !pdfm_is_name(t, keys[i]); i++)
			;
		if (i == n)
			return pdfm_fail(m, in, t.s, "%s has %.*s, which the "
			    "merge cannot carry into one configuration: not "
			    "merged", what, (int)(t.e - t.s > 40 ? 40 :
			    t.e - t.s), t.s);
		if (!(x = pdfm_skip_value(t.e, e)))
			break;
	}
	if (t.t != T_DCLOSE)
		return pdfm_fail(m, in, t.s, "%s is not a dictionary", what);
	return 0;
}

/*
 * key: the digest of group num's dictionary [v, e), token by token (its
 * spacing aside) into key. Returns 1, or 0 when it refers to another
 * object: such a group is kept apart, never taken for another.
 */
static int
key(const unsigned char *v, const unsigned char *e, uint8_t out[SHA256_LEN])
{
	const unsigned char *after;
	struct sha256 h;
	struct token t;
	uint64_t num;

	sha256_begin(&h);
	for (t = pdfm_next(v, e); t.t != T_END && t.t != T_ERR;
	    t = pdfm_next(t.e, e)) {
		if (pdfm_ref(t, e, &num, &after))
			return 0;
		sha256_add(&h, t.s, (size_t)(t.e - t.s));
		sha256_add(&h, "", 1);
	}
	sha256_end(&h, out, NULL);
	return t.t == T_END;
}

/*
 * claim: the table's entry for group num of in (its dictionary [v, e)):
 * an earlier input's same group not yet claimed by this one (two same
 * groups of one file stay two), or a new entry. Its index, or -1.
 */
static long
claim(struct merge *m, struct input *in, uint32_t num,
    const unsigned char *v, const unsigned char *e)
{
	struct pdfm_ocg g = { .input = m->ocinput, .claimed = m->ocinput };
	size_t i;

	memset(g.key, 0, sizeof(g.key));
	g.shareable = key(v, e, g.key);
	for (i = 0; g.shareable && i < m->nocgs; i++)
		if (m->ocgs[i].shareable && m->ocgs[i].input < m->ocinput &&
		    m->ocgs[i].claimed != m->ocinput &&
		    memcmp(m->ocgs[i].key, g.key, SHA256_LEN) == 0) {
			m->ocgs[i].claimed = m->ocinput;
			in->map[num] = m->ocgs[i].num;
			return (long)i;
		}
	if (m->nocgs >= PDFM_MAX_OCGS)
		return pdfm_fail(m, in, v, "more than %d optional content "
		    "groups in all: merge fewer files", PDFM_MAX_OCGS);
	m->ocgs = mem_grow(m->ocgs, &m->capocgs, m->nocgs + 1,
	    sizeof(*m->ocgs));
	g.num = pdfm_give(m, in, num);
	m->ocgs[m->nocgs] = g;
	return (long)m->nocgs++;
}

/*
 * refs: each element of the array at x (before e), a group of in's
 * /OCGs (gi: by its number, its entry's index + 1), passed to f with its
 * index. -1 (pdfm_fail) when the value is no array of those.
 */
static int
refs(struct merge *m, struct input *in, const unsigned char *x,
    const unsigned char *e, const uint32_t *gi, const char *what,
    int (*f)(struct merge *, long))
{
	const unsigned char *after;
	struct token t = pdfm_next(x, e);
	uint64_t num;
	long k;

	if (t.t != T_AOPEN)
		return pdfm_fail(m, in, x, "%s is not an array", what);
	for (t = pdfm_next(t.e, e); t.t != T_ACLOSE;
	    t = pdfm_next(after, e)) {
		if (!pdfm_ref(t, e, &num, &after) || num >= in->size ||
		    (k = (long)gi[num] - 1) < 0)
			return pdfm_fail(m, in, t.s, "%s holds other than the "
			    "groups of /OCGs: not merged", what);
		if (f(m, k) < 0)
			return -1;
	}
	return 0;
}

static int
ordered(struct merge *m, long k)
{
	if (!m->ocgs[k].ordered) {
		m->ocgs[k].ordered = 1;
		m->order = mem_grow(m->order, &m->caporder, m->norder + 1,
		    sizeof(*m->order));
		m->order[m->norder++] = (uint32_t)k;
	}
	return 0;
}

static int
off(struct merge *m, long k)
{
	m->ocgs[k].now = OC_OFF;
	return 0;
}

static int
on(struct merge *m, long k)
{
	(void)m;
	(void)k;
	return 0;
}

/*
 * groups: the groups of in's /OCGs (the array at x, before e) claimed,
 * each new one numbered; their entries' indexes + 1 into gi, by their
 * numbers in in. 0, or -1 (pdfm_fail).
 */
static int
groups(struct merge *m, struct input *in, const unsigned char *x,
    const unsigned char *e, uint32_t *gi)
{
	const unsigned char *after, *gv, *ge, *tv;
	struct token t = pdfm_next(x, e);
	uint64_t num;
	long k;

	if (t.t != T_AOPEN)
		return pdfm_fail(m, in, x, "the catalog's /OCGs is not an "
		    "array");
	for (t = pdfm_next(t.e, e); t.t != T_ACLOSE;
	    t = pdfm_next(after, e)) {
		if (!pdfm_ref(t, e, &num, &after) || num == 0 ||
		    num >= in->size || !in->off[num] ||
		    !(ge = pdfm_object(m, in, (uint32_t)num, &gv)) ||
		    !pdfm_dict_get(gv, ge, "Type", &tv) ||
		    !pdfm_is_name(pdfm_next(tv, ge), "OCG"))
			return m->err[0] ? -1 : pdfm_fail(m, in, t.s, "an "
			    "element of /OCGs is not an optional content "
			    "group");
		/* (a page met before could not name it: its resources are
		 * copied after) */
		if (in->map[num])
			return pdfm_fail(m, in, t.s, "object %u is twice in "
			    "/OCGs, or is not a group alone",
			    (unsigned)num);
		if ((k = claim(m, in, (uint32_t)num, gv, ge)) < 0)
			return -1;
		m->ocgs[k].now = OC_ON;
		m->ocgs[k].from = (uint32_t)num;
		gi[num] = (uint32_t)k + 1;
	}
	return 0;
}

/*
 * states: each group in claimed (the current input's) is off in the
 * output when off in in, and in the same state as in every input before.
 */
static int
states(struct merge *m, struct input *in)
{
	struct pdfm_ocg *g;
	size_t i;

	for (i = 0; i < m->nocgs; i++) {
		g = &m->ocgs[i];
		if (g->claimed != m->ocinput)
			continue;
		if (g->state != OC_UNSET && g->state != g->now)
			return pdfm_fail(m, in, NULL, "optional content group "
			    "%u is %s here and %s in a file before: one "
			    "configuration cannot hold both", g->from,
			    g->now == OC_OFF ? "off" : "on",
			    g->state == OC_OFF ? "off" : "on");
		g->state = g->now;
	}
	return 0;
}

int
pdfm_oc_catalog(struct merge *m, struct input *in, const unsigned char *v,
    const unsigned char *end)
{
	static const char *const okeys[] = { "OCGs", "D" };
	static const char *const dkeys[] = { "Name", "Order", "ON", "OFF" };
	const unsigned char *x, *ov, *oe, *dv, *de, *gx, *ge;
	uint32_t *gi = NULL;
	struct token t;
	int rc = -1;

	if (!pdfm_dict_get(v, end, "OCProperties", &x))
		return 0;
	/* (found by the first pass, else the groups would be listed
	 * nowhere) */
	if (!m->ocprops)
		return pdfm_fail(m, in, x, "optional content the first "
		    "reading did not find: not merged");
	m->ocinput++;
	if (!(oe = value(m, in, x, end, &ov)) ||
	    !(ge = pdfm_dict_get(ov, oe, "OCGs", &gx)) ||
	    !(de = pdfm_dict_get(ov, oe, "D", &dv)) ||
	    !(de = value(m, in, dv, de, &dv)))
		return m->err[0] ? -1 : pdfm_fail(m, in, x, "the catalog's "
		    "/OCProperties is not a dictionary with /OCGs and /D");
	if (only_keys(m, in, ov, oe, okeys, 2, "/OCProperties") < 0 ||
	    only_keys(m, in, dv, de, dkeys, sizeof(dkeys) / sizeof(*dkeys),
	    "/OCProperties' /D") < 0)
		return -1;
	gi = mem_calloc(in->size, sizeof(*gi));
	if (groups(m, in, gx, ge, gi) < 0)
		goto out;
	if (((ge = pdfm_dict_get(dv, de, "Order", &gx)) && refs(m, in, gx,
	    ge, gi, "/D's /Order", ordered) < 0) ||
	    ((ge = pdfm_dict_get(dv, de, "ON", &gx)) && refs(m, in, gx, ge,
	    gi, "/D's /ON", on) < 0) ||
	    ((ge = pdfm_dict_get(dv, de, "OFF", &gx)) && refs(m, in, gx, ge,
	    gi, "/D's /OFF", off) < 0) || states(m, in) < 0)
		goto out;
	/* The configuration's name: the first that has one. */
	if (!m->ocname[0] && (ge = pdfm_dict_get(dv, de, "Name", &gx))) {
		t = pdfm_next(gx, ge);
		if (t.t != T_STR || (size_t)(t.e - t.s) >= sizeof(m->ocname)) {
			pdfm_fail(m, in, gx, "/D's /Name is not a string of "
			    "at most %zu bytes", sizeof(m->ocname) - 1);
			goto out;
		}
		memcpy(m->ocname, t.s, (size_t)(t.e - t.s));
		m->ocname[t.e - t.s] = '\0';
	}
	rc = 0;
out:
	free(gi);
	return rc;
}

int
pdfm_oc_write_catalog(struct merge *m, struct input *in,
    const unsigned char *v, const unsigned char *end)
{
	static const char name[] = "/OCProperties";
	const unsigned char *x, *xe = pdfm_dict_get(v, end, "OCProperties",
	    &x), *k = x, *close = end - 2;

	if (end - v < 4 || memcmp(close, ">>", 2) != 0)
		return pdfm_fail(m, in, v, "the catalog is not a dictionary");
	if (xe) {
		while (k > v && strchr(" \t\r\n", k[-1]))
			k--;
		k -= sizeof(name) - 1;
		if (k < v || memcmp(k, name, sizeof(name) - 1) != 0)
			return pdfm_fail(m, in, x, "the catalog's "
			    "/OCProperties cannot be read");
	}
	m->ocprops = m->next++;
	m->catoff = m->off;
	pdfm_putf(m, "%u 0 obj\n", OBJ_CATALOG);
	pdfm_copy(m, in, v, xe ? k : close, 0);
	if (xe)
		pdfm_copy(m, in, xe, close, 0);
	pdfm_putf(m, "/OCProperties %u 0 R\n>>\nendobj\n", m->ocprops);
	return 0;
}

/* list: the groups with index in idx (n) as an array, a line each. */
static void
list(struct merge *m, const char *key, const uint32_t *idx, size_t n,
    int want)
{
	size_t i;

	pdfm_putf(m, "/%s [\n", key);
	for (i = 0; i < n; i++)
		if (want == OC_UNSET || m->ocgs[idx[i]].state == want)
			pdfm_putf(m, "%u 0 R\n", m->ocgs[idx[i]].num);
	pdfm_put(m, "]\n", 2);
}

void
pdfm_oc_tree(struct merge *m)
{
	uint32_t *all;
	size_t i;

	if (!m->ocprops)
		return;
	all = mem_calloc(m->nocgs + 1, sizeof(*all));
	for (i = 0; i < m->nocgs; i++)
		all[i] = (uint32_t)i;
	pdfm_xref_entry(m, m->ocprops, m->off);
	pdfm_putf(m, "%u 0 obj\n<<\n", m->ocprops);
	list(m, "OCGs", all, m->nocgs, OC_UNSET);
	pdfm_put(m, "/D <<\n", 6);
	if (m->ocname[0]) {
		pdfm_put(m, "/Name ", 6);
		pdfm_put(m, m->ocname, strlen(m->ocname));
		pdfm_put(m, "\n", 1);
	}
	list(m, "Order", m->order, m->norder, OC_UNSET);
	list(m, "OFF", all, m->nocgs, OC_OFF);
	pdfm_put(m, ">>\n>>\nendobj\n", 14);
	free(all);
}

void
pdfm_oc_free(struct merge *m)
{
	free(m->ocgs);
	free(m->order);
	m->ocgs = NULL;
	m->order = NULL;
	m->nocgs = m->capocgs = m->norder = m->caporder = 0;
}
