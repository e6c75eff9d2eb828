/*
 * http.h: the preview's web server, on libmicrohttpd (the only file that
 * sees it): 127.0.0.1 only, a page and three JSON answers made in
 * memory, never a file named by a request; only to requests that name
 * it as their Host and come from no other site; work for a client that
 * has gone given up. Its limits: docs in cmd/preview.1.
 */
#ifndef BP_HTTP_H
#define BP_HTTP_H

#include "core/diag.h"
#include "preview/preview.h"

/* The longest request target (path and query) answered: 414 beyond. */
#define HTTP_URL_MAX 4096

struct http;

/*
 * http_start: serve pv on 127.0.0.1:port (0: a free port the system
 * picks) on a pool of threads. NULL (reason in d) when it cannot listen.
 * http_stop stops it and frees it (pv stays the caller's).
 */
struct http *http_start(struct preview *pv, unsigned port, struct diag *d);
/* http_port: the port it listens on. */
unsigned http_port(struct http *h);
void http_stop(struct http *h);

/* page_html: the page (one HTML document with its script), NUL-ended. */
extern const char page_html[];

#endif
