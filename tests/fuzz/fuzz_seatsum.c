/*
 * fuzz_seatsum.c: libFuzzer target for a run's seat summary as press-tool
 * seats reads a chunk's (board/seatsum.h, seatsum_read): the input as the
 * file, read twice into one summary (as two chunks add up), then written
 * as press-run writes seats.csv and each group's chi-squared test taken,
 * as the run's last line does. A summary taken must give p-values in
 * [0, 1] and counts that doubled; one refused, exactly one message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "board/seatsum.h"
#include "core/diag.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[] = "/tmp/fuzz_seatsum.XXXXXX";
	struct seatsum s;
	struct diag d;
	FILE *null;
	size_t i;
	double p;
	int fd = mkstemp(path), df, rc;

	if (fd < 0 || write(fd, data, size) != (ssize_t)size)
		abort();
	close(fd);
	seatsum_init(&s);
	diag_init(&d);
	rc = seatsum_read(&s, path, &d);
	if (rc == 0)
		rc = seatsum_read(&s, path, &d);
	unlink(path);
	if (rc != 0 && d.n != 1)
		abort();
	if (rc == 0) {
		if (!(null = fopen("/dev/null", "w")))
			abort();
		seatsum_print(&s, null);
		fclose(null);
		for (i = 0; i < s.n; i++) {
			seatsum_chi2(&s.g[i], &df, &p);
			if (!(p >= 0 && p <= 1))
				abort();
		}
	}
	diag_fini(&d);
	seatsum_fini(&s);
	return 0;
}
