/* test_tts.c: a board as a Tabletop Simulator saved object: its size on
 * the table, its GUID, its images' URLs. */
#include "testutil.h"

#include <stdlib.h>

#include "sheet/tts.h"

/* value: the text after "name": in s, up to its comma or line end. */
static const char *
value(const char *s, const char *name, char *buf, size_t n)
{
	char k[64];
	const char *p;
	size_t len;

	snprintf(k, sizeof(k), "\"%s\": ", name);
	p = strstr(s, k);
	assert_non_null(p);
	p += strlen(k);
	len = strcspn(p, ",\n");
	assert_true(len < n);
	memcpy(buf, p, len);
	buf[len] = '\0';
	return buf;
}

static void
real_size(void **state)
{
	struct tts_tile t = { "lanternfall-000042", "a \"board\"", 420, 297,
		"https://example.org/b/x-front.png", NULL };
	struct json j = { 0 };
	char v[256];

	tts_saved_object(&j, &t);
	/* 420 mm = 16.5354 in = 2 units a scale: 8.2677 */
	assert_near(atof(value(j.s, "scaleX", v, sizeof(v))),
	    420 / 25.4 / TTS_TILE_UNITS, 0.00005);
	assert_near(atof(value(j.s, "scaleZ", v, sizeof(v))),
	    297 / 25.4 / TTS_TILE_UNITS, 0.00005);
	assert_string_equal(value(j.s, "scaleX", v, sizeof(v)), "8.2677");
	assert_string_equal(value(j.s, "scaleY", v, sizeof(v)), "1");
	assert_string_equal(value(j.s, "Name", v, sizeof(v)),
	    "\"Custom_Tile\"");
	assert_string_equal(value(j.s, "Stretch", v, sizeof(v)), "true");
	assert_string_equal(value(j.s, "Description", v, sizeof(v)),
	    "\"a \\\"board\\\"\"");
	/* One-sided: no bottom image, the top shows on both sides. */
	assert_string_equal(value(j.s, "ImageSecondaryURL", v, sizeof(v)),
	    "\"\"");
	json_free(&j);
	t.back = "https://example.org/b/x-back.png";
	tts_saved_object(&j, &t);
	assert_string_equal(value(j.s, "ImageSecondaryURL", v, sizeof(v)),
	    "\"https://example.org/b/x-back.png\"");
	assert_string_equal(j.s + j.n - 6, "  ]\n}\n");
	json_free(&j);
}

static void
guid(void **state)
{
	char a[TTS_GUID], b[TTS_GUID], c[TTS_GUID];

	tts_guid("lanternfall-000001", a);
	tts_guid("lanternfall-000001", b);
	tts_guid("lanternfall-000002", c);
	assert_string_equal(a, b);
	assert_string_not_equal(a, c);
	assert_int_equal(strlen(a), 6);
	assert_int_equal(strspn(a, "0123456789abcdef"), 6);
}

static void
urls(void **state)
{
	char buf[64];

	assert_int_equal(tts_file_base(buf, sizeof(buf),
	    "/home/me/My Games/Tabletop Simulator/b~1"), 0);
	assert_string_equal(buf,
	    "file:///home/me/My%20Games/Tabletop%20Simulator/b~1/");
	assert_int_equal(tts_file_base(buf, sizeof(buf), "/"), 0);
	assert_string_equal(buf, "file:///");
	assert_int_equal(tts_file_base(buf, sizeof(buf), "/t/\xc3\xa9#%"), 0);
	assert_string_equal(buf, "file:///t/%C3%A9%23%25/");
	assert_int_equal(tts_file_base(buf, sizeof(buf), "relative"), -1);
	assert_int_equal(tts_file_base(buf, 12, "/abcdefgh"), -1);

	assert_true(tts_url_ok("https://example.org/boards"));
	assert_true(tts_url_ok("file:///home/me/"));
	assert_false(tts_url_ok(""));
	assert_false(tts_url_ok("javascript:alert(1)"));
	assert_false(tts_url_ok("https://x.org/a b"));
	assert_false(tts_url_ok("https://x.org/a\"b"));
	assert_false(tts_url_ok("https://x.org/\xc3\xa9"));

	assert_int_equal(tts_url(buf, sizeof(buf), "https://x.org/b",
	    "i.png"), 0);
	assert_string_equal(buf, "https://x.org/b/i.png");
	assert_int_equal(tts_url(buf, sizeof(buf), "https://x.org/b/",
	    "i.png"), 0);
	assert_string_equal(buf, "https://x.org/b/i.png");
	assert_int_equal(tts_url(buf, 10, "https://x.org/b/", "i.png"), -1);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(real_size),
    cmocka_unit_test(guid),
    cmocka_unit_test(urls))
