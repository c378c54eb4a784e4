import Testing
import UIKit

/// UILabel's shrinking to fit, text shadow and highlighting.
@MainActor
@Suite struct LabelStyleTests {
    private static let text = "Shrinks to fit the width"

    private func render(width: CGFloat, _ configure: (UILabel) -> Void) throws -> UIImage {
        let window = makeWindow(width: width, height: 30, scale: 2)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.text = Self.text
        label.textColor = .black
        configure(label)
        window.addSubview(label)
        commit(window)
        return try frameImage(of: window)
    }

    /// The columns that have ink (any pixel darker than the background).
    private func inkColumns(_ image: UIImage) -> ClosedRange<Int>? {
        let columns = (0..<image.pixelWidth).filter { x in (0..<image.pixelHeight).contains { y in image[x, y].red < 200 } }
        return columns.first.flatMap { first in columns.last.map { first...$0 } }
    }

    @Test func theFontShrinksToTheLargestSizeThatFitsTheWidth() throws {
        let full = (Self.text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width
        let width = (full * 0.75).rounded()
        let shrunk = try render(width: width) { label in
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
        }
        let ink = try #require(inkColumns(shrunk))
        // The whole text shows (no ellipsis cut it) and nearly fills the width.
        #expect(ink.upperBound < Int(width * 2))
        #expect(ink.upperBound > Int(width * 2) - 8)
        let truncated = try render(width: width) { _ in }
        #expect(shrunk != truncated)
    }

    @Test func textThatFitsOrALabelThatMayNotShrinkIsDrawnAsItIs() throws {
        let fits = try render(width: 300) { $0.adjustsFontSizeToFitWidth = true; $0.minimumScaleFactor = 0.5 }
        #expect(fits == (try render(width: 300) { _ in }))
        let noMinimum = try render(width: 80) { $0.adjustsFontSizeToFitWidth = true }
        #expect(noMinimum == (try render(width: 80) { _ in }))
    }

    @Test func shrinkingLeavesTheIntrinsicSize() {
        let label = UILabel()
        label.text = Self.text
        let size = label.intrinsicContentSize
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.3
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(label.intrinsicContentSize == size)
    }

    @Test func aShadowColorDrawsAnUnblurredShadowAtTheOffset() throws {
        let plain = try render(width: 220) { _ in }
        let shadowed = try render(width: 220) { label in
            label.shadowColor = .red
            label.shadowOffset = CGSize(width: 3, height: 2)
        }
        let red = { (pixel: Pixel) in pixel.red > 200 && pixel.green < 60 && pixel.blue < 60 }
        var shadowPixels = 0, shadowBesideInk = 0
        for y in 0..<60 {
            for x in 0..<440 where red(shadowed[x, y]) {
                shadowPixels += 1
                // Every full shadow pixel is the shadow of a glyph pixel 3 × 2 points up and left.
                if x >= 6, y >= 4, plain[x - 6, y - 4].red < 100 { shadowBesideInk += 1 }
            }
        }
        #expect(shadowPixels > 50)
        #expect(shadowBesideInk == shadowPixels)
    }

    @Test func aHighlightedLabelDrawsInItsHighlightedColor() throws {
        let blue = { (pixel: Pixel) in pixel.blue > 200 && pixel.red < 60 }
        func blueCount(_ image: UIImage) -> Int {
            (0..<60).reduce(0) { count, y in count + (0..<440).filter { blue(image[$0, y]) }.count }
        }
        let highlighted = try render(width: 220) { $0.highlightedTextColor = .blue; $0.isHighlighted = true }
        let notYet = try render(width: 220) { $0.highlightedTextColor = .blue }
        #expect(blueCount(highlighted) > 50)
        #expect(blueCount(notYet) == 0)
        #expect(notYet == (try render(width: 220) { _ in }))
    }

    @Test func aDisabledLabelDrawsAllItsTextInTheTertiaryLabelColor() throws {
        /// The darkest pixel: the ink at its fullest.
        func darkest(_ image: UIImage) -> Pixel {
            let ink = { (pixel: Pixel) in Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) }
            var darkest = image[0, 0]
            for y in 0..<image.pixelHeight {
                for x in 0..<image.pixelWidth where ink(image[x, y]) < ink(darkest) { darkest = image[x, y] }
            }
            return darkest
        }
        let enabled = try render(width: 220) { _ in }
        let disabled = try render(width: 220) { $0.isEnabled = false }
        let disabledRed = try render(width: 220) { label in
            label.attributedText = NSAttributedString(string: Self.text, attributes: [.foregroundColor: UIColor.red])
            label.highlightedTextColor = .blue
            label.isHighlighted = true
            label.isEnabled = false
        }
        #expect(darkest(enabled).red < 40)
        // tertiaryLabel is (60, 60, 67) at 30 %: about (196, 196, 198) on white.
        let ink = darkest(disabled)
        #expect(abs(Int(ink.red) - 196) <= 3 && abs(Int(ink.blue) - 198) <= 3)
        #expect(disabledRed == disabled, "a disabled label's runs and highlight are drawn dimmed alike")
        let reenabled = try render(width: 220) { label in
            label.isEnabled = false
            label.isEnabled = true
        }
        #expect(reenabled == enabled)
    }
}

/// UIView's tag search and subview exchange.
@MainActor
@Suite struct SubviewOrderTests {
    @Test func viewWithTagSearchesTheViewThenItsSubviewsDepthFirst() {
        let root = UIView(), branch = UIView(), leaf = UIView(), sibling = UIView()
        leaf.tag = 7
        sibling.tag = 7
        root.addSubview(branch)
        branch.addSubview(leaf)
        root.addSubview(sibling)
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test func exchangeSubviewSwapsTwoIndicesAndTheirLayers() {
        let root = UIView()
        let views = (0..<4).map { _ in UIView() }
        views.forEach(root.addSubview)
        root.exchangeSubview(at: 3, withSubviewAt: 1)
        #expect(root.subviews.map { view in views.firstIndex { $0 === view }! } == [0, 3, 2, 1])
        #expect(root.layer.sublayers?.map { layer in views.firstIndex { $0.layer === layer }! } == [0, 3, 2, 1])
        let (_, messages) = Diagnostics.collect { root.exchangeSubview(at: 0, withSubviewAt: 4) }
        #expect(messages.count == 1)
        #expect(root.subviews.map { view in views.firstIndex { $0 === view }! } == [0, 3, 2, 1])
    }
}
