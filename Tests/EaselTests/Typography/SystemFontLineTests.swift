import Easel
import EaselGraphics
import Foundation
import Testing

/// Text in the system font lays out with SF Pro's line metrics: a line is `lineHeight`
/// tall with its baseline `ascender` below its top, and labels measure as on iOS.
@MainActor
@Suite struct SystemFontLineTests {
    /// A label of `text` in `font`, sized to fit in a window at `scale`.
    private func fittedLabel(_ text: String, font: Font, numberOfLines: Int = 1, scale: CGFloat) -> Label {
        let window = shownWindow(width: 320, height: 200, scale: scale)
        let label = Label(frame: .zero)
        label.font = font
        label.numberOfLines = numberOfLines
        label.text = text
        window.addSubview(label)
        return label
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
            let label = fittedLabel("Settings", font: font, scale: scale)
            #expect(label.intrinsicContentSize.height == height, "\(style) at \(scale)×")
        }
    }

    @Test func linesStackAtTheLineHeightWithTheBaselineAtTheAscender() {
        let font = Font.systemFont(ofSize: 17)
        let layout = TextLayout("One\nTwo\nThree", attributes: TextAttributes(font: font))
        #expect(layout.lines.map(\.frame.minY) == [0, font.lineHeight, 2 * font.lineHeight])
        #expect(layout.lines.map(\.frame.height) == [font.lineHeight, font.lineHeight, font.lineHeight])
        #expect(layout.lines.map(\.baseline) == [0, 1, 2].map { CGFloat($0) * font.lineHeight + font.ascender })
        #expect(layout.size.height == 60.861328125)
        let label = fittedLabel("One\nTwo\nThree", font: font, numberOfLines: 0, scale: 3)
        #expect(label.intrinsicContentSize.height == 61)
        #expect(fittedLabel("One\nTwo\nThree", font: font, numberOfLines: 0, scale: 1).intrinsicContentSize.height == 61)
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
        // A 17-point "H" at 1×: the baseline is 16.1865234375 pt below the top, so the
        // stem covers rows 4 to 15 fully, row 16 by about 19 %, and nothing below.
        let image = GraphicsImageRenderer(size: CGSize(width: 20, height: 22), scale: 1).image { context in
            context.draw(TextLayout("H", attributes: TextAttributes(font: .systemFont(ofSize: 17))), at: .zero)
        }
        let stem = 2
        let coverage = (0..<22).map { image[stem, $0].alpha }
        #expect(coverage == [0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 48, 0, 0, 0, 0, 0])
    }
}
