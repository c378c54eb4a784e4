import Testing
import UIKit

/// `headIndent`, `firstLineHeadIndent` and `tailIndent` are leading and trailing: in a
/// right-to-left paragraph (right-to-left text with the natural direction, or
/// `baseWritingDirection = .rightToLeft`) they are measured from the right edge.
@Suite struct RightToLeftParagraphIndentTests {
    private let font = UIFont.systemFont(ofSize: 20)
    private let size = CGSize(width: 200, height: 120)

    private func attributes(head: CGFloat = 0, firstLine: CGFloat = 0, tail: CGFloat = 0,
                            direction: NSWritingDirection = .natural) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.headIndent = head
        style.firstLineHeadIndent = firstLine
        style.tailIndent = tail
        style.baseWritingDirection = direction
        return [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style]
    }

    private func drawn(_ string: String, _ attributes: [NSAttributedString.Key: Any]) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            string.draw(in: CGRect(origin: .zero, size: size), withAttributes: attributes)
        }
    }

    private func inkColumns(_ image: UIImage, rows: Range<Int>) -> ClosedRange<Int>? {
        let columns = (0..<Int(size.width)).filter { x in rows.contains { image[x, $0].red < 128 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    private var lineRows: [Range<Int>] {
        let line = Int(font.lineHeight.rounded(.up))
        return [0..<line, line..<(2 * line), (2 * line)..<(3 * line)]
    }

    /// Hebrew paragraphs, each one line: every line is a first line, moved left by the
    /// first-line indent, pixel for pixel.
    @Test func aRightToLeftParagraphsFirstLineIndentIsMeasuredFromTheRight() throws {
        let string = "שלום עולם\nמה שלומך"
        let plain = drawn(string, attributes())
        let indented = drawn(string, attributes(firstLine: 30))
        let plainInk = try #require(inkColumns(plain, rows: lineRows[0]))
        #expect(plainInk.upperBound >= 195, "natural alignment puts right-to-left text at the right")
        for rows in lineRows.prefix(2) {
            for y in rows {
                for x in 0..<(Int(size.width) - 30) where indented[x, y] != plain[x + 30, y] {
                    Issue.record("pixel (\(x), \(y)) is not the plain one 30 points to its right")
                    return
                }
            }
        }
    }

    @Test func aForcedRightToLeftDirectionIndentsLatinTextFromTheRight() throws {
        let string = "III III III III III III III III III III III III III III"
        let plain = drawn(string, attributes(direction: .rightToLeft))
        let indented = drawn(string, attributes(head: 10, firstLine: 30, direction: .rightToLeft))
        let right = try #require(inkColumns(plain, rows: lineRows[0])).upperBound
        #expect(try #require(inkColumns(indented, rows: lineRows[0])).upperBound == right - 30)
        #expect(try #require(inkColumns(indented, rows: lineRows[1])).upperBound == right - 10)
        // The same text left to right keeps its indents on the left.
        let leftToRight = drawn(string, attributes(head: 10, firstLine: 30, direction: .leftToRight))
        let left = try #require(inkColumns(drawn(string, attributes(direction: .leftToRight)), rows: lineRows[0]))
            .lowerBound
        #expect(try #require(inkColumns(leftToRight, rows: lineRows[0])).lowerBound == left + 30)
        #expect(try #require(inkColumns(leftToRight, rows: lineRows[1])).lowerBound == left + 10)
    }

    @Test func aRightToLeftTailIndentEndsTheLinesOnTheLeft() throws {
        let string = "III III III III III III III III III"
        let indented = drawn(string, attributes(tail: -60, direction: .rightToLeft))
        let plain = drawn(string, attributes(direction: .rightToLeft))
        for rows in lineRows.prefix(2) {
            let ink = try #require(inkColumns(indented, rows: rows))
            #expect(ink.lowerBound >= 60, "no line reaches into the 60-point tail indent")
            #expect(ink.upperBound == inkColumns(plain, rows: lineRows[0])?.upperBound, "lines start at the right edge")
        }
        // It wraps as the same width without the indent does.
        let narrow = CGSize(width: size.width - 60, height: 1000)
        let wide = CGSize(width: size.width, height: 1000)
        #expect(string.boundingRect(with: wide, options: .usesLineFragmentOrigin,
                                    attributes: attributes(tail: -60, direction: .rightToLeft), context: nil).height
                == string.boundingRect(with: narrow, options: .usesLineFragmentOrigin,
                                       attributes: attributes(direction: .rightToLeft), context: nil).height)
    }

    /// Measuring does not depend on the side the indents are on.
    @Test func aRightToLeftParagraphMeasuresAsItsLeftToRightTwin() {
        for string in ["Indented", "שלום עולם"] {
            let leftToRight = string.size(withAttributes: attributes(firstLine: 25, direction: .leftToRight))
            let rightToLeft = string.size(withAttributes: attributes(firstLine: 25, direction: .rightToLeft))
            #expect(rightToLeft == leftToRight)
            #expect(rightToLeft.width == string.size(withAttributes: attributes(direction: .rightToLeft)).width + 25)
        }
    }

    @Test func theStyleKeepsItsDirectionAndCopiesIt() throws {
        let style = NSMutableParagraphStyle()
        #expect(style.baseWritingDirection == .natural && NSParagraphStyle.default.baseWritingDirection == .natural)
        style.baseWritingDirection = .rightToLeft
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.baseWritingDirection == .rightToLeft)
        #expect(NSWritingDirection.natural.rawValue == -1 && NSWritingDirection.rightToLeft.rawValue == 1)
    }
}
