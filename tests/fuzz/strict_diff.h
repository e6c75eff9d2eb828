/*
 * strict_diff.h: the two verdicts the differential test and its fuzz
 * target compare (tests/prop/prop_strict.c, tests/fuzz/fuzz_strict.c):
 * libxml2's RELAX NG validation of a whole document (parsed into a tree)
 * against templates/schema/deck.rng with the kinds' parts made from the
 * kind table, as the tools load it (deck_rng_text; its streaming
 * validation, which the reader's --schema mode runs, must agree), and the
 * deck reader's structural layer (deck_check_structure: the guard, XML
 * well-formedness and lib/deck/deck_strict.c). Input the guard refuses
 * (a DOCTYPE, a limit) is not compared: the guard stands in front of both
 * ways in, and the schema knows nothing of it. Also: the whole reader
 * (what every tool runs by default) refuses whatever the structural layer
 * refuses.
 */
#ifndef BP_STRICT_DIFF_H
#define BP_STRICT_DIFF_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

#include "deck/deck.h"
#include "deck/deck_strict.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

enum { DIFF_SAME, DIFF_GUARDED, DIFF_DISAGREE, DIFF_READER };

struct strict_diff {
	xmlRelaxNGPtr schema;
	int fd;
	char path[64];
	int schema_ok, fast_ok; /* the verdicts of the last input */
	int stream_ok;          /* libxml2's streaming validation's */
	char msg[512];          /* the fast path's message, if any */
};

static void
strict_diff_quiet(void *ctx, xmlErrorPtr e)
{
	(void)ctx;
	(void)e;
}

/* strict_diff_init: the schema loaded, a memory file for the reader. */
static inline void
strict_diff_init(struct strict_diff *sd)
{
	xmlRelaxNGParserCtxtPtr pc;
	struct diag d;
	size_t len;
	char *rng;

	xmlSetStructuredErrorFunc(NULL, strict_diff_quiet);
	diag_init(&d);
	rng = deck_rng_text(BP_TOP "/templates/schema/deck.rng", &len, &d);
	diag_fini(&d);
	pc = rng ? xmlRelaxNGNewMemParserCtxt(rng, (int)len) : NULL;
	sd->schema = pc ? xmlRelaxNGParse(pc) : NULL;
	if (pc)
		xmlRelaxNGFreeParserCtxt(pc);
	free(rng);
	sd->fd = memfd_create("deck", 0);
	if (!sd->schema || sd->fd < 0)
		abort();
	snprintf(sd->path, sizeof(sd->path), "/proc/self/fd/%d", sd->fd);
}

/* schema_verdict: whether libxml2 parses and validates the document. */
static inline int
strict_diff_schema(struct strict_diff *sd, const char *buf, size_t n)
{
	xmlRelaxNGValidCtxtPtr vc;
	xmlDocPtr doc;
	int ok;

	doc = xmlReadMemory(buf, (int)n, "deck.xml", NULL, XML_PARSE_NONET);
	if (!doc)
		return 0;
	vc = xmlRelaxNGNewValidCtxt(sd->schema);
	xmlRelaxNGSetValidStructuredErrors(vc, strict_diff_quiet, NULL);
	ok = xmlRelaxNGValidateDoc(vc, doc) == 0;
	xmlRelaxNGFreeValidCtxt(vc);
	xmlFreeDoc(doc);
	return ok;
}

/* strict_diff_stream: whether libxml2's streaming validation takes it. */
static inline int
strict_diff_stream(struct strict_diff *sd, const char *buf, size_t n)
{
	xmlTextReaderPtr r;
	int k = -1, ok;

	r = xmlReaderForMemory(buf, (int)n, "deck.xml", NULL, XML_PARSE_NONET);
	if (!r)
		return 0;
	xmlTextReaderSetStructuredErrorHandler(r, strict_diff_quiet, NULL);
	if (xmlTextReaderRelaxNGSetSchema(r, sd->schema) == 0)
		while ((k = xmlTextReaderRead(r)) == 1)
			;
	ok = k == 0 && xmlTextReaderIsValid(r) == 1;
	xmlFreeTextReader(r);
	return ok;
}

/* strict_diff_reader: whether the whole reader takes every board. */
static inline int
strict_diff_reader(struct strict_diff *sd)
{
	struct deck_reader *dr;
	struct board b;
	struct diag d;
	int k = -1;

	diag_init(&d);
	dr = deck_reader_new(sd->path, NULL, NULL, &d);
	if (dr) {
		board_init(&b);
		while ((k = deck_reader_next(dr, &b)) > 0)
			;
		board_fini(&b);
		deck_reader_free(dr);
	}
	diag_fini(&d);
	return dr && k == 0;
}

/*
 * strict_diff_run: compare the verdicts on buf[0..n). Returns DIFF_SAME,
 * DIFF_GUARDED (not compared), DIFF_DISAGREE, or DIFF_READER (the
 * structure refused it, the whole reader took it).
 */
static inline int
strict_diff_run(struct strict_diff *sd, const char *buf, size_t n)
{
	struct diag d;
	int rc;

	if (ftruncate(sd->fd, 0) != 0 || pwrite(sd->fd, buf, n, 0) !=
	    (ssize_t)n)
		abort();
	diag_init(&d);
	rc = deck_check_structure(sd->path, &d);
	snprintf(sd->msg, sizeof(sd->msg), "%s", d.n ? d.v[0].msg : "");
	diag_fini(&d);
	if (rc == DECK_GUARDED)
		return DIFF_GUARDED;
	sd->fast_ok = rc == 0;
	sd->schema_ok = strict_diff_schema(sd, buf, n);
	sd->stream_ok = strict_diff_stream(sd, buf, n);
	if (sd->fast_ok != sd->schema_ok || sd->stream_ok != sd->schema_ok)
		return DIFF_DISAGREE;
	if (!sd->fast_ok && strict_diff_reader(sd))
		return DIFF_READER;
	return DIFF_SAME;
}

static inline void
strict_diff_fini(struct strict_diff *sd)
{
	xmlRelaxNGFree(sd->schema);
	close(sd->fd);
}

#endif
