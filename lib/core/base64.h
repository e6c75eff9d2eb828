/* core/base64.h: base64 (RFC 4648), for files carried in a deck's text. */
#ifndef BP_BASE64_H
#define BP_BASE64_H

#include <stddef.h>
#include <stdint.h>

/* base64_len: characters base64_encode writes for n bytes (no NUL). */
size_t base64_len(size_t n);

/* base64_encode: n bytes of p into out (base64_len(n) characters, padded
 * with '=', no line breaks, no NUL). */
void base64_encode(const uint8_t *p, size_t n, char *out);

/*
 * base64_decode: the n characters of s (white space between groups is
 * skipped) into *out (malloc'ed, *outn bytes; the caller frees it).
 * Returns 0, or -1 (nothing allocated) when s is not whole, padded base64;
 * *bad is then the offset of the first character in the way.
 */
int base64_decode(const char *s, size_t n, uint8_t **out, size_t *outn,
    size_t *bad);

#endif
