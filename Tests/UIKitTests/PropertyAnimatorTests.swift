import Foundation
import Testing
import UIKit

/// Interactive animations as iOS code writes them with `UIViewPropertyAnimator`: a card
/// that slides, a drawer scrubbed by a pan, a dismissal reversed half way, and a toast
/// stopped where it is. Positions are read from the layers' presentation, as on iOS.
@MainActor
@Suite struct PropertyAnimatorTests {
    private func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test func aLinearAnimatorMovesTheCardAtAnEvenPaceAndEndsAtTheEnd() throws {
        let (window, card) = cardOnScreen()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && card.center.x == 10, "nothing runs before startAnimation")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && card.center.x == 110)
        window.eventLoop.run(for: 0.5)
        #expect(abs(shownX(card) - 60) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        #expect(pixel(try frameImage(of: window), 55, 10) == rgb(255, 0, 0), "the card is half way on screen")
        #expect(pixel(try frameImage(of: window), 45, 10) == .white)
        window.eventLoop.run(for: 0.6)
        #expect(positions == [.end] && animator.state == .inactive && !animator.isRunning)
        #expect(shownX(card) == 110 && card.layer.animationKeys() == nil)
    }

    @Test func aPausedAnimatorIsScrubbedLinearlyAndHoldsStillWhileTimePasses() {
        let (window, card) = cardOnScreen()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { card.center.x = 110 }
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning && card.center.x == 110)
        animator.fractionComplete = 0.25
        window.eventLoop.run(for: 0.5)
        #expect(abs(shownX(card) - 35) < 1e-9, "scrubsLinearly: 25 % of the way, not the ease-in curve's")
        animator.scrubsLinearly = false
        window.eventLoop.runOnce()
        let easeIn = CAMediaTimingFunction(name: .easeIn).value(at: 0.25)
        #expect(abs(shownX(card) - (10 + 100 * easeIn)) < 1e-9, "along the curve when not scrubbing linearly")
        #expect(animator.fractionComplete == 0.25)
    }

    @Test func aReversedAnimatorRunsBackAndLeavesTheCardWhereItStarted() {
        let (window, card) = cardOnScreen()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.eventLoop.run(for: 0.5)
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        window.eventLoop.run(for: 0.25)
        #expect(abs(shownX(card) - 35) < 1e-9, "a quarter of the way back from the middle")
        window.eventLoop.run(for: 0.35)
        #expect(positions == [.start])
        #expect(card.center.x == 10 && shownX(card) == 10, "the model is back at its start value")
    }

    @Test func aStoppedAnimatorLeavesTheCardWhereItIsOnScreen() {
        let (window, card) = cardOnScreen()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { card.center.x = 110 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        window.eventLoop.run(for: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && positions.isEmpty)
        #expect(abs(card.center.x - 35) < 1e-9 && card.layer.animationKeys() == nil)
        animator.finishAnimation(at: .current)
        #expect(positions == [.current] && animator.state == .inactive)
    }

    @Test func delayedAnimationsAndRunningAnimatorsFollowTheirTiming() {
        let (window, card) = cardOnScreen()
        var finished: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { card.center.x = 110 },
            completion: { finished.append($0) })
        #expect(animator.state == .active && animator.delay == 0.5)
        window.eventLoop.run(for: 0.5)
        #expect(shownX(card) == 10, "the delay has just passed")
        window.eventLoop.run(for: 0.5)
        #expect(abs(shownX(card) - 60) < 1e-9)
        window.eventLoop.run(for: 0.6)
        #expect(finished == [.end])

        let fade = UIViewPropertyAnimator(duration: 1, curve: .linear)
        fade.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
        fade.startAnimation()
        window.eventLoop.run(for: 0.5)
        #expect(card.layer.presentation()!.opacity == 1, "a delay factor of 0.5 waits half the duration")
        window.eventLoop.run(for: 0.25)
        #expect(abs(card.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test func springTimingParametersSettleAtTheEnd() {
        let (window, card) = cardOnScreen()
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: spring)
        animator.addAnimations { card.center.x = 110 }
        animator.startAnimation()
        var overshot = false
        for _ in 0..<36 {
            window.eventLoop.run(for: 1.0 / 60)
            overshot = overshot || shownX(card) > 110
        }
        #expect(overshot, "a damping ratio of 0.5 overshoots")
        window.eventLoop.run(for: 0.1)
        #expect(shownX(card) == 110 && animator.state == .inactive)
        #expect(spring.timingCurveType == .spring && UICubicTimingParameters().timingCurveType == .builtin)
    }
}
