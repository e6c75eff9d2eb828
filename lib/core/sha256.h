/* core/sha256.h: SHA-256 (FIPS 180-4), for fingerprints of boards and files. */
#ifndef BP_SHA256_H
#define BP_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_LEN 32                  /* bytes of a digest */
#define SHA256_HEX (2 * SHA256_LEN + 1) /* its lowercase hex, with the NUL */

/*
 * A running hash: caller-owned, no heap, no failure path. It holds
 * Nettle's sha256_ctx (lib/core/sha256.c), whose header is not ours to
 * spread: it names its functions sha256_init and the like as macros.
 */
struct sha256 {
	_Alignas(8) unsigned char ctx[128];
};

/* sha256_begin: start a hash in s. */
void sha256_begin(struct sha256 *s);

/* sha256_add: hash n more bytes of p (n may be 0). */
void sha256_add(struct sha256 *s, const void *p, size_t n);

/*
 * sha256_end: finish; the digest goes to out, its lowercase hex (64
 * characters and a NUL) to hex when hex is not NULL. s must be started
 * again with sha256_begin before it is used once more.
 */
void sha256_end(struct sha256 *s, uint8_t out[SHA256_LEN], char *hex);

/*
 * sha256_uuid: a name's UUID from its digest d, RFC 9562's version 8 (the
 * one for a name hashed with another algorithm than SHA-1): the first 16
 * bytes of d with the version and variant bits set, as 36 lowercase
 * characters and a NUL ("xxxxxxxx-xxxx-8xxx-yxxx-xxxxxxxxxxxx") into out.
 */
#define SHA256_UUID 37
void sha256_uuid(const uint8_t d[SHA256_LEN], char out[SHA256_UUID]);

#endif
