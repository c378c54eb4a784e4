@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// What a change of a standalone layer damages: its old and new visible area, in
/// window pixels, and nothing when it is not shown.
@MainActor
@Suite struct LayerDamageTests {
    private func window(with layer: Layer) -> Window {
        let window = shownWindow(width: 40, height: 40, scale: 2)
        window.layer.addSublayer(layer)
        window.eventLoop.runOnce()
        return window
    }

    private func square(_ frame: CGRect) -> Layer {
        let layer = Layer()
        layer.frame = frame
        layer.backgroundColor = .red
        return layer
    }

    @Test func movingALayerDamagesItsOldAndNewArea() {
        let layer = square(CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = window(with: layer)
        withoutActions { layer.position = CGPoint(x: 25, y: 25) }
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.damage == [CGRect(x: 0, y: 0, width: 20, height: 20),
                                              CGRect(x: 40, y: 40, width: 20, height: 20)])
    }

    @Test func recolouringALayerDamagesItsVisibleBoundsOnly() {
        let outer = square(CGRect(x: 10, y: 10, width: 10, height: 10))
        let inner = square(CGRect(x: 2, y: 2, width: 4, height: 4))
        inner.setAffineTransform(Transform(scaleX: 2, y: 2))
        outer.addSublayer(inner)
        let window = window(with: outer)
        inner.backgroundColor = .blue
        window.eventLoop.runOnce()
        // Inner: 4 × 4 about its center (14, 14) in the window, scaled to 8 × 8.
        #expect(window.lastFrame!.damage == [CGRect(x: 20, y: 20, width: 16, height: 16)])
    }

    @Test func addingAndRemovingALayerDamageItsArea() {
        let window = shownWindow(width: 40, height: 40, scale: 2)
        let layer = square(CGRect(x: 5, y: 5, width: 10, height: 5))
        window.layer.addSublayer(layer)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.damage == [CGRect(x: 10, y: 10, width: 20, height: 10)])
        layer.removeFromSuperlayer()
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.damage == [CGRect(x: 10, y: 10, width: 20, height: 10)])
        #expect(window.lastFrame!.image[12, 12] == Pixel(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func aSublayerTransformOnAViewsLayerMovesItsSubviewsAndSublayers() {
        let layer = square(CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = window(with: layer)
        let view = View(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        view.backgroundColor = .blue
        window.addSubview(view)
        window.eventLoop.runOnce()
        window.layer.sublayerTransform = Transform3D(translationX: 20, y: 0, z: 0)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        #expect(image[1, 1] == Pixel(red: 0, green: 0, blue: 0, alpha: 0) && image[41, 1] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[1, 41] == Pixel(red: 0, green: 0, blue: 0, alpha: 0) && image[41, 41] == Pixel(red: 0, green: 0, blue: 255))
        #expect(view.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 20))
    }

    @Test func aHiddenLayerDamagesNothingWhenItChanges() {
        let layer = square(CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = window(with: layer)
        layer.isHidden = true
        window.eventLoop.runOnce()
        let index = window.lastFrame!.index
        layer.backgroundColor = .blue
        layer.position = CGPoint(x: 30, y: 30)
        window.eventLoop.runOnce()
        #expect(window.lastFrame!.index == index, "no frame: nothing visible changed")
    }

    @Test func aShapeLayersDamageCoversItsStrokeOutsideItsBounds() {
        let shape = ShapeLayer()
        shape.path = BezierPath(rect: CGRect(x: 4, y: 4, width: 8, height: 8))
        shape.fillColor = nil
        shape.strokeColor = .blue
        shape.lineWidth = 2
        shape.lineJoin = .round
        let window = window(with: shape)
        shape.strokeColor = .red
        window.eventLoop.runOnce()
        // The path's box grown by 1.5 half-widths: 2.5 … 13.5 points, 5 … 27 pixels.
        #expect(window.lastFrame!.damage == [CGRect(x: 5, y: 5, width: 22, height: 22)])
    }
}
