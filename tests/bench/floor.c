/* floor.c (bench): what the libraries alone cost: the stages' floors. */
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <hpdf.h>
#include <hpdf_pages.h>
#include <libdeflate.h>
#include <libxml/parser.h>

/*
 * bench_floor sax DECK: the deck parsed by libxml2's push parser with
 * empty handlers (elements, their ends, text), in the reader's chunks
 * (16 KiB) with the reader's options: what reading a deck costs before
 * anything of ours runs. Every tool that reads a deck pays at least this.
 *
 * bench_floor pdf STREAMS LEVEL: the streams of a PDF layout-pdf wrote,
 * decoded (STREAMS: for each, a line "page|other LENGTH" and its bytes),
 * each deflated by libdeflate at LEVEL (1: the template's "fast", 6:
 * "small"), then a libharu document of one page per page stream, each
 * holding its stream's deflated bytes, saved to memory: what writing
 * the same PDF costs with no drawing, no number formatting, no font
 * subsetting. layout-pdf pays at least this for the same pages.
 *
 * Both print nothing but a count (elements, or pages and bytes), so the
 * work is not optimised away; the bench section times the process. A
 * last argument REPEAT does it all that many times (a floor takes a tenth
 * of the stage or less: timed once, /usr/bin/time's hundredths would be
 * most of it).
 */

static void
on_start(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri, int nns, const xmlChar **ns, int nattr, int ndef,
    const xmlChar **attr)
{
	(*(unsigned long *)ud)++;
}

static void
on_end(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri)
{
}

static void
on_text(void *ud, const xmlChar *s, int len)
{
}

static void
on_error(void *ud, xmlErrorPtr e)
{
}

static int
sax(const char *path)
{
	xmlSAXHandler h;
	xmlParserCtxtPtr ctx;
	unsigned long elements = 0;
	char buf[16384];
	ssize_t k;
	int fd = open(path, O_RDONLY);

	if (fd < 0) {
		perror(path);
		return 2;
	}
	memset(&h, 0, sizeof(h));
	h.initialized = XML_SAX2_MAGIC;
	h.startElementNs = on_start;
	h.endElementNs = on_end;
	h.characters = on_text;
	h.cdataBlock = on_text;
	h.serror = on_error;
	ctx = xmlCreatePushParserCtxt(&h, &elements, NULL, 0, path);
	if (!ctx)
		return 2;
	xmlCtxtUseOptions(ctx, XML_PARSE_NONET | XML_PARSE_BIG_LINES |
	    XML_PARSE_NOBLANKS | XML_PARSE_IGNORE_ENC);
	do {
		k = read(fd, buf, sizeof(buf));
		if (k < 0) {
			perror(path);
			return 2;
		}
		xmlParseChunk(ctx, buf, (int)k, k == 0);
	} while (k > 0);
	if (!ctx->wellFormed) {
		fprintf(stderr, "bench_floor: %s: not well-formed\n", path);
		return 1;
	}
	xmlFreeParserCtxt(ctx);
	close(fd);
	printf("%lu elements\n", elements);
	return 0;
}

/* A stream of the PDF: its bytes decoded, deflated, and whose it is. */
struct stream {
	unsigned char *raw, *packed;
	size_t nraw, npacked;
	int page;
};

static void
on_hpdf_error(HPDF_STATUS e, HPDF_STATUS detail, void *ud)
{
	fprintf(stderr, "bench_floor: libharu error %04lx (%lu)\n",
	    (unsigned long)e, (unsigned long)detail);
	exit(2);
}

/* read_streams: the STREAMS file into *s (*n of them); 0, or -1. */
static int
read_streams(const char *path, struct stream **s, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char kind[16];
	size_t len, cap = 0;

	if (!f) {
		perror(path);
		return -1;
	}
	*s = NULL;
	*n = 0;
	while (fscanf(f, "%15s %zu", kind, &len) == 2 && fgetc(f) == '\n') {
		if (*n == cap) {
			cap = cap ? 2 * cap : 256;
			*s = realloc(*s, cap * sizeof(**s));
			if (!*s)
				return -1;
		}
		memset(&(*s)[*n], 0, sizeof(**s));
		(*s)[*n].page = strcmp(kind, "page") == 0;
		(*s)[*n].nraw = len;
		(*s)[*n].raw = malloc(len + 1);
		if (!(*s)[*n].raw || fread((*s)[*n].raw, 1, len, f) != len)
			return -1;
		(*n)++;
	}
	fclose(f);
	return 0;
}

static int
pdf(const char *path, int level)
{
	struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
	struct stream *s;
	size_t n, i, bytes = 0, pages = 0;
	HPDF_Doc doc;
	HPDF_Page page;
	HPDF_Stream st;

	if (!c || read_streams(path, &s, &n) < 0)
		return 2;
	/* libdeflate alone: every stream at the template's level. */
	for (i = 0; i < n; i++) {
		size_t cap = libdeflate_zlib_compress_bound(c, s[i].nraw);

		s[i].packed = malloc(cap);
		if (!s[i].packed)
			return 2;
		s[i].npacked = libdeflate_zlib_compress(c, s[i].raw, s[i].nraw,
		    s[i].packed, cap);
		bytes += s[i].npacked;
	}
	/* libharu alone: the pages, each with its deflated stream, saved. */
	doc = HPDF_New(on_hpdf_error, NULL);
	if (!doc)
		return 2;
	for (i = 0; i < n; i++) {
		if (!s[i].page)
			continue;
		page = HPDF_AddPage(doc);
		HPDF_Page_SetWidth(page, 595);
		HPDF_Page_SetHeight(page, 842);
		st = ((HPDF_PageAttr)page->attr)->stream;
		HPDF_Stream_Write(st, s[i].packed, (HPDF_UINT)s[i].npacked);
		pages++;
	}
	HPDF_SaveToStream(doc);
	bytes = HPDF_GetStreamSize(doc);
	HPDF_Free(doc);
	libdeflate_free_compressor(c);
	printf("%zu pages, %zu streams, %zu bytes\n", pages, n, bytes);
	return 0;
}

int
main(int argc, char **argv)
{
	int sx = argc >= 3 && argc <= 4 && strcmp(argv[1], "sax") == 0;
	int pd = argc >= 4 && argc <= 5 && strcmp(argv[1], "pdf") == 0;
	int i, n = 1, rc = 0;

	if (!sx && !pd) {
		fprintf(stderr, "usage: bench_floor sax DECK [REPEAT] | "
		    "pdf STREAMS LEVEL [REPEAT]\n");
		return 2;
	}
	if (argc == (sx ? 4 : 5))
		n = atoi(argv[argc - 1]);
	for (i = 0; i < n && rc == 0; i++)
		rc = sx ? sax(argv[2]) : pdf(argv[2], atoi(argv[3]));
	return rc;
}
