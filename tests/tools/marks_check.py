#!/usr/bin/python3
# marks_check.py: where a page's marks land, read from the PDF (pikepdf:
# the boards' bleed boxes) and from renderings (Ghostscript's tiffsep
# plates, pdftoppm): every plate carries them, the colour bar has the
# spot's patch, and no mark enters a board's bleed or the grip.
#
#   marks_check.py plates PDF PAGE DPI DIR SPOT
#       DIR holds gs -sDEVICE=tiffsep's sep_PAGE(NAME).tif of page PAGE of
#       PDF at DPI. Prints "PLATE=N" for the inked pixels of each plate
#       (Cyan, Magenta, Yellow, Black, SPOT) in the marks' band (within
#       7 mm of a board's bleed box, outside every one), "shared=N" for
#       those every plate inks there, "patch=N" for the SPOT plate's ink
#       outside the boards that no other plate shares (its bar patch).
#   marks_check.py strip PDF OUT
#       OUT: PDF with every board's form emptied: the marks alone.
#   marks_check.py clear PDF PAGE PNG DPI GRIP TURN
#       PNG: page PAGE of the stripped PDF rendered at DPI (grey). Prints
#       "targets=N inbleed=N ingrip=N": the registration targets the page
#       draws, the inked pixels inside a board's bleed box (less half a
#       pixel) and inside the grip (the foot; the head too with TURN
#       tumble).
import sys

import pikepdf
from PIL import Image, ImageChops, ImageDraw

MM = 72 / 25.4


def mul(a, b):
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4],
            a[4] * b[1] + a[5] * b[3] + b[5]]


def boxes(pdf, page):
    """Each placed board's bleed box on a press sheet (points), from its
    form's /BBox through the matrix it is placed with; or, on a page of
    layout-pdf's, the page's BleedBox."""
    pg = pdf.pages[page - 1]
    out, ctm, stack = [], [1, 0, 0, 1, 0, 0], []
    if '/BPImposed' not in pg.obj:
        return [tuple(float(v) for v in pg.BleedBox)], \
            [float(v) for v in pg.MediaBox]
    xo = pg.Resources.get('/XObject', {})
    for ops, op in pikepdf.parse_content_stream(pg):
        op = str(op)
        if op == 'q':
            stack.append(ctm)
        elif op == 'Q':
            ctm = stack.pop()
        elif op == 'cm':
            ctm = mul([float(v) for v in ops], ctm)
        elif op == 'Do' and str(ops[0]) in xo:
            b = [float(v) for v in xo[str(ops[0])].BBox]
            xs, ys = [], []
            for x, y in ((b[0], b[1]), (b[2], b[1]), (b[0], b[3]),
                         (b[2], b[3])):
                xs.append(ctm[0] * x + ctm[2] * y + ctm[4])
                ys.append(ctm[1] * x + ctm[3] * y + ctm[5])
            out.append((min(xs), min(ys), max(xs), max(ys)))
    return out, [float(v) for v in pg.MediaBox]


def pixels(r, h, dpi):
    """Rectangle r (points, from the lower left) as pixel bounds."""
    s = dpi / 72
    return (r[0] * s, (h - r[3]) * s, r[2] * s, (h - r[1]) * s)


def ink(im):
    """The inked pixels of a plate or rendering (darker than half), 255."""
    return im.convert('L').point(lambda v: 255 if v < 128 else 0)


def mask(size, fill, hole):
    """255 in the pixel rectangles fill, less those in hole."""
    m = Image.new('L', size, 0)
    d = ImageDraw.Draw(m)
    for r in fill:
        d.rectangle([round(r[0]), round(r[1]), round(r[2]) - 1,
                     round(r[3]) - 1], fill=255)
    for r in hole:
        d.rectangle([round(r[0]), round(r[1]), round(r[2]) - 1,
                     round(r[3]) - 1], fill=0)
    return m


def count(im):
    return im.histogram()[255]


def plates(path, page, dpi, d, spot):
    pdf = pikepdf.open(path)
    bl, media = boxes(pdf, page)
    h = media[3] - media[1]
    names = ['Cyan', 'Magenta', 'Yellow', 'Black', spot]
    ims = [ink(Image.open('%s/sep_%d(%s).tif' % (d, page, n)))
           for n in names]
    size = ims[0].size
    px = [pixels(r, h, dpi) for r in bl]
    band = mask(size, [pixels((r[0] - 7 * MM, r[1] - 7 * MM, r[2] + 7 * MM,
                               r[3] + 7 * MM), h, dpi) for r in bl], px)
    out = mask(size, [(0, 0, size[0], size[1])], px)
    in_band = band.convert('1')
    for n, im in zip(names, ims):
        both = ImageChops.logical_and(im.convert('1'), in_band)
        print('%s=%d' % (n, count(both.convert('L'))))
    allp = band.convert('1')
    anyp = Image.new('1', size, 0)
    for im in ims:
        allp = ImageChops.logical_and(allp, im.convert('1'))
    for im in ims[:-1]:
        anyp = ImageChops.logical_or(anyp, im.convert('1'))
    print('shared=%d' % count(allp.convert('L')))
    only = ImageChops.subtract(ImageChops.multiply(ims[-1], out),
                               anyp.convert('L'))
    print('patch=%d' % count(only))


def strip(path, out):
    pdf = pikepdf.open(path)
    for pg in pdf.pages:
        for name, x in pg.Resources.get('/XObject', {}).items():
            x.write(b'')
    pdf.save(out)


def clear(path, page, png, dpi, grip, turn):
    pdf = pikepdf.open(path)
    bl, media = boxes(pdf, page)
    h = media[3] - media[1]
    ops = [str(op) for _, op in
           pikepdf.parse_content_stream(pdf.pages[page - 1])]
    # A target's ring is four curves; nothing else on a sheet's own
    # content is curved (the slug's glyphs are in its font).
    targets = ops.count('c') // 4
    im = ink(Image.open(png))
    w, ht = im.size
    # Half a pixel in from each box: a line's edge on the box's edge
    # rounds to either pixel.
    e = 0.5
    px = [pixels(r, h, dpi) for r in bl]
    px = [(r[0] + e, r[1] + e, r[2] - e, r[3] - e) for r in px]
    g = grip * MM * dpi / 72
    grips = [(0, ht - g + e, w, ht)]
    if turn == 'tumble':
        grips.append((0, 0, w, g - e))
    inbleed = count(ImageChops.multiply(im, mask(im.size, px, [])))
    ingrip = count(ImageChops.multiply(im, mask(im.size, grips, [])))
    print('targets=%d inbleed=%d ingrip=%d' % (targets, inbleed, ingrip))


def main():
    a = sys.argv[1:]
    if a and a[0] == 'plates' and len(a) == 6:
        plates(a[1], int(a[2]), float(a[3]), a[4], a[5])
    elif a and a[0] == 'strip' and len(a) == 3:
        strip(a[1], a[2])
    elif a and a[0] == 'clear' and len(a) == 7:
        clear(a[1], int(a[2]), a[3], float(a[4]), float(a[5]), a[6])
    else:
        sys.exit('usage: marks_check.py plates|strip|clear ...')


main()
