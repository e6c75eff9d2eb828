#!/usr/bin/python3
"""pictures.py: what tests/cli/pictures.sh makes and reads (PIL, pikepdf).

  make FILE W H R G B [A]   a W x H picture (PNG or JPEG, by FILE's name)
                            of colour R G B (alpha A), with faint stripes
  huge FILE                 a PNG whose header claims 20000 x 20000 px
  cmyk FILE                 a small CMYK JPEG
  png16 FILE W H            a 16-bit, interlaced grey PNG
  padded FILE SRC BYTES     the PNG SRC with a tEXt chunk making it BYTES
  rows FILE W H K           a W x H light RGB PNG whose one zlib stream
                            holds K times the rows its IHDR declares
  progressive FILE W H [flat]  a light W x H progressive JPEG (flat: one
                            colour, no stripes)
  scans FILE SRC N          the JPEG SRC with its smallest scan (SOS to
                            the next marker) repeated N times before EOI
  images PDF                each image XObject: colour space, filter,
                            bits, /SMask present (one line each)
  maxink PDF                the most ink of any pixel of its CMYK images,
                            in percent (C + M + Y + K), and the most
                            cyan, magenta and yellow (C + M + Y)
  corner PNG                the RGB of the rendering's top-left pixel
  clip BEFORE AFTER         the renderings of a page without and with a
                            texture: how many pixels changed, and how
                            many changed far (5 x 5: the edge's antialiasing) from the colour most
                            of the changed ones had before (its shape)
"""
import struct
import sys
import zlib


def make(path, w, h, r, g, b, a=None):
    from PIL import Image, ImageDraw
    mode = 'RGBA' if a is not None else 'RGB'
    col = (r, g, b, a) if a is not None else (r, g, b)
    im = Image.new(mode, (w, h), col)
    d = ImageDraw.Draw(im)
    step = max(8, w // 40)
    dark = tuple(max(0, c - 18) for c in (r, g, b))
    if a is not None:
        dark += (a,)
    for x in range(-h, w, step):
        d.line([(x, 0), (x + h, h)], fill=dark, width=max(1, step // 4))
    if path.lower().endswith(('.jpg', '.jpeg')):
        im.save(path, quality=92)
    else:
        im.save(path)


def huge(path):
    ihdr = struct.pack('>IIBBBBB', 20000, 20000, 8, 2, 0, 0, 0)
    idat = zlib.compress(b'\0' * 61)
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) +
                chunk(b'IDAT', idat) + chunk(b'IEND', b''))


def chunk(t, data):
    c = zlib.crc32(t + data) & 0xffffffff
    return struct.pack('>I', len(data)) + t + data + struct.pack('>I', c)


def padded(path, src, size):
    b = open(src, 'rb').read()
    end = b.rindex(b'IEND') - 4
    pad = size - len(b) - 12 - len(b'note\0')
    text = chunk(b'tEXt', b'note\0' + b'a' * pad)
    with open(path, 'wb') as f:
        f.write(b[:end] + text + b[end:])


def rows(path, w, h, k):
    ihdr = struct.pack('>IIBBBBB', w, h, 8, 2, 0, 0, 0)
    row = bytearray(b'\0' + bytes((246, 238, 222)) * w)
    z = zlib.compressobj(6)
    data = []
    for y in range(h):
        row[1 + 3 * (y % w)] = 200  # faint marks, not one colour
        data.append(bytes(row))
    raw = b''.join(data)
    idat = b''.join(z.compress(raw) for _ in range(k)) + z.flush()
    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', ihdr) +
                chunk(b'IDAT', idat) + chunk(b'IEND', b''))


def progressive(path, w, h, flat=False):
    from PIL import Image, ImageDraw
    im = Image.new('RGB', (w, h), (244, 236, 216))
    d = ImageDraw.Draw(im)
    for x in range(-h, w, 1 << 30 if flat else 40):
        d.line([(x, 0), (x + h, h)], fill=(226, 218, 200), width=10)
    im.save(path, quality=90, progressive=True)


def jpeg_scans(b):
    """(start, end) of each scan: its SOS segment and data."""
    at, out = 2, []
    while at + 4 <= len(b) and b[at] == 0xff:
        m = b[at + 1]
        if m == 0xd9:
            break
        n = b[at + 2] << 8 | b[at + 3]
        if m != 0xda:
            at += 2 + n
            continue
        end = at + 2 + n
        while not (b[end] == 0xff and b[end + 1] not in
                   (0, *range(0xd0, 0xd8))):
            end += 1
        out.append((at, end))
        at = end
    return out


def scans(path, src, n):
    b = open(src, 'rb').read()
    s, e = min(jpeg_scans(b), key=lambda r: r[1] - r[0])
    end = b.rindex(b'\xff\xd9')
    with open(path, 'wb') as f:
        f.write(b[:end] + b[s:e] * n + b[end:])


def images(path):
    import pikepdf
    pdf = pikepdf.open(path)
    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Stream) and obj.get('/Subtype') == '/Image':
            f = obj.get('/Filter')
            if isinstance(f, pikepdf.Array):
                f = ','.join(str(x) for x in f)
            print(obj.get('/ColorSpace'), f, obj.get('/BitsPerComponent'),
                  'smask' if '/SMask' in obj or '/Mask' in obj else 'opaque')


def maxink(path):
    import pikepdf
    pdf = pikepdf.open(path)
    most = cmy = 0
    for obj in pdf.objects:
        if isinstance(obj, pikepdf.Stream) and obj.get('/Subtype') == '/Image':
            d = obj.read_bytes()
            for i in range(0, len(d) - 3, 4):
                s = d[i] + d[i + 1] + d[i + 2]
                cmy = max(cmy, s)
                most = max(most, s + d[i + 3])
    print(most * 100 // 255, cmy * 100 // 255)


def clip(before, after):
    from PIL import Image
    a = Image.open(before).convert('RGB')
    b = Image.open(after).convert('RGB')
    w, h = a.size
    pa, pb = a.load(), b.load()
    changed = [(x, y) for y in range(h) for x in range(w)
               if max(abs(p - q) for p, q in zip(pa[x, y], pb[x, y])) > 8]
    if not changed:
        print(0, 0)
        return
    counts = {}
    for x, y in changed:
        counts[pa[x, y]] = counts.get(pa[x, y], 0) + 1
    shape = max(counts, key=counts.get)

    def near(x, y):
        for j in range(max(0, y - 2), min(h, y + 3)):
            for i in range(max(0, x - 2), min(w, x + 3)):
                if max(abs(p - q) for p, q in zip(pa[i, j], shape)) <= 6:
                    return True
        return False
    far = sum(1 for x, y in changed if not near(x, y))
    print(len(changed), far)


def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == 'make':
        make(args[0], *[int(v) for v in args[1:]])
    elif cmd == 'huge':
        huge(args[0])
    elif cmd == 'cmyk':
        from PIL import Image
        Image.new('CMYK', (64, 64), (0, 40, 80, 0)).save(args[0])
    elif cmd == 'png16':
        from PIL import Image
        im = Image.new('I;16', (int(args[1]), int(args[2])), 50000)
        im.save(args[0])
    elif cmd == 'padded':
        padded(args[0], args[1], int(args[2]))
    elif cmd == 'rows':
        rows(args[0], *[int(v) for v in args[1:]])
    elif cmd == 'progressive':
        progressive(args[0], int(args[1]), int(args[2]), args[3:] == ['flat'])
    elif cmd == 'scans':
        scans(args[0], args[1], int(args[2]))
    elif cmd == 'count-scans':
        print(len(jpeg_scans(open(args[0], 'rb').read())))
    elif cmd == 'images':
        images(args[0])
    elif cmd == 'maxink':
        maxink(args[0])
    elif cmd == 'corner':
        from PIL import Image
        print(*Image.open(args[0]).convert('RGB').getpixel((0, 0)))
    elif cmd == 'clip':
        clip(args[0], args[1])
    else:
        sys.exit('pictures.py: unknown command ' + cmd)


main()
