/*
 * proof.h: the soft proof: the press's CMYK as the sRGB a screen shows,
 * through the output profile with Little CMS, paper white included; and
 * how far a designer's sRGB colour lies outside the press's gamut.
 *
 * The CMYK is the CMYK the print file paints (pdf_rgb through
 * colour_conv, the ink cap held), so the proof shows the press result of
 * the same pages, not a fresh separation of the designer's colours. It
 * goes to sRGB with the absolute colorimetric intent: the paper's own
 * colour (CMYK 0 0 0 0) is shown as that colour, not as the screen's
 * white, and the ink on it as measured on that paper.
 */
#ifndef BP_PROOF_H
#define BP_PROOF_H

#include <stddef.h>

#include "core/diag.h"

struct proof;

/*
 * proof_new: a proof through the CMYK output profile of n bytes at icc
 * (read from path, for messages). Returns NULL with one line in d when
 * Little CMS cannot read the profile or make the transforms.
 */
struct proof *proof_new(const unsigned char *icc, size_t n,
    const char *path, struct diag *d);
void proof_free(struct proof *pf);

/* proof_cmyk: CMYK fractions cmyk[4] (0..1) as sRGB fractions rgb[3]. */
void proof_cmyk(struct proof *pf, const double cmyk[4], double rgb[3]);

/* proof_paper: the paper's sRGB fractions (CMYK 0 0 0 0) into rgb[3]. */
void proof_paper(struct proof *pf, double rgb[3]);

/*
 * proof_pixels: n CMYK pixels (4 bytes each, 255 = 100 %) as sRGB (3
 * bytes each). Returns 0, or -1 when Little CMS cannot make the
 * transform.
 */
int proof_pixels(struct proof *pf, const unsigned char *cmyk, size_t n,
    unsigned char *rgb);

/*
 * proof_delta: ΔE00 (CIEDE2000, Little CMS's cmsCIE2000DeltaE) between
 * the sRGB colour rgb (0xRRGGBB) and its press rendering: separated
 * through the profile with the relative colorimetric intent and black
 * point compensation, then read back to L*a*b* relative colorimetric.
 * 0 within the gamut, growing with the distance outside it.
 */
double proof_delta(struct proof *pf, unsigned rgb);

/* The ΔE00 over which a colour is told as out of the press's gamut. */
#define PROOF_GAMUT_DE 3.0

struct rules;

/*
 * proof_gamut: one line in w (status DIAG_OK: a warning) for each line
 * of r's rules file or style that gives a #RRGGBB colour still drawn
 * (board/style.h's style_colour_used) whose proof_delta is over
 * PROOF_GAMUT_DE: at the file and line, the colour and its ΔE00. A
 * colour the style gives as the rules do is named at the style's line
 * only.
 * condition names the press in the line. Returns how many.
 */
size_t proof_gamut(struct proof *pf, const struct rules *r,
    const char *condition, struct diag *w);

#endif
