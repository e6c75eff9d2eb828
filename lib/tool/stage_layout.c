/* stage_layout.c: layout-pdf's stage: print-ready PDF pages of a deck. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool/cli.h"
#include "tool/filter.h"
#include "tool/stage.h"
#include "core/mem.h"
#include "board/style.h"
#include "core/num.h"
#include "core/outfile.h"
#include "sheet/draw.h"
#include "picture/drawpic.h"
#include "colour/icc.h"
#include "draw/layout.h"
#include "merge/pdfmerge.h"
#include "sheet/sheet.h"

/* A style's CMYK colour reaches pdf_rgb with the bit it reads. */
_Static_assert(STYLE_CMYK == PDF_CMYK_BIT, "one CMYK bit");
_Static_assert(STYLE_SPOT == PDF_SPOT_BIT, "one spot bit");

static const char *tool = "layout-pdf";

static void
usage(FILE *f)
{
	fprintf(f, "usage: layout-pdf [-o FILE] [--template NAME|FILE] "
	    "[--paper board|A4|A3|Letter|Tabloid|WxH]\n"
	    "                  [--landscape|--portrait] [--bleed MM|1/8in] "
	    "[--safe MM]\n"
	    "                  [--marks|--no-marks] "
	    "[--overprint|--no-overprint]\n"
	    "                  [--slug margin|inside|off] [--colour cmyk|rgb] "
	    "[--condition NAME]\n"
	    "                  [--icc FILE] [--icc-any] "
	    "[--pdfx X-1a:2001|X-1a:2003|X-4] [--ink PERCENT]\n"
	    "                  [--vt yes|no] [--tile A4|Letter|none] "
	    "[--overlap MM]\n"
	    "                  [--compress fast|small] [--die none|layer|spot] "
	    "[--die-out FILE]\n"
	    "                  [--panels 1|2|4|6] [--hinge MM]\n"
	    "                  [--code qr|none] [--run ID]\n"
	    "                  [--split] [--proof K] [--max-pages N] "
	    "[--schema]\n"
	    "                  [--page-map FILE] [--title TEXT] "
	    "[--numbered-by-merge] [--soft-proof] [-q] [FILE]\n"
	    "       layout-pdf --merge [-o FILE] PDF...\n"
	    "       layout-pdf --show-profile [--template NAME|FILE] "
	    "[OPTION...]\n"
	    "Reads a deck (FILE or stdin) and writes a print-ready PDF: each "
	    "board on its own\npage (and the back of an expedition board), "
	    "with the template's boxes, bleed,\nmarks and slug; or tiled over "
	    "home-printer sheets (--tile), the transport\nmaps over 2 x 2 "
	    "sheets (--split), or K boards a page to proof a run (--proof).\n"
	    "--soft-proof writes the same pages in sRGB as the press will print "
	    "them (the\ntemplate's output profile, paper white shown): a "
	    "screen file, not for print.\nA colour of the rules or style "
	    "the press cannot print (over ΔE00 3) is named on\nstderr, a "
	    "warning (-q: not).\n"
	    "--code qr draws a QR code of each page's board id, run (--run, "
	    "or from the\nrules) and page beside the slug line (--slug margin).\n"
	    "Templates (templates/page/): shop (default), shop-marks, "
	    "shop-code, shop-us,\nshop-x4, shop-swop240, wrapped, fold2, fold4, "
	    "fold6 (folding boards:\n--panels, --hinge), pnp-a4, pnp-letter. "
	    "To stdout, or to FILE (written whole, then\nrenamed into place); "
	    "--max-pages splits the deck "
	    "into FILE-001.pdf, FILE-002.pdf, …\n"
	    "--merge puts layout-pdf's PDFs into one, in order, with their "
	    "page boxes and\nthe first one's document keys (Info, "
	    "OutputIntents), in memory that does not\ngrow with the pages; "
	    "pages made with --numbered-by-merge are numbered there, as\n"
	    "pages of the merged deck.\n"
	    "--die writes the boards' cut (and crease) lines as ISO 19593-1 "
	    "processing-step\nlayers (X-4) or in the CutContour separation; "
	    "--die-out FILE writes them as a\nPDF of their own, page for "
	    "page with the same boxes.\n"
	    "--show-profile writes the file of the output profile the pages "
	    "would separate\nthrough (nothing for RGB pages), and reads no "
	    "deck.\n");
}

struct job {
	struct sheet *sheet;
	struct draw_icons *icons; /* drawn from the deck's style, or icons/ */
	size_t boards;
	int proof;
	int ink; /* the page's total ink limit in percent; 0: no limit */
	int quiet; /* -q: no warnings */
	struct diag warn; /* warnings, told once the deck is made */
};

/*
 * gamut: the warnings for the colours of r the press cannot print (the
 * sheet's profile), into j->warn; 0, or -1 (message in d).
 */
static int
gamut(struct job *j, const struct rules *r, struct diag *d)
{
	return j->quiet || sheet_gamut(j->sheet, r, &j->warn, d) >= 0 ? 0 :
	    -1;
}

/* The options, as given; the template settings are applied in order. */
struct options {
	struct stage_deck deck;
	struct sheet_opts so;
	struct {
		const char *key, *val, *opt;
	} set[64];
	size_t nset;
	const char *tname, *map;
	const char *other; /* an option --merge does not take, or NULL */
	char profile[PATH_MAX]; /* the condition's own profile, found */
	int merging;
	int quiet;
	int show_profile; /* --show-profile */
	char *const *pdfs; /* --merge: the PDFs to merge */
	size_t npdfs;
};

/* The state of a run that prints a deck. */
struct press {
	struct job j;
	struct draw_icons icons;
	struct draw_pictures pictures;
	struct outfile mapof;
	char font[PATH_MAX], icondir[PATH_MAX];
	struct diag d;
};

/*
 * ink_over: does a CMYK colour of the deck's style (painted as given,
 * never reduced) take more than the page's ink limit? Told in d if so.
 */
static int
ink_over(const struct rules *r, int limit, const char *name,
    struct diag *d)
{
	char what[96];
	int ink = style_ink(r, what, sizeof(what));

	if (!limit || ink <= limit)
		return 0;
	diag_add(d, DIAG_FATAL, name, 0, NULL, NULL, "the style's %s totals "
	    "%d %% ink, over the page's limit of %d %% (ink in the "
	    "template)", what, ink, limit);
	return 1;
}

static int
page(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	struct job *j = ctx;
	size_t from = d->n;

	/* A board validate could not make valid is never printed. */
	if (b->val.present && !b->val.pass && !j->proof) {
		diag_add(d, DIAG_INVALID, name, b->line, b->id, NULL,
		    "the board failed validation (verdict=\"fail\"): it is "
		    "not laid out; only --proof shows it");
		return FILTER_DROP;
	}
	if (j->boards == 0 && (ink_over(r, j->ink, name, d) ||
	    gamut(j, r, d) < 0))
		return FILTER_FATAL;
	j->boards++;
	j->icons->rules = r;
	if (sheet_add(j->sheet, b, r, d) == 0)
		return FILTER_KEEP;
	diag_locate(d, from, name, b->line);
	/* A board that cannot be printed clearly (a --split that would cut
	 * a mark): status 1, and nothing is written (commit). */
	return diag_status(d) == DIAG_INVALID ? FILTER_DROP : FILTER_FATAL;
}

/* The options that set one template setting, by name. */
static const struct {
	int code;
	const char *key;
} settings[] = {
	{ 'P', "paper" }, { 'b', "bleed" }, { 's', "safe" },
	{ 'g', "slug" }, { 'c', "colour" }, { 'C', "condition" },
	{ 'I', "icc" }, { 't', "tile" }, { 'v', "overlap" },
	{ 'x', "pdfx" }, { 'k', "ink" }, { 'y', "vt" },
	{ 'z', "compress" }, { 'D', "die" }, { 'N', "panels" },
	{ 'E', "hinge" }, { 'Q', "code" },
};

#define NSET (sizeof(settings) / sizeof(settings[0]))

/* The options that set one template setting to a fixed value. */
static const struct {
	int code;
	const char *key, *val;
} flags[] = {
	{ 'L', "orientation", "landscape" }, { 'R', "orientation", "portrait" },
	{ 'm', "marks", "yes" }, { 'M', "marks", "no" },
	{ 'V', "overprint", "yes" }, { 'W', "overprint", "no" },
	{ 'A', "icc-any", "yes" },
};

#define NFLAG (sizeof(flags) / sizeof(flags[0]))

/* template_path: NAME (in templates/page/) or a file, into buf. */
static int
template_path(char *buf, size_t n, const char *arg, struct diag *d)
{
	char rel[256];

	if (strchr(arg, '/') || strstr(arg, ".page")) {
		snprintf(buf, n, "%s", arg);
		return 0;
	}
	if (strlen(arg) > 64) {
		cli_error(tool, "--template: \"%.40s…\" is not a template "
		    "name", arg);
		return -1;
	}
	snprintf(rel, sizeof(rel), "templates/page/%s.page", arg);
	return cli_path(buf, n, rel, d) ? 0 : -1;
}

/* merge: layout-pdf --merge [-o FILE] PDF... */
static int
merge(const char *out, char *const *in, size_t n)
{
	struct outfile of;
	char err[PATH_MAX + 256];
	long pages;

	if (n == 0) {
		cli_error(tool, "--merge needs the PDFs to merge (see %s "
		    "-h)", tool);
		return 2;
	}
	if (out && outfile_open(&of, out) < 0) {
		cli_error(tool, "%s: cannot create: %s", out,
		    strerror(errno));
		return 2;
	}
	pages = pdfmerge_deck(out ? of.f : stdout, in, n, err, sizeof(err));
	if (pages == -2 && out)
		cli_error(tool, "%s: cannot write: %s", out, err);
	else if (pages < 0)
		cli_error(tool, "%s", err);
	if (out && outfile_close(&of, pages < 0) < 0 && pages >= 0) {
		cli_error(tool, "%s: cannot write: %s", out,
		    strerror(errno));
		pages = -2;
	}
	return cli_finish(tool, pages < 0 ? 2 : 0);
}

/* source_date: SOURCE_DATE_EPOCH, or 0 (1970-01-01) when unset. */
static int
source_date(long long *out)
{
	const char *e = getenv("SOURCE_DATE_EPOCH");
	uint64_t v;

	*out = 0;
	if (!e || !*e)
		return 0;
	if (num_parse_u64(e, 253402300799ull, &v) < 0) {
		cli_error(tool, "SOURCE_DATE_EPOCH: \"%.40s\" is not seconds "
		    "since 1970 (up to the year 9999)", e);
		return -1;
	}
	*out = (long long)v;
	return 0;
}

/*
 * batch_size: LAYOUT_PDF_BATCH, the pages drawn per libharu document
 * before they go to a temporary file (tests set it small), or 0 for the
 * default.
 */
static int
batch_size(size_t *out)
{
	const char *e = getenv("LAYOUT_PDF_BATCH");
	uint64_t v;

	*out = 0;
	if (!e || !*e)
		return 0;
	if (num_parse_u64(e, 8191, &v) < 0 || v == 0) {
		cli_error(tool, "LAYOUT_PDF_BATCH: \"%.40s\" is not a "
		    "number of pages from 1 to 8191", e);
		return -1;
	}
	*out = (size_t)v;
	return 0;
}

/*
 * setting: an option that sets one template setting (code c, the
 * option's name opt), kept in o. Returns 0, 1 when c is not one, or -1
 * when there are too many (told).
 */
static int
setting(struct options *o, int c, const char *opt)
{
	size_t i, f;

	for (i = 0; i < NSET && settings[i].code != c; i++)
		;
	for (f = 0; f < NFLAG && flags[f].code != c; f++)
		;
	if (i == NSET && f == NFLAG)
		return 1;
	if (o->nset == sizeof(o->set) / sizeof(o->set[0])) {
		cli_error(tool, "too many options");
		return -1;
	}
	o->set[o->nset].opt = opt;
	o->set[o->nset].key = i < NSET ? settings[i].key : flags[f].key;
	o->set[o->nset++].val = i < NSET ? optarg : flags[f].val;
	return 0;
}

/*
 * option: the option getopt_long returned as c (not a template setting)
 * into o. Returns -1 to go on, or the status to exit with at once.
 */
static int
option(struct options *o, int c, char **argv)
{
	uint64_t v;

	switch (c) {
	case 'h':
		return cli_help(tool, usage);
	case 'o':
		o->so.out = optarg;
		break;
	case 'J':
		o->merging = 1;
		break;
	case 'T':
		o->tname = optarg;
		break;
	case 'S':
		o->so.split = 1;
		break;
	case 'p':
		if (cli_u64(tool, "--proof", optarg, 1, 64, &v) < 0)
			return 2;
		o->so.proof = (int)v;
		break;
	case 'n':
		if (cli_u64(tool, "--max-pages", optarg, 1, 1000000, &v) < 0)
			return 2;
		o->so.max_pages = (size_t)v;
		break;
	case 'G':
		o->map = optarg;
		break;
	case 'H':
		o->so.title = optarg;
		break;
	case 'w':
		/* The codes' run: a short name a reader takes as it is. */
		if (!optarg[0] || strlen(optarg) > SHEET_RUN_MAX ||
		    strspn(optarg, "0123456789abcdefghijklmnopqrstuvwxyz"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ._-") != strlen(optarg)) {
			cli_error(tool, "--run: 1 to %d of 0-9 A-Z a-z . _ -, "
			    "not \"%.40s\"", SHEET_RUN_MAX, optarg);
			return 2;
		}
		o->so.run = optarg;
		break;
	case 'B':
		o->so.numbered = 1;
		break;
	case 'F':
		o->so.soft_proof = 1;
		break;
	case 'U':
		o->so.die_out = optarg;
		break;
	case 'q':
		o->quiet = 1;
		break;
	case 'K':
		o->show_profile = 1;
		break;
	case 'X':
		o->deck.schema = cli_schema(tool, o->deck.schemabuf,
		    sizeof(o->deck.schemabuf));
		return o->deck.schema ? -1 : 2;
	default:
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

/*
 * check_options: what the options say together, and the input and the
 * environment's settings. Returns -1 to go on, or 2 (told on stderr).
 */
static int
check_options(struct options *o, int argc, char **argv)
{
	if (o->merging && o->other) {
		cli_error(tool, "--merge takes -o FILE and the PDFs, not "
		    "--%s", o->other);
		return 2;
	}
	if (o->merging) {
		o->pdfs = argv + optind;
		o->npdfs = (size_t)(argc - optind);
		return -1;
	}
	if (cli_input(tool, argc, argv, optind, &o->deck.in) < 0 ||
	    source_date(&o->so.date) < 0 || batch_size(&o->so.batch) < 0)
		return 2;
	if (o->so.die_out && (o->so.max_pages || o->so.proof ||
	    o->so.soft_proof)) {
		cli_error(tool, "--die-out registers with one file of print "
		    "pages: not with %s", o->so.max_pages ? "--max-pages" :
		    o->so.proof ? "--proof" : "--soft-proof");
		return 2;
	}
	if (o->so.die_out && o->so.out && strcmp(o->so.die_out,
	    o->so.out) == 0) {
		cli_error(tool, "--die-out %s: the die lines need a file of "
		    "their own, not the PDF's", o->so.die_out);
		return 2;
	}
	if (o->so.max_pages && !o->so.out) {
		cli_error(tool, "--max-pages needs -o FILE: the files are "
		    "named FILE-001.pdf, FILE-002.pdf, …");
		return 2;
	}
	return -1;
}

/* parse: layout-pdf's command line into o, checked (see stage.h). */
static int
parse(void *v, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "template", required_argument, NULL, 'T' },
		{ "paper", required_argument, NULL, 'P' },
		{ "landscape", no_argument, NULL, 'L' },
		{ "portrait", no_argument, NULL, 'R' },
		{ "bleed", required_argument, NULL, 'b' },
		{ "safe", required_argument, NULL, 's' },
		{ "marks", no_argument, NULL, 'm' },
		{ "no-marks", no_argument, NULL, 'M' },
		{ "overprint", no_argument, NULL, 'V' },
		{ "no-overprint", no_argument, NULL, 'W' },
		{ "slug", required_argument, NULL, 'g' },
		{ "colour", required_argument, NULL, 'c' },
		{ "color", required_argument, NULL, 'c' },
		{ "condition", required_argument, NULL, 'C' },
		{ "icc", required_argument, NULL, 'I' },
		{ "icc-any", no_argument, NULL, 'A' },
		{ "show-profile", no_argument, NULL, 'K' },
		{ "pdfx", required_argument, NULL, 'x' },
		{ "ink", required_argument, NULL, 'k' },
		{ "vt", required_argument, NULL, 'y' },
		{ "compress", required_argument, NULL, 'z' },
		{ "die", required_argument, NULL, 'D' },
		{ "die-out", required_argument, NULL, 'U' },
		{ "tile", required_argument, NULL, 't' },
		{ "overlap", required_argument, NULL, 'v' },
		{ "panels", required_argument, NULL, 'N' },
		{ "hinge", required_argument, NULL, 'E' },
		{ "split", no_argument, NULL, 'S' },
		{ "proof", required_argument, NULL, 'p' },
		{ "max-pages", required_argument, NULL, 'n' },
		{ "page-map", required_argument, NULL, 'G' },
		{ "title", required_argument, NULL, 'H' },
		{ "code", required_argument, NULL, 'Q' },
		{ "run", required_argument, NULL, 'w' },
		{ "numbered-by-merge", no_argument, NULL, 'B' },
		{ "schema", no_argument, NULL, 'X' },
		{ "merge", no_argument, NULL, 'J' },
		{ "soft-proof", no_argument, NULL, 'F' },
		{ "quiet", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	int c, li = 0, rc;

	memset(o, 0, sizeof(*o));
	o->tname = "shop";
	o->deck.in = "-";
	opterr = 0;
	optind = 0;
	while ((c = getopt_long(argc, argv, ":hqo:", opts, &li)) != -1) {
		if (c != 'h' && c != 'o' && c != 'J' && c != 'q' && c != '?' &&
		    c != ':')
			o->other = opts[li].name;
		rc = setting(o, c, opts[li].name);
		if (rc < 0)
			return 2;
		if (rc == 0)
			continue;
		if ((rc = option(o, c, argv)) >= 0)
			return rc;
	}
	return check_options(o, argc, argv);
}

/*
 * check_condition: a PDF/X page's output condition is a registered one,
 * or comes with its profile (always, for PDF/X-4), and a profile is one
 * a preflight takes (print/icc.h); o->so.profile is then the profile the
 * colours separate through: the one given, or the condition's own
 * (icc_default: FOGRA39's shipped in the data folder, Ghostscript's SWOP
 * one), which a PDF/X-4 file embeds. A registered condition boardpress
 * has no profile for is refused rather than separated for another
 * press. Returns 0, or -1 (told on stderr). Screen pages (RGB) name none.
 */
static int
check_condition(struct options *o, struct diag *d)
{
	struct layout_template *t = &o->so.t;
	int version = t->pdfx == LAYOUT_X4 ? 4 : 2;
	const char *def;

	if (t->colour != LAYOUT_CMYK)
		return 0;
	if (t->icc[0]) {
		if (icc_check(t->icc, t->icc_any ? NULL : t->condition,
		    version, d) < 0) {
			cli_print_diag(tool, d);
			return -1;
		}
		o->so.profile = t->icc;
		return 0;
	}
	if (!icc_registered(t->condition)) {
		cli_error(tool, "--condition \"%.60s\": not a registered "
		    "output condition (FOGRA39, FOGRA51, FOGRA52, CGATS TR "
		    "001, CGATS21-2-CRPC1 to 7): give its ICC profile (--icc, "
		    "or icc in the template)", t->condition);
		return -1;
	}
	if (!(def = icc_default(t->condition))) {
		cli_error(tool, "%.60s: boardpress has no ICC profile for this "
		    "condition, and separating through another's would print "
		    "other colours: give the shop's (--icc FILE, or icc in "
		    "the template)", t->condition);
		return -1;
	}
	if (def[0] == '/')
		snprintf(o->profile, sizeof(o->profile), "%s", def);
	else if (!cli_path(o->profile, sizeof(o->profile), def, d)) {
		cli_print_diag(tool, d);
		return -1;
	}
	if (icc_check(o->profile, t->condition, version, d) < 0) {
		cli_print_diag(tool, d);
		return -1;
	}
	o->so.profile = o->profile;
	/* PDF/X-4 embeds its output profile (ISO 15930-7): this one. */
	if (t->pdfx == LAYOUT_X4 && strlen(o->profile) >= sizeof(t->icc)) {
		cli_error(tool, "%.60s…: the data folder's path is too long",
		    o->profile);
		return -1;
	}
	if (t->pdfx == LAYOUT_X4)
		memcpy(t->icc, o->profile, strlen(o->profile) + 1);
	return 0;
}

/*
 * apply_template: o's template, its settings applied and checked, into
 * o->so.t. Returns 0, or -1 (told on stderr).
 */
static int
apply_template(struct options *o, struct diag *d)
{
	char tpath[PATH_MAX], err[256];
	size_t i;

	layout_template_defaults(&o->so.t);
	if (template_path(tpath, sizeof(tpath), o->tname, d) < 0 ||
	    layout_template_load(&o->so.t, tpath, d) < 0) {
		cli_print_diag(tool, d);
		return -1;
	}
	for (i = 0; i < o->nset; i++) {
		if (layout_template_set(&o->so.t, o->set[i].key,
		    o->set[i].val, err, sizeof(err)) < 0) {
			cli_error(tool, "--%s: %s", o->set[i].opt, err);
			return -1;
		}
	}
	if (layout_template_check(&o->so.t, err, sizeof(err)) < 0) {
		cli_error(tool, "%s", err);
		return -1;
	}
	return 0;
}

/*
 * load_template: o's template as apply_template makes it, and what the
 * options ask of it besides (soft proof, proof, output condition).
 * Returns 0, or -1 (told on stderr).
 */
static int
load_template(struct options *o, struct diag *d)
{
	if (apply_template(o, d) < 0)
		return -1;
	if (o->so.soft_proof && o->so.t.colour != LAYOUT_CMYK) {
		cli_error(tool, "--soft-proof shows the press's CMYK: the "
		    "template's pages are colour rgb, which no press prints");
		return -1;
	}
	if (o->so.t.vt && o->so.proof) {
		cli_error(tool, "--proof with vt yes: a proof sheet claims no "
		    "PDF/X, and PDF/VT-1 is PDF/X-4");
		return -1;
	}
	return check_condition(o, d);
}

int
stage_layout_template(int argc, char **argv, struct layout_template *t,
    char *run, size_t n)
{
	struct options o;
	struct diag d;
	int rc;

	if ((rc = parse(&o, argc, argv)) >= 0)
		return rc ? rc : 2;
	diag_init(&d);
	rc = apply_template(&o, &d) < 0 ? 2 : 0;
	diag_fini(&d);
	*t = o.so.t;
	snprintf(run, n, "%s", o.so.run ? o.so.run : "");
	return rc;
}

/*
 * open_sheet: the font, the icons, the page map (written whole, then put
 * in place, as the PDF) and the sheet of ps. Returns 0, or -1 (told on
 * stderr) with nothing left open.
 */
static int
open_sheet(struct options *o, struct press *ps)
{
	if (!cli_path(ps->font, sizeof(ps->font), "fonts/DejaVuSans.ttf",
	    &ps->d) ||
	    !cli_path(ps->icondir, sizeof(ps->icondir), "icons", &ps->d)) {
		cli_print_diag(tool, &ps->d);
		return -1;
	}
	draw_icons_init(&ps->icons, ps->icondir);
	draw_pictures_init(&ps->pictures, tool);
	o->so.font = ps->font;
	o->so.icons = &ps->icons;
	o->so.pictures = &ps->pictures;
	ps->j.icons = &ps->icons;
	if (o->map && outfile_open(&ps->mapof, o->map) < 0) {
		cli_error(tool, "%s: cannot create: %s", o->map,
		    strerror(errno));
		draw_icons_fini(&ps->icons);
		return -1;
	}
	o->so.map = o->map ? ps->mapof.f : NULL;
	ps->j.proof = o->so.proof;
	ps->j.quiet = o->quiet;
	ps->j.ink = o->so.t.colour == LAYOUT_CMYK ?
	    (int)(o->so.t.ink * 100 + 0.5) : 0;
	ps->j.sheet = sheet_new(&o->so, &ps->d);
	if (!ps->j.sheet) {
		if (o->map)
			outfile_close(&ps->mapof, 1);
		cli_print_diag(tool, &ps->d);
		draw_icons_fini(&ps->icons);
		return -1;
	}
	return 0;
}

/*
 * commit: the PDF and the page map appear together or not at all: both
 * are written whole first, then put in place, the map first (a PDF that
 * could not be put in place takes the map with it). Returns the status.
 */
static int
commit(const struct options *o, struct press *ps, int status)
{
	const char *map = o->map;
	int renamed;

	if (status == 0 && sheet_end(ps->j.sheet, &ps->d) < 0)
		status = 2;
	if (map && outfile_finish(&ps->mapof) < 0 && status == 0) {
		cli_error(tool, "%s: cannot write: %s", map,
		    strerror(errno));
		status = 2;
	}
	renamed = map && ps->mapof.tmp[0] && status == 0;
	if (map && outfile_commit(&ps->mapof, status != 0) < 0 &&
	    status == 0) {
		cli_error(tool, "%s: cannot write: %s", map,
		    strerror(errno));
		status = 2;
	}
	if (status == 0 && sheet_commit(ps->j.sheet, &ps->d) < 0) {
		status = 2;
		if (renamed)
			unlink(map);
	}
	return status;
}

/* The stage's state: the options, then the run's. */
struct state {
	struct options o;
	struct press ps;
};

/*
 * start: --merge done, or the template and its profile (--show-profile
 * done), then the sheet opened (see stage.h).
 */
static int
start(void *v)
{
	struct state *s = v;
	struct options *o = &s->o;
	struct press *ps = &s->ps;

	if (o->merging)
		return merge(o->so.out, o->pdfs, o->npdfs);
	memset(ps, 0, sizeof(*ps));
	diag_init(&ps->d);
	diag_init(&ps->j.warn);
	if (load_template(o, &ps->d) < 0)
		return 2;
	if (o->show_profile) {
		if (o->so.profile)
			printf("%s\n", o->so.profile);
		return cli_finish(tool, 0);
	}
	if (open_sheet(o, ps) < 0)
		return 2;
	return -1;
}

static int
reads_deck(const void *v)
{
	const struct state *s = v;

	return !s->o.merging && !s->o.show_profile;
}

static int
board(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *v)
{
	struct state *s = v;

	return page(b, r, name, d, &s->ps.j);
}

/* finish: the PDF and page map put in place, or dropped (see stage.h). */
static int
finish(void *v, int status)
{
	struct state *s = v;
	struct options *o = &s->o;
	struct press *ps = &s->ps;

	/* Nothing is written unless the whole deck was read and drawn. */
	if (status == 0 && ps->j.boards == 0) {
		diag_add(&ps->d, DIAG_INVALID, strcmp(o->deck.in, "-") ?
		    o->deck.in : "stdin", 0, NULL, NULL, "the deck has no "
		    "boards: no PDF is written");
		status = 1;
	}
	status = commit(o, ps, status);
	cli_print_diag(tool, &ps->d);
	sheet_free(ps->j.sheet);
	ps->j.sheet = NULL;
	draw_icons_fini(&ps->icons);
	draw_pictures_fini(&ps->pictures);
	diag_fini(&ps->d);
	return status;
}

/* done: the warnings once the deck is made: a failure stays its one
 * line. */
static void
done(void *v, int status)
{
	struct state *s = v;

	if (status == 0)
		diag_print(&s->ps.j.warn, tool, stderr);
	diag_fini(&s->ps.j.warn);
}

static void *
new_state(void)
{
	return mem_calloc(1, sizeof(struct state));
}

static void
free_state(void *v)
{
	struct state *s = v;

	diag_fini(&s->ps.d);
	diag_fini(&s->ps.j.warn);
	free(s);
}

const struct stage stage_layout = {
	"layout-pdf", 0, new_state, parse, reads_deck, start, board, NULL,
	finish, done, free_state
};
