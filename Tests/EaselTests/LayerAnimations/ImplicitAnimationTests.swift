@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Core Animation's implicit animations and transactions, as traces: what starts an
/// animation, what does not, and the order completions and delegates are told in.
@MainActor
@Suite struct ImplicitAnimationTests {
    private func setUp() -> (Window, View, ShapeLayer) { windowWithShapeLayer() }

    @Test func aStandaloneLayersChangeAnimatesFromTheOldValueForAQuarterSecond() {
        let (window, _, ring) = setUp()
        let start = window.eventLoop.now
        ring.strokeEnd = 0.2
        #expect(ring.strokeEnd == 0.2, "the model changes at once")
        #expect(ring.animationKeys() == ["strokeEnd"])
        let animation = ring.animation(forKey: "strokeEnd") as? BasicAnimation
        #expect(animation?.duration == 0.25 && animation?.fromValue as? CGFloat == 1)
        #expect(animation?.timingFunction == .default)
        #expect(ring.presentation()?.strokeEnd == 1, "the screen has not moved yet")
        window.eventLoop.run(for: 0.1)
        let time = window.animator.frameTime - start
        let expected = 1 - 0.8 * TimingFunction.default.value(at: time / 0.25)
        #expect(abs(ring.presentation()!.strokeEnd - expected) < 1e-12)
        window.eventLoop.run(for: 0.2)
        #expect(ring.presentation()?.strokeEnd == 0.2)
        #expect(ring.animationKeys() == nil, "removed on completion")
    }

    @Test func anAnimationAddedBetweenVSyncsShowsItsStartUntilTheNextOne() {
        let (window, _, ring) = setUp()
        let widen = BasicAnimation(keyPath: "lineWidth")
        widen.toValue = 5
        ring.add(widen, forKey: "widen")
        window.eventLoop.run(for: 0.105)
        #expect(window.animator.frameTime == 0.1, "the last VSync")
        ring.strokeEnd = 0.2
        #expect(ring.presentation()?.strokeEnd == 1, "the start, not the model value")
    }

    @Test func aViewsOwnLayerHasNoImplicitAnimations() {
        let (window, view, _) = setUp()
        view.layer.cornerRadius = 8
        view.layer.anchorPoint = .zero
        view.layer.opacity = 0.5
        #expect(view.layer.animationKeys() == nil)
        window.eventLoop.runOnce()
        #expect(view.layer.presentation()?.cornerRadius == 8 && view.layer.presentation()?.opacity == 0.5)
    }

    @Test func insideAnAnimationBlockAViewsLayerAnimatesWithTheBlocksParameters() {
        let (window, view, _) = setUp()
        View.animate(withDuration: 0.6, delay: 0, options: .curveLinear, animations: { view.layer.zPosition = 3 })
        let animation = view.layer.animation(forKey: "zPosition") as? BasicAnimation
        #expect(window.eventLoop.now == 0)
        #expect(animation?.duration == 0.6 && animation?.timingFunction == .linear)
        #expect(animation?.fromValue as? CGFloat == 0)
    }

    @Test func disabledActionsChangeTheLayerAtOnce() {
        let (window, _, ring) = setUp()
        Transaction.begin()
        Transaction.setDisableActions(true)
        ring.strokeEnd = 0.5
        ring.position = CGPoint(x: 70, y: 70)
        Transaction.commit()
        #expect(ring.animationKeys() == nil && window.eventLoop.now == 0)
        #expect(ring.presentation()?.strokeEnd == 0.5 && ring.presentation()?.position == CGPoint(x: 70, y: 70))
        ring.lineWidth = 4
        #expect(ring.animationKeys() == ["lineWidth"], "the setting ended with its transaction")
    }

    @Test func aLayerAddedInTheOpenTransactionDoesNotAnimate() {
        let (window, view, _) = setUp()
        let dot = Layer()
        view.layer.addSublayer(dot)
        dot.backgroundColor = .black
        dot.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(dot.animationKeys() == nil, "not committed yet: nothing to animate from")
        window.eventLoop.runOnce()
        dot.opacity = 0.5
        #expect(dot.animationKeys() == ["opacity"])
    }

    @Test func theActionSearchFollowsCoreAnimationsOrder() {
        let (window, _, ring) = setUp()
        let fade = BasicAnimation()
        fade.duration = 2
        ring.actions = ["opacity": fade, "strokeEnd": NSNull()]
        #expect(window.eventLoop.now == 0)
        ring.opacity = 0.5
        ring.strokeEnd = 0.5
        #expect(ring.animationKeys() == ["opacity"], "NSNull: no action")
        #expect(ring.animation(forKey: "opacity")?.duration == 2)
        #expect((ring.animation(forKey: "opacity") as? BasicAnimation)?.fromValue as? Float == 1)
        final class Delegate: NSObject, LayerDelegate {
            func draw(_ layer: Layer, in context: GraphicsContext) {}
            func action(for layer: Layer, forKey event: String) -> Action? { event == "opacity" ? NSNull() : nil }
        }
        let delegate = Delegate()
        ring.delegate = delegate
        ring.removeAllAnimations()
        ring.opacity = 1
        ring.lineWidth = 3
        #expect(ring.animationKeys() == ["lineWidth"], "the delegate comes first")
    }

    @Test func transactionSettingsNestAndCompletionsRunInOrder() {
        let (window, _, ring) = setUp()
        var log: [String] = []
        Transaction.begin()
        Transaction.setAnimationDuration(0.5)
        Transaction.setCompletionBlock { log.append("outer") }
        ring.strokeEnd = 0.5
        Transaction.begin()
        #expect(Transaction.animationDuration() == 0.5, "read through from the outer transaction")
        Transaction.setAnimationDuration(0.1)
        Transaction.setCompletionBlock { log.append("inner") }
        ring.lineWidth = 2
        Transaction.commit()
        Transaction.begin()
        Transaction.setCompletionBlock { log.append("empty") }
        Transaction.commit()
        #expect(log == ["empty"], "a transaction without animations completes at its commit")
        Transaction.commit()
        #expect(ring.animation(forKey: "strokeEnd")?.duration == 0.5 && ring.animation(forKey: "lineWidth")?.duration == 0.1)
        window.eventLoop.run(for: 0.2)
        #expect(log == ["empty", "inner"])
        window.eventLoop.run(for: 0.4)
        #expect(log == ["empty", "inner", "outer"])
        #expect(Transaction.animationDuration() == 0.25)
    }

    @Test func commitWithoutBeginIsReported() {
        let events = trace { Transaction.commit() }
        #expect(events.count == 1 && events[0].contains("Transaction.commit() without a matching begin(); ignored"))
    }
}
