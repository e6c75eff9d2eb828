#!/usr/bin/python3
"""pdfbytes.py PDF: what a PDF's pages cost: its pages, its bytes per page,
and of those the embedded fonts' (programs and ToUnicode maps, as stored,
each object once), read with pikepdf. For make bench."""
import os
import sys

import pikepdf


def main(path):
    pdf = pikepdf.open(path)
    fonts = {}
    for obj in pdf.objects:
        if not isinstance(obj, pikepdf.Dictionary):
            continue
        for key in ("/FontFile", "/FontFile2", "/FontFile3", "/ToUnicode"):
            if key in obj and isinstance(obj[key], pikepdf.Stream):
                s = obj[key]
                fonts[s.objgen] = len(s.read_raw_bytes())
    pages = len(pdf.pages)
    size = os.path.getsize(path)
    print("%d pages, %.2f KB/page, fonts %.2f KB/page (%d streams)" % (
        pages, size / pages / 1000, sum(fonts.values()) / pages / 1000,
        len(fonts)))


if __name__ == "__main__":
    main(sys.argv[1])
