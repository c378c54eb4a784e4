@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `View.animate` through the view's layer, as UIKit does it: each change a block makes
/// adds a Core Animation animation to the layer under UIKit's key; the model changes at
/// once and the layer's presentation follows, sampled at virtual times.
@MainActor
@Suite struct ViewAnimationLayerTests {
    @Test func aBlockAddsOneAnimationPerChangeUnderUIKitsKeys() {
        let (window, view) = windowWithRedBox()
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil, "outside a block a view's layer does not animate")
        var finished: [Bool] = []
        View.animate(withDuration: 0.4, delay: 0, options: .curveEaseOut, animations: {
            view.frame = CGRect(x: 50, y: 0, width: 40, height: 20)
            view.alpha = 1
            view.transform = Transform(rotationAngle: 1)
            view.backgroundColor = .blue
        }, completion: { finished.append($0) })
        #expect(view.layer.animationKeys() == ["position", "bounds.size", "opacity", "transform", "backgroundColor"])
        let position = view.layer.animation(forKey: "position") as? BasicAnimation
        #expect(position?.isAdditive == true, "UIKit's geometry animations are additive")
        #expect(position?.fromValue as? CGPoint == CGPoint(x: -60, y: 0) && position?.toValue as? CGPoint == .zero)
        let size = view.layer.animation(forKey: "bounds.size") as? BasicAnimation
        #expect(size?.isAdditive == true)
        #expect(size?.fromValue as? CGSize == CGSize(width: -20, height: 0) && size?.toValue as? CGSize == .zero)
        let opacity = view.layer.animation(forKey: "opacity") as? BasicAnimation
        #expect(opacity?.isAdditive == false)
        #expect(opacity?.fromValue as? Float == 0.5 && opacity?.toValue as? CGFloat == 1)
        let tint = view.layer.animation(forKey: "backgroundColor") as? BasicAnimation
        #expect(tint?.fromValue as? Color == Color(red: 1, green: 0, blue: 0) && tint?.toValue as? Color == .blue)
        for key in view.layer.animationKeys() ?? [] {
            let animation = view.layer.animation(forKey: key)
            #expect(animation?.duration == 0.4 && animation?.timingFunction == .easeOut, "\(key)")
            #expect(animation?.fillMode == .both && animation?.delegate is AnimationBlock, "\(key)")
        }
        window.eventLoop.runUntilIdle()
        #expect(view.layer.animationKeys() == nil)
        #expect(finished == [true])
    }

    /// A property `View.animate` animates, changed from `setUp`'s values.
    enum Property: CaseIterable {
        case center, bounds, alpha, transform, backgroundColor
    }

    @Test(arguments: Property.allCases)
    func theModelJumpsAndThePresentationFollowsTheCurve(_ property: Property) throws {
        let (window, view) = windowWithRedBox()
        let start = window.eventLoop.now
        View.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: {
            switch property {
            case .center: view.center = CGPoint(x: 110, y: 40)
            case .bounds: view.bounds = CGRect(x: 5, y: 0, width: 60, height: 20)
            case .alpha: view.alpha = 0.25
            case .transform: view.transform = Transform(scaleX: 3, y: 3)
            case .backgroundColor: view.backgroundColor = .blue
            }
        })
        let model = view.layer
        #expect(model.position == (property == .center ? CGPoint(x: 110, y: 40) : CGPoint(x: 10, y: 10)))
        #expect(model.bounds == (property == .bounds ? CGRect(x: 5, y: 0, width: 60, height: 20)
                                                     : CGRect(x: 0, y: 0, width: 20, height: 20)))
        #expect(model.opacity == (property == .alpha ? 0.25 : 1))
        for tick in [0, 6, 12, 18, 24, 30, 36] {
            let time = advance(window, to: start + Double(tick) / 60) - start
            let p = TimingFunction.easeIn.value(at: max(0, min(1, time / 0.5)))
            let shown = try #require(view.layer.presentation())
            switch property {
            case .center:
                #expect(abs(shown.position.x - (10 + 100 * p)) < 1e-9 && abs(shown.position.y - (10 + 30 * p)) < 1e-9,
                        "tick \(tick)")
            case .bounds:
                #expect(abs(shown.bounds.minX - 5 * p) < 1e-9 && abs(shown.bounds.width - (20 + 40 * p)) < 1e-9,
                        "tick \(tick)")
                #expect(shown.position == CGPoint(x: 10, y: 10), "a bounds change keeps the center")
            case .alpha:
                #expect(abs(Double(shown.opacity) - (1 - 0.75 * p)) < 1e-6, "tick \(tick)")
            case .transform:
                #expect(abs(shown.transform.affineTransform.a - (1 + 2 * p)) < 1e-9, "tick \(tick)")
            case .backgroundColor:
                let color = try #require(shown.backgroundColor)
                #expect(abs(color.red - (1 - p)) < 1e-9 && abs(color.blue - p) < 1e-9, "tick \(tick)")
            }
        }
        #expect(view.layer.animationKeys() == nil, "removed once over")
    }

    @Test func aSpringBlockAddsSpringAnimationsThatFollowTheOscillator() throws {
        let (window, view) = windowWithRedBox()
        let start = window.eventLoop.now
        View.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 1, options: [],
                     animations: { view.center.x = 110 })
        let curve = SpringCurve(dampingRatio: 0.3, initialVelocity: 1, duration: 0.6)
        let spring = try #require(view.layer.animation(forKey: "position") as? SpringAnimation)
        #expect(spring.mass == 1 && spring.stiffness == curve.stiffness && spring.damping == curve.damping)
        #expect(spring.initialVelocity == curve.initialVelocity && spring.duration == 0.6 && spring.isAdditive)
        for tick in stride(from: 3, through: 42, by: 3) {
            let time = advance(window, to: start + Double(tick) / 60) - start
            let expected = time < 0.6 - 1e-9 ? 10 + 100 * curve.value(at: time) : 110
            #expect(abs(view.layer.presentation()!.position.x - expected) < 1e-9, "tick \(tick)")
            #expect(view.center.x == 110)
        }
    }

    @Test func aDelayIsTheBeginTimeAndTheStartShowsUntilThen() {
        let (window, view) = windowWithRedBox()
        let start = window.eventLoop.now
        View.animate(withDuration: 0.5, delay: 0.25, options: .curveLinear, animations: { view.alpha = 0 })
        let fade = view.layer.animation(forKey: "opacity")
        #expect(fade?.beginTime == start + 0.25 && fade?.fillMode == .both)
        for tick in [6, 12, 18, 30, 42, 48] {
            let time = advance(window, to: start + Double(tick) / 60) - start
            let p = max(0, min(1, (time - 0.25) / 0.5))
            #expect(abs(Double(view.layer.presentation()!.opacity) - (1 - p)) < 1e-6, "tick \(tick)")
            #expect(view.alpha == 0)
        }
    }

    @Test func repeatAndAutoreverseAreTheAnimationsRepeatCountAndAutoreverses() {
        let (window, view) = windowWithRedBox()
        let start = window.eventLoop.now
        View.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                     animations: { view.center.x = 60 })
        let move = view.layer.animation(forKey: "position")
        #expect(move?.repeatCount == .infinity && move?.autoreverses == true)
        for tick in [9, 30, 45, 66, 99] {
            let time = advance(window, to: start + Double(tick) / 60) - start
            let phase = time.truncatingRemainder(dividingBy: 1)
            let p = phase <= 0.5 ? phase / 0.5 : 2 - phase / 0.5
            #expect(abs(view.layer.presentation()!.position.x - (10 + 50 * p)) < 1e-9, "tick \(tick)")
        }
        #expect(view.layer.animationKeys() == ["position"], "a repeating animation stays")
    }

    @Test func additiveAnimationsTakeKeysOfTheirOwnAndBlend() {
        let (window, view) = windowWithRedBox()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 })
        _ = advance(window, to: 0.5)
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 60 })
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        _ = advance(window, to: 1.2)
        #expect(view.layer.animationKeys() == ["position-2"])
    }

    @Test func completionsRunInUIKitsOrderAndSayWhetherTheyFinished() {
        let (window, view) = windowWithRedBox()
        let other = plainView("other", CGRect(x: 0, y: 50, width: 10, height: 10))
        window.addSubview(other)
        window.eventLoop.runOnce()
        var log: [String] = []
        Transaction.begin()
        Transaction.setCompletionBlock { log.append("transaction") }
        View.animate(withDuration: 0.5, animations: { view.alpha = 0 }, completion: { log.append("fade \($0)") })
        Transaction.commit()
        View.animate(withDuration: 0.25, animations: { other.center.x = 100 }, completion: { log.append("move \($0)") })
        View.animate(withDuration: 1, animations: { other.backgroundColor = .blue }, completion: { log.append("tint \($0)") })
        View.animate(withDuration: 1, animations: { other.transform = Transform(scaleX: 2, y: 2) },
                     completion: { log.append("grow \($0)") })
        _ = advance(window, to: 0.3)
        #expect(log == ["move true"])
        other.layer.removeAnimation(forKey: "backgroundColor")
        View.animate(withDuration: 0.1, animations: { other.transform = .identity }, completion: { log.append("shrink \($0)") })
        #expect(log == ["move true"], "never inside the call")
        window.eventLoop.runUntilIdle()
        #expect(log == ["move true", "tint false", "grow false", "shrink true", "fade true", "transaction"])
    }
}
