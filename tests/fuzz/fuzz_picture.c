/*
 * fuzz_picture.c: libFuzzer target for the picture reader (print/
 * picture.h): the first byte names the file (J: "fuzz.jpg", anything
 * else: "fuzz.png"), the rest is its bytes. A refusal must say why and
 * leave no pixels; a picture taken must be within the bounds, the size
 * its header gave, every pixel there.
 */
#include <stdint.h>
#include <stdlib.h>

#include "print/picture.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct picture pic;
	const char *name;
	char err[256];
	int rc, hrc, w, h;
	unsigned sum = 0;
	size_t i;

	if (size < 1)
		return 0;
	name = data[0] == 'J' ? "fuzz.jpg" : "fuzz.png";
	err[0] = '\0';
	hrc = picture_header(data + 1, size - 1, name, &w, &h, err,
	    sizeof(err));
	if (hrc < 0 && !err[0])
		abort();
	err[0] = '\0';
	rc = picture_decode(data + 1, size - 1, name, &pic, err, sizeof(err));
	if (rc < 0 && (!err[0] || pic.rgb || pic.w || pic.h))
		abort();
	if (rc == 0 && (hrc < 0 || pic.w != w || pic.h != h || !pic.rgb ||
	    w < 1 || h < 1 || w > PICTURE_MAX_SIDE || h > PICTURE_MAX_SIDE ||
	    (long)w * h > PICTURE_MAX_PIXELS))
		abort();
	/* Every pixel is there (the sanitizers see a short buffer). */
	for (i = 0; rc == 0 && i < (size_t)w * (size_t)h * 3; i++)
		sum += pic.rgb[i];
	picture_fini(&pic);
	return (int)(sum & 0);
}
