/* tts.c: a board as a Tabletop Simulator saved object (a Custom_Tile). */
#include "sheet/tts.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "core/num.h"
#include "core/sha256.h"

void
tts_guid(const char *id, char out[TTS_GUID])
{
	struct sha256 s;
	uint8_t d[SHA256_LEN];

	sha256_begin(&s);
	sha256_add(&s, id, strlen(id));
	sha256_end(&s, d, NULL);
	snprintf(out, TTS_GUID, "%02x%02x%02x", d[0], d[1], d[2]);
}

/* key: "name": at depth (two spaces a level), as Json.NET indents. */
static void
key(struct json *j, int depth, const char *name)
{
	json_fmt(j, "%*s", 2 * depth, "");
	json_cstr(j, name);
	json_raw(j, ": ", 2);
}

/* end: a value's end: a comma unless last, and the line's. */
static void
end(struct json *j, int last)
{
	json_raw(j, last ? "\n" : ",\n", last ? 1 : 2);
}

/* field: "name": value, the text of value as it is (a number, true...). */
static void
field(struct json *j, int depth, const char *name, const char *value,
    int last)
{
	key(j, depth, name);
	json_raw(j, value, strlen(value));
	end(j, last);
}

static void
str(struct json *j, int depth, const char *name, const char *value,
    int last)
{
	key(j, depth, name);
	json_cstr(j, value);
	end(j, last);
}

static void
num(struct json *j, int depth, const char *name, double v, int last)
{
	key(j, depth, name);
	json_num(j, v);
	end(j, last);
}

/* obj_open, obj_close: an object's braces, its fields between them at
 * depth + 1; name NULL: an element of an array. */
static void
obj_open(struct json *j, int depth, const char *name)
{
	if (name)
		key(j, depth, name);
	else
		json_fmt(j, "%*s", 2 * depth, "");
	json_raw(j, "{\n", 2);
}

static void
obj_close(struct json *j, int depth, int last)
{
	json_fmt(j, "%*s}", 2 * depth, "");
	end(j, last);
}

/* A field of a table: its name and its value's text as it is written. */
struct tts_field {
	const char *name, *value;
};

/* fields: n of them at depth; last: the object's last is theirs. */
static void
fields(struct json *j, int depth, const struct tts_field *f, size_t n,
    int last)
{
	size_t i;

	for (i = 0; i < n; i++)
		field(j, depth, f[i].name, f[i].value, last && i + 1 == n);
}

#define NFIELDS(a) (sizeof(a) / sizeof((a)[0]))

/* The tile lies on the table's centre, face up, its top to the first
 * seat (rotY 180, as the game turns a new tile); its size is in scaleX
 * and scaleZ. */
static const struct tts_field place[] = {
	{ "posX", "0" }, { "posY", "1" }, { "posZ", "0" }, { "rotX", "0" },
	{ "rotY", "180" }, { "rotZ", "0" },
};
static const struct tts_field white[] = {
	{ "r", "1" }, { "g", "1" }, { "b", "1" },
};
/* The object's switches, as the game writes a new tile's, in its order. */
static const struct tts_field flags[] = {
	{ "Locked", "false" }, { "Grid", "true" }, { "Snap", "true" },
	{ "IgnoreFoW", "false" }, { "MeasureMovement", "false" },
	{ "DragSelectable", "true" }, { "Autoraise", "true" },
	{ "Sticky", "true" }, { "Tooltip", "true" },
	{ "GridProjection", "false" }, { "HideWhenFaceDown", "false" },
	{ "Hands", "false" },
};
/* A saved object's outer fields, empty (the save's own are not). */
static const struct tts_field outer[] = {
	{ "SaveName", "\"\"" }, { "Date", "\"\"" },
	{ "VersionNumber", "\"\"" }, { "GameMode", "\"\"" },
	{ "GameType", "\"\"" }, { "GameComplexity", "\"\"" },
	{ "Tags", "[]" }, { "Gravity", "0.5" }, { "PlayArea", "0.5" },
	{ "Table", "\"\"" }, { "Sky", "\"\"" }, { "Note", "\"\"" },
	{ "TabStates", "{}" }, { "LuaScript", "\"\"" },
	{ "LuaScriptState", "\"\"" }, { "XmlUI", "\"\"" },
};
static const struct tts_field scripts[] = {
	{ "LuaScript", "\"\"" }, { "LuaScriptState", "\"\"" },
	{ "XmlUI", "\"\"" },
};

static void
tile(struct json *j, const struct tts_tile *t)
{
	char guid[TTS_GUID];

	tts_guid(t->id, guid);
	obj_open(j, 2, NULL);
	str(j, 3, "GUID", guid, 0);
	str(j, 3, "Name", "Custom_Tile", 0);
	obj_open(j, 3, "Transform");
	fields(j, 4, place, NFIELDS(place), 0);
	num(j, 4, "scaleX", t->width / NUM_MM_PER_IN / TTS_TILE_UNITS, 0);
	field(j, 4, "scaleY", "1", 0);
	num(j, 4, "scaleZ", t->height / NUM_MM_PER_IN / TTS_TILE_UNITS, 1);
	obj_close(j, 3, 0);
	str(j, 3, "Nickname", t->id, 0);
	str(j, 3, "Description", t->description, 0);
	str(j, 3, "GMNotes", "", 0);
	obj_open(j, 3, "ColorDiffuse");
	fields(j, 4, white, NFIELDS(white), 1);
	obj_close(j, 3, 0);
	fields(j, 3, flags, NFIELDS(flags), 0);
	obj_open(j, 3, "CustomImage");
	str(j, 4, "ImageURL", t->front, 0);
	str(j, 4, "ImageSecondaryURL", t->back ? t->back : "", 0);
	field(j, 4, "ImageScalar", "1", 0);
	field(j, 4, "WidthScale", "0", 0);
	obj_open(j, 4, "CustomTile");
	field(j, 5, "Type", "0", 0);
	num(j, 5, "Thickness", TTS_THICKNESS, 0);
	field(j, 5, "Stackable", "false", 0);
	field(j, 5, "Stretch", "true", 1);
	obj_close(j, 4, 1);
	obj_close(j, 3, 0);
	fields(j, 3, scripts, NFIELDS(scripts), 1);
	obj_close(j, 2, 1);
}

void
tts_saved_object(struct json *j, const struct tts_tile *t)
{
	obj_open(j, 0, NULL);
	fields(j, 1, outer, NFIELDS(outer), 0);
	key(j, 1, "ObjectStates");
	json_raw(j, "[\n", 2);
	tile(j, t);
	json_raw(j, "  ]\n}\n", 6);
}

int
tts_file_base(char *buf, size_t n, const char *dir)
{
	static const char hex[] = "0123456789ABCDEF";
	size_t k = 0;
	const unsigned char *s;

	if (dir[0] != '/' || n < 9)
		return -1;
	memcpy(buf, "file://", 7);
	k = 7;
	for (s = (const unsigned char *)dir; *s; s++) {
		int plain = (*s >= 'a' && *s <= 'z') ||
		    (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
		    strchr("-._~/", *s) != NULL;

		if (k + (plain ? 1 : 3) + 2 > n)
			return -1;
		if (plain) {
			buf[k++] = (char)*s;
		} else {
			buf[k++] = '%';
			buf[k++] = hex[*s >> 4];
			buf[k++] = hex[*s & 15];
		}
	}
	if (buf[k - 1] != '/')
		buf[k++] = '/';
	buf[k] = '\0';
	return 0;
}

int
tts_url_ok(const char *base)
{
	size_t i, len = strlen(base);

	if (len == 0 || len > 1024 || !(strncmp(base, "http://", 7) == 0 ||
	    strncmp(base, "https://", 8) == 0 ||
	    strncmp(base, "file://", 7) == 0))
		return 0;
	for (i = 0; i < len; i++)
		if (base[i] <= ' ' || base[i] > '~' ||
		    strchr("\"\\<>", base[i]))
			return 0;
	return 1;
}

int
tts_url(char *buf, size_t n, const char *base, const char *name)
{
	size_t len = strlen(base);
	int k = snprintf(buf, n, "%s%s%s", base,
	    len && base[len - 1] == '/' ? "" : "/", name);

	return k < 0 || (size_t)k >= n ? -1 : 0;
}
