/*
 * tts.h: a board as a Tabletop Simulator saved object: a Custom_Tile
 * (the only custom object with an image on each side) at the board's
 * real size, its faces' images named by URL.
 *
 * The format is Tabletop Simulator's save file (kb.tabletopsimulator.com,
 * "Save File Format"): a saved object is a save whose outer fields are
 * empty and whose ObjectStates hold the object. A Custom_Tile's
 * CustomImage names its top image (ImageURL) and its bottom one
 * (ImageSecondaryURL; empty: the top one on both sides), and its
 * CustomTile its shape (Type 0, a box), Thickness in the table's units,
 * Stackable and Stretch ("Custom Tile" in the same knowledge base).
 *
 * Size: a unit of the table is an inch ("about an inch", the knowledge
 * base's Custom Tile page); a tile with Stretch on is square, TTS_TILE_UNITS
 * units across at scale 1 (not in the knowledge base: saves that lay
 * tiles edge to edge show it, two of scale 38 placed 76 units apart), and
 * the save scales each axis on its own, so a board W x H mm is scaleX =
 * W / 25.4 / 2, scaleZ = H / 25.4 / 2: the image, of the board's own
 * proportions, is stretched by neither.
 */
#ifndef BP_TTS_H
#define BP_TTS_H

#include <stddef.h>

#include "core/json.h"

/* A Custom_Tile's side at scale 1, in the table's units (inches). */
#define TTS_TILE_UNITS 2.0
/* Its thickness: Tabletop Simulator's own default for a new tile, 0.1
 * unit (2.5 mm), about a board mounted on greyboard. */
#define TTS_THICKNESS 0.1
/* The long side of the thumbnail beside a saved object, in pixels. */
#define TTS_THUMB_PX 256
/* A GUID as Tabletop Simulator writes them: 6 hex digits and a NUL. */
#define TTS_GUID 7

/* What a saved object shows; its strings are the caller's. */
struct tts_tile {
	const char *id;          /* the board's id: its name on the table
				    and the source of its GUID */
	const char *description; /* shown under the name (UTF-8) */
	double width, height;    /* the board's trim, mm (> 0) */
	const char *front;       /* the top image's URL */
	const char *back;        /* the bottom image's URL, or NULL: the
				    front on both sides (one-sided) */
};

/*
 * tts_guid: the object's GUID for id: the first 3 bytes of id's SHA-256
 * as 6 lowercase hex digits, so the same board is the same object in
 * every run (Tabletop Simulator gives a spawned object a new GUID when
 * its own is taken).
 */
void tts_guid(const char *id, char out[TTS_GUID]);

/*
 * tts_saved_object: t as a saved object's JSON text, appended to j: the
 * save's outer fields empty, one Custom_Tile in ObjectStates, on the
 * table's centre, its top to the first seat (rotY 180), unlocked,
 * scaled to t's size as this file's comment says (4 decimals: 0.0025 mm
 * of a board). Out of memory exits (core/mem.h).
 */
void tts_saved_object(struct json *j, const struct tts_tile *t);

/*
 * tts_file_base: the file URL (RFC 8089) of the absolute folder dir, with
 * a '/' after it, into buf (n bytes): "file://" and the path with every
 * byte but RFC 3986's unreserved ones and '/' percent-encoded. Returns
 * 0, or -1 when dir is not absolute or buf is too small.
 */
int tts_file_base(char *buf, size_t n, const char *dir);

/*
 * tts_url_ok: 1 when base can begin an image's URL: of printable ASCII
 * without a space, '"', '\\', '<' or '>', 1 to 1,024 bytes long, and
 * http://, https:// or file:// at its start; else 0.
 */
int tts_url_ok(const char *base);

/*
 * tts_url: base and name as one URL, with a '/' between them when base
 * does not end in one, into buf (n bytes). Returns 0, or -1 when it does
 * not fit.
 */
int tts_url(char *buf, size_t n, const char *base, const char *name);

#endif
