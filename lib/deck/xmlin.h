/*
 * xmlin.h: what every XML input (a deck, an SVG icon) passes before
 * libxml2 sees its bytes: UTF-8 only, so the byte-level checks in front
 * of the parser (no DOCTYPE, no entity, the limits) see the characters
 * the parser will; and libxml2's own printing kept off stderr.
 */
#ifndef BP_XMLIN_H
#define BP_XMLIN_H

#include <stddef.h>

/*
 * The bytes of a document's start that settle its encoding: a byte-order
 * mark and an XML declaration (ours are 38 bytes; a declaration not
 * closed within this many is refused).
 */
#define XMLIN_PROLOG 256

/*
 * xmlin_start: check how the document whose first n bytes are at buf is
 * encoded, as libxml2 would find out: a UTF-16 or UTF-32 byte-order mark,
 * the first bytes of an EBCDIC declaration, or an XML declaration naming
 * any encoding but UTF-8 (any case; so no UTF-7, whose "+ADw-!DOCTYPE" a
 * byte check cannot see) is refused, and so is a declaration whose
 * pseudo-attributes cannot be read. more: further bytes may follow the n
 * given. Returns 0 (UTF-8, or no declaration: UTF-8 too), 1 when more is
 * set and the n bytes (fewer than XMLIN_PROLOG) do not settle it yet, or
 * -1 with one line saying what is wrong in msg (size len); it is always
 * on the document's first line.
 */
int xmlin_start(const char *buf, size_t n, int more, char *msg, size_t len);

/*
 * xmlin_utf8: the offset of the first byte of the n at buf that is not
 * XML 1.0 text in UTF-8 (invalid UTF-8, a control character other than
 * tab, CR and LF, a surrogate, U+FFFE or U+FFFF), or n when all are.
 */
size_t xmlin_utf8(const char *buf, size_t n);

/*
 * xmlin_quiet: libxml2's global handlers of the calling thread (generic
 * and structured; each thread has its own) set to drop what they are
 * given. libxml2 reports through them what it raises without a parser
 * context (an encoding that does not convert, an I/O error), and prints
 * it on stderr by default; the parsers' own errors still reach the
 * handlers each caller sets on its context. Call before any libxml2
 * parsing on a thread; it costs two stores.
 */
void xmlin_quiet(void);

#endif
