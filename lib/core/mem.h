/* mem.h: allocation that never returns NULL, and growable arrays. */
#ifndef BP_MEM_H
#define BP_MEM_H

#include <stddef.h>

/*
 * mem_alloc, mem_calloc, mem_realloc, mem_strdup: like the C library's, but
 * on failure they print "boardpress: out of memory" to stderr and exit with
 * status 2; they never return NULL. The caller owns the result and frees it
 * with free(3). mem_calloc zeroes the block.
 */
void *mem_alloc(size_t size);
void *mem_calloc(size_t n, size_t size);
void *mem_realloc(void *p, size_t size);
char *mem_strdup(const char *s);
char *mem_strndup(const char *s, size_t n);

/*
 * mem_fatal: the library's one way out when the process cannot go on (its
 * memory, its threads): "boardpress: what" on stderr and exit status 2.
 * mem_fail: the same for "out of memory", for a third-party library that
 * could not allocate. Neither returns; nothing else in lib/ exits.
 */
void mem_fatal(const char *what) __attribute__((noreturn));
void mem_fail(void) __attribute__((noreturn));
/*
 * mem_child_end: the end of a process the library forked (a command it
 * runs, a chunk unpacked beside the parent's work) with status, by
 * _exit, so the parent's stdio buffers and exit handlers are not run
 * again.
 */
void mem_child_end(int status) __attribute__((noreturn));

/*
 * mem_grow: make room for at least need elements of elem bytes in the array
 * p whose capacity is *cap; doubles the capacity as needed and returns the
 * (possibly moved) array. New elements are not initialised.
 */
void *mem_grow(void *p, size_t *cap, size_t need, size_t elem);

/*
 * VEC_PUSH(v, n, cap): grow the array v (with counters n and cap) by one and
 * evaluate to a pointer to the new, zeroed, last element.
 */
#define VEC_PUSH(v, n, cap)                                                   \
	((v) = mem_grow((v), &(cap), (n) + 1, sizeof(*(v))),                  \
	    mem_zero(&(v)[(n)], sizeof(*(v))), &(v)[(n)++])

void *mem_zero(void *p, size_t size);

/*
 * MEM_FREE(a, b, ...): free(3) each of the pointers named, in order; any of
 * them may be NULL. The pointers are not changed: a structure freed this way
 * is reset (or dropped) by its caller. mem_free_all is its worker: free the n
 * pointers of p.
 */
#define MEM_FREE(...)                                                         \
	mem_free_all((void *[]){__VA_ARGS__},                                 \
	    sizeof((void *[]){__VA_ARGS__}) / sizeof(void *))

void mem_free_all(void *const *p, size_t n);

#endif
