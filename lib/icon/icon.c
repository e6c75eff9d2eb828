/* icon.c: icons in memory, and finding an icon's file; reading an SVG is
 * icon/svg.c's job, drawing an icon sheet/draw.c's. */
#include "icon/icon.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/style_asset.h"
#include "icon/svg.h"

void
icon_init(struct icon *ic)
{
	memset(ic, 0, sizeof(*ic));
}

void
icon_fini(struct icon *ic)
{
	size_t i;

	for (i = 0; i < ic->nop; i++)
		free(ic->op[i].v);
	free(ic->op);
	icon_init(ic);
}

int
icon_load(struct icon *ic, const char *dir, const char *name, struct diag *d)
{
	char path[4096];
	int rc;

	snprintf(path, sizeof(path), "%s/%s.svg", dir, name);
	rc = svg_load(ic, path, d);
	snprintf(ic->name, sizeof(ic->name), "%s", name);
	return rc;
}

int
icon_check_style(const struct rules *r, struct diag *d)
{
	const struct style_asset *a;
	struct icon ic;
	size_t i;
	int rc = 0;

	icon_init(&ic);
	for (i = 0; r->files && i < r->files->nicon && rc == 0; i++) {
		a = &r->files->v[r->files->icon[i].asset];
		rc = svg_parse(&ic, (const char *)a->bytes, a->len, a->name, d);
	}
	icon_fini(&ic);
	return rc;
}
