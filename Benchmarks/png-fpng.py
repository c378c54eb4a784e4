#!/usr/bin/env python3
"""fpng (PyPI `fpng`, Rich Geldreich's fpng) as a PNG encoding server for
`easel-bench png`: each line on standard input names a file of raw 8-bit RGB pixels
and its size ("path width height"); the script encodes it once with fpng's default
(fast) setting and answers one JSON line: the encode's wall time in milliseconds
and the PNG's size in bytes. Frames are read once and kept, so a round times the
encode alone."""
import json
import sys
import time

import fpng

frames = {}
for line in sys.stdin:
    path, width, height = line.split()
    width, height = int(width), int(height)
    if path not in frames:
        with open(path, "rb") as file:
            frames[path] = file.read()
    pixels = frames[path]
    start = time.perf_counter()
    png = fpng.from_bytes(pixels, width, height, 3)
    elapsed = time.perf_counter() - start
    print(json.dumps({"ms": elapsed * 1000, "bytes": len(png)}), flush=True)
