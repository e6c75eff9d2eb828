/* layout-svg: the boards of a deck for screens: an SVG and/or a PNG of
 * each face, drawn by the same drawing as layout-pdf's pages, and each
 * board as a Tabletop Simulator saved object. */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
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
#include "sheet/tts.h"

static const char *tool = "layout-svg";

static void
usage(FILE *f)
{
	fprintf(f, "usage: layout-svg [--svg DIR] [--png DIR] [--tts DIR "
	    "[--tts-url URL]]\n                  [--width PX | --dpi N] "
	    "[--schema] [FILE]\n"
	    "Reads a deck (FILE or stdin) and writes each face of each board "
	    "for screens\n(Tabletop Simulator, Tabletopia): DIR/ID.svg "
	    "(--svg), DIR/ID.png (--png, drawn\nby rsvg-convert), the back "
	    "of a board as ID-back.svg (the key page of rules\nthat print "
	    "one as ID-key.svg, ID the first board's); the board's trim, "
	    "with\nthe same "
	    "drawing as layout-pdf's pages, --width PX pixels across "
	    "(default:\n--dpi 96). --tts: each board as a Tabletop Simulator "
	    "saved object, ID.json\n(a two-sided tile at the board's size), "
	    "its thumbnail ID.png and its faces\nID-front.png, ID-back.png, "
	    "named by file:// URLs (or --tts-url URL/NAME).\nEvery file is "
	    "written whole, then all are put in place together.\n");
}

struct options {
	struct screen_opts so, tso; /* the paper's faces; the table's */
	const char *dir[3];  /* --svg, --png, --tts: the folders, or NULL */
	const char *in, *schema, *url;
	char schemabuf[PATH_MAX];
	char base[3 * PATH_MAX + 16]; /* --tts's images' URLs begin so */
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

enum { SVG, PNG, TTS };

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

/* bad_id: b's id told as one that cannot be a file name; -1. */
static int
bad_id(const struct board *b, struct diag *d)
{
	diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "the board's id cannot "
	    "be a file name (letters, digits, '.', '_', '-')");
	return -1;
}

/*
 * put: name in folder k's, for board b: data's len bytes as they are, or,
 * with w > 0, the SVG data rendered as a w x h PNG.
 */
static int
put(struct job *j, const struct board *b, int k, const char *name,
    const char *data, size_t len, long w, long h, struct diag *d)
{
	char path[PATH_MAX], err[160] = "";
	struct outfile of;
	int bad;

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
	bad = w <= 0 ? fwrite(data, 1, len, of.f) != len :
	    fflush(of.f) != 0 || screen_png(data, len, w, h, fileno(of.f), err,
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

/* write_file: face f of b as file kind k (SVG, PNG) in its folder. */
static int
write_file(struct job *j, const struct board *b, int f, int k,
    const char *svg, size_t len, long w, long h, struct diag *d)
{
	char name[256];

	if (screen_name(name, sizeof(name), b, f, ext[k]) < 0)
		return bad_id(b, d);
	return put(j, b, k, name, svg, len, k == PNG ? w : 0, h, d);
}

/* emit: a face drawn (sheet/screen.h), into the folders asked for. */
static int
emit(void *ctx, const struct board *b, int f, const char *svg, size_t len,
    long w, long h, struct diag *d)
{
	struct job *j = ctx;
	int k;

	for (k = SVG; k <= PNG; k++)
		if (j->o->dir[k] && write_file(j, b, f, k, svg, len, w, h,
		    d) < 0)
			return -1;
	return 0;
}

/*
 * tts_name: b's file called what in --tts's folder: "ID" (or, for the key
 * page, face -1, "ID-key") then what, into buf (n bytes); -1 (told) when
 * the id cannot be a file name.
 */
static int
tts_name(char *buf, size_t n, const struct board *b, int f,
    const char *what, struct diag *d)
{
	char check[256];

	if (screen_name(check, sizeof(check), b, 0, "png") < 0)
		return bad_id(b, d);
	snprintf(buf, n, "%s%s%s", b->id, f < 0 ? "-key" : "", what);
	return 0;
}

/* tts_object: b's saved object (the key page's with f -1) and its
 * faces' URLs, back too when two. */
static int
tts_object(struct job *j, const struct board *b, int f, int two,
    struct diag *d)
{
	char name[3][300], url[2][sizeof(j->o->base) + 300], desc[300];
	char id[sizeof(b->id) + 4];
	struct tts_tile t = { id, desc, b->width, b->height, url[0],
		two ? url[1] : NULL };
	struct json js = { 0 };
	int rc;

	snprintf(id, sizeof(id), "%s%s", b->id, f < 0 ? "-key" : "");
	if (tts_name(name[0], sizeof(name[0]), b, f, "-front.png", d) < 0 ||
	    tts_name(name[1], sizeof(name[1]), b, f, "-back.png", d) < 0 ||
	    tts_name(name[2], sizeof(name[2]), b, f, ".json", d) < 0)
		return -1;
	if (tts_url(url[0], sizeof(url[0]), j->o->base, name[0]) < 0 ||
	    tts_url(url[1], sizeof(url[1]), j->o->base, name[1]) < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "its images' URLs "
		    "are too long");
		return -1;
	}
	if (f < 0)
		snprintf(desc, sizeof(desc), "The key of %s's boards, %g x %g "
		    "mm.", b->rules, b->width, b->height);
	else
		snprintf(desc, sizeof(desc), "%s, seed %" PRIu64 ", %g x %g "
		    "mm.%s", b->rules, b->seed, b->width, b->height, two ?
		    " It has a back: flip it over." : "");
	tts_saved_object(&js, &t);
	rc = put(j, b, TTS, name[2], js.s, js.n, 0, 0, d);
	json_free(&js);
	return rc;
}

/*
 * tts_emit: a face drawn for the table (sideways backs): its image,
 * ID-front.png or ID-back.png, and beside the front the thumbnail ID.png,
 * TTS_THUMB_PX on its long side; a key page (f -1) is a tile of its own,
 * ID-key.json written here.
 */
static int
tts_emit(void *ctx, const struct board *b, int f, const char *svg,
    size_t len, long w, long h, struct diag *d)
{
	struct job *j = ctx;
	char name[300];
	long tw = w >= h ? TTS_THUMB_PX : lround((double)TTS_THUMB_PX * w / h);
	long th = w >= h ? lround((double)TTS_THUMB_PX * h / w) : TTS_THUMB_PX;

	if (f > 1) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "a board of %d "
		    "faces: a tile has two sides", f + 1);
		return -1;
	}
	if (tts_name(name, sizeof(name), b, f, f == 1 ? "-back.png" :
	    "-front.png", d) < 0 ||
	    put(j, b, TTS, name, svg, len, w, h, d) < 0)
		return -1;
	if (f == 1)
		return 0;
	if (tts_name(name, sizeof(name), b, f, ".png", d) < 0 ||
	    put(j, b, TTS, name, svg, len, tw > 0 ? tw : 1, th > 0 ? th : 1,
	    d) < 0)
		return -1;
	return f < 0 ? tts_object(j, b, f, 0, d) : 0;
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
	if ((j->o->dir[SVG] || j->o->dir[PNG]) &&
	    screen_key(j->p, b, r, &j->o->so, emit, j, d) < 0)
		return -1;
	return j->o->dir[TTS] ? screen_key(j->p, b, r, &j->o->tso, tts_emit,
	    j, d) : 0;
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
	/* The table turns a board over sideways: its back is drawn for
	 * that turn, so the paper's, where it differs, is drawn apart. */
	if (key(j, b, r, d) == 0 &&
	    (!(j->o->dir[SVG] || j->o->dir[PNG]) ||
	    screen_board(j->p, b, r, &j->o->so, emit, j, d) == 0) &&
	    (!j->o->dir[TTS] ||
	    (screen_board(j->p, b, r, &j->o->tso, tts_emit, j, d) == 0 &&
	    tts_object(j, b, 0, draw_faces(b) > 1, d) == 0)))
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

/*
 * table: --tts's checks, and the URL its images are named by: --tts-url,
 * or its folder's own file:// URL. 0, or -1 (told).
 */
static int
table(struct options *o)
{
	char real[PATH_MAX], a[PATH_MAX];

	if (o->url) {
		if (!tts_url_ok(o->url)) {
			cli_error(tool, "--tts-url %s: not a URL to begin an "
			    "image's with (http://, https:// or file://, "
			    "printable ASCII, no space, quote, '\\', '<' or "
			    "'>', 1,024 bytes at most)", o->url);
			return -1;
		}
		snprintf(o->base, sizeof(o->base), "%s", o->url);
		return 0;
	}
	if (!realpath(o->dir[TTS], real) ||
	    tts_file_base(o->base, sizeof(o->base), real) < 0) {
		cli_error(tool, "--tts %s: %s", o->dir[TTS], strerror(errno));
		return -1;
	}
	/* Its thumbnails are ID.png: a front of --png would be one. */
	if (o->dir[PNG] && realpath(o->dir[PNG], a) && strcmp(a, real) == 0) {
		cli_error(tool, "--tts %s: --png's folder too (both would "
		    "write ID.png): give each its own", o->dir[TTS]);
		return -1;
	}
	return 0;
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
		o->dir[SVG] = optarg;
		break;
	case 'P':
		o->dir[PNG] = optarg;
		break;
	case 'T':
		o->dir[TTS] = optarg;
		break;
	case 'U':
		o->url = optarg;
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
		{ "tts", required_argument, NULL, 'T' },
		{ "tts-url", required_argument, NULL, 'U' },
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
	if (!o->dir[SVG] && !o->dir[PNG] && !o->dir[TTS]) {
		cli_error(tool, "nothing to write: give --svg DIR, --png DIR, "
		    "--tts DIR or more (see %s -h)", tool);
		return 2;
	}
	if (o->url && !o->dir[TTS]) {
		cli_error(tool, "--tts-url names --tts's images: give --tts "
		    "DIR too");
		return 2;
	}
	if (o->so.width && o->so.dpi) {
		cli_error(tool, "--width and --dpi both give the size: give "
		    "one");
		return 2;
	}
	if ((o->dir[SVG] && folder("svg", o->dir[SVG]) < 0) ||
	    (o->dir[PNG] && folder("png", o->dir[PNG]) < 0) ||
	    (o->dir[TTS] && (folder("tts", o->dir[TTS]) < 0 ||
	    table(o) < 0)) ||
	    cli_input(tool, argc, argv, optind, &o->in) < 0)
		return 2;
	o->tso = o->so;
	o->tso.sideways = 1;
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
	struct filter f = { tool, o->in, o->schema, NULL, board, &j, NULL };
	int status;

	memset(&j, 0, sizeof(j));
	j.o = o;
	diag_init(&j.d);
	if (open_job(&j) < 0) {
		diag_fini(&j.d);
		return 2;
	}
	o->so.icons = o->tso.icons = &j.icons;
	o->so.pictures = o->tso.pictures = &j.pictures;
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
