/* press_xjdf.c: press-run's job ticket, CIP4 XJDF 2.2 (docs/xjdf.md):
 * the run's product, quantity, size, sheet, cut-and-stack, run list,
 * cutting, from the run folder's own files; die lines and board code as
 * press-tool reads them from the run's template and layout options. */
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/kind.h"
#include "board/rules.h"
#include "core/diag.h"
#include "core/mem.h"
#include "draw/layout.h"
#include "merge/pdfmerge.h"
#include "tool/press.h"

#define MM_PT (72.0 / 25.4)
#define LINE 8192

/* The ticket's numbers: a fixed format, so the same run the same bytes. */
static void
num(FILE *out, double v)
{
	char b[48];
	size_t n;

	snprintf(b, sizeof(b), "%.3f", v);
	n = strlen(b);
	while (n > 1 && b[n - 1] == '0')
		b[--n] = '\0';
	if (b[n - 1] == '.')
		b[--n] = '\0';
	fputs(strcmp(b, "-0") ? b : "0", out);
}

/*
 * attr: name="value", value escaped for XML 1.0: the five specials as
 * entities, control characters (not allowed in XML 1.0) and bytes that
 * are not UTF-8 as '?', so any run's names give a well-formed file.
 */
static void
attr(FILE *out, const char *name, const char *v)
{
	const unsigned char *p = (const unsigned char *)v;

	fprintf(out, " %s=\"", name);
	while (*p) {
		size_t k, n = *p < 0x80 ? 1 : (*p & 0xe0) == 0xc0 ? 2 :
		    (*p & 0xf0) == 0xe0 ? 3 : (*p & 0xf8) == 0xf0 ? 4 : 0;

		for (k = 1; k < n; k++)
			if (!p[k] || (p[k] & 0xc0) != 0x80)
				n = 0;
		if (n == 0 || (n == 2 && *p < 0xc2)) {
			fputc('?', out);
			p++;
			continue;
		}
		if (n > 1) {
			fwrite(p, 1, n, out);
			p += n;
			continue;
		}
		switch (*p) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&apos;", out); break;
		default: fputc(*p < 0x20 || *p == 0x7f ? '?' : *p, out);
		}
		p++;
	}
	fputc('"', out);
}

/* url: name="value" as a URI reference: every byte but the unreserved
 * ones and '/' percent-encoded (a space is %20). */
static void
url(FILE *out, const char *name, const char *v)
{
	const unsigned char *p = (const unsigned char *)v;

	fprintf(out, " %s=\"", name);
	for (; *p; p++)
		if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		    (*p >= '0' && *p <= '9') || strchr("-._~/", *p))
			fputc(*p, out);
		else
			fprintf(out, "%%%02X", *p);
	fputc('"', out);
}

/* attrl: name="N". */
static void
attrl(FILE *out, const char *name, long v)
{
	fprintf(out, " %s=\"%ld\"", name, v);
}

/* nmtoken: s made an XML NMTOKEN: every byte not a letter, digit, '.',
 * '_' or '-' becomes '_'. */
static void
nmtoken(char *s)
{
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') ||
		    (*s >= '0' && *s <= '9') || *s == '.' || *s == '_' ||
		    *s == '-'))
			*s = '_';
}

/* field: the i-th comma-separated field of line into buf ("" if none). */
static void
field(const char *line, int i, char *buf, size_t n)
{
	const char *p = line, *e;

	while (i-- > 0 && p)
		if ((p = strchr(p, ',')) != NULL)
			p++;
	if (!p) {
		buf[0] = '\0';
		return;
	}
	e = p + strcspn(p, ",\n");
	snprintf(buf, n, "%.*s", (int)(e - p), p);
}

/* column: the index of name in the CSV header line, or -1. */
static int
column(const char *line, const char *name)
{
	const char *p = line;
	size_t n = strlen(name);
	int i;

	for (i = 0; p; i++, p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
		if (!strncmp(p, name, n) && strchr(",\r\n", p[n]))
			return i;
	return -1;
}

/* A product: the boards of the run with the same number of pages, and
 * how many of them the sheets' map says have a back (front+back). */
struct product {
	long pages, boards, backs;
};

/* What the manifest says: its boards, by pages, first and last. */
struct boards {
	struct product *p;
	size_t n;
	long total, pages;
	char first[256], last[256];
	int stack; /* with a map: every board where cut-and-stack puts it */
};

/* One position on a side of the sheets (impose-pdf's map). */
struct pos {
	double x, y, w, h; /* its trim, mm from the side's top left */
	int rot;
	long depth;        /* how many sheets carry a board there */
};

/* What impose-pdf's map says: the sheets and each side's positions. */
struct sheets {
	double w, h; /* mm */
	const char *name; /* impose-pdf's --sheet */
	long count;
	struct pos *side[2]; /* front, back: by position - 1 */
	long npos[2];
	int backs;
	int tumble; /* the backs' turns say work-and-tumble */
};

static int
fail(const char *file, long line, const char *what)
{
	if (line)
		press_say("xjdf: %s:%ld: %s", file, line, what);
	else
		press_say("xjdf: %s: %s", file, what);
	return 2;
}

/* read_map: impose-pdf's map (id,page,sheet,side,position,x,y,w,h,
 * rotation) into s: memory grows with the positions, not the boards. */
static int
read_map(const char *path, struct sheets *s)
{
	char line[LINE], side[32];
	long ln = 0;
	FILE *f = fopen(path, "r");

	if (!f)
		return fail(path, 0, "cannot be read");
	while (fgets(line, sizeof(line), f)) {
		long sheet, pos;
		double x, y, w, h;
		int rot, b;
		char *c = strrchr(line, ','), *fs[9];
		int k;

		if (!strchr(line, '\n')) {
			fclose(f);
			return fail(path, ln + 1, "a line longer than "
			    "8191 bytes");
		}
		if (ln++ == 0) {
			if (strncmp(line, "id,page,sheet,side,position,", 28)) {
				fclose(f);
				return fail(path, 1, "not impose-pdf's map");
			}
			continue;
		}
		/* From the right: nine fields after the id, whatever it is. */
		for (k = 8; k >= 0 && c; k--) {
			fs[k] = c + 1;
			*c = '\0';
			c = k ? strrchr(line, ',') : c;
		}
		if (k >= 0 || sscanf(fs[1], "%ld", &sheet) != 1 ||
		    sscanf(fs[2], "%31s", side) != 1 ||
		    sscanf(fs[3], "%ld", &pos) != 1 ||
		    sscanf(fs[4], "%lf", &x) != 1 ||
		    sscanf(fs[5], "%lf", &y) != 1 ||
		    sscanf(fs[6], "%lf", &w) != 1 ||
		    sscanf(fs[7], "%lf", &h) != 1 ||
		    sscanf(fs[8], "%d", &rot) != 1 || sheet < 1 || pos < 1 ||
		    pos > 10000 || (strcmp(side, "front") &&
		    strcmp(side, "back"))) {
			fclose(f);
			return fail(path, ln, "not a row of impose-pdf's map");
		}
		b = !strcmp(side, "back");
		s->backs |= b;
		if (sheet > s->count)
			s->count = sheet;
		if (pos > s->npos[b]) {
			s->side[b] = mem_realloc(s->side[b],
			    (size_t)pos * sizeof(struct pos));
			memset(s->side[b] + s->npos[b], 0,
			    (size_t)(pos - s->npos[b]) * sizeof(struct pos));
			s->npos[b] = pos;
		}
		if (s->side[b][pos - 1].depth++ == 0)
			s->side[b][pos - 1] = (struct pos){ x, y, w, h, rot,
			    1 };
		/*
		 * How the sheet turns, from the back's turn against its
		 * front's: a board lies with its back turned about its
		 * horizontal axis (its vertical one when sideways), then the
		 * sheet turns about its vertical axis (turn) or its
		 * horizontal one (tumble): an upright board's back is turned
		 * 180 by a turn and 0 by a tumble; a sideways one's the other
		 * way round.
		 */
		if (b && pos <= s->npos[0] && s->side[0][pos - 1].depth) {
			int fr = s->side[0][pos - 1].rot;
			int d = ((rot - fr) % 360 + 360) % 360;

			s->tumble = (fr % 180 == 0) == (d == 0);
		}
	}
	fclose(f);
	return 0;
}

/* read_manifest: the manifest's boards counted by pages; with a map
 * (s->count set), whether each is where cut-and-stack puts it. */
static int
read_manifest(const char *path, struct boards *b, const struct sheets *s)
{
	char line[LINE], id[256], page[64], sheet[32], pos[32], side[32];
	int cid, cpage, csheet = -1, cpos = -1, cside = -1;
	long ln = 1, first, last, k;
	size_t i;
	FILE *f = fopen(path, "r");

	if (!f)
		return fail(path, 0, "cannot be read");
	if (!fgets(line, sizeof(line), f) || (cid = column(line, "id")) < 0 ||
	    (cpage = column(line, "page")) < 0 || (s->count &&
	    ((csheet = column(line, "sheet")) < 0 ||
	    (cpos = column(line, "position")) < 0 ||
	    (cside = column(line, "side")) < 0))) {
		fclose(f);
		return fail(path, 1, "not press-run's manifest");
	}
	b->stack = s->count > 0;
	while (fgets(line, sizeof(line), f)) {
		if (!strchr(line, '\n')) {
			fclose(f);
			return fail(path, ln + 1, "a line longer than 8191 "
			    "bytes");
		}
		ln++;
		field(line, cid, id, sizeof(id));
		field(line, cpage, page, sizeof(page));
		first = last = strtol(page, NULL, 10);
		if (strchr(page, '-'))
			last = strtol(strchr(page, '-') + 1, NULL, 10);
		if (!id[0] || first < 1 || last < first) {
			fclose(f);
			return fail(path, ln, "a row without its board's id "
			    "and pages");
		}
		if (s->count) {
			field(line, csheet, sheet, sizeof(sheet));
			field(line, cpos, pos, sizeof(pos));
			/* Cut-and-stack: board r at position r / M + 1 of
			 * sheet r % M + 1, M sheets. */
			if (strtol(sheet, NULL, 10) !=
			    b->total % s->count + 1 ||
			    strtol(pos, NULL, 10) != b->total / s->count + 1)
				b->stack = 0;
		}
		k = last - first + 1;
		for (i = 0; i < b->n && b->p[i].pages != k; i++)
			;
		if (i == b->n) {
			b->p = mem_realloc(b->p, (b->n + 1) * sizeof(*b->p));
			b->p[b->n++] = (struct product){ k, 0, 0 };
		}
		b->p[i].boards++;
		if (cside >= 0) {
			field(line, cside, side, sizeof(side));
			b->p[i].backs += !strcmp(side, "front+back");
		}
		b->pages += k;
		if (!b->total++)
			snprintf(b->first, sizeof(b->first), "%s", id);
		snprintf(b->last, sizeof(b->last), "%s", id);
	}
	fclose(f);
	if (!b->total)
		return fail(path, 0, "holds no board");
	return 0;
}

/* read_pdfs: each chunk's PDF (CHUNK/K.pdf, when the chunk made one):
 * the deck's pages and records are theirs, its boxes the first's. */
static int
read_pdfs(char **dirs, int n, struct pdfmerge_info *deck)
{
	char path[PATH_MAX], err[512];
	struct pdfmerge_info pi;
	int i, any = 0;

	for (i = 0; i < n; i++) {
		const char *k = strrchr(dirs[i], '/');
		FILE *f;

		snprintf(path, sizeof(path), "%s/%s.pdf", dirs[i],
		    k ? k + 1 : dirs[i]);
		if (!(f = fopen(path, "rb")))
			continue; /* a chunk of no valid board */
		fclose(f);
		if (pdfmerge_info(path, &pi, err, sizeof(err)) < 0) {
			press_say("xjdf: %s", err);
			return 2;
		}
		if (!any++) {
			*deck = pi;
			continue;
		}
		deck->pages += pi.pages;
		deck->records += pi.records;
	}
	if (!any) {
		press_say("xjdf: no chunk holds a PDF");
		return 2;
	}
	return 0;
}

/* box: name="x0 y0 x1 y1" in points. */
static void
box(FILE *out, const char *name, const double b[4])
{
	int k;

	fprintf(out, " %s=\"", name);
	for (k = 0; k < 4; k++) {
		if (k)
			fputc(' ', out);
		num(out, b[k]);
	}
	fputc('"', out);
}

/*
 * xjdf_die: the die and crease steps: their process types (types) and
 * their DieLayout (out), when the template asks for them; NULL: nothing.
 * press: the file the die's lines are on when die names none (the
 * sheets, or the deck).
 */
static void
xjdf_die(FILE *out, const struct press_xjdf_die *die, int types,
    const char *press)
{
	char what[256];

	if (!die || (!die->cut && !die->crease))
		return;
	if (types) {
		fprintf(out, "%s%s", die->cut ? " DieCutting" : "",
		    die->crease ? " Creasing" : "");
		return;
	}
	snprintf(what, sizeof(what), "the %s%s lines: %s%s",
	    die->cut ? "cut" : "", die->cut && die->crease ? " and crease" :
	    die->crease ? "crease" : "", die->layer ? "ISO 19593-1 "
	    "processing-step layers, in " : "", "the separations CutLines "
	    "names");
	fputs("  <ResourceSet Name=\"DieLayout\" Usage=\"Input\">\n"
	    "    <Resource ID=\"DieLayout_1\"", out);
	attr(out, "DescriptiveName", what);
	fputs(">\n      <DieLayout", out);
	if (die->lines)
		attr(out, "CutLines", die->lines);
	fputs(">\n", out);
	fputs("        <FileSpec MimeType=\"application/pdf\"", out);
	url(out, "URL", die->file ? die->file : press);
	fputs("/>\n", out);
	fputs("      </DieLayout>\n    </Resource>\n  </ResourceSet>\n", out);
}

/*
 * pattern: name="regex": the regular expression (XML Schema's) that
 * matches the values of c's format: its second %s the run (as it is, its
 * '.' escaped; any text when the run is not known), the other %s any
 * text, each %i a number from 1.
 */
static void
pattern(FILE *out, const char *name, const struct press_xjdf_code *c)
{
	char re[512];
	const char *f;
	size_t n = 0;
	int s = 0;

	for (f = c->format; *f && n + 40 < sizeof(re); f++) {
		if (*f == '%' && f[1] == 's' && s++ == 1 && c->run[0]) {
			const char *r;

			for (r = c->run; *r && n + 40 < sizeof(re); r++) {
				if (*r == '.')
					re[n++] = '\\';
				re[n++] = *r;
			}
			f++;
		} else if (*f == '%' && f[1] == 's') {
			n += (size_t)snprintf(re + n, sizeof(re) - n, ".+");
			f++;
		} else if (*f == '%' && f[1] == 'i') {
			n += (size_t)snprintf(re + n, sizeof(re) - n,
			    "[1-9][0-9]*");
			f++;
		} else {
			if (strchr("\\.?*+|{}()[]^-", *f))
				re[n++] = '\\';
			re[n++] = *f;
		}
	}
	re[n] = '\0';
	attr(out, name, re);
}

/* positions: a side's Layout of the sheets, each position's trim. */
static void
positions(FILE *out, const struct sheets *s, int b, int stack)
{
	static const char *const rot[] = { "Rotate0", "Rotate90",
		"Rotate180", "Rotate270" };
	long j;

	fprintf(out, "    <Resource>\n      <Part Side=\"%s\"/>\n"
	    "      <Layout Automated=\"false\" PaperRef=\"Media_sheet\"",
	    b ? "Back" : "Front");
	fprintf(out, " WorkStyle=\"%s\"", !s->backs ? "Simplex" :
	    s->tumble ? "WorkAndTumble" : "WorkAndTurn");
	fputs(">\n", out);
	for (j = 0; j < s->npos[b]; j++) {
		const struct pos *p = &s->side[b][j];
		double r[4];

		if (!p->depth)
			continue;
		r[0] = p->x * MM_PT;
		r[1] = (s->h - p->y - p->h) * MM_PT;
		r[2] = (p->x + p->w) * MM_PT;
		r[3] = (s->h - p->y) * MM_PT;
		fputs("        <Position", out);
		box(out, "AbsoluteBox", r);
		fprintf(out, " Orientation=\"%s\"", rot[(p->rot / 90) & 3]);
		attrl(out, "PositionOrd", j);
		if (stack) {
			attrl(out, "StackDepth", p->depth);
			attrl(out, "StackOrd", j);
		}
		fputs("/>\n", out);
	}
	fputs("      </Layout>\n    </Resource>\n", out);
}

/* cutting: the guillotine's CuttingParams: a CutBlock per board's trim,
 * on the sheet (each position) or on its page. */
static void
cutting(FILE *out, const struct sheets *s, const struct pdfmerge_info *deck)
{
	long j;

	fputs("  <ResourceSet Name=\"CuttingParams\" Usage=\"Input\">\n"
	    "    <Resource>\n      <CuttingParams>\n", out);
	for (j = 0; j < (s->count ? s->npos[0] : 1); j++) {
		double r[4];

		if (s->count) {
			const struct pos *p = &s->side[0][j];

			if (!p->depth)
				continue;
			r[0] = p->x * MM_PT;
			r[1] = (s->h - p->y - p->h) * MM_PT;
			r[2] = (p->x + p->w) * MM_PT;
			r[3] = (s->h - p->y) * MM_PT;
		} else
			memcpy(r, deck->trim, sizeof(r));
		fprintf(out, "        <CutBlock BlockName=\"B%ld\"", j + 1);
		box(out, "Box", r);
		fputs("/>\n", out);
	}
	fputs("      </CuttingParams>\n    </Resource>\n  </ResourceSet>\n",
	    out);
}

/* ticket: the XJDF itself. */
static void
ticket(FILE *out, const char *job, const char *title, const char *kind,
    const char *when, const struct boards *bd, const struct sheets *s,
    const struct pdfmerge_info *deck, const struct press_xjdf_die *die,
    const struct press_xjdf_code *c)
{
	double tw = (deck->trim[2] - deck->trim[0]);
	double th = (deck->trim[3] - deck->trim[1]);
	double sw = s->count ? s->w * MM_PT : deck->media[2] - deck->media[0];
	double sh = s->count ? s->h * MM_PT : deck->media[3] - deck->media[1];
	char buf[1024];
	size_t i;

	fputs("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<!-- press-run's job ticket: CIP4 XJDF 2.2 (boardpress "
	    "docs/xjdf.md) -->\n<XJDF xmlns=\"http://www.CIP4.org/"
	    "JDFSchema_2_0\"", out);
	attr(out, "DescriptiveName", title);
	attr(out, "JobID", job);
	fputs(" JobPartID=\"press-run\" Types=\"", out);
	if (s->count)
		fputs("Imposition ", out);
	/* A die cuts the boards out: no guillotine's cut (a folding board's
	 * die cuts at its wrap's edge, not its trim). */
	fputs(die && die->cut ? "DigitalPrinting" : "DigitalPrinting Cutting",
	    out);
	xjdf_die(out, die, 1, NULL);
	fputs("\" Version=\"2.2\">\n", out);
	fputs("  <AuditPool>\n    <AuditCreated>\n      <Header AgentName="
	    "\"boardpress press-run\"", out);
	fputs(" DeviceID=\"boardpress\"", out);
	attr(out, "Time", when);
	fputs("/>\n    </AuditCreated>\n  </AuditPool>\n  <ProductList>\n",
	    out);
	for (i = 0; i < bd->n; i++) {
		const struct product *p = &bd->p[i];

		fprintf(out, "    <Product ID=\"Product_%ldp\" IsRoot=\"true\"",
		    p->pages);
		attrl(out, "Amount", p->boards);
		/* Two pages are a front and its back only when the sheets'
		 * map says so: a print-and-play template's are two tiles. */
		if (p->pages == 1)
			snprintf(buf, sizeof(buf), "%s boards, one page each",
			    kind);
		else if (p->pages == 2 && p->backs == p->boards)
			snprintf(buf, sizeof(buf), "%s boards, a front and its "
			    "back each", kind);
		else
			snprintf(buf, sizeof(buf), "%s boards, %ld pages each",
			    kind, p->pages);
		attr(out, "DescriptiveName", buf);
		fputs(" ProductType=\"GameBoard\"", out);
		attr(out, "ProductTypeDetails", kind);
		fputs(">\n      <Intent Name=\"LayoutIntent\">\n"
		    "        <LayoutIntent", out);
		fprintf(out, " FinishedDimensions=\"");
		num(out, tw);
		fputc(' ', out);
		num(out, th);
		fputs(" 0\"", out);
		attrl(out, "Pages", p->pages);
		if (p->pages == 1)
			fputs(" Sides=\"OneSided\"", out);
		fputs("/>\n      </Intent>\n    </Product>\n", out);
	}
	fputs("  </ProductList>\n", out);
	/* The deck: the run list every later step reads. */
	fputs("  <ResourceSet Name=\"RunList\" Usage=\"Input\">\n"
	    "    <Resource ID=\"RunList_deck\" DescriptiveName=\"the deck\">\n"
	    "      <RunList", out);
	attrl(out, "NPage", deck->pages);
	fputs(" Pages=\"0 -1\"", out);
	box(out, "SourceBleedBox", deck->bleed);
	box(out, "SourceTrimBox", deck->trim);
	fputs(">\n        <FileSpec", out);
	snprintf(buf, sizeof(buf), "%s%s", deck->level[0] ? deck->level :
	    "PDF", deck->vt ? " PDF/VT-1" : "");
	attr(out, "FileFormat", buf);
	fputs(" MimeType=\"application/pdf\"", out);
	attrl(out, "NPage", deck->pages);
	fputs(" URL=\"deck.pdf\"/>\n      </RunList>\n    </Resource>\n", out);
	if (deck->vt) {
		/* PDF/VT: a record (DPart) per board. */
		fputs("    <Resource ID=\"RunList_records\" DescriptiveName="
		    "\"the deck's PDF/VT records, a board each\">\n"
		    "      <AmountPool>\n        <PartAmount", out);
		attrl(out, "Amount", deck->records);
		fputs("/>\n      </AmountPool>\n"
		    "      <Part DocIndex=\"0 -1\"/>\n      <RunList>\n"
		    "        <FileSpec MimeType=\"application/pdf\" "
		    "URL=\"deck.pdf\"/>\n      </RunList>\n    </Resource>\n",
		    out);
	}
	fputs("  </ResourceSet>\n", out);
	if (s->count) {
		fputs("  <ResourceSet Name=\"RunList\" Usage=\"Output\" "
		    "ProcessUsage=\"Imposition\">\n    <Resource ID=\""
		    "RunList_sheets\" DescriptiveName=\"the press sheets\">\n"
		    "      <RunList", out);
		attrl(out, "NPage", s->count * (s->backs ? 2 : 1));
		fputs(" Pages=\"0 -1\">\n        <FileSpec MimeType=\""
		    "application/pdf\"", out);
		attrl(out, "NPage", s->count * (s->backs ? 2 : 1));
		fputs(" URL=\"sheets.pdf\"/>\n      </RunList>\n    </Resource>"
		    "\n  </ResourceSet>\n", out);
	}
	/* The stock: the press sheet, or the deck's page. */
	fputs("  <ResourceSet Name=\"Media\" Usage=\"Input\">\n    <Resource "
	    "ID=\"Media_sheet\"", out);
	snprintf(buf, sizeof(buf), "%s%s", s->count ? "the press sheet " :
	    "the deck's page", s->count ? s->name : "");
	attr(out, "DescriptiveName", buf);
	fputs(">\n      <AmountPool>\n        <PartAmount", out);
	attrl(out, "Amount", s->count ? s->count : deck->pages);
	fputs("/>\n      </AmountPool>\n      <Media Dimension=\"", out);
	num(out, sw);
	fputc(' ', out);
	num(out, sh);
	fputs("\" MediaType=\"Paper\"/>\n    </Resource>\n  </ResourceSet>\n",
	    out);
	if (s->count) {
		fputs("  <ResourceSet Name=\"Layout\" Usage=\"Input\">\n", out);
		positions(out, s, 0, bd->stack);
		if (s->backs)
			positions(out, s, 1, bd->stack);
		fputs("  </ResourceSet>\n", out);
	}
	/* A guillotine's cut, or the die's. */
	if (!die || !die->cut)
		cutting(out, s, deck);
	xjdf_die(out, die, 0, s->count ? "sheets.pdf" : "deck.pdf");
	/* The cut boards, each with its code. */
	fputs("  <ResourceSet Name=\"Component\" Usage=\"Output\">\n"
	    "    <Resource ID=\"Component_boards\">\n      <AmountPool>\n"
	    "        <PartAmount", out);
	attrl(out, "Amount", bd->total);
	fputs("/>\n      </AmountPool>\n      <Component Dimensions=\"", out);
	num(out, tw);
	fputc(' ', out);
	num(out, th);
	fputs(" 0\" ProductType=\"GameBoard\"", out);
	if (c) {
		fputs(">\n        <IdentificationField Encoding=\"Barcode\"",
		    out);
		attr(out, "EncodingDetails", c->encoding);
		pattern(out, "Format", c);
		fputs(" Purpose=\"Verification\"", out);
		attr(out, "ValueFormat", c->format);
		attr(out, "ValueTemplate", c->fields);
		fputs("/>\n      </Component>\n", out);
	} else
		fputs("/>\n", out);
	fputs("    </Resource>\n  </ResourceSet>\n</XJDF>\n", out);
}

int
press_xjdf(int argc, char **argv, const struct press_xjdf_die *die,
    const struct press_xjdf_code *code, FILE *out)
{
	struct boards bd = { 0 };
	struct sheets s = { 0 };
	struct pdfmerge_info deck;
	struct rules r;
	struct diag d;
	char job[256], title[1024], kind[64], when[32];
	time_t t;
	struct tm tm;
	int rc;

	if (argc < 8) {
		press_say("xjdf: usage: RULES SEED COUNT DATE MANIFEST SHEET "
		    "MAP CHUNK...");
		return 2;
	}
	diag_init(&d);
	rules_init(&r);
	if (rules_load_file(&r, argv[0], NULL, &d) != 0) {
		rules_fini(&r);
		diag_fini(&d);
		return fail(argv[0], 0, "the rules cannot be read");
	}
	/* The run's name as press-run's default folder has it: the same
	 * wherever the run is made. */
	snprintf(job, sizeof(job), "%s-s%s-n%s", r.id, argv[1], argv[2]);
	nmtoken(job);
	snprintf(kind, sizeof(kind), "%s", kind_name(r.kind));
	snprintf(title, sizeof(title), "%s", r.title[0] ? r.title : r.id);
	rules_fini(&r);
	diag_fini(&d);
	t = (time_t)strtoll(argv[3], NULL, 10);
	gmtime_r(&t, &tm);
	strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%SZ", &tm);
	s.name = argv[5];
	if (s.name[0] && layout_press_sheet(s.name, &s.w, &s.h) < 0) {
		press_say("xjdf: %s is not a press sheet", s.name);
		return 2;
	}
	rc = s.name[0] ? read_map(argv[6], &s) : 0;
	if (!rc)
		rc = read_manifest(argv[4], &bd, &s);
	if (!rc)
		rc = read_pdfs(argv + 7, argc - 7, &deck);
	if (!rc) {
		snprintf(title + strlen(title), sizeof(title) - strlen(title),
		    ": %s to %s", bd.first, bd.last);
		ticket(out, job, title, kind, when, &bd, &s, &deck, die,
		    code);
	}
	free(bd.p);
	free(s.side[0]);
	free(s.side[1]);
	return rc;
}
