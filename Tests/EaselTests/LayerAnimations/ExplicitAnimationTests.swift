@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Explicit animations: model values stay as set while the presentation follows each
/// animation kind and media timing, sampled at VSync times against closed forms.
@MainActor
@Suite struct ExplicitAnimationTests {
    private func setUp() -> (Window, ShapeLayer) {
        let (window, _, layer) = windowWithShapeLayer()
        return (window, layer)
    }

    private func basic(_ keyPath: String, from: Any?, to: Any?, duration: TimeInterval = 1) -> BasicAnimation {
        let animation = BasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    @Test func aBasicAnimationMovesThePresentationAndLeavesTheModel() {
        let (window, layer) = setUp()
        let animation = basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50))
        animation.timingFunction = .easeIn
        layer.add(animation, forKey: "move")
        animation.duration = 9
        #expect(layer.animation(forKey: "move")?.duration == 1, "the layer keeps a copy")
        for tick in [6, 30, 54] {
            let t = advance(window, to: Double(tick) / 60)
            let p = TimingFunction.easeIn.value(at: t)
            #expect(layer.position == CGPoint(x: 30, y: 30), "the model")
            #expect(layer.presentation()?.position == CGPoint(x: 100 * p, y: 50 * p))
        }
        _ = advance(window, to: 1.1)
        #expect(layer.presentation()?.position == CGPoint(x: 30, y: 30) && layer.animationKeys() == nil)
    }

    @Test(arguments: [FillMode.removed, .forwards, .backwards, .both])
    func fillModesHoldTheEndsOutsideTheActiveTime(fillMode: FillMode) {
        let (window, layer) = setUp()
        let animation = basic("strokeEnd", from: 0.2, to: 0.6, duration: 0.5)
        animation.beginTime = 0.25
        animation.fillMode = fillMode
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "stroke")
        _ = advance(window, to: 0.1)
        #expect(layer.presentation()?.strokeEnd == (fillMode.fillsBackwards ? 0.2 : 1), "before it begins")
        let t = advance(window, to: 0.5)
        #expect(abs(layer.presentation()!.strokeEnd - (0.2 + 0.4 * (t - 0.25) / 0.5)) < 1e-12)
        _ = advance(window, to: 1)
        #expect(layer.presentation()?.strokeEnd == (fillMode.fillsForwards ? 0.6 : 1), "after its end")
        #expect(layer.strokeEnd == 1 && layer.animationKeys() == ["stroke"], "kept, the model untouched")
    }

    @Test func repeatsAutoreversesSpeedAndTimeOffsetShapeLocalTime() {
        let (window, layer) = setUp()
        let animation = basic("lineWidth", from: 0, to: 10, duration: 0.5)
        animation.autoreverses = true
        animation.repeatCount = 1.5
        layer.add(animation, forKey: "pulse")
        // Cycle 1 s (0.5 forward, 0.5 back), active 1.5 s.
        for (time, width) in [(0.25, 5.0), (0.75, 5.0), (1.0, 0.0), (1.25, 5.0)] {
            let t = advance(window, to: time)
            let local = t.truncatingRemainder(dividingBy: 1)
            let expected = local <= 0.5 ? 20 * local : 20 * (1 - local)
            #expect(abs(layer.presentation()!.lineWidth - expected) < 1e-9 && abs(expected - width) < 0.5, "t \(t)")
        }
        _ = advance(window, to: 1.6)
        #expect(layer.animationKeys() == nil)

        let fast = basic("lineWidth", from: 0, to: 10, duration: 1)
        fast.speed = 2
        fast.timeOffset = 0.5
        let start = window.eventLoop.now
        layer.add(fast, forKey: "fast")
        let t = advance(window, to: start + 0.1)
        // Local time: 2 × elapsed + 0.5.
        #expect(abs(layer.presentation()!.lineWidth - 10 * (2 * (t - start) + 0.5)) < 1e-9)
    }

    @Test func keyframesFollowEachCalculationMode() {
        let (window, layer) = setUp()
        let values: [Any] = [CGFloat(0), CGFloat(1), CGFloat(0.5)]
        let modes: [KeyframeAnimation.CalculationMode] = [.linear, .discrete, .paced, .cubic]
        for (index, mode) in modes.enumerated() {
            let animation = KeyframeAnimation(keyPath: index == 0 ? "strokeStart" : index == 1 ? "strokeEnd" : index == 2 ? "lineWidth" : "miterLimit")
            animation.values = values
            animation.keyTimes = [0, 0.25, 1]
            animation.calculationMode = mode
            animation.duration = 1
            layer.add(animation, forKey: "\(mode)")
        }
        let t = advance(window, to: 0.5)
        let shown = layer.presentation()!
        // linear: from 1 at 0.25 to 0.5 at 1.
        #expect(abs(shown.strokeStart - (1 - 0.5 * (t - 0.25) / 0.75)) < 1e-12)
        // discrete: three values, the second from 0.25.
        #expect(shown.strokeEnd == 1)
        // paced: distances 1 and 0.5, so the second keyframe at 2/3 of the time.
        #expect(abs(shown.lineWidth - t / (2.0 / 3)) < 1e-12)
        // cubic: Catmull-Rom through (0, 1, 0.5) on the second segment.
        let u = (t - 0.25) / 0.75
        let cubic = 0.5 * (2 + (0.5 - 0) * u + (0 - 5 + 2 - 0.5) * u * u + (3 - 0 - 1.5 + 0.5) * u * u * u)
        #expect(abs(shown.miterLimit - cubic) < 1e-12)
    }

    @Test func aKeyframePathMovesAPointAlongIt() {
        let (window, layer) = setUp()
        let path = BezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 0))
        path.addLine(to: CGPoint(x: 30, y: 10))
        let animation = KeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        layer.add(animation, forKey: "follow")
        let t = advance(window, to: 0.5)
        let along = 40 * t
        let shown = layer.presentation()!.position
        #expect(abs(shown.x - min(30, along)) < 1e-6 && abs(shown.y - max(0, along - 30)) < 1e-6)
    }

    @Test func aSpringFollowsTheOscillatorOfItsParameters() {
        let (window, layer) = setUp()
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 6
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        let curve = SpringCurve(mass: 1, stiffness: 100, damping: 6, initialVelocity: 0)
        var overshot = false
        for tick in stride(from: 2, through: 60, by: 2) {
            let t = advance(window, to: Double(tick) / 60)
            let x = layer.presentation()!.position.x
            #expect(abs(x - 100 * curve.value(at: t)) < 1e-9)
            overshot = overshot || x > 100
        }
        #expect(overshot, "ζ = 0.3 overshoots")
        // ζ = 0.3, ω₀ = 10: the envelope e^(−3t)/√(1 − 0.09) falls to 0.001 at 2.334 s.
        #expect(spring.settlingDuration > 2 && spring.settlingDuration <= 2.335)
    }

    @Test func aGroupRunsItsChildrenOnItsOwnTime() {
        let (window, layer) = setUp()
        let grow = basic("lineWidth", from: 0, to: 10, duration: 0)
        let fade = basic("opacity", from: 1, to: 0, duration: 0.5)
        fade.beginTime = 0.5
        let group = AnimationGroup()
        group.animations = [grow, fade]
        group.duration = 1
        layer.add(group, forKey: "group")
        var t = advance(window, to: 0.25)
        #expect(abs(layer.presentation()!.lineWidth - 10 * t) < 1e-9, "a child of duration 0 lasts the group's")
        #expect(layer.presentation()?.opacity == 1, "the second child has not begun")
        t = advance(window, to: 0.75)
        #expect(abs(Double(layer.presentation()!.opacity) - (1 - (t - 0.5) / 0.5)) < 1e-6)
    }

    @Test func pathsInterpolateWhenTheirElementsMatch() {
        let (window, layer) = setUp()
        let from = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let to = BezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 20))
        layer.add(basic("path", from: from, to: to), forKey: "grow")
        let t = advance(window, to: 0.5)
        #expect(layer.presentation()?.path?.bounds == CGRect(x: 0, y: 0, width: 10 + 20 * t, height: 10 + 10 * t))
        let circle = BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 8, height: 8))
        layer.add(basic("path", from: from, to: circle), forKey: "grow")
        _ = advance(window, to: 0.75)
        #expect(layer.presentation()?.path?.bounds == from.bounds, "different elements: the start until the end")
    }

    @Test func delegatesHearStartsAndStopsInOrder() {
        final class Recorder: NSObject, AnimationDelegate {
            var log: [String] = []
            func animationDidStart(_ animation: Animation) { log.append("start \((animation as! PropertyAnimation).keyPath!)") }
            func animationDidStop(_ animation: Animation, finished: Bool) {
                log.append("stop \((animation as! PropertyAnimation).keyPath!) \(finished)")
            }
        }
        let (window, layer) = setUp()
        let recorder = Recorder()
        for (keyPath, duration) in [("lineWidth", 0.5), ("strokeEnd", 0.25), ("opacity", 1.0)] {
            let animation = basic(keyPath, from: 0, to: 1, duration: duration)
            animation.delegate = recorder
            layer.add(animation, forKey: keyPath)
        }
        #expect(recorder.log.isEmpty, "nothing is told before the first frame")
        _ = advance(window, to: 0.1)
        #expect(recorder.log == ["start lineWidth", "start strokeEnd", "start opacity"])
        _ = advance(window, to: 0.3)
        layer.removeAnimation(forKey: "opacity")
        _ = advance(window, to: 0.6)
        #expect(recorder.log == ["start lineWidth", "start strokeEnd", "start opacity", "stop strokeEnd true",
                                 "stop opacity false", "stop lineWidth true"])
    }

    @Test func anUnknownKeyPathIsReportedAndShowsNothing() {
        let (window, layer) = setUp()
        let events = trace {
            layer.add(basic("colors", from: [Color.red], to: [Color.blue]), forKey: "a")
            layer.add(basic("wobble", from: 0, to: 1), forKey: "b")
        }
        #expect(events.count == 2)
        #expect(events[0] == "diagnostic ShapeLayer: cannot animate \"colors\": it is not a property of ShapeLayer")
        #expect(events[1] == "diagnostic ShapeLayer: cannot animate \"wobble\": it is not an animatable key path of ShapeLayer")
        _ = advance(window, to: 0.5)
        #expect(layer.presentation()?.position == layer.position)
    }
}
