/* style_asset.c: the files a style names, read from disk or from a deck. */
#include "board/style_asset.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "board/board.h"
#include "board/style_kind.h"
#include "core/mem.h"
#include "core/rfile.h"

static struct style_files *
files_of(struct rules *r)
{
	if (!r->files)
		r->files = mem_calloc(1, sizeof(*r->files));
	return r->files;
}

const struct style_asset *
style_asset_find(const struct rules *r, const char *name)
{
	size_t i;

	for (i = 0; r->files && i < r->files->n; i++)
		if (strcmp(r->files->v[i].name, name) == 0)
			return &r->files->v[i];
	return NULL;
}

/* keep: bytes (r owns them now) as asset name, hashed; no checks. */
static const struct style_asset *
keep(struct rules *r, const char *name, uint8_t *bytes, size_t len)
{
	struct style_files *f = files_of(r);
	struct style_asset *a;
	struct sha256 s;
	uint8_t sum[SHA256_LEN];

	f->v = mem_grow(f->v, &f->cap, f->n + 1, sizeof(*f->v));
	a = &f->v[f->n++];
	a->name = mem_strdup(name);
	a->bytes = bytes;
	a->len = len;
	f->total += len;
	sha256_begin(&s);
	sha256_add(&s, bytes, len);
	sha256_end(&s, sum, a->sha256);
	return a;
}

int
style_asset_add(struct rules *r, const char *name, uint8_t *bytes,
    size_t len, char *why, size_t n)
{
	size_t total = r->files ? r->files->total : 0;

	if (!name[0] || strlen(name) >= STYLE_ASSET_NAME)
		snprintf(why, n, "a name of 1 to %d bytes is needed",
		    STYLE_ASSET_NAME - 1);
	else if (r->files && r->files->n >= STYLE_ASSETS)
		snprintf(why, n, "more than %d files (a style's and its "
		    "rules')", STYLE_ASSETS);
	else if (style_asset_find(r, name))
		snprintf(why, n, "a second asset of that name");
	else if (len > STYLE_ASSET_BYTES || total + len > STYLE_ASSETS_BYTES)
		snprintf(why, n, "more than %u MiB (%u MiB for all the files "
		    "of a style)", STYLE_ASSET_BYTES >> 20,
		    STYLE_ASSETS_BYTES >> 20);
	else {
		keep(r, name, bytes, len);
		return 0;
	}
	free(bytes);
	return -1;
}

int
style_asset_copy_all(struct rules *dst, const struct rules *src, char *why,
    size_t n)
{
	const struct style_asset *a;
	uint8_t *bytes;
	size_t i;

	for (i = 0; src->files && i < src->files->n; i++) {
		a = &src->files->v[i];
		bytes = mem_alloc(a->len ? a->len : 1);
		memcpy(bytes, a->bytes, a->len);
		if (style_asset_add(dst, a->name, bytes, a->len, why, n) < 0)
			return -1;
	}
	return 0;
}

/* refuse: one line (origin:line: file name: what); NULL. */
static const struct style_asset *
refuse(struct diag *d, const char *origin, unsigned line, const char *name,
    const char *what)
{
	diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "file \"%s\": %s",
	    name, what);
	return NULL;
}

/* from_disk: name, relative to the style's folder, read now. */
static const struct style_asset *
from_disk(struct rules *r, const char *name, const char *origin,
    unsigned line, struct diag *d)
{
	struct style_files *f = r->files;
	char path[4096], what[96];
	struct rfile rf;
	uint8_t *bytes;
	size_t len = 0, room = STYLE_ASSETS_BYTES - f->total;

	if (f->n >= STYLE_ASSETS) {
		snprintf(what, sizeof(what), "more than %d files (a style's "
		    "and its rules')", STYLE_ASSETS);
		return refuse(d, origin, line, name, what);
	}
	if (snprintf(path, sizeof(path), "%s%s%s", name[0] == '/' ? "" :
	    f->dir, name[0] == '/' ? "" : "/", name) >= (int)sizeof(path))
		return refuse(d, origin, line, name, "path too long");
	bytes = rfile_read(path, room < STYLE_ASSET_BYTES ? room :
	    STYLE_ASSET_BYTES, &len, &rf);
	if (!bytes && rf.status == RFILE_LARGE) {
		snprintf(what, sizeof(what), "larger than %u MiB (%u MiB for "
		    "all the files of a style)", STYLE_ASSET_BYTES >> 20,
		    STYLE_ASSETS_BYTES >> 20);
		return refuse(d, origin, line, name, what);
	}
	if (!bytes)
		return refuse(d, origin, line, name, rf.why);
	return keep(r, name, bytes, len);
}

const struct style_asset *
style_asset_get(struct rules *r, const char *name, const char *origin,
    unsigned line, struct diag *d)
{
	const struct style_asset *a = style_asset_find(r, name);

	if (!name[0] || strlen(name) >= STYLE_ASSET_NAME)
		return refuse(d, origin, line, name, "a path of 1 to 255 "
		    "bytes is needed");
	/*
	 * A name is one asset in the deck: a style's file from its folder
	 * cannot share the name of a CSV file the rules read from theirs.
	 */
	if (a && r->files->dir && (size_t)(a - r->files->v) <
	    r->files->nrules)
		return refuse(d, origin, line, name, "the rules read a CSV "
		    "file of that name: name the style's file otherwise");
	if (a)
		return a;
	if (!r->files || !r->files->dir)
		return refuse(d, origin, line, name, "not in the deck (an "
		    "<asset> of that name is needed)");
	return from_disk(r, name, origin, line, d);
}

/* each_icon: fn on each icon r draws (its kind's), until one is non-0. */
static int
each_icon(const struct rules *r, style_icon_fn fn, void *ctx)
{
	const struct style_kind *sk = style_kind_of(r);

	return sk && sk->each_icon ? sk->each_icon(r, fn, ctx) : 0;
}

static int
named(const char *icon, const char *owner, unsigned line, void *ctx)
{
	return strcmp(icon, ctx) == 0;
}

int
style_icon_known(const struct rules *r, const char *icon)
{
	return each_icon(r, named, (void *)icon);
}

/* What style_icons_check's test of one icon needs. */
struct exists {
	const struct rules *r;
	const char *dir;
	struct diag *d;
};

static int
exists(const char *icon, const char *owner, unsigned line, void *ctx)
{
	struct exists *e = ctx;
	char path[4096];
	struct stat st;

	if (style_icon_find(e->r, icon))
		return 0;
	snprintf(path, sizeof(path), "%s/%s.svg", e->dir, icon);
	if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
		return 0;
	diag_add(e->d, DIAG_FATAL, e->r->origin, line, NULL, NULL, "%s: icon "
	    "\"%s\" does not exist (no %s, and the style draws none)", owner,
	    icon, path);
	return 1;
}

int
style_icons_check(const struct rules *r, const char *icondir,
    struct diag *d)
{
	struct exists e = { r, icondir, d };

	return each_icon(r, exists, &e) ? -1 : 0;
}

int
style_icon_set(struct rules *r, const char *icon, const char *name,
    const char *origin, unsigned line, struct diag *d)
{
	const struct style_asset *a;
	struct style_files *f;
	size_t i;

	if (!style_icon_known(r, icon)) {
		diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "[icon %s]: "
		    "the rules \"%s\" draw no icon \"%s\"", icon, r->id, icon);
		return -1;
	}
	if (!(a = style_asset_get(r, name, origin, line, d)))
		return -1;
	f = r->files;
	for (i = 0; i < f->nicon && strcmp(f->icon[i].name, icon) != 0; i++)
		;
	if (i == f->nicon) {
		f->icon = mem_grow(f->icon, &f->capicon, f->nicon + 1,
		    sizeof(*f->icon));
		f->nicon++;
	}
	snprintf(f->icon[i].name, sizeof(f->icon[i].name), "%s", icon);
	f->icon[i].asset = (size_t)(a - f->v);
	return 0;
}

const struct style_asset *
style_icon_find(const struct rules *r, const char *icon)
{
	size_t i;

	for (i = 0; r->files && i < r->files->nicon; i++)
		if (strcmp(r->files->icon[i].name, icon) == 0)
			return &r->files->v[r->files->icon[i].asset];
	return NULL;
}

void
style_files_count(const struct rules *r, size_t *nasset, size_t *nicon)
{
	*nasset = r->files ? r->files->n : 0;
	*nicon = r->files ? r->files->nicon : 0;
}

void
style_files_trim(struct rules *r, size_t nasset, size_t nicon)
{
	struct style_files *f = r->files;

	while (f && f->n > nasset) {
		f->n--;
		if (f->nrules > f->n)
			f->nrules = f->n;
		f->total -= f->v[f->n].len;
		free(f->v[f->n].name);
		free(f->v[f->n].bytes);
	}
	if (f && f->nicon > nicon)
		f->nicon = nicon;
}

void
style_files_free(struct rules *r)
{
	if (!r->files)
		return;
	style_files_trim(r, 0, 0);
	free(r->files->v);
	free(r->files->icon);
	free(r->files->dir);
	free(r->files);
	r->files = NULL;
}
