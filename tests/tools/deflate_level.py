#!/usr/bin/python3
"""deflate_level.py PDF: the zlib level each Flate stream of a PDF was
compressed at, read with pikepdf: a stream is of level L when zlib at L
(default window, memory level and strategy, as deflateInit) turns its
decompressed bytes into exactly its stored ones. Prints one line,
"LEVELS N": the levels that fit every stream (comma-separated, "none"
when no level fits them all) and the count of Flate streams. Exit 2
when the file cannot be read."""
import sys
import zlib

import pikepdf


def main(path):
    try:
        pdf = pikepdf.open(path)
    except Exception as e:  # pikepdf's errors have no common base
        print("%s: %s" % (path, e), file=sys.stderr)
        return 2
    fits = set(range(10))
    n = 0
    for obj in pdf.objects:
        if not isinstance(obj, pikepdf.Stream):
            continue
        f = obj.get("/Filter")
        if isinstance(f, pikepdf.Array) and len(f) == 1:
            f = f[0]
        if f != pikepdf.Name.FlateDecode:
            continue
        raw = obj.read_raw_bytes()
        data = zlib.decompress(raw)
        n += 1
        fits = {lv for lv in fits if zlib.compress(data, lv) == raw}
    print("%s %d" % (",".join(map(str, sorted(fits))) or "none", n))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: deflate_level.py PDF", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
