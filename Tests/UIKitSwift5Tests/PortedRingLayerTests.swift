import Testing
import UIKit

/// RingLayer.swift is what `easel port` made of a layer whose progress is an
/// `@NSManaged` property (KDCircularProgress, MKRingProgressView): on Linux the
/// property is kept by key, so it links, reads zero until set, reads back what the
/// property or `setValue(_:forKey:)` set, and redraws the ring when it changes.
@MainActor @Suite struct PortedRingLayerTests {
    /// The pixels of the window's last frame that are `UIColor.systemBlue`.
    private func bluePixels(_ window: UIWindow) throws -> [CGPoint] {
        let image = try #require(window.lastFrame).image
        let blue = UIColor.systemBlue.pixel
        var found: [CGPoint] = []
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image[x, y] == blue { found.append(CGPoint(x: x, y: y)) }
        }
        return found
    }

    @Test func theManagedPropertyIsKeptByKeyAndRedrawsTheRing() throws {
        let window = UIWindow(size: CGSize(width: 60, height: 60), scale: 1)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.addSubview(ring)
        let layer = try #require(ring.layer as? RingLayer)
        #expect(layer.progress == 0, "an unset managed number reads as zero")
        #expect(layer.trackColor == nil)
        window.eventLoop.runOnce()
        #expect(try bluePixels(window).isEmpty)

        ring.progress = 0.5
        #expect(layer.progress == 0.5)
        #expect(layer.value(forKey: "progress") as? CGFloat == 0.5)
        window.eventLoop.runOnce()
        let half = try bluePixels(window)
        #expect(!half.isEmpty)
        #expect(half.allSatisfy { $0.x >= 29 }, "half the ring, on the right")

        layer.progress = 1
        window.eventLoop.runOnce()
        let whole = try bluePixels(window)
        #expect(whole.contains { $0.x < 10 }, "the whole ring")
        #expect(whole.count > half.count * 3 / 2)
    }
}
