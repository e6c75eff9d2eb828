/*
 * colour.h: the designer's RGB colours (0xRRGGBB, sRGB) as the press's
 * CMYK, converted with Little CMS through the output profile: the shop's
 * own (--icc), or for a registered condition named without one,
 * Ghostscript's default CMYK press profile (a coated-offset, SWOP-like
 * characterization) standing in for it.
 *
 * A neutral grey (r = g = b) becomes black ink alone, of the lightness
 * the profile's own black ramp gives it (sRGB black: 100 % K), so text
 * and thin lines never need four plates in register. Any other colour
 * goes through the profile (relative colorimetric with black point
 * compensation), and its total ink is then kept within the template's
 * cap by taking cyan, magenta and yellow down together.
 */
#ifndef BP_COLOUR_H
#define BP_COLOUR_H

#include <stddef.h>

#include "core/diag.h"

#define COLOUR_DEFAULT_PROFILE \
	"/usr/share/color/icc/ghostscript/default_cmyk.icc"

struct colour_conv;

/*
 * colour_conv_new: a conversion into the CMYK profile at icc (NULL: the
 * default one), total ink at most ink (2.4 for 240 %). Returns NULL with
 * one line in d when the profile cannot be read or used.
 */
struct colour_conv *colour_conv_new(const char *icc, double ink,
    struct diag *d);
/* colour_conv_mem: the same, of the n bytes of a profile read from path. */
struct colour_conv *colour_conv_mem(const unsigned char *icc, size_t n,
    const char *path, double ink, struct diag *d);
void colour_conv_free(struct colour_conv *c);

/* colour_conv_rgb: rgb as cmyk[4], each 0..1. */
void colour_conv_rgb(struct colour_conv *c, unsigned rgb, double cmyk[4]);

/*
 * colour_conv_pixels: n sRGB pixels (3 bytes each) as CMYK (4 bytes each,
 * 255 = 100 %) through the profile (relative colorimetric with black
 * point compensation; greys as the profile makes them, not black alone),
 * each within the ink cap. Returns 0, or -1 when Little CMS cannot make
 * the transform.
 */
int colour_conv_pixels(struct colour_conv *c, const unsigned char *rgb,
    size_t n, unsigned char *cmyk);

/*
 * colour_conv_profile: the output profile c converts into, its bytes as
 * read (a malloc'd copy, *n of them), for whatever else must read the
 * same one (the soft proof, print/proof.h). Never NULL.
 */
unsigned char *colour_conv_profile(struct colour_conv *c, size_t *n);

#endif
