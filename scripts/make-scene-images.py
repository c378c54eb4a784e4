#!/usr/bin/env python3
"""Writes the images the gallery scenes in Fixtures/Scenes/ use (pure Python, no
dependencies), so that they can be remade exactly: a 48x32 landscape picture and a
badge at @2x."""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Fixtures", "Scenes", "images")


def write_png(path, width, height, pixel):
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(data)


def landscape(x, y):
    # Sky fading to the horizon, a sun, and green hills.
    if (x - 36) ** 2 + (y - 9) ** 2 <= 25:
        return (255, 204, 0, 255)
    hill = 22 + int(4 * ((x % 24) - 12) ** 2 / 144)
    if y >= hill:
        return (52, 199 - (y - hill) * 4, 89, 255)
    return (90 + y * 3, 160 + y * 2, 250, 255)


def badge(x, y):
    # A 24x24 point red disc (48x48 pixels) with a white bar, transparent around it.
    dx, dy = x - 23.5, y - 23.5
    if dx * dx + dy * dy > 23 * 23:
        return (0, 0, 0, 0)
    if abs(dy) <= 4 and abs(dx) <= 14:
        return (255, 255, 255, 255)
    return (255, 59, 48, 255)


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    write_png(os.path.join(OUT, "landscape.png"), 48, 32, landscape)
    write_png(os.path.join(OUT, "badge@2x.png"), 48, 48, badge)
