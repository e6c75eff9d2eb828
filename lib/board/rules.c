/* rules.c: the rules-file format: sections of "key value…" lines. */
#include "board/rules.h"

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "board/font.h"
#include "board/kind.h"
#include "board/pins.h"
#include "board/rules_int.h"
#include "board/style_asset.h"
#include "core/mem.h"
#include "core/rfile.h"

/*
 * The format, for a designer (templates/rules/README.md has the full
 * story): "[section]" or "[section name]" opens a section; inside it each
 * line is "key value…". A "#" that starts a word and is followed by a
 * space (or ends the line) starts a comment, so colours such as #3BB273
 * are values, not comments. Everything is checked here, once, so the
 * generators can trust what they get. Each board kind describes its own
 * sections (its folder's rules.c); [rules] is common to all.
 */

#define R(m) offsetof(struct rules, m)

static const struct field rules_fields[] = {
	{ "id", F_NAME, R(id), 0, 0, 0, NULL },
	{ "title", F_TITLE, R(title), 0, 0, 0, NULL },
	{ "kind", F_ENUM, R(kind), 0, 0, 0, NULL }, /* the kinds' names */
	{ "players", F_IRANGE, R(players_min), R(players_max), 1,
	    RULES_PMAX - 1, NULL },
	{ "panels", F_INT, R(panels), 0, 1, 6, NULL },
	{ "hinge", F_DBL, R(hinge), 0, 0, 20, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct section rules_section = RULES_SINGLE("rules",
    rules_fields);

void
rules_init(struct rules *r)
{
	memset(r, 0, sizeof(*r));
	r->kind = -1;
	r->players_min = 2;
	r->players_max = 9;
	r->attempts = 50;
	r->panels = 1;
	r->hinge = 3;
}

/* kind_rules: the rules sections of kind, or NULL. */
static const struct rules_kind *
kind_rules(int kind)
{
	return kind_of(kind) ? kind_of(kind)->rules : NULL;
}

/* free_part: r's kind's rules, and the tables they hold, freed. */
static void
free_part(struct rules *r)
{
	const struct rules_kind *k = kind_rules(r->kind);

	if (!r->part)
		return;
	if (k && k->fini)
		k->fini(r);
	free(r->part);
	r->part = NULL;
}

/*
 * rules_set_kind: make r rules of kind (an index in the kind table): the
 * part of another kind is freed, and the kind's own allocated with its
 * defaults. The reader calls it when [rules] names the kind.
 */
static void
rules_set_kind(struct rules *r, int kind)
{
	const struct rules_kind *k = kind_rules(kind);

	if (r->part && r->kind == kind)
		return;
	free_part(r);
	r->kind = kind;
	if (!k || !k->size)
		return;
	r->part = mem_calloc(1, k->size);
	if (k->defaults)
		k->defaults(r);
}

void
rules_copy(struct rules *dst, const struct rules *src)
{
	const struct rules_kind *k = kind_rules(src->kind);

	*dst = *src;
	if (src->part && k) {
		dst->part = mem_alloc(k->size);
		memcpy(dst->part, src->part, k->size);
	}
}

void
rules_copy_fini(struct rules *dst)
{
	free(dst->part);
	dst->part = NULL;
}

void
rules_fini(struct rules *r)
{
	free_part(r);
	free(r->text);
	free(r->origin);
	free(r->style);
	free(r->style_origin);
	free(r->colour_at);
	free(r->picture);
	font_free(r->font);
	style_files_free(r);
	pins_free(r->pins);
	rules_init(r);
}

void
rules_colour_at(struct rules *r, uint32_t colour, unsigned line, int style)
{
	if (r->ncolour_at == r->capcolour_at)
		r->colour_at = mem_grow(r->colour_at, &r->capcolour_at,
		    r->ncolour_at + 1, sizeof(*r->colour_at));
	r->colour_at[r->ncolour_at].colour = colour;
	r->colour_at[r->ncolour_at].line = line;
	r->colour_at[r->ncolour_at++].style = style;
}

void
rules_free_refs(struct rules_refs *rs)
{
	free(rs->v);
	rs->v = NULL;
	rs->n = 0;
}

void
rules_perr(struct parser *p, unsigned line, const char *fmt, ...)
{
	va_list ap;

	char buf[512];

	va_start(ap, fmt);
	if (!p->csv)
		rules_verr(p->d, &p->errors, p->origin, line, fmt, ap);
	else {
		/* A CSV file's field: its file, line and column. */
		vsnprintf(buf, sizeof(buf), fmt, ap);
		if (p->errors++ == 0)
			diag_add_col(p->d, DIAG_FATAL, p->csv, p->csv_line,
			    p->csv_col, "%s", buf);
	}
	va_end(ap);
}

void
rules_verr(struct diag *d, int *errors, const char *origin, unsigned line,
    const char *fmt, va_list ap)
{
	char buf[512];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	/*
	 * The first mistake only: one line, as for every input the tools
	 * read. What follows a mistake is often its echo (a bad kind makes
	 * every later section "unknown"), and a designer fixes one and runs
	 * again.
	 */
	if ((*errors)++ == 0)
		diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "%s", buf);
}

/* entry_name: the name field every table entry starts with. */
static const char *
entry_name(const struct section *s, const struct rules *r, size_t i)
{
	char *arr = *(char **)((const char *)r->part + s->arr);

	return arr + i * s->size;
}

static size_t
entry_count(const struct section *s, const struct rules *r)
{
	return *(const size_t *)((const char *)r->part + s->cnt);
}

/*
 * check_players: the [rules] section's rule between its fields, checked
 * once the line that set f is read, as soon as both fields are known: a
 * player count the kind cannot take is the mistake to report (at the
 * players line), before the per-player lists it would make wrong are read
 * with that count. A file that leaves the players at the defaults is told
 * by the kind's own checks.
 */
static void
check_players(struct parser *p, const struct field *f)
{
	const struct rules_kind *k = kind_rules(p->r->kind);
	unsigned line;

	if (strcmp(f->key, "players") == 0)
		line = rules_here(p);
	else if (strcmp(f->key, "kind") == 0)
		line = rules_key_line(p, "rules", "players");
	else
		return;
	if (k && line > 0 && p->r->players_max > k->players_max)
		rules_perr(p, line, "players: %s boards take 1 to %d players",
		    kind_name(p->r->kind), k->players_max);
}

/*
 * find_section: the section called name among kind's sections (any kind's
 * when kind < 0); [rules] belongs to every kind.
 */
static const struct section *
find_section(const char *name, int kind)
{
	const struct section *s;
	int k;

	if (strcmp(name, rules_section.name) == 0)
		return &rules_section;
	for (k = 0; k < kind_count(); k++) {
		if (kind >= 0 && k != kind)
			continue;
		for (s = kind_of(k)->rules->sections; s->name; s++)
			if (strcmp(s->name, name) == 0)
				return s;
	}
	return NULL;
}

/* seen: has the parser opened the section s before? Marks it if not. */
static int
seen(struct parser *p, const struct section *s)
{
	size_t i;

	for (i = 0; i < p->nseen; i++)
		if (p->seen[i] == s)
			return 1;
	if (p->nseen < sizeof(p->seen) / sizeof(p->seen[0]))
		p->seen[p->nseen++] = s;
	return 0;
}

/*
 * section_of: the section a header's first word w[0] opens, in the rules'
 * kind; NULL (told) when there is none or it cannot come here.
 */
static const struct section *
section_of(struct parser *p, char **w)
{
	const struct section *s = find_section(w[0], -1);

	if (!s) {
		rules_perr(p, rules_here(p), "unknown section [%s]", w[0]);
		return NULL;
	}
	if (s != &rules_section && (p->nseen == 0 || p->r->kind < 0)) {
		rules_perr(p, rules_here(p), "the [rules] section, with its "
		    "kind, must come first");
		return NULL;
	}
	/* Kinds may share section names ([board]): take the rules' kind's. */
	if (s != &rules_section)
		s = find_section(w[0], p->r->kind);
	if (!s)
		rules_perr(p, rules_here(p), "section [%s] does not belong in "
		    "%s rules", w[0], kind_name(p->r->kind));
	return s;
}

/* open_single: "[name]", section s that appears once. */
static void
open_single(struct parser *p, const struct section *s, char **w, int nw)
{
	if (nw != 1) {
		rules_perr(p, rules_here(p), "[%s] takes no name", w[0]);
		return;
	}
	if (seen(p, s)) {
		rules_perr(p, rules_here(p), "[%s] appears twice", w[0]);
		return;
	}
	p->sec = s;
	p->entry = s == &rules_section ? (void *)p->r : p->r->part;
}

/* new_entry: an entry called name, with its defaults, at the end of s. */
static void *
new_entry(struct parser *p, const struct section *s, const char *name)
{
	char **arr = (char **)((char *)p->r->part + s->arr), *e;
	size_t *cnt = (size_t *)((char *)p->r->part + s->cnt), n = *cnt;

	*arr = mem_realloc(*arr, (n + 1) * s->size);
	e = *arr + n * s->size;
	memset(e, 0, s->size);
	if (s->init)
		s->init(e);
	snprintf(e, RULES_NAME, "%s", name);
	*(unsigned *)(e + s->line) = rules_here(p);
	*cnt = n + 1;
	return e;
}

void *
rules_new_entry(struct parser *p, const struct section *s, const char *name)
{
	size_t i, n = entry_count(s, p->r);

	/* Bounded: names are looked up in a line, and pairs compared. */
	if (n >= RULES_ENTRIES) {
		rules_perr(p, rules_here(p), "more than %d [%s] sections",
		    RULES_ENTRIES, s->name);
		return NULL;
	}
	for (i = 0; i < n; i++) {
		if (strcmp(entry_name(s, p->r, i), name) == 0) {
			rules_perr(p, rules_here(p), "[%s %s] appears twice",
			    s->name, name);
			return NULL;
		}
	}
	return new_entry(p, s, name);
}

/* open_entry: "[name entry]", a new entry of table section s. */
static void
open_entry(struct parser *p, const struct section *s, char **w, int nw)
{
	if (nw != 2 || !rules_valid_name(w[1])) {
		rules_perr(p, rules_here(p), "[%s NAME] needs a name (letters, "
		    "digits, _ and -)", w[0]);
		return;
	}
	if ((p->entry = rules_new_entry(p, s, w[1])) != NULL)
		p->sec = s;
}

/* open_section: the header line hdr ("[...]"). */
int
rules_header_n(char *hdr, char **w, int max)
{
	char *end = strchr(hdr, ']');
	int nw;

	if (!end || end[1])
		return 0;
	*end = '\0';
	nw = rules_split(hdr + 1, w, max);
	return nw <= max ? nw : 0;
}

/*
 * rules_header: the words of section header hdr ("[a]" or "[a b]", cut
 * in place) into w (room for 3); their count, or 0 when hdr is not one.
 */
static int
rules_header(char *hdr, char **w)
{
	return rules_header_n(hdr, w, 2);
}

/*
 * open_from: "[name] from FILE" (hdr cut before tail, " from FILE"): the
 * section filled from a CSV file, its lines ended by the next header.
 */
static void
open_from(struct parser *p, char *hdr, char *tail)
{
	char *w[3], *t[3];
	const struct section *s;

	if (rules_split(tail, t, 2) != 2 || strcmp(t[0], "from") != 0 ||
	    rules_header(hdr, w) != 1) {
		rules_perr(p, rules_here(p), "a section read from a CSV file "
		    "looks like [type] from types.csv");
		return;
	}
	if (!(s = section_of(p, w)))
		return;
	if (s == &rules_section) {
		rules_perr(p, rules_here(p), "[rules] is typed in the rules "
		    "file, not read from a CSV file");
		return;
	}
	if (!s->repeated && seen(p, s)) {
		rules_perr(p, rules_here(p), "[%s] appears twice", w[0]);
		return;
	}
	rules_csv_section(p, s, t[1]);
}

static void
open_section(struct parser *p, char *hdr)
{
	char *w[3], *end;
	const struct section *s;
	int nw;

	p->sec = NULL;
	p->entry = NULL;
	end = strchr(hdr, ']');
	if (end && (end[1] == ' ' || end[1] == '\t')) {
		end[1] = '\0';
		open_from(p, hdr, end + 2);
		return;
	}
	nw = rules_header(hdr, w);
	if (nw < 1) {
		rules_perr(p, rules_here(p), "a section header looks like "
		    "[type ember]");
		return;
	}
	s = section_of(p, w);
	if (s && s->repeated)
		open_entry(p, s, w, nw);
	else if (s)
		open_single(p, s, w, nw);
}

/* strip_comment: cut s at a "#" that starts a word and ends it. */
static void
rules_strip_comment(char *s)
{
	char *c;

	for (c = s; (c = strchr(c, '#')) != NULL; c++) {
		if ((c == s || c[-1] == ' ' || c[-1] == '\t') &&
		    (c[1] == '\0' || c[1] == ' ' || c[1] == '\t')) {
			*c = '\0';
			return;
		}
	}
}

char *
rules_trim(char *s)
{
	size_t len;

	rules_strip_comment(s);
	while (*s == ' ' || *s == '\t')
		s++;
	len = strlen(s);
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t'))
		s[--len] = '\0';
	return s;
}

/*
 * set_field: rules_set_field; once [rules] names the kind, the kind's own
 * rules, with its defaults, come with it (rules_set_kind).
 */
static void
set_field(struct parser *p, const struct field *f, char *rest)
{
	int was = p->r->kind, kind;

	rules_set_field(p, f, rest);
	if (p->sec == &rules_section && p->r->kind != was) {
		kind = p->r->kind;
		p->r->kind = was;
		rules_set_kind(p->r, kind);
	}
}

static void
parse_line(struct parser *p, char *s)
{
	const struct field *f;
	char *key, *rest;

	s = rules_trim(s);
	if (!*s)
		return;
	if (*s == '[') {
		open_section(p, s);
		return;
	}
	if (!p->entry) {
		if (!p->sec)
			rules_perr(p, rules_here(p), "a setting outside any "
			    "section (start with [rules])");
		return;
	}
	key = s;
	rest = s + strcspn(s, " \t");
	if (*rest)
		*rest++ = '\0';
	for (f = p->sec->fields; f->key; f++)
		if (strcmp(f->key, key) == 0)
			break;
	if (!f->key) {
		rules_perr(p, rules_here(p), "unknown setting \"%s\" in [%s]",
		    key, p->sec->name);
		return;
	}
	set_field(p, f, rest);
	if (!p->sec->repeated && p->nset < sizeof(p->set) / sizeof(p->set[0])) {
		p->set[p->nset].f = f;
		p->set[p->nset++].line = rules_here(p);
	}
	if (p->sec == &rules_section)
		check_players(p, f);
	if (p->sec == &rules_section && strcmp(f->key, "panels") == 0 &&
	    (p->r->panels == 3 || p->r->panels == 5))
		rules_perr(p, rules_here(p), "panels: a board folds in 1 "
		    "(flat), 2, 4 or 6 panels, not %d", p->r->panels);
}

unsigned
rules_key_line(const struct parser *p, const char *sec, const char *key)
{
	const struct section *s = find_section(sec, p->r->kind);
	const struct field *f;
	size_t i;

	if (!s)
		return 0;
	for (f = s->fields; f->key && strcmp(f->key, key) != 0; f++)
		;
	for (i = p->nset; i-- > 0;)
		if (p->set[i].f == f)
			return p->set[i].line;
	return 0;
}

/* Resolution and checks that need the whole file. */

int
rules_find_entry(const struct rules *r, const char *sec, const char *name)
{
	const struct section *s = find_section(sec, r->kind);
	size_t i, n;

	if (!s || !s->repeated)
		return -1;
	n = entry_count(s, r);
	for (i = 0; i < n; i++)
		if (strcmp(entry_name(s, r, i), name) == 0)
			return (int)i;
	return -1;
}

const char *
rules_entry_at(const struct rules *r, const char *sec, size_t k)
{
	const struct section *s = find_section(sec, r->kind);

	return s && s->repeated && k < entry_count(s, r) ?
	    entry_name(s, r, k) : NULL;
}

int
rules_find_type(const struct rules *r, const char *name)
{
	return rules_find_entry(r, "type", name);
}

int
rules_find_expansion(const struct rules *r, const char *name)
{
	return rules_find_entry(r, "expansion", name);
}

void
rules_resolve(struct parser *p, struct rules_ref *ref, const char *sec,
    const char *what, const char *owner)
{
	ref->index = -1;
	if (!ref->name[0])
		return;
	ref->index = rules_find_entry(p->r, sec, ref->name);
	if (ref->index < 0)
		rules_perr(p, ref->line, "%s: %s \"%s\" names no [%s %s]",
		    owner, what, ref->name, sec, ref->name);
}

void
rules_resolve_refs(struct parser *p, struct rules_refs *rs, const char *sec,
    const char *what, const char *owner)
{
	size_t i, j;

	for (i = 0; i < rs->n; i++) {
		rules_resolve(p, &rs->v[i], sec, what, owner);
		for (j = 0; j < i; j++)
			if (strcmp(rs->v[i].name, rs->v[j].name) == 0)
				rules_perr(p, rs->v[i].line,
				    "%s: %s \"%s\" is listed twice", owner,
				    what, rs->v[i].name);
	}
}

void
rules_check_icon(struct parser *p, const char *icondir, char *icon,
    const char *name, unsigned line)
{
	char path[4096];
	struct stat st;

	if (!icon[0])
		snprintf(icon, RULES_NAME, "%s", name);
	if (!icondir)
		return;
	snprintf(path, sizeof(path), "%s/%s.svg", icondir, icon);
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		rules_perr(p, line, "%s: icon \"%s\" does not exist (no %s)",
		    name, icon, path);
}

void
rules_run_checks(struct parser *p, const char *icondir,
    void (*const *checks)(struct parser *p, const char *icondir))
{
	for (; *checks; checks++)
		(*checks)(p, icondir);
}

/*
 * not_xml_text: the offset of the first byte of s (n bytes) that a deck
 * could not carry as XML 1.0 text (a control byte other than tab, CR and
 * LF; bytes that are not UTF-8, or encode a surrogate, U+FFFE or U+FFFF),
 * or n when there is none. The rules are embedded in every deck, so what
 * the readers would refuse there is refused here, where the designer can
 * see which line.
 */
size_t
rules_not_xml_text(const unsigned char *s, size_t n)
{
	size_t i = 0, k, len;
	uint32_t c;

	while (i < n) {
		c = s[i];
		if (c < 0x80) {
			if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
				return i;
			i++;
			continue;
		}
		len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
		if (len == 0 || c > 0xF4 || i + len > n)
			return i;
		c &= 0x3F >> (len - 1);
		for (k = 1; k < len; k++) {
			if ((s[i + k] & 0xC0) != 0x80)
				return i;
			c = c << 6 | (s[i + k] & 0x3F);
		}
		if ((len == 2 && c < 0x80) || (len == 3 && c < 0x800) ||
		    (len == 4 && c < 0x10000) || c > 0x10FFFF ||
		    (c >= 0xD800 && c <= 0xDFFF) || c == 0xFFFE || c == 0xFFFF)
			return i;
		i += len;
	}
	return n;
}

/*
 * skip_bom: a byte-order mark, as some Windows editors write, is not part
 * of the rules: it is dropped (from the text a deck embeds too), so the
 * first line opens [rules] as it shows in the editor.
 */
static void
skip_bom(const char **text, size_t *len)
{
	if (*len >= 3 && memcmp(*text, "\xEF\xBB\xBF", 3) == 0) {
		*text += 3;
		*len -= 3;
	}
}

/* parser_start: p ready to read text into r, which keeps a copy of it. */
static void
parser_start(struct parser *p, struct rules *r, const char *text,
    size_t len, const char *origin, unsigned base, struct diag *d)
{
	memset(p, 0, sizeof(*p));
	p->r = r;
	p->d = d;
	p->origin = origin;
	p->base = base;
	r->text = mem_strndup(text, len);
	r->len = len;
	r->origin = mem_strdup(origin);
	r->base_line = base;
}

/* check_bytes: is text (len bytes) text a deck can carry? -1 (told) if not. */
static int
check_bytes(struct parser *p, const char *text, size_t len)
{
	const char *nl;
	size_t bad;

	if (memchr(text, '\0', len)) {
		rules_perr(p, 0, "the rules file is not text (it holds a NUL "
		    "byte)");
		return -1;
	}
	bad = rules_not_xml_text((const unsigned char *)text, len);
	if (bad == len)
		return 0;
	for (nl = text; (nl = memchr(nl, '\n', (size_t)(text + bad - nl))) !=
	    NULL; nl++)
		p->line++;
	rules_perr(p, rules_here(p) + 1, "byte 0x%02X is %s", (unsigned)
	    (unsigned char)text[bad], (unsigned char)text[bad] < 0x20 ?
	    "a control character (only tab, CR and LF may appear)" :
	    "not UTF-8 text");
	return -1;
}

void
rules_lines(const char *text, size_t len, char *buf, size_t n,
    int (*fn)(void *ctx, char *line), void *ctx)
{
	const char *s = text, *end = text + len, *nl;
	size_t llen;

	while (s < end) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		/*
		 * A line may end in CR LF (a file saved on Windows): the CR
		 * goes before anything else, or a lone "#" ending in it
		 * would not start a comment. The text keeps it, so the
		 * deck embeds the file as it was.
		 */
		llen = (size_t)(nl - s);
		if (llen > 0 && s[llen - 1] == '\r')
			llen--;
		if (llen < n) {
			memcpy(buf, s, llen);
			buf[llen] = '\0';
		}
		if (fn(ctx, llen < n ? buf : NULL))
			return;
		s = nl + 1;
	}
}

/* one_line: a line for rules_lines: through parse_line. */
static int
one_line(void *ctx, char *s)
{
	struct parser *p = ctx;

	p->line++;
	if (s)
		parse_line(p, s);
	else
		rules_perr(p, rules_here(p), "line longer than 4095 "
		    "characters");
	return 0;
}

/* read_lines: each line of text (len bytes) through parse_line. */
static void
read_lines(struct parser *p, const char *text, size_t len)
{
	char buf[4096];

	rules_lines(text, len, buf, sizeof(buf), one_line, p);
}

/* check_file: the checks that need the whole file read: the kind's. */
static int
check_file(struct parser *p, const char *icondir)
{
	const struct rules *r = p->r;

	if (p->nseen == 0 || !r->id[0] || r->kind < 0) {
		rules_perr(p, 0, "a [rules] section with an id and a kind is "
		    "needed");
		return -1;
	}
	if (kind_rules(r->kind)) {
		if (kind_rules(r->kind)->finish)
			kind_rules(r->kind)->finish(p, icondir);
	} else
		rules_perr(p, 0, "%s boards are not available yet",
		    kind_name(r->kind));
	return p->errors ? -1 : 0;
}

static int
parse_text(struct rules *r, const char *text, size_t len, const char *origin,
    unsigned base, const char *icondir, const char *dir, struct diag *d)
{
	struct parser p;

	skip_bom(&text, &len);
	parser_start(&p, r, text, len, origin, base, d);
	p.dir = dir;
	if (check_bytes(&p, text, len) < 0)
		return -1;
	read_lines(&p, text, len);
	return check_file(&p, icondir);
}

int
rules_load_text(struct rules *r, const char *text, size_t len,
    const char *origin, unsigned base_line, const char *icondir,
    struct diag *d)
{
	return parse_text(r, text, len, origin, base_line ? base_line : 1,
	    icondir, NULL, d);
}

int
rules_load_file(struct rules *r, const char *path, const char *icondir,
    struct diag *d)
{
	struct rfile rf;
	size_t n;
	char *buf = rfile_read(path, RULES_BYTES, &n, &rf), *dir;
	const char *slash;
	int rc;

	if (!buf) {
		/* A folder keeps the words read(2) gave it before. */
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s%s",
		    rf.status == RFILE_OPEN ? "cannot open rules file: " :
		    rf.status == RFILE_LARGE ? "rules file larger than 1 MiB" :
		    "cannot read rules file: ", rf.status == RFILE_LARGE ? "" :
		    rf.status == RFILE_FOLDER ? strerror(EISDIR) : rf.why);
		return -1;
	}
	/* The CSV files the rules name are beside them. */
	slash = strrchr(path, '/');
	dir = slash ? mem_strndup(path, (size_t)(slash - path +
	    (slash == path))) : mem_strdup(".");
	rc = parse_text(r, buf, n, path, 1, icondir, dir, d);
	free(dir);
	free(buf);
	return rc;
}

void
rules_seen_set(struct rules_seen *s, const struct rules *r)
{
	s->r = r;
	s->text = r->text;
	s->len = r->len;
	s->font = r->font;
	s->picture = r->picture;
	s->npicture = r->npicture;
}

int
rules_seen_same(const struct rules_seen *s, const struct rules *r)
{
	return s->r == r && s->text == r->text && s->len == r->len &&
	    s->font == r->font && s->picture == r->picture &&
	    s->npicture == r->npicture;
}
