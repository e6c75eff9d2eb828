/*
 * rules_int.h: the machinery of the rules format, shared by board/rules.c
 * (the reader), board/rules_field.c (the setters, one per type of field)
 * and the kinds' files (each kind's rules.c), which describe their sections
 * as tables of fields and check what needs the whole file. Not for use
 * outside the rules module.
 */
#ifndef BP_RULES_INT_H
#define BP_RULES_INT_H

#include <stdarg.h>
#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"

#define RULES_DEG (GEOM_PI / 180)
#define RULES_BIG 1e9

enum ftype {
	F_NAME,   /* one identifier, char[RULES_NAME] */
	F_TITLE,  /* the rest of the line, char[RULES_TITLE] */
	F_INT,    /* int in [lo, hi] */
	F_DBL,    /* double in [lo, hi] */
	F_ANGLE,  /* degrees in [lo, hi], stored as radians */
	F_BOOL,   /* yes/no, stored as int 0/1 */
	F_COLOUR, /* #RRGGBB, stored as uint32_t */
	F_IRANGE, /* two ints lo <= hi, stored at off and off2 */
	F_DRANGE, /* two doubles lo <= hi, stored at off and off2 */
	F_PINT,   /* one int per player count, int[RULES_PMAX] */
	F_PDBL,   /* one double per player count, double[RULES_PMAX] */
	F_ENUM,   /* one word of target's choices ("a|b|c"): int index */
	F_FLAGS,  /* words of target's choices: int with bit i for choice i */
	F_REF,    /* name of an entry of section target: struct rules_ref */
	F_REFS    /* names of entries of section target: struct rules_refs */
};

/*
 * One key of a section: where its value goes (offsets into the entry: a
 * table's entry, or for a single section the kind's rules, its part; an
 * offset with FIELD_IN_RULES set is into struct rules itself).
 */
struct field {
	const char *key;
	enum ftype type;
	size_t off, off2;
	double lo, hi;
	const char *target; /* F_REF(S): a section; F_ENUM, F_FLAGS: choices */
};

#define FIELD_IN_RULES ((size_t)1 << (sizeof(size_t) * 8 - 1))

/* FIELD_ATTEMPTS: "attempts", which each kind's main section has. */
#define FIELD_ATTEMPTS                                                        \
	{ "attempts", F_INT, FIELD_IN_RULES | offsetof(struct rules,          \
	    attempts), 0, 1, 1000, NULL }

/*
 * A section: "[name]" once (its fields are offsets into the kind's rules,
 * r->part; [rules]'s into struct rules), or "[name entry]" (repeated: a
 * table of entries in the kind's rules, each starting with its char
 * name[RULES_NAME]).
 */
struct section {
	const char *name;
	int repeated;
	size_t arr, cnt; /* repeated: offsets of the array and its count */
	size_t size;     /* repeated: size of one entry */
	size_t line;     /* repeated: offset of the entry's unsigned line */
	void (*init)(void *entry); /* repeated: defaults for a new entry */
	const struct field *fields;
};

/*
 * RULES_SINGLE(name, fields): a section that appears once. RULES_TABLE(
 * name, type, arr, cnt, init, fields): a table of struct type entries at
 * offsets arr and cnt of the kind's rules, each with its line, new ones
 * given their defaults by init (or NULL). RULES_END ends a list.
 */
#define RULES_SINGLE(n, f) { .name = (n), .fields = (f) }
#define RULES_TABLE(n, type, a, c, ini, f)                                   \
	{ .name = (n), .repeated = 1, .arr = (a), .cnt = (c),                 \
	    .size = sizeof(struct type), .line = offsetof(struct type, line), \
	    .init = (ini), .fields = (f) }
#define RULES_END { .name = NULL }

struct parser;

/*
 * A board kind's part of the format: the size of its own rules struct
 * (r->part, its rules.h), its sections (ended by a NULL name), the seeds'
 * numbers as defaults (into a zeroed part), the checks that need the
 * whole file (finish) and the freeing of its tables (fini; not the part).
 */
struct rules_kind {
	size_t size;
	const struct section *sections;
	void (*defaults)(struct rules *r);
	void (*finish)(struct parser *p, const char *icondir);
	void (*fini)(struct rules *r);
	int players_max; /* the most players a board of this kind takes */
};

/* The parser's state while reading one file. */
struct parser {
	struct rules *r;
	struct diag *d;
	const char *origin;
	unsigned base;  /* the text's first line in origin */
	unsigned line;  /* current line, counted from 1 in the text */
	const struct section *sec;
	void *entry;    /* current entry: struct rules or a table entry */
	const struct section *seen[64];
	size_t nseen;
	/* The line each key of a single section was last set on. */
	struct {
		const struct field *f;
		unsigned line;
	} set[256];
	size_t nset;
	int errors;
	/* The rules file's folder, where a section's CSV file is read
	 * from; NULL: rules from a deck, whose <asset>s hold the files. */
	const char *dir;
	/* While a section is filled from a CSV file: the file as messages
	 * name it, and the field being read (rules_perr reports there). */
	const char *csv;
	unsigned csv_line, csv_col;
};

/* rules_here: the absolute line the parser is on, for rules_perr. */
static inline unsigned
rules_here(const struct parser *p)
{
	return p->base + p->line - 1;
}

/* rules_valid_name: is s a name (letters, digits, _ and -, short)? */
int rules_valid_name(const char *s);

/*
 * rules_split: cut s into at most max words (pointers into s, now ended
 * by NULs) in w; returns the count, or max + 1 when there are more.
 */
int rules_split(char *s, char **w, int max);

/*
 * rules_set_field: the value rest of field f (a line's text after its
 * key) into the entry being read, checked against the field's type and
 * range only (board/rules_field.c); a mistake is reported at the line.
 */
void rules_set_field(struct parser *p, const struct field *f, char *rest);

/*
 * A check that needs the whole file read: one rule between fields (or
 * between entries), reporting with rules_perr. A kind's finish runs its
 * table of them in order with rules_run_checks; the table ends with NULL.
 */
void rules_run_checks(struct parser *p, const char *icondir,
    void (*const *checks)(struct parser *p, const char *icondir));

/*
 * rules_key_line: the line key of single section sec was set on, or 0
 * when the file does not set it (the default holds).
 */
unsigned rules_key_line(const struct parser *p, const char *sec,
    const char *key);

/*
 * rules_verr: the first error only (counted in *errors) into d, at
 * origin:line; rules_perr and the style reader's own say it through it.
 */
void rules_verr(struct diag *d, int *errors, const char *origin,
    unsigned line, const char *fmt, va_list ap);

/* rules_perr: one error at file line (absolute; 0 for none). */
void rules_perr(struct parser *p, unsigned line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* rules_resolve(_refs): look references up; an unknown name is an error
 * naming owner (the entry that holds it) and what the reference is. */
void rules_resolve(struct parser *p, struct rules_ref *ref, const char *sec,
    const char *what, const char *owner);
void rules_resolve_refs(struct parser *p, struct rules_refs *rs,
    const char *sec, const char *what, const char *owner);

/*
 * rules_new_entry: a new entry called name, with its defaults, at the end
 * of table section s (at the parser's line); NULL (told at that line)
 * when the table is full or holds name already.
 */
void *rules_new_entry(struct parser *p, const struct section *s,
    const char *name);

/*
 * rules_csv_section: section s (a table: its entries, one a row; a
 * single section: its keys, one a column) filled from the CSV file name
 * that the header on the parser's line names ("[type] from types.csv",
 * board/rules_csv.c). The file is read from p->dir, kept on the rules as
 * an asset the deck carries, or taken from the deck's assets; its header
 * row names the fields, its cells go through rules_set_field. A mistake
 * is told as FILE:LINE:COLUMN (or at the header's line).
 */
void rules_csv_section(struct parser *p, const struct section *s,
    const char *name);

/* rules_header_n: the same, with at most max words (w: room for max). */
int rules_header_n(char *hdr, char **w, int max);

/* rules_trim: s with its comment and the blanks around it cut off. */
char *rules_trim(char *s);

/*
 * rules_lines: fn(ctx, line) for each line of text (len bytes), without
 * its LF or CR LF, copied into buf (n bytes); a line that does not fit is
 * passed as NULL. Stops when fn returns nonzero.
 */
void rules_lines(const char *text, size_t len, char *buf, size_t n,
    int (*fn)(void *ctx, char *line), void *ctx);

/*
 * rules_not_xml_text: the offset of the first byte of s (n bytes) that a
 * deck could not carry as XML 1.0 text, or n when there is none.
 */
size_t rules_not_xml_text(const unsigned char *s, size_t n);

/* rules_free_refs: free a list of references. */
void rules_free_refs(struct rules_refs *rs);

/*
 * rules_check_icon: an empty icon becomes the entry's name; with icondir,
 * "<icondir>/<icon>.svg" must exist (an error at line otherwise).
 */
void rules_check_icon(struct parser *p, const char *icondir, char *icon,
    const char *name, unsigned line);

#endif
