import Foundation
import Testing
import UIKit

/// Keyframe animations as iOS code writes them with `UIView.animateKeyframes`: a card
/// that moves right then down, fades in the second half, waits for a delay, or jumps
/// between values. Values are read from the layers' presentation, as on iOS.
@MainActor
@Suite struct KeyframeAnimationTests {
    private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

    /// Whether two points are the same to within rounding.
    private func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func twoKeyframesMoveTheCardRightThenDownInOneAnimationOfItsPosition() throws {
        let (window, card) = cardOnScreen()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.y = 110 }
        }, completion: { finished.append($0) })
        #expect(card.center == CGPoint(x: 110, y: 110), "the model changes at once")
        #expect(card.layer.animationKeys() == ["position"])
        window.eventLoop.run(for: 0.25)
        #expect(near(shown(card), CGPoint(x: 60, y: 10)))
        #expect(pixel(try frameImage(of: window), 55, 5) == rgb(255, 0, 0))
        window.eventLoop.run(for: 0.5)
        #expect(near(shown(card), CGPoint(x: 110, y: 60)))
        #expect(finished.isEmpty)
        window.eventLoop.run(for: 0.3)
        #expect(finished == [true] && card.layer.animationKeys() == nil)
        #expect(shown(card) == CGPoint(x: 110, y: 110))
    }

    @Test func aPropertyHoldsItsValueUntilItsKeyframeStartsAndTheWholeAnimationEasesInAndOut() {
        let (window, card) = cardOnScreen()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 0 }
        })
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        window.eventLoop.run(for: 0.25)
        #expect(card.layer.presentation()!.opacity == 1, "the ease-in-out progress at 0.25 is before the keyframe")
        window.eventLoop.run(for: 0.5)
        let progress = curve.value(at: 0.75)
        let expected = 1 - (progress - 0.5) / 0.5
        #expect(abs(Double(card.layer.presentation()!.opacity) - expected) < 1e-6)
    }

    @Test func aChangeOutsideAnyKeyframeSpansTheWholeDurationAfterTheDelay() {
        let (window, card) = cardOnScreen()
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [linear], animations: {
            card.center.x = 110
        })
        window.eventLoop.run(for: 0.25)
        #expect(shown(card).x == 10, "the delay holds the start value")
        window.eventLoop.run(for: 0.5)
        #expect(shown(card).x == 35)
    }

    @Test func theDiscreteModeJumpsFromValueToValue() {
        let (window, card) = cardOnScreen()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center.x = 60 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center.x = 110 }
        })
        window.eventLoop.run(for: 0.25)
        #expect(shown(card).x == 10)
        window.eventLoop.run(for: 0.5)
        #expect(shown(card).x == 60)
    }

    @Test func withNothingToAnimateTheCompletionRunsAtTheNextTurnFinished() {
        let (window, card) = cardOnScreen()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.center.x = 110 }
        }, completion: { finished.append($0) })
        #expect(finished.isEmpty && card.layer.animationKeys() == nil && card.center.x == 110)
        window.eventLoop.runOnce()
        #expect(finished == [true])
    }

    @Test func aKeyframeOutsideAKeyframeBlockChangesAtOnceAndIsReported() {
        let (_, card) = cardOnScreen()
        let (_, messages) = Diagnostics.collect {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { card.center.x = 110 }
        }
        #expect(card.center.x == 110 && card.layer.animationKeys() == nil)
        #expect(messages == ["UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside "
            + "UIView.animateKeyframes: the changes happen at once"])
    }
}
