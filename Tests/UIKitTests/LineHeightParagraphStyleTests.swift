import Testing
import UIKit

/// Line height and paragraph spacing as iOS text styles set them: the lines of a
/// caption grow by `lineHeightMultiple` (the space above the text), are kept between
/// the minimum and maximum heights, and paragraphs are `paragraphSpacing` apart.
@MainActor
@Suite struct LineHeightParagraphStyleTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func height(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void) -> CGFloat {
        let style = NSMutableParagraphStyle()
        configure(style)
        let string = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: style])
        return string.boundingRect(with: CGSize(width: 300, height: 1000), options: .usesLineFragmentOrigin,
                                   context: nil).height
    }

    @Test func linesAndParagraphsAreSpacedAsTheStyleSays() {
        let natural = font.lineHeight
        #expect(abs(height("One\nTwo") { _ in } - 2 * natural) < 1e-6)
        #expect(abs(height("One\nTwo") { $0.lineHeightMultiple = 1.5 } - 3 * natural) < 1e-6)
        #expect(abs(height("One\nTwo") { $0.paragraphSpacing = 10 } - (2 * natural + 10)) < 1e-6,
                "spacing between the paragraphs, none after the last")
        #expect(abs(height("One\nTwo") { $0.minimumLineHeight = 30 } - 60) < 1e-6)
        #expect(abs(height("One\nTwo") { $0.lineHeightMultiple = 2; $0.maximumLineHeight = 25 } - 50) < 1e-6)
        #expect(abs(height("One") { $0.lineHeightMultiple = -1 } - natural) < 1e-6, "a negative multiple counts as none")
    }

    @Test func theSpaceALineGainsIsAboveItsText() throws {
        let window = makeWindow(width: 100, height: 80, scale: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 60
        label.attributedText = NSAttributedString(string: "Hg", attributes: [.font: font, .paragraphStyle: style,
                                                                             .foregroundColor: UIColor.black])
        label.numberOfLines = 0
        label.sizeToFit()
        window.addSubview(label)
        commit(window)
        #expect(label.frame.height == 60)
        let image = try frameImage(of: window)
        let inked = (0..<60).filter { y in (0..<40).contains { x in pixel(image, x, y) != .white } }
        #expect(CGFloat(try #require(inked.first)) > 60 - font.lineHeight - 1, "no ink in the space added above")
    }
}
