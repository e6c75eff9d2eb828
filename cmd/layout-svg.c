/* layout-svg: the boards of a deck for screens: an SVG and/or a PNG of
 * each face, drawn by the same drawing as layout-pdf's pages. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tool/cli.h"
#include "tool/filter.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "core/strmap.h"
#include "sheet/draw.h"
#include "picture/drawpic.h"
#include "sheet/screen.h"

static const char *tool = "layout-svg";

static void
usage(FILE *f)
{
	fprintf(f, "usage: layout-svg [--svg DIR] [--png DIR] [--width PX | "
	    "--dpi N] [--schema] [FILE]\n"
	    "Reads a deck (FILE or stdin) and writes each face of each board "
	    "for screens\n(Tabletop Simulator, Tabletopia): DIR/ID.svg "
	    "(--svg), DIR/ID.png (--png, drawn\nby rsvg-convert), the back "
	    "of a board as ID-back.svg (the key page of rules\nthat print "
	    "one as ID-key.svg, ID the first board's); the board's trim, "
	    "with\nthe same "
	    "drawing as layout-pdf's pages, --width PX pixels across "
	    "(default:\n--dpi 96). Every file is written whole, then all are "
	    "put in place together.\n");
}

struct options {
	struct screen_opts so;
	const char *dir[2];  /* --svg, --png: the folders, or NULL */
	const char *in, *schema;
	char schemabuf[PATH_MAX];
};

/* The state of a run. */
struct job {
	const struct options *o;
	struct pdf *p;
	const struct font *pfont; /* the font p was made with (NULL: ours) */
	struct draw_icons icons;
	struct draw_pictures pictures;
	char font[PATH_MAX], icondir[PATH_MAX];
	struct {
		char *path, *tmp;
	} *w;                /* written, not yet in place */
	size_t nw, capw;
	struct strmap names; /* every file's name, so none is twice */
	/* the rules and expansions of the last key page */
	char key[sizeof(((struct board *)0)->rules) +
	    sizeof(((struct board *)0)->expansions) + 1];
	size_t boards;
	struct diag d;
};

static const char *const ext[2] = { "svg", "png" };

/* keep: of, finished, to be put in place with the others. */
static void
keep(struct job *j, const struct outfile *of)
{
	if (!of->tmp[0])
		return;
	j->w = mem_grow(j->w, &j->capw, j->nw + 1, sizeof(*j->w));
	j->w[j->nw].path = mem_strdup(of->path);
	j->w[j->nw++].tmp = mem_strdup(of->tmp);
}

/* write_file: face f of b as file kind k (0 SVG, 1 PNG) in its folder. */
static int
write_file(struct job *j, const struct board *b, int f, int k,
    const char *svg, size_t len, long w, long h, struct diag *d)
{
	char name[256], path[PATH_MAX], err[160] = "";
	struct outfile of;
	int bad;

	if (screen_name(name, sizeof(name), b, f, ext[k]) < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "the board's id "
		    "cannot be a file name (letters, digits, '.', '_', '-')");
		return -1;
	}
	snprintf(path, sizeof(path), "%s/%s", j->o->dir[k], name);
	if (strmap_put(&j->names, path, 0) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, b->id, NULL, "a second board "
		    "with this id: its file would be written twice");
		return -1;
	}
	if (outfile_open(&of, path) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, b->id, NULL, "cannot create: "
		    "%s", strerror(errno));
		return -1;
	}
	bad = k == 0 ? fwrite(svg, 1, len, of.f) != len :
	    fflush(of.f) != 0 || screen_png(svg, len, w, h, fileno(of.f), err,
	    sizeof(err)) < 0;
	if (!err[0] && (outfile_finish(&of) < 0 || bad))
		snprintf(err, sizeof(err), "cannot write: %s",
		    strerror(errno));
	else if (err[0])
		outfile_finish(&of);
	if (err[0]) {
		outfile_commit(&of, 1);
		diag_add(d, DIAG_FATAL, path, 0, b->id, NULL, "%s", err);
		return -1;
	}
	keep(j, &of);
	return 0;
}

/* emit: a face drawn (print/screen.h), into the folders asked for. */
static int
emit(void *ctx, const struct board *b, int f, const char *svg, size_t len,
    long w, long h, struct diag *d)
{
	struct job *j = ctx;
	int k;

	for (k = 0; k < 2; k++)
		if (j->o->dir[k] && write_file(j, b, f, k, svg, len, w, h,
		    d) < 0)
			return -1;
	return 0;
}

/*
 * key: the key page of b's rules, when its kind prints one, as
 * layout-pdf prints it: before the first board of each run of boards of
 * one rules and expansions; named for that board (ID-key.svg).
 */
static int
key(struct job *j, const struct board *b, const struct rules *r,
    struct diag *d)
{
	char id[sizeof(j->key)];

	snprintf(id, sizeof(id), "%s|%s", b->rules, b->expansions);
	if (strcmp(id, j->key) == 0)
		return 0;
	memcpy(j->key, id, sizeof(id));
	return screen_key(j->p, b, r, &j->o->so, emit, j, d);
}

static int
board(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	struct job *j = ctx;
	size_t from = d->n;

	/* A board validate could not make valid is never shown. */
	if (b->val.present && !b->val.pass) {
		diag_add(d, DIAG_INVALID, name, b->line, b->id, NULL,
		    "the board failed validation (verdict=\"fail\"): it is "
		    "not drawn");
		return FILTER_DROP;
	}
	j->boards++;
	/* The deck's style may draw an icon from its own SVG file, and
	 * set its text in its own font (the document's, as on paper). */
	j->icons.rules = r;
	if (r->font != j->pfont) {
		pdf_free(j->p);
		if (!(j->p = pdf_new_svg(j->font, r->font, d))) {
			diag_locate(d, from, name, b->line);
			return FILTER_FATAL;
		}
		j->pfont = r->font;
	}
	if (key(j, b, r, d) == 0 &&
	    screen_board(j->p, b, r, &j->o->so, emit, j, d) == 0)
		return FILTER_KEEP;
	diag_locate(d, from, name, b->line);
	return FILTER_FATAL;
}

/* folder: DIR is a folder (else told, -1). */
static int
folder(const char *opt, const char *dir)
{
	struct stat st;

	if (stat(dir, &st) < 0) {
		cli_error(tool, "--%s %s: %s", opt, dir, strerror(errno));
		return -1;
	}
	if (S_ISDIR(st.st_mode))
		return 0;
	cli_error(tool, "--%s %s: not a folder", opt, dir);
	return -1;
}

/* option: option c of getopt_long into o; -1 to go on, else the status. */
static int
option(struct options *o, int c, char **argv)
{
	uint64_t v;

	switch (c) {
	case 'h':
		return cli_help(tool, usage);
	case 'S':
		o->dir[0] = optarg;
		break;
	case 'P':
		o->dir[1] = optarg;
		break;
	case 'w':
		if (cli_u64(tool, "--width", optarg, 16, 20000, &v) < 0)
			return 2;
		o->so.width = (double)v;
		break;
	case 'd':
		if (cli_u64(tool, "--dpi", optarg, 1, 2400, &v) < 0)
			return 2;
		o->so.dpi = (double)v;
		break;
	case 'X':
		o->schema = cli_schema(tool, o->schemabuf,
		    sizeof(o->schemabuf));
		return o->schema ? -1 : 2;
	default:
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

/* parse: the command line into o, checked (see cli_main). */
static int
parse(int argc, char **argv, void *v)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "svg", required_argument, NULL, 'S' },
		{ "png", required_argument, NULL, 'P' },
		{ "width", required_argument, NULL, 'w' },
		{ "dpi", required_argument, NULL, 'd' },
		{ "schema", no_argument, NULL, 'X' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	int c, rc;

	memset(o, 0, sizeof(*o));
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1)
		if ((rc = option(o, c, argv)) >= 0)
			return rc;
	if (!o->dir[0] && !o->dir[1]) {
		cli_error(tool, "nothing to write: give --svg DIR, --png DIR "
		    "or both (see %s -h)", tool);
		return 2;
	}
	if (o->so.width && o->so.dpi) {
		cli_error(tool, "--width and --dpi both give the size: give "
		    "one");
		return 2;
	}
	if ((o->dir[0] && folder("svg", o->dir[0]) < 0) ||
	    (o->dir[1] && folder("png", o->dir[1]) < 0) ||
	    cli_input(tool, argc, argv, optind, &o->in) < 0)
		return 2;
	return -1;
}

/* commit: every file into place, or, with discard, none. */
static int
commit(struct job *j, int discard)
{
	struct outfile of;
	size_t i;
	int status = 0;

	memset(&of, 0, sizeof(of));
	for (i = 0; i < j->nw; i++) {
		snprintf(of.path, sizeof(of.path), "%s", j->w[i].path);
		snprintf(of.tmp, sizeof(of.tmp), "%s", j->w[i].tmp);
		if (outfile_commit(&of, discard || status) < 0 && !status) {
			cli_error(tool, "%s: cannot write: %s", j->w[i].path,
			    strerror(errno));
			status = 2;
		}
		free(j->w[i].path);
		free(j->w[i].tmp);
	}
	free(j->w);
	return status;
}

/* open_job: the font, the icons and the SVG document; 0, or -1 (told). */
static int
open_job(struct job *j)
{
	if (!cli_path(j->font, sizeof(j->font), "fonts/DejaVuSans.ttf",
	    &j->d) ||
	    !cli_path(j->icondir, sizeof(j->icondir), "icons", &j->d) ||
	    !(j->p = pdf_new_svg(j->font, NULL, &j->d))) {
		cli_print_diag(tool, &j->d);
		return -1;
	}
	draw_icons_init(&j->icons, j->icondir);
	draw_pictures_init(&j->pictures, tool);
	strmap_init(&j->names);
	return 0;
}

static int
run(void *v)
{
	struct options *o = v;
	struct job j;
	struct filter f = { tool, o->in, o->schema, NULL, board, &j, NULL, NULL };
	int status;

	memset(&j, 0, sizeof(j));
	j.o = o;
	diag_init(&j.d);
	if (open_job(&j) < 0) {
		diag_fini(&j.d);
		return 2;
	}
	o->so.icons = &j.icons;
	o->so.pictures = &j.pictures;
	status = filter_run(&f);
	if (status == 0 && j.boards == 0) {
		cli_error(tool, "%s: the deck has no boards: nothing is "
		    "written", strcmp(o->in, "-") ? o->in : "stdin");
		status = 1;
	}
	/* The files appear together, and only from a whole run. */
	if (commit(&j, status != 0) != 0)
		status = 2;
	strmap_fini(&j.names);
	draw_icons_fini(&j.icons);
	draw_pictures_fini(&j.pictures);
	pdf_free(j.p);
	diag_fini(&j.d);
	return cli_finish(tool, status);
}

int
main(int argc, char **argv)
{
	struct options o;

	return cli_main(argc, argv, &o, parse, run);
}
