import Testing
import UIKit

/// RingLayer.swift is what `easel port` made of a layer whose progress is an
/// `@NSManaged` property (KDCircularProgress, MKRingProgressView): on Linux the
/// property is kept by key, so it links, reads zero until set, reads back what the
/// property or `setValue(_:forKey:)` set, redraws the ring when it changes, and
/// animates as Core Animation animates it: each frame's presentation draws the ring
/// at the value between the ends.
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

    /// A 60-point ring view in a white window at 1×, not committed yet.
    private func shownRing() throws -> (UIWindow, RingView, RingLayer) {
        let window = UIWindow(size: CGSize(width: 60, height: 60), scale: 1)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.addSubview(ring)
        return (window, ring, try #require(ring.layer as? RingLayer))
    }

    @Test func theManagedPropertyIsKeptByKeyAndRedrawsTheRing() throws {
        let (window, ring, layer) = try shownRing()
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

    @Test func anAnimationOfTheManagedPropertyDrawsEachFrameAtTheValueShown() throws {
        let (window, _, layer) = try shownRing()
        window.eventLoop.runOnce()

        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(animation, forKey: "progress")
        layer.progress = 1
        window.eventLoop.run(for: 0.25)
        let shown = try #require(layer.presentation()?.progress)
        #expect(shown > 0.2 && shown <= 0.25, "\(shown)")
        #expect(layer.progress == 1, "the model has the value set")
        let quarter = try bluePixels(window)
        #expect(!quarter.isEmpty)
        #expect(quarter.allSatisfy { $0.x >= 29 && $0.y <= 31 }, "a quarter of the ring, top right")

        window.eventLoop.run(for: 0.25)
        let half = try bluePixels(window)
        #expect(half.contains { $0.y > 40 }, "past the right")
        #expect(half.allSatisfy { $0.x >= 29 }, "no more than half the ring")

        window.eventLoop.runUntilIdle()
        #expect(layer.animationKeys() == nil)
        #expect(try bluePixels(window).contains { $0.x < 10 }, "the whole ring, the model's")
    }
}
