import Testing
import UIKit

/// A notification badge: a red capsule with a white count, sized by its text.
final class BadgeView: UIView {
    var count = 0 {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    static let font = UIFont.boldSystemFont(ofSize: 12)

    private var text: String { count > 99 ? "99+" : "\(count)" }
    private var attributes: [NSAttributedString.Key: Any] {
        [.font: Self.font, .foregroundColor: UIColor.white]
    }

    override var intrinsicContentSize: CGSize {
        let size = text.size(withAttributes: attributes)
        return CGSize(width: max(20, ceil(size.width) + 10), height: 20)
    }

    override func draw(_ rect: CGRect) {
        let capsule = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2)
        UIColor.systemRed.setFill()
        capsule.fill()
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2),
                  withAttributes: attributes)
    }
}

@MainActor
@Suite struct BadgeViewTests {
    @Test func theBadgeIsSizedByItsTextAsUIKitMeasuresIt() {
        let badge = BadgeView()
        badge.count = 7
        #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
        badge.count = 1234
        let measured = "99+".size(withAttributes: [.font: BadgeView.font])
        #expect(measured.width > 10)
        #expect(badge.intrinsicContentSize == CGSize(width: ceil(measured.width) + 10, height: 20))
    }

    @Test func theCountIsDrawnInWhiteOnTheRedCapsule() throws {
        let window = makeWindow(width: 40, height: 20)
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        badge.count = 8
        window.addSubview(badge)
        commit(window)
        let image = try frameImage(of: window)
        let red = UIColor.systemRed.pixel
        // The capsule: red at its flat edges, the window's white beyond its rounded ends.
        #expect(pixel(image, 20, 1) == red)
        #expect(pixel(image, 12, 18) == red)
        #expect(pixel(image, 0, 0) == .white)
        #expect(pixel(image, 39, 19) == .white)
        // The text: the same pixels as the count drawn with Easel's typed attributes.
        let reference = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { _ in
            UIColor.systemRed.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10).fill()
            let typed = TextAttributes(font: BadgeView.font, foregroundColor: .white)
            let size = "8".size(withAttributes: typed)
            "8".draw(at: CGPoint(x: (40 - size.width) / 2, y: (20 - size.height) / 2), withAttributes: typed)
        }
        var differing = 0, whiteInside = 0
        for y in 2..<18 {
            for x in 12..<28 {
                if pixel(image, x, y) != pixel(reference, x, y) { differing += 1 }
                // White ink over red: a green channel far above the red's (59).
                if pixel(image, x, y).green > 200 { whiteInside += 1 }
            }
        }
        #expect(differing == 0)
        #expect(whiteInside > 10)
    }
}
