/* svg.c: reading an SVG icon: the XML, its elements and attributes. */
#include "icon/svg.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/tree.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "deck/xmlin.h"
#include "icon/svg_int.h"
#include "icon/svg_style.h"

#define SVG_NS "http://www.w3.org/2000/svg"

int
svg_fail(struct svg_ctx *c, const char *fmt, ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_add(c->d, DIAG_FATAL, c->name, c->line, NULL, NULL, "%s", msg);
	return -1;
}

/* The elements drawn, and those passed over with all they hold. */
static const char *const shapes[] = { "path", "line", "polyline",
	"polygon", "rect", "circle", "ellipse" };
static const char *const passed[] = { "title", "desc", "metadata" };

static int
in(const char *s, const char *const *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(s, v[i]) == 0)
			return 1;
	return 0;
}

#define IN(s, v) in((s), (v), sizeof(v) / sizeof((v)[0]))

/* Attributes an element may carry beside the paint properties. */
static const char *const geometry[] = { "d", "x1", "y1", "x2", "y2", "x",
	"y", "width", "height", "rx", "ry", "cx", "cy", "r", "points" };
static const char *const ignored[] = { "id", "class", "version",
	"baseProfile", "transform", "style" };

/* A numeric attribute's reader, for svg_shape. */
struct getter {
	struct svg_ctx *c;
	xmlNode *el;
};

static int
get(void *arg, const char *name, double *x)
{
	struct getter *g = arg;
	xmlChar *v = xmlGetNoNsProp(g->el, (const xmlChar *)name);
	const char *s = (const char *)v;
	int rc = 0;

	if (!v)
		return 0;
	if (svg_number(&s, x) < 0 || (strncmp(s, "px", 2) == 0 ? s[2] :
	    s[strspn(s, " \t\r\n")]) != '\0')
		rc = svg_fail(g->c, "%s \"%.40s\": a number is needed", name,
		    (const char *)v);
	xmlFree(v);
	return rc;
}

/* What each refused element is, for the message. */
static const struct {
	const char *el, *why;
} refused[] = {
	{ "script", "scripts are never run" },
	{ "image", "pictures are not read from an icon" },
	{ "use", "references are not followed" },
	{ "a", "links are not followed" },
	{ "text", "text is not drawn: convert it to paths" },
	{ "style", "CSS style sheets are not read: use attributes" },
	{ "foreignObject", "foreign content is not read" },
	{ "svg", "an svg inside an svg is not read" },
	{ "linearGradient", "gradients are not painted" },
	{ "radialGradient", "gradients are not painted" },
	{ "pattern", "patterns are not painted" },
	{ "filter", "filters are not applied" },
	{ "mask", "masks are not applied" },
	{ "clipPath", "clipping paths are not applied" },
};

static int
refuse_element(struct svg_ctx *c, const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++)
		if (strcmp(name, refused[i].el) == 0)
			return svg_fail(c, "<%s>: %s", name, refused[i].why);
	return svg_fail(c, "<%.40s> is not supported in an icon "
	    "(icons/README.md says what is)", name);
}

/* view_box: the root's viewBox onto the 100-unit box, in m. */
static int
view_box(struct svg_ctx *c, xmlNode *el, double *m)
{
	xmlChar *v = xmlGetNoNsProp(el, (const xmlChar *)"viewBox");
	const char *s = (const char *)v;
	double b[4], k;
	int i;

	if (!v)
		return svg_fail(c, "<svg> has no viewBox");
	for (i = 0; i < 4 && svg_number(&s, &b[i]) == 0; i++)
		;
	s += strspn(s, " \t\r\n");
	i = i == 4 && *s == '\0';
	xmlFree(v);
	if (!i || !(b[2] > 0 && b[3] > 0))
		return svg_fail(c, "viewBox: four numbers, width and height "
		    "above 0, are needed");
	/* Its longer side is 100, its centre at (50, 50). */
	k = 100 / fmax(b[2], b[3]);
	m[0] = m[3] = k;
	m[1] = m[2] = 0;
	m[4] = 50 - k * (b[0] + b[2] / 2);
	m[5] = 50 - k * (b[1] + b[3] / 2);
	return 0;
}

/* attr_ok: a no-namespace attribute that is read elsewhere or means
 * nothing for the drawing; root: on the <svg> element. */
static int
attr_ok(const char *name, const char *value, int root)
{
	static const char *const of_root[] = { "viewBox", "width", "height",
		"x", "y" };

	if (root && strcmp(name, "preserveAspectRatio") == 0)
		return strcmp(value, "xMidYMid") == 0 ||
		    strcmp(value, "xMidYMid meet") == 0;
	return IN(name, geometry) || IN(name, ignored) || (root &&
	    IN(name, of_root));
}

/* attrs: an element's attributes into st and m (its transform). */
static int
attrs(struct svg_ctx *c, xmlNode *el, struct svg_style *st, double *m,
    int root)
{
	xmlAttr *a;
	xmlChar *v;
	const char *name;
	int rc = 0;

	for (a = el->properties; a && rc == 0; a = a->next) {
		name = (const char *)a->name;
		v = xmlNodeListGetString(el->doc, a->children, 1);
		if (strcmp(name, "href") == 0)
			rc = svg_fail(c, "%s: external references are never "
			    "followed", name);
		else if (a->ns && a->ns->href && strcmp((const char *)
		    a->ns->href, "http://www.w3.org/XML/1998/namespace"))
			rc = 0; /* another program's own: inkscape:label */
		else if (strncmp(name, "on", 2) == 0)
			rc = svg_fail(c, "%s: scripts are never run", name);
		else if (!attr_ok(name, v ? (const char *)v : "", root) &&
		    !a->ns && (rc = svg_style_set(c, st, name, v ?
		    (const char *)v : "")) > 0)
			rc = svg_fail(c, "attribute %.40s is not supported",
			    name);
		xmlFree(v);
	}
	if (rc == 0 && (v = xmlGetNoNsProp(el, (const xmlChar *)"transform"))) {
		rc = svg_transform(c, (const char *)v, m);
		xmlFree(v);
	}
	if (rc == 0 && (v = xmlGetNoNsProp(el, (const xmlChar *)"style"))) {
		rc = svg_style_attr(c, st, (const char *)v);
		xmlFree(v);
	}
	return rc < 0 ? -1 : 0;
}

/* add_op: one icon command of the given shape painting v (nv numbers). */
static void
add_op(struct icon *ic, int kind, const double *v, size_t nv,
    const struct svg_style *st, int paint, int ink, double width)
{
	struct icon_op *op = VEC_PUSH(ic->op, ic->nop, ic->capop);

	op->shape = kind;
	op->paint = paint;
	op->light = ink == SVG_LIGHT;
	op->evenodd = st->evenodd;
	op->cap = st->cap;
	op->join = st->join;
	op->width = width;
	op->nv = nv;
	op->v = mem_alloc(nv * sizeof(*op->v));
	memcpy(op->v, v, nv * sizeof(*op->v));
}

/*
 * plain: a circle, or a rect without rounded corners, under a matrix that
 * only scales evenly and moves, as the PDF's own circle and rectangle
 * (icon.h's ICON_CIRCLE and ICON_RECT: the same page bytes as the old
 * format's). Returns the shape, -1 after a message, or ICON_PATH when
 * the element is not one of them.
 */
static int
plain(struct svg_ctx *c, xmlNode *el, const double *m, double *v)
{
	static const char *const circle[] = { "cx", "cy", "r" };
	static const char *const rect[] = { "x", "y", "width", "height" };
	struct getter g = { c, el };
	int is_rect = strcmp((const char *)el->name, "rect") == 0, i;

	if ((!is_rect && strcmp((const char *)el->name, "circle")) ||
	    m[1] != 0 || m[2] != 0 || m[0] != m[3] || !(m[0] > 0) ||
	    xmlHasProp(el, (const xmlChar *)"rx") ||
	    xmlHasProp(el, (const xmlChar *)"ry"))
		return ICON_PATH;
	for (i = 0; i < 3 + is_rect; i++) {
		v[i] = i < 2 ? 0 : -1;
		if (get(&g, is_rect ? rect[i] : circle[i], &v[i]) < 0)
			return -1;
		if (i >= 2 && v[i] < 0)
			return ICON_PATH; /* svg_shape says what is wrong */
		v[i] = i == 0 ? m[0] * v[i] + m[4] : i == 1 ? m[3] * v[i] +
		    m[5] : m[0] * v[i];
		if (!(fabs(v[i]) <= SVG_MAX_COORD))
			return ICON_PATH;
	}
	return is_rect ? ICON_RECT : ICON_CIRCLE;
}

/* geometry: el's numbers into pb (or v for a plain shape); its shape. */
static int
geometry_of(struct svg_ctx *c, xmlNode *el, const double *m,
    struct svg_pb *pb, double *v)
{
	struct getter g = { c, el };
	const char *name = (const char *)el->name;
	xmlChar *a = NULL;
	int rc, kind = plain(c, el, m, v);

	if (kind != ICON_PATH)
		return kind;
	if (++c->commands > SVG_MAX_COMMANDS)
		return svg_fail(c, "more than %d path commands in the icon",
		    SVG_MAX_COMMANDS);
	if (strcmp(name, "path") == 0) {
		a = xmlGetNoNsProp(el, (const xmlChar *)"d");
		rc = a ? svg_path_data(c, pb, (const char *)a) :
		    svg_fail(c, "<path> has no d");
	} else {
		if (name[0] == 'p')
			a = xmlGetNoNsProp(el, (const xmlChar *)"points");
		rc = svg_shape(c, pb, name, get, &g, (const char *)a);
	}
	xmlFree(a);
	return rc < 0 ? -1 : ICON_PATH;
}

/* shape: a drawn element: its geometry, filled then stroked. */
static int
shape(struct svg_ctx *c, xmlNode *el, const struct svg_style *st,
    const double *m)
{
	struct svg_pb pb = { NULL, 0, 0, { 0 } };
	double width = st->width * sqrt(fabs(m[0] * m[3] - m[1] * m[2]));
	double pv[4], *v;
	size_t nv;
	int kind, rc = 0, stroke = st->stroke != SVG_NONE && width > 0;

	memcpy(pb.m, m, sizeof(pb.m));
	kind = geometry_of(c, el, m, &pb, pv);
	if (kind < 0)
		rc = -1;
	else if (stroke && !(width <= 50))
		rc = svg_fail(c, "stroke-width: more than half the icon");
	/* A fill's line width is never used: kept in the stroke's range. */
	width = stroke ? width : fmin(width, 50);
	v = kind == ICON_PATH ? pb.v : pv;
	nv = kind == ICON_PATH ? pb.n : kind == ICON_RECT ? 4 : 3;
	if (rc == 0 && nv > 0) {
		if (st->fill != SVG_NONE && stroke && st->fill == st->stroke)
			add_op(c->ic, kind, v, nv, st, ICON_FILL | ICON_STROKE,
			    st->fill, width);
		else {
			if (st->fill != SVG_NONE)
				add_op(c->ic, kind, v, nv, st, ICON_FILL,
				    st->fill, width);
			if (stroke)
				add_op(c->ic, kind, v, nv, st, ICON_STROKE,
				    st->stroke, width);
		}
	}
	free(pb.v);
	return rc;
}

static int element(struct svg_ctx *c, xmlNode *el,
    const struct svg_style *up, const double *m, int depth);

/* children: what an <svg> or <g> holds. */
static int
children(struct svg_ctx *c, xmlNode *el, const struct svg_style *st,
    const double *m, int depth)
{
	xmlNode *k;
	const char *s;

	for (k = el->children; k; k = k->next) {
		c->line = (unsigned)xmlGetLineNo(k);
		if (k->type == XML_ELEMENT_NODE) {
			if (element(c, k, st, m, depth + 1) < 0)
				return -1;
		} else if (k->type == XML_TEXT_NODE) {
			s = (const char *)k->content;
			if (s && s[strspn(s, " \t\r\n")])
				return svg_fail(c, "text is not drawn: "
				    "convert it to paths");
		} else if (k->type != XML_COMMENT_NODE)
			return svg_fail(c, "%s is not read in an icon",
			    k->type == XML_PI_NODE ? "a processing "
			    "instruction" : k->type == XML_CDATA_SECTION_NODE ?
			    "CDATA" : "an entity reference");
	}
	return 0;
}

static int
element(struct svg_ctx *c, xmlNode *el, const struct svg_style *up,
    const double *pm, int depth)
{
	struct svg_style st = *up;
	const char *name = (const char *)el->name;
	double m[6];
	xmlNode *k;

	c->line = (unsigned)xmlGetLineNo(el);
	if (++c->elements > SVG_MAX_ELEMENTS)
		return svg_fail(c, "more than %d elements in the icon",
		    SVG_MAX_ELEMENTS);
	if (depth > SVG_MAX_DEPTH)
		return svg_fail(c, "elements nested more than %d deep",
		    SVG_MAX_DEPTH);
	if (el->ns && strcmp((const char *)el->ns->href, SVG_NS))
		return svg_fail(c, "<%.40s> is not an SVG element", name);
	if (IN(name, passed))
		return 0;
	if (strcmp(name, "defs") == 0) {
		for (k = el->children; k; k = k->next)
			if (k->type == XML_ELEMENT_NODE)
				return svg_fail(c, "<defs>: definitions are "
				    "not used in an icon");
		return 0;
	}
	if (!IN(name, shapes) && strcmp(name, "g") && (depth > 0 ||
	    strcmp(name, "svg")))
		return refuse_element(c, name);
	memcpy(m, pm, sizeof(m));
	if (depth == 0 && view_box(c, el, m) < 0)
		return -1;
	if (attrs(c, el, &st, m, depth == 0) < 0)
		return -1;
	if (!IN(name, shapes))
		return children(c, el, &st, m, depth);
	/* A shape holds at most a title or a description. */
	for (k = el->children; k; k = k->next) {
		c->line = (unsigned)xmlGetLineNo(k);
		if (k->type == XML_ELEMENT_NODE && !IN((const char *)k->name,
		    passed))
			return refuse_element(c, (const char *)k->name);
	}
	c->line = (unsigned)xmlGetLineNo(el);
	return shape(c, el, &st, m);
}

/*
 * text_only: the bytes libxml2 will read are checked here first, so they
 * must be the characters it will see: UTF-8 only (no other byte-order
 * mark, no XML declaration of another encoding: "+ADw-!DOCTYPE" in UTF-7
 * is a DOCTYPE no byte check sees), no NUL, no byte that is not UTF-8.
 * Then a DOCTYPE or entity declaration is refused from the bytes: no
 * entity is ever expanded, and nothing named in one is loaded (the parser
 * gets neither XML_PARSE_NOENT nor _DTDLOAD either).
 */
static int
text_only(struct svg_ctx *c, const char *buf, size_t n)
{
	char msg[160];
	size_t i, bad;

	c->line = 1;
	if (xmlin_start(buf, n, 0, msg, sizeof(msg)) < 0)
		return svg_fail(c, "%s", msg);
	if (memchr(buf, '\0', n))
		bad = (size_t)((const char *)memchr(buf, '\0', n) - buf);
	else
		bad = xmlin_utf8(buf, n);
	for (i = 0; i < n; i++) {
		if (i == bad)
			return svg_fail(c, buf[i] == '\0' ? "a NUL byte: not "
			    "an SVG file" : "byte 0x%02X: an icon is UTF-8 "
			    "text (no control characters but tab, CR and LF)",
			    (unsigned)(unsigned char)buf[i]);
		if (buf[i] == '\n')
			c->line++;
		else if (buf[i] == '<' && i + 2 < n && buf[i + 1] == '!' &&
		    (buf[i + 2] == 'D' || buf[i + 2] == 'E'))
			return svg_fail(c, "a DOCTYPE or ENTITY declaration "
			    "is not read (entities are never expanded)");
	}
	return 0;
}

/* walk: the document's top level, then its root element. */
static int
walk(struct svg_ctx *c, xmlDoc *doc)
{
	struct svg_style st = { SVG_DARK, SVG_NONE, 1, 0, 0, 0 };
	double m[6] = { 1, 0, 0, 1, 0, 0 };
	xmlNode *k, *root = xmlDocGetRootElement(doc);

	/*
	 * text_only let no DOCTYPE through; should one ever come, its
	 * declarations are not read (they would have been by now, never
	 * expanded: no XML_PARSE_NOENT).
	 */
	if (doc->intSubset || doc->extSubset) {
		c->line = 1;
		return svg_fail(c, "a DOCTYPE or ENTITY declaration is not "
		    "read (entities are never expanded)");
	}
	for (k = doc->children; k; k = k->next) {
		c->line = (unsigned)xmlGetLineNo(k);
		if (k->type == XML_PI_NODE)
			return svg_fail(c, "a processing instruction is not "
			    "read in an icon");
	}
	c->line = root ? (unsigned)xmlGetLineNo(root) : 1;
	if (!root || strcmp((const char *)root->name, "svg"))
		return svg_fail(c, "not an SVG file (its root is not <svg>)");
	if (element(c, root, &st, m, 0) < 0)
		return -1;
	if (c->ic->nop == 0) {
		c->line = 0;
		return svg_fail(c, "the icon draws nothing");
	}
	return 0;
}

int
svg_parse(struct icon *ic, const char *buf, size_t n, const char *name,
    struct diag *d)
{
	struct svg_ctx c = { ic, name, d, 0, 0, 0 };
	xmlParserCtxt *ctx;
	xmlError *e;
	xmlDoc *doc;
	int rc;

	icon_fini(ic);
	snprintf(ic->name, sizeof(ic->name), "%s", name);
	if (n > SVG_MAX_BYTES)
		return svg_fail(&c, "more than %u bytes", SVG_MAX_BYTES);
	if (n > INT32_MAX || text_only(&c, buf, n) < 0)
		return -1;
	xmlin_quiet();
	ctx = xmlNewParserCtxt();
	if (!ctx)
		return svg_fail(&c, "out of memory");
	doc = xmlCtxtReadMemory(ctx, buf, (int)n, NULL, NULL,
	    XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING |
	    XML_PARSE_BIG_LINES | XML_PARSE_IGNORE_ENC);
	if (!doc) {
		e = xmlCtxtGetLastError(ctx);
		c.line = e ? (unsigned)e->line : 0;
		rc = svg_fail(&c, "malformed XML: %.*s", e && e->message ?
		    (int)strcspn(e->message, "\n") : 7, e && e->message ?
		    e->message : "unknown");
	} else
		rc = walk(&c, doc);
	xmlFreeDoc(doc);
	xmlFreeParserCtxt(ctx);
	if (rc < 0)
		icon_fini(ic);
	return rc;
}

int
svg_load(struct icon *ic, const char *path, struct diag *d)
{
	struct rfile rf;
	size_t n;
	char *buf = rfile_read(path, SVG_MAX_BYTES, &n, &rf);
	int rc;

	if (!buf && rf.status == RFILE_LARGE)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "more than %u bytes", SVG_MAX_BYTES);
	else if (!buf)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot %s icon: "
		    "%s", rf.status == RFILE_OPEN ? "open" : "read", rf.why);
	if (!buf)
		return -1;
	rc = svg_parse(ic, buf, n, path, d);
	free(buf);
	return rc;
}
