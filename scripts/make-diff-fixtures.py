#!/usr/bin/env python3
"""Writes the image comparison fixtures into Fixtures/Diff/, with pixelmatch as the oracle.

The oracle is pixelmatch-py 0.4.0 (PyPI `pixelmatch`), a line-for-line port of
mapbox/pixelmatch's comparison as of 5.2/5.3: the same YIQ colour delta blended over
white, the same anti-aliasing detector (Vysniauskas 2009) with the same neighbour
order, the same diff drawing (faded grey, red, yellow, diffMask) and truncating output.
It lacks two things Easel adds or takes from later versions; both are derived here from
the port's own results and functions, never from a second implementation:

- `diffColorAlt` (pixelmatch 5.3): the port draws every difference in `diff_color`; the
  pixels where the current image is darker (the port's `color_delta(..., y_only=True)`
  is positive) are then drawn in the alternative colour, as 5.3 does.
- ignore regions (not in pixelmatch): the port compares the whole images; inside the
  regions its result is replaced by what it draws for unchanged pixels (its output for
  the baseline compared with itself), and the counts are taken outside them.

Each case is a folder `<case>/` with `baseline.png`, `current.png` (RGBA, written by
pypng, so independent of libpng), `expected.json` and one `diff-<name>.png` per set of
options. expected.json lists, for each set of options: the count pixelmatch returns,
the anti-aliased pixels it drew, the largest squared YIQ delta over the compared
pixels, the bounding box of the differences and the diff image's file.

Run from the repository root after `pip install pixelmatch==0.4.0 pypng`:
    python3 scripts/make-diff-fixtures.py
The output is the same on every run (fixed seeds), so re-running changes nothing.
"""
import json
import math
import os
import random

import png
from pixelmatch import pixelmatch
from pixelmatch.utils import color_delta

OUT = os.path.join(os.path.dirname(__file__), "..", "Fixtures", "Diff")

WHITE = (255, 255, 255, 255)


class Canvas:
    """Straight RGBA pixels with shapes drawn anti-aliased by 4x4 supersampling."""

    def __init__(self, width, height, background=WHITE):
        self.width, self.height = width, height
        self.pixels = [list(background) for _ in range(width * height)]

    def cover(self, inside, color, samples=4):
        """Blends `color` over every pixel by the fraction of its samples `inside` holds."""
        r, g, b, a = color
        for y in range(self.height):
            for x in range(self.width):
                hits = sum(inside(x + (i + 0.5) / samples, y + (j + 0.5) / samples)
                           for i in range(samples) for j in range(samples))
                if hits:
                    self.blend(x, y, (r, g, b), a * hits / (samples * samples) / 255)

    def blend(self, x, y, rgb, opacity):
        """Source-over of a straight colour at `opacity` onto the pixel."""
        p = self.pixels[y * self.width + x]
        da = p[3] / 255
        oa = opacity + da * (1 - opacity)
        if oa == 0:
            self.pixels[y * self.width + x] = [0, 0, 0, 0]
            return
        out = [round((rgb[c] * opacity + p[c] * da * (1 - opacity)) / oa) for c in range(3)]
        self.pixels[y * self.width + x] = out + [round(oa * 255)]

    def circle(self, cx, cy, radius, color):
        self.cover(lambda x, y: (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius, color)

    def rect(self, x0, y0, x1, y1, color):
        self.cover(lambda x, y: x0 <= x < x1 and y0 <= y < y1, color)

    def set(self, x, y, color):
        self.pixels[y * self.width + x] = list(color)

    def flat(self):
        return [c for p in self.pixels for c in p]

    def copy(self):
        other = Canvas(self.width, self.height)
        other.pixels = [list(p) for p in self.pixels]
        return other


def write_png(path, width, height, flat):
    rows = [flat[y * width * 4:(y + 1) * width * 4] for y in range(height)]
    with open(path, "wb") as f:
        png.Writer(width, height, greyscale=False, alpha=True, bitdepth=8).write(f, rows)


def ignored(x, y, regions):
    return any(rx <= x < rx + rw and ry <= y < ry + rh for rx, ry, rw, rh in regions)


def oracle(first, second, width, height, options):
    """The expected figures and diff image for one set of options, from the port."""
    threshold = options.get("threshold", 0.1)
    include_aa = options.get("includeAA", False)
    alpha = options.get("alpha", 0.1)
    aa_color = options.get("aaColor", [255, 255, 0])
    diff_color = options.get("diffColor", [255, 0, 0])
    alt_color = options.get("diffColorAlt")
    mask = options.get("diffMask", False)
    regions = options.get("ignore", [])

    # The classification: yellow is anti-aliased, red is a difference; a grey pixel
    # (equal channels) is never either.
    classes = [0] * (width * height * 4)
    count = pixelmatch(first, second, width, height, classes, threshold=threshold, includeAA=include_aa,
                       alpha=alpha, aa_color=(255, 255, 0), diff_color=(255, 0, 0))
    output = [0] * (width * height * 4)
    drawn = pixelmatch(first, second, width, height, output, threshold=threshold, includeAA=include_aa,
                       alpha=alpha, aa_color=aa_color, diff_color=diff_color, diff_mask=mask)
    assert drawn == count
    unchanged = [0] * (width * height * 4)
    if not mask:
        pixelmatch(first, first, width, height, unchanged, alpha=alpha)

    different = antialiased = 0
    largest = 0.0
    box = None
    for y in range(height):
        for x in range(width):
            pos = (y * width + x) * 4
            kind = tuple(classes[pos:pos + 3])
            if ignored(x, y, regions):
                output[pos:pos + 4] = unchanged[pos:pos + 4]
                continue
            largest = max(largest, color_delta(first, second, pos, pos))
            if kind == (255, 255, 0):
                antialiased += 1
            elif kind == (255, 0, 0):
                different += 1
                box = (x, y, x, y) if box is None else (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
                if alt_color is not None and color_delta(first, second, pos, pos, True) > 0:
                    output[pos:pos + 4] = list(alt_color) + [255]
    if not regions:
        assert different == count
    bounding_box = None if box is None else [box[0], box[1], box[2] - box[0] + 1, box[3] - box[1] + 1]
    return different, antialiased, largest, bounding_box, output


def write_case(name, description, baseline, current, comparisons):
    folder = os.path.join(OUT, name)
    os.makedirs(folder, exist_ok=True)
    width, height = baseline.width, baseline.height
    first, second = baseline.flat(), current.flat()
    write_png(os.path.join(folder, "baseline.png"), width, height, first)
    write_png(os.path.join(folder, "current.png"), width, height, second)
    expected = []
    for label, options in comparisons:
        different, antialiased, largest, box, output = oracle(first, second, width, height, options)
        diff_file = f"diff-{label}.png"
        write_png(os.path.join(folder, diff_file), width, height, output)
        expected.append(dict(name=label, options=options, differentPixels=different, antialiasedPixels=antialiased,
                             largestDelta=largest, boundingBox=box, diff=diff_file))
        print(f"{name}/{label}: {different} different, {antialiased} anti-aliased, largest delta {largest:.3f}")
    with open(os.path.join(folder, "expected.json"), "w") as f:
        json.dump(dict(description=description, width=width, height=height, comparisons=expected), f, indent=1)
        f.write("\n")


def identical():
    canvas = ui_screen(random.Random(1))
    return ("An image compared with itself: nothing differs; the diff is the faded baseline.",
            canvas, canvas.copy(), [("default", {}), ("alpha-0.5", {"alpha": 0.5}), ("mask", {"diffMask": True})])


def one_pixel():
    baseline = Canvas(24, 16)
    baseline.rect(2, 2, 22, 14, (40, 90, 200, 255))
    current = baseline.copy()
    current.set(11, 7, (220, 60, 40, 255))
    return ("One pixel changed inside a flat rectangle.", baseline, current,
            [("default", {}), ("mask", {"diffMask": True})])


def threshold_edges():
    """4x4 patches whose colour shifts by 0..47 levels, grey and red-only, so that the
    distances step across the thresholds (grey: between 26 and 27 at 0.1; red: between
    46 and 47). Flat patches keep anti-aliasing detection out of it."""
    steps = list(range(0, 48))
    columns = 12
    rows = 2 * math.ceil(len(steps) / columns)
    baseline = Canvas(columns * 4, rows * 4)
    current = Canvas(columns * 4, rows * 4)
    for index, step in enumerate(steps):
        for band, (base, shifted) in enumerate([((100, 100, 100, 255), (100 + step, 100 + step, 100 + step, 255)),
                                                ((120, 60, 90, 255), (120 + step, 60, 90, 255))]):
            px = (index % columns) * 4
            py = ((index // columns) + band * (rows // 2)) * 4
            for y in range(py, py + 4):
                for x in range(px, px + 4):
                    baseline.set(x, y, base)
                    current.set(x, y, shifted)
    comparisons = [(f"threshold-{t}", {"threshold": t}) for t in (0, 0.05, 0.1, 0.2, 0.5, 1)]
    # Thresholds on the edge of a patch's own distance: the one whose square times
    # 35215 rounds to about the patch's delta, and the doubles on either side of it.
    first, second = baseline.flat(), current.flat()
    for step in (9, 27, 47):
        pos = ((step // columns) * 4 * baseline.width + (step % columns) * 4) * 4
        edge = math.sqrt(color_delta(first, second, pos, pos) / 35215)
        for side, t in (("below", math.nextafter(edge, 0)), ("at", edge), ("above", math.nextafter(edge, 1))):
            comparisons.append((f"edge-{step}-{side}", {"threshold": t}))
    return ("Flat patches with growing colour shifts, at thresholds around each patch's distance.",
            baseline, current, comparisons)


def antialiased_circle():
    baseline = Canvas(40, 40)
    baseline.circle(20.0, 20.0, 12.0, (30, 60, 160, 255))
    current = Canvas(40, 40)
    current.circle(20.3, 19.8, 12.0, (30, 60, 160, 255))
    return ("A circle drawn anti-aliased, then a third of a pixel to the side: only edge pixels differ.",
            baseline, current, [("default", {}), ("include-aa", {"includeAA": True}),
                                ("colors", {"aaColor": [0, 200, 255], "diffColor": [200, 0, 200]})])


def semi_transparent():
    rng = random.Random(7)
    baseline = Canvas(32, 24, background=(0, 0, 0, 0))
    current = Canvas(32, 24, background=(0, 0, 0, 0))
    for y in range(24):
        for x in range(32):
            kind = (x // 4 + y // 4) % 6
            r, g, b, a = (rng.randint(0, 255) for _ in range(4))
            if kind == 0:  # transparent in both, different colours: equal over white
                baseline.set(x, y, (r, g, b, 0))
                current.set(x, y, (255 - r, g, 255 - b, 0))
            elif kind == 1:  # the same colour at two opacities
                baseline.set(x, y, (r, g, b, a))
                current.set(x, y, (r, g, b, max(0, a - rng.randint(0, 60))))
            elif kind == 2:  # premultiplication's rounding: nearly the same over white
                baseline.set(x, y, (r, g, b, 128))
                current.set(x, y, (min(255, r + 1), g, b, 128))
            elif kind == 3:  # opaque against translucent
                baseline.set(x, y, (r, g, b, 255))
                current.set(x, y, (r, g, b, a))
            elif kind == 4:
                baseline.set(x, y, (r, g, b, a))
                current.set(x, y, (r, g, b, a))
            else:
                baseline.set(x, y, (r, g, b, a))
                current.set(x, y, (rng.randint(0, 255), g, b, a))
    return ("Semi-transparent and transparent pixels, blended over white before comparing.",
            baseline, current, [("default", {}), ("include-aa", {"includeAA": True}), ("mask", {"diffMask": True})])


def neighbour_order():
    """A pixel whose two darkest neighbours are equally dark: the left one in a flat
    area, the top one not. pixelmatch visits neighbours column by column, so it takes
    the left one and finds anti-aliasing; row by row would take the top one and count
    a difference."""
    def gray(v):
        return (v, v, v, 255)
    baseline = Canvas(7, 7, background=gray(90))
    for (x, y), v in {(3, 3): 128, (2, 3): 50, (3, 2): 50, (1, 3): 50, (1, 4): 50, (2, 2): 140, (4, 2): 150,
                      (2, 4): 160, (3, 4): 170, (4, 3): 180, (4, 4): 230}.items():
        baseline.set(x, y, gray(v))
    current = baseline.copy()
    current.set(3, 3, gray(40))
    return ("Neighbours visited in pixelmatch's order decide which of two equally dark ones counts.",
            baseline, current, [("default", {}), ("include-aa", {"includeAA": True})])


def ui_screen(rng):
    """A small screen: bars, rounded cards, circles, text-like strokes, anti-aliased."""
    canvas = Canvas(64, 48)
    canvas.rect(0, 0, 64, 6, (247, 247, 247, 255))
    for _ in range(5):
        x, y = rng.uniform(-4, 56), rng.uniform(4, 42)
        w, h = rng.uniform(6, 22), rng.uniform(4, 12)
        color = (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255), rng.choice([255, 255, 160]))
        canvas.rect(x, y, x + w, y + h, color)
    for _ in range(3):
        canvas.circle(rng.uniform(5, 59), rng.uniform(5, 43), rng.uniform(2, 7),
                      (rng.randint(0, 255), rng.randint(0, 255), rng.randint(0, 255), 255))
    return canvas


def rendered_ui():
    baseline = ui_screen(random.Random(3))
    current = baseline.copy()
    current.rect(40, 20, 52, 30, (0, 150, 80, 255))      # a new badge
    current.circle(12.4, 30.2, 5.0, (250, 200, 30, 255))  # a moved dot
    current.rect(4, 2, 20, 4, (30, 30, 30, 255))          # a darker title
    return ("A small anti-aliased screen with a new badge, a moved dot and a darker title.",
            baseline, current,
            [("default", {}), ("include-aa", {"includeAA": True}), ("threshold-0", {"threshold": 0}),
             ("alpha-0.5", {"alpha": 0.5}), ("alpha-0", {"alpha": 0}), ("mask", {"diffMask": True}),
             ("alt-color", {"diffColorAlt": [0, 160, 255]}),
             ("colors", {"aaColor": [10, 20, 30], "diffColor": [0, 0, 255], "diffColorAlt": [255, 0, 255]})])


def ignore_regions():
    description, baseline, current, _ = rendered_ui()
    return ("The screen of rendered-ui with regions left out (overlapping, partly outside the image).",
            baseline, current,
            [("badge", {"ignore": [[38, 18, 16, 14]]}),
             ("overlapping", {"ignore": [[0, 0, 16, 5], [10, 1, 30, 2], [8, 24, 10, 10], [60, 40, 20, 20]]}),
             ("everything", {"ignore": [[-5, -5, 100, 100]]}),
             ("mask", {"ignore": [[38, 18, 16, 14]], "diffMask": True}),
             ("include-aa", {"ignore": [[0, 0, 30, 6]], "includeAA": True})])


def main():
    cases = {
        "identical": identical,
        "one-pixel": one_pixel,
        "threshold-edges": threshold_edges,
        "antialiased-circle": antialiased_circle,
        "neighbour-order": neighbour_order,
        "semi-transparent": semi_transparent,
        "rendered-ui": rendered_ui,
        "ignore-regions": ignore_regions,
    }
    for name, make in cases.items():
        write_case(name, *make())


if __name__ == "__main__":
    main()
