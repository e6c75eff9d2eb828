/* pins.c: the pins-file format: "WHAT X Y KEY V[,V…]" lines, read once. */
#include "board/pins.h"

#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/make.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/rfile.h"

/*
 * The format, for a designer (README.md, "Pins files"): one pin a line,
 * "node 120.5 80 type forest" or "city 45 60 goods grain,iron"; the
 * words are the kind's (its table's pins), the numbers millimetres from
 * the trim's top-left corner, as the deck's; "#" starting a word starts
 * a comment, blank lines are kept for the eye. Everything is checked
 * here, once, so the generators trust what they get.
 */

#define PINS_PAPER 10000.0 /* mm: no paper is larger (core/limit.h) */

const struct kind_pins *
pins_of(const struct rules *r)
{
	const struct kind *k = kind_of(r->kind);

	return k ? k->pins : NULL;
}

void
pins_free(struct pins *p)
{
	if (!p)
		return;
	MEM_FREE(p->text, p->origin, p->v, p);
}

void
pins_set(struct rules *r, struct pins *p)
{
	if (r->pins != p)
		pins_free(r->pins);
	r->pins = p;
}

/* bad_byte: the offset of text's first byte a pins file may not hold
 * (anything but printable ASCII, tab, CR and LF), or len. */
static size_t
bad_byte(const char *text, size_t len)
{
	size_t i;
	unsigned char c;

	for (i = 0; i < len; i++) {
		c = (unsigned char)text[i];
		if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') ||
		    c >= 0x7f)
			return i;
	}
	return len;
}

/* words: line (NUL-ended, changed) cut at blanks into w (at most max),
 * up to a comment; returns how many, or max + 1 when there are more. */
static int
words(char *line, char **w, int max)
{
	int n = 0;
	char *s = line;

	for (;;) {
		while (*s == ' ' || *s == '\t' || *s == '\r')
			s++;
		if (*s == '\0' || *s == '#')
			return n;
		if (n == max)
			return max + 1;
		w[n++] = s;
		while (*s && *s != ' ' && *s != '\t' && *s != '\r')
			s++;
		if (*s)
			*s++ = '\0';
	}
}

/* said: the nw words w, one space apart, into s (PINS_LINE bytes, which
 * the line they come from fitted in). */
static void
said(char *s, char **w, int nw)
{
	size_t at = 0, len;
	int i;

	for (i = 0; i < nw; i++) {
		len = strlen(w[i]);
		if (at + len + 2 > PINS_LINE)
			break;
		if (i)
			s[at++] = ' ';
		memcpy(s + at, w[i], len);
		at += len;
	}
	s[at] = '\0';
}

char *
pins_describe(const struct pins *p, size_t k, char *buf, size_t n)
{
	snprintf(buf, n, "%s:%u (%s)", p->origin, p->v[k].line,
	    p->v[k].said);
	return buf;
}

/* coord: s as a position in mm on any paper into *v; 0 or -1. */
static int
coord(const char *s, double *v)
{
	return num_parse_double(s, v) == 0 && *v >= 0 && *v <= PINS_PAPER ?
	    0 : -1;
}

/*
 * one: the words of one line as pin p of kp in r. Returns 0, or -1 with
 * the reason in why (n bytes).
 */
static int
one(char **w, int nw, const struct kind_pins *kp, const struct rules *r,
    struct pin *p, char *why, size_t n)
{
	const char *reason;
	char *v, *comma;
	int32_t k;
	int i;

	if (strcmp(w[0], kp->what) != 0) {
		snprintf(why, n, "\"%.32s\": %s pins start with \"%s\"", w[0],
		    kind_name(r->kind), kp->what);
		return -1;
	}
	if (nw != 5) {
		snprintf(why, n, "a pin is \"%s X Y %s NAME%s\" (%s%d words)",
		    kp->what, kp->key, kp->values > 1 ? "[,NAME…]" : "",
		    nw > 5 ? "over " : "", nw > 5 ? 5 : nw);
		return -1;
	}
	if (coord(w[1], &p->x) < 0 || coord(w[2], &p->y) < 0) {
		snprintf(why, n, "\"%.32s %.32s\" is not a place on paper "
		    "(mm, 0 to %g)", w[1], w[2], PINS_PAPER);
		return -1;
	}
	if (strcmp(w[3], kp->key) != 0) {
		snprintf(why, n, "\"%.32s\": a %s pin's key is \"%s\"", w[3],
		    kp->what, kp->key);
		return -1;
	}
	p->nval = 0;
	for (v = w[4]; v; v = comma ? comma + 1 : NULL) {
		if ((comma = strchr(v, ',')))
			*comma = '\0';
		if (p->nval == kp->values) {
			snprintf(why, n, "a %s pin gives at most %d %s",
			    kp->what, kp->values, kp->key);
			return -1;
		}
		if (*v == '\0' || strlen(v) >= RULES_NAME) {
			snprintf(why, n, "\"%.40s\" is not a name", v);
			return -1;
		}
		if ((k = kp->value(r, v, &reason)) < 0) {
			snprintf(why, n, "\"%s\": %s", v, reason);
			return -1;
		}
		for (i = 0; i < p->nval; i++)
			if (p->val[i] == k) {
				snprintf(why, n, "\"%s\" given twice", v);
				return -1;
			}
		p->val[p->nval++] = k;
	}
	return 0;
}

int
pins_load_text(struct pins **out, const char *text, size_t len,
    const char *origin, unsigned base_line, const struct rules *r,
    struct diag *d)
{
	const struct kind_pins *kp = pins_of(r);
	struct pins *p;
	char buf[PINS_LINE + 1], why[160], *w[6];
	size_t at = 0, end, k, bad;
	unsigned line = base_line;
	int nw;

	*out = NULL;
	if (!kp) {
		diag_add(d, DIAG_FATAL, origin, 0, NULL, NULL,
		    "%s boards take no pins", kind_name(r->kind));
		return -1;
	}
	/* A deck's <pins> starts with the newline after the tag. */
	if (len > (size_t)PINS_BYTES + (len > 0 && text[0] == '\n')) {
		diag_add(d, DIAG_FATAL, origin, 0, NULL, NULL,
		    "a pins file is at most %d bytes", PINS_BYTES);
		return -1;
	}
	if ((bad = bad_byte(text, len)) < len) {
		for (k = 0; k < bad; k++)
			line += text[k] == '\n';
		diag_add(d, DIAG_FATAL, origin, line, NULL, NULL,
		    "byte 0x%02x: a pins file is ASCII text",
		    (unsigned char)text[bad]);
		return -1;
	}
	p = mem_calloc(1, sizeof(*p));
	p->text = mem_strndup(text, len);
	p->len = len;
	p->origin = mem_strdup(origin);
	p->v = mem_calloc(PINS_MAX, sizeof(*p->v));
	for (; at < len; at = end + 1, line++) {
		for (end = at; end < len && text[end] != '\n'; end++)
			;
		if (end - at >= PINS_LINE) {
			diag_add(d, DIAG_FATAL, origin, line, NULL, NULL,
			    "a line of a pins file is at most %d bytes",
			    PINS_LINE - 1);
			goto fail;
		}
		memcpy(buf, text + at, end - at);
		buf[end - at] = '\0';
		if ((nw = words(buf, w, 5)) == 0)
			continue;
		if (p->n == PINS_MAX) {
			diag_add(d, DIAG_FATAL, origin, line, NULL, NULL,
			    "a pins file holds at most %d pins", PINS_MAX);
			goto fail;
		}
		p->v[p->n].line = line;
		said(p->v[p->n].said, w, nw > 5 ? 5 : nw);
		if (one(w, nw, kp, r, &p->v[p->n], why, sizeof(why)) < 0) {
			diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "%s",
			    why);
			goto fail;
		}
		for (k = 0; k < p->n; k++)
			if (p->v[k].x == p->v[p->n].x &&
			    p->v[k].y == p->v[p->n].y) {
				diag_add(d, DIAG_FATAL, origin, line, NULL,
				    NULL, "a second pin at %s %s (line %u "
				    "has the first)", w[1], w[2], p->v[k].line);
				goto fail;
			}
		p->n++;
	}
	if (kp->fit && kp->fit(r, p, d) < 0)
		goto fail;
	*out = p;
	return 0;
fail:
	pins_free(p);
	return -1;
}

int
pins_load_file(struct pins **out, const char *path, const struct rules *r,
    struct diag *d)
{
	struct rfile rf;
	size_t len;
	char *text;
	int rc;

	*out = NULL;
	if (!(text = rfile_read(path, PINS_BYTES, &len, &rf))) {
		if (rf.status == RFILE_LARGE)
			diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s (a pins "
			    "file is at most %d bytes)", rf.why, PINS_BYTES);
		else
			diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s",
			    rf.why);
		return -1;
	}
	rc = pins_load_text(out, text, len, path, 1, r, d);
	free(text);
	return rc;
}

int
pins_on_board(const struct pins *p, const struct rules *r,
    const struct board *proto, struct diag *d)
{
	const struct kind_pins *kp = pins_of(r);
	const char *why;
	size_t k;

	for (k = 0; p && k < p->n; k++) {
		if (p->v[k].x > proto->width || p->v[k].y > proto->height) {
			diag_add(d, DIAG_FATAL, p->origin, p->v[k].line, NULL,
			    NULL, "the pin at %g %g is off the %g x %g mm "
			    "board", p->v[k].x, p->v[k].y, proto->width,
			    proto->height);
			return -1;
		}
		if (kp && kp->board_fit &&
		    kp->board_fit(proto, r, p, k, &why) < 0) {
			diag_add(d, DIAG_FATAL, p->origin, p->v[k].line, NULL,
			    NULL, "%s", why);
			return -1;
		}
	}
	return 0;
}

size_t
pins_nearest(const struct pin *k, size_t n,
    int (*at)(const void *ctx, size_t i, double *x, double *y),
    const void *ctx)
{
	size_t i, best = SIZE_MAX;
	double x, y, dd, bd = 0;

	for (i = 0; i < n; i++) {
		if (!at(ctx, i, &x, &y))
			continue;
		dd = (x - k->x) * (x - k->x) + (y - k->y) * (y - k->y);
		if (best == SIZE_MAX || dd < bd) {
			best = i;
			bd = dd;
		}
	}
	return best;
}

int
pins_line(const struct board *b, const struct rules *r, double x,
    double y, char *buf, size_t n)
{
	const struct kind_pins *kp = pins_of(r);
	struct pin at = { .x = x, .y = y };
	size_t i;

	if (!kp || (i = pins_nearest(&at, kp->things(b), kp->place, b)) ==
	    SIZE_MAX)
		return -1;
	return kp->thing(b, r, i, &x, &y, buf, n);
}

size_t
pins_kept(const struct board *b, const struct rules *r, size_t *first)
{
	const struct kind_pins *kp = pins_of(r);
	size_t k, n = 0;

	*first = SIZE_MAX;
	if (!kp || !r->pins)
		return 0;
	for (k = 0; k < r->pins->n; k++) {
		if (kp->kept(b, r->pins, k))
			n++;
		else if (*first == SIZE_MAX)
			*first = k;
	}
	return n;
}

int
pins_region(const struct board *b, const struct rules *r, double x0,
    double y0, double x1, double y1, char *buf, size_t n)
{
	const struct kind_pins *kp = pins_of(r);
	char one[PINS_LINE];
	size_t i, k, things, len = 0;
	double x, y;
	int count = 0;

	if (n == 0)
		return -1;
	buf[0] = '\0';
	things = kp ? kp->things(b) : 0;
	for (i = 0; i < things; i++) {
		if (kp->thing(b, r, i, &x, &y, one, sizeof(one)) < 0 ||
		    x < x0 || x > x1 || y < y0 || y > y1)
			continue;
		k = strlen(one);
		if (len + k + 2 > n)
			return -1;
		memcpy(buf + len, one, k);
		buf[len + k] = '\n';
		len += k + 1;
		buf[len] = '\0';
		count++;
	}
	return count;
}

int
pins_refusal(const struct diag *d, const struct pins *p, const char **msg,
    size_t *k, const char **why)
{
	char said[PINS_LINE + 80], one[PINS_LINE + 64];
	const char *m;
	size_t i, n;

	for (i = 0; i < d->n; i++) {
		if (!d->v[i].check ||
		    strcmp(d->v[i].check, "completeness.pins") != 0)
			continue;
		m = d->v[i].msg;
		if (strncmp(m, "attempt ", 8) == 0 && strstr(m, ": "))
			m = strstr(m, ": ") + 2;
		*msg = *why = m;
		*k = p ? p->n : 0;
		for (n = 0; p && n < p->n; n++) {
			snprintf(said, sizeof(said), "pin %s: ",
			    pins_describe(p, n, one, sizeof(one)));
			if (strncmp(m, said, strlen(said)) == 0) {
				*k = n;
				*why = m + strlen(said);
				break;
			}
		}
		return 0;
	}
	return -1;
}

int
pins_probe(const struct rules *r, const struct board *proto, uint64_t seed,
    struct diag *d)
{
	const struct pins *p = r->pins;
	unsigned tried = 0, pinned = 0, *count;
	char **first;
	const char *msg, *why;
	struct board b;
	struct diag t;
	size_t k, most;
	uint64_t s;
	int held = 0, rc = 0;

	if (!p || p->n == 0)
		return 0;
	count = mem_calloc(p->n + 1, sizeof(*count));
	first = mem_calloc(p->n + 1, sizeof(*first));
	board_init(&b);
	diag_init(&t);
	for (s = 0; s < PINS_PROBE_SEEDS && !held; s++) {
		make_start(&b, proto, seed + s);
		while (b.attempt < PINS_PROBE_ATTEMPTS) {
			diag_clear(&t);
			if (make_structure(&b, r, PINS_PROBE_ATTEMPTS, &t) < 0)
				break;
			tried++;
			if (make_content(&b, r, &t) == 0) {
				held = 1;
				break;
			}
			if (pins_refusal(&t, p, &msg, &k, &why) == 0) {
				pinned++;
				if (count[k]++ == 0)
					first[k] = mem_strdup(why);
			}
			b.attempt++;
		}
	}
	if (!held && tried > 0 && pinned == tried) {
		for (most = 0, k = 1; k <= p->n; k++)
			if (count[k] > count[most])
				most = k;
		if (most < p->n)
			diag_add(d, DIAG_FATAL, p->origin, p->v[most].line, NULL,
			    NULL, "pin (%s) is kept on none of %u attempts "
			    "(boards of seeds %llu to %llu); the first: %s",
			    p->v[most].said, tried, (unsigned long long)seed,
			    (unsigned long long)(seed + PINS_PROBE_SEEDS - 1),
			    first[most]);
		else
			diag_add(d, DIAG_FATAL, p->origin, 0, NULL, NULL,
			    "the pins are kept on none of %u attempts (boards "
			    "of seeds %llu to %llu); the first: %s", tried,
			    (unsigned long long)seed,
			    (unsigned long long)(seed + PINS_PROBE_SEEDS - 1),
			    first[most]);
		rc = -1;
	}
	for (k = 0; k <= p->n; k++)
		free(first[k]);
	MEM_FREE(count, first);
	diag_fini(&t);
	board_fini(&b);
	return rc;
}
