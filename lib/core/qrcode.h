/* core/qrcode.h: QR codes (ISO/IEC 18004) as a grid of modules. */
#ifndef BP_QRCODE_H
#define BP_QRCODE_H

#include <stddef.h>

struct diag;

/*
 * A code: width x width modules, row by row from the top, each 1 (dark)
 * or 0 (light); the quiet zone around it is not part of the grid.
 * Caller-owned; qrcode_fini frees the grid.
 */
struct qrcode {
	int width;           /* modules a side: 21 + 4 (version - 1) */
	int version;         /* 1 to 40 */
	unsigned char *dark; /* width * width bytes */
};

/* The largest code qrcode_make makes: version QRCODE_MAX_VERSION. */
#define QRCODE_MAX_VERSION 40

/*
 * qrcode_make: text (bytes, NUL-terminated; printable ASCII for a code
 * every reader decodes alike) encoded at error correction level M (15 %
 * of the code may be lost), in the smallest version that holds it, made
 * by libqrencode (lib/core/qrcode.c, the only file that sees it). The
 * same text makes the same code. Returns 0 with q filled, or -1 with q
 * empty and one line in d: DIAG_INVALID when the text does not fit
 * version max_version (1 to 40), DIAG_FATAL when it is empty or
 * libqrencode fails (out of memory).
 */
int qrcode_make(struct qrcode *q, const char *text, int max_version,
    struct diag *d);

/* qrcode_fini: frees q's grid; q is then empty (width 0). */
void qrcode_fini(struct qrcode *q);

#endif
