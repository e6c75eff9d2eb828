#!/usr/bin/python3
# make-art.py: the textures the shipped styles place (parchment, meadow,
# waves, flagstone), drawn from numbers by this script so that they are
# the project's own, under its licence. Each is a seamless tile, 480 px
# square, meant for "tile 40" (40 mm: 305 ppi) and light, as layout-pdf
# asks (mean L* at least 65). And the project's logo (logo.png: a board's
# nodes in a ring, and the name in DejaVu Serif from fonts/), 240 px
# high, for "[picture logo]" at its 12 mm (508 ppi); a logo lies beside the
# text, not under it, and may be dark. Run from anywhere: it writes
# beside itself.
# The same script gives the same pixels (seeded; Pillow's PNG writer).
import math
import os
import random

from PIL import Image, ImageDraw, ImageFilter, ImageFont

N = 480
HERE = os.path.dirname(os.path.abspath(__file__))


def periodic_noise(rng, cells, amp):
    """Smooth noise that wraps at the tile's edges: a cells x cells grid
    of random values, cosine-interpolated, the grid read modulo cells."""
    g = [[rng.uniform(-1, 1) for _ in range(cells)] for _ in range(cells)]
    out = [[0.0] * N for _ in range(N)]
    for y in range(N):
        fy = y * cells / N
        y0 = int(fy)
        ty = (1 - math.cos((fy - y0) * math.pi)) / 2
        for x in range(N):
            fx = x * cells / N
            x0 = int(fx)
            tx = (1 - math.cos((fx - x0) * math.pi)) / 2
            a = g[y0 % cells][x0 % cells]
            b = g[y0 % cells][(x0 + 1) % cells]
            c = g[(y0 + 1) % cells][x0 % cells]
            d = g[(y0 + 1) % cells][(x0 + 1) % cells]
            top = a + (b - a) * tx
            bot = c + (d - c) * tx
            out[y][x] = amp * (top + (bot - top) * ty)
    return out


def tinted(base, layers):
    im = Image.new("RGB", (N, N))
    px = im.load()
    for y in range(N):
        for x in range(N):
            v = sum(layer[y][x] for layer in layers)
            px[x, y] = tuple(max(0, min(255, int(round(c + v)))) for c in base)
    return im


def wrap_draw(im, draw_fn):
    """Draw with draw_fn(draw, dx, dy) nine times, shifted by the tile's
    size, so whatever crosses an edge comes in at the other."""
    d = ImageDraw.Draw(im)
    for dy in (-N, 0, N):
        for dx in (-N, 0, N):
            draw_fn(d, dx, dy)


def parchment():
    rng = random.Random(1801)
    im = tinted((244, 236, 216), [periodic_noise(rng, 4, 7),
                                  periodic_noise(rng, 16, 3)])
    fibres = [(rng.uniform(0, N), rng.uniform(0, N), rng.uniform(0, math.pi),
               rng.uniform(8, 26)) for _ in range(140)]

    def draw(d, dx, dy):
        for x, y, a, l in fibres:
            d.line([(x + dx, y + dy), (x + dx + l * math.cos(a),
                    y + dy + l * math.sin(a))], fill=(226, 214, 188), width=1)
    wrap_draw(im, draw)
    return im


def meadow():
    rng = random.Random(2207)
    im = tinted((230, 238, 212), [periodic_noise(rng, 5, 6)])
    blades = [(rng.uniform(0, N), rng.uniform(0, N), rng.uniform(-0.5, 0.5),
               rng.uniform(6, 14)) for _ in range(420)]

    def draw(d, dx, dy):
        for x, y, a, l in blades:
            d.line([(x + dx, y + dy), (x + dx + l * math.sin(a),
                    y + dy - l * math.cos(a))], fill=(196, 214, 170), width=2)
    wrap_draw(im, draw)
    return im


def waves():
    rng = random.Random(3121)
    im = tinted((208, 226, 240), [periodic_noise(rng, 4, 4)])
    rows, cols = 8, 6
    h, w = N / rows, N / cols

    def draw(d, dx, dy):
        for r in range(rows):
            off = (r % 2) * w / 2
            for c in range(cols):
                x = c * w + off + dx
                y = r * h + dy
                d.arc([x, y, x + w, y + h * 1.2], 200, 340,
                      fill=(168, 198, 226), width=3)
    wrap_draw(im, draw)
    return im


def flagstone():
    rng = random.Random(4409)
    seeds = [(rng.uniform(0, N), rng.uniform(0, N)) for _ in range(26)]
    shade = [rng.uniform(-7, 7) for _ in seeds]
    base = periodic_noise(rng, 12, 3)
    im = Image.new("RGB", (N, N))
    px = im.load()
    for y in range(N):
        for x in range(N):
            best = second = 1e9
            k = 0
            for i, (sx, sy) in enumerate(seeds):
                ddx = min(abs(x - sx), N - abs(x - sx))
                ddy = min(abs(y - sy), N - abs(y - sy))
                dist = math.hypot(ddx, ddy)
                if dist < best:
                    best, second, k = dist, best, i
                elif dist < second:
                    second = dist
            v = 226 + shade[k] + base[y][x]
            if second - best < 3.0:
                v = 188
            px[x, y] = (int(v), int(v), int(v - 3))
    return im.filter(ImageFilter.SMOOTH)


def logo():
    ink, tint = (52, 40, 30), (214, 168, 92)
    font = ImageFont.truetype(os.path.join(HERE, "..", "..", "..", "fonts",
                                           "DejaVuSerif.ttf"), 92)
    w = 250 + int(math.ceil(font.getlength("boardpress"))) + 16
    im = Image.new("RGB", (w, 240), (255, 255, 255))
    d = ImageDraw.Draw(im)
    cx, cy, r = 120, 120, 104
    d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=ink, width=10)
    # Five nodes round a centre, each joined to it and to the next.
    pts = [(cx + 58 * math.sin(k * 2 * math.pi / 5),
            cy - 58 * math.cos(k * 2 * math.pi / 5)) for k in range(5)]
    for k, p in enumerate(pts):
        d.line([p, (cx, cy)], fill=ink, width=6)
        d.line([p, pts[(k + 1) % 5]], fill=ink, width=6)
    for x, y in pts + [(cx, cy)]:
        s = 20 if (x, y) == (cx, cy) else 14
        d.ellipse([x - s, y - s, x + s, y + s], fill=tint, outline=ink,
                  width=5)
    d.text((250, 120), "boardpress", font=font, fill=ink, anchor="lm")
    return im


for name, make in (("parchment", parchment), ("meadow", meadow),
                   ("waves", waves), ("flagstone", flagstone),
                   ("logo", logo)):
    make().save(os.path.join(HERE, name + ".png"), optimize=True)
