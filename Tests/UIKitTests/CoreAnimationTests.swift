import Foundation
import Testing
import UIKit

/// iOS code that animates layers, compiled as written against Core Animation's names:
/// a progress ring filled by a `CABasicAnimation`, a pulse of `CAKeyframeAnimation`s in
/// a `CAAnimationGroup`, and `CATransaction` completions.
@MainActor
@Suite struct CoreAnimationTests {
    final class StopRecorder: NSObject, CAAnimationDelegate {
        var log: [String] = []
        func animationDidStart(_ anim: CAAnimation) { log.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag)") }
    }

    @Test func aProgressRingFillsThroughAnExplicitAnimation() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: -.pi / 2,
                                 endAngle: 3 * .pi / 2, clockwise: true).cgPath
        ring.strokeColor = UIColor.systemBlue.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = 8
        view.layer.addSublayer(ring)
        window.addSubview(view)
        window.eventLoop.runOnce()

        let recorder = StopRecorder()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("completion") }
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = 0.5
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fill.fillMode = .forwards
        fill.isRemovedOnCompletion = false
        fill.delegate = recorder
        ring.add(fill, forKey: "fill")
        CATransaction.commit()

        window.eventLoop.run(for: 0.25)
        let halfway = ring.presentation()!.strokeEnd
        #expect(abs(halfway - CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25 / 0.5)) < 1e-9)
        #expect(ring.strokeEnd == 1 && recorder.log == ["start"] && log.isEmpty)
        window.eventLoop.run(for: 0.5)
        #expect(recorder.log == ["start", "stop true"] && log == ["completion"])
        #expect(ring.animationKeys() == ["fill"] && ring.presentation()?.strokeEnd == 1)
    }

    @Test func aGroupOfKeyframesPulsesAndImplicitChangesCanBeSwitchedOff() {
        let window = makeWindow()
        let dot = CALayer()
        dot.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
        dot.backgroundColor = UIColor.systemRed.cgColor
        window.layer.addSublayer(dot)
        window.eventLoop.runOnce()

        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [1, 1.5, 1]
        scale.keyTimes = [0, 0.5, 1]
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        let pulse = CAAnimationGroup()
        pulse.animations = [scale, fade]
        pulse.duration = 1
        pulse.repeatCount = .infinity
        dot.add(pulse, forKey: "pulse")
        window.eventLoop.run(for: 0.5)
        let shown = dot.presentation()!
        #expect(abs(shown.transform.m11 - 1.5) < 1e-9 && abs(shown.opacity - 0.75) < 1e-6)
        #expect(dot.transform.isIdentity && dot.opacity == 1)

        CATransaction.begin()
        CATransaction.setDisableActions(true)
        dot.cornerRadius = 10
        CATransaction.commit()
        dot.borderWidth = 2
        #expect(dot.animationKeys() == ["pulse", "borderWidth"])
        #expect(CACurrentMediaTime() == window.eventLoop.now)
    }
}
