/* deck_read.c: the deck reader's driver: open, the deck's levels, messages. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/kind.h"
#include "board/pins.h"
#include "board/style.h"
#include "board/style_asset.h"
#include "core/base64.h"
#include "core/sha256.h"
#include "core/mem.h"
#include "deck/deck_read_int.h"

/*
 * Two ways in, one way on. Without a schema the deck is parsed with SAX
 * callbacks into a light tree per board (deck_node, in an arena): five
 * times faster than libxml2's reader, which builds a full DOM. With a
 * schema, libxml2's xmlTextReader validates with RELAX NG as it streams and
 * each expanded board is copied into the same light tree. Either way the
 * board is then read from the tree by deckr_read_board and the kinds'
 * readers, and only one board is held at a time.
 */

/* deckr_arena_reset: forget everything, keeping the newest block for reuse. */
void
deckr_arena_reset(struct deck_arena *a)
{
	struct deck_block *b, *next;

	if (!a->head)
		return;
	for (b = a->head->next; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head->next = NULL;
	a->head->n = 0;
}

void
deckr_arena_free(struct deck_arena *a)
{
	deckr_arena_reset(a);
	free(a->head);
	a->head = NULL;
}

/* Messages. */

void
deckr_err(struct deck_reader *dr, const struct deck_node *n,
    const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* The first error explains; those after it are its echoes. */
	if (dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, n ? n->line : 0,
		    dr->board, NULL, "%s", msg);
}

void
deckr_err_line(struct deck_reader *dr, unsigned line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, line, dr->board, NULL,
		    "%s", msg);
}

/* deckr_read_input: up to n bytes of the deck; 0 at its end, -1 on error. */
ssize_t
deckr_read_input(struct deck_reader *dr, char *buf, size_t n)
{
	ssize_t k;

	do
		k = read(dr->fd, buf, n);
	while (k < 0 && errno == EINTR);
	if (k < 0) {
		err_at(dr, 0, "cannot read: %s", strerror(errno));
		return -1;
	}
	if (k == 0) {
		dr->eof = 1;
		if (deck_guard_end(&dr->guard) < 0) {
			dr->guarded = 1;
			err_at(dr, dr->guard.line, "%s", dr->guard.msg);
			return -1;
		}
		if (!dr->guard.seen) {
			err_at(dr, 0, "empty input: no deck");
			return -1;
		}
	} else if (deck_guard_feed(&dr->guard, buf, (size_t)k) < 0) {
		dr->guarded = 1;
		err_at(dr, dr->guard.line, "%s", dr->guard.msg);
		return -1;
	}
	return k;
}

void
deckr_parse_error(void *ctx, xmlErrorPtr e)
{
	struct deck_reader *dr = ctx;
	char msg[512];
	size_t n;

	if (!e || e->level == XML_ERR_WARNING)
		return;
	snprintf(msg, sizeof(msg), "%s", e->message ? e->message : "error");
	n = strlen(msg);
	while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
		msg[--n] = '\0';
	if (e->domain == XML_FROM_RELAXNGV) {
		if (!dr->rng_failed++) {
			snprintf(dr->rng_msg, sizeof(dr->rng_msg), "%s", msg);
			dr->rng_line = (unsigned)e->line;
		}
		return;
	}
	/*
	 * A parse error once the whole input has been read, in input whose
	 * root element was never closed, is a deck cut short (an upstream
	 * tool that died, a disk that filled): say so plainly. libxml2's
	 * own words for it ("Extra content at the end of the document")
	 * would mislead.
	 */
	if (dr->eof && !dr->guard.closed)
		snprintf(msg, sizeof(msg), "the deck is truncated: it ends "
		    "before </deck>");
	err_at(dr, (unsigned)e->line, "%s", msg);
}

/*
 * show: s for a message, at most n - 1 bytes of it: anything a terminal
 * could act on (a byte outside printable ASCII) becomes '?'.
 */
static const char *
show(char *buf, size_t n, const char *s)
{
	size_t i;

	for (i = 0; i + 1 < n && s[i]; i++)
		buf[i] = s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?';
	buf[i] = '\0';
	return buf;
}

/*
 * deckr_root_attrs: the attributes of <deck> (n: the element alone), as the
 * schema has them. Returns 0, or -1 with an error.
 */
int
deckr_root_attrs(struct deck_reader *dr, const struct deck_node *n)
{
	const char *fmt = deckr_get(n, "format");

	dr->root_line = n->line;
	if (!fmt || strcmp(fmt, "1") != 0) {
		deckr_err(dr, n, "<deck>: this tool reads format %d decks",
		    DECK_FORMAT);
		return -1;
	}
	if (!deckr_need(dr, n, "generator") || deckr_known_attrs(dr, n) < 0)
		return -1;
	return 0;
}

/*
 * deckr_rules_attrs: the attributes of <rules> (n: the element alone), kept to
 * be compared with the rules inside once they are read.
 */
int
deckr_rules_attrs(struct deck_reader *dr, const struct deck_node *n)
{
	const char *id = deckr_need(dr, n, "id"), *kind;

	dr->rules_line = n->line;
	if (!id || !(kind = deckr_need(dr, n, "kind")) ||
	    deckr_known_attrs(dr, n) < 0)
		return -1;
	snprintf(dr->rules_id, sizeof(dr->rules_id), "%s", id);
	snprintf(dr->rules_kind, sizeof(dr->rules_kind), "%s", kind);
	return 0;
}

/*
 * deckr_asset: an <asset> read whole (n: the element alone; text, len: its
 * base64): decoded, checked against its sha256 and kept on the rules for
 * the style to name. Returns 0, or -1 with an error.
 */
int
deckr_asset(struct deck_reader *dr, const struct deck_node *n,
    const char *text, size_t len)
{
	const char *name = deckr_need(dr, n, "name"), *sum;
	char shown[64], hex[SHA256_HEX], why[96];
	uint8_t *bytes, digest[SHA256_LEN];
	struct sha256 s;
	size_t nbytes, bad;

	if (!name || !(sum = deckr_need(dr, n, "sha256")) ||
	    deckr_known_attrs(dr, n) < 0)
		return -1;
	show(shown, sizeof(shown), name);
	if (base64_decode(text, len, &bytes, &nbytes, &bad) < 0) {
		err_at(dr, n->line, "asset %s: not base64 (byte %zu of its "
		    "text)", shown, bad + 1);
		return -1;
	}
	sha256_begin(&s);
	sha256_add(&s, bytes, nbytes);
	sha256_end(&s, digest, hex);
	if (strcmp(hex, sum) != 0) {
		free(bytes);
		err_at(dr, n->line, "asset %s: its bytes do not match its "
		    "sha256 (changed since it was written?)", shown);
		return -1;
	}
	if (style_asset_add(&dr->rules, name, bytes, nbytes, why,
	    sizeof(why)) < 0) {
		err_at(dr, n->line, "asset %s: %s", shown, why);
		return -1;
	}
	return 0;
}

/* deckr_no_rules: a whole deck without its rules (<deck format="1"/>). */
void
deckr_no_rules(struct deck_reader *dr)
{
	err_at(dr, dr->root_line, "<deck> holds no <rules>: a deck starts "
	    "with its rules");
}

/*
 * deckr_deck_level: the root (want "deck") or a child of it (want "rules"
 * first, then "board") named prefix:local in namespace uri (NULL: none). The
 * deck's own levels hold nothing else: an element another tool added there
 * (in a namespace of its own or not) is refused, not passed by, so that no
 * board is ever lost without a word. Returns 0, or -1 with an error.
 */
int
deckr_deck_level(struct deck_reader *dr, unsigned line, const char *local,
    const char *prefix, const char *uri, const char *want)
{
	char ns[80], shown[48];

	if (!uri && strcmp(local, want) == 0)
		return 0;
	if (uri)
		snprintf(ns, sizeof(ns), " in namespace \"%s\"",
		    show(shown, sizeof(shown), uri));
	else
		ns[0] = '\0';
	if (strcmp(want, "deck") == 0)
		err_at(dr, line, "<%s%s%s>%s: a deck starts with <deck> (in no "
		    "namespace)", prefix ? prefix : "", prefix ? ":" : "",
		    local, ns);
	else if (strcmp(want, "rules") == 0)
		err_at(dr, line, "<%s%s%s>%s: the deck's first element must be "
		    "<rules>", prefix ? prefix : "", prefix ? ":" : "", local,
		    ns);
	else
		err_at(dr, line, "<%s%s%s>%s does not belong in a deck: after "
		    "<rules> it holds only <board> elements", prefix ? prefix :
		    "", prefix ? ":" : "", local, ns);
	return -1;
}

/* The reader's interface. */

/* reader_alloc: a reader of path; dr->errors when it cannot be opened. */
static struct deck_reader *
reader_alloc(const char *path, struct diag *d)
{
	struct deck_reader *dr = mem_calloc(1, sizeof(*dr));

	dr->d = d;
	deck_strict_init(&dr->strict);
	deck_guard_init(&dr->guard);
	rules_init(&dr->rules);
	strmap_init(&dr->ids);
	dr->name = mem_strdup(strcmp(path, "-") == 0 ? "stdin" : path);
	dr->fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY);
	if (dr->fd < 0) {
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot open deck: %s", strerror(errno));
		dr->errors++;
	}
	return dr;
}

int
deck_check_structure(const char *path, struct diag *d)
{
	struct deck_reader *dr = reader_alloc(path, d);
	int rc = 0;

	if (dr->errors || deckr_sax_check(dr) < 0)
		rc = dr->guarded ? DECK_GUARDED : DECK_REFUSED;
	if (rc && diag_status(d) == DIAG_OK)
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot read deck");
	deck_reader_free(dr);
	return rc;
}

struct deck_reader *
deck_reader_new(const char *path, const char *schema, const char *icondir,
    struct diag *d)
{
	struct deck_reader *dr = reader_alloc(path, d);

	if (dr->errors)
		goto fail;
	if ((schema ? deckr_xr_open(dr, schema) : deckr_sax_open(dr)) < 0)
		goto fail;
	if (deckr_head(dr, icondir, d) < 0)
		goto fail;
	return dr;
fail:
	deckr_flush_rng(dr);
	if (diag_status(d) == DIAG_OK)
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot read deck");
	deck_reader_free(dr);
	return NULL;
}

struct deck_reader *
deckr_new_push(const char *name, struct diag *d)
{
	struct deck_reader *dr = mem_calloc(1, sizeof(*dr));

	dr->d = d;
	deck_strict_init(&dr->strict);
	deck_guard_init(&dr->guard);
	rules_init(&dr->rules);
	strmap_init(&dr->ids);
	dr->name = mem_strdup(name);
	dr->fd = -1;
	dr->trusted = 1;
	return dr;
}

/*
 * deckr_pins: the <pins> the head ends with read over the deck's rules
 * (board/pins.h: its line k is line k of the file plus the line of
 * <pins>). Returns 0, or -1 with the mistake at its deck line.
 */
static int
deckr_pins(struct deck_reader *dr, struct diag *d)
{
	struct pins *p;

	if (pins_load_text(&p, dr->ptext ? dr->ptext : "", dr->nptext,
	    dr->name, dr->pins_line, &dr->rules, d) < 0) {
		dr->errors++;
		return -1;
	}
	pins_set(&dr->rules, p);
	return 0;
}

int
deckr_head(struct deck_reader *dr, const char *icondir, struct diag *d)
{
	char shown[40], kind[16];

	if (rules_load_text(&dr->rules, dr->rtext ? dr->rtext : "",
	    dr->nrtext, dr->name, dr->rules_line, icondir, d) < 0) {
		dr->errors++;
		return -1;
	}
	if (strcmp(dr->rules.id, dr->rules_id) != 0 ||
	    strcmp(kind_name(dr->rules.kind), dr->rules_kind) != 0) {
		err_at(dr, dr->rules_line, "<rules id=\"%s\" kind=\"%s\">: "
		    "the rules inside are \"%s\", of kind %s",
		    show(shown, sizeof(shown), dr->rules_id),
		    show(kind, sizeof(kind), dr->rules_kind), dr->rules.id,
		    kind_name(dr->rules.kind));
		return -1;
	}
	if (!deck_kind_of(dr->rules.kind)) {
		err_at(dr, dr->rules_line, "%s boards cannot be read yet",
		    kind_name(dr->rules.kind));
		return -1;
	}
	if (dr->style_seen && style_apply_text(&dr->rules, dr->stext ?
	    dr->stext : "", dr->nstext, dr->name, dr->style_line, d) < 0) {
		dr->errors++;
		return -1;
	}
	if (dr->pins_seen && deckr_pins(dr, d) < 0)
		return -1;
	/* The assets' base64 is no longer needed: their bytes are kept. */
	free(dr->atext);
	dr->atext = NULL;
	dr->natext = dr->capatext = 0;
	return 0;
}

int
deck_reader_next(struct deck_reader *dr, struct board *b)
{
	int r;

	if (dr->done)
		return 0;
	dr->board[0] = '\0';
	r = dr->xr ? deckr_xr_next(dr, b) : deckr_sax_next(dr, b);
	if (r < 0 && dr->errors == 0)
		err_at(dr, 0, "cannot read the deck");
	if (r == 0)
		dr->done = 1;
	return r;
}

const struct rules *
deck_reader_rules(const struct deck_reader *dr)
{
	return &dr->rules;
}

int
deck_reader_pins(struct deck_reader *dr, const char *path, struct diag *d)
{
	struct pins *p;

	if (pins_load_file(&p, path, &dr->rules, d) < 0)
		return -1;
	pins_set(&dr->rules, p);
	return 0;
}

const char *
deck_reader_name(const struct deck_reader *dr)
{
	return dr->name;
}

void
deck_reader_free(struct deck_reader *dr)
{
	size_t i;

	if (!dr)
		return;
	if (dr->ctx) {
		if (dr->ctx->myDoc)
			xmlFreeDoc(dr->ctx->myDoc);
		xmlFreeParserCtxt(dr->ctx);
	}
	if (dr->xr)
		xmlFreeTextReader(dr->xr);
	if (dr->schema)
		xmlRelaxNGFree(dr->schema);
	if (dr->fd > 0)
		close(dr->fd);
	for (i = dr->qhead; i < dr->qtail; i++)
		deckr_arena_free(&dr->queue[i].arena);
	/* A board still being built when reading stopped has an arena. */
	if (dr->top > 0 && dr->qtail < dr->qcap)
		deckr_arena_free(&dr->queue[dr->qtail].arena);
	free(dr->queue);
	deckr_arena_free(&dr->spare);
	deckr_arena_free(&dr->arena);
	for (i = 0; i < DECK_NAMES_MAX; i++)
		free(dr->known_ok[i]);
	rules_fini(&dr->rules);
	strmap_fini(&dr->ids);
	MEM_FREE(dr->rtext, dr->stext, dr->ptext, dr->atext, dr->tbuf,
	    dr->name, dr);
}
