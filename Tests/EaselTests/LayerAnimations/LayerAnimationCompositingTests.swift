@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The compositor draws what animations show: a frame in the middle of an animation
/// has exactly the pixels of the same tree with the presented values set as model.
@MainActor
@Suite struct LayerAnimationCompositingTests {
    private func ring(in window: Window) -> ShapeLayer {
        let host = plainView("host", CGRect(x: 0, y: 0, width: 60, height: 60))
        window.addSubview(host)
        let ring = ShapeLayer()
        ring.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        ring.path = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.fillColor = nil
        ring.strokeColor = Color(red: 0.1, green: 0.5, blue: 0.9)
        ring.lineWidth = 6
        ring.lineCap = .round
        host.layer.addSublayer(ring)
        return ring
    }

    @Test func anAnimatedFrameShowsThePresentationValues() {
        let window = shownWindow(width: 60, height: 60, scale: 2)
        let animated = ring(in: window)
        window.eventLoop.runOnce()
        let stroke = BasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 1
        let move = BasicAnimation(keyPath: "position.x")
        move.byValue = 8
        move.duration = 1
        animated.add(stroke, forKey: "stroke")
        animated.add(move, forKey: "move")
        window.eventLoop.run(for: 0.4)
        let shown = animated.presentation()!
        #expect(shown.strokeEnd > 0.3 && shown.strokeEnd < 0.5 && animated.strokeEnd == 1)

        let still = shownWindow(width: 60, height: 60, scale: 2)
        let copy = ring(in: still)
        copy.strokeEnd = shown.strokeEnd
        copy.position = shown.position
        still.eventLoop.runOnce()
        #expect(window.lastFrame?.image.bitmap == still.lastFrame?.image.bitmap)
        let unanimated = shownWindow(width: 60, height: 60, scale: 2)
        _ = ring(in: unanimated)
        unanimated.eventLoop.runOnce()
        #expect(window.lastFrame?.image.bitmap != unanimated.lastFrame?.image.bitmap)
    }

    @Test func eachAnimationFrameDamagesOnlyWhereTheLayerWasAndIs() {
        let window = shownWindow(width: 200, height: 200)
        let animated = ring(in: window)
        window.eventLoop.runOnce()
        let stroke = BasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.duration = 1
        animated.add(stroke, forKey: "stroke")
        window.eventLoop.run(for: 0.5)
        // The ring's painted area in window pixels: its path (the oval (10, 10, 40, 40)),
        // with the reach of its stroke: 1.5 half widths (4.5 points), as the oval's
        // joins turn gently and can form no long miter.
        #expect(window.lastFrame?.damage == [CGRect(x: 5, y: 5, width: 50, height: 50)])
        let frames = window.lastFrame!.index
        window.eventLoop.run(for: 1)
        #expect(window.lastFrame!.index == frames + 30, "one frame per VSync up to the end at 1 s, then none")
    }
}
