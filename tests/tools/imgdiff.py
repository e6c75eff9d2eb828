#!/usr/bin/python3
"""imgdiff.py: how far two renderings of the same page differ.

    imgdiff.py A.png B.png BLOCK [DIFF.png]

Both images are taken as RGB on white (transparency flattened) and must
be the same size. Prints one line, "mad M share S block K max X": M the
mean absolute difference per channel (0 to 255) and S the share of
pixels (0 to 1) whose largest channel difference is over 64, pixel by
pixel; X the largest difference (0 to 255) between the two images' means
over K x K blocks, where two renderers' different anti-aliasing averages
out and a mark one of them lacks or colours differently does not. With
DIFF.png, the difference image: white where equal, darker the more they
differ, red over 64. Exit 0, or 2 on unreadable or mismatched input.
"""
import sys

from PIL import Image, ImageChops

OVER = 64


def load(path):
    im = Image.open(path)
    im.load()
    if im.mode in ("RGBA", "LA", "P"):
        im = im.convert("RGBA")
        bg = Image.new("RGBA", im.size, (255, 255, 255, 255))
        im = Image.alpha_composite(bg, im)
    return im.convert("RGB")


def worst(d):
    """The largest of the three channels of difference image d."""
    r, g, b = d.split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b)


def main(argv):
    if len(argv) not in (4, 5) or not argv[3].isdigit() or argv[3] == "0":
        print("usage: imgdiff.py A.png B.png BLOCK [DIFF.png]",
              file=sys.stderr)
        return 2
    try:
        a, b = load(argv[1]), load(argv[2])
    except OSError as e:
        print(f"imgdiff.py: {e}", file=sys.stderr)
        return 2
    if a.size != b.size:
        print(f"imgdiff.py: sizes differ: {a.size} and {b.size}",
              file=sys.stderr)
        return 2
    k = int(argv[3])
    n = a.size[0] * a.size[1]
    d = ImageChops.difference(a, b)
    hist = d.histogram()
    total = sum(i * c for j in range(3) for i, c in
                enumerate(hist[256 * j:256 * (j + 1)]))
    w = worst(d)
    over = sum(w.histogram()[OVER + 1:])
    size = (max(1, a.size[0] // k), max(1, a.size[1] // k))
    blocks = worst(ImageChops.difference(a.resize(size, Image.BOX),
                                         b.resize(size, Image.BOX)))
    print(f"mad {total / (3 * n):.3f} share {over / n:.5f} "
          f"block {k} max {blocks.getextrema()[1]}")
    if len(argv) == 5:
        grey = w.point(lambda v: 255 - v)
        out = Image.merge("RGB", (grey, grey, grey))
        out.paste((255, 0, 0), mask=w.point(lambda v: 255 if v > OVER else 0))
        out.save(argv[4])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
