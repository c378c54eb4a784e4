import Easel
import EaselGraphics
import Foundation
import Testing

/// Text in the system font lays out with SF Pro's line metrics: a line is `lineHeight`
/// tall with its baseline `ascender` below its top, and labels measure as on iOS.
@MainActor
@Suite struct SystemFontLineTests {
    /// The intrinsic height of a label of `text` in `font`, in a window at `scale`
    /// (which decides the pixel grid it rounds to).
    private func labelHeight(_ text: String, font: Font, numberOfLines: Int = 1, scale: CGFloat) -> CGFloat {
        let window = shownWindow(width: 320, height: 200, scale: scale)
        let label = Label(frame: .zero)
        label.font = font
        label.numberOfLines = numberOfLines
        label.text = text
        window.addSubview(label)
        return withExtendedLifetime(window) { label.intrinsicContentSize.height }
    }

    @Test func aLabelIsAsTallAsOnIOSAtEveryScale() {
        // Body (17 pt): 20.287109375 pt, rounded up to 21, 20.5 and 20.333 pt (61 pixels
        // at 3×, as an iPhone measures it). Large title (34 pt): 40.57421875 pt.
        let expected: [(Font.TextStyle, CGFloat, CGFloat)] = [
            (.body, 1, 21), (.body, 2, 20.5), (.body, 3, 61.0 / 3),
            (.largeTitle, 1, 41), (.largeTitle, 2, 41), (.largeTitle, 3, 122.0 / 3),
        ]
        for (style, scale, height) in expected {
            let font = Font.preferredFont(forTextStyle: style)
            #expect(ceil(font.lineHeight * scale) / scale == height)
            #expect(labelHeight("Settings", font: font, scale: scale) == height, "\(style) at \(scale)×")
        }
    }

    @Test func aLabelIsAsTallAsTheFontsThatDrawItsLines() {
        // Hebrew and Arabic (DejaVu Sans) keep SF's 20.287-pt line, 61 pixels at 3×;
        // Chinese (Droid Sans Fallback) takes its taller 22.246-pt line, 67 pixels, and
        // only on the lines that hold it (docs/TYPOGRAPHY.md, "Line heights of other
        // scripts").
        let font = Font.systemFont(ofSize: 17)
        #expect(labelHeight("שלום עולם", font: font, scale: 3) == 61.0 / 3)
        #expect(labelHeight("مرحبا بالعالم", font: font, scale: 3) == 61.0 / 3)
        #expect(labelHeight("设置", font: font, scale: 3) == 67.0 / 3)
        #expect(labelHeight("Wi-Fi 设置", font: font, scale: 2) == 22.5)
        #expect(labelHeight("Settings\n设置", font: font, numberOfLines: 0, scale: 3) == 128.0 / 3)
    }

    @Test func linesStackAtTheLineHeightWithTheBaselineAtTheAscender() {
        let font = Font.systemFont(ofSize: 17)
        let layout = TextLayout("One\nTwo\nThree", attributes: TextAttributes(font: font))
        #expect(layout.lines.map(\.frame.minY) == [0, font.lineHeight, 2 * font.lineHeight])
        #expect(layout.lines.map(\.frame.height) == [font.lineHeight, font.lineHeight, font.lineHeight])
        #expect(layout.lines.map(\.baseline) == [0, 1, 2].map { CGFloat($0) * font.lineHeight + font.ascender })
        #expect(layout.size.height == 60.861328125)
        #expect(labelHeight("One\nTwo\nThree", font: font, numberOfLines: 0, scale: 3) == 61)
        #expect(labelHeight("One\nTwo\nThree", font: font, numberOfLines: 0, scale: 1) == 61)
    }

    @Test func aLineOfMixedSizesIsAsTallAsItsTallestFontAndSpacingGoesBetweenLines() {
        let small = Font.systemFont(ofSize: 12), large = Font.systemFont(ofSize: 34)
        var text = AttributedText("small ", attributes: TextAttributes(font: small))
        text.append("LARGE", attributes: TextAttributes(font: large))
        text.append("\nsmall", attributes: TextAttributes(font: small))
        let layout = TextLayout(text)
        #expect(layout.lines.map(\.frame.height) == [large.lineHeight, small.lineHeight])
        #expect(layout.lines.map(\.baseline) == [large.ascender, large.lineHeight + small.ascender])

        var spaced = TextAttributes(font: small)
        spaced.paragraphStyle.lineSpacing = 4
        let spacedLayout = TextLayout("a\nb", attributes: spaced)
        #expect(spacedLayout.lines.map(\.frame.minY) == [0, small.lineHeight + 4])
        #expect(spacedLayout.size.height == 2 * small.lineHeight + 4)
    }

    @Test func glyphsSitOnTheBaseline() {
        // A 17-point "H" at 1×: the baseline is 16.1865234375 pt below the top; glyphs
        // are placed on whole device pixels (cairo's glyph compositing), so the stem
        // ends at row 15 and starts 12.363 pt (Inter's cap height) above y = 16, a
        // third into row 3.
        let image = GraphicsImageRenderer(size: CGSize(width: 20, height: 22), scale: 1).image { context in
            context.draw(TextLayout("H", attributes: TextAttributes(font: .systemFont(ofSize: 17))), at: .zero)
        }
        let stem = 2
        let coverage = (0..<22).map { image[stem, $0].alpha }
        #expect(coverage == [0, 0, 0, 91, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0])
    }
}
