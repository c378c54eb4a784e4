#!/usr/bin/env python3
"""Measures the label widths docs/TYPOGRAPHY.md reports: the strings of a typical
iOS settings screen at 17 pt in each candidate system font, against an estimate of SF
Pro's widths.

SF Pro's advance widths are published nowhere a script can fetch. What is published
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


def width(path, text):
    """The shaped advance width of `text` at SIZE points, without tracking."""
    face = hb.Face(hb.Blob.from_file_path(path))
    buffer = hb.Buffer()
    buffer.add_str(text)
    buffer.guess_segment_properties()
    hb.shape(hb.Font(face), buffer, {})
    return sum(position.x_advance for position in buffer.glyph_positions) / face.upem * SIZE


def main():
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
