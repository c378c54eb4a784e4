@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Standalone layers composited from their properties, pixel-exact, at scales 1, 2
/// and 3, in the tree with views' layers.
@MainActor
@Suite struct LayerCompositingTests: NamesPixels {
    private func render(scale: CGFloat, _ build: (Window) -> Void) -> Image {
        renderedImage(scale: scale, build)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aStandaloneLayersBackgroundFillsItsFrame(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let outer = coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .blue)
            outer.addSublayer(coloredLayer(CGRect(x: 5, y: 0, width: 5, height: 5), .red))
            window.layer.addSublayer(outer)
        }
        let s = Int(scale)
        #expect(image[10 * s, 10 * s] == blue)
        #expect(image[15 * s, 10 * s] == red)
        #expect(image[20 * s - 1, 15 * s - 1] == red)
        #expect(image[20 * s, 15 * s - 1] == blue)
        #expect(image[30 * s - 1, 30 * s - 1] == blue)
        #expect(image[30 * s, 30 * s] == clear)
        #expect(image[10 * s - 1, 10 * s] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func standaloneSublayersDrawAboveTheContentInOrderWithSubviews(scale: CGFloat) {
        let s = Int(scale)
        for insertedFirst in [false, true] {
            let image = render(scale: scale) { window in
                let host = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                host.backgroundColor = .blue
                let subview = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                subview.backgroundColor = .green
                host.addSubview(subview)
                let standalone = coloredLayer(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
                if insertedFirst { host.layer.insertSublayer(standalone, at: 0) } else { host.layer.addSublayer(standalone) }
                window.addSubview(host)
            }
            #expect(image[15 * s, 15 * s] == (insertedFirst ? green : red), "inserted first: \(insertedFirst)")
            #expect(image[25 * s, 25 * s] == red)
            #expect(image[5 * s, 5 * s] == green)
            #expect(image[35 * s, 35 * s] == blue)
        }
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func zPositionOrdersSiblingsStably(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let a = coloredLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
            let b = coloredLayer(CGRect(x: 10, y: 0, width: 20, height: 20), .green)
            let c = coloredLayer(CGRect(x: 20, y: 0, width: 20, height: 20), .blue)
            for sublayer in [a, b, c] { window.layer.addSublayer(sublayer) }
            a.zPosition = 5
            c.zPosition = 5
        }
        let s = Int(scale)
        #expect(image[15 * s, 5 * s] == red, "a is above b")
        #expect(image[25 * s, 5 * s] == blue, "c is above b, and later than a among equals")
        #expect(image[5 * s, 5 * s] == red)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func transformSublayerTransformAndAnchorPointPlaceTheLayer(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let parent = coloredLayer(CGRect(x: 0, y: 0, width: 40, height: 40), nil)
            parent.sublayerTransform = Transform3D(translationX: 10, y: 0, z: 0)
            let child = coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
            child.anchorPoint = .zero
            child.position = CGPoint(x: 0, y: 20)
            child.setAffineTransform(Transform(scaleX: 2, y: 1))
            parent.addSublayer(child)
            window.layer.addSublayer(parent)
        }
        let s = Int(scale)
        // Scaled about its top-left corner to 20 × 10 at (0, 20), moved right by 10.
        #expect(image[10 * s, 20 * s] == red)
        #expect(image[30 * s - 1, 30 * s - 1] == red)
        #expect(image[10 * s - 1, 25 * s] == clear)
        #expect(image[30 * s, 25 * s] == clear)
        #expect(image[15 * s, 30 * s] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func opacityHiddenAndMasksToBoundsApplyToTheWholeTree(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let faded = coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
            faded.addSublayer(coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 5), .red))
            faded.opacity = 0.5
            let hidden = coloredLayer(CGRect(x: 10, y: 0, width: 10, height: 10), .red)
            hidden.isHidden = true
            let masking = coloredLayer(CGRect(x: 20, y: 0, width: 10, height: 10), .blue)
            masking.masksToBounds = true
            masking.addSublayer(coloredLayer(CGRect(x: 5, y: 5, width: 20, height: 20), .green))
            for sublayer in [faded, hidden, masking] { window.layer.addSublayer(sublayer) }
        }
        let s = Int(scale)
        // The group is made opaque red, then blended once at half opacity.
        #expect(image[2 * s, 2 * s] == image[2 * s, 8 * s])
        #expect(image[2 * s, 2 * s].alpha == 128)
        #expect(image[15 * s, 5 * s] == clear)
        #expect(image[27 * s, 7 * s] == green)
        #expect(image[32 * s, 7 * s] == clear, "clipped to the masking layer")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func maskedCornersRoundOnlyTheNamedCorners(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let card = coloredLayer(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
            card.cornerRadius = 10
            card.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner]
            window.layer.addSublayer(card)
        }
        let s = Int(scale)
        #expect(image[0, 0] == red, "top-left stays square")
        #expect(image[20 * s - 1, 0] == clear, "top-right is rounded")
        #expect(image[0, 20 * s - 1] == clear, "bottom-left is rounded")
        #expect(image[20 * s - 1, 20 * s - 1] == red, "bottom-right stays square")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func continuousCornersAreTheRoundedRectPathsCorners(scale: CGFloat) {
        // A radius whose continuous corner (1.53 radii along each edge) fits.
        let rect = CGRect(x: 4, y: 4, width: 32, height: 24)
        let card = render(scale: scale) { window in
            let card = coloredLayer(rect, .red)
            card.cornerRadius = 6
            card.cornerCurve = .continuous
            window.layer.addSublayer(card)
        }
        let path = render(scale: scale) { window in
            let shape = ShapeLayer()
            shape.path = BezierPath(roundedRect: rect, cornerRadius: 6)
            shape.fillColor = .red
            window.layer.addSublayer(shape)
        }
        let circular = render(scale: scale) { window in
            let card = coloredLayer(rect, .red)
            card.cornerRadius = 6
            window.layer.addSublayer(card)
        }
        #expect(card == path)
        #expect(card != circular, "a continuous corner is not a quarter circle")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func contentsArePlacedByContentsGravity(scale: CGFloat) {
        // A 2 × 2 point image: red, unscaled, placed in a 10 × 10 point layer.
        let bitmap = Bitmap(width: 2, height: 2)
        bitmap.fill(with: red)
        let image = Image(bitmap: bitmap, scale: 1)
        let gravities: [(ContentsGravity, CGPoint)] = [
            (.center, CGPoint(x: 4, y: 4)), (.topLeft, CGPoint(x: 0, y: 8)), (.bottomRight, CGPoint(x: 8, y: 0)),
            (.top, CGPoint(x: 4, y: 8)), (.left, CGPoint(x: 0, y: 4)),
        ]
        for (gravity, origin) in gravities {
            let frame = render(scale: scale) { window in
                let holder = coloredLayer(CGRect(x: 10, y: 10, width: 10, height: 10), nil)
                holder.contents = image
                holder.contentsGravity = gravity
                window.layer.addSublayer(holder)
            }
            let s = CGFloat(scale)
            let x = Int((10 + origin.x) * s), y = Int((10 + origin.y) * s)
            #expect(frame[x, y] == red, "\(gravity) at \(origin)")
            #expect(frame[x + 2 * Int(s) - 1, y + 2 * Int(s) - 1] == red, "\(gravity)")
            #expect(frame[x + 2 * Int(s), y + 2 * Int(s)] == clear, "\(gravity)")
        }
        let stretched = render(scale: scale) { window in
            let holder = coloredLayer(CGRect(x: 10, y: 10, width: 10, height: 10), nil)
            holder.contents = image
            window.layer.addSublayer(holder)
        }
        let s = Int(scale)
        #expect(stretched[10 * s, 10 * s] == red && stretched[20 * s - 1, 20 * s - 1] == red, "resize fills the bounds")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aLayerDrawsThroughDisplayAndDrawInWhenMarked(scale: CGFloat) {
        let window = shownWindow(width: 40, height: 40, scale: scale)
        let drawn = CountingLayer()
        drawn.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        drawn.contentsScale = scale
        window.layer.addSublayer(drawn)
        window.eventLoop.runOnce()
        #expect(drawn.draws == 0, "a plain layer draws only when marked")
        drawn.setNeedsDisplay()
        drawn.setNeedsDisplay()
        window.eventLoop.runOnce()
        #expect(drawn.draws == 1)
        let s = Int(scale)
        #expect(window.lastFrame!.image[0, 0] == green)
        #expect(window.lastFrame!.image[10 * s - 1, 10 * s - 1] == green)
        drawn.needsDisplayOnBoundsChange = true
        withoutActions { drawn.bounds.size = CGSize(width: 20, height: 10) }
        window.eventLoop.runOnce()
        #expect(drawn.draws == 2)
        // Twice as wide about the same position: from x = −5 to 15.
        #expect(window.lastFrame!.image[15 * s - 1, 5 * s] == green)
        #expect(window.lastFrame!.image[15 * s, 5 * s] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func contentsRectShowsAPartOfTheContents(scale: CGFloat) {
        // An 8 × 4 pixel image: red on the left half, blue on the right. Scaled parts
        // are filtered linearly, so pixels near the cut blend, as in Core Animation.
        let bitmap = Bitmap(width: 8, height: 4)
        bitmap.fill(with: red)
        for x in 4..<8 { for y in 0..<4 { bitmap[x, y] = blue } }
        let image = Image(bitmap: bitmap, scale: 1)
        let frame = render(scale: scale) { window in
            let stretched = coloredLayer(CGRect(x: 0, y: 0, width: 10, height: 10), nil)
            stretched.contents = image
            stretched.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
            let centered = coloredLayer(CGRect(x: 20, y: 0, width: 10, height: 10), nil)
            centered.contents = image
            centered.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            centered.contentsGravity = .center
            window.layer.addSublayer(stretched)
            window.layer.addSublayer(centered)
        }
        let s = Int(scale)
        #expect(frame[5 * s, 5 * s] == blue && frame[8 * s, 2 * s] == blue, "the right half fills the bounds")
        #expect(frame[10 * s, 5 * s] == clear)
        #expect(frame[23 * s, 3 * s] == red && frame[25 * s, 5 * s] == red, "the left half, 4 points, centered")
        #expect(frame[27 * s, 5 * s] == clear && frame[23 * s - 1, 5 * s] == clear)
        let (_, messages) = Diagnostics.collect {
            let layer = Layer()
            layer.name = "strip"
            layer.contentsRect = CGRect(x: 0, y: 0, width: 0, height: 1)
            layer.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(messages == [
            "strip: ignoring a contentsRect of no size (0.0 × 1.0)",
            "strip: ignoring a contentsRect that is not finite (nan, 0.0, 1.0, 1.0); UIKit raises CALayerInvalidGeometry",
        ])
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aDisplayOverrideSetsContentsAndADelegateDraws(scale: CGFloat) {
        let filler = RedFiller()
        let image = render(scale: scale) { window in
            let made = ImageMakingLayer()
            made.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            made.setNeedsDisplay()
            let delegated = coloredLayer(CGRect(x: 20, y: 0, width: 10, height: 10), nil)
            delegated.delegate = filler
            delegated.contentsScale = scale
            delegated.setNeedsDisplay()
            window.layer.addSublayer(made)
            window.layer.addSublayer(delegated)
        }
        let s = Int(scale)
        #expect(image[0, 0] == blue && image[10 * s - 1, 10 * s - 1] == blue, "contents stretched to the bounds")
        #expect(image[20 * s, 0] == red && image[30 * s - 1, 10 * s - 1] == red)
        #expect(image[30 * s, 0] == clear)
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aStandaloneLayerCastsTheShadowOfItsWholeTree(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let card = coloredLayer(CGRect(x: 5, y: 5, width: 10, height: 10), .red)
            card.addSublayer(coloredLayer(CGRect(x: 10, y: 0, width: 5, height: 5), .red))
            card.shadowOpacity = 1
            card.shadowRadius = 0
            card.shadowOffset = CGSize(width: 10, height: 10)
            card.shadowColor = .blue
            window.layer.addSublayer(card)
        }
        let s = Int(scale)
        #expect(image[5 * s, 5 * s] == red)
        #expect(image[16 * s, 16 * s] == blue, "the card's shadow")
        // The sublayer covers 15…20 × 5…10 in the window: its shadow, 25…30 × 15…20.
        #expect(image[27 * s, 17 * s] == blue, "the sublayer's shadow")
        #expect(image[27 * s, 12 * s] == clear)
        #expect(image[25 * s, 25 * s] == clear)
    }

    @Test func layoutSublayersRunsOnceInTheCommitSuperlayersFirst() {
        let window = shownWindow(width: 40, height: 40)
        var order: [String] = []
        let outer = LayingOutLayer { order.append("outer") }
        let inner = LayingOutLayer { order.append("inner") }
        outer.addSublayer(inner)
        window.layer.addSublayer(outer)
        inner.setNeedsLayout()
        outer.setNeedsLayout()
        outer.setNeedsLayout()
        #expect(order.isEmpty, "setNeedsLayout only marks")
        window.eventLoop.runOnce()
        #expect(order == ["outer", "inner"])
        outer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        window.eventLoop.runOnce()
        #expect(order == ["outer", "inner", "outer"], "a new bounds size marks the layer for layout")
    }

    @Test(arguments: [1, 2, 3] as [CGFloat])
    func aShadowPathCastsTheShadowOfItsShape(scale: CGFloat) {
        let image = render(scale: scale) { window in
            let caster = coloredLayer(CGRect(x: 5, y: 5, width: 10, height: 10), nil)
            caster.shadowOpacity = 1
            caster.shadowRadius = 0
            caster.shadowOffset = .zero
            caster.shadowColor = .blue
            caster.shadowPath = BezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10))
            window.layer.addSublayer(caster)
        }
        let s = Int(scale)
        #expect(image[5 * s, 5 * s] == clear, "the layer itself is empty")
        #expect(image[15 * s, 15 * s] == blue)
        #expect(image[25 * s - 1, 25 * s - 1] == blue)
        #expect(image[25 * s, 25 * s] == clear)
    }
}

/// A layer that shows an image it makes in `display()` instead of drawing.
final class ImageMakingLayer: Layer {
    override func display() {
        let bitmap = Bitmap(width: 2, height: 2)
        bitmap.fill(with: Pixel(red: 0, green: 0, blue: 255))
        contents = Image(bitmap: bitmap, scale: 1)
    }
}

/// An object that draws a layer for it, as `CALayerDelegate.draw(_:in:)` does.
final class RedFiller: NSObject, LayerDelegate {
    func draw(_ layer: Layer, in context: GraphicsContext) {
        context.setFillColor(.red)
        context.fill(layer.bounds)
    }
}

/// A layer that fills its bounds green and counts its draws.
final class CountingLayer: Layer {
    var draws = 0

    override func draw(in context: GraphicsContext) {
        draws += 1
        context.setFillColor(Color(red: 0, green: 1, blue: 0))
        context.fill(bounds)
    }
}

/// A layer that reports its layouts.
final class LayingOutLayer: Layer {
    var onLayout: () -> Void = {}

    convenience init(_ onLayout: @escaping () -> Void) {
        self.init()
        self.onLayout = onLayout
    }

    override func layoutSublayers() { onLayout() }
}
