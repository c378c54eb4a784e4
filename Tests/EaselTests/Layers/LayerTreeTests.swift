@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Core Animation's layer tree: the operations on sublayers, the refusals that keep it
/// a tree, and the place of a view's subviews' layers in it.
@MainActor
@Suite struct LayerTreeTests {
    private func named(_ name: String) -> Layer {
        let layer = Layer()
        layer.name = name
        return layer
    }

    private func names(_ layer: Layer) -> [String] {
        (layer.sublayers ?? []).map(\.traceName)
    }

    @Test func sublayerOperationsKeepCoreAnimationsOrder() {
        let root = named("root")
        let (a, b, c, d) = (named("a"), named("b"), named("c"), named("d"))
        #expect(root.sublayers == nil)
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 1)
        #expect(names(root) == ["a", "c", "b"])
        root.insertSublayer(d, above: a)
        #expect(names(root) == ["a", "d", "c", "b"])
        root.insertSublayer(d, below: a)
        #expect(names(root) == ["d", "a", "c", "b"])
        root.insertSublayer(a, at: 99)
        #expect(names(root) == ["d", "c", "b", "a"])
        let e = named("e")
        root.replaceSublayer(c, with: e)
        #expect(names(root) == ["d", "e", "b", "a"])
        #expect(c.superlayer == nil && e.superlayer === root)
        b.removeFromSuperlayer()
        #expect(names(root) == ["d", "e", "a"])
        #expect(b.superlayer == nil)
    }

    @Test func addingALayerMovesItFromItsOldSuperlayer() {
        let (first, second, layer) = (named("first"), named("second"), named("layer"))
        first.addSublayer(layer)
        second.addSublayer(layer)
        #expect(first.sublayers == nil)
        #expect(layer.superlayer === second)
        second.sublayers = [named("x"), named("y")]
        #expect(names(second) == ["x", "y"])
        #expect(layer.superlayer == nil)
    }

    @Test func aCycleIsRefusedWithADiagnostic() {
        let (outer, inner) = (named("outer"), named("inner"))
        outer.addSublayer(inner)
        let (_, messages) = Diagnostics.collect {
            inner.addSublayer(outer)
            outer.addSublayer(outer)
        }
        #expect(messages == [
            "inner: refusing to add outer as a sublayer; it contains inner, which would make a cycle",
            "outer: refusing to add outer as a sublayer; it contains outer, which would make a cycle",
        ])
        #expect(outer.superlayer == nil)
        #expect(names(outer) == ["inner"])
        #expect(inner.sublayers == nil)
    }

    @Test func aViewsLayerMovesOnlyWithItsView() {
        let parent = plainView("parent")
        let child = plainView("child")
        parent.addSubview(child)
        let other = named("other")
        let (_, messages) = Diagnostics.collect {
            other.addSublayer(child.layer)
            child.layer.removeFromSuperlayer()
        }
        #expect(messages == [
            "other: refusing to add the layer of child as a sublayer; a view's layer moves with its view (use addSubview)",
            "child: ignoring removeFromSuperlayer() on the layer of child; a view's layer leaves with its view (use removeFromSuperview)",
        ])
        #expect(child.layer.superlayer === parent.layer)
    }

    /// A view is its layer's delegate (UIKit's rule); another delegate can be set and
    /// the view set back; a layer kept after its view is gone is a standalone layer
    /// with no delegate.
    @Test func aViewIsItsLayersDelegateAndALayerOutlivesItsView() {
        final class Drawer: NSObject, LayerDelegate {
            func draw(_ layer: Layer, in context: GraphicsContext) {}
        }
        var view: View? = plainView("view")
        view?.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let layer = view!.layer
        #expect(layer.delegate === view)
        let drawer = Drawer()
        layer.delegate = drawer
        #expect(layer.delegate === drawer)
        layer.delegate = view
        #expect(layer.delegate === view)
        view = nil
        #expect(layer.delegate == nil)
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func subviewsLayersAreSublayersInSubviewOrderAmongStandaloneOnes() {
        let view = plainView("view")
        let (a, b, c) = (plainView("a"), plainView("b"), plainView("c"))
        view.addSubview(a)
        let standalone = named("standalone")
        view.layer.addSublayer(standalone)
        view.addSubview(b)
        #expect(names(view.layer) == ["a", "standalone", "b"])
        view.insertSubview(c, at: 1)
        #expect(names(view.layer) == ["a", "standalone", "c", "b"], "just below the layer of the next subview")
        view.bringSubviewToFront(a)
        #expect(names(view.layer) == ["standalone", "c", "b", "a"])
        c.removeFromSuperview()
        #expect(names(view.layer) == ["standalone", "b", "a"])
        #expect(c.layer.superlayer == nil)
        #expect(a.layer.superlayer === view.layer)
    }

    @Test func paintingOrderIsByZPositionThenSublayerOrder() {
        let root = named("root")
        let layers = ["a", "b", "c", "d"].map(named)
        for layer in layers { root.addSublayer(layer) }
        layers[0].zPosition = 2
        layers[2].zPosition = -1
        layers[3].zPosition = 2
        #expect(root.sublayersInPaintingOrder.map(\.traceName) == ["c", "b", "a", "d"])
        #expect(names(root) == ["a", "b", "c", "d"], "zPosition does not change sublayers")
    }
}
