/* test_base64.c: base64 against RFC 4648's examples, and strict decoding. */
#include "testutil.h"

#include <stdlib.h>

#include "core/base64.h"

/* round: s encoded is want, and want decoded is s again. */
static void
round_trip(const char *s, const char *want)
{
	char out[64];
	uint8_t *back;
	size_t n = strlen(s), m, bad;

	assert_int_equal(base64_len(n), strlen(want));
	base64_encode((const uint8_t *)s, n, out);
	out[base64_len(n)] = '\0';
	assert_string_equal(out, want);
	assert_int_equal(base64_decode(want, strlen(want), &back, &m, &bad), 0);
	assert_int_equal(m, n);
	assert_memory_equal(back, s, n);
	free(back);
}

static void
rfc_examples(void **state)
{
	round_trip("", "");
	round_trip("f", "Zg==");
	round_trip("fo", "Zm8=");
	round_trip("foo", "Zm9v");
	round_trip("foob", "Zm9vYg==");
	round_trip("fooba", "Zm9vYmE=");
	round_trip("foobar", "Zm9vYmFy");
}

/* refused: s is not base64; the first byte in the way is at. */
static void
refused(const char *s, size_t at)
{
	uint8_t *out = NULL;
	size_t n, bad = 999;

	assert_int_equal(base64_decode(s, strlen(s), &out, &n, &bad), -1);
	assert_null(out);
	assert_int_equal(bad, at);
}

static void
strict(void **state)
{
	uint8_t *out;
	size_t n, bad;

	/* White space between characters is passed over (a deck's lines). */
	assert_int_equal(base64_decode(" Zm9v\n  YmFy\r\n", 14, &out, &n,
	    &bad), 0);
	assert_int_equal(n, 6);
	assert_memory_equal(out, "foobar", 6);
	free(out);
	refused("Zm9*", 3);      /* not a digit */
	refused("Zm9", 3);       /* not whole */
	refused("Z===", 1);      /* '=' too early */
	refused("Zm=v", 3);      /* a digit after '=' */
	refused("Zg==Zm9v", 4);  /* anything after the padding */
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(rfc_examples),
    cmocka_unit_test(strict))
