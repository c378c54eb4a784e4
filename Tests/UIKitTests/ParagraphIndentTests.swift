import Testing
import UIKit

/// `NSMutableParagraphStyle`'s `headIndent`, `firstLineHeadIndent` and `tailIndent`,
/// honoured when a string is drawn and measured.
@Suite struct ParagraphIndentTests {
    private let font = UIFont.boldSystemFont(ofSize: 20)

    private func attributes(head: CGFloat = 0, firstLine: CGFloat = 0, tail: CGFloat = 0) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.headIndent = head
        style.firstLineHeadIndent = firstLine
        style.tailIndent = tail
        return [.font: font, .foregroundColor: UIColor.black, .paragraphStyle: style]
    }

    private func lineCount(_ string: String, width: CGFloat, _ attributes: [NSAttributedString.Key: Any]) -> Int {
        let height = string.boundingRect(with: CGSize(width: width, height: 1000), options: .usesLineFragmentOrigin,
                                         attributes: attributes, context: nil).height
        return Int((height / font.lineHeight).rounded())
    }

    /// The leftmost column with ink in rows `rows` of an image of black text on white.
    private func leftmostInk(_ image: UIImage, rows: Range<Int>) -> Int? {
        (0..<Int(image.size.width)).first { x in rows.contains { image[x, $0].red < 128 } }
    }

    @Test func theFirstLineStartsAtItsIndentAndTheOthersAtTheHeadIndent() throws {
        let string = "III III III III III III"
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 200),
                                               format: { let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f }())
        let image = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 200))
            string.draw(in: CGRect(x: 0, y: 0, width: 120, height: 200), withAttributes: attributes(head: 10, firstLine: 30))
        }
        let line = Int(font.lineHeight.rounded(.up))
        let plain = renderer.image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 200))
            string.draw(in: CGRect(x: 0, y: 0, width: 120, height: 200), withAttributes: attributes())
        }
        let plainStart = try #require(leftmostInk(plain, rows: 0..<line))
        #expect(leftmostInk(image, rows: 0..<line) == plainStart + 30)
        #expect(leftmostInk(image, rows: line..<(2 * line)) == plainStart + 10)
    }

    @Test func indentsNarrowTheLinesTheTextWrapsIn() {
        let string = "one two three four five six seven eight nine ten"
        // A positive tail indent ends lines that far from the leading edge.
        #expect(lineCount(string, width: 300, attributes(tail: 120)) == lineCount(string, width: 120, attributes()))
        // A negative one, that far inside the trailing edge.
        #expect(lineCount(string, width: 300, attributes(tail: -180)) == lineCount(string, width: 120, attributes()))
        // A head indent narrows every line but the first.
        #expect(lineCount(string, width: 160, attributes(head: 60)) > lineCount(string, width: 160, attributes()))
        #expect(lineCount(string, width: 160, attributes(head: 60))
                <= lineCount(string, width: 100, attributes()))
    }

    @Test func theMeasuredWidthIncludesTheFirstLineIndent() {
        let plain = "Indented".size(withAttributes: attributes())
        let indented = "Indented".size(withAttributes: attributes(firstLine: 25))
        #expect(indented.width == plain.width + 25)
        #expect(indented.height == plain.height)
    }

    @Test func theMutableStyleKeepsItsValuesAndCopiesThem() throws {
        let style = NSMutableParagraphStyle()
        style.headIndent = 12
        style.firstLineHeadIndent = 20
        style.tailIndent = -8
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.headIndent == 12 && copy.firstLineHeadIndent == 20 && copy.tailIndent == -8)
        style.headIndent = -5
        style.tailIndent = .nan
        #expect(style.headIndent == 0)
        #expect(style.tailIndent == 0)
    }
}
