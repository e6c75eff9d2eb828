#!/usr/bin/python3
"""logo.py: where a page's logo is, read from the PDF (tests/cli/logo.sh).

  logo.py PDF PAGE BBOX WORD

PDF's page PAGE (from 1): every image XObject its content places, and
the rectangles it paints (re), in points from the media box's top-left
corner, y down, through the page's own q/Q/cm (icons' forms are not
entered). BBOX is `pdftotext -bbox` of the same page. One line each:

  images N                the number of images placed
  logo X0 Y0 X1 Y1        the last image's box, mm
  box X0 Y0 X1 Y1         the smallest rectangle drawn before it that
                          holds it and is larger (its kind's box), mm,
                          or "box none"
  under N                 the words of BBOX that overlap the logo
  word X0 Y0 X1 Y1        WORD's box (its first), mm, or "word none"
"""
import re
import sys

import pikepdf

MM = 25.4 / 72


def mul(a, b):
    return [a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3],
            a[2] * b[0] + a[3] * b[2], a[2] * b[1] + a[3] * b[3],
            a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5]]


def bbox(m, x, y, w, h, top):
    pts = [(x + i * w, y + j * h) for i in (0, 1) for j in (0, 1)]
    xs = [m[0] * px + m[2] * py + m[4] for px, py in pts]
    ys = [top - (m[1] * px + m[3] * py + m[5]) for px, py in pts]
    return (min(xs), min(ys), max(xs), max(ys))


def walk(page):
    top = float(page.mediabox[3])
    xobj = page.resources.get('/XObject', {})
    ctm, stack, rects, images = [1, 0, 0, 1, 0, 0], [], [], []
    for ops, op in pikepdf.parse_content_stream(page):
        op = str(op)
        if op == 'q':
            stack.append(ctm)
        elif op == 'Q':
            ctm = stack.pop()
        elif op == 'cm':
            ctm = mul([float(v) for v in ops], ctm)
        elif op == 're':
            rects.append(bbox(ctm, *[float(v) for v in ops], top))
        elif op == 'Do':
            x = xobj.get(str(ops[0]))
            if x is not None and x.get('/Subtype') == '/Image':
                images.append((bbox(ctm, 0, 0, 1, 1, top), len(rects)))
    return images, rects


def words(path):
    out = []
    for m in re.finditer(r'<word xMin="([\d.]+)" yMin="([\d.]+)" '
                         r'xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>',
                         open(path, encoding='utf-8').read()):
        out.append((tuple(float(v) for v in m.groups()[:4]), m.group(5)))
    return out


def mm(b):
    return ' '.join('%.2f' % (v * MM) for v in b)


def main():
    pdf = pikepdf.open(sys.argv[1])
    images, rects = walk(pdf.pages[int(sys.argv[2]) - 1])
    print('images', len(images))
    if not images:
        return
    logo, before = images[-1]
    print('logo', mm(logo))
    # (Not its own clip, the image's size.)
    hold = [r for r in rects[:before] if r[0] <= logo[0] + 0.01 and
            r[1] <= logo[1] + 0.01 and r[2] >= logo[2] - 0.01 and
            r[3] >= logo[3] - 0.01 and (r[2] - r[0]) * (r[3] - r[1]) >
            (logo[2] - logo[0]) * (logo[3] - logo[1]) + 1]
    hold.sort(key=lambda r: (r[2] - r[0]) * (r[3] - r[1]))
    print('box', mm(hold[0]) if hold else 'none')
    ws = words(sys.argv[3])
    # A word's box is its line's, taller than its ink: 0.5 pt of slack.
    under = [t for b, t in ws if b[0] < logo[2] - 0.5 and
             b[2] > logo[0] + 0.5 and b[1] < logo[3] - 0.5 and
             b[3] > logo[1] + 0.5]
    print('under', len(under))
    first = [b for b, t in ws if t == sys.argv[4]]
    print('word', mm(first[0]) if first else 'none')


main()
