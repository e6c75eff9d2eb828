/* deck_read_schema.c: a deck with a schema: xmlTextReader and RELAX NG. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/pins.h"
#include "board/style.h"
#include "deck/deck_guard.h"
#include "deck/deck_read_int.h"

/* The schema's way: xmlTextReader with RELAX NG. */

/* copy_alone: libxml2's element n, its attributes only, as a light node. */
static struct deck_node *
copy_alone(struct deck_arena *a, xmlNodePtr n)
{
	struct deck_node *d = deckr_arena_alloc(a, sizeof(*d));
	size_t na = 0, i = 0;
	const char **av;
	xmlAttrPtr at;

	memset(d, 0, sizeof(*d));
	d->id = DECK_NAME_NONE; /* (names compared as strings: attr_id NULL) */
	d->name = deckr_arena_strndup(a, (const char *)n->name,
	    strlen((const char *)n->name));
	d->foreign = n->ns != NULL;
	d->line = (unsigned)xmlGetLineNo(n);
	d->text = "";
	for (at = n->properties; at; at = at->next)
		na++;
	av = deckr_arena_alloc(a, (2 * na + 1) * sizeof(*av));
	for (at = n->properties; at; at = at->next) {
		xmlChar *v = xmlNodeListGetString(n->doc, at->children, 1);
		char q[256];

		if (at->ns && at->ns->prefix)
			snprintf(q, sizeof(q), "%s:%s", at->ns->prefix,
			    at->name);
		else
			snprintf(q, sizeof(q), "%s", at->name);
		av[i++] = deckr_arena_strndup(a, q, strlen(q));
		av[i++] = deckr_arena_strndup(a, v ? (const char *)v : "",
		    v ? strlen((const char *)v) : 0);
		xmlFree(v);
	}
	av[i] = NULL;
	d->attr = av;
	return d;
}

/* copy: libxml2's element n and its subtree into the light tree. */
static struct deck_node *
copy(struct deck_arena *a, xmlNodePtr n)
{
	struct deck_node *d, *last = NULL, *k;
	size_t tl = 0;
	xmlNodePtr c;
	char *t;

	d = copy_alone(a, n);
	for (c = n->children; c; c = c->next)
		if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
			tl += strlen((const char *)c->content);
	t = deckr_arena_alloc(a, tl + 1);
	d->text = t;
	d->textlen = tl;
	for (c = n->children; c; c = c->next) {
		if (c->type == XML_TEXT_NODE ||
		    c->type == XML_CDATA_SECTION_NODE) {
			size_t l = strlen((const char *)c->content);

			memcpy(t, c->content, l);
			t += l;
		} else if (c->type == XML_ELEMENT_NODE) {
			k = copy(a, c);
			if (last)
				last->next = k;
			else
				d->children = k;
			last = k;
		}
	}
	*t = '\0';
	return d;
}

static int
xr_input(void *ctx, char *buf, int len)
{
	struct deck_reader *dr = ctx;

	return (int)deckr_read_input(dr, buf, (size_t)len);
}

/* deckr_flush_rng: report a held-back schema violation, if any. */
void
deckr_flush_rng(struct deck_reader *dr)
{
	if (dr->rng_failed && dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, dr->rng_line, dr->board,
		    NULL, "does not match the deck schema: %s", dr->rng_msg);
}

/* advance: xmlTextReaderRead, turning its errors into one -1. */
static int
advance(struct deck_reader *dr)
{
	int r = xmlTextReaderRead(dr->xr);

	if (r < 0 || dr->errors)
		return -1;
	return r;
}

/*
 * skip_subtree: step past the element under the cursor node by node, so
 * the schema check sees every node of it.
 */
static int
skip_subtree(struct deck_reader *dr)
{
	int depth = xmlTextReaderDepth(dr->xr), r;

	if (xmlTextReaderIsEmptyElement(dr->xr))
		return 1;
	do {
		r = advance(dr);
		if (r <= 0)
			return r;
	} while (!(xmlTextReaderNodeType(dr->xr) ==
	    XML_READER_TYPE_END_ELEMENT && xmlTextReaderDepth(dr->xr) ==
	    depth));
	return 1;
}

/* next_element: move to the next start tag at depth 1; 0 at </deck>. */
static int
next_element(struct deck_reader *dr)
{
	int r, t;

	for (;;) {
		r = advance(dr);
		if (r < 0)
			return -1;
		if (r == 0) {
			err_at(dr, 0, "the deck is truncated: it ends before "
			    "</deck>");
			return -1;
		}
		t = xmlTextReaderNodeType(dr->xr);
		if ((t == XML_READER_TYPE_TEXT || t == XML_READER_TYPE_CDATA) &&
		    xmlTextReaderDepth(dr->xr) == 1) {
			const char *v = (const char *)
			    xmlTextReaderConstValue(dr->xr);

			if (v && deckr_has_text(v, strlen(v))) {
				err_at(dr, (unsigned)xmlGetLineNo(
				    xmlTextReaderCurrentNode(dr->xr)),
				    "text inside <deck>, outside any board");
				return -1;
			}
		}
		if (t == XML_READER_TYPE_END_ELEMENT &&
		    xmlTextReaderDepth(dr->xr) == 0) {
			if (dr->rng_failed) {
				deckr_flush_rng(dr);
				return -1;
			}
			return 0;
		}
		if (t == XML_READER_TYPE_ELEMENT &&
		    xmlTextReaderDepth(dr->xr) == 1) {
			/*
			 * The reader validates ahead of where we are; a
			 * violation is reported once everything before it has
			 * been read by our own, more precise, checks.
			 */
			if (dr->rng_failed && dr->rng_line < (unsigned)
			    xmlGetLineNo(xmlTextReaderCurrentNode(dr->xr))) {
				deckr_flush_rng(dr);
				return -1;
			}
			return 1;
		}
	}
}

/* xr_level: deckr_deck_level for the element under the reader's cursor. */
static int
xr_level(struct deck_reader *dr, const char *want)
{
	return deckr_deck_level(dr, (unsigned)xmlGetLineNo(
	    xmlTextReaderCurrentNode(dr->xr)),
	    (const char *)xmlTextReaderConstLocalName(dr->xr),
	    (const char *)xmlTextReaderConstPrefix(dr->xr),
	    (const char *)xmlTextReaderConstNamespaceUri(dr->xr), want);
}

/*
 * xr_text: the text of the element under the cursor (<rules> or <style>,
 * named what), at most max bytes, into *out (n bytes). Returns 0, or -1
 * with an error.
 */
static int
xr_text(struct deck_reader *dr, const char *what, size_t max, char **out,
    size_t *n)
{
	xmlNodePtr e = xmlTextReaderExpand(dr->xr), c;
	xmlChar *text;

	if (!e || dr->errors)
		return -1;
	for (c = e->children; c; c = c->next) {
		if (c->type == XML_ELEMENT_NODE) {
			err_at(dr, (unsigned)xmlGetLineNo(c), "<%s> inside "
			    "<%s>: the %s %s plain text", c->name, what,
			    what, strcmp(what, "rules") == 0 ? "are" : "is");
			return -1;
		}
	}
	text = xmlNodeGetContent(e);
	if (!text)
		mem_fail();
	*n = strlen((const char *)text);
	if (*n > max) {
		xmlFree(text);
		err_at(dr, (unsigned)xmlGetLineNo(e), "the %s %s longer than "
		    "%zu bytes", what, strcmp(what, "rules") == 0 ? "are" :
		    "is", max);
		return -1;
	}
	*out = mem_strndup((const char *)text, *n);
	xmlFree(text);
	return 0;
}

/*
 * xr_head: after </rules>, a <style> and the <asset>s if they follow;
 * otherwise the cursor stays on what does (dr->pending: 1 an element, -1
 * the deck's end), for deckr_xr_next. Returns 0, or -1 with an error.
 */
static int
xr_head(struct deck_reader *dr)
{
	xmlNodePtr n;
	const char *local;
	char *text;
	size_t len;
	int r;

	while ((r = next_element(dr)) > 0) {
		local = (const char *)xmlTextReaderConstLocalName(dr->xr);
		if (xmlTextReaderConstNamespaceUri(dr->xr) || dr->pins_seen ||
		    (strcmp(local, "asset") != 0 && strcmp(local, "style") !=
		    0 && strcmp(local, "pins") != 0))
			break;
		n = xmlTextReaderCurrentNode(dr->xr);
		/* The pins close the head (board/pins.h). */
		if (strcmp(local, "pins") == 0) {
			dr->pins_seen = 1;
			dr->pins_line = (unsigned)xmlGetLineNo(n);
			if (deckr_known_attrs(dr, copy_alone(&dr->arena,
			    n)) < 0 || xr_text(dr, "pins", PINS_BYTES + 1,
			    &dr->ptext, &dr->nptext) < 0 ||
			    skip_subtree(dr) <= 0)
				return -1;
			continue;
		}
		/* A second <style>, or one after an <asset>: told here, as
		 * the SAX reader does, before the rules miss the assets. */
		if (strcmp(local, "style") == 0 && (dr->style_seen ||
		    dr->asset_seen))
			return deckr_deck_level(dr, (unsigned)xmlGetLineNo(n),
			    local, NULL, NULL, "board");
		if (strcmp(local, "style") == 0) {
			dr->style_seen = 1;
			dr->style_line = (unsigned)xmlGetLineNo(n);
			if (deckr_known_attrs(dr, copy_alone(&dr->arena,
			    n)) < 0 || xr_text(dr, "style", STYLE_BYTES,
			    &dr->stext, &dr->nstext) < 0)
				return -1;
		} else {
			dr->asset_seen = 1;
			if (xr_text(dr, "asset", DECK_GUARD_ASSET_TEXT, &text,
			    &len) < 0)
				return -1;
			r = deckr_asset(dr, copy_alone(&dr->arena, n), text,
			    len);
			free(text);
			if (r < 0)
				return -1;
		}
		if (skip_subtree(dr) <= 0)
			return -1;
	}
	if (r < 0)
		return -1;
	dr->pending = r == 0 ? -1 : 1;
	return 0;
}

int
deckr_xr_open(struct deck_reader *dr, const char *schema)
{
	xmlRelaxNGParserCtxtPtr pc;
	xmlNodePtr n;
	struct diag why;
	char *rng;
	size_t len;
	int r;

	/*
	 * XML_PARSE_HUGE: libxml2's tree refuses a text node over 10,000,000
	 * bytes, and an <asset> of a file up to 8 MiB is 11.3 MB of base64
	 * (a picture over 7.4 MiB was refused here). The guard has seen every
	 * byte first: the depth (32), a tag (4 MiB), other text (1 MiB), a
	 * board (64 MiB) stay bounded by it, under libxml2's own limits.
	 */
	xmlin_quiet();
	dr->xr = xmlReaderForIO(xr_input, NULL, dr, dr->name, NULL,
	    XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOBLANKS |
	    XML_PARSE_HUGE | XML_PARSE_IGNORE_ENC);
	if (!dr->xr)
		return -1;
	xmlTextReaderSetStructuredErrorHandler(dr->xr, deckr_parse_error, dr);
	/* The file with the kinds' parts made from the kind table. */
	diag_init(&why);
	rng = deck_rng_text(schema, &len, &why);
	diag_fini(&why);
	pc = rng && len <= INT_MAX ? xmlRelaxNGNewMemParserCtxt(rng,
	    (int)len) : NULL;
	dr->schema = pc ? xmlRelaxNGParse(pc) : NULL;
	if (pc)
		xmlRelaxNGFreeParserCtxt(pc);
	free(rng);
	if (!dr->schema || xmlTextReaderRelaxNGSetSchema(dr->xr,
	    dr->schema) != 0) {
		diag_add(dr->d, DIAG_FATAL, schema, 0, NULL, NULL,
		    "cannot load the deck schema");
		dr->errors++;
		return -1;
	}
	do {
		r = advance(dr);
		if (r <= 0) {
			if (!dr->errors)
				err_at(dr, 0, "empty input: no deck");
			return -1;
		}
		if (xmlTextReaderNodeType(dr->xr) ==
		    XML_READER_TYPE_DOCUMENT_TYPE) {
			err_at(dr, 1, "a deck has no DOCTYPE");
			return -1;
		}
	} while (xmlTextReaderNodeType(dr->xr) != XML_READER_TYPE_ELEMENT);
	n = xmlTextReaderCurrentNode(dr->xr);
	if (xr_level(dr, "deck") < 0 ||
	    deckr_root_attrs(dr, copy_alone(&dr->arena, n)) < 0)
		return -1;
	if (xmlTextReaderIsEmptyElement(dr->xr)) {
		deckr_no_rules(dr);
		return -1;
	}
	r = next_element(dr);
	if (r == 0 && !dr->errors)
		deckr_no_rules(dr);
	if (r <= 0 || xr_level(dr, "rules") < 0 ||
	    deckr_rules_attrs(dr, copy_alone(&dr->arena,
	    xmlTextReaderCurrentNode(dr->xr))) < 0)
		return -1;
	if (xr_text(dr, "rules", RULES_MAX, &dr->rtext, &dr->nrtext) < 0 ||
	    skip_subtree(dr) <= 0)
		return -1;
	return xr_head(dr);
}

int
deckr_xr_next(struct deck_reader *dr, struct board *b)
{
	xmlNodePtr n;
	int r;

	for (;;) {
		r = dr->pending ? dr->pending > 0 : next_element(dr);
		dr->pending = 0;
		if (r <= 0)
			break;
		if (xr_level(dr, "board") < 0)
			return -1;
		n = xmlTextReaderExpand(dr->xr);
		if (!n || dr->errors)
			return -1;
		deckr_arena_reset(&dr->arena);
		if (deckr_read_board(dr, b, copy(&dr->arena, n)) < 0 ||
		    skip_subtree(dr) <= 0)
			return -1;
		/*
		 * Our own checks passed it, the schema did not: the board
		 * goes no further (one verdict, before anything is done with
		 * it).
		 */
		if (dr->rng_failed) {
			deckr_flush_rng(dr);
			return -1;
		}
		return 1;
	}
	if (r < 0)
		return -1;
	/* After </deck> only comments and white space may follow. */
	while ((r = advance(dr)) > 0)
		;
	return r < 0 ? -1 : 0;
}
