/*
 * fuzz_answer.c: libFuzzer target for a program bot's answer line
 * (play/bot.h, play_answer_parse): the input's first byte is the number
 * of moves (1 to 256), the rest the line; an answer taken must be an
 * index below the moves, written as the protocol says (digits, no
 * leading zero), and the reason of one refused a NUL-ended line.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "play/bot.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char why[160];
	size_t k = 0, n, i;

	if (size < 1)
		return 0;
	n = (size_t)data[0] + 1;
	if (play_answer_parse((const char *)data + 1, size - 1, n, &k, why,
	    sizeof(why)) == 0) {
		if (k >= n || size - 1 > 3 || (size > 2 && data[1] == '0'))
			abort();
		for (i = 1; i < size; i++)
			if (data[i] < '0' || data[i] > '9')
				abort();
	} else if (!memchr(why, '\0', sizeof(why))) {
		abort();
	}
	return 0;
}
