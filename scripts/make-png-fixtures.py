#!/usr/bin/env python3
"""Writes the PNG decoder's fixtures into Fixtures/PNG/.

For every PNG colour type, bit depth, tRNS variant and Adam7 interlacing, a small image
`<name>.png` (written by pypng, an encoder independent of libpng) and `<name>.rgba`,
the straight RGBA8 pixels a correct decoder gives, computed here from the samples:
low bit depths scaled by bit replication, 16-bit samples rounded to 8 bits
(round(v * 255 / 65535)), tRNS turned into alpha 0 or 255, palette entries looked up.
`manifest.json` lists them. Also writes the broken files the error tests read.

Run from the repository root after `pip install pypng`:
    python3 scripts/make-png-fixtures.py
The output is the same on every run (fixed seed), so re-running changes nothing.
"""
import json
import os
import random
import struct
import zlib

import png

OUT = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "PNG")
WIDTH, HEIGHT = 13, 9  # odd sizes: partial bytes at low depths, partial Adam7 passes


def to8(value, depth):
    """A sample of `depth` bits as 8 bits, as the PNG specification says to scale."""
    if depth == 16:
        return (value * 255 + 32767) // 65535
    return value * 255 // ((1 << depth) - 1)


def samples(rng, count, depth):
    """`count` samples covering 0, the maximum and, at 16 bits, the rounding edges."""
    top = (1 << depth) - 1
    fixed = [0, top]
    if depth == 16:
        # v = 257k + 128 rounds down, 257k + 129 rounds up.
        fixed += [128, 129, 257 * 100 + 128, 257 * 100 + 129, 65535 - 128, 65535 - 129]
    values = fixed + [rng.randint(0, top) for _ in range(count - len(fixed))]
    return values[:count]


def grid(values, channels):
    """Rows of WIDTH pixels of `channels` samples each."""
    per_row = WIDTH * channels
    return [values[y * per_row:(y + 1) * per_row] for y in range(HEIGHT)]


def gray(rng, depth, alpha=False, trns=False):
    channels = 2 if alpha else 1
    values = samples(rng, WIDTH * HEIGHT * channels, depth)
    transparent = None
    if trns:
        transparent = values[5]
        for i in (9, 30, 77):  # a few more pixels with the transparent value
            values[i] = transparent
    rgba = []
    for i in range(WIDTH * HEIGHT):
        g = values[i * channels]
        a = to8(values[i * channels + 1], depth) if alpha else (0 if trns and g == transparent else 255)
        rgba += [to8(g, depth)] * 3 + [a]
    options = dict(greyscale=True, alpha=alpha, bitdepth=depth)
    if trns:
        options["transparent"] = transparent
    return grid(values, channels), options, rgba


def color(rng, depth, alpha=False, trns=False):
    channels = 4 if alpha else 3
    values = samples(rng, WIDTH * HEIGHT * channels, depth)
    transparent = None
    if trns:
        transparent = tuple(values[3:6])
        for i in (10, 40, 100):
            values[i * 3:i * 3 + 3] = list(transparent)
    rgba = []
    for i in range(WIDTH * HEIGHT):
        pixel = values[i * channels:(i + 1) * channels]
        if alpha:
            a = to8(pixel[3], depth)
        else:
            a = 0 if trns and tuple(pixel) == transparent else 255
        rgba += [to8(v, depth) for v in pixel[:3]] + [a]
    options = dict(greyscale=False, alpha=alpha, bitdepth=depth)
    if trns:
        options["transparent"] = transparent
    return grid(values, channels), options, rgba


def palette(rng, depth, trns=False):
    size = 1 << depth
    entries = [tuple(rng.randint(0, 255) for _ in range(3)) for _ in range(size)]
    if trns:
        # tRNS may be shorter than the palette: later entries are opaque.
        alphas = [rng.randint(0, 255) for _ in range(max(1, size * 3 // 4))]
        alphas[0] = 0
        entries = [e + (alphas[i],) if i < len(alphas) else e for i, e in enumerate(entries)]
    indices = samples(rng, WIDTH * HEIGHT, depth)
    rgba = []
    for index in indices:
        entry = entries[index]
        rgba += list(entry[:3]) + [entry[3] if len(entry) == 4 else 255]
    return grid(indices, 1), dict(palette=entries, bitdepth=depth), rgba


def cases():
    rng = random.Random(20240501)
    for depth in (1, 2, 4, 8, 16):
        yield f"gray{depth}", "gray", depth, gray(rng, depth)
        yield f"gray{depth}-trns", "gray", depth, gray(rng, depth, trns=True)
    for depth in (8, 16):
        yield f"grayalpha{depth}", "gray+alpha", depth, gray(rng, depth, alpha=True)
        yield f"rgb{depth}", "rgb", depth, color(rng, depth)
        yield f"rgb{depth}-trns", "rgb", depth, color(rng, depth, trns=True)
        yield f"rgba{depth}", "rgba", depth, color(rng, depth, alpha=True)
    for depth in (1, 2, 4, 8):
        yield f"palette{depth}", "palette", depth, palette(rng, depth)
        yield f"palette{depth}-trns", "palette", depth, palette(rng, depth, trns=True)


INTERLACED = {"gray1", "gray16-trns", "grayalpha8", "rgb8", "rgb16", "rgba8", "rgba16", "palette4-trns"}


def write_case(name, kind, depth, made, interlaced, manifest):
    rows, options, rgba = made
    path = os.path.join(OUT, name + ".png")
    with open(path, "wb") as f:
        png.Writer(WIDTH, HEIGHT, interlace=interlaced, **options).write(f, rows)
    with open(os.path.join(OUT, name + ".rgba"), "wb") as f:
        f.write(bytes(rgba))
    manifest.append(dict(name=name, colorType=kind, bitDepth=depth, interlaced=interlaced,
                         tRNS=name.endswith("-trns"), width=WIDTH, height=HEIGHT))


def chunks(data):
    """(offset, type, payload) of every chunk after the signature."""
    offset = 8
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        yield offset, kind, data[offset + 8:offset + 8 + length]
        offset += 12 + length


def chunk(kind, payload):
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", zlib.crc32(kind + payload))


def write_broken_files():
    """Files that must give PNGError: checked by PNGErrorTests."""
    with open(os.path.join(OUT, "rgba8.png"), "rb") as f:
        good = f.read()
    broken = {}
    # The IHDR's stored CRC does not match its bytes.
    ihdr_crc_at = 8 + 8 + 13
    broken["bad-crc.png"] = good[:ihdr_crc_at] + bytes([good[ihdr_crc_at] ^ 0xFF]) + good[ihdr_crc_at + 1:]
    # Valid chunks (correct CRCs) whose IDAT holds bytes that are not a zlib stream.
    rebuilt = good[:8]
    for _, kind, payload in chunks(good):
        if kind == b"IDAT":
            payload = payload[:2] + bytes([0xFF] * (len(payload) - 2))
        rebuilt += chunk(kind, payload)
    broken["bad-zlib.png"] = rebuilt
    broken["empty.png"] = b""
    broken["not-a-png.png"] = b"GIF89a\x01\x00\x01\x00\x00\x00\x00;"
    for name, data in broken.items():
        with open(os.path.join(OUT, name), "wb") as f:
            f.write(data)


def main():
    os.makedirs(OUT, exist_ok=True)
    manifest = []
    for name, kind, depth, made in cases():
        write_case(name, kind, depth, made, False, manifest)
        if name in INTERLACED:
            write_case(name + "-interlaced", kind, depth, made, True, manifest)
    with open(os.path.join(OUT, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")
    write_broken_files()


if __name__ == "__main__":
    main()
