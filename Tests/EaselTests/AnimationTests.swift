@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `View.animate`: model values change at once, presentation values follow the curve
/// frame by frame, sampled at virtual times against closed forms.
@MainActor
@Suite struct AnimationTests {
    private func shown(_ view: View) -> AnimatableValues { view.presented }

    @Test(arguments: [
        (View.AnimationOptions.curveLinear, TimingFunction.linear),
        (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveEaseInOut, .easeInEaseOut),
        (View.AnimationOptions(), .easeInEaseOut),
    ])
    func presentationFollowsTheCurveWhileTheModelJumps(options: View.AnimationOptions, curve: TimingFunction) {
        let (window, view) = windowWithRedBox()
        let start = window.eventLoop.now
        View.animate(withDuration: 0.5, delay: 0, options: options, animations: { view.center = CGPoint(x: 110, y: 10) })
        #expect(view.center == CGPoint(x: 110, y: 10), "the model changes at once")
        #expect(shown(view).center == CGPoint(x: 10, y: 10), "the screen has not moved yet")
        for tick in stride(from: 3, through: 27, by: 3) {
            let time = advance(window, to: start + Double(tick) / 60)
            let expected = 10 + 100 * curve.value(at: (time - start) / 0.5)
            #expect(abs(shown(view).center.x - expected) < 1e-9, "tick \(tick)")
            #expect(shown(view).center.y == 10)
        }
        _ = advance(window, to: start + 0.6)
        #expect(shown(view).center == CGPoint(x: 110, y: 10))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(arguments: [0.2, 0.5, 1.0])
    func springAnimationsFollowTheOscillator(damping: Double) {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0.5,
                     options: [], animations: { view.center.x = 110 })
        let spring = SpringCurve(dampingRatio: damping, initialVelocity: 0.5, duration: 0.6)
        var overshot = false
        for tick in 1...35 {
            let time = advance(window, to: Double(tick) / 60)
            let expected = 10 + 100 * spring.value(at: time)
            #expect(abs(shown(view).center.x - expected) < 1e-9)
            overshot = overshot || shown(view).center.x > 110
        }
        #expect(overshot == (damping < 1))
        _ = advance(window, to: 0.7)
        #expect(shown(view).center.x == 110, "the spring ends exactly at the duration")
    }

    @Test func completionRunsAfterTheFrameShowingTheEndInOrder() {
        let (window, view) = windowWithRedBox()
        let other = plainView("other", CGRect(x: 0, y: 50, width: 10, height: 10))
        window.addSubview(other)
        var log: [String] = []
        View.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }) { log.append("first \($0) frame \(window.lastFrame!.time)") }
        View.animate(withDuration: 0.5, animations: { other.alpha = 0.5 }) { log.append("second \($0)") }
        View.animate(withDuration: 0.25, animations: { other.center.x = 100 }) { log.append("short \($0)") }
        #expect(log.isEmpty)
        window.eventLoop.runUntilIdle()
        #expect(log.count == 3)
        #expect(log[0] == "short true")
        #expect(log[1].hasPrefix("first true frame 0.5"))
        #expect(log[2] == "second true")
        #expect(window.eventLoop.now < 0.52, "nothing keeps the loop busy afterwards")
    }

    /// Core Animation hands an ended animation's callbacks to the main queue
    /// (`CA::Layer::run_animation_callbacks`), so a completion runs in a turn of its own
    /// after the frame that shows the end, and what it changes is committed at the end
    /// of that turn, with no further event.
    @Test func whatACompletionChangesIsCommittedInTheTurnThatRunsIt() {
        let (window, view) = windowWithRedBox()
        var log: [String] = []
        View.animate(withDuration: 0.25, animations: { view.alpha = 0.5 }) { _ in
            log.append("completion at \(window.eventLoop.now), last frame \(window.lastFrame!.time)")
            view.backgroundColor = Color(red: 0, green: 0, blue: 1)
        }
        window.eventLoop.runUntilIdle()
        #expect(log == ["completion at 0.25, last frame 0.25"])
        let shownAfter = window.lastFrame!.image[5, 5]
        #expect(window.lastFrame!.time == 0.25)
        #expect(shownAfter == Pixel(red: 0, green: 0, blue: 255, alpha: 128),
                "the blue set in the completion is on screen at half opacity (it was red)")
    }

    @Test func completionWithNothingToAnimateRunsAtTheNextTurn() {
        let (window, view) = windowWithRedBox()
        var log: [String] = []
        View.animate(withDuration: 0.3, animations: { view.alpha = 1 }) { log.append("unchanged \($0)") }
        View.animate(withDuration: 0, animations: { view.alpha = 0.2 }) { log.append("zero duration \($0)") }
        #expect(view.alpha == 0.2 && shown(view).alpha == 0.2, "a zero duration changes the values at once")
        #expect(log.isEmpty, "never inside the call")
        window.eventLoop.runOnce()
        #expect(log == ["unchanged true", "zero duration true"])
    }

    @Test func beginFromCurrentStateStartsFromWhatIsShown() {
        for fromCurrent in [false, true] {
            let (window, view) = windowWithRedBox()
            var finished: [Bool] = []
            View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 },
                         completion: { finished.append($0) })
            let time = advance(window, to: 0.25)
            #expect(abs(shown(view).alpha - (1 - time)) < 1e-9)
            let options: View.AnimationOptions = fromCurrent ? [.curveLinear, .beginFromCurrentState] : .curveLinear
            View.animate(withDuration: 1, delay: 0, options: options, animations: { view.alpha = 1 },
                         completion: { finished.append($0) })
            let start = fromCurrent ? 1 - time : 0
            #expect(abs(shown(view).alpha - start) < 1e-9, "from current: \(fromCurrent)")
            let later = advance(window, to: 0.75)
            #expect(abs(shown(view).alpha - (start + (1 - start) * (later - time))) < 1e-9)
            window.eventLoop.runUntilIdle()
            #expect(finished == [false, true], "the replaced animation did not finish")
        }
    }

    @Test func positionAnimationsBlendAdditively() {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 })
        let interrupt = advance(window, to: 0.5)
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                     animations: { view.center.x = 10 })
        for time in [0.75, 1.0, 1.25] {
            let t = advance(window, to: time)
            // model 10 + first's remaining (10 − 110)(1 − t) + second's (110 − 10)(1 − (t − 0.5)).
            let first = max(0, 1 - t), second = max(0, 1 - (t - interrupt))
            #expect(abs(shown(view).center.x - (10 - 100 * first + 100 * second)) < 1e-9, "t \(t)")
        }
    }

    @Test func repeatAndAutoreverse() {
        let (window, view) = windowWithRedBox()
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                     animations: { view.alpha = 0 }, completion: { completions.append($0) })
        for time in [0.25, 0.5, 0.75, 1.0, 1.25, 2.1] {
            let t = advance(window, to: time)
            let phase = t.truncatingRemainder(dividingBy: 1)
            let progress = phase <= 0.5 ? phase / 0.5 : 2 - phase / 0.5
            // The presentation's opacity is a `Float`, as `CALayer.opacity` is.
            #expect(abs(shown(view).alpha - (1 - progress)) < 1e-6, "t \(t)")
        }
        #expect(completions.isEmpty, "a repeating animation does not end by itself")
        view.layer.removeAllAnimations()
        window.eventLoop.runOnce()
        #expect(completions.isEmpty, "the turn that commits the removal only hands the completion to the next")
        window.eventLoop.runOnce()
        #expect(completions == [false])
        #expect(shown(view).alpha == 0)
    }

    @Test func autoreverseWithoutRepeatJumpsToTheModelValue() {
        let (window, view) = windowWithRedBox()
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .autoreverse],
                     animations: { view.center.x = 60 }, completion: { completions.append($0) })
        let forward = advance(window, to: 0.25)
        #expect(abs(shown(view).center.x - (10 + 50 * forward / 0.5)) < 1e-9)
        let backward = advance(window, to: 0.75)
        #expect(abs(shown(view).center.x - (10 + 50 * (2 - backward / 0.5))) < 1e-9)
        _ = advance(window, to: 1.0)
        #expect(shown(view).center.x == 60, "UIKit's autoreverse ends at the model value")
        #expect(completions == [true])
    }

    @Test func delayShowsTheStartUntilTheAnimationBegins() {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.center.x = 60 })
        _ = advance(window, to: 0.2)
        #expect(shown(view).center.x == 10)
        let t = advance(window, to: 0.5)
        #expect(abs(shown(view).center.x - (10 + 50 * (t - 0.25) / 0.5)) < 1e-9)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let (window, view) = windowWithRedBox()
        let other = plainView("other", CGRect(x: 0, y: 100, width: 20, height: 20))
        window.addSubview(other)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.center.x = 110
            View.animate(withDuration: 0.25, delay: 0, options: .curveEaseIn, animations: { other.center.x = 110 })
            View.animate(withDuration: 0.25, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                         animations: { other.alpha = 0 })
        })
        let t = advance(window, to: 0.5)
        #expect(abs(shown(other).center.x - (10 + 100 * t)) < 1e-9, "inherited 1 s linear")
        #expect(shown(other).alpha == 0, "its own 0.25 s")
    }

    @Test func performWithoutAnimationChangesAtOnceEvenInsideABlock() {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 1, animations: {
            view.alpha = 0.5
            View.performWithoutAnimation { view.center.x = 110 }
        })
        _ = advance(window, to: 0.5)
        #expect(shown(view).center.x == 110)
        #expect(shown(view).alpha > 0.5 && shown(view).alpha < 1)
    }

    @Test func layoutIfNeededInsideTheBlockAnimatesTheFramesLayoutSets() {
        // The Auto Layout idiom (`constant = 100` then `layoutIfNeeded()` in the block)
        // with a layoutSubviews that places a child from a property. Once Auto Layout
        // lands, the same test with a constraint's `constant` holds as long as
        // `layoutIfNeeded()` applies the solved frames at once through the frame
        // setters (not later in the commit).
        final class Slider: View {
            let knob = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var offset: CGFloat = 0 { didSet { setNeedsLayout() } }
            override func layoutSubviews() { knob.frame.origin.x = offset }
        }
        for insideBlock in [true, false] {
            let (window, _) = windowWithRedBox()
            let slider = Slider(frame: CGRect(x: 0, y: 100, width: 200, height: 10))
            slider.addSubview(slider.knob)
            window.addSubview(slider)
            window.eventLoop.runOnce()
            slider.offset = 100
            View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
                if insideBlock { slider.layoutIfNeeded() }
            })
            let t = advance(window, to: 0.25)
            #expect(slider.knob.frame.origin.x == 100)
            let expected = insideBlock ? 100 * t / 0.5 : 100
            #expect(abs(shown(slider.knob).frame.origin.x - expected) < 1e-9, "layoutIfNeeded in block: \(insideBlock)")
        }
    }

    @Test func theLayoutSubviewsOptionLaysOutResizedViewsInTheAnimation() {
        final class Stretchy: View {
            let child = View(frame: .zero)
            override func layoutSubviews() { child.frame = bounds.insetBy(dx: 5, dy: 5) }
        }
        let (window, _) = windowWithRedBox()
        let stretchy = Stretchy(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        stretchy.addSubview(stretchy.child)
        window.addSubview(stretchy)
        window.eventLoop.runOnce()
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .layoutSubviews],
                     animations: { stretchy.frame.size.width = 140 })
        let t = advance(window, to: 0.25)
        #expect(abs(shown(stretchy.child).bounds.width - (30 + 100 * t / 0.5)) < 1e-9)
    }

    @Test func transformsInterpolateThroughTheirDecomposition() {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear,
                     animations: { view.transform = Transform(rotationAngle: .pi / 2).scaledBy(x: 3, y: 3) })
        let t = advance(window, to: 0.5)
        let expected = Transform(rotationAngle: .pi / 2 * t).scaledBy(x: 1 + 2 * t, y: 1 + 2 * t)
        let actual = shown(view).transform
        for (a, b) in zip([actual.a, actual.b, actual.c, actual.d, actual.tx, actual.ty],
                          [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]) {
            #expect(abs(a - b) < 1e-9)
        }
    }

    @Test func colorsAndLayerPropertiesAnimate() {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.backgroundColor = Color(red: 0, green: 0, blue: 1)
            view.layer.cornerRadius = 10
            view.layer.borderWidth = 4
            view.layer.borderColor = Color(red: 0, green: 1, blue: 0)
            view.layer.shadowOpacity = 1
            view.layer.shadowRadius = 7
            view.layer.shadowOffset = CGSize(width: 4, height: 4)
        })
        let t = advance(window, to: 0.5)
        let p = shown(view)
        #expect(abs(p.backgroundColor!.red - (1 - t)) < 1e-9 && abs(p.backgroundColor!.blue - t) < 1e-9)
        #expect(abs(p.cornerRadius - 10 * t) < 1e-9)
        #expect(abs(p.borderWidth - 4 * t) < 1e-9)
        #expect(p.borderColor!.red == 0 && abs(p.borderColor!.green - t) < 1e-9, "from CALayer's black")
        #expect(abs(p.shadowOpacity - t) < 1e-9)
        #expect(abs(p.shadowRadius - (3 + 4 * t)) < 1e-9)
        #expect(abs(p.shadowOffset.height - (-3 + 7 * t)) < 1e-9)
    }

    @Test func disabledAnimationsChangeAtOnce() {
        let (_, view) = windowWithRedBox()
        View.setAnimationsEnabled(false)
        defer { View.setAnimationsEnabled(true) }
        View.animate(withDuration: 1, animations: { view.center.x = 110 })
        #expect(shown(view).center.x == 110)
        #expect(!View.areAnimationsEnabled)
    }
}
