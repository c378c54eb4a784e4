import Testing
import UIKit

/// `CALayer.shouldRasterize`, `rasterizationScale` and `drawsAsynchronously`: kept for
/// the code that sets them.
@MainActor
@Suite struct LayerRasterizationTests {
    private func frame(rasterized: Bool, asynchronously: Bool = false) throws -> UIImage {
        let window = makeWindow(width: 40, height: 40, scale: 2)
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 30))
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 15
        badge.layer.shouldRasterize = rasterized
        badge.layer.rasterizationScale = 1
        badge.layer.drawsAsynchronously = asynchronously
        window.addSubview(badge)
        commit(window)
        return try frameImage(of: window)
    }

    @Test func theFlagsReadBackWithCoreAnimationsDefaults() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize)
        #expect(layer.rasterizationScale == 1)
        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        #expect(layer.shouldRasterize)
        #expect(layer.rasterizationScale == 3)
        #expect(layer.value(forKey: "shouldRasterize") as? Bool == true)
        #expect(!layer.drawsAsynchronously)
        layer.drawsAsynchronously = true
        #expect(layer.drawsAsynchronously)
    }

    @Test func aRasterizedLayerDrawsAsItsContentDoes() throws {
        #expect(try frame(rasterized: true).pngData() == frame(rasterized: false).pngData())
    }

    @Test func aLayerDrawnAsynchronouslyDrawsTheSamePixels() throws {
        #expect(try frame(rasterized: false, asynchronously: true).pngData() == frame(rasterized: false).pngData())
    }
}
