/* http.c: the preview's web server: routes, strict query parameters and
 * libmicrohttpd's limits against floods and slow clients. */
#include "preview/http.h"

#include <arpa/inet.h>
#include <errno.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>

#include "core/mem.h"

/*
 * The limits (cmd/preview.1 says them): connections at once (every
 * client is 127.0.0.1, so there is no limit per address apart: it would
 * be the same one), fewer when the descriptors the process may open do
 * not allow them (FD_SPARE kept for the files and the workers); seconds
 * a connection may stay idle, so a client that sends nothing is
 * dropped; the bytes a request's head may take. Connections wait on
 * epoll, so a slow client costs a descriptor and its memory, never a
 * thread: hundreds of them leave the pool free for the others.
 */
#define CONN_MAX 2048
#define FD_SPARE 64
#define CONN_IDLE_S 10
#define CONN_MEMORY (32 * 1024)
#define POOL 8
/*
 * The bytes of JSON answers held until their clients take them, at
 * most: a client that asks and does not read holds its answer (a grid of
 * 100 boards is 8.9 MB; 2048 such clients would hold 18 GB).
 */
#define UNSENT_MAX ((size_t)128 << 20)
/* Long polls of /api/version?since=V held at once, and for how long. */
#define WAIT_MAX 64
#define WAIT_S 20

/* A long poll held (its connection suspended) until the version moves
 * on from since, or until its time is up. */
struct waiter {
	struct MHD_Connection *c;
	unsigned long since;
	time_t until;
};

struct http {
	struct MHD_Daemon *mhd;
	struct preview *pv;
	atomic_uint port;       /* 0 until known: every Host refused */
	pthread_mutex_t mu;     /* guards the waiters */
	struct waiter w[WAIT_MAX];
	size_t nw;
	atomic_int stopping;    /* no more held, work given up: it stops */
	atomic_size_t unsent;   /* bytes of JSON answers MHD still holds */
};

/*
 * A request's state (MHD's *con_cls): held once its long poll was held
 * (answer it now); raw_control when the target as received has a
 * control byte, raw or %-escaped (MHD would unescape "%00" into a NUL
 * that ends the path or value early: "/api/grid%00" is not
 * "/api/grid").
 */
static int held, raw_control;

/* queue: response r (released here) as status, with its headers. */
static enum MHD_Result
queue(struct MHD_Connection *c, unsigned status, const char *type,
    struct MHD_Response *r)
{
	enum MHD_Result rc;

	if (!r)
		return MHD_NO;
	MHD_add_response_header(r, "Content-Type", type);
	MHD_add_response_header(r, "Cache-Control", "no-store");
	MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	MHD_add_response_header(r, "Content-Security-Policy",
	    "default-src 'none'; script-src 'unsafe-inline'; style-src "
	    "'unsafe-inline'; img-src blob: data:; connect-src 'self'");
	rc = MHD_queue_response(c, status, r);
	MHD_destroy_response(r);
	return rc;
}

/* reply: status with body (len bytes), which is copied. */
static enum MHD_Result
reply(struct MHD_Connection *c, unsigned status, const char *type,
    const char *body, size_t len)
{
	return queue(c, status, type, MHD_create_response_from_buffer(len,
	    (void *)body, MHD_RESPMEM_MUST_COPY));
}

/* fail: status with {"error": why}. */
static enum MHD_Result
fail(struct MHD_Connection *c, unsigned status, const char *why)
{
	struct json j = { 0 };
	enum MHD_Result rc;

	json_raw(&j, "{\"error\":", 9);
	json_cstr(&j, why);
	json_raw(&j, "}\n", 2);
	rc = reply(c, status, "application/json", j.s, j.n);
	json_free(&j);
	return rc;
}

/* A query parameter a route takes: a whole number in [lo, hi]. */
struct param {
	const char *key;
	uint64_t lo, hi, v;
	int set;
};

struct query {
	struct param *p;
	size_t n;
	size_t len;      /* the query's bytes, keys and values */
	char err[160];
	struct preview *pv;          /* with ch: the page's choices taken */
	struct preview_choice *ch;   /* too (preview_choice_set), or NULL */
};

/* number: s as a whole number of decimal digits only, in [lo, hi]. */
static int
number(const char *s, uint64_t lo, uint64_t hi, uint64_t *v)
{
	size_t k = s ? strspn(s, "0123456789") : 0;

	if (k == 0 || s[k] || k > 18)
		return -1;
	*v = strtoull(s, NULL, 10);
	return *v < lo || *v > hi ? -1 : 0;
}

static enum MHD_Result
one_arg(void *cls, enum MHD_ValueKind kind, const char *key,
    const char *value)
{
	struct query *q = cls;
	size_t i;

	q->len += strlen(key) + (value ? strlen(value) : 0) + 2;
	if (q->err[0])
		return MHD_YES;
	for (i = 0; i < q->n && strcmp(q->p[i].key, key); i++)
		;
	if (i == q->n && q->ch && preview_choice_set(q->pv, q->ch, key,
	    value, q->err, sizeof(q->err)) <= 0)
		return MHD_YES;
	if (i == q->n)
		snprintf(q->err, sizeof(q->err), "unknown parameter \"%.40s\"",
		    key);
	else if (q->p[i].set)
		snprintf(q->err, sizeof(q->err), "%s given twice", key);
	else if (number(value, q->p[i].lo, q->p[i].hi, &q->p[i].v) < 0)
		snprintf(q->err, sizeof(q->err), "%s: \"%.40s\" is not a "
		    "whole number from %llu to %llu", key, value ? value : "",
		    (unsigned long long)q->p[i].lo,
		    (unsigned long long)q->p[i].hi);
	else
		q->p[i].set = 1;
	return MHD_YES;
}

/*
 * query_refused: the request's query read into its n parameters p and,
 * when ch is not NULL, the page's choices into ch (the page's own
 * first). 0 when it is good; 1 when it is refused, the answer queued
 * (too long: 414, a parameter or choice wrong: 400) and its result in
 * *r.
 */
static int
query_refused(struct http *h, struct MHD_Connection *c, struct param *p,
    size_t n, struct preview_choice *ch, enum MHD_Result *r)
{
	struct query q = { p, n, 0, "", h->pv, ch };

	if (ch)
		preview_choice_init(h->pv, ch);
	MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, one_arg, &q);
	if (q.len > HTTP_URL_MAX)
		*r = fail(c, 414, "the query is longer than 4096 bytes");
	else if (q.err[0])
		*r = fail(c, 400, q.err);
	else
		return 0;
	return 1;
}

/* A JSON answer's bytes, counted in unsent until MHD lets them go. */
struct unsent {
	struct http *h;
	size_t n;
	char s[];
};

static void
unsent_free(void *cls)
{
	struct unsent *u = cls;

	atomic_fetch_sub(&u->h->unsent, u->n);
	free(u);
}

/*
 * answer_json: a made answer (rc 0: out) or the reason it was not. A
 * made one is held until its client has taken it all (or gone): 503
 * when the answers so held would pass UNSENT_MAX.
 */
static enum MHD_Result
answer_json(struct http *h, struct MHD_Connection *c, int rc,
    struct json *out, const char *err, unsigned status)
{
	struct MHD_Response *mr;
	struct unsent *u;
	enum MHD_Result r;

	if (rc < 0) {
		r = fail(c, status, err);
	} else if (atomic_fetch_add(&h->unsent, out->n) + out->n >
	    UNSENT_MAX) {
		atomic_fetch_sub(&h->unsent, out->n);
		r = fail(c, 503, "too many answers not yet taken by their "
		    "clients");
	} else {
		u = mem_alloc(sizeof(*u) + out->n);
		u->h = h;
		u->n = out->n;
		memcpy(u->s, out->s, out->n);
		/* MHD lets u go once the answer is sent or dropped. */
		mr = MHD_create_response_from_buffer_with_free_callback_cls(
		    u->n, u->s, unsent_free, u);
		if (!mr)
			unsent_free(u);
		r = queue(c, 200, "application/json", mr);
	}
	json_free(out);
	return r;
}

/* A request's client and server, for gone. */
struct asker {
	struct http *h;
	int fd;                 /* the connection's socket, or -1 */
};

/*
 * gone: the request's work is to stop: the server stops, or its client
 * has closed the connection or reset it (nothing to read and an end of
 * file, or an error). Asked by the workers between boards, several at
 * once: MHD does not look at the socket while its handler runs, so its
 * own notice of a client gone would come only after all the work.
 */
static int
gone(void *ctx)
{
	const struct asker *a = ctx;
	struct pollfd p = { a->fd, POLLIN, 0 };
	ssize_t k;
	char b;

	if (atomic_load(&a->h->stopping))
		return 1;
	if (a->fd < 0 || poll(&p, 1, 0) <= 0)
		return 0;
	if (p.revents & (POLLHUP | POLLERR | POLLNVAL))
		return 1;
	/* Readable: a request sent ahead (not gone), or the end. */
	k = recv(a->fd, &b, 1, MSG_PEEK | MSG_DONTWAIT);
	return k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK &&
	    errno != EINTR);
}

/*
 * boards: /api/grid (stats 0: from, to, proof, die) or /api/stats (from,
 * n), each with the page's choices: the parameters checked, then made
 * (or taken from the cache).
 */
static enum MHD_Result
boards(struct http *h, struct MHD_Connection *c, int stats)
{
	struct param p[4] = {
		{ "from", 0, PREVIEW_SEED_MAX, 0, 0 },
		{ stats ? "n" : "to", stats ? 1 : 0, stats ? PREVIEW_STATS_MAX :
		    PREVIEW_SEED_MAX, 0, 0 },
		{ "proof", 0, 1, 0, 0 },
		{ "die", 0, 1, 0, 0 },
	};
	struct preview_choice ch;
	struct json out = { 0 };
	const union MHD_ConnectionInfo *ci = MHD_get_connection_info(c,
	    MHD_CONNECTION_INFO_CONNECTION_FD);
	struct asker a = { h, ci ? (int)ci->connect_fd : -1 };
	struct preview_cancel cn = { gone, &a };
	uint64_t from, to;
	enum MHD_Result r;
	unsigned status;
	char err[2048];
	int rc;

	if (query_refused(h, c, p, stats ? 2 : 4, &ch, &r))
		return r;
	preview_defaults(h->pv, &from, &to);
	p[0].v = p[0].set ? p[0].v : stats ? 1 : from;
	p[1].v = p[1].set ? p[1].v : stats ? 100 : to;
	if (!stats && (p[1].v < p[0].v || p[1].v - p[0].v >= PREVIEW_GRID_MAX))
		return fail(c, 400, "from .. to: 1 to 100 seeds, from first");
	if (stats)
		rc = preview_stats(h->pv, &ch, p[0].v, p[1].v, &cn, &out, err,
		    sizeof(err), &status);
	else
		rc = preview_grid(h->pv, &ch, p[0].v, p[1].v, (p[2].set &&
		    p[2].v ? PREVIEW_PROOF : 0) | (p[3].set && p[3].v ?
		    PREVIEW_DIE : 0), &cn, &out, err, sizeof(err), &status);
	/* Work given up: no one waits for an answer; the connection goes. */
	if (rc < 0 && gone(&a)) {
		json_free(&out);
		return MHD_NO;
	}
	/* No good rules yet is the server's state (503), not the
	 * request's. */
	return answer_json(h, c, rc, &out, err, status);
}

/*
 * pin: /api/pin (the page's choice, as /api/grid takes it; seed, and x,
 * y: the place clicked, in µm from the trim's top-left corner) adds the
 * pin of what that board holds there; with x2, y2 too (a rectangle's
 * other corner, a shift-drag) the pins of everything in it; /api/pins
 * shows the pins, or with clear=1 drops them, with save=1 writes them
 * beside the rules (preview/preview.h).
 */
static enum MHD_Result
pin(struct http *h, struct MHD_Connection *c, int add)
{
	struct param p[5] = {
		{ add ? "seed" : "clear", 0, add ? PREVIEW_SEED_MAX : 1, 0, 0 },
		{ add ? "x" : "save", 0, add ? 10000000 : 1, 0, 0 },
		{ "y", 0, 10000000, 0, 0 },
		{ "x2", 0, 10000000, 0, 0 },
		{ "y2", 0, 10000000, 0, 0 },
	};
	struct preview_choice ch;
	double box[4];
	struct json out = { 0 };
	enum MHD_Result r;
	unsigned status = 500;
	char err[2048];
	int rc;

	if (query_refused(h, c, p, add ? 5 : 2, add ? &ch : NULL, &r))
		return r;
	if (!add) {
		if (p[0].v && p[1].v)
			return fail(c, 400, "clear or save, not both");
		rc = preview_pins(h->pv, p[0].v ? PREVIEW_PINS_CLEAR :
		    p[1].v ? PREVIEW_PINS_SAVE : PREVIEW_PINS_SHOW, &out, err,
		    sizeof(err));
		return answer_json(h, c, rc, &out, err, 500);
	}
	if (!p[0].set || !p[1].set || !p[2].set)
		return fail(c, 400, "seed, x and y are needed");
	if (p[3].set != p[4].set)
		return fail(c, 400, "x2 and y2 come together");
	/* A rectangle (x2, y2 given) from its smaller corner; a click. */
	box[0] = (double)(p[3].set && p[3].v < p[1].v ? p[3].v : p[1].v) /
	    1000;
	box[1] = (double)(p[4].set && p[4].v < p[2].v ? p[4].v : p[2].v) /
	    1000;
	box[2] = p[3].set ? (double)(p[3].v > p[1].v ? p[3].v : p[1].v) /
	    1000 : -1;
	box[3] = p[4].set ? (double)(p[4].v > p[2].v ? p[4].v : p[2].v) /
	    1000 : -1;
	rc = preview_pin(h->pv, &ch, p[0].v, box, &out, err, sizeof(err),
	    &status);
	return answer_json(h, c, rc, &out, err, status);
}

/*
 * hold: keep /api/version?since=V's connection until the version moves
 * on (tick resumes it, and MHD asks again). 0 when held, -1 when it is
 * to be answered now: another version, asked again, or too many held.
 */
static int
hold(struct http *h, struct MHD_Connection *c, const struct param *since,
    void **state)
{
	int rc = -1;

	if (!since->set || *state == &held ||
	    since->v != preview_version(h->pv))
		return -1;
	pthread_mutex_lock(&h->mu);
	if (h->nw < WAIT_MAX && !atomic_load(&h->stopping)) {
		h->w[h->nw].c = c;
		h->w[h->nw].since = (unsigned long)since->v;
		h->w[h->nw++].until = time(NULL) + WAIT_S;
		*state = &held;
		MHD_suspend_connection(c);
		rc = 0;
	}
	pthread_mutex_unlock(&h->mu);
	return rc;
}

/*
 * release: the long polls whose version moved on or whose time is up
 * let go, MHD then asking for their answers; with every, all of them,
 * and none held from then on (the server stops).
 */
static void
release(struct http *h, int every)
{
	unsigned long v = preview_version(h->pv);
	time_t now = time(NULL);
	size_t i, k = 0;

	pthread_mutex_lock(&h->mu);
	if (every)
		atomic_store(&h->stopping, 1);
	for (i = 0; i < h->nw; i++) {
		if (every || h->w[i].since != v || now >= h->w[i].until)
			MHD_resume_connection(h->w[i].c);
		else
			h->w[k++] = h->w[i];
	}
	h->nw = k;
	pthread_mutex_unlock(&h->mu);
}

/* tick: release's look, every 200 ms on preview's watching thread. */
static void
tick(void *ctx)
{
	release(ctx, 0);
}

/*
 * plain: "/" (the page's choices, its seeds, n, proof and die: what its
 * address holds) and "/api/version" (the page's choices; since=V: a long
 * poll, answered when the version is no longer V, or after 20 s).
 */
static enum MHD_Result
plain(struct http *h, struct MHD_Connection *c, int page, void **state)
{
	struct param p[6] = {
		{ "since", 0, PREVIEW_SEED_MAX, 0, 0 },
		{ "from", 0, PREVIEW_SEED_MAX, 0, 0 },
		{ "to", 0, PREVIEW_SEED_MAX, 0, 0 },
		{ "n", 1, PREVIEW_STATS_MAX, 0, 0 },
		{ "proof", 0, 1, 0, 0 },
		{ "die", 0, 1, 0, 0 },
	};
	struct preview_choice ch;
	struct json out = { 0 };
	enum MHD_Result r;

	if (query_refused(h, c, page ? p + 1 : p, page ? 5 : 1, &ch, &r))
		return r;
	if (page)
		return reply(c, 200, "text/html; charset=utf-8", page_html,
		    strlen(page_html));
	if (hold(h, c, &p[0], state) == 0)
		return MHD_YES;
	preview_info(h->pv, &ch, &out);
	json_raw(&out, "\n", 1);
	return answer_json(h, c, 0, &out, NULL, 200);
}

/* hexval: the value of hex digit x, or -1. */
static int
hexval(int x)
{
	return x >= '0' && x <= '9' ? x - '0' : x >= 'a' && x <= 'f' ?
	    x - 'a' + 10 : x >= 'A' && x <= 'F' ? x - 'A' + 10 : -1;
}

/*
 * target: MHD's look at a request target as it came (path and query,
 * before unescaping): the state raw_control when a byte of it, as sent
 * or %-escaped, is a control character (below 0x20, or 0x7f).
 */
static void *
target(void *cls, const char *uri, struct MHD_Connection *c)
{
	const unsigned char *u = (const unsigned char *)uri;
	int b;

	for (; *u; u++) {
		b = *u;
		if (b == '%' && hexval(u[1]) >= 0 && hexval(u[2]) >= 0)
			b = hexval(u[1]) * 16 + hexval(u[2]);
		if (b < 0x20 || b == 0x7f)
			return &raw_control;
	}
	return NULL;
}

/*
 * own: s is this server's own authority, "127.0.0.1:PORT" or
 * "localhost:PORT" (the host's case aside), with scheme before it
 * (NULL: none). A page of another name that resolves here (DNS
 * rebinding) sends its own name, and is refused.
 */
static int
own(const struct http *h, const char *s, const char *scheme)
{
	static const char *name[] = { "127.0.0.1", "localhost" };
	char want[64];
	size_t i, k = scheme ? strlen(scheme) : 0, n;

	if (!s)
		return 0;
	/* The blanks around a field's value are not part of it. */
	s += strspn(s, " \t");
	for (n = strlen(s); n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t');)
		n--;
	if (n < k || (scheme && strncasecmp(s, scheme, k) != 0))
		return 0;
	for (i = 0; i < sizeof(name) / sizeof(name[0]); i++) {
		snprintf(want, sizeof(want), "%s:%u", name[i],
		    atomic_load(&h->port));
		if (n - k == strlen(want) && strncasecmp(s + k, want,
		    n - k) == 0)
			return 1;
	}
	return 0;
}

/* A header's name, and how many the request has of it. */
struct tally {
	const char *name;
	size_t n;
};

static enum MHD_Result
tally_one(void *cls, enum MHD_ValueKind kind, const char *key,
    const char *value)
{
	struct tally *t = cls;

	t->n += strcasecmp(key, t->name) == 0;
	return MHD_YES;
}

/* headers: how many headers the request has named name. */
static size_t
headers(struct MHD_Connection *c, const char *name)
{
	struct tally t = { name, 0 };

	MHD_get_connection_values(c, MHD_HEADER_KIND, tally_one, &t);
	return t.n;
}

/*
 * foreign: why the request is refused for where it comes from, or NULL:
 * a Host not this server's, or more than one (421), or a browser's
 * request from another site: its Origin not this server's, or
 * Sec-Fetch-Site other than same-origin (the page's own requests) or
 * none (an address typed or a bookmark), or more than one of either
 * (403).
 */
static const char *
foreign(const struct http *h, struct MHD_Connection *c, unsigned *status)
{
	const char *origin, *site;

	*status = 421;
	if (headers(c, MHD_HTTP_HEADER_HOST) > 1)
		return "more than one Host";
	if (!own(h, MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_HOST), NULL))
		return "the Host is not this server's address and port";
	*status = 403;
	if (headers(c, "Origin") > 1 || headers(c, "Sec-Fetch-Site") > 1)
		return "more than one Origin or Sec-Fetch-Site";
	origin = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    "Origin");
	if (origin && !own(h, origin, "http://"))
		return "a request from another site";
	site = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
	    "Sec-Fetch-Site");
	if (site && strcmp(site, "same-origin") != 0 &&
	    strcmp(site, "none") != 0)
		return "a request from another site";
	return NULL;
}

static enum MHD_Result
answer(void *cls, struct MHD_Connection *c, const char *url,
    const char *method, const char *version, const char *upload,
    size_t *upload_size, void **state)
{
	struct http *h = cls;
	const char *why;
	unsigned status;

	if ((why = foreign(h, c, &status)))
		return fail(c, status, why);
	if (strcmp(method, "GET") != 0 && strcmp(method, "HEAD") != 0)
		return fail(c, 405, "only GET and HEAD");
	if (*state == &raw_control)
		return fail(c, 400, "a control character in the path or "
		    "query");
	/* A body (none is asked for) is read and dropped. */
	if (*upload_size) {
		*upload_size = 0;
		return MHD_YES;
	}
	if (strlen(url) > HTTP_URL_MAX)
		return fail(c, 414, "the path is longer than 4096 bytes");
	/* Only these six paths, compared whole: no path reaches a file. */
	if (strcmp(url, "/") == 0)
		return plain(h, c, 1, state);
	if (strcmp(url, "/api/version") == 0)
		return plain(h, c, 0, state);
	if (strcmp(url, "/api/grid") == 0)
		return boards(h, c, 0);
	if (strcmp(url, "/api/stats") == 0)
		return boards(h, c, 1);
	if (strcmp(url, "/api/pin") == 0)
		return pin(h, c, 1);
	if (strcmp(url, "/api/pins") == 0)
		return pin(h, c, 0);
	return fail(c, 404, "no such page");
}

/* conn_max: CONN_MAX, or fewer when the descriptors allowed are fewer. */
static unsigned
conn_max(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) < 0 || rl.rlim_cur == RLIM_INFINITY ||
	    rl.rlim_cur >= CONN_MAX + FD_SPARE)
		return CONN_MAX;
	return rl.rlim_cur > 2 * FD_SPARE ? (unsigned)(rl.rlim_cur - FD_SPARE) :
	    FD_SPARE;
}

struct http *
http_start(struct preview *pv, unsigned port, struct diag *d)
{
	struct http *h = mem_calloc(1, sizeof(*h));
	struct sockaddr_in sa;
	const union MHD_DaemonInfo *info;

	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_port = htons((uint16_t)port);
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	h->pv = pv;
	pthread_mutex_init(&h->mu, NULL);
	atomic_init(&h->stopping, 0);
	atomic_init(&h->unsent, 0);
	atomic_init(&h->port, port);
	h->mhd = MHD_start_daemon(MHD_USE_EPOLL_INTERNAL_THREAD |
	    MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ITC,
	    (uint16_t)port, NULL, NULL, answer, h,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&sa,
	    MHD_OPTION_THREAD_POOL_SIZE, (unsigned)POOL,
	    MHD_OPTION_CONNECTION_LIMIT, conn_max(),
	    MHD_OPTION_URI_LOG_CALLBACK, target, NULL,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)CONN_IDLE_S,
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)CONN_MEMORY,
	    MHD_OPTION_END);
	if (!h->mhd) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "cannot listen on "
		    "127.0.0.1:%u: %s", port, errno ? strerror(errno) :
		    "refused");
		pthread_mutex_destroy(&h->mu);
		free(h);
		return NULL;
	}
	info = MHD_get_daemon_info(h->mhd, MHD_DAEMON_INFO_BIND_PORT);
	atomic_store(&h->port, info ? info->port : port);
	preview_on_tick(pv, tick, h);
	return h;
}

unsigned
http_port(struct http *h)
{
	return atomic_load(&h->port);
}

void
http_stop(struct http *h)
{
	if (!h)
		return;
	/* No connection may stay suspended when the daemon stops. */
	preview_on_tick(h->pv, NULL, NULL);
	release(h, 1);
	MHD_stop_daemon(h->mhd);
	pthread_mutex_destroy(&h->mu);
	free(h);
}
