/* xmlin.c: UTF-8 only before libxml2, and libxml2's own printing dropped. */
#include "deck/xmlin.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include <libxml/xmlerror.h>

#include "board/rules_int.h"

static int
blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static int
name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '.' ||
	    c == ':';
}

/*
 * shown: the n bytes at s for a message: printable ASCII as it is, any
 * other byte as '?', at most 40 of them.
 */
static void
shown(char *buf, size_t size, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n && i < 40 && i + 1 < size; i++)
		buf[i] = s[i] > 0x20 && s[i] < 0x7f ? s[i] : '?';
	buf[i] = '\0';
}

/*
 * decl: the pseudo-attributes of an XML declaration, from buf[i] (after
 * "<?xml") to its "?>". Read more loosely than XML's grammar (white space
 * is optional everywhere), so whatever libxml2 would take for the
 * encoding is seen here too; anything else that is not name = "value"
 * is refused (libxml2 refuses it as well). Returns 0 at its "?>", 1 when
 * the n bytes end before it, or -1 with the message.
 */
static int
decl(const char *buf, size_t i, size_t n, char *msg, size_t len)
{
	size_t name, nlen, v;
	char q, val[48];

	for (;;) {
		while (i < n && blank(buf[i]))
			i++;
		if (i < n && buf[i] == '?') {
			if (i + 1 == n)
				return 1;
			if (buf[i + 1] == '>')
				return 0;
		}
		for (name = i; i < n && name_char(buf[i]); i++)
			;
		nlen = i - name;
		while (i < n && blank(buf[i]))
			i++;
		if (i < n && nlen > 0 && buf[i] == '=')
			for (i++; i < n && blank(buf[i]); i++)
				;
		else if (i < n)
			break;
		if (i >= n)
			return 1;
		q = buf[i];
		if (q != '"' && q != '\'')
			break;
		for (v = ++i; i < n && buf[i] != q; i++)
			;
		if (i >= n)
			return 1;
		if (nlen == 8 && memcmp(buf + name, "encoding", 8) == 0 &&
		    !(i - v == 5 && strncasecmp(buf + v, "UTF-8", 5) == 0)) {
			shown(val, sizeof(val), buf + v, i - v);
			snprintf(msg, len, "encoding \"%s\" declared: only "
			    "UTF-8 text is read", val);
			return -1;
		}
		i++;
	}
	snprintf(msg, len, "the XML declaration cannot be read (it is not "
	    "name=\"value\" pairs closed by ?>)");
	return -1;
}

int
xmlin_start(const char *buf, size_t n, int more, char *msg, size_t len)
{
	static const struct {
		const char *bytes;
		size_t n;
		const char *what;
	} other[] = {
		{ "\xFE\xFF", 2, "a UTF-16 byte-order mark" },
		{ "\xFF\xFE", 2, "a UTF-16 byte-order mark" },
		{ "\x00\x00\xFE\xFF", 4, "a UTF-32 byte-order mark" },
		{ "\x4C\x6F\xA7\x94", 4, "EBCDIC text" },
	};
	size_t k, skip = 0;
	int r;

	if (more && n < 4)
		return 1;
	for (k = 0; k < sizeof(other) / sizeof(other[0]); k++)
		if (n >= other[k].n && memcmp(buf, other[k].bytes,
		    other[k].n) == 0) {
			snprintf(msg, len, "%s: only UTF-8 text is read",
			    other[k].what);
			return -1;
		}
	if (n >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0)
		skip = 3;
	if (n - skip < 6 || memcmp(buf + skip, "<?xml", 5) != 0 ||
	    !blank(buf[skip + 5])) {
		/* Not yet six bytes: they might still open a declaration. */
		if (more && n - skip < 6 && (n == skip || memcmp(buf + skip,
		    "<?xml", n - skip < 5 ? n - skip : 5) == 0))
			return 1;
		return 0;
	}
	r = decl(buf, skip + 5, n < XMLIN_PROLOG ? n : XMLIN_PROLOG, msg,
	    len);
	if (r != 1)
		return r;
	if (n >= XMLIN_PROLOG) {
		snprintf(msg, len, "an XML declaration longer than %d bytes",
		    XMLIN_PROLOG);
		return -1;
	}
	/* A document that ends inside it: libxml2 says it is malformed. */
	return more ? 1 : 0;
}

size_t
xmlin_utf8(const char *buf, size_t n)
{
	return rules_not_xml_text((const unsigned char *)buf, n);
}

/* drop, drop_structured: what libxml2 would have printed, unsaid. */
static void
drop(void *ctx, const char *fmt, ...)
{
	(void)ctx;
	(void)fmt;
}

static void
drop_structured(void *ctx, xmlErrorPtr e)
{
	(void)ctx;
	(void)e;
}

void
xmlin_quiet(void)
{
	xmlSetGenericErrorFunc(NULL, drop);
	xmlSetStructuredErrorFunc(NULL, drop_structured);
}
