/*
 * impose.c: press sheets from one of layout-pdf's PDFs (see impose.h):
 * the input indexed (its pages, the boards and their boxes), then each
 * sheet written with its boards as Form XObjects, their resources copied
 * once, on the merge's reading and writing (merge/pdfmerge_int.h).
 */
#include "impose/impose.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "impose/impose_int.h"

/* A board: its pages' objects in the input (back 0: none), its id. */
struct iboard {
	uint32_t front, back;
	long page;   /* its front's page number (1-based) */
	size_t id;   /* offset in the ids' pool */
};

/* A side of a sheet being made: its boards, their forms' numbers. */
struct iplace {
	long board;
	uint32_t page, form;
	struct impose_mat t;
	struct irect trim, bleed;
	int j;
};

struct imp {
	struct merge m;
	struct input in;
	const struct impose_opt *o;
	FILE *map;
	uint32_t *pages; /* each page's object, in order */
	long npages;
	size_t cappages;
	struct iboard *b;
	long n;
	size_t capb;
	char *ids;
	size_t nids, capids;
	int backs;        /* some board has a back */
	double bb[4], tb[4]; /* the boards' bleed and trim boxes */
	int sideways;     /* a back turns about the board's vertical axis */
	struct impose_fit fit;
	int k;            /* boards a sheet */
	long sheets;
	uint32_t font;    /* the slug's font object */
	uint32_t all;     /* the All separation's colour space object */
	struct ispot spot[IMPOSE_SPOTS]; /* a side's spot colours */
	int nspot;
	double adv[95];   /* its advances */
	unsigned char used[95]; /* the characters the slugs use */
	char title[200];
	struct ibuf content;
	struct iplace *pl; /* a side's boards (k of them at most) */
	struct irect *trim, *bleed;
};

void
ibuf_printf(struct ibuf *b, const char *fmt, ...)
{
	va_list ap;
	int k;

	for (;;) {
		va_start(ap, fmt);
		k = vsnprintf(b->p ? b->p + b->n : NULL, b->cap - b->n, fmt, ap);
		va_end(ap);
		if (k < 0)
			return; /* (an encoding error: none in our formats) */
		if (b->n + (size_t)k < b->cap) {
			b->n += (size_t)k;
			return;
		}
		b->p = mem_grow(b->p, &b->cap, b->n + (size_t)k + 256, 1);
	}
}

/* The input's page tree. */

static int walk(struct imp *im, uint32_t num, int depth);

/* kids: the kids of page tree node num ([v, end)). */
static int
kids(struct imp *im, uint32_t num, const unsigned char *v,
    const unsigned char *end, int depth)
{
	const unsigned char *kv, *kend, *after;
	struct token t;
	uint64_t kid;

	if (!(kend = pdfm_dict_get(v, end, "Kids", &kv)) ||
	    (t = pdfm_next(kv, end)).t != T_AOPEN)
		return pdfm_fail(&im->m, &im->in, v, "page tree node %u has no "
		    "/Kids array", num);
	for (t = pdfm_next(t.e, kend); t.t != T_ACLOSE;
	    t = pdfm_next(after, kend)) {
		if (!pdfm_ref(t, kend, &kid, &after) || kid == 0 ||
		    kid >= im->in.size || !im->in.off[kid])
			return pdfm_fail(&im->m, &im->in, t.s, "page tree node "
			    "%u has a kid that is not an object", num);
		if (walk(im, (uint32_t)kid, depth + 1) < 0)
			return -1;
	}
	return 0;
}

/* walk: the pages below node num, in order, into im->pages. */
static int
walk(struct imp *im, uint32_t num, int depth)
{
	const unsigned char *v, *end, *tv;
	struct token t;

	if (depth > MAX_DEPTH || im->npages >= MAX_PAGES)
		return pdfm_fail(&im->m, &im->in, NULL, "the page tree is too "
		    "deep or too large");
	if (!(end = pdfm_object(&im->m, &im->in, num, &v)))
		return -1;
	if (!pdfm_dict_get(v, end, "Type", &tv))
		return pdfm_fail(&im->m, &im->in, v, "object %u in the page "
		    "tree has no /Type", num);
	t = pdfm_next(tv, end);
	if (pdfm_is_name(t, "Pages"))
		return kids(im, num, v, end, depth);
	if (!pdfm_is_name(t, "Page"))
		return pdfm_fail(&im->m, &im->in, v, "object %u in the page "
		    "tree is neither /Page nor /Pages", num);
	/* The file's pages read so far given back now and then. */
	if (im->npages % 64 == 0)
		pdfm_release(&im->in);
	im->pages = mem_grow(im->pages, &im->cappages,
	    (size_t)im->npages + 1, sizeof(*im->pages));
	im->pages[im->npages++] = num;
	return 0;
}

/* The boards. */

/* add_board: board id with pages first to last (1-based). */
static int
add_board(struct imp *im, const char *id, size_t idlen, long first,
    long last, long line)
{
	struct iboard *b;

	if (first < 1 || last < first || last > im->npages)
		return pdfm_fail(&im->m, NULL, NULL, "%s:%ld: pages %ld-%ld of "
		    "a file of %ld", im->o->pagemap, line, first, last,
		    im->npages);
	if (last - first > 1)
		return pdfm_fail(&im->m, NULL, NULL, "%s:%ld: board %.*s has %ld "
		    "pages: only a board on one page, or a front and its "
		    "back, is imposed", im->o->pagemap, line, (int)idlen, id,
		    last - first + 1);
	im->b = mem_grow(im->b, &im->capb, (size_t)im->n + 1, sizeof(*im->b));
	b = &im->b[im->n++];
	b->front = im->pages[first - 1];
	b->back = last > first ? im->pages[last - 1] : 0;
	b->page = first;
	im->backs |= b->back != 0;
	b->id = im->nids;
	im->ids = mem_grow(im->ids, &im->capids, im->nids + idlen + 1, 1);
	memcpy(im->ids + im->nids, id, idlen);
	im->ids[im->nids + idlen] = '\0';
	im->nids += idlen + 1;
	return 0;
}

/* field: the k-th comma-separated field of line (its length in *len). */
static const char *
field(const char *line, int k, size_t *len)
{
	const char *p = line;

	while (k-- > 0 && (p = strchr(p, ',')))
		p++;
	if (!p)
		return NULL;
	*len = strcspn(p, ",\r\n");
	return p;
}

/* same_file: whether the file named [f, f + len) is path (by their last
 * components: a page map names the file as layout-pdf was told to). */
static int
same_file(const char *f, size_t len, const char *path)
{
	const char *b = strrchr(path, '/'), *e = f + len, *q;

	for (q = e; q > f && q[-1] != '/'; q--)
		;
	b = b ? b + 1 : path;
	return strlen(b) == (size_t)(e - q) &&
	    memcmp(b, q, (size_t)(e - q)) == 0;
}

/*
 * map_line: one line of the page map (id,file,first,last: only the
 * rows of the input's file count) or of a manifest (its page column,
 * pagecol: "7" or "13-14", pages of its deck).
 */
static int
map_line(struct imp *im, const char *s, int pagecol, long line)
{
	const char *p, *id = s;
	size_t idlen = strcspn(s, ",\r\n"), len = 0;
	char *e;
	long first, last;

	if (pagecol >= 0 && (p = field(s, pagecol, &len))) {
		first = strtol(p, &e, 10);
		last = *e == '-' ? strtol(e + 1, &e, 10) : first;
	} else if (pagecol < 0 && (p = field(s, 1, &len)) &&
	    !same_file(p, len, im->in.name)) {
		return 0; /* a row of another of layout-pdf's files */
	} else if (pagecol < 0 && (p = field(s, 2, &len))) {
		first = strtol(p, &e, 10);
		last = *e == ',' ? strtol(e + 1, &e, 10) : -1;
	} else
		p = NULL;
	if (!p || !idlen || (*e != ',' && *e != '\n' && *e != '\r' && *e))
		return pdfm_fail(&im->m, NULL, NULL, "%s:%ld: not a page map's "
		    "line (ID,FILE,FIRST,LAST) nor a manifest's",
		    im->o->pagemap, line);
	return add_board(im, id, idlen, first, last, line);
}

/* header: the page column of a manifest's header line s, or -1 for a
 * page map (no header). */
static int
header(const char *s)
{
	size_t len;
	int k;

	if (strncmp(s, "id,", 3) != 0)
		return -1;
	for (k = 0; field(s, k, &len); k++)
		if (len == 4 && strncmp(field(s, k, &len), "page", 4) == 0)
			return k;
	return -2;
}

/* boards: the boards, from the page map, or a page each. */
static int
boards(struct imp *im)
{
	char line[1024], id[32];
	struct rfile rf;
	FILE *f;
	long i, no = 0;
	int col = -1;

	if (!im->o->pagemap) {
		for (i = 1; i <= im->npages; i++) {
			snprintf(id, sizeof(id), "page-%ld", i);
			add_board(im, id, strlen(id), i, i, i);
		}
		return 0;
	}
	if (!(f = rfile_fopen(im->o->pagemap, "r", RFILE_ANY, &rf)))
		return pdfm_fail(&im->m, NULL, NULL, "%s: %s", im->o->pagemap,
		    rf.why);
	while (fgets(line, sizeof(line), f)) {
		if (++no == 1 && (col = header(line)) != -1) {
			if (col == -2)
				break;
			continue;
		}
		if (map_line(im, line, col, no) < 0) {
			fclose(f);
			return -1;
		}
	}
	fclose(f);
	if (col == -2)
		return pdfm_fail(&im->m, NULL, NULL, "%s:1: a header without a "
		    "page column", im->o->pagemap);
	if (!im->n)
		return pdfm_fail(&im->m, NULL, NULL, "%s: no board of %s",
		    im->o->pagemap, im->in.name);
	return 0;
}

/* The pages' boxes and contents. */

/* box: the rectangle /key of page dictionary [v, end) into r; -1 when
 * absent or not four numbers. */
static int
box(const unsigned char *v, const unsigned char *end, const char *key,
    double r[4])
{
	const unsigned char *x;
	struct token t;
	char num[32];
	int i;

	if (!pdfm_dict_get(v, end, key, &x) ||
	    (t = pdfm_next(x, end)).t != T_AOPEN)
		return -1;
	for (i = 0; i < 4; i++) {
		t = pdfm_next(t.e, end);
		if ((t.t != T_INT && t.t != T_REAL) ||
		    t.e - t.s >= (long)sizeof(num))
			return -1;
		memcpy(num, t.s, (size_t)(t.e - t.s));
		num[t.e - t.s] = '\0';
		r[i] = strtod(num, NULL);
	}
	if (r[0] > r[2] || r[1] > r[3])
		return -1;
	return 0;
}

/* same_box: whether boxes a and b are the same (0.01 pt): every form
 * has the first page's box, placed as the first is. */
static int
same_box(const double a[4], const double b[4])
{
	int i;

	for (i = 0; i < 4; i++)
		if (fabs(a[i] - b[i]) >= 0.01)
			return 0;
	return 1;
}

/*
 * page_boxes: page num's bleed box (its media box when it has none) and
 * trim box into bb and tb, and its one content stream checked. *sideways
 * is set when the page is portrait (its back turns sideways).
 */
static int
page_boxes(struct imp *im, uint32_t num, double bb[4], double tb[4],
    int *sideways)
{
	const unsigned char *v, *end, *cv, *after;
	double mb[4];
	uint64_t c;

	if (!(end = pdfm_object(&im->m, &im->in, num, &v)))
		return -1;
	if (box(v, end, "MediaBox", mb) < 0 || box(v, end, "TrimBox", tb) < 0)
		return pdfm_fail(&im->m, &im->in, v, "page object %u has no "
		    "MediaBox or TrimBox", num);
	if (box(v, end, "BleedBox", bb) < 0)
		memcpy(bb, mb, sizeof(mb));
	*sideways = mb[2] - mb[0] < mb[3] - mb[1];
	if (pdfm_dict_get(v, end, "BPImposed", &cv))
		return pdfm_fail(&im->m, &im->in, v, "page object %u is a press "
		    "sheet already: impose layout-pdf's pages", num);
	if (!pdfm_dict_get(v, end, "Contents", &cv) ||
	    !pdfm_ref(pdfm_next(cv, end), end, &c, &after))
		return pdfm_fail(&im->m, &im->in, v, "page object %u has not "
		    "one content stream (layout-pdf writes one)", num);
	return 0;
}

/* index_boxes: every board's pages' boxes, which must all have the
 * first's size; the first's kept. */
static int
index_boxes(struct imp *im)
{
	double bb[4], tb[4];
	int side = 0, k;
	long i;

	for (i = 0; i < im->n; i++) {
		/* The file's pages read so far given back now and then. */
		if (i % 64 == 0)
			pdfm_release(&im->in);
		for (k = 0; k < 2; k++) {
			uint32_t p = k ? im->b[i].back : im->b[i].front;

			if (!p)
				continue;
			if (page_boxes(im, p, bb, tb, &side) < 0)
				return -1;
			if (i == 0 && k == 0) {
				memcpy(im->bb, bb, sizeof(bb));
				memcpy(im->tb, tb, sizeof(tb));
				im->sideways = side;
			} else if (!same_box(bb, im->bb) ||
			    !same_box(tb, im->tb))
				return pdfm_fail(&im->m, &im->in, NULL, "board "
				    "%s is %.1f x %.1f mm, the first %.1f x "
				    "%.1f mm, or its boxes lie elsewhere on its "
				    "page: impose each size on its own",
				    im->ids + im->b[i].id,
				    (tb[2] - tb[0]) / IMPOSE_MM,
				    (tb[3] - tb[1]) / IMPOSE_MM,
				    (im->tb[2] - im->tb[0]) / IMPOSE_MM,
				    (im->tb[3] - im->tb[1]) / IMPOSE_MM);
		}
	}
	return 0;
}

/* The sheets. */

/* stream: object num's dictionary [*v, returned) and its data. */
static const unsigned char *
stream(struct imp *im, uint32_t num, const unsigned char **v,
    const unsigned char **data, uint64_t *len)
{
	const unsigned char *e = im->in.b + im->in.n, *end, *lv, *d;
	struct token t;

	if (!(end = pdfm_object(&im->m, &im->in, num, v)))
		return NULL;
	t = pdfm_next(end, e);
	if (!pdfm_is_kw(t, "stream") || !pdfm_dict_get(*v, end, "Length",
	    &lv) || pdfm_integer(&im->m, &im->in, lv, len) < 0)
		return pdfm_fail(&im->m, &im->in, *v, "object %u is not a "
		    "stream with a /Length", num), NULL;
	d = t.e;
	if (d < e && *d == '\r')
		d++;
	if (d < e && *d == '\n')
		d++;
	if (*len > (uint64_t)(e - d))
		return pdfm_fail(&im->m, &im->in, d, "stream %u runs past the "
		    "end of the file", num), NULL;
	*data = d;
	return end;
}

/* copy_key: " /key VALUE" of dictionary [v, end), renumbered, if there. */
static void
copy_key(struct imp *im, const unsigned char *v, const unsigned char *end,
    const char *key)
{
	const unsigned char *x, *xe;

	if (!(xe = pdfm_dict_get(v, end, key, &x)))
		return;
	pdfm_putf(&im->m, "/%s ", key);
	pdfm_copy(&im->m, &im->in, x, xe, 0);
	pdfm_put(&im->m, "\n", 1);
}

/*
 * form: page num of the input as a Form XObject, object fnum: its content
 * stream's bytes and filter, its bleed box as the form's /BBox (the
 * form clips to it), its resources and group renumbered.
 */
static int
form(struct imp *im, uint32_t num, uint32_t fnum)
{
	const unsigned char *v, *end, *cv, *after, *sv, *send, *data;
	uint64_t c, len;

	if (!(end = pdfm_object(&im->m, &im->in, num, &v)))
		return -1;
	pdfm_dict_get(v, end, "Contents", &cv);
	pdfm_ref(pdfm_next(cv, end), end, &c, &after);
	if (c >= im->in.size || !(send = stream(im, (uint32_t)c, &sv, &data,
	    &len)))
		return -1;
	pdfm_xref_entry(&im->m, fnum, im->m.off);
	pdfm_putf(&im->m, "%u 0 obj\n<<\n/Type /XObject\n/Subtype /Form\n",
	    fnum);
	pdfm_putf(&im->m, "/BBox [%.4f %.4f %.4f %.4f]\n", im->bb[0],
	    im->bb[1], im->bb[2], im->bb[3]);
	copy_key(im, v, end, "Resources");
	copy_key(im, v, end, "Group");
	copy_key(im, sv, send, "Filter");
	copy_key(im, sv, send, "DecodeParms");
	pdfm_putf(&im->m, "/Length %llu\n>>\nstream\n",
	    (unsigned long long)len);
	pdfm_put(&im->m, data, (size_t)len);
	pdfm_put(&im->m, "\nendstream\nendobj\n", 18);
	return 0;
}

/* num: x with 4 decimals, trailing zeros cut (deterministic, short). */
static void
put_mat(struct ibuf *b, struct impose_mat t)
{
	double v[6] = { t.a, t.b, t.c, t.d, t.e, t.f };
	int i;

	for (i = 0; i < 6; i++)
		ibuf_printf(b, "%.4f ", fabs(v[i]) < 5e-5 ? 0.0 : v[i]);
}

/* placed: rectangle r through matrix t, as a rectangle. */
static struct irect
placed(struct impose_mat t, const double r[4])
{
	double x[4] = { r[0], r[2], r[0], r[2] }, y[4] = { r[1], r[1], r[3],
	    r[3] };
	struct irect q = { 1e30, 1e30, -1e30, -1e30 };
	int i;

	for (i = 0; i < 4; i++) {
		impose_apply(t, &x[i], &y[i]);
		q.x0 = fmin(q.x0, x[i]);
		q.y0 = fmin(q.y0, y[i]);
		q.x1 = fmax(q.x1, x[i]);
		q.y1 = fmax(q.y1, y[i]);
	}
	return q;
}


/* slug: the side's slug text. */
static void
slug(struct imp *im, const struct iplace *p, int np, long s, int back,
    char *buf, size_t n)
{
	const char *first = np ? im->ids + im->b[p[0].board].id : "",
	    *last = np ? im->ids + im->b[p[np - 1].board].id : "";

	snprintf(buf, n, "sheet %ld/%ld %s - %s: positions 1-%d - boards "
	    "%s to %s - %s", s + 1, im->sheets, back ? "back" : "front",
	    im->o->order == IMPOSE_STACK ? "cut and stack, a stack a "
	    "position" : "plain order", im->k, first, last, im->title);
}

/* rotation: the quarter turns of t (a rotation), in degrees
 * counterclockwise. */
static int
rotation(struct impose_mat t)
{
	return t.a > 0.5 ? 0 : t.b > 0.5 ? 90 : t.a < -0.5 ? 180 : 270;
}

/* map_rows: the side's rows of the map: trim boxes in mm from the
 * side's top left corner. */
static void
map_rows(struct imp *im, const struct iplace *p, int np, long s, int back)
{
	double sh = im->o->sheet_h;
	int i;

	for (i = 0; im->map && i < np; i++)
		fprintf(im->map, "%s,%ld,%ld,%s,%d,%.2f,%.2f,%.2f,%.2f,%d\n",
		    im->ids + im->b[p[i].board].id,
		    im->b[p[i].board].page + back, s + 1,
		    back ? "back" : "front", p[i].j + 1,
		    p[i].trim.x0 / IMPOSE_MM, sh - p[i].trim.y1 / IMPOSE_MM,
		    (p[i].trim.x1 - p[i].trim.x0) / IMPOSE_MM,
		    (p[i].trim.y1 - p[i].trim.y0) / IMPOSE_MM,
		    rotation(p[i].t));
}

/* places: the boards of side back of sheet s, into p; returns how many. */
static int
places(struct imp *im, long s, int back, struct iplace *p)
{
	double sw = im->o->sheet_w * IMPOSE_MM, sh = im->o->sheet_h * IMPOSE_MM;
	double x, y;
	long bi;
	int j, np = 0;

	for (j = 0; j < im->k; j++) {
		if ((bi = impose_board(im->o->order, im->n, im->k, s, j)) < 0 ||
		    (back && !im->b[bi].back))
			continue;
		impose_cell(&im->fit, j, &x, &y);
		p[np].board = bi;
		p[np].j = j;
		p[np].page = back ? im->b[bi].back : im->b[bi].front;
		p[np].t = impose_front(&im->fit, im->bb, x, y);
		if (back)
			p[np].t = impose_back(p[np].t, im->tb, im->sideways,
			    im->o->turn, sw, sh);
		p[np].trim = placed(p[np].t, im->tb);
		p[np].bleed = placed(p[np].t, im->bb);
		np++;
	}
	return np;
}

/* The spot colours the boards paint, for the colour bar's patches. */

/* A form's resources nest at most this deep, and at most this many forms
 * are looked into a page: the time the search takes is bounded. */
#define SPOT_DEPTH 4
#define SPOT_FORMS 256

/*
 * deref: the value at [v, e) or, when it is a reference, the object it
 * refers to: its start in *d, its end returned; NULL when neither.
 */
static const unsigned char *
deref(struct imp *im, const unsigned char *v, const unsigned char *e,
    const unsigned char **d)
{
	const unsigned char *end = im->in.b + im->in.n, *after;
	struct token t = pdfm_next(v, e);
	uint64_t num;

	if (pdfm_ref(t, e, &num, &after)) {
		if (num == 0 || num >= im->in.size || !im->in.off[num])
			return NULL;
		return pdfm_object(&im->m, &im->in, (uint32_t)num, d);
	}
	*d = t.s;
	return t.t == T_END || t.t == T_ERR ? NULL : pdfm_skip_value(t.s,
	    end);
}

/* process: a colourant the process plates or every plate already show. */
static int
process(struct token t)
{
	static const char *const names[] = { "All", "None", "Cyan",
	    "Magenta", "Yellow", "Black" };
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (pdfm_is_name(t, names[i]))
			return 1;
	return 0;
}

/* add_spot: colourant name (comp of ncomp) of the space whose entry is
 * [v, e), unless the side has it already or has IMPOSE_SPOTS. */
static void
add_spot(struct imp *im, struct token name, const unsigned char *v,
    const unsigned char *e, int comp, int ncomp)
{
	size_t len = (size_t)(name.e - name.s);
	struct ispot *sp;
	int i;

	if (process(name))
		return;
	for (i = 0; i < im->nspot; i++)
		if ((size_t)(im->spot[i].name_e - im->spot[i].name) == len &&
		    memcmp(im->spot[i].name, name.s, len) == 0)
			return;
	if (im->nspot == IMPOSE_SPOTS)
		return;
	sp = &im->spot[im->nspot++];
	*sp = (struct ispot){ v, e, name.s, name.e, comp, ncomp };
}

/* space: the spot colours of the colour space (the entry [v, e), the
 * space itself [d, de)): a Separation's, a DeviceN's colourants. */
static void
space(struct imp *im, const unsigned char *v, const unsigned char *e,
    const unsigned char *d, const unsigned char *de)
{
	struct token t = pdfm_next(d, de), kind, n;
	const unsigned char *p;
	int i, count;

	if (t.t != T_AOPEN)
		return;
	kind = pdfm_next(t.e, de);
	n = pdfm_next(kind.e, de);
	if (pdfm_is_name(kind, "Separation") && n.t == T_NAME) {
		add_spot(im, n, v, e, 0, 1);
		return;
	}
	if (!pdfm_is_name(kind, "DeviceN") || n.t != T_AOPEN)
		return;
	/* Count the colourants first: the patch gives each a value. */
	for (count = 0, p = n.e; (t = pdfm_next(p, de)).t == T_NAME;
	    p = t.e)
		count++;
	if (t.t != T_ACLOSE || count > 32)
		return;
	for (i = 0, p = n.e; i < count; i++, p = t.e)
		add_spot(im, t = pdfm_next(p, de), v, e, i, count);
}

/* resources: the spot colours of the resources at [r, re) and of the
 * forms they name, depth forms deep; *forms counts those looked into. */
static void
resources(struct imp *im, const unsigned char *r, const unsigned char *re,
    int depth, int *forms)
{
	const unsigned char *rd, *rde, *v, *ve, *p, *x, *xe, *d, *de;
	struct token t;

	if (!(rde = deref(im, r, re, &rd)))
		return;
	if ((ve = pdfm_dict_get(rd, rde, "ColorSpace", &v)) &&
	    (de = deref(im, v, ve, &d)) && (t = pdfm_next(d, de)).t ==
	    T_DOPEN)
		for (p = t.e; (t = pdfm_next(p, de)).t == T_NAME; p = xe) {
			if (!(xe = pdfm_skip_value(t.e, de)))
				break;
			if ((ve = deref(im, t.e, xe, &v)))
				space(im, t.e, xe, v, ve);
		}
	if (depth >= SPOT_DEPTH || !(ve = pdfm_dict_get(rd, rde, "XObject",
	    &v)) || !(de = deref(im, v, ve, &d)) || (t = pdfm_next(d,
	    de)).t != T_DOPEN)
		return;
	for (p = t.e; (t = pdfm_next(p, de)).t == T_NAME; p = xe) {
		if (!(xe = pdfm_skip_value(t.e, de)) || ++*forms > SPOT_FORMS)
			break;
		if (!(ve = deref(im, t.e, xe, &v)) ||
		    !pdfm_dict_get(v, ve, "Subtype", &x) ||
		    !pdfm_is_name(pdfm_next(x, ve), "Form") ||
		    !(ve = pdfm_dict_get(v, ve, "Resources", &x)))
			continue;
		resources(im, x, ve, depth + 1, forms);
	}
}

/* side_spots: the spot colours the side's np boards paint, in the order
 * met, into im->spot. */
static void
side_spots(struct imp *im, const struct iplace *p, int np)
{
	const unsigned char *v, *end, *r, *re;
	int i, forms;

	im->nspot = 0;
	for (i = 0; i < np; i++) {
		forms = 0;
		if ((end = pdfm_object(&im->m, &im->in, p[i].page, &v)) &&
		    (re = pdfm_dict_get(v, end, "Resources", &r)))
			resources(im, r, re, 0, &forms);
	}
}

/* content: the side's content stream: the boards, then the marks. */
static void
content(struct imp *im, const struct iplace *p, int np, long s, int back)
{
	struct irect *trim = im->trim, *bleed = im->bleed;
	struct iside side = { .o = im->o, .trim = trim, .bleed = bleed,
	    .n = np };
	char text[512];
	int i;

	im->content.n = 0;
	for (i = 0; i < np; i++) {
		ibuf_printf(&im->content, "q ");
		put_mat(&im->content, p[i].t);
		ibuf_printf(&im->content, "cm /B%d Do Q\n", p[i].j);
		trim[i] = p[i].trim;
		bleed[i] = p[i].bleed;
	}
	slug(im, p, np, s, back, text, sizeof(text));
	side.slug = text;
	side.adv = im->adv;
	side.used = im->used;
	side_spots(im, p, np);
	side.spot = im->spot;
	side.nspot = im->nspot;
	imposem_marks(&im->content, &side);
}

/* side_page: the page object pnum of a side of np boards, its content
 * stream cnum. */
static void
side_page(struct imp *im, const struct iplace *p, int np, uint32_t pnum,
    uint32_t cnum)
{
	double w = im->o->sheet_w * IMPOSE_MM, h = im->o->sheet_h * IMPOSE_MM;
	int i;

	pdfm_xref_entry(&im->m, pnum, im->m.off);
	/* The sheet is what the press prints whole: its trim is the sheet
	 * (each board's own trim is in its form and in the map). */
	pdfm_putf(&im->m, "%u 0 obj\n<<\n/Type /Page\n/Parent %u 0 R\n"
	    "/MediaBox [0 0 %.4f %.4f]\n", pnum, OBJ_PAGES, w, h);
	pdfm_putf(&im->m, "/BleedBox [0 0 %.4f %.4f]\n/TrimBox [0 0 %.4f "
	    "%.4f]\n", w, h, w, h);
	/* A private key (PDF 32000-1 annex E's second-class name) that says
	 * the page is a press sheet, so that it is not imposed again. */
	pdfm_putf(&im->m, "/BPImposed true\n");
	pdfm_putf(&im->m, "/Resources <<\n/ColorSpace << /All %u 0 R", im->all);
	for (i = 0; i < im->nspot; i++) {
		pdfm_putf(&im->m, " /P%d ", i);
		pdfm_copy(&im->m, &im->in, im->spot[i].v, im->spot[i].e, 0);
	}
	pdfm_putf(&im->m, " >>\n/Font << /S %u 0 R >>\n/XObject <<",
	    im->font);
	for (i = 0; i < np; i++)
		pdfm_putf(&im->m, " /B%d %u 0 R", p[i].j, p[i].form);
	pdfm_putf(&im->m, " >>\n>>\n/Contents %u 0 R\n>>\nendobj\n", cnum);
	pdfm_xref_entry(&im->m, cnum, im->m.off);
	pdfm_putf(&im->m, "%u 0 obj\n<< /Length %zu >>\nstream\n", cnum,
	    im->content.n);
	pdfm_put(&im->m, im->content.p, im->content.n);
	pdfm_put(&im->m, "\nendstream\nendobj\n", 18);
	fprintf(im->m.kids, "%u 0 R\n", pnum);
}

/* side: side back of sheet s, its boards' forms and what they refer to. */
static int
side(struct imp *im, long s, int back)
{
	struct iplace *p = im->pl;
	uint32_t pnum, cnum;
	int np = places(im, s, back, p), i;

	pnum = im->m.next++;
	cnum = im->m.next++;
	for (i = 0; i < np; i++)
		p[i].form = im->m.next++;
	content(im, p, np, s, back);
	side_page(im, p, np, pnum, cnum);
	for (i = 0; i < np; i++)
		if (form(im, p[i].page, p[i].form) < 0)
			return -1;
	while (im->in.qhead < im->in.qtail)
		if (pdfm_write_object(&im->m, &im->in,
		    im->in.queue[im->in.qhead++]) < 0)
			return -1;
	map_rows(im, p, np, s, back);
	pdfm_release(&im->in);
	return 0;
}

/*
 * open_input: the input read and checked (layout-pdf's own, as the deck's
 * merge checks it), its pages, boards and boxes indexed, the grid made.
 */
static int
open_input(struct imp *im, const char *name, uint32_t *root,
    uint32_t *info)
{
	const unsigned char *tp = NULL, *v, *end, *x;
	uint64_t pages;

	im->in.name = name;
	im->in.mapped = 1;
	if (pdfm_read(&im->m, &im->in, &tp) < 0)
		return -1;
	if (!(*root = pdfm_trailer_ref(&im->in, tp, "Root")))
		return pdfm_fail(&im->m, &im->in, tp, "the trailer has no "
		    "/Root");
	if (pdfm_same_deck(&im->m, &im->in, tp, *root) < 0)
		return -1;
	*info = pdfm_trailer_ref(&im->in, tp, "Info");
	pdfm_dict_text(&im->m, &im->in, *info, "Title", im->title,
	    sizeof(im->title));
	if (!(end = pdfm_object(&im->m, &im->in, *root, &v)) ||
	    !pdfm_dict_get(v, end, "Pages", &x) ||
	    !pdfm_ref(pdfm_next(x, end), end, &pages, &x) ||
	    pages >= im->in.size || !im->in.off[pages])
		return pdfm_fail(&im->m, &im->in, NULL, "the catalog has no "
		    "/Pages");
	if (imposem_advances(&im->m, im->o->font, im->adv) < 0)
		return -1;
	pdfm_release(&im->in);
	if (walk(im, (uint32_t)pages, 0) < 0 || boards(im) < 0 ||
	    index_boxes(im) < 0)
		return -1;
	pdfm_release(&im->in);
	im->in.map[*root] = OBJ_CATALOG;
	im->in.map[pages] = OBJ_PAGES;
	return 0;
}

/* grid: the sheet's grid for the boards, or -1 when none fits. */
static int
grid(struct imp *im)
{
	const struct impose_opt *o = im->o;
	double bw = im->bb[2] - im->bb[0], bh = im->bb[3] - im->bb[1];

	if (!(im->k = impose_fit(&im->fit, o, bw, bh)))
		return pdfm_fail(&im->m, &im->in, NULL, "a board of %.1f x "
		    "%.1f mm with its bleed does not fit a sheet of %g x %g mm "
		    "less its grip (%g mm) and margins (%g mm)", bw / IMPOSE_MM,
		    bh / IMPOSE_MM, o->sheet_w, o->sheet_h, o->grip, o->margin);
	im->sheets = (im->n + im->k - 1) / im->k;
	if (im->sheets * (im->backs ? 2 : 1) > TREE_DIRECT)
		return pdfm_fail(&im->m, &im->in, NULL, "%ld sheets: more "
		    "than %d pages: impose fewer boards a file", im->sheets,
		    TREE_DIRECT / (im->backs ? 2 : 1));
	im->pl = mem_calloc((size_t)im->k, sizeof(*im->pl));
	im->trim = mem_calloc((size_t)im->k, sizeof(*im->trim));
	im->bleed = mem_calloc((size_t)im->k, sizeof(*im->bleed));
	return 0;
}

/* catalog: the input's catalog as object 1 (its /Pages now the sheets'
 * tree; its output intent and metadata copied with the first sheet; a
 * PDF/VT deck's records left out: a sheet is none). */
static int
catalog(struct imp *im, uint32_t root)
{
	const unsigned char *v, *end;

	if (!(end = pdfm_object(&im->m, &im->in, root, &v)))
		return -1;
	return pdfm_vt_plain(&im->m, &im->in, v, end);
}

/* sheets: every sheet, front then back, then the slug's font, the
 * page tree and the trailer. */
static int
sheets(struct imp *im, uint32_t root, uint32_t info)
{
	long s;

	pdfm_start(&im->m, pdfm_version(im->in.b, im->in.n));
	if (catalog(im, root) < 0)
		return -1;
	info = info ? pdfm_give(&im->m, &im->in, info) : 0;
	im->font = im->m.next++;
	/* The marks' colour: every plate at the tint painted, 1 1 1 1 on a
	 * proof without separations. */
	im->all = im->m.next++;
	pdfm_xref_entry(&im->m, im->all, im->m.off);
	pdfm_putf(&im->m, "%u 0 obj\n[/Separation /All /DeviceCMYK << "
	    "/FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [1 1 1 1] /N 1 "
	    ">>]\nendobj\n", im->all);
	for (s = 0; s < im->sheets && !im->m.werr; s++)
		if (side(im, s, 0) < 0 || (im->backs && side(im, s, 1) < 0))
			return -1;
	if (imposem_font(&im->m, im->font, im->o->font, im->used) < 0)
		return -1;
	pdfm_page_tree(&im->m, im->sheets * (im->backs ? 2 : 1));
	pdfm_table_and_trailer(&im->m, info);
	return 0;
}

long
impose_run(FILE *out, FILE *map, const char *in, const struct impose_opt *o,
    char *err, size_t errlen)
{
	struct imp im;
	uint32_t root = 0, info = 0;
	long status = -1;

	memset(&im, 0, sizeof(im));
	im.m.out = out;
	im.m.err = err;
	im.m.errlen = errlen;
	im.m.next = OBJ_FIRST;
	im.o = o;
	im.map = map;
	err[0] = '\0';
	sha256_begin(&im.m.h);
	if (open_input(&im, in, &root, &info) == 0 && grid(&im) == 0) {
		if (!(im.m.xref = tmpfile()) || !(im.m.kids = tmpfile()))
			snprintf(err, errlen, "a temporary file: %s",
			    strerror(errno));
		else if (sheets(&im, root, info) == 0)
			status = im.sheets;
	}
	if (status >= 0 && (im.m.werr || (map && ferror(map)))) {
		snprintf(err, errlen, "%s", im.m.werr ?
		    pdfm_werr_text(&im.m) : strerror(EIO));
		status = -2;
	} else if (status < 0 && (!err[0] || im.m.werr)) {
		if (im.m.toobig)
			snprintf(err, errlen, "%s", pdfm_werr_text(&im.m));
		status = -2;
	}
	if (im.m.xref)
		fclose(im.m.xref);
	if (im.m.kids)
		fclose(im.m.kids);
	pdfm_input_free(&im.in);
	MEM_FREE(im.pages, im.b, im.ids, im.content.p, im.pl, im.trim,
	    im.bleed);
	return status;
}
