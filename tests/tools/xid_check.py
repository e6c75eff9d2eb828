#!/usr/bin/python3
"""xid_check.py: the GTS_XID keys (ISO 16612-2) of a merged deck, read with
pikepdf, an independent reader. Usage: xid_check.py DECK.pdf [CHUNK.pdf...]
(the chunks in the deck's order, as merged). Prints one "name value" line
for each count the tests look at:

  xobjects N          form and image XObjects in the deck
  images N            of them images
  without N           of them without a GTS_XID string "uuid:" + a UUID
  named N             of them with one
  dup-ids N           identifiers two distinct objects carry
  art-ids N           the same art (stream bytes, BBox) with two identifiers
  chunks N            chunks given
  across N            identifiers used on pages of two chunks or more
  across-objects N    of those, used through more than one object
  chunk-art-ids N     art of the chunk files with two identifiers among
                      them (page-number forms aside: the merge fills them)
  chunk-missing N     identifiers of the chunks' shared art not in the deck
  fonts N             embedded font programs (FontFile, FontFile2,
                      FontFile3 streams of the fonts' descriptors)
  fonts-without N     of them without a GTS_XID string "uuid:" + a UUID
  font-dup-ids N      identifiers two font programs carry
  font-art-ids N      the same program bytes with two identifiers, in the
                      deck and the chunks together
  font-shared N       programs alike in two chunks or more kept as one
                      object in the deck (its pages' fonts share it)
  font-copies N       programs alike in two chunks or more that the deck
                      holds more than once
"""
import re
import sys
from collections import defaultdict

import pikepdf

UUID = re.compile(r"^uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-"
                  r"[89ab][0-9a-f]{3}-[0-9a-f]{12}$")
MARK = b"%%bp-page "


def xobjects(pdf):
    """Every form and image XObject of pdf, by its object number."""
    out = {}
    for o in pdf.objects:
        if isinstance(o, pikepdf.Stream) and \
                o.get("/Subtype") in ("/Form", "/Image") and \
                o.get("/Type", "/XObject") == "/XObject":
            out[o.objgen] = o
    return out


def xid(o):
    v = o.get("/GTS_XID")
    return str(v) if isinstance(v, pikepdf.String) else None


def programs(pdf):
    """Every embedded font program of pdf, by its object number: the
    FontFile streams its fonts' descriptors name."""
    out = {}
    for o in pdf.objects:
        if isinstance(o, pikepdf.Dictionary) and \
                o.get("/Type") == "/FontDescriptor":
            for k in ("/FontFile", "/FontFile2", "/FontFile3"):
                f = o.get(k)
                if isinstance(f, pikepdf.Stream):
                    out[f.objgen] = f
    return out


def font_counts(deck, chunks, counts):
    """The font programs' counts (the docstring's fonts... lines)."""
    ps = programs(deck)
    counts["fonts"] = len(ps)
    ids, arts = defaultdict(set), defaultdict(set)
    for og, o in ps.items():
        i = xid(o)
        if i is None or not UUID.match(i):
            counts["fonts-without"] += 1
            continue
        ids[i].add(og)
        arts[o.read_bytes()].add(i)
    counts["font-dup-ids"] = sum(1 for s in ids.values() if len(s) > 1)
    seen = defaultdict(set)
    for c, f in enumerate(chunks):
        for o in programs(f).values():
            arts[o.read_bytes()].add(xid(o))
            seen[o.read_bytes()].add(c)
    counts["font-art-ids"] = sum(1 for s in arts.values() if len(s) > 1)
    held = defaultdict(int)
    for o in ps.values():
        held[o.read_bytes()] += 1
    for b, cs in seen.items():
        if len(cs) > 1:
            counts["font-shared" if held[b] == 1 else "font-copies"] += 1


def art(o):
    """What an XObject draws, as bytes a test can compare."""
    return (str(o.Subtype), repr(o.get("/BBox")), o.read_bytes())


def main():
    deck = pikepdf.open(sys.argv[1])
    xs = xobjects(deck)
    counts = defaultdict(int)
    counts["xobjects"] = len(xs)
    counts["images"] = sum(1 for o in xs.values() if o.Subtype == "/Image")
    ids, arts = defaultdict(set), defaultdict(set)
    for og, o in xs.items():
        i = xid(o)
        if i is None or not UUID.match(i):
            counts["without"] += 1
            continue
        ids[i].add(og)
        counts["named"] += 1
        arts[art(o)].add(i)
    counts["dup-ids"] = sum(1 for s in ids.values() if len(s) > 1)
    counts["art-ids"] = sum(1 for s in arts.values() if len(s) > 1)

    # Which chunk each page of the deck came from, by the chunks' counts.
    chunks = [pikepdf.open(f) for f in sys.argv[2:]]
    counts["chunks"] = len(chunks)
    owner = []
    for c, f in enumerate(chunks):
        owner += [c] * len(f.pages)
    used = defaultdict(lambda: (set(), set()))
    for n, page in enumerate(deck.pages):
        res = page.obj.get("/Resources")
        xo = res.get("/XObject") if res is not None else None
        if xo is None or n >= len(owner):
            continue
        for name, o in xo.items():
            i = xid(o)
            if i is not None:
                used[i][0].add(owner[n])
                used[i][1].add(o.objgen)
    across = [u for u in used.values() if len(u[0]) > 1]
    counts["across"] = len(across)
    counts["across-objects"] = sum(1 for u in across if len(u[1]) > 1)

    # The same art in every chunk has one identifier, found in the deck.
    carts = defaultdict(set)
    for f in chunks:
        for o in xobjects(f).values():
            if MARK in o.read_bytes():
                continue
            i = xid(o)
            carts[art(o)].add(i)
            if i is not None and i not in ids:
                counts["chunk-missing"] += 1
    counts["chunk-art-ids"] = sum(1 for s in carts.values() if len(s) > 1)
    font_counts(deck, chunks, counts)
    for k in ("xobjects", "images", "without", "named", "dup-ids", "art-ids",
              "chunks", "across", "across-objects", "chunk-art-ids",
              "chunk-missing", "fonts", "fonts-without", "font-dup-ids",
              "font-art-ids", "font-shared", "font-copies"):
        print(k, counts[k])


if __name__ == "__main__":
    main()
