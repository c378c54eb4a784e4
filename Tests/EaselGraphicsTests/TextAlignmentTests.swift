import EaselGraphics
import Foundation
import Testing

@Suite struct TextAlignmentTests {
    let width: CGFloat = 200
    let helloWidth: CGFloat = 38.91796875

    func attributes(_ alignment: TextAlignment) -> TextAttributes {
        [.font: Font.systemFont(ofSize: 17), .paragraphStyle: ParagraphStyle(alignment: alignment)]
    }

    /// Where "Hello" drawn in a 200-point-wide rectangle puts its ink.
    func ink(_ string: String, _ alignment: TextAlignment) -> CGRect {
        let image = GraphicsImageRenderer(size: CGSize(width: width, height: 30)).image { context in
            context.draw(string, in: CGRect(x: 0, y: 0, width: width, height: 30), withAttributes: attributes(alignment))
        }
        return inkBounds(of: image)!
    }

    @Test func linesArePlacedByTheAlignment() {
        func x(_ alignment: TextAlignment) -> CGFloat {
            TextLayout("Hello", attributes: attributes(alignment), containerSize: CGSize(width: width, height: 0)).lines[0].frame.minX
        }
        #expect(x(.left) == 0)
        #expect(x(.natural) == 0)
        #expect(x(.justified) == 0)
        #expect(x(.center) == (width - helloWidth) / 2)
        #expect(x(.right) == width - helloWidth)
    }

    @Test func alignmentMovesTheInk() {
        // "H" starts 1.50 pt after the line's origin, "o" ends 0.87 pt before its end.
        // Glyph origins snap to whole pixels (up to 0.5 px) and the ink box includes
        // partly covered pixels (under 1 px): a tolerance of 1.5 px.
        let left = ink("Hello", .left), center = ink("Hello", .center), right = ink("Hello", .right)
        #expect(abs(left.minX - 1.50) <= 1.5)
        #expect(abs(right.maxX - (width - 0.87)) <= 1.5)
        #expect(abs(center.minX - ((width - helloWidth) / 2 + 1.50)) <= 1.5)
        // Tracking puts glyphs at fractional distances, so each snaps on its own: the
        // ink's width may differ by a pixel.
        #expect(abs(left.width - center.width) <= 1 && abs(center.width - right.width) <= 1)
        #expect(ink("Hello", .natural) == left)
    }

    @Test func naturalAlignmentIsRightForRightToLeftText() {
        let hebrew = "שלום עולם"
        let line = TextLayout(hebrew, attributes: attributes(.natural), containerSize: CGSize(width: width, height: 0)).lines[0]
        #expect(line.frame.maxX == width)
        #expect(abs(ink(hebrew, .natural).maxX - width) <= 2)
        #expect(ink(hebrew, .left).minX <= 2)
    }

    @Test func centeredLinesOfAParagraphAreEachCentered() {
        let layout = TextLayout("The quick brown fox jumps over the lazy dog", attributes: attributes(.center),
                                containerSize: CGSize(width: 150, height: 0))
        for line in layout.lines {
            #expect(abs(line.frame.midX - 75) < 1e-9, "\(line.text)")
        }
    }
}
