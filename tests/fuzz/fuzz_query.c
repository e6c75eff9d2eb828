/*
 * fuzz_query.c: libFuzzer target for preview's page choices (issue 36):
 * the input is a query string, KEY=VALUE pairs between '&' (as
 * libmicrohttpd hands them over, unescaped; a pair without '=' is a key
 * with no value), each given to preview_choice_set as the server gives
 * it, over a preview of the shipped files made once. A refusal says why
 * in one line; a choice taken names only files the server serves (its
 * names: letters, digits, '_', '-', '.', never a path), a paper of the
 * list, at most PREVIEW_EXPANSIONS expansions of such names, and a key is
 * taken at most once. A query taken whole goes on to the page, as
 * /api/grid?from=1&to=1 does with it: the choice's files loaded and
 * checked as gen-graph checks them, its board of seed 1 made, checked
 * and drawn to SVG (preview_grid): either refused in one line (a choice
 * the rules do not take: 400), or an answer whose board is drawn (an
 * SVG document) or says why it could not be made.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/json.h"
#include "preview/preview.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct preview *pv;

/* made: the preview of the shipped files, once (the default game). */
static struct preview *
made(void)
{
	struct preview_opts o;
	struct diag d;

	if (pv)
		return pv;
	/* gen-graph's code finds its data folder so, wherever the target
	 * runs (a replay in build/tests/ has none beside it). */
	if (setenv("BOARDPRESS_DATA", BP_TOP, 1) != 0)
		abort();
	memset(&o, 0, sizeof(o));
	o.from = 1;
	o.to = 1;
	o.threads = 1;
	o.font = BP_TOP "/fonts/DejaVuSans.ttf";
	o.icondir = BP_TOP "/icons";
	o.rules_dir = BP_TOP "/templates/rules";
	o.style_dir = BP_TOP "/templates/style";
	o.page_dir = BP_TOP "/templates/page";
	diag_init(&d);
	if (!(pv = preview_new(&o, &d)))
		abort();
	diag_fini(&d);
	return pv;
}

/* a_name: s is empty, or a name the server could serve. */
static int
a_name(const char *s)
{
	size_t k = strlen(s);

	return k == 0 || (k < PREVIEW_NAME && s[0] != '.' &&
	    strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789_-.") == k);
}

/* held: what a choice holds, checked whatever the input. */
static void
held(const struct preview_choice *c)
{
	static const char *const papers[] = { "A3", "A4", "A5", "Letter",
		"Tabloid" };
	size_t i, ok = 0;

	if (!c->rules[0] || !a_name(c->rules) || !a_name(c->style) ||
	    !c->tpl[0] || !a_name(c->tpl) || c->nexp > PREVIEW_EXPANSIONS ||
	    c->nkopt > PREVIEW_KIND_OPTS || c->players >= 16)
		abort();
	for (i = 0; i < 5; i++)
		ok |= strcmp(c->paper, papers[i]) == 0;
	for (i = 0; i < c->nexp; i++)
		if (!c->exp[i][0] || !a_name(c->exp[i]))
			abort();
	for (i = 0; i < c->nkopt; i++)
		if (!c->kopt[i].value[0] || !a_name(c->kopt[i].value))
			abort();
	if (!ok)
		abort();
}

/* grid: choice c's grid of seed 1, as /api/grid answers it, checked. */
static void
grid(struct preview *p, const struct preview_choice *c)
{
	struct json out = { 0 };
	const char *at, *svg;
	unsigned status = 0;
	char err[2048] = "";
	int rc;

	rc = preview_grid(p, c, 1, 1, 0, NULL, &out, err, sizeof(err),
	    &status);
	/* A refusal: the choice's (400), one line. */
	if (rc < 0) {
		if (!err[0] || strchr(err, '\n') || status != 400) {
			fprintf(stderr, "fuzz_query: grid refused (%u): %s\n",
			    status, err);
			abort();
		}
		json_free(&out);
		return;
	}
	/* Taken: the seed's board drawn, or why it could not be made. */
	/* (the answer is NUL-terminated: core/json.h) */
	if (err[0] || !out.n || strlen(out.s) != out.n)
		abort();
	if (!(at = strstr(out.s, "\"boards\":[{\"seed\":1,")))
		abort();
	at += strlen("\"boards\":[{\"seed\":1,");
	svg = strstr(at, "\"svg\":\"\\u003c");
	if (strncmp(at, "\"error\":\"", 9) != 0 &&
	    !(svg && strstr(svg, "\\u003csvg "))) {
		fprintf(stderr, "fuzz_query: a board neither drawn nor "
		    "refused: %.300s\n", at);
		abort();
	}
	json_free(&out);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct preview *p = made();
	struct preview_choice c;
	char *q = malloc(size + 1), *pair, *save, *eq, err[160];
	int rc, taken = 1;

	if (!q)
		abort();
	memcpy(q, data, size);
	q[size] = '\0';
	preview_choice_init(p, &c);
	held(&c);
	for (pair = strtok_r(q, "&", &save); pair;
	    pair = strtok_r(NULL, "&", &save)) {
		if ((eq = strchr(pair, '=')))
			*eq++ = '\0';
		err[0] = '\0';
		rc = preview_choice_set(p, &c, pair, eq, err, sizeof(err));
		if (rc < -1 || rc > 1 || (rc < 0 && (!err[0] ||
		    strchr(err, '\n'))) || (rc >= 0 && err[0]))
			abort();
		held(&c);
		taken &= rc >= 0;
	}
	free(q);
	if (taken)
		grid(p, &c);
	return 0;
}
