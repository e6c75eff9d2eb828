/* rules.h: loading a game designer's rules file into struct rules. */
#ifndef BP_RULES_H
#define BP_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "core/diag.h"

#define RULES_NAME 32
#define RULES_TITLE 64
#define RULES_PMAX 16 /* player counts 0 .. RULES_PMAX - 1 */
#define RULES_ENTRIES 1000 /* entries of one table ([type …] sections) */
#define RULES_BYTES (1 << 20) /* a rules file (the default is about 8 KB) */

/*
 * A reference by name to an entry of another section, resolved after the
 * whole file is read. index is -1 while unresolved or when name is "".
 */
struct rules_ref {
	char name[RULES_NAME];
	unsigned line;
	int32_t index;
};

struct rules_refs {
	struct rules_ref *v;
	size_t n;
};

/*
 * How a style marks a category's discs inside their rim, so categories
 * are told apart without colour: nothing, a thin ring, a dashed ring, a
 * ring of dots, a bold band, eight ticks (board/style_look.h's names).
 */
enum { RULES_RIM_PLAIN, RULES_RIM_RING, RULES_RIM_DASHED, RULES_RIM_DOTTED,
	RULES_RIM_BOLD, RULES_RIM_TICKS };

/*
 * A look the rules file does not hold but a style may set: the fill of a
 * kind of area (a terrain, a dungeon's walls) or the ink of a line. Named
 * in a style as [sec name] (templates/style/README.md); each kind's
 * rules.c sets its looks and today's colours as their defaults.
 */
enum { RULES_FILL_SOLID, RULES_FILL_HATCH, RULES_FILL_NONE };
#define RULES_LOOKS 6 /* looks of a kind at most */
struct rules_look {
	char sec[RULES_NAME], name[RULES_NAME];
	uint32_t colour;  /* 0xRRGGBB, or a style's STYLE_CMYK colour */
	uint32_t fill;    /* RULES_FILL_*; only where area is set */
	uint32_t angle;   /* degrees (0 .. 179) of a hatch's lines */
	uint32_t gap;     /* 1/100 mm between a hatch's lines */
	int area;         /* a fill (fill is a key), not a line */
};

struct font;
/*
 * A spot colour a style names (board/style.h): the separation's name as
 * the shop's ink book spells it, and the CMYK it falls back to, held as
 * a style's CMYK colour (STYLE_CMYK | c << 21 | m << 14 | y << 7 | k).
 */
#define RULES_SPOTS 16
#define RULES_SPOT_NAME 64
struct rules_spot {
	char name[RULES_SPOT_NAME];
	uint32_t cmyk;
};

struct pins;
struct style_files;
struct style_picture;

/*
 * Where a designer's colour (#RRGGBB) was given: on line of the rules
 * file (r->origin) or, with style set, of the style (r->style_origin).
 * Kept so what prints can name the line of a colour it cannot print.
 */
struct rules_colour_at {
	uint32_t colour;  /* 0xRRGGBB */
	unsigned line;
	int style;
};

struct rules {
	char id[RULES_NAME];
	char title[RULES_TITLE];
	int kind;           /* index in the kind table (board/kind.h), or -1 */
	int players_min, players_max;
	char *text;         /* the file as read, for embedding */
	char *style;        /* a style's text read over it (board/style.h), or
			       NULL: embedded in the deck after the rules */
	size_t style_len;
	char *style_origin; /* its file name (or the deck's), for messages */
	struct style_picture *picture; /* its [picture] sections */
	size_t npicture;
	struct font *font;  /* the style's [font] (board/font.h), or NULL:
			       DejaVu Sans */
	struct rules_spot spot[RULES_SPOTS]; /* the style's spot colours */
	size_t nspot;
	/*
	 * The style's [plate] (sheet/draw.h, draw_plate): the colour of what
	 * the board's own text (its caption) sits on and of its frame, each
	 * as a look's colour, when plate_set and border_set are 1.
	 */
	uint32_t plate, plate_border, plate_set, border_set;
	struct style_files *files; /* files the style names, or NULL
				      (board/style_asset.h) */
	size_t len;
	char *origin;       /* file name for messages */
	unsigned base_line; /* line of the text's first line in origin */
	struct rules_colour_at *colour_at; /* the #RRGGBB colours given,
					      in the order read */
	size_t ncolour_at, capcolour_at;
	int attempts;       /* structure attempts before giving up: the
			       kind's main section's "attempts", or 50 */
	/*
	 * A folding board ([rules]' "panels" and "hinge"): the board folds
	 * in panels (1: flat, 2, 4 or 6; board/mark.h, board_fold_hinges)
	 * along hinges hinge mm wide, which what a player reads keeps off
	 * (the check clarity.hinge, run only when panels > 1).
	 */
	int panels;
	double hinge;
	/*
	 * The pins every board is made with (board/pins.h: a pins file read
	 * over these rules, embedded in the deck as <pins>), or NULL: owned,
	 * freed by rules_fini; a copy (rules_copy) shares them.
	 */
	struct pins *pins;
	/*
	 * The kind's own rules (its folder's rules.h: struct rules_KIND),
	 * reached through its accessor (KIND_rules(r)): allocated
	 * with the kind's defaults once the [rules] section names the kind
	 * (rules_set_kind), freed by rules_fini; NULL before.
	 */
	void *part;
};

/*
 * rules_look_add: a look [sec name] of colour and fill, area or line, at
 * the end of look (n of RULES_LOOKS). rules_look: r's look [sec name] of
 * its kind, or NULL; rules_looks: all of them (*n).
 */
void rules_look_add(struct rules_look *look, size_t *n, const char *sec,
    const char *name, uint32_t colour, int area);
struct rules_look *rules_look(struct rules *r, const char *sec,
    const char *name);
struct rules_look *rules_looks(struct rules *r, size_t *n);

/* rules_colour_at: note that colour was given on line (style: of the
 * style); see struct rules_colour_at. */
void rules_colour_at(struct rules *r, uint32_t colour, unsigned line,
    int style);

/* rules_init / rules_fini: caller-owned storage; fini frees all. */
void rules_init(struct rules *r);
void rules_fini(struct rules *r);

/*
 * rules_copy: dst (uninitialised) a copy of src whose kind's part is its
 * own, so that what a caller changes in dst's kind rules leaves src's
 * alone. The tables the part points to (and everything else src holds)
 * stay src's: free dst with rules_copy_fini, never rules_fini.
 */
void rules_copy(struct rules *dst, const struct rules *src);
void rules_copy_fini(struct rules *dst);

/*
 * rules_load_file: read and check the rules file at path. On any problem,
 * one diag line per mistake (file:line) is added with DIAG_FATAL and -1 is
 * returned; r is then left initialised but unusable. icondir, when not
 * NULL, is where icons are looked up ("<icondir>/<name>.svg").
 */
int rules_load_file(struct rules *r, const char *path, const char *icondir,
    struct diag *d);

/*
 * rules_load_text: the same from len bytes of text whose first line is line
 * base_line of the file named origin (used for rules embedded in a deck).
 */
int rules_load_text(struct rules *r, const char *text, size_t len,
    const char *origin, unsigned base_line, const char *icondir,
    struct diag *d);

/* rules_find_entry: index of the entry name in table section sec, or -1;
 * rules_find_*: the same in the sections type and expansion. */
/*
 * rules_seen: what a cache kept on a board (a kind's plan, its key's
 * reserve) holds of the rules it was made with: the object and what
 * hangs off it (text, font, pictures), compared by address; the kind's
 * own section the cache compares itself, byte for byte, from a copy.
 * rules_seen_set records r; rules_seen_same: r is the rules recorded.
 */
struct rules_seen {
	const struct rules *r;
	const char *text;
	size_t len;
	const struct font *font;
	const struct style_picture *picture;
	size_t npicture;
};

void rules_seen_set(struct rules_seen *s, const struct rules *r);
int rules_seen_same(const struct rules_seen *s, const struct rules *r);

int rules_find_entry(const struct rules *r, const char *sec,
    const char *name);
int rules_find_type(const struct rules *r, const char *name);
int rules_find_expansion(const struct rules *r, const char *name);

/* rules_entry_at: the name of entry k of table section sec of r (r's
 * own string), or NULL when there is none (preview's page lists a
 * rules' expansions). */
const char *rules_entry_at(const struct rules *r, const char *sec, size_t k);

#endif
