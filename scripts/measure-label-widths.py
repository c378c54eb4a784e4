#!/usr/bin/env python3
"""Measures the label widths docs/TYPOGRAPHY.md reports.

First against real UIKit: the widths of UILabels that swift-snapshot-testing's own
iOS reference files record (its testTraits recursive descriptions: "What's" in the
headline style, "the" and "point" in body, "?" in subheadline, at the default and one
smaller content size; its testTraitsWithView images: "What's the point?" in title 1
at all twelve content sizes, the image being the label's size at 3x). UIKit rounds a
label's size up to the pixel; so does this script.

Then the strings of a typical iOS settings screen at 17 pt in each candidate system
font, against an estimate of SF Pro's widths. SF Pro's advance widths are published nowhere a script can fetch. What is published
is capsize's frequency-weighted average advance of the system font, measured by the
capsize project from Apple's font files (.SFNS-Regular and ArialMT with one
weighting, "SF Pro.ttf" and Arial with an earlier one). Liberation Sans has Arial's
(and so Helvetica's) advance widths by design, so a label's SF width is estimated as
its Liberation Sans width times capsize's SF/Arial ratio. Widths are HarfBuzz's
shaped advances (kerning included); "tracked" adds SF Pro Text's 17-point tracking
(-26/1000 em) between characters, as Easel draws the system font.

Needs: pip install uharfbuzz; apt-get install fonts-inter fonts-dejavu-core
fonts-roboto-unhinted fonts-noto-core fonts-liberation2.
"""
import statistics

import uharfbuzz as hb

SIZE = 17
TRACKING = -26 / 1000 * SIZE
FONTS = {
    "Inter": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "Inter Display": "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf",
    "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "Roboto": "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf",
    "Noto Sans": "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
    "Liberation Sans": "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
}
# capsize's xWidthAvg (units per em 2048): the system font and Arial, two weightings.
SF_OVER_ARIAL = {"SFNS (capsize 2024)": 853 / 913, "SF Pro.ttf (capsize 2021)": 932 / 973}
LABELS = [
    "Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "VPN", "Notifications",
    "Sounds & Haptics", "Focus", "Screen Time", "General", "Control Center", "Display & Brightness",
    "Home Screen & App Library", "Accessibility", "Wallpaper", "StandBy", "Siri & Search",
    "Face ID & Passcode", "Emergency SOS", "Exposure Notifications", "Battery", "Privacy & Security",
    "App Store", "Wallet & Apple Pay", "Passwords", "Mail", "Contacts", "Calendar", "Notes",
    "Reminders", "Settings",
]


def width(path, text, size=SIZE):
    """The shaped advance width of `text` at `size` points, without tracking."""
    face = hb.Face(hb.Blob.from_file_path(path))
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(hb.Font(face), buffer, {})
    return sum(position.x_advance for position in buffer.glyph_positions) / face.upem * size


# (text, size, Inter weight, UIKit width in points): swift-snapshot-testing's references.
UIKIT_TEXT = [
    ("the", 17, "Regular", 25.0), ("point", 17, "Regular", 39.0), ("What's", 17, "SemiBold", 55 + 2 / 3),
    ("?", 15, "Regular", 7 + 2 / 3), ("the", 16, "Regular", 23 + 2 / 3), ("point", 16, "Regular", 37.0),
    ("What's", 16, "SemiBold", 52 + 2 / 3), ("?", 14, "Regular", 7 + 1 / 3),
]
UIKIT_TITLE1 = {25: 566, 26: 588, 27: 610, 28: 632, 30: 677, 32: 721, 34: 765, 38: 852, 43: 962, 48: 1070,
                53: 1178, 58: 1285}  # pixel widths at 3x of "What's the point?"
TEXT_TRACKING = {14: -11, 15: -16, 16: -20, 17: -26}
DISPLAY_TRACKING = [(20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10),
                    (41, 9), (44, 8), (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0)]


def drawn(path, text, size, thousandths):
    """The width Easel gives `text`: shaped advances plus n - 1 trackings, up to the 3x pixel."""
    exact = width(path, text, size) + thousandths * size / 1000 * (len(text) - 1)
    return -(-exact * 3 // 1) / 3


def against_uikit():
    inter = "/usr/share/fonts/opentype/inter/"
    print("Against UIKit's own label widths (swift-snapshot-testing's iOS references):")
    for text, size, weight, uikit in UIKIT_TEXT:
        easel = drawn(f"{inter}Inter-{weight}.otf", text, size, TEXT_TRACKING[size])
        print(f"  {text!r:9} {size} pt {weight:8} UIKit {uikit:6.2f}  Easel {easel:6.2f}  {easel / uikit - 1:+.1%}")
    for size, pixels in UIKIT_TITLE1.items():
        tracking = [t for s, t in DISPLAY_TRACKING if s <= size][-1]
        easel = drawn(f"{inter}InterDisplay-Regular.otf", "What's the point?", size, tracking)
        print(f"  title 1 {size} pt  UIKit {pixels / 3:6.2f}  Easel {easel:6.2f}  {easel / (pixels / 3) - 1:+.1%}")


def main():
    against_uikit()
    print()
    widths = {text: {name: width(path, text) for name, path in FONTS.items()} for text in LABELS}
    names = list(FONTS)
    print("| Label | " + " | ".join(names) + " | Inter tracked (Easel) |")
    print("|---|" + "---:|" * (len(names) + 1))
    for text in LABELS:
        tracked = widths[text]["Inter"] + TRACKING * (len(text) - 1)
        print(f"| {text} | " + " | ".join(f"{widths[text][n]:.1f}" for n in names) + f" | {tracked:.1f} |")
    for anchor, ratio in SF_OVER_ARIAL.items():
        print(f"\nAgainst SF estimated from {anchor}, SF tracked; DejaVu untracked as Easel drew it before:")
        for name in names:
            tracking = 0 if name == "DejaVu Sans" else TRACKING
            ratios = [(widths[t][name] + tracking * (len(t) - 1))
                      / (widths[t]["Liberation Sans"] * ratio + TRACKING * (len(t) - 1)) for t in LABELS]
            print(f"  {name:16} median {statistics.median(ratios) - 1:+.1%}  "
                  f"range {min(ratios) - 1:+.1%} … {max(ratios) - 1:+.1%}")


if __name__ == "__main__":
    main()
