/*
 * fontinfo.c: what a TrueType font program holds, read with HarfBuzz, for
 * the tests of the embedded font (tests/cli/fonts.sh):
 *   fontinfo FILE
 * prints "glyphs N" (maxp's numGlyphs), then "table TAG BYTES" for each
 * table in the file's order, then "cmap U+XXXX" for each code point the
 * cmap maps. Exit 2 when the file is not a font HarfBuzz can read.
 */
#include <hb.h>
#include <stdio.h>

static void
tables(hb_face_t *face)
{
	hb_tag_t tags[64];
	unsigned i, n, at = 0;
	char s[5] = { 0 };
	hb_blob_t *b;

	do {
		n = sizeof(tags) / sizeof(tags[0]);
		hb_face_get_table_tags(face, at, &n, tags);
		for (i = 0; i < n; i++) {
			hb_tag_to_string(tags[i], s);
			b = hb_face_reference_table(face, tags[i]);
			printf("table %s %u\n", s, hb_blob_get_length(b));
			hb_blob_destroy(b);
		}
		at += n;
	} while (n == sizeof(tags) / sizeof(tags[0]));
}

int
main(int argc, char **argv)
{
	hb_blob_t *blob;
	hb_face_t *face;
	hb_set_t *u;
	hb_codepoint_t c = HB_SET_VALUE_INVALID;
	unsigned glyphs;

	if (argc != 2) {
		fputs("usage: fontinfo FILE\n", stderr);
		return 2;
	}
	if (!(blob = hb_blob_create_from_file_or_fail(argv[1]))) {
		fprintf(stderr, "fontinfo: %s: cannot read\n", argv[1]);
		return 2;
	}
	face = hb_face_create(blob, 0);
	hb_blob_destroy(blob);
	glyphs = hb_face_get_glyph_count(face);
	if (glyphs == 0) {
		fprintf(stderr, "fontinfo: %s: no glyphs\n", argv[1]);
		hb_face_destroy(face);
		return 2;
	}
	printf("glyphs %u\n", glyphs);
	tables(face);
	u = hb_set_create();
	hb_face_collect_unicodes(face, u);
	while (hb_set_next(u, &c))
		printf("cmap U+%04X\n", c);
	hb_set_destroy(u);
	hb_face_destroy(face);
	return fclose(stdout) == 0 ? 0 : 2;
}
