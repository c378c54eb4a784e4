import Testing
import UIKit

/// The padded label of countless iOS apps: text drawn in an inset rectangle, and an
/// intrinsic size grown by the insets.
final class PaddingLabel: UILabel {
    var insets = UIEdgeInsets(top: 4, left: 20, bottom: 4, right: 8)

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }

    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom)
    }
}

@MainActor
@Suite struct PaddingLabelTests {
    @Test func theTextIsDrawnWhereAPlainLabelInTheInsetRectDrawsIt() throws {
        let window = makeWindow(width: 150, height: 40)
        let padded = PaddingLabel(frame: CGRect(x: 0, y: 0, width: 150, height: 40))
        padded.text = "Padded"
        window.addSubview(padded)
        commit(window)
        let paddedImage = try frameImage(of: window)

        padded.removeFromSuperview()
        let plain = UILabel(frame: CGRect(x: 20, y: 4, width: 122, height: 32))
        plain.text = "Padded"
        window.addSubview(plain)
        commit(window)
        #expect(try frameImage(of: window) == paddedImage)
        // The text starts after the inset: the first 20 columns stay white.
        #expect((0..<40).allSatisfy { y in (0..<20).allSatisfy { x in pixel(paddedImage, x, y) == .white } })
        #expect((0..<40).contains { y in (20..<60).contains { x in pixel(paddedImage, x, y) != .white } })
    }

    @Test func theIntrinsicSizeGrowsByTheInsets() {
        let padded = PaddingLabel()
        padded.text = "Padded"
        let plain = UILabel()
        plain.text = "Padded"
        #expect(padded.intrinsicContentSize == CGSize(width: plain.intrinsicContentSize.width + 28,
                                                      height: plain.intrinsicContentSize.height + 8))
    }
}
