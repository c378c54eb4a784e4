import Testing
import UIKit

/// `CALayer`'s own time space (`speed`, `timeOffset`, `beginTime`): the pause and
/// resume recipe of Apple's Technical Q&A QA1673, which activity indicators use, and
/// a superlayer's speed reaching its sublayers' animations.
@MainActor @Suite struct LayerTimingTests {
    private final class StopRecorder: NSObject, CAAnimationDelegate {
        var stops: [Bool] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
    }

    /// A 20×20 square layer in a 100×40 window, moving from x = 10 to x = 90 over one
    /// second, linearly.
    private func slidingSquare() -> (UIWindow, CALayer, StopRecorder) {
        let window = makeWindow(width: 100, height: 40)
        let square = CALayer()
        square.backgroundColor = UIColor.black.cgColor
        square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.position = CGPoint(x: 90, y: 20)
        window.layer.addSublayer(square)
        commit(window)
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10
        slide.toValue = 90
        slide.duration = 1
        let recorder = StopRecorder()
        slide.delegate = recorder
        square.add(slide, forKey: "slide")
        return (window, square, recorder)
    }

    @Test func aPausedLayerHoldsItsAnimationWhereItWasAndResumes() throws {
        let (window, square, recorder) = slidingSquare()
        window.eventLoop.run(for: 0.5)
        let x = try #require(square.presentation()?.position.x)
        #expect(abs(x - 50) < 2)

        // Pause (QA1673).
        let pausedTime = square.convertTime(CACurrentMediaTime(), from: nil)
        square.speed = 0
        square.timeOffset = pausedTime
        window.eventLoop.run(for: 2)
        #expect(square.presentation()?.position.x == x)
        #expect(recorder.stops.isEmpty)
        let paused = try frameImage(of: window)
        #expect(pixel(paused, Int(x.rounded()), 20) == .black)

        // Resume.
        let offset = square.timeOffset
        square.speed = 1
        square.timeOffset = 0
        square.beginTime = 0
        let sincePause = square.convertTime(CACurrentMediaTime(), from: nil) - offset
        square.beginTime = sincePause
        #expect(square.presentation()?.position.x == x)
        window.eventLoop.run(for: 0.25)
        let resumed = try #require(square.presentation()?.position.x)
        #expect(abs(resumed - (x + 20)) < 2)
        window.eventLoop.run(for: 0.5)
        #expect(recorder.stops == [true])
        #expect(square.animationKeys() == nil)
    }

    @Test func aSuperlayersSpeedRunsItsSublayersAnimations() {
        let (window, square, recorder) = slidingSquare()
        window.layer.speed = 2
        window.eventLoop.run(for: 0.25)
        #expect(abs((square.presentation()?.position.x ?? 0) - 50) < 2)
        window.eventLoop.run(for: 0.3)
        #expect(recorder.stops == [true])
    }

    @Test func timesConvertThroughEachLayersTimeSpace() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 10
        parent.speed = 2
        child.timeOffset = 3
        #expect(child.convertTime(14, from: nil) == (14 - 10) * 2 + 3)
        #expect(child.convertTime(11, to: nil) == (11 - 3) / 2 + 10)
        #expect(parent.convertTime(5, from: child) == 2)
        parent.speed = 0
        #expect(child.convertTime(100, from: nil) == 3)
        #expect(CALayer().speed == 1 && CALayer().timeOffset == 0 && CALayer().beginTime == 0)
    }
}
