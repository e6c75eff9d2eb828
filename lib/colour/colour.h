/*
 * colour.h: the designer's RGB colours (0xRRGGBB, sRGB) as the press's
 * CMYK, converted with Little CMS through the output profile: the shop's
 * own (--icc), or the one for the condition (colour/icc.h's icc_default:
 * the shipped FOGRA39 profile, Ghostscript's SWOP one), chosen by the
 * caller.
 *
 * A neutral grey (r = g = b) becomes black ink alone, at the lightness
 * the profile's own separation of it prints at, found on the profile's
 * black ramp (100 % K for greys darker than that can print), so text and
 * thin lines never need four plates in register. Any other colour goes
 * through the profile (relative colorimetric with black point
 * compensation); where its total ink is over the template's cap it is
 * held to the cap by black generation (cyan, magenta and yellow's grey
 * component given to black, the colour matched again on the profile),
 * so it keeps its appearance rather than losing its depth.
 */
#ifndef BP_COLOUR_H
#define BP_COLOUR_H

#include <stddef.h>

#include "colour/icc.h"
#include "core/diag.h"

/* NULL's profile in colour_conv_new: Ghostscript's SWOP one (icc.h). */
#define COLOUR_DEFAULT_PROFILE ICC_SWOP

struct colour_conv;

/*
 * colour_conv_new: a conversion into the CMYK profile at icc (NULL:
 * COLOUR_DEFAULT_PROFILE, CGATS TR 001's), total ink at most ink (2.4 for 240 %). Returns NULL with
 * one line in d when the profile cannot be read or used.
 */
struct colour_conv *colour_conv_new(const char *icc, double ink,
    struct diag *d);
/* colour_conv_mem: the same, of the n bytes of a profile read from path. */
struct colour_conv *colour_conv_mem(const unsigned char *icc, size_t n,
    const char *path, double ink, struct diag *d);
void colour_conv_free(struct colour_conv *c);

/* colour_conv_rgb: rgb as cmyk[4], each 0..1, in total within the cap. */
void colour_conv_rgb(struct colour_conv *c, unsigned rgb, double cmyk[4]);

/*
 * colour_conv_under_black: rgb as colour_conv_rgb gives it, for a colour
 * that 100 % K overprints: its cyan, magenta and yellow (which stay under
 * the black) held to the cap less 100 %, by black generation (the same
 * as colour_conv_rgb's where they are within it already).
 */
void colour_conv_under_black(struct colour_conv *c, unsigned rgb,
    double cmyk[4]);

/* colour_conv_under_shift: how far (CIEDE2000, on the profile) rgb's
 * inks under black are from its own (0 where they are the same). */
double colour_conv_under_shift(struct colour_conv *c, unsigned rgb);

/*
 * colour_conv_pixels: n sRGB pixels (3 bytes each) as CMYK (4 bytes each,
 * 255 = 100 %) through the profile (relative colorimetric with black
 * point compensation; greys as the profile makes them, not black alone),
 * each within the ink cap by black generation, and with under (black
 * overprints them) their cyan, magenta and yellow within the cap less
 * 100 %. Returns 0, or -1 when Little CMS cannot make the transform.
 */
int colour_conv_pixels(struct colour_conv *c, const unsigned char *rgb,
    size_t n, int under, unsigned char *cmyk);

/*
 * colour_conv_profile: the output profile c converts into, its bytes as
 * read (a malloc'd copy, *n of them), for whatever else must read the
 * same one (the soft proof, colour/proof.h). Never NULL.
 */
unsigned char *colour_conv_profile(struct colour_conv *c, size_t *n);

#endif
