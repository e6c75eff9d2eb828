/* core/sha256.h: SHA-256 (FIPS 180-4), for fingerprints of boards and files. */
#ifndef BP_SHA256_H
#define BP_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_LEN 32                  /* bytes of a digest */
#define SHA256_HEX (2 * SHA256_LEN + 1) /* its lowercase hex, with the NUL */

/* A running hash: caller-owned, no heap, no failure path. */
struct sha256 {
	uint32_t h[8];
	uint64_t len;    /* bytes hashed so far */
	uint8_t buf[64]; /* the block being filled */
	size_t nbuf;
};

/* sha256_init: start a hash in s. */
void sha256_init(struct sha256 *s);

/* sha256_update: hash n more bytes of p (n may be 0). */
void sha256_update(struct sha256 *s, const void *p, size_t n);

/*
 * sha256_final: finish; the digest goes to out, its lowercase hex (64
 * characters and a NUL) to hex when hex is not NULL. s must be started
 * again with sha256_init before it is used once more.
 */
void sha256_final(struct sha256 *s, uint8_t out[SHA256_LEN], char *hex);

#endif
