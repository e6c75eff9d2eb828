/*
 * prop_strict.c: the differential test of the deck reader's structural
 * layer against libxml2's RELAX NG validation (tests/fuzz/strict_diff.h):
 * every file of the fuzz corpora (tests/fuzz/ * /), the hostile files
 * (tests/data/bad/), and decks made from real ones of every kind
 * (tests/fuzz/strict/, tests/fuzz/deck/) with elements and attributes
 * dropped, duplicated, renamed, moved, retyped and given values outside
 * their types, and each of a list of edge values on every attribute of
 * every element they hold. Usage: prop_strict [MUTATIONS [SEED]] (1000,
 * 1). Prints the count compared and every disagreement (its input is
 * written to tests/tmp/strict-N.xml); any disagreement fails.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <string.h>
#include <sys/stat.h>

#include <libxml/tree.h>

#include "../fuzz/strict_diff.h"

struct tally {
	long compared, guarded, disagree, reader, accepted;
};

static struct strict_diff sd;
static struct tally t;

static uint64_t rng_state;

static uint64_t
next(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static size_t
pick(size_t n)
{
	return n ? (size_t)(next() % n) : 0;
}

/* one: compare the verdicts on buf; what differs is told and kept. */
static void
one(const char *what, const char *buf, size_t n)
{
	int r = strict_diff_run(&sd, buf, n);
	char path[256];
	FILE *f;

	if (r == DIFF_GUARDED) {
		t.guarded++;
		return;
	}
	t.compared++;
	t.accepted += sd.schema_ok;
	if (r == DIFF_SAME)
		return;
	if (r == DIFF_READER)
		t.reader++;
	else
		t.disagree++;
	snprintf(path, sizeof(path), BP_TOP "/tests/tmp/strict-%ld.xml",
	    t.disagree + t.reader);
	mkdir(BP_TOP "/tests/tmp", 0777);
	if ((f = fopen(path, "wb"))) {
		fwrite(buf, 1, n, f);
		fclose(f);
	}
	printf("# %s: %s: schema %s (streaming: %s), structure %s (%s), "
	    "kept in %s\n", what, r == DIFF_READER ? "the reader took what "
	    "the structure refused" : "disagree", sd.schema_ok ? "takes it" :
	    "refuses it", sd.stream_ok ? "takes it" : "refuses it",
	    sd.fast_ok ? "takes it" : "refuses it", sd.msg, path);
}

/* slurp: the bytes of path (caller frees), or NULL. */
static char *
slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, k;

	*n = 0;
	if (!f)
		return NULL;
	do {
		if (*n == cap && !(buf = realloc(buf, cap = cap * 2 + 65536)))
			abort();
		k = fread(buf + *n, 1, cap - *n, f);
		*n += k;
	} while (k > 0);
	fclose(f);
	return buf;
}

/* each_file: fn on every regular file of dir, by name. */
static void
each_file(const char *dir, void (*fn)(const char *path))
{
	struct dirent **names;
	char path[1024];
	struct stat st;
	int i, k = scandir(dir, &names, NULL, alphasort);

	if (k < 0)
		return;
	for (i = 0; i < k; i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, names[i]->d_name);
		if (names[i]->d_name[0] != '.' && stat(path, &st) == 0 &&
		    S_ISREG(st.st_mode))
			fn(path);
		free(names[i]);
	}
	free(names);
}

static void
compare_file(const char *path)
{
	size_t n;
	char *buf = slurp(path, &n);

	if (buf)
		one(path, buf, n);
	free(buf);
}

/* The mutations: names and values a deck's elements and attributes get. */

static const char *const elem_names[] = { "deck", "rules", "style", "board",
	"nodes", "node", "edges", "edge", "dots", "dot", "areas", "area",
	"expeditions", "expedition", "landmarks", "landmark", "resources",
	"resource", "tinies", "tiny", "terrain", "row", "features", "feature",
	"forests", "forest", "cities", "city", "want", "routes", "route",
	"validation", "seat", "check", "asset", "teleporter" };
static const char *const attr_names[] = { "id", "kind", "rules", "seed",
	"attempt", "players", "width", "height", "paper", "expansions",
	"first-game", "cols", "rows", "cell", "tunnels", "length", "floor",
	"scenario", "x", "y", "role", "side", "type", "mission", "number", "a",
	"b", "node", "angle", "nodes", "area", "slots", "rotation", "col", "row",
	"cells", "name", "capital", "airport", "good", "value", "from", "to",
	"verdict", "attempts", "n", "city", "score", "bonus", "result",
	"detail", "format", "generator", "sha256", "note" };
#define E3 "\xc3\xa9\xc3\xa9\xc3\xa9"
#define E9 E3 E3 E3
#define X8 "xxxxxxxx"
#define H16 "0123456789abcdef"
static const char *const values[] = { "", " ", "0", "1", "2", "-1", "+1",
	" 7 ", "-0", "+0", "00", "1.5", ".5", "5.", ".", "-.5", "+", "1e3",
	"1E2", "0x10", "inf", "nan", "9", "10", "7", "-7", "7.0000001",
	"-7.000", "0.8", "0.80000000001", "0.7999", "1\t", "\n2",
	"18446744073709551615", "18446744073709551616", "-18446744073709551615",
	"123456789012345678901234", "1234567890123456789012345",
	"0000000000000000000000000001", "1.000000000000000000000000000",
	"12345678901234567890123.4", "123456789012345678901234.",
	"abc", "a0", "a", "a-1", "a01", "c1", "c", "c1x", "n1", "n1 n2",
	" n1 ", "n1  n2 ", "yes", "no", " yes ", "yes no", "YES", "pass",
	"fail", "Pass", " fail", "inner", "edge", "start", "center", "left",
	"top", "bottom ", "nodes", "transport", "dungeon", " nodes ", "castle",
	"1,2", "1,2 3,4", "1,2  3,4", "1,2 ", ",", "1,", "x.y", "clarity.areas",
	"Clarity.x", "a.", ".b", "a.b.c", "tab\there", "amp&er", "<lt>",
	X8 X8 X8 "xxxxxxx", X8 X8 X8 X8, X8 X8 X8 X8 X8 X8 X8 "xxxxxxx",
	X8 X8 X8 X8 X8 X8 X8 X8, E9 E9 E9 E9 E9 E9 E9, E9 E9 E9 E9 E9 E9 E9 "x",
	"\xc2\xa0", "n\xc2\xa0" "1", H16 H16 H16 H16, H16 H16 H16 "0123456789abcde",
	H16 H16 H16 "0123456789ABCDEF", H16 H16 H16 H16 "0" };
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

struct elist {
	xmlNodePtr *v;
	size_t n, cap;
};

static void
collect(struct elist *l, xmlNodePtr n)
{
	for (; n; n = n->next) {
		if (n->type != XML_ELEMENT_NODE)
			continue;
		if (l->n == l->cap && !(l->v = realloc(l->v,
		    (l->cap = l->cap * 2 + 64) * sizeof(*l->v))))
			abort();
		l->v[l->n++] = n;
		collect(l, n->children);
	}
}

/* inside: whether m is n or below it. */
static int
inside(xmlNodePtr m, xmlNodePtr n)
{
	for (; m; m = m->parent)
		if (m == n)
			return 1;
	return 0;
}

/* an_attr: a random attribute of n, or NULL. */
static xmlAttrPtr
an_attr(xmlNodePtr n)
{
	xmlAttrPtr a;
	size_t k = 0;

	for (a = n->properties; a; a = a->next)
		k++;
	for (a = n->properties, k = pick(k + 1); a && k; a = a->next)
		k--;
	return a;
}

/* element_op: one mutation of an element n (of the list l). */
static void
element_op(struct elist *l, xmlNodePtr n, int op)
{
	xmlNodePtr m, s;

	switch (op) {
	case 0: /* dropped */
		if (n->parent && n->parent->type == XML_ELEMENT_NODE) {
			xmlUnlinkNode(n);
			xmlFreeNode(n);
		}
		break;
	case 1: /* duplicated */
		if (n->parent && n->parent->type == XML_ELEMENT_NODE)
			xmlAddNextSibling(n, xmlCopyNode(n, 1));
		break;
	case 2: /* renamed */
		xmlNodeSetName(n, BAD_CAST elem_names[pick(COUNT(elem_names))]);
		break;
	case 3: /* swapped with the next element */
		for (s = n->next; s && s->type != XML_ELEMENT_NODE; s = s->next)
			;
		if (s) {
			xmlUnlinkNode(n);
			xmlAddNextSibling(s, n);
		}
		break;
	case 4: /* moved into another element */
		m = l->v[pick(l->n)];
		if (!inside(m, n) && n->parent &&
		    n->parent->type == XML_ELEMENT_NODE) {
			xmlUnlinkNode(n);
			xmlAddChild(m, n);
		}
		break;
	case 5: /* given text */
		xmlAddChild(n, xmlNewText(BAD_CAST(pick(2) ? "x" : " \n ")));
		break;
	case 6: /* given another tool's element */
		m = xmlNewNode(NULL, BAD_CAST "note");
		xmlSetNs(m, xmlNewNs(m, BAD_CAST "urn:x", BAD_CAST "x"));
		if (pick(2))
			xmlAddChild(n, m);
		else if (n->parent && n->parent->type == XML_ELEMENT_NODE)
			xmlAddNextSibling(n, m);
		else
			xmlFreeNode(m);
		break;
	case 7: /* put in a namespace */
		xmlSetNs(n, xmlNewNs(n, BAD_CAST "urn:y", BAD_CAST "y"));
		break;
	default: /* given a child */
		xmlNewChild(n, NULL, BAD_CAST elem_names[pick(COUNT(elem_names))],
		    NULL);
		break;
	}
}

/* attr_op: one mutation of the attributes of n; o: another element. */
static void
attr_op(xmlNodePtr n, xmlNodePtr o, int op)
{
	xmlAttrPtr a = an_attr(n), b = an_attr(o);
	xmlChar *v;

	switch (op) {
	case 0: /* dropped */
		if (a)
			xmlRemoveProp(a);
		break;
	case 1: /* renamed */
		if (a)
			xmlNodeSetName((xmlNodePtr)a,
			    BAD_CAST attr_names[pick(COUNT(attr_names))]);
		break;
	case 2: /* added */
		xmlSetProp(n, BAD_CAST attr_names[pick(COUNT(attr_names))],
		    BAD_CAST values[pick(COUNT(values))]);
		break;
	case 3: /* retyped: another attribute's value */
		if (a && b && (v = xmlGetProp(o, b->name))) {
			xmlSetProp(n, a->name, v);
			xmlFree(v);
		}
		break;
	default: /* a value out of its type, or in it */
		if (a)
			xmlSetProp(n, a->name, BAD_CAST values[pick(COUNT(
			    values))]);
		break;
	}
}

/* mutate: one to three mutations of doc. */
static void
mutate(xmlDocPtr doc)
{
	int k = 1 + (int)pick(3);
	struct elist l = { NULL, 0, 0 };

	while (k-- > 0) {
		l.n = 0;
		collect(&l, xmlDocGetRootElement(doc));
		if (l.n == 0)
			break;
		if (pick(3) == 0)
			element_op(&l, l.v[pick(l.n)], (int)pick(9));
		else
			attr_op(l.v[pick(l.n)], l.v[pick(l.n)], (int)pick(7));
	}
	free(l.v);
}

/* The decks mutated: real ones of every kind. */
static xmlDocPtr bases[64];
static char base_names[64][256];
static size_t base_bytes[64];
static size_t nbases;

/* compare_doc: doc as written, compared under the name what. */
static void
compare_doc(xmlDocPtr doc, const char *what)
{
	xmlChar *out;
	int n;

	xmlDocDumpMemory(doc, &out, &n);
	one(what, (const char *)out, (size_t)n);
	xmlFree(out);
}

static long
st_size(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 ? (long)st.st_size : 0;
}

static void
add_base(const char *path)
{
	xmlDocPtr doc;

	if (nbases == COUNT(bases) || !strstr(path, ".xml"))
		return;
	doc = xmlReadFile(path, NULL, XML_PARSE_NONET);
	if (!doc)
		return;
	snprintf(base_names[nbases], sizeof(base_names[0]), "%s",
	    strrchr(path, '/') + 1);
	base_bytes[nbases] = (size_t)st_size(path);
	bases[nbases++] = doc;
}

/* new_attr: whether c has an attribute its earlier namesakes lack. */
static int
new_attr(xmlNodePtr first, xmlNodePtr c)
{
	xmlAttrPtr a;
	xmlNodePtr d;

	for (a = c->properties; a; a = a->next) {
		for (d = first; d != c; d = d->next)
			if (d->type == XML_ELEMENT_NODE &&
			    xmlStrEqual(d->name, c->name) &&
			    xmlHasProp(d, a->name))
				break;
		if (d == c)
			return 1;
	}
	return 0;
}

/*
 * thin: doc with at most three children of one name under any element,
 * and any that carries an attribute those before it lack (the sweep's
 * decks: the schema looks at each element alone, and forty-kilobyte
 * boards would cost the sweep most of its time).
 */
static void
thin(xmlNodePtr n)
{
	xmlNodePtr c, next, d;
	int same;

	for (c = n->children; c; c = next) {
		next = c->next;
		if (c->type != XML_ELEMENT_NODE)
			continue;
		same = 0;
		for (d = n->children; d != c; d = d->next)
			same += d->type == XML_ELEMENT_NODE &&
			    xmlStrEqual(d->name, c->name);
		if (same >= 3 && !new_attr(n->children, c)) {
			xmlUnlinkNode(c);
			xmlFreeNode(c);
		} else {
			thin(c);
		}
	}
}

/*
 * sweep_attr: every value of values[] in turn on attribute name of the
 * k-th element (in document order) of base b.
 */
static void
sweep_attr(xmlDocPtr base, size_t b, size_t k, const xmlChar *name)
{
	struct elist l = { NULL, 0, 0 };
	char what[320];
	xmlDocPtr doc;
	size_t v;

	for (v = 0; v < COUNT(values); v++) {
		doc = xmlCopyDoc(base, 1);
		l.n = 0;
		collect(&l, xmlDocGetRootElement(doc));
		xmlSetProp(l.v[k], name, BAD_CAST values[v]);
		snprintf(what, sizeof(what), "%s of %s: %s=\"%s\"",
		    (const char *)l.v[k]->name, base_names[b],
		    (const char *)name, values[v]);
		compare_doc(doc, what);
		xmlFreeDoc(doc);
	}
	free(l.v);
}

/*
 * sweep: every value of values[] on every attribute of every element
 * name the bases hold, once each (on the first in the smallest base),
 * on thinned copies of the bases.
 */
static void
sweep(void)
{
	static char seen[256][64];
	size_t nseen = 0, b, k, i, order[64];
	struct elist l = { NULL, 0, 0 };
	xmlDocPtr thinned[64];
	char key[64];
	xmlAttrPtr a;

	for (b = 0; b < nbases; b++) {
		order[b] = b;
		thinned[b] = xmlCopyDoc(bases[b], 1);
		thin(xmlDocGetRootElement(thinned[b]));
	}
	for (b = 1; b < nbases; b++)
		for (i = b; i > 0 && base_bytes[order[i]] <
		    base_bytes[order[i - 1]]; i--) {
			k = order[i];
			order[i] = order[i - 1];
			order[i - 1] = k;
		}
	for (b = 0; b < nbases; b++) {
		l.n = 0;
		collect(&l, xmlDocGetRootElement(thinned[order[b]]));
		for (k = 0; k < l.n; k++) {
			for (a = l.v[k]->properties; a; a = a->next) {
				snprintf(key, sizeof(key), "%s@%s",
				    (const char *)l.v[k]->name,
				    (const char *)a->name);
				for (i = 0; i < nseen && strcmp(seen[i], key); i++)
					;
				if (i < nseen || nseen == COUNT(seen))
					continue;
				strcpy(seen[nseen++], key);
				sweep_attr(thinned[order[b]], order[b], k,
				    a->name);
			}
		}
	}
	for (b = 0; b < nbases; b++)
		xmlFreeDoc(thinned[b]);
	free(l.v);
}

static long swept; /* inputs of the sweep */

static void
mutate_all(long count)
{
	char what[320];
	xmlDocPtr doc;
	long i;
	size_t b;

	each_file(BP_TOP "/tests/fuzz/strict", add_base);
	each_file(BP_TOP "/tests/fuzz/deck", add_base);
	swept = t.compared + t.guarded;
	sweep();
	swept = t.compared + t.guarded - swept;
	for (i = 0; i < count && nbases; i++) {
		b = pick(nbases);
		doc = xmlCopyDoc(bases[b], 1);
		mutate(doc);
		snprintf(what, sizeof(what), "mutation %ld of %s", i,
		    base_names[b]);
		compare_doc(doc, what);
		xmlFreeDoc(doc);
	}
	for (b = 0; b < nbases; b++)
		xmlFreeDoc(bases[b]);
}

int
main(int argc, char **argv)
{
	long muts = argc > 1 ? atol(argv[1]) : 1000;
	struct dirent **names;
	char dir[1024];
	long before;
	int i, k;

	rng_state = argc > 2 ? strtoull(argv[2], NULL, 10) : 1;
	strict_diff_init(&sd);
	k = scandir(BP_TOP "/tests/fuzz", &names, NULL, alphasort);
	for (i = 0; i < k; i++) {
		snprintf(dir, sizeof(dir), BP_TOP "/tests/fuzz/%s",
		    names[i]->d_name);
		if (names[i]->d_name[0] != '.')
			each_file(dir, compare_file);
		free(names[i]);
	}
	free(names);
	each_file(BP_TOP "/tests/data/bad", compare_file);
	compare_file(BP_TOP "/tests/fuzz/template-nodes.xml");
	compare_file(BP_TOP "/tests/fuzz/template-transport.xml");
	before = t.compared;
	mutate_all(muts);
	printf("# %ld inputs compared (%ld files; real decks with %ld values "
	    "swept over every attribute, %ld mutated), %ld taken by the "
	    "schema; %ld refused by the guard first, not compared\n",
	    t.compared, before, swept, t.compared - before - swept,
	    t.accepted, t.guarded);
	printf("%s 1 - the schema and the structural layer agree on all %ld "
	    "(%ld disagreements)\n", t.disagree ? "not ok" : "ok", t.compared,
	    t.disagree);
	printf("%s 2 - the whole reader refuses whatever the structural layer "
	    "refuses (%ld exceptions)\n", t.reader ? "not ok" : "ok",
	    t.reader);
	printf("%s 3 - the mutated decks hold both verdicts (%ld taken)\n",
	    t.accepted > 0 && t.accepted < t.compared ? "ok" : "not ok",
	    t.accepted);
	printf("1..3\n");
	strict_diff_fini(&sd);
	return t.disagree || t.reader ? 1 : 0;
}
