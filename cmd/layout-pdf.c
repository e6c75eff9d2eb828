/* layout-pdf: print-ready PDF pages for the boards of a deck. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/cli.h"
#include "print/draw.h"
#include "board/filter.h"
#include "print/layout.h"
#include "core/num.h"
#include "core/outfile.h"
#include "print/pdfmerge.h"
#include "print/sheet.h"

static const char *tool = "layout-pdf";

static void
usage(FILE *f)
{
	fprintf(f, "usage: layout-pdf [-o FILE] [--template NAME|FILE] "
	    "[--paper board|A4|A3|Letter|Tabloid|WxH]\n"
	    "                  [--landscape|--portrait] [--bleed MM|1/8in] "
	    "[--safe MM]\n"
	    "                  [--marks|--no-marks] [--slug margin|inside|off] "
	    "[--colour cmyk|rgb]\n"
	    "                  [--condition NAME] [--icc FILE] "
	    "[--tile A4|Letter|none] [--overlap MM]\n"
	    "                  [--split] [--proof K] [--max-pages N] "
	    "[--schema]\n"
	    "                  [--page-map FILE] [--title TEXT] [FILE]\n"
	    "       layout-pdf --merge [-o FILE] PDF...\n"
	    "Reads a deck (FILE or stdin) and writes a print-ready PDF: each "
	    "board on its own\npage (and the back of an expedition board), "
	    "with the template's boxes, bleed,\nmarks and slug; or tiled over "
	    "home-printer sheets (--tile), the transport\nmaps over 2 x 2 "
	    "sheets (--split), or K boards a page to proof a run (--proof).\n"
	    "Templates (templates/page/): shop (default), shop-marks, shop-us, "
	    "wrapped,\npnp-a4, pnp-letter. To stdout, or to FILE (written "
	    "whole, then renamed into\nplace); --max-pages splits the deck "
	    "into FILE-001.pdf, FILE-002.pdf, …\n"
	    "--merge puts layout-pdf's PDFs into one, in order, with their "
	    "page boxes and\nthe first one's document keys (Info, "
	    "OutputIntents), in memory that does not\ngrow with the pages.\n");
}

struct job {
	struct sheet *sheet;
	size_t boards;
	int proof;
};

static int
page(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	struct job *j = ctx;

	/* A board validate could not make valid is never printed. */
	if (b->val.present && !b->val.pass && !j->proof) {
		diag_add(d, DIAG_INVALID, name, b->line, b->id, NULL,
		    "the board failed validation (verdict=\"fail\"): it is "
		    "not laid out; only --proof shows it");
		return FILTER_DROP;
	}
	j->boards++;
	return sheet_add(j->sheet, b, r, d) < 0 ? FILTER_FATAL : FILTER_KEEP;
}

/* The options that set one template setting, by name. */
static const struct {
	int code;
	const char *key;
} settings[] = {
	{ 'P', "paper" }, { 'b', "bleed" }, { 's', "safe" },
	{ 'g', "slug" }, { 'c', "colour" }, { 'C', "condition" },
	{ 'I', "icc" }, { 't', "tile" }, { 'v', "overlap" },
};

#define NSET (sizeof(settings) / sizeof(settings[0]))

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
	pages = pdfmerge_run(out ? of.f : stdout, in, n, err, sizeof(err));
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

int
main(int argc, char **argv)
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
		{ "slug", required_argument, NULL, 'g' },
		{ "colour", required_argument, NULL, 'c' },
		{ "color", required_argument, NULL, 'c' },
		{ "condition", required_argument, NULL, 'C' },
		{ "icc", required_argument, NULL, 'I' },
		{ "tile", required_argument, NULL, 't' },
		{ "overlap", required_argument, NULL, 'v' },
		{ "split", no_argument, NULL, 'S' },
		{ "proof", required_argument, NULL, 'p' },
		{ "max-pages", required_argument, NULL, 'n' },
		{ "page-map", required_argument, NULL, 'G' },
		{ "title", required_argument, NULL, 'H' },
		{ "schema", no_argument, NULL, 'X' },
		{ "merge", no_argument, NULL, 'J' },
		{ NULL, 0, NULL, 0 }
	};
	struct {
		const char *key, *val, *opt;
	} set[64];
	size_t nset = 0, i;
	struct sheet_opts so;
	struct draw_icons icons;
	struct job j = { NULL, 0, 0 };
	struct filter f = { tool, "-", NULL, NULL, page, &j, NULL };
	char font[PATH_MAX], schema[PATH_MAX], icondir[PATH_MAX];
	char tpath[PATH_MAX], err[256];
	struct outfile mapof;
	const char *tname = "shop", *map = NULL;
	uint64_t v;
	struct diag d;
	int c, li = 0, status, merging = 0, renamed;
	const char *other = NULL;

	cli_start();
	memset(&so, 0, sizeof(so));
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:", opts, &li)) != -1) {
		for (i = 0; i < NSET && settings[i].code != c; i++)
			;
		if (c != 'h' && c != 'o' && c != 'J' && c != '?' && c != ':')
			other = opts[li].name;
		if (i < NSET || c == 'L' || c == 'R' || c == 'm' ||
		    c == 'M') {
			if (nset == sizeof(set) / sizeof(set[0])) {
				cli_error(tool, "too many options");
				return 2;
			}
			set[nset].opt = opts[li].name;
			set[nset].key = i < NSET ? settings[i].key :
			    c == 'L' || c == 'R' ? "orientation" : "marks";
			set[nset++].val = i < NSET ? optarg : c == 'L' ?
			    "landscape" : c == 'R' ? "portrait" : c == 'm' ?
			    "yes" : "no";
			continue;
		}
		switch (c) {
		case 'h':
			usage(stdout);
			return cli_finish(tool, 0);
		case 'o':
			so.out = optarg;
			break;
		case 'J':
			merging = 1;
			break;
		case 'T':
			tname = optarg;
			break;
		case 'S':
			so.split = 1;
			break;
		case 'p':
			if (cli_u64(tool, "--proof", optarg, 1, 64, &v) < 0)
				return 2;
			so.proof = (int)v;
			break;
		case 'n':
			if (cli_u64(tool, "--max-pages", optarg, 1, 1000000,
			    &v) < 0)
				return 2;
			so.max_pages = (size_t)v;
			break;
		case 'G':
			map = optarg;
			break;
		case 'H':
			so.title = optarg;
			break;
		case 'X':
			f.schema = cli_schema(tool, schema, sizeof(schema));
			if (!f.schema)
				return 2;
			break;
		default:
			return cli_bad_option(tool, c, argv, optind, optopt);
		}
	}
	if (merging && other) {
		cli_error(tool, "--merge takes -o FILE and the PDFs, not "
		    "--%s", other);
		return 2;
	}
	if (merging)
		return merge(so.out, argv + optind, (size_t)(argc - optind));
	if (cli_input(tool, argc, argv, optind, &f.in) < 0 ||
	    source_date(&so.date) < 0 || batch_size(&so.batch) < 0)
		return 2;
	if (so.max_pages && !so.out) {
		cli_error(tool, "--max-pages needs -o FILE: the files are "
		    "named FILE-001.pdf, FILE-002.pdf, …");
		return 2;
	}
	diag_init(&d);
	layout_template_defaults(&so.t);
	if (template_path(tpath, sizeof(tpath), tname, &d) < 0 ||
	    layout_template_load(&so.t, tpath, &d) < 0) {
		cli_print_diag(tool, &d);
		diag_fini(&d);
		return 2;
	}
	for (i = 0; i < nset; i++) {
		if (layout_template_set(&so.t, set[i].key, set[i].val, err,
		    sizeof(err)) < 0) {
			cli_error(tool, "--%s: %s", set[i].opt, err);
			diag_fini(&d);
			return 2;
		}
	}
	if (layout_template_check(&so.t, err, sizeof(err)) < 0) {
		cli_error(tool, "%s", err);
		diag_fini(&d);
		return 2;
	}
	if (!cli_path(font, sizeof(font), "fonts/DejaVuSans.ttf", &d) ||
	    !cli_path(icondir, sizeof(icondir), "icons", &d)) {
		cli_print_diag(tool, &d);
		diag_fini(&d);
		return 2;
	}
	draw_icons_init(&icons, icondir);
	so.font = font;
	so.icons = &icons;
	/* The page map, like the PDF, appears whole or not at all. */
	if (map && outfile_open(&mapof, map) < 0) {
		cli_error(tool, "%s: cannot create: %s", map,
		    strerror(errno));
		draw_icons_fini(&icons);
		diag_fini(&d);
		return 2;
	}
	so.map = map ? mapof.f : NULL;
	j.proof = so.proof;
	j.sheet = sheet_new(&so, &d);
	if (!j.sheet) {
		if (map)
			outfile_close(&mapof, 1);
		cli_print_diag(tool, &d);
		draw_icons_fini(&icons);
		diag_fini(&d);
		return 2;
	}
	status = filter_run(&f);
	/* Nothing is written unless the whole deck was read and drawn. */
	if (status == 0 && j.boards == 0) {
		diag_add(&d, DIAG_INVALID, strcmp(f.in, "-") ? f.in : "stdin", 0,
		    NULL, NULL, "the deck has no "
		    "boards: no PDF is written");
		status = 1;
	}
	if (status == 0 && sheet_end(j.sheet, &d) < 0)
		status = 2;
	/*
	 * The PDF and the page map appear together or not at all: both are
	 * written whole first, then put in place, the map first (a PDF that
	 * could not be put in place takes the map with it).
	 */
	if (map && outfile_finish(&mapof) < 0 && status == 0) {
		cli_error(tool, "%s: cannot write: %s", map,
		    strerror(errno));
		status = 2;
	}
	renamed = map && mapof.tmp[0] && status == 0;
	if (map && outfile_commit(&mapof, status != 0) < 0 && status == 0) {
		cli_error(tool, "%s: cannot write: %s", map,
		    strerror(errno));
		status = 2;
	}
	if (status == 0 && sheet_commit(j.sheet, &d) < 0) {
		status = 2;
		if (renamed)
			unlink(map);
	}
	cli_print_diag(tool, &d);
	sheet_free(j.sheet);
	draw_icons_fini(&icons);
	diag_fini(&d);
	return cli_finish(tool, status);
}
