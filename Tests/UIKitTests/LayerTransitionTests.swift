import Foundation
import Testing
import UIKit

/// Core Animation transitions as iOS code adds them: a box whose colour changes in the
/// transaction that adds a `CATransition`, read from the window's frames.
@MainActor
@Suite struct LayerTransitionTests {
    private final class TransitionRecorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    /// A 40 × 20 red box at (20, 20) in a white 100-point window, turned blue under a
    /// one-second linear transition of `type` from `subtype`, after its first frame.
    private func boxTurningBlue(_ type: CATransitionType, _ subtype: CATransitionSubtype?,
                                delegate: CAAnimationDelegate? = nil, startProgress: Float = 0) -> (UIWindow, UIView) {
        let window = makeWindow()
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 20))
        box.backgroundColor = .red
        window.addSubview(box)
        commit(window)
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        transition.duration = 1
        transition.timingFunction = CAMediaTimingFunction(name: .linear)
        transition.delegate = delegate
        transition.startProgress = startProgress
        box.layer.add(transition, forKey: kCATransition)
        box.backgroundColor = .blue
        commit(window)
        return (window, box)
    }

    /// The pixels along y = 30 at x = 10, 30, 50, 70.
    private func row(_ window: UIWindow) throws -> [Pixel] {
        let frame = try frameImage(of: window)
        return [10, 30, 50, 70].map { pixel(frame, $0, 30) }
    }

    @Test func aFadeDissolvesTheOldAppearanceIntoTheNew() throws {
        let recorder = TransitionRecorder()
        let (window, box) = boxTurningBlue(.fade, nil, delegate: recorder)
        #expect(box.layer.animationKeys() == [kCATransition])
        #expect(try row(window) == [.white, rgb(255, 0, 0), rgb(255, 0, 0), .white], "the start shows the old")
        window.eventLoop.run(for: 0.5)
        #expect(try row(window) == [.white, rgb(128, 0, 127), rgb(128, 0, 127), .white], "half the red over the blue")
        #expect(recorder.events == ["start"])
        window.eventLoop.run(for: 0.6)
        #expect(try row(window) == [.white, rgb(0, 0, 255), rgb(0, 0, 255), .white])
        #expect(recorder.events == ["start", "stop true"])
        #expect(window.layer.sublayers?.contains { $0.name == "transition" } != true, "the old appearance is gone")
        #expect(box.layer.animationKeys() == nil)
    }

    @Test func aPushFromTheRightSlidesBothAppearancesLeft() throws {
        let (window, box) = boxTurningBlue(.push, .fromRight)
        // The start: the old box in place, the new one beside it at x 60…100 (the
        // superview does not clip).
        #expect(try row(window) == [.white, rgb(255, 0, 0), rgb(255, 0, 0), rgb(0, 0, 255)])
        window.eventLoop.run(for: 0.5)
        // Half way: the old box at x 0…40, the new one at 40…80.
        #expect(try row(window) == [rgb(255, 0, 0), rgb(255, 0, 0), rgb(0, 0, 255), rgb(0, 0, 255)])
        window.eventLoop.run(for: 0.6)
        #expect(try row(window) == [.white, rgb(0, 0, 255), rgb(0, 0, 255), .white])
        #expect(box.layer.presentation()?.transform == CATransform3DIdentity)
        #expect(window.layer.sublayers?.contains { $0.name == "transition" } != true)
    }

    @Test func moveInCoversTheOldAndRevealUncoversTheNew() throws {
        let (moving, _) = boxTurningBlue(.moveIn, .fromLeft)
        moving.eventLoop.run(for: 0.5)
        // The new box from x 0…40, over the old one, which stays at 20…60.
        #expect(try row(moving) == [rgb(0, 0, 255), rgb(0, 0, 255), rgb(255, 0, 0), .white])
        let (revealing, _) = boxTurningBlue(.reveal, .fromLeft)
        revealing.eventLoop.run(for: 0.5)
        // The old box leaves rightwards (x 40…80) over the new one in place (20…60).
        #expect(try row(revealing) == [.white, rgb(0, 0, 255), rgb(255, 0, 0), rgb(255, 0, 0)])
    }

    @Test func startProgressStartsTheTransitionPartWay() throws {
        #expect(CATransition().type == .fade && CATransition().startProgress == 0 && CATransition().endProgress == 1)
        let (window, _) = boxTurningBlue(.push, .fromRight, startProgress: 0.5)
        // At its start the push is half way: the old box at x 0…40, the new at 40…80.
        #expect(try row(window) == [rgb(255, 0, 0), rgb(255, 0, 0), rgb(0, 0, 255), rgb(0, 0, 255)])
    }
}
