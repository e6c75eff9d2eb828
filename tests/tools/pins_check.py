#!/usr/bin/env python3
"""pins_check.py DECK PIN...: does every board of DECK keep the pins?

A test's own reading of the deck, beside validate's completeness.pins
(lib/board/pins.c), so the two can disagree: each PIN is X,Y,NAME[+NAME]
in mm from the trim's top-left corner, as a pins file gives it
(README.md, "Pins files"). On a nodes board the node nearest (X, Y)
among those that take a type (role inner or edge) must be of type NAME;
on a transport board the city whose cell's centre is nearest must want
exactly the goods NAME+NAME; on a dungeon the floor cell whose centre
is nearest (the grid centred on the page as dungeon/map.c places it)
must hold a feature of type NAME. Ties go to the first in the deck, as the
library's. Prints "BOARDS boards, every pin kept" and exits 0, or one
line per pin a board lost and exits 1.
"""
import sys
import xml.etree.ElementTree as ET


def nearest(points, x, y):
    best, bd = None, None
    for p in points:
        d = (p[0] - x) ** 2 + (p[1] - y) ** 2
        if bd is None or d < bd:
            best, bd = p, d
    return best


def main():
    deck, pins = sys.argv[1], []
    for a in sys.argv[2:]:
        x, y, names = a.split(",", 2)
        pins.append((float(x), float(y), sorted(names.split("+"))))
    boards = lost = 0
    for _, el in ET.iterparse(deck, events=("end",)):
        if el.tag != "board":
            continue
        boards += 1
        kind = el.get("kind")
        if kind == "nodes":
            pts = [(float(n.get("x")), float(n.get("y")), n.get("id"),
                    [n.get("type")]) for n in el.iter("node")
                   if n.get("role") in ("inner", "edge")]
        elif kind == "dungeon":
            cell = float(el.get("cell"))
            rows = [r.text for r in el.find("terrain").iter("row")]
            x0 = (float(el.get("width")) - len(rows[0]) * cell) / 2
            y0 = 6.0 + (float(el.get("height")) - 12.0 - 13.0 -
                        len(rows) * cell) / 2
            held = {}
            for f in el.find("features").iter("feature"):
                held.setdefault((int(f.get("col")), int(f.get("row"))),
                                []).append(f.get("type"))
            pts = [(x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell,
                    "cell %d,%d" % (c, r), held.get((c, r), ["floor"]))
                   for r, row in enumerate(rows)
                   for c, ch in enumerate(row) if ch == "."]
        else:
            cell = float(el.get("cell"))
            pts = [((int(c.get("col")) + 0.5) * cell,
                    (int(c.get("row")) + 0.5) * cell, c.get("id"),
                    sorted(w.get("good") for w in c.iter("want")))
                   for c in el.iter("city")]
        for x, y, names in pins:
            p = nearest(pts, x, y)
            if p is None or sorted(p[3]) != names:
                lost += 1
                print("%s: %s nearest %g %g has %s, not %s" % (
                    el.get("id"), p[2] if p else "nothing", x, y,
                    "+".join(p[3]) if p else "-", "+".join(names)))
        el.clear()
    if lost == 0:
        print("%d boards, every pin kept" % boards)
    return 1 if lost or boards == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
