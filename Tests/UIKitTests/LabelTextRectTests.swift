import Testing
import UIKit

/// `UILabel.textRect(forBounds:limitedToNumberOfLines:)` is what the label measures
/// with: the padded label of countless apps (insets in `textRect` and `drawText(in:)`)
/// sizes itself with its insets and draws inside them.
@MainActor
@Suite struct LabelTextRectTests {
    final class PaddedLabel: UILabel {
        let insets = UIEdgeInsets(top: 4, left: 8, bottom: 6, right: 10)

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let text = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return text.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }
    }

    @Test func theDefaultRectIsTheTextsSizeAtTheBoundsOrigin() {
        let label = UILabel()
        label.text = "Hello, world"
        let size = label.sizeThatFits(.zero)
        let rect = label.textRect(forBounds: CGRect(x: 5, y: 7, width: 1000, height: 1000), limitedToNumberOfLines: 0)
        #expect(rect.origin == CGPoint(x: 5, y: 7))
        #expect(abs(rect.width - size.width) < 1 && abs(rect.height - size.height) < 1)
        #expect(label.textRect(forBounds: .zero, limitedToNumberOfLines: 0).size == .zero, "no room, no text")
    }

    @Test func oneLineLimitsTheRectToOneLine() {
        let label = UILabel()
        label.text = "A sentence long enough to wrap onto several lines here"
        let bounds = CGRect(x: 0, y: 0, width: 80, height: 1000)
        let all = label.textRect(forBounds: bounds, limitedToNumberOfLines: 0)
        let one = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(all.height > 2 * one.height)
        #expect(one.height == label.font.lineHeight.rounded(.up) || abs(one.height - label.font.lineHeight) < 1)
    }

    @Test func aPaddedLabelIsMeasuredWithItsInsets() {
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] { label.text = "Padded" }
        #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 18)
        #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 10)
        let wrapped = UILabel(), paddedWrapped = PaddedLabel()
        for label in [wrapped, paddedWrapped] {
            label.text = "A sentence long enough to wrap onto several lines here"
            label.numberOfLines = 0
        }
        #expect(paddedWrapped.sizeThatFits(CGSize(width: 118, height: 0)).height
                    == wrapped.sizeThatFits(CGSize(width: 100, height: 0)).height + 10, "wrapped 18 points narrower")
    }

    @Test func aPaddedLabelDrawsInsideItsInsets() throws {
        let plain = UILabel(), padded = PaddedLabel()
        for label in [plain, padded] { label.text = "Padded" }
        let size = plain.intrinsicContentSize
        plain.frame = CGRect(origin: CGPoint(x: 8, y: 4), size: size)
        padded.frame = CGRect(origin: .zero, size: padded.intrinsicContentSize)
        var images: [UIImage] = []
        for label in [plain, padded] {
            let window = makeWindow(width: 100, height: 40)
            window.addSubview(label)
            commit(window)
            images.append(try frameImage(of: window))
        }
        var differing = 0, ink = 0
        for y in 0..<40 {
            for x in 0..<100 {
                if pixel(images[0], x, y) != pixel(images[1], x, y) { differing += 1 }
                if pixel(images[1], x, y) != .white { ink += 1 }
            }
        }
        #expect(ink > 20, "the text is drawn")
        #expect(differing == 0, "the padded label's text lands where a plain label 8 right and 4 down draws it")
    }
}
