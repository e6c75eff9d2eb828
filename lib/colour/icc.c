/* icc.c: a shop's output profile, read and checked with Little CMS. */
#include "colour/icc.h"

#include <ctype.h>
#include <lcms2.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/mem.h"
#include "core/rfile.h"

/* The registered conditions known, words a profile's description for
 * each holds (the ECI's, Idealliance's and Adobe's profile names), and
 * the profile boardpress separates through when none is given (icc_default;
 * NULL: none is shipped or found for it). */
static const struct {
	const char *condition;
	const char *words[3];
	const char *profile;
} registry[] = {
	{ "FOGRA39", { "FOGRA39", "ISO Coated v2", NULL }, ICC_FOGRA39 },
	{ "FOGRA51", { "FOGRA51", "PSO Coated v3", NULL }, NULL },
	{ "FOGRA52", { "FOGRA52", "PSO Uncoated v3", NULL }, NULL },
	{ "CGATS TR 001", { "SWOP", "TR 001", "TR001" }, ICC_SWOP },
	/* CGATS 21-2's reference print conditions, as the registry names
	 * them (CRPC6 is GRACoL 2013, CRPC5 SWOP 2013 coated #3). */
	{ "CGATS21-2-CRPC1", { "CRPC1", NULL, NULL }, NULL },
	{ "CGATS21-2-CRPC2", { "CRPC2", NULL, NULL }, NULL },
	{ "CGATS21-2-CRPC3", { "CRPC3", NULL, NULL }, NULL },
	{ "CGATS21-2-CRPC4", { "CRPC4", NULL, NULL }, NULL },
	{ "CGATS21-2-CRPC5", { "CRPC5", NULL, NULL }, NULL },
	{ "CGATS21-2-CRPC6", { "CRPC6", "GRACoL2013", NULL }, NULL },
	{ "CGATS21-2-CRPC7", { "CRPC7", NULL, NULL }, NULL },
};

#define NREGISTRY (sizeof(registry) / sizeof(registry[0]))

/* entry: condition's place in the registry, or -1. */
static int
entry(const char *condition)
{
	size_t i;

	for (i = 0; condition && i < NREGISTRY; i++)
		if (strcasecmp(condition, registry[i].condition) == 0)
			return (int)i;
	return -1;
}

int
icc_registered(const char *condition)
{
	return entry(condition) >= 0;
}

const char *
icc_default(const char *condition)
{
	int e = entry(condition);

	return e >= 0 ? registry[e].profile : NULL;
}

int
icc_description(const unsigned char *p, size_t n, char *buf, size_t len)
{
	cmsContext ctx = cmsCreateContext(NULL, NULL);
	cmsHPROFILE h;

	buf[0] = '\0';
	/* (no error handler: Little CMS's own printing stays quiet, and a
	 * profile it cannot read has no description) */
	h = ctx ? cmsOpenProfileFromMemTHR(ctx, p, (cmsUInt32Number)n) : NULL;
	if (h) {
		cmsGetProfileInfoASCII(h, cmsInfoDescription, "en", "US", buf,
		    (cmsUInt32Number)len);
		cmsCloseProfile(h);
	}
	if (ctx)
		cmsDeleteContext(ctx);
	return buf[0] ? 0 : -1;
}

unsigned char *
icc_read(const char *path, size_t *len, struct diag *d)
{
	struct rfile rf;
	unsigned char *buf = rfile_read(path, ICC_MAX, len, &rf);

	if (!buf)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s%s",
		    rf.status == RFILE_LARGE ? "larger than any ICC profile "
		    "(at most 64 MiB here)" : rf.status == RFILE_READ ?
		    "cannot read the ICC profile: " : "cannot open the ICC "
		    "profile: ", rf.status == RFILE_LARGE ? "" : rf.status ==
		    RFILE_FOLDER ? "not a regular file" : rf.why);
	return buf;
}

/* The reason Little CMS gives, for the one line. */
struct why {
	char text[160];
};

static void
lcms_error(cmsContext ctx, cmsUInt32Number code, const char *text)
{
	struct why *w = cmsGetContextUserData(ctx);

	(void)code;
	if (w && !w->text[0])
		snprintf(w->text, sizeof(w->text), "%s", text);
}

/* names: the description holds one of the words of registry entry e
 * (any case). */
static int
names(const char *desc, int e)
{
	size_t i, k, n;

	for (i = 0; i < 3 && registry[e].words[i]; i++) {
		n = strlen(registry[e].words[i]);
		for (k = 0; desc[k]; k++)
			if (strncasecmp(desc + k, registry[e].words[i], n) == 0)
				return 1;
	}
	return 0;
}

/* sig: the four characters of an ICC signature, printable, into b. */
static const char *
sig(cmsUInt32Number s, char b[5])
{
	int i;

	for (i = 0; i < 4; i++) {
		b[i] = (char)((s >> (24 - 8 * i)) & 0xff);
		if (!isprint((unsigned char)b[i]))
			b[i] = '?';
	}
	b[4] = '\0';
	return b;
}

/* judge: what of the opened profile h stands in the way (0: nothing). */
static int
judge(cmsHPROFILE h, const char *path, const char *condition, int version,
    struct diag *d)
{
	cmsUInt32Number v = cmsGetEncodedICCversion(h);
	char desc[256] = "", b[5];
	int e = entry(condition);

	if (cmsGetDeviceClass(h) != cmsSigOutputClass) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "a '%s' class ICC "
		    "profile, not an output (printer, 'prtr') one",
		    sig(cmsGetDeviceClass(h), b));
		return -1;
	}
	if (cmsGetColorSpace(h) != cmsSigCmykData) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "an ICC profile of "
		    "the '%s' data colour space, not CMYK",
		    sig(cmsGetColorSpace(h), b));
		return -1;
	}
	if (v >> 24 < 2 || v >> 24 > (unsigned)version || v >> 24 == 3) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "an ICC version "
		    "%u.%u profile: %s", (unsigned)(v >> 24),
		    (unsigned)((v >> 20) & 0xf), version < 4 ? "PDF/X-1a "
		    "(PDF 1.3, 1.4) takes version 2" : "PDF/X-4 takes "
		    "version 2 or 4");
		return -1;
	}
	if (!cmsReadTag(h, cmsSigAToB0Tag) || !cmsReadTag(h, cmsSigBToA0Tag)) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "an output profile "
		    "without readable AToB0 and BToA0 tables: not whole");
		return -1;
	}
	cmsGetProfileInfoASCII(h, cmsInfoDescription, "en", "US", desc,
	    sizeof(desc));
	if (e >= 0 && !names(desc, e)) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "the profile "
		    "\"%.80s\" is not for %s: name its own condition "
		    "(--condition), send %s's, or take it anyway "
		    "(--icc-any)", desc, registry[e].condition,
		    registry[e].condition);
		return -1;
	}
	return 0;
}

int
icc_check(const char *path, const char *condition, int version,
    struct diag *d)
{
	size_t n;
	unsigned char *p = icc_read(path, &n, d);
	int rc;

	if (!p)
		return -1;
	rc = icc_check_data(p, n, path, condition, version, d);
	free(p);
	return rc;
}

int
icc_check_data(const unsigned char *p, size_t n, const char *path,
    const char *condition, int version, struct diag *d)
{
	struct why w = { "" };
	cmsContext ctx;
	cmsHPROFILE h;
	uint32_t size;
	int rc;

	if (n < 132 || memcmp(p + 36, "acsp", 4) != 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "not an ICC "
		    "profile (%zu bytes, no 'acsp' signature)", n);
		return -1;
	}
	size = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	    (uint32_t)p[2] << 8 | p[3];
	if (size != n) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "the ICC profile's "
		    "header says %lu bytes, the file has %zu: not whole",
		    (unsigned long)size, n);
		return -1;
	}
	ctx = cmsCreateContext(NULL, &w);
	cmsSetLogErrorHandlerTHR(ctx, lcms_error);
	h = ctx ? cmsOpenProfileFromMemTHR(ctx, p, (cmsUInt32Number)n) : NULL;
	if (!h) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "Little CMS cannot "
		    "read the ICC profile: %s", w.text[0] ? w.text : "?");
		rc = -1;
	} else {
		rc = judge(h, path, condition, version, d);
		cmsCloseProfile(h);
	}
	if (ctx)
		cmsDeleteContext(ctx);
	return rc;
}
