/*
 * style_font.c: a style's [font] section: the TrueType file its "file"
 * names, read and checked (board/font.h) for the rules it dresses.
 */
#include "board/style_font.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "board/font.h"
#include "core/mem.h"

/* beside: path as the style names it, from the folder of origin. */
static void
beside(char *out, size_t n, const char *origin, const char *path)
{
	const char *slash = strrchr(origin, '/');

	if (path[0] == '/' || !slash)
		snprintf(out, n, "%s", path);
	else
		snprintf(out, n, "%.*s/%s", (int)(slash - origin + 1) - 1,
		    origin, path);
}

/* slurp: the file at path, whole, into *buf (*len bytes); -1 with why. */
static int
slurp(const char *path, char **buf, size_t *len, char *why, size_t n)
{
	struct stat st;
	FILE *f = fopen(path, "rb");
	size_t got;

	memset(&st, 0, sizeof(st));
	if (!f || fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode) ||
	    st.st_size > (off_t)FONT_BYTES) {
		snprintf(why, n, "%s", !f ? strerror(errno) :
		    !S_ISREG(st.st_mode) ? "not a plain file" :
		    "larger than 32 MiB");
		if (f)
			fclose(f);
		return -1;
	}
	*buf = mem_alloc((size_t)st.st_size + 1);
	got = fread(*buf, 1, (size_t)st.st_size + 1, f);
	if (ferror(f) || got > (size_t)st.st_size) {
		snprintf(why, n, "cannot be read (it changed while read?)");
		fclose(f);
		free(*buf);
		return -1;
	}
	fclose(f);
	*len = got;
	return 0;
}

int
style_font_key(const struct rules *r, const char *origin, const char *key,
    const char *rest, struct font **out, char *why, size_t n)
{
	char path[4096], *buf = NULL, whyf[200];
	size_t len = 0;

	if (strcmp(key, "file") != 0) {
		snprintf(why, n, "unknown setting \"%s\" in [font] (only "
		    "\"file\")", key);
		return -1;
	}
	if (!*rest || strlen(rest) >= 1024) {
		snprintf(why, n, "file needs the path of a TrueType font "
		    "(.ttf), from the style's folder");
		return -1;
	}
	if (*out) {
		snprintf(why, n, "[font] names its file once");
		return -1;
	}
	beside(path, sizeof(path), origin, rest);
	if (slurp(path, &buf, &len, whyf, sizeof(whyf)) == 0)
		*out = font_open(buf, len, rest, r->text, whyf, sizeof(whyf));
	free(buf);
	if (!*out)
		snprintf(why, n, "font %s: %s", rest, whyf);
	return *out ? 0 : -1;
}
