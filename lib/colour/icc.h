/*
 * icc.h: the output profile a shop sends, checked with Little CMS
 * (liblcms2) before any work: what a PDF/X preflight would refuse is
 * refused here, in one line.
 */
#ifndef BP_ICC_H
#define BP_ICC_H

#include <stddef.h>

#include "core/diag.h"

/* The largest profile read, bytes (a press profile is well under 5 MiB). */
#define ICC_MAX (64u << 20)

/*
 * The profiles boardpress separates through when a registered condition
 * comes without one (icc_default): for FOGRA39 the one it ships, built
 * from Fogra's FOGRA39L data (icc/make-fogra39), a path under the data
 * folder (templates/ and fonts/'s: relative); for CGATS TR 001
 * Ghostscript's default CMYK profile, "Artifex CMYK SWOP Profile"
 * (absolute: Debian's ghostscript package).
 */
#define ICC_FOGRA39 "icc/FOGRA39-boardpress.icc"
#define ICC_SWOP "/usr/share/color/icc/ghostscript/default_cmyk.icc"

/*
 * icc_registered: is condition an output condition of the ICC's registry
 * (http://www.color.org) that boardpress knows: FOGRA39, FOGRA51, FOGRA52,
 * CGATS TR 001 (SWOP), CGATS21-2-CRPC1 to 7 (CRPC6: GRACoL 2013)? A PDF/X file may name one without
 * a profile; any other needs its profile embedded (ISO 15930).
 */
int icc_registered(const char *condition);

/*
 * icc_default: the profile for the registered condition, used when none
 * is given: ICC_FOGRA39 (relative to the data folder: the caller finds
 * it), ICC_SWOP (absolute), or NULL when boardpress has none for it
 * (FOGRA51, FOGRA52, CRPC1 to 7, an unregistered condition): a profile
 * made for another condition would separate for the wrong press.
 */
const char *icc_default(const char *condition);

/*
 * icc_check: may the profile at path stand for condition in a PDF/X
 * file whose level takes ICC versions up to version (2 for PDF/X-1a, PDF
 * 1.3 or 1.4; 4 for PDF/X-4)? A regular file of at most ICC_MAX bytes,
 * whole (its header's size is the file's), that Little CMS reads, an
 * output (printer) profile of the CMYK data colour space, of version 2
 * up to version, its AToB0 and BToA0 tables readable, and, for a
 * registered condition, a description that names it ("Coated FOGRA39",
 * "... SWOP ..."). condition NULL: any description (the user said the
 * profile stands for the condition whatever it says: --icc-any).
 * Returns 0, or -1 with the reason in d (at path).
 */
int icc_check(const char *path, const char *condition, int version,
    struct diag *d);

/* icc_check_data: the same of the n bytes at p, read from path. */
int icc_check_data(const unsigned char *p, size_t n, const char *path,
    const char *condition, int version, struct diag *d);

/*
 * icc_description: the n bytes at p's profile description (ASCII, as
 * Little CMS gives it) into buf (len bytes). Returns 0, or -1 (buf "")
 * when the profile has none or cannot be read.
 */
int icc_description(const unsigned char *p, size_t n, char *buf,
    size_t len);

/*
 * icc_read: the whole of the profile at path (a regular file, opened
 * without blocking, so a FIFO is refused, not waited on), malloc'd, into
 * *len; NULL with the reason in d.
 */
unsigned char *icc_read(const char *path, size_t *len, struct diag *d);

#endif
