import EaselGraphics
import Foundation
import Testing

@Suite struct TextMeasurementTests {
    /// The system font at 17 points: SF Pro's line of 20.287109375 pt, its baseline
    /// 16.1865234375 pt below the top.
    let font17: TextAttributes = [.font: Font.systemFont(ofSize: 17)]
    let pangram = "The quick brown fox jumps over the lazy dog"

    @Test func singleLineSizeIsStable() {
        // Exact values in Pango's 1/1024 pt; the height is the font's line height.
        #expect("Hello, World!".size(withAttributes: font17) == CGSize(width: 95.9658203125, height: 20.287109375))
        #expect("Hello, World!".size(withAttributes: [.font: Font.systemFont(ofSize: 12)])
            == CGSize(width: 71.490234375, height: 14.3203125))
        #expect("Hello".size(withAttributes: [.font: Font.boldSystemFont(ofSize: 17)]).width == 40.75390625)
        // JetBrains Mono: every character advances 0.6 em, 10.2 pt at 17 pt.
        #expect("Hello".size(withAttributes: [.font: Font.monospacedSystemFont(ofSize: 17, weight: .regular)]).width
            == 51.0009765625)
    }

    @Test func widthIsProportionalToSizeWithoutTracking() {
        // Inter named by family has no tracking (the system font's depends on the size).
        let at12 = "Hello, World!".size(withAttributes: [.font: Font(name: "Inter", size: 12)!]).width
        let at24 = "Hello, World!".size(withAttributes: [.font: Font(name: "Inter", size: 24)!]).width
        // Within a Pango unit (1/1024 pt) per character: kerned positions round.
        #expect(abs(at24 - 2 * at12) <= 13.0 / 1024)
    }

    @Test func defaultAttributesAre12PointSystemFont() {
        #expect("Hello".size() == "Hello".size(withAttributes: [.font: Font.systemFont(ofSize: 12)]))
    }

    @Test func emptyStringHasNoSize() {
        #expect("".size(withAttributes: font17) == .zero)
        let layout = TextLayout("", attributes: font17)
        #expect(layout.lines.isEmpty)
        #expect(layout.firstBaselineOffsetFromTop == Font.systemFont(ofSize: 17).ascender)
    }

    @Test func lineBreaksMakeLinesWithoutAWidth() {
        let size = "Hello\nWide world\n".size(withAttributes: font17)
        // Three lines: the trailing newline starts an empty one, as in TextKit.
        #expect(size.height == 3 * 20.287109375)
        #expect(size.width == "Wide world".size(withAttributes: font17).width)
    }

    @Test func tabsStopEvery28Points() {
        #expect("\t".size(withAttributes: font17).width == 28)
        #expect("a\tb".size(withAttributes: font17).width == 28 + "b".size(withAttributes: font17).width)
    }

    @Test func boundingRectWrapsAtTheWidth() {
        let rect = pangram.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: font17)
        #expect(rect == CGRect(x: 0, y: 0, width: 140.9140625, height: 3 * 20.287109375))
    }

    @Test func boundingRectCountsOnlyLinesThatFitTheHeight() {
        let rect = pangram.boundingRect(with: CGSize(width: 150, height: 45), options: .usesLineFragmentOrigin,
                                        attributes: font17)
        #expect(rect.height == 2 * 20.287109375)
    }

    @Test func boundingRectWithoutLineFragmentOriginIsOneLineAboveTheBaseline() {
        let rect = "Hello\nWorld".boundingRect(with: CGSize(width: 10, height: 10), attributes: font17)
        #expect(rect == CGRect(x: 0, y: -16.1865234375, width: "Hello".size(withAttributes: font17).width, height: 20.287109375))
    }

    @Test func lineSpacingGoesBetweenLinesOnly() {
        var attributes = font17
        attributes.paragraphStyle.lineSpacing = 5
        let layout = TextLayout(pangram, attributes: attributes, containerSize: CGSize(width: 150, height: 0))
        #expect(layout.lines.map(\.frame.minY) == [0, 25.287109375, 50.57421875])
        #expect(layout.size.height == 3 * 20.287109375 + 2 * 5)
    }

    @Test func baselineOffsetsComeFromTheFirstAndLastLines() {
        var attributes = font17
        attributes.paragraphStyle.lineSpacing = 3
        let layout = TextLayout(pangram, attributes: attributes, containerSize: CGSize(width: 150, height: 0))
        #expect(layout.firstBaselineOffsetFromTop == 16.1865234375)
        #expect(layout.lines.map(\.baseline) == [16.1865234375, 39.4736328125, 62.7607421875])
        #expect(layout.lastBaselineOffsetFromBottom == 4.1005859375)
    }

    @Test func usesFontLeadingChangesNothingForDejaVu() {
        let plain = pangram.boundingRect(with: CGSize(width: 150, height: 500), options: .usesLineFragmentOrigin, attributes: font17)
        let leading = pangram.boundingRect(with: CGSize(width: 150, height: 500),
                                           options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: font17)
        #expect(plain == leading)
    }

    @Test func embeddedNulDoesNotCutTheString() {
        #expect("ab\u{0}cd".size(withAttributes: font17).width == "abcd".size(withAttributes: font17).width)
    }
}
