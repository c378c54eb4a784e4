@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `mask`: a layer's content shows through the alpha of its mask's tree, pixel-exact
/// at scales 1, 2 and 3; masks that would break the tree are refused.
@MainActor
@Suite struct LayerMaskTests: NamesPixels {
    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aLayerShowsOnlyWhereItsMaskIsOpaque(scale: CGFloat) {
        let image = renderedImage(scale: scale) { window in
            let card = coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
            card.addSublayer(coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .green))
            let mask = coloredLayer(CGRect(x: 0, y: 0, width: 15, height: 30), .black)
            mask.addSublayer(coloredLayer(CGRect(x: 15, y: 0, width: 15, height: 5), Color(white: 0, alpha: 0.5)))
            card.mask = mask
            window.layer.addSublayer(card)
        }
        let s = Int(scale)
        #expect(image[10 * s, 10 * s] == red)
        #expect(image[25 * s - 1, 15 * s] == red)
        #expect(image[20 * s, 20 * s] == green, "sublayers are masked with the layer")
        #expect(image[25 * s, 20 * s] == clear, "outside the mask")
        let half = image[27 * s, 12 * s]
        #expect(half.red == 255 && half.alpha == 128, "half the mask's alpha: \(half)")
        #expect(image[35 * s, 35 * s] == clear, "the unmasked sublayer's part outside the mask is gone")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aViewsLayerIsMaskedByAShapeWithItsShadow(scale: CGFloat) {
        let image = renderedImage(scale: scale) { window in
            let avatar = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            avatar.backgroundColor = .blue
            avatar.layer.shadowOpacity = 1
            avatar.layer.shadowRadius = 0
            avatar.layer.shadowOffset = CGSize(width: 20, height: 0)
            let oval = ShapeLayer()
            oval.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
            avatar.layer.mask = oval
            window.addSubview(avatar)
        }
        let s = Int(scale)
        #expect(image[10 * s, 10 * s] == blue)
        #expect(image[0, 0] == clear, "the corner is outside the oval")
        #expect(image[30 * s, 10 * s] == clear, "the shadow is masked too")
    }

    @Test func masksThatWouldBreakTheTreeAreRefused() {
        let (card, inner, other) = (Layer(), Layer(), Layer())
        card.name = "card"
        inner.name = "inner"
        other.name = "other"
        card.addSublayer(inner)
        let view = plainView("view")
        let (_, messages) = Diagnostics.collect {
            card.mask = card
            inner.mask = card
            other.mask = inner
            other.mask = view.layer
            card.mask = other
            inner.addSublayer(other)
        }
        #expect(messages == [
            "card: refusing card as its mask; it contains card, which would make a cycle",
            "inner: refusing card as its mask; it contains inner, which would make a cycle",
            "other: refusing inner as its mask; it is a sublayer of card",
            "other: refusing view as its mask; a view's layer cannot be a mask",
            "inner: refusing to add other as a sublayer; it is the mask of card",
        ])
        #expect(card.mask === other && other.superlayer == nil)
        #expect(inner.mask == nil)
    }

    @Test func aChangeInsideAMaskDamagesTheMaskedLayer() {
        let window = shownWindow(width: 40, height: 40, scale: 2)
        let card = coloredLayer(CGRect(x: 10, y: 10, width: 10, height: 10), .red)
        let mask = coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
        let dot = coloredLayer(CGRect(x: 0, y: 0, width: 5, height: 5), .black)
        mask.addSublayer(dot)
        card.mask = mask
        window.layer.addSublayer(card)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.image[21, 21] == red && window.lastFrame!.image[31, 31] == clear)
        withoutActions { dot.position = CGPoint(x: 7.5, y: 7.5) }
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.damage == [CGRect(x: 20, y: 20, width: 20, height: 20)])
        #expect(window.lastFrame!.image[21, 21] == clear && window.lastFrame!.image[31, 31] == red)
    }
}
