/*
 * fuzz_plan.c: libFuzzer target for a scheduler task's plan (a run
 * folder's chunks/plan, tool/press.h): the words checked as press_task
 * checks them (press_plan_words), then the planner's command line read as
 * press-run reads it (press_plan_args), as a task does before it runs
 * anything. A refusal is one line on stderr, a plan taken none; a plan
 * taken holds the tag, an absolute folder, a date of digits and a
 * fingerprint of one line, its words inside the bytes given.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "tool/press.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* What the steps said: stdio's stderr is this memory stream while they
 * run (libFuzzer and the sanitizers keep writing to the process's). */
static char *text;
static size_t len;
static FILE *keep;

/* take_stderr: the steps' stderr taken. */
static void
take_stderr(void)
{
	keep = stderr;
	if ((stderr = open_memstream(&text, &len)) == NULL)
		abort();
}

/* lines: the lines said since take_stderr, stderr given back. */
static int
lines(void)
{
	int n = 0;

	fclose(stderr);
	stderr = keep;
	for (size_t i = 0; i < len; i++)
		n += text[i] == '\n';
	free(text);
	text = NULL;
	return n;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *buf, **w = NULL;
	int n, rc;

	if (size > (1u << 20))
		return 0;
	buf = mem_alloc(size + 1);
	memcpy(buf, data, size);
	buf[size] = '\0';
	take_stderr();
	n = press_plan_words("fuzz/chunks/plan", buf, size, &w);
	if (n < 0) {
		if (w != NULL || lines() != 1)
			abort();
		free(buf);
		return 0;
	}
	if (lines() != 0 || n < 4 || w[n] != NULL ||
	    strcmp(w[0], "press-run plan 1") != 0 || w[1][0] != '/' ||
	    !w[2][0] || strspn(w[2], "0123456789") != strlen(w[2]))
		abort();
	for (int i = 0; i < n; i++)
		if (w[i] < buf || w[i] + strlen(w[i]) >= buf + size)
			abort();
	for (const char *c = w[3]; *c; c++)
		if ((unsigned char)*c < ' ' || *c == 0x7f)
			abort();
	take_stderr();
	rc = press_plan_args(n - 4, w + 4);
	if (lines() != (rc == 2) || rc < 0 || rc > 2)
		abort();
	free(w);
	free(buf);
	return 0;
}
