/*
 * qrcode.c: QR codes by libqrencode, the only file that sees it. Its
 * symbol is copied into our own grid, so no type of it leaves this file,
 * and its failures (errno) become a diag: it prints nothing itself.
 */
#include <errno.h>
#include <qrencode.h>
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "core/mem.h"
#include "core/qrcode.h"

int
qrcode_make(struct qrcode *q, const char *text, int max_version,
    struct diag *d)
{
	QRcode *c;
	size_t k, n;
	int e;

	memset(q, 0, sizeof(*q));
	if (!text[0]) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
		    "a QR code of no text");
		return -1;
	}
	/*
	 * Version 0: the smallest that holds the text. Byte mode is only a
	 * hint: digits and capitals go in the denser modes, which every
	 * reader decodes to the same bytes.
	 */
	errno = 0;
	c = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
	if (!c) {
		e = errno;
		diag_add(d, e == ERANGE ? DIAG_INVALID : DIAG_FATAL, NULL, 0,
		    NULL, NULL, "a QR code of "
		    "\"%.40s%s\": %s", text, strlen(text) > 40 ? "…" : "",
		    e == ERANGE ? "too long for any version" : e == ENOMEM ?
		    "out of memory" : e ? strerror(e) : "libqrencode failed");
		return -1;
	}
	if (c->version > max_version || c->width != 17 + 4 * c->version) {
		diag_add(d, DIAG_INVALID, NULL, 0, NULL, NULL, "a QR code of "
		    "\"%.40s%s\" needs version %d; at most %d fits",
		    text, strlen(text) > 40 ? "…" : "", c->version,
		    max_version);
		QRcode_free(c);
		return -1;
	}
	q->width = c->width;
	q->version = c->version;
	n = (size_t)c->width * (size_t)c->width;
	q->dark = mem_alloc(n);
	/* Bit 0 of each of libqrencode's bytes is the module's colour. */
	for (k = 0; k < n; k++)
		q->dark[k] = c->data[k] & 1;
	QRcode_free(c);
	return 0;
}

void
qrcode_fini(struct qrcode *q)
{
	free(q->dark);
	memset(q, 0, sizeof(*q));
}
