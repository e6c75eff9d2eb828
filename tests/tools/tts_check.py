#!/usr/bin/env python3
"""tts_check.py: layout-svg --tts's folder held to Tabletop Simulator's
saved-object format and to the boards' real size.

usage: tts_check.py (--dpi N | --width PX) --mm WxH [--backs DIR]
                    [--url BASE] [--expect N] TTSDIR

Every ID.json in TTSDIR is checked against SCHEMA below, written from the
format's documentation:
  - the save file: kb.tabletopsimulator.com/custom-content/save-file-format
    (SaveState, ObjectState, TransformState, ColorState, CustomImageState);
  - a saved object is a save whose outer fields are empty: SaveName, Date,
    VersionNumber, GameMode, GameType, GameComplexity "", Tags [],
    Gravity 0.5, PlayArea 0.5, Table, Sky, Note "", TabStates {},
    LuaScript, LuaScriptState, XmlUI "" (TTS Mod Manager's
    saved-object-feature.md, the table of its fields);
  - the Custom_Tile: kb.tabletopsimulator.com/custom-content/custom-tile
    (Type, Top Image, Bottom Image, Thickness "in in-game units (about an
    inch)", Stackable, Stretch Aspect Ratio) as the save names them
    (Benjamin-Dobell/tts-types, tts/ObjectState.def.lua: CustomImage's
    ImageURL and ImageSecondaryURL, CustomTile's Type 0-3, Box, Hex,
    Circle, Rounded, Thickness, Stackable, Stretch; the object's switches
    Locked, Grid, Snap, IgnoreFoW ... and their types).
No field outside the schema is allowed, none of it may be missing, and
each has its type (a JSON number for the game's floats, true/false for its
bools, an integer for its enums).

Then the boards: each object is a two-sided-capable box tile
(Type 0) with Stretch on, so its side at scale 1 is 2 units (inches) and
its size is 2 * scaleX by 2 * scaleZ inches: that must be the board's,
--mm, within 0.005 mm (the 4 decimals written); it lies face up
(rotX = rotZ = 0, scaleY = 1). Its ImageURL is BASE + ID-front.png (BASE:
--url, or TTSDIR's file:// URL), a PNG in TTSDIR of the board's size at
the resolution asked: round(mm / 25.4 * dpi), round half up, or --width
PX across and round(H * PX / W) down; its ImageSecondaryURL is
BASE + ID-back.png of the same size, or "" for a one-sided board. With
--backs DIR (a layout-svg --png folder of the same deck), a board is
two-sided exactly when DIR holds its ID-back.png. Beside each ID.json is
its thumbnail ID.png, 256 pixels on its long side, the board's
proportions within a pixel; no other file is in TTSDIR. --expect N: N
saved objects. Prints one line a fault and exits 1, or "tts: N objects
(M two-sided) checked" and 0.
"""
import json
import math
import os
import re
import struct
import sys
import urllib.parse

# The schema: a field's name and what it must be: a type name, or a dict
# of the fields of an object (all required, no others).
NUM, INT, BOOL, STR = "number", "integer", "bool", "string"

TRANSFORM = {k: NUM for k in ("posX", "posY", "posZ", "rotX", "rotY",
                              "rotZ", "scaleX", "scaleY", "scaleZ")}
COLOR = {"r": NUM, "g": NUM, "b": NUM}
CUSTOM_TILE = {"Type": INT, "Thickness": NUM, "Stackable": BOOL,
               "Stretch": BOOL}
CUSTOM_IMAGE = {"ImageURL": STR, "ImageSecondaryURL": STR,
                "ImageScalar": NUM, "WidthScale": NUM,
                "CustomTile": CUSTOM_TILE}
OBJECT = {"GUID": STR, "Name": STR, "Transform": TRANSFORM,
          "Nickname": STR, "Description": STR, "GMNotes": STR,
          "ColorDiffuse": COLOR,
          "Locked": BOOL, "Grid": BOOL, "Snap": BOOL, "IgnoreFoW": BOOL,
          "MeasureMovement": BOOL, "DragSelectable": BOOL,
          "Autoraise": BOOL, "Sticky": BOOL, "Tooltip": BOOL,
          "GridProjection": BOOL, "HideWhenFaceDown": BOOL, "Hands": BOOL,
          "CustomImage": CUSTOM_IMAGE,
          "LuaScript": STR, "LuaScriptState": STR, "XmlUI": STR}
SAVE = {"SaveName": STR, "Date": STR, "VersionNumber": STR,
        "GameMode": STR, "GameType": STR, "GameComplexity": STR,
        "Tags": "list", "Gravity": NUM, "PlayArea": NUM, "Table": STR,
        "Sky": STR, "Note": STR, "TabStates": "object", "LuaScript": STR,
        "LuaScriptState": STR, "XmlUI": STR, "ObjectStates": "objects"}
# The outer fields' values in a saved object (TTS Mod Manager's table).
SAVED_OBJECT = {"SaveName": "", "Date": "", "VersionNumber": "",
                "GameMode": "", "GameType": "", "GameComplexity": "",
                "Tags": [], "Gravity": 0.5, "PlayArea": 0.5, "Table": "",
                "Sky": "", "Note": "", "TabStates": {}, "LuaScript": "",
                "LuaScriptState": "", "XmlUI": ""}

faults = []


def fault(where, what):
    faults.append("%s: %s" % (where, what))


def typed(v, t):
    if t == NUM:
        return isinstance(v, (int, float)) and not isinstance(v, bool) \
            and math.isfinite(v)
    if t == INT:
        return isinstance(v, int) and not isinstance(v, bool)
    if t == BOOL:
        return isinstance(v, bool)
    if t == STR:
        return isinstance(v, str)
    if t == "list":
        return isinstance(v, list)
    if t in ("object", "objects"):
        return isinstance(v, dict) if t == "object" else \
            isinstance(v, list) and all(isinstance(o, dict) for o in v)
    raise ValueError(t)


def against(where, v, schema):
    """v, an object, against schema: every field, no other, typed."""
    if not isinstance(v, dict):
        fault(where, "not an object")
        return
    for k in v:
        if k not in schema:
            fault(where, "field %s is not in the format" % k)
    for k, t in schema.items():
        if k not in v:
            fault(where, "no field %s" % k)
        elif isinstance(t, dict):
            against("%s.%s" % (where, k), v[k], t)
        elif not typed(v[k], t):
            fault(where, "%s is %r, not a %s" % (k, v[k], t))


def no_dups(pairs):
    keys = [k for k, _ in pairs]
    dup = {k for k in keys if keys.count(k) > 1}
    if dup:
        raise ValueError("a field twice: %s" % ", ".join(sorted(dup)))
    return dict(pairs)


def png_size(path):
    """A PNG's width and height from its IHDR, or None."""
    try:
        with open(path, "rb") as f:
            head = f.read(24)
    except OSError:
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or \
            head[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", head[16:24])


def half_up(x):
    return int(math.floor(x + 0.5))


def main(argv):
    args = {"--dpi": None, "--width": None, "--mm": None, "--backs": None,
            "--url": None, "--expect": None}
    i = 1
    while i < len(argv) - 1 and argv[i] in args:
        args[argv[i]] = argv[i + 1]
        i += 2
    if i != len(argv) - 1 or not args["--mm"] or \
            (args["--dpi"] is None) == (args["--width"] is None):
        sys.stderr.write(__doc__.split("\n\n")[1] + "\n")
        return 2
    d = argv[i]
    W, H = (float(x) for x in args["--mm"].split("x"))
    if args["--dpi"]:
        dpi = float(args["--dpi"])
        px = (half_up(W / 25.4 * dpi), half_up(H / 25.4 * dpi))
    else:
        pw = int(args["--width"])
        px = (pw, half_up(H * pw / W))
    base = args["--url"] or \
        "file://" + urllib.parse.quote(os.path.realpath(d)) + "/"
    if not base.endswith("/"):
        base += "/"
    files = set(os.listdir(d))
    seen = set()
    objects = two = 0
    for name in sorted(files):
        if not name.endswith(".json"):
            continue
        ident = name[:-5]
        objects += 1
        # Its files, whatever it says of them (each is checked below).
        seen.update({name, ident + ".png", ident + "-front.png",
                     ident + "-back.png"})
        try:
            with open(os.path.join(d, name), encoding="utf-8") as f:
                doc = json.load(f, object_pairs_hook=no_dups,
                                parse_constant=lambda c: float("nan"))
        except (ValueError, OSError) as e:
            fault(name, "not JSON: %s" % e)
            continue
        against(name, doc, SAVE)
        for k, v in SAVED_OBJECT.items():
            if k in doc and doc[k] != v:
                fault(name, "%s is %r: a saved object's is %r" %
                      (k, doc[k], v))
        states = doc.get("ObjectStates")
        if not isinstance(states, list) or len(states) != 1:
            fault(name, "ObjectStates holds not one object")
            continue
        o = states[0]
        where = name + ": the object"
        before = len(faults)
        against(where, o, OBJECT)
        if len(faults) > before:
            continue
        if o["Name"] != "Custom_Tile":
            fault(where, "Name %r, not Custom_Tile" % o["Name"])
        if not re.fullmatch(r"[0-9a-f]{6}", o["GUID"]):
            fault(where, "GUID %r is not 6 hex digits" % o["GUID"])
        if o["Nickname"] != ident:
            fault(where, "Nickname %r, not its id %r" % (o["Nickname"],
                                                         ident))
        for c in "rgb":
            if not 0 <= o["ColorDiffuse"][c] <= 1:
                fault(where, "ColorDiffuse.%s outside 0..1" % c)
        ci = o["CustomImage"]
        ct = ci["CustomTile"]
        if ct["Type"] not in (0, 1, 2, 3):
            fault(where, "CustomTile.Type %r is none of Box, Hex, Circle, "
                  "Rounded (0-3)" % ct["Type"])
        if ct["Type"] != 0 or not ct["Stretch"]:
            fault(where, "not a box tile with Stretch on: its size is "
                  "not 2 units a scale")
        if not 0 < ct["Thickness"] <= 1:
            fault(where, "Thickness %r" % ct["Thickness"])
        t = o["Transform"]
        for k in ("rotX", "rotZ"):
            if t[k] % 360 != 0:
                fault(where, "%s %r: not face up" % (k, t[k]))
        if t["scaleY"] != 1:
            fault(where, "scaleY %r" % t["scaleY"])
        size = (2 * t["scaleX"] * 25.4, 2 * t["scaleZ"] * 25.4)
        if abs(size[0] - W) > 0.005 or abs(size[1] - H) > 0.005:
            fault(where, "%.3f x %.3f mm on the table, not %g x %g" %
                  (size[0], size[1], W, H))
        front = base + ident + "-front.png"
        if ci["ImageURL"] != front:
            fault(where, "ImageURL %r, not %r" % (ci["ImageURL"], front))
        sides = [ident + "-front.png"]
        if ci["ImageSecondaryURL"]:
            back = base + ident + "-back.png"
            if ci["ImageSecondaryURL"] != back:
                fault(where, "ImageSecondaryURL %r, not %r" %
                      (ci["ImageSecondaryURL"], back))
            sides.append(ident + "-back.png")
            two += 1
        elif ident + "-back.png" in files:
            fault(where, "no ImageSecondaryURL, yet %s-back.png" % ident)
        if args["--backs"]:
            paper = os.path.exists(os.path.join(args["--backs"],
                                                ident + "-back.png"))
            if paper != (len(sides) == 2):
                fault(where, "%s on paper, %s on the table" %
                      ("two-sided" if paper else "one-sided",
                       "two-sided" if len(sides) == 2 else "one-sided"))
        for s in sides:
            got = png_size(os.path.join(d, s))
            if got is None:
                fault(s, "no PNG")
            elif got != px:
                fault(s, "%d x %d pixels, not %d x %d" % (got + px))
        thumb = ident + ".png"
        got = png_size(os.path.join(d, thumb))
        if got is None:
            fault(thumb, "no thumbnail PNG beside %s" % name)
        elif max(got) != 256 or abs(got[0] * H - got[1] * W) > max(W, H):
            fault(thumb, "%d x %d: not 256 on its long side in the "
                  "board's proportions" % got)
    for s in sorted(files - seen):
        fault(s, "a file of no saved object")
    if args["--expect"] is not None and objects != int(args["--expect"]):
        fault(d, "%d saved objects, not %s" % (objects, args["--expect"]))
    if objects == 0:
        fault(d, "no saved object")
    for f in faults:
        print("tts: " + f)
    if faults:
        return 1
    print("tts: %d objects (%d two-sided) checked" % (objects, two))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
