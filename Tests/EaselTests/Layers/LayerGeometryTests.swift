@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Core Animation's geometry: frame from bounds, position, anchor point and transform;
/// a view's geometry is its layer's; conversion and hit testing between layers; bad
/// numbers ignored with a diagnostic.
@MainActor
@Suite struct LayerGeometryTests {
    private func layer(_ frame: CGRect) -> Layer {
        let layer = Layer()
        layer.frame = frame
        return layer
    }

    @Test func frameIsDerivedFromBoundsPositionAnchorPointAndTransform() {
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.position = CGPoint(x: 100, y: 50)
        #expect(layer.frame == CGRect(x: 80, y: 40, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 40, height: 20))
        #expect(layer.position == CGPoint(x: 100, y: 50), "the anchor point keeps the position")
        layer.setAffineTransform(Transform(scaleX: 2, y: 3))
        #expect(layer.frame == CGRect(x: 100, y: 50, width: 80, height: 60))
        layer.transform = .identity
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    }

    @Test func aViewsGeometryIsItsLayers() {
        let view = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.layer.position == CGPoint(x: 25, y: 40))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50))
        view.layer.opacity = 0.5
        view.layer.backgroundColor = .white
        view.layer.isHidden = true
        #expect(view.alpha == 0.5 && view.backgroundColor == .white && view.isHidden)
        view.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1)
        #expect(view.transform == Transform(scaleX: 2, y: 2))
        view.transform = .identity
        // UIKit: a new anchor point keeps the center (the layer's position) and moves the frame.
        view.layer.anchorPoint = .zero
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 30, height: 40))
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == .zero)
    }

    @Test func aStandaloneLayersPresentationShowsItsModelValues() {
        let layer = Layer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        layer.anchorPoint = .zero
        layer.opacity = 0.25
        let presented = layer.presentation()
        #expect(presented?.position == CGPoint(x: 25, y: 40))
        #expect(presented?.frame == CGRect(x: 25, y: 40, width: 30, height: 40))
        #expect(presented?.opacity == 0.25)
    }

    @Test func convertingBetweenLayersGoesThroughEveryTransform() {
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = layer(CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = layer(CGRect(x: 5, y: 5, width: 10, height: 10))
        b.setAffineTransform(Transform(scaleX: 2, y: 2))
        root.addSublayer(a)
        a.addSublayer(b)
        // b's bounds center (5, 5) sits at its position (10, 10) in a, (20, 30) in root.
        #expect(b.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 20, y: 30))
        #expect(b.convert(CGPoint(x: 0, y: 0), to: a) == CGPoint(x: 0, y: 0))
        #expect(root.convert(CGPoint(x: 20, y: 30), to: b) == CGPoint(x: 5, y: 5))
        #expect(b.convert(CGPoint(x: 10, y: 20), from: a) == CGPoint(x: 5, y: 10))
        a.sublayerTransform = Transform3D(translationX: 7, y: 0, z: 0)
        #expect(b.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 27, y: 30))
    }

    @Test func hitTestingFindsTheFrontmostDeepestLayer() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = layer(CGRect(x: 0, y: 0, width: 50, height: 50))
        let front = layer(CGRect(x: 25, y: 25, width: 50, height: 50))
        let inner = layer(CGRect(x: 60, y: 60, width: 30, height: 30))
        root.addSublayer(back)
        root.addSublayer(front)
        back.addSublayer(inner)
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === inner, "outside back but inside its unmasked sublayer")
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 80, y: 80)) === root)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === back, "zPosition brings it to the front")
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 30, y: 30)) === front)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        #expect(front.contains(CGPoint(x: 49, y: 0)) && !front.contains(CGPoint(x: 50, y: 0)))
    }

    @Test func geometryThatIsNotFiniteIsIgnoredAndReported() {
        let layer = Layer()
        layer.name = "card"
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let (_, messages) = Diagnostics.collect {
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
            layer.anchorPoint = CGPoint(x: 0, y: CGFloat.nan)
            layer.zPosition = .infinity
            layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
            var transform = Transform3D.identity
            transform.m34 = .nan
            layer.transform = transform
        }
        #expect(messages.count == 6)
        #expect(messages[0] == "card: ignoring a position that is not finite (nan, 0.0); UIKit raises CALayerInvalidGeometry")
        #expect(messages[3] == "card: ignoring a zPosition that is not finite (inf); UIKit raises CALayerInvalidGeometry")
        #expect(layer.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && layer.zPosition == 0 && layer.transform == .identity)
    }
}
