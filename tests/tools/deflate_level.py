#!/usr/bin/python3
"""deflate_level.py PDF: the libdeflate level each Flate stream of a PDF
was compressed at, read with pikepdf: a stream is of level L when
libdeflate's zlib compressor at L turns its decompressed bytes (Python's
zlib inflates them) into exactly its stored ones. libdeflate is called
through ctypes, as a C program would (lib/print/pdf_deflate.c). Prints
one line, "LEVELS N": the levels 1 to 9 that fit every stream
(comma-separated, "none" when no level fits them all) and the count of
Flate streams. Exit 2 when the file cannot be read."""
import ctypes
import sys
import zlib

import pikepdf

LIB = ctypes.CDLL("libdeflate.so.0")
LIB.libdeflate_alloc_compressor.restype = ctypes.c_void_p
LIB.libdeflate_alloc_compressor.argtypes = [ctypes.c_int]
LIB.libdeflate_zlib_compress_bound.restype = ctypes.c_size_t
LIB.libdeflate_zlib_compress_bound.argtypes = [ctypes.c_void_p,
                                               ctypes.c_size_t]
LIB.libdeflate_zlib_compress.restype = ctypes.c_size_t
LIB.libdeflate_zlib_compress.argtypes = [ctypes.c_void_p, ctypes.c_char_p,
                                         ctypes.c_size_t, ctypes.c_void_p,
                                         ctypes.c_size_t]
LIB.libdeflate_free_compressor.argtypes = [ctypes.c_void_p]
LEVELS = range(1, 10)


def deflate(c, data):
    """data deflated by compressor c as a zlib stream."""
    cap = LIB.libdeflate_zlib_compress_bound(c, len(data))
    out = ctypes.create_string_buffer(cap)
    n = LIB.libdeflate_zlib_compress(c, data, len(data), out, cap)
    return out.raw[:n]


def main(path):
    try:
        pdf = pikepdf.open(path)
    except Exception as e:  # pikepdf's errors have no common base
        print("%s: %s" % (path, e), file=sys.stderr)
        return 2
    comp = {lv: LIB.libdeflate_alloc_compressor(lv) for lv in LEVELS}
    fits = set(LEVELS)
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
        fits = {lv for lv in fits if deflate(comp[lv], data) == raw}
    for c in comp.values():
        LIB.libdeflate_free_compressor(c)
    print("%s %d" % (",".join(map(str, sorted(fits))) or "none", n))
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("usage: deflate_level.py PDF", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
