#!/usr/bin/env python3
"""pycairo's side of `easel-bench render` (pip install pycairo).

Draws the screen of Fixtures/Scenes/showcase.yaml (iPhone 16 Pro, 402x874 points at
scale 3: 1206x2622 pixels) with pycairo and writes it with cairo's PNG writer:
  python3 render-pycairo.py <images folder> <output.png>

The same shapes in the same places as the scene: the grouped background, the title
and subtitle, the card with its shadow, its photo (aspect fill, clipped to the top
rounded corners), title, two-line body truncated with an ellipsis and badge, the
chart with its gradient under a curve, the curve, the dot, and the button.

Text uses cairo's toy text API (Inter, the font Easel's system font draws with, through cairo's fontconfig/FreeType
backend): Pango is not reachable from pycairo, and PangoCairo through PyGObject needs
a compiled PyGObject that PyPI does not ship for this system. The toy API is the
lighter of the two, so the baseline is not slowed by it. cairo has no blur, so the
card's shadow (radius 12, opacity 0.15, offset 0,6) is drawn as the usual cairo
approximation: rounded rectangles grown step by step, each adding a little opacity.
"""
import math
import sys

import cairo

WIDTH, HEIGHT, SCALE = 402, 874, 3
BACKGROUND = (0xF2 / 255, 0xF2 / 255, 0xF7 / 255)
CARD = (1, 1, 1)
LABEL = (0, 0, 0)
SECONDARY_LABEL = (0x3C / 255, 0x3C / 255, 0x43 / 255, 0.6)
BLUE = (0, 0x7A / 255, 1)


def rounded_rect(ctx, x, y, width, height, radius):
    ctx.new_sub_path()
    ctx.arc(x + width - radius, y + radius, radius, -math.pi / 2, 0)
    ctx.arc(x + width - radius, y + height - radius, radius, 0, math.pi / 2)
    ctx.arc(x + radius, y + height - radius, radius, math.pi / 2, math.pi)
    ctx.arc(x + radius, y + radius, radius, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def font(ctx, size, bold):
    ctx.select_font_face("Inter", cairo.FONT_SLANT_NORMAL,
                         cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL)
    ctx.set_font_size(size)


def label(ctx, text, frame, size, bold=False, color=LABEL, centered=False):
    """One line in `frame`, centred vertically as UILabel centres its text."""
    x, y, width, height = frame
    font(ctx, size, bold)
    ascent, descent = ctx.font_extents()[:2]
    advance = ctx.text_extents(text).x_advance
    ctx.set_source_rgba(*color)
    ctx.move_to(x + ((width - advance) / 2 if centered else 0), y + (height - ascent - descent) / 2 + ascent)
    ctx.show_text(text)


def wrapped(ctx, text, frame, size, lines, color):
    """`numberOfLines` lines broken at spaces, the last truncated with an ellipsis."""
    x, y, width, height = frame
    font(ctx, size, False)
    ascent, descent, line_height = ctx.font_extents()[:3]
    words, rows = text.split(" "), []
    while words and len(rows) < lines:
        row = words.pop(0)
        while words and ctx.text_extents(row + " " + words[0]).x_advance <= width:
            row += " " + words.pop(0)
        rows.append(row)
    if words:
        last = rows[-1]
        while ctx.text_extents(last + "\u2026").x_advance > width:
            last = last[:-1]
        rows[-1] = last.rstrip() + "\u2026"
    top = y + (height - line_height * len(rows)) / 2
    ctx.set_source_rgba(*color)
    for index, row in enumerate(rows):
        ctx.move_to(x, top + index * line_height + ascent)
        ctx.show_text(row)


def image(ctx, path, frame, fill):
    """The image scaled into `frame`: aspect fill, or its own size in points (@2x)."""
    surface = cairo.ImageSurface.create_from_png(path)
    x, y, width, height = frame
    factor = max(width / surface.get_width(), height / surface.get_height()) if fill else 0.5
    ctx.save()
    ctx.rectangle(x, y, width, height)
    ctx.clip()
    ctx.translate(x + (width - surface.get_width() * factor) / 2, y + (height - surface.get_height() * factor) / 2)
    ctx.scale(factor, factor)
    ctx.set_source_surface(surface, 0, 0)
    ctx.get_source().set_filter(cairo.FILTER_BILINEAR)
    ctx.get_source().set_extend(cairo.EXTEND_PAD)
    ctx.paint()
    ctx.restore()


def shadow(ctx, frame, radius, blur, opacity, offset):
    x, y, width, height = frame
    steps = int(blur)
    for step in range(steps, 0, -1):
        grow = step - blur / 2
        rounded_rect(ctx, x - grow, y + offset - grow, width + 2 * grow, height + 2 * grow, radius + max(grow, 0))
        ctx.set_source_rgba(0, 0, 0, opacity / steps)
        ctx.fill()


def curve(ctx):
    ctx.move_to(16, 150)
    ctx.curve_to(60, 150, 80, 90, 120, 90)
    ctx.curve_to(160, 90, 190, 130, 230, 110)
    ctx.curve_to(270, 90, 300, 50, 346, 50)


def draw(ctx, images):
    ctx.scale(SCALE, SCALE)
    ctx.set_source_rgb(*BACKGROUND)
    ctx.paint()
    label(ctx, "Easel", (20, 70, 362, 40), 34, bold=True)
    label(ctx, "UIKit's render loop, headless on Linux", (20, 112, 362, 20), 15, color=SECONDARY_LABEL)

    shadow(ctx, (20, 150, 362, 250), 20, 12, 0.15, 6)
    rounded_rect(ctx, 20, 150, 362, 250, 20)
    ctx.set_source_rgb(*CARD)
    ctx.fill()
    ctx.save()
    ctx.translate(20, 150)
    ctx.save()
    rounded_rect(ctx, 0, 0, 362, 150, 20)
    ctx.clip()
    image(ctx, images + "/landscape.png", (0, 0, 362, 150), fill=True)
    ctx.restore()
    label(ctx, "Hills at noon", (16, 162, 260, 24), 20, bold=True)
    wrapped(ctx, "Frames are composited from dirty rectangles and written as PNG, byte for byte "
                 "the same on every run.", (16, 190, 330, 44), 14, 2, SECONDARY_LABEL)
    image(ctx, images + "/badge@2x.png", (318, 160, 24, 24), fill=False)
    ctx.restore()

    rounded_rect(ctx, 20, 420, 362, 180, 20)
    ctx.set_source_rgb(*CARD)
    ctx.fill()
    ctx.save()
    ctx.translate(20, 420)
    font(ctx, 15, True)
    ctx.set_source_rgb(*LABEL)
    ctx.move_to(16, 14 + ctx.font_extents()[0])
    ctx.show_text("Frames per commit")
    ctx.save()
    curve(ctx)
    ctx.line_to(346, 164)
    ctx.line_to(16, 164)
    ctx.close_path()
    ctx.clip()
    gradient = cairo.LinearGradient(0, 50, 0, 164)
    gradient.add_color_stop_rgba(0, *BLUE, 0x66 / 255)
    gradient.add_color_stop_rgba(1, *BLUE, 0)
    ctx.set_source(gradient)
    ctx.paint()
    ctx.restore()
    curve(ctx)
    ctx.set_source_rgb(*BLUE)
    ctx.set_line_width(3)
    ctx.set_line_cap(cairo.LINE_CAP_ROUND)
    ctx.set_line_join(cairo.LINE_JOIN_ROUND)
    ctx.stroke()
    ctx.arc(346, 50, 6, 0, 2 * math.pi)
    ctx.set_source_rgb(1, 1, 1)
    ctx.fill_preserve()
    ctx.set_source_rgb(*BLUE)
    ctx.stroke()
    ctx.restore()

    rounded_rect(ctx, 20, 630, 362, 50, 12)
    ctx.set_source_rgb(*BLUE)
    ctx.fill()
    label(ctx, "Render", (20, 630, 362, 50), 17, bold=True, color=(1, 1, 1), centered=True)


def main():
    images, output = sys.argv[1], sys.argv[2]
    surface = cairo.ImageSurface(cairo.FORMAT_RGB24, WIDTH * SCALE, HEIGHT * SCALE)
    draw(cairo.Context(surface), images)
    surface.flush()
    surface.write_to_png(output)


if __name__ == "__main__":
    main()
