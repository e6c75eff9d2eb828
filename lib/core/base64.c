/* base64.c: base64 (RFC 4648) encoding and strict decoding. */
#include "core/base64.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

static const char digits[] =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

size_t
base64_len(size_t n)
{
	return (n + 2) / 3 * 4;
}

void
base64_encode(const uint8_t *p, size_t n, char *out)
{
	uint32_t v;
	size_t i;

	for (i = 0; i + 2 < n; i += 3, out += 4) {
		v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
		out[0] = digits[v >> 18];
		out[1] = digits[v >> 12 & 63];
		out[2] = digits[v >> 6 & 63];
		out[3] = digits[v & 63];
	}
	if (i < n) {
		v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 :
		    0);
		out[0] = digits[v >> 18];
		out[1] = digits[v >> 12 & 63];
		out[2] = i + 1 < n ? digits[v >> 6 & 63] : '=';
		out[3] = '=';
	}
}

/* value: the digit c's value, 64 for '=', -1 for anything else. */
static int
value(char c)
{
	const char *at;

	if (c == '=')
		return 64;
	at = c ? strchr(digits, c) : NULL;
	return at ? (int)(at - digits) : -1;
}

int
base64_decode(const char *s, size_t n, uint8_t **out, size_t *outn,
    size_t *bad)
{
	uint8_t *o = mem_alloc(n / 4 * 3 + 3);
	int q[4], k = 0, pad = 0;
	size_t i, m = 0;

	for (i = 0; i < n; i++) {
		if (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r')
			continue;
		q[k] = value(s[i]);
		/* '=' only in a group's last two places, and last. */
		if (q[k] < 0 || pad || (q[k] == 64 ? k < 2 : k == 3 &&
		    q[2] == 64))
			goto fail;
		if (++k < 4)
			continue;
		k = 0;
		pad = q[2] == 64 ? 2 : q[3] == 64 ? 1 : 0;
		o[m++] = (uint8_t)(q[0] << 2 | q[1] >> 4);
		if (pad < 2)
			o[m++] = (uint8_t)((q[1] & 15) << 4 | q[2] >> 2);
		if (pad < 1)
			o[m++] = (uint8_t)((q[2] & 3) << 6 | q[3]);
	}
	if (k != 0)
		goto fail;
	*out = o;
	*outn = m;
	return 0;
fail:
	free(o);
	*bad = i;
	return -1;
}
