/* test_sha256.c: SHA-256 against the FIPS 180-4 examples. */
#include "testutil.h"

#include "core/sha256.h"

/* hex_of: the digest of n bytes of p, fed in pieces of step bytes. */
static const char *
hex_of(const void *p, size_t n, size_t step, char hex[SHA256_HEX])
{
	const char *c = p;
	uint8_t out[SHA256_LEN];
	struct sha256 s;
	size_t i, k;

	sha256_begin(&s);
	for (i = 0; i < n; i += k) {
		k = n - i < step ? n - i : step;
		sha256_add(&s, c + i, k);
	}
	sha256_end(&s, out, hex);
	return hex;
}

static void
examples(void **state)
{
	static const char two[] =
	    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
	char hex[SHA256_HEX];

	assert_string_equal(hex_of("", 0, 1, hex), "e3b0c44298fc1c149afbf4c8"
	    "996fb92427ae41e4649b934ca495991b7852b855");
	assert_string_equal(hex_of("abc", 3, 3, hex), "ba7816bf8f01cfea414140de"
	    "5dae2223b00361a396177a9cb410ff61f20015ad");
	assert_string_equal(hex_of(two, strlen(two), 64, hex),
	    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
}

static void
pieces(void **state)
{
	static char a[1000000];
	char hex[SHA256_HEX];
	size_t step;

	memset(a, 'a', sizeof(a));
	/* The length's padding falls on either side of a block's end. */
	for (step = 1; step <= 1000000; step = step * 7 + 3)
		assert_string_equal(hex_of(a, sizeof(a), step, hex),
		    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc"
		    "7112cd0");
	assert_string_equal(hex_of(a, 55, 55, hex), "9f4390f8d30c2dd92ec9f095"
	    "b65e2b9ae9b0a925a5258e241c9f1e910f734318");
	assert_string_equal(hex_of(a, 56, 13, hex), "b35439a4ac6f0948b6d6f9e3"
	    "c6af0f5f590ce20f1bde7090ef7970686ec6738a");
	assert_string_equal(hex_of(a, 64, 1, hex), "ffe054fe7ae0cb6dc65c3af9"
	    "b61d5209f439851db43d0ba5997337df154668eb");
}

/* A name's UUID (RFC 9562, version 8): the digest's first 16 bytes, its
 * version and variant bits set, in the 8-4-4-4-12 form. */
static void
uuid(void **state)
{
	uint8_t d[SHA256_LEN];
	char u[SHA256_UUID];
	int i;

	for (i = 0; i < SHA256_LEN; i++)
		d[i] = (uint8_t)(0xff - i);
	sha256_uuid(d, u);
	assert_string_equal(u, "fffefdfc-fbfa-89f8-b7f6-f5f4f3f2f1f0");
	memset(d, 0, sizeof(d));
	sha256_uuid(d, u);
	assert_string_equal(u, "00000000-0000-8000-8000-000000000000");
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(examples),
    cmocka_unit_test(pieces),
    cmocka_unit_test(uuid))
