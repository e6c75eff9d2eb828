/* layout-pdf: one print-ready PDF page per board of a deck. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>

#include "cli.h"
#include "draw.h"
#include "filter.h"
#include "num.h"
#include "pdf.h"

static const char *tool = "layout-pdf";

static void
usage(FILE *f)
{
	fprintf(f, "usage: layout-pdf [-o FILE] [--bleed MM] [--split] "
	    "[--schema] [FILE]\n"
	    "Reads a deck (FILE or stdin) and writes a PDF with one page per "
	    "board to\nstdout, or to FILE (written whole, then renamed into "
	    "place).\n");
}

struct job {
	struct pdf *pdf;
	struct draw_opts o;
};

static int
page(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	struct job *j = ctx;

	return draw_board(j->pdf, b, r, &j->o, d) < 0 ? FILTER_FATAL :
	    FILTER_KEEP;
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "output", required_argument, NULL, 'o' },
		{ "bleed", required_argument, NULL, 'b' },
		{ "schema", no_argument, NULL, 'S' },
		{ "split", no_argument, NULL, 'T' },
		{ NULL, 0, NULL, 0 }
	};
	struct job j = { NULL, { .bleed = 3.0 } };
	struct draw_icons icons;
	struct filter f = { tool, "-", NULL, NULL, page, &j };
	char font[PATH_MAX], schema[PATH_MAX], icondir[PATH_MAX];
	const char *out = NULL;
	struct diag d;
	int c, status;

	cli_start();
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			return cli_finish(tool, 0);
		case 'o':
			out = optarg;
			break;
		case 'b':
			if (num_parse_double(optarg, &j.o.bleed) < 0 ||
			    j.o.bleed < 0 || j.o.bleed > 30) {
				fprintf(stderr, "%s: --bleed: \"%s\" is not a "
				    "length in [0, 30] mm\n", tool, optarg);
				return 2;
			}
			break;
		case 'S':
			f.schema = cli_schema(tool, schema, sizeof(schema));
			if (!f.schema)
				return 2;
			break;
		case 'T':
			j.o.split = 1;
			break;
		default:
			return cli_bad_option(tool, c, argv, optind, optopt);
		}
	}
	if (cli_input(tool, argc, argv, optind, &f.in) < 0)
		return 2;
	diag_init(&d);
	if (!cli_path(font, sizeof(font), "fonts/DejaVuSans.ttf", &d) ||
	    !cli_path(icondir, sizeof(icondir), "icons", &d) ||
	    !(j.pdf = pdf_new(font, &d))) {
		cli_print_diag(tool, &d);
		return 2;
	}
	draw_icons_init(&icons, icondir);
	j.o.icons = &icons;
	status = filter_run(&f);
	/* Nothing is written unless the whole deck was read and drawn. */
	if (status == 0 && (out ? pdf_write_file(j.pdf, out, &d) :
	    pdf_write(j.pdf, stdout, &d)) < 0)
		status = 2;
	cli_print_diag(tool, &d);
	pdf_free(j.pdf);
	draw_icons_fini(&icons);
	diag_fini(&d);
	return cli_finish(tool, status);
}
