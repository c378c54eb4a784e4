import Testing
import UIKit

/// A card with only its top corners rounded, a dashed outline, and a translucent footer.
final class CardView: UIView {
    override func draw(_ rect: CGRect) {
        let shape = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                 cornerRadii: CGSize(width: 12, height: 12))
        UIColor.systemIndigo.setFill()
        shape.fill()

        let outline = UIBezierPath(rect: bounds.insetBy(dx: 1, dy: 1))
        outline.lineWidth = 2
        outline.setLineDash([4, 4], count: 2, phase: 0)
        UIColor.white.setStroke()
        outline.stroke()

        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setAlpha(0.5)
        context.setFillColor(UIColor.black.cgColor)
        context.fill(CGRect(x: 0, y: bounds.height - 10, width: bounds.width, height: 10))
        context.restoreGState()
    }
}

@MainActor
@Suite struct CardViewTests {
    @Test func onlyTheTopCornersAreRounded() throws {
        let window = makeWindow()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.addSubview(card)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 0, 0) == .white)
        #expect(pixel(image, 59, 0) == .white)
        #expect(pixel(image, 20, 20) == UIColor.systemIndigo.pixel)
        // The bottom corners are square, under the half-black footer.
        let footer = UIColor.systemIndigo.pixel
        let darkened = rgb(UInt8((Int(footer.red) + 1) / 2), UInt8((Int(footer.green) + 1) / 2), UInt8((Int(footer.blue) + 1) / 2))
        #expect(pixel(image, 3, 36).distance(to: darkened) <= 3)
    }

    @Test func theOutlineIsDashedFourOnFourOff() throws {
        let window = makeWindow()
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.addSubview(card)
        commit(window)
        let image = try frameImage(of: window)
        // Along the top edge (y 0..<2), from the path's start at x = 1: dashes at
        // x 1..<5, 9..<13, 17..<21, 25..<29, gaps between them.
        #expect(pixel(image, 18, 0) == .white)
        #expect(pixel(image, 26, 1) == .white)
        #expect(pixel(image, 22, 0) == UIColor.systemIndigo.pixel)
        #expect(pixel(image, 30, 1) == UIColor.systemIndigo.pixel)
    }
}
