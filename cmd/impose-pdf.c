/* impose-pdf: layout-pdf's boards on press sheets, step-and-repeat, in
 * cut-and-stack order, with marks (print/impose.h does the work). */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool/cli.h"
#include "core/outfile.h"
#include "draw/layout.h"
#include "impose/impose.h"

static const char *tool = "impose-pdf";

struct opts {
	struct impose_opt o;
	const char *out, *map, *in;
	char font[PATH_MAX];
};

static void
usage(FILE *f)
{
	fprintf(f, "usage: impose-pdf [--sheet SRA3|SRA2|B2|B1|WxH] [--grip MM] "
	    "[--margin MM]\n"
	    "                  [--gutter MM] [--order stack|plain] "
	    "[--duplex turn|tumble]\n"
	    "                  [--page-map FILE] [--map FILE] [-o FILE] PDF\n"
	    "Imposes layout-pdf's boards on press sheets: as many to a sheet "
	    "as fit with\ntheir bleed (turned if that fits more), in "
	    "cut-and-stack order (each position\na stack in board order), "
	    "backs behind their fronts after the turn, with crop\nmarks, "
	    "registration targets, a colour bar and a slug; --map FILE lists "
	    "each\nboard's sheet, side and position. Defaults: SRA3, grip "
	    "10, margin 5, gutter 0\n(bleeds butt), stack, turn.\n");
}

/* sheet: --sheet's value into o: a name or WxH in mm. */
static int
sheet(struct impose_opt *o, const char *s)
{
	if (layout_press_sheet(s, &o->sheet_w, &o->sheet_h) == 0)
		return 0;
	cli_error(tool, "--sheet: \"%.40s\" is not SRA3, SRA2, B2, B1 nor "
	    "WxH in mm (50 to 2000 each)", s);
	return -1;
}

/* length: a length option's value (mm, 0 to 100) into *v. */
static int
length(const char *opt, const char *s, double *v)
{
	char *e;

	*v = strtod(s, &e);
	if (e == s || *e || !(*v >= 0 && *v <= 100)) {
		cli_error(tool, "--%s: \"%.40s\" is not a length in mm from 0 to "
		    "100", opt, s);
		return -1;
	}
	return 0;
}

/* word: the value s of option opt, one of a and b: 0 or 1; -1 if none. */
static int
word(const char *opt, const char *s, const char *a, const char *b)
{
	if (strcmp(s, a) == 0 || strcmp(s, b) == 0)
		return strcmp(s, b) == 0;
	cli_error(tool, "--%s: \"%.40s\" is not %s or %s", opt, s, a, b);
	return -1;
}

/* option: one option c (its value arg) into p. -1 after a message. */
static int
option(struct opts *p, int c, const char *arg)
{
	int k;

	switch (c) {
	case 's': return sheet(&p->o, arg);
	case 'g': return length("grip", arg, &p->o.grip);
	case 'm': return length("margin", arg, &p->o.margin);
	case 'u': return length("gutter", arg, &p->o.gutter);
	case 'O':
		if ((k = word("order", arg, "stack", "plain")) < 0)
			return -1;
		p->o.order = k ? IMPOSE_PLAIN : IMPOSE_STACK;
		return 0;
	case 'd':
		if ((k = word("duplex", arg, "turn", "tumble")) < 0)
			return -1;
		p->o.turn = k ? IMPOSE_TUMBLE : IMPOSE_TURN;
		return 0;
	case 'G': p->o.pagemap = arg; return 0;
	case 'M': p->map = arg; return 0;
	default: p->out = arg; return 0;
	}
}

static int
parse(int argc, char **argv, void *v)
{
	static const struct option lo[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "sheet", required_argument, NULL, 's' },
		{ "grip", required_argument, NULL, 'g' },
		{ "margin", required_argument, NULL, 'm' },
		{ "gutter", required_argument, NULL, 'u' },
		{ "order", required_argument, NULL, 'O' },
		{ "duplex", required_argument, NULL, 'd' },
		{ "page-map", required_argument, NULL, 'G' },
		{ "map", required_argument, NULL, 'M' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts *p = v;
	int c;

	p->o = (struct impose_opt){ 320, 450, 10, 5, 0, IMPOSE_STACK,
	    IMPOSE_TURN, NULL, NULL };
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:", lo, NULL)) != -1) {
		if (c == 'h')
			return cli_help(tool, usage);
		if (c == '?' || c == ':')
			return cli_bad_option(tool, c, argv, optind, optopt);
		if (option(p, c, optarg) < 0)
			return 2;
	}
	if (optind != argc - 1) {
		cli_error(tool, "needs one PDF, layout-pdf's (see %s -h)", tool);
		return 2;
	}
	p->in = argv[optind];
	return -1;
}

/* open_outs: the PDF (stdout without -o) and the map, written whole. */
static int
open_outs(const struct opts *p, struct outfile *of, struct outfile *mf)
{
	if (p->out && outfile_open(of, p->out) < 0) {
		cli_error(tool, "%s: cannot create: %s", p->out,
		    strerror(errno));
		return -1;
	}
	if (p->map && outfile_open(mf, p->map) < 0) {
		cli_error(tool, "%s: cannot create: %s", p->map,
		    strerror(errno));
		if (p->out)
			outfile_close(of, 1);
		return -1;
	}
	if (p->map)
		fprintf(mf->f, "id,page,sheet,side,position,x,y,w,h,rotation\n");
	return 0;
}

/* close_outs: the map, then the PDF, in place, or neither. The status. */
static int
close_outs(const struct opts *p, struct outfile *of, struct outfile *mf,
    int st)
{
	if (p->map && outfile_finish(mf) < 0 && st == 0) {
		cli_error(tool, "%s: cannot write: %s", p->map, strerror(errno));
		st = 2;
	}
	if (p->out && outfile_close(of, st != 0) < 0 && st == 0) {
		cli_error(tool, "%s: cannot write: %s", p->out, strerror(errno));
		st = 2;
	}
	if (p->map && outfile_commit(mf, st != 0) < 0 && st == 0) {
		cli_error(tool, "%s: cannot write: %s", p->map, strerror(errno));
		st = 2;
	}
	return st;
}

static int
run(void *v)
{
	struct opts *p = v;
	struct outfile of, mf;
	char err[PATH_MAX + 256];
	struct diag d;
	long n;

	diag_init(&d);
	if (!cli_path(p->font, sizeof(p->font), "fonts/DejaVuSans.ttf", &d)) {
		cli_print_diag(tool, &d);
		diag_fini(&d);
		return 2;
	}
	diag_fini(&d);
	p->o.font = p->font;
	if (open_outs(p, &of, &mf) < 0)
		return 2;
	n = impose_run(p->out ? of.f : stdout, p->map ? mf.f : NULL, p->in,
	    &p->o, err, sizeof(err));
	/* Standard output's write error is cli_finish's to tell. */
	if (n == -2 && p->out)
		cli_error(tool, "%s: cannot write: %s", p->out, err);
	else if (n == -1)
		cli_error(tool, "%s", err);
	return cli_finish(tool, close_outs(p, &of, &mf, n < 0 ? 2 : 0));
}

int
main(int argc, char **argv)
{
	struct opts p;

	memset(&p, 0, sizeof(p));
	return cli_main(argc, argv, &p, parse, run);
}
