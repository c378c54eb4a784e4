import Testing
import UIKit

/// `CALayer.isOpaque`: `false` for a standalone layer; a view's layer shares its
/// view's `isOpaque` (`true` by default), in both directions; `init(layer:)` copies it.
@MainActor
struct LayerOpaqueTests {
    @Test func standaloneLayerIsNotOpaqueUntilSet() {
        let layer = CALayer()
        #expect(layer.isOpaque == false)
        layer.isOpaque = true
        #expect(layer.isOpaque == true)
    }

    @Test func viewLayerSharesTheViewsIsOpaque() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.isOpaque == true)
        #expect(view.layer.isOpaque == true)
        view.isOpaque = false
        #expect(view.layer.isOpaque == false)
        view.layer.isOpaque = true
        #expect(view.isOpaque == true)
    }

    @Test func labelLayerIsNotOpaque() {
        #expect(UILabel().layer.isOpaque == false)
    }

    @Test func copiedLayerKeepsIsOpaque() {
        let layer = CALayer()
        layer.isOpaque = true
        let copy = CALayer(layer: layer)
        #expect(copy.isOpaque == true)
    }
}
