@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `ReplicatorLayer.instanceDelay`: copy `i` shows its sublayers' animations as they
/// were `i × instanceDelay` seconds earlier, as an activity spinner's ticks fade in turn.
@MainActor
@Suite struct ReplicatorInstanceDelayTests {
    /// A spinner of four ticks a quarter turn apart, each fading from 1 to 0 over a
    /// second forever, a quarter of a second behind the one before, hidden (a model
    /// opacity of 0) until its fade begins; `begin` is when the fade was added.
    private func spinner() -> (window: Window, replicator: ReplicatorLayer, tick: Layer, begin: TimeInterval) {
        let window = shownWindow(width: 40, height: 40, scale: 1)
        let replicator = ReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        replicator.instanceCount = 4
        replicator.instanceTransform = Transform3D(rotationAngle: .pi / 2)
        replicator.instanceDelay = 0.25
        let tick = Layer()
        tick.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        tick.backgroundColor = .red
        tick.opacity = 0
        replicator.addSublayer(tick)
        window.layer.addSublayer(replicator)
        window.eventLoop.runOnce()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        fade.repeatCount = .infinity
        tick.add(fade, forKey: "fade")
        return (window, replicator, tick, window.eventLoop.now)
    }

    /// The opacity copy `index` of the tick shows at the current frame.
    private func presentedOpacity(of tick: Layer, copy index: Int, of replicator: ReplicatorLayer) -> Float {
        InstanceDelay.lagging(by: replicator.sublayerInstances[index].delay) { tick.shownLayer.opacity }
    }

    @Test func eachCopyShowsTheAnimationAsItWasOneDelayEarlier() {
        let (window, replicator, tick, begin) = spinner()
        #expect(replicator.sublayerInstances.map(\.delay) == [0, 0.25, 0.5, 0.75])
        for elapsed in [0.1, 0.3, 0.6, 1.2, 2.05] {
            window.eventLoop.run(for: begin + elapsed - window.eventLoop.now)
            let time = window.animator.frameTime - begin
            for index in 0..<4 {
                let local = time - 0.25 * Double(index)
                // Before its delayed begin a copy shows the model's opacity, 0.
                let expected = local < 0 ? 0 : 1 - local.truncatingRemainder(dividingBy: 1)
                let shown = presentedOpacity(of: tick, copy: index, of: replicator)
                #expect(abs(Double(shown) - expected) < 1e-6, "copy \(index) at \(time): \(shown), not \(expected)")
            }
        }
    }

    @Test func theCompositedCopiesFadeInTurn() {
        // At 0.6 s the copies show 0.4, 0.65, 0.9 and (not begun) 0.
        let (window, _, _, begin) = spinner()
        window.eventLoop.run(for: begin + 0.6 - window.eventLoop.now)
        let time = window.animator.frameTime - begin
        let image = window.lastFrame!.image
        let corners = [(5, 5), (35, 5), (35, 35), (5, 35)]
        for (index, corner) in corners.enumerated() {
            let local = time - 0.25 * Double(index)
            let opacity = local < 0 ? 0 : 1 - local
            let pixel = image[corner.0, corner.1]
            #expect(pixel.alpha == UInt8((255 * opacity).rounded()) && (opacity == 0 || pixel.red == 255),
                    "copy \(index) at \(time): \(pixel)")
        }
    }

    @Test func stackedCopiesWithShadowsEachShowTheirOwnDelay() {
        // Two copies in one place, the tick shadowed and turned blue for 0.3 s: at 0.1 s
        // the lagging copy (its animations not begun: red and opaque) covers the first
        // with its own shadowed rendering, not the first's.
        let (window, replicator, tick, begin) = spinner()
        let blue = BasicAnimation(keyPath: "backgroundColor")
        blue.fromValue = Color.blue
        blue.toValue = Color.blue
        blue.duration = 0.3
        tick.add(blue, forKey: "blue")
        withoutActions {
            replicator.instanceCount = 2
            replicator.instanceTransform = .identity
            replicator.instanceDelay = 0.5
            tick.opacity = 1
            tick.shadowOpacity = 1
            tick.shadowOffset = CGSize(width: 20, height: 0)
            tick.shadowRadius = 0
        }
        window.eventLoop.run(for: begin + 0.1 - window.eventLoop.now)
        let image = window.lastFrame!.image
        #expect(image[5, 5] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[25, 5] == Pixel(red: 0, green: 0, blue: 0), "the opaque copy's shadow is opaque black")
    }

    /// The spinner's tick fading once (from 1 to 0 over a second) instead of forever.
    private func oneShotSpinner() -> (window: Window, replicator: ReplicatorLayer, tick: Layer, begin: TimeInterval) {
        let (window, replicator, tick, _) = spinner()
        tick.removeAllAnimations()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        tick.add(fade, forKey: "fade")
        return (window, replicator, tick, window.eventLoop.now)
    }

    @Test func delayedCopiesOfAOneShotAnimationRunToTheirOwnEnd() {
        let (window, replicator, tick, begin) = oneShotSpinner()
        var stopped: [TimeInterval] = []
        @MainActor final class Stops: NSObject, AnimationDelegate {
            let record: (Bool) -> Void
            init(_ record: @escaping (Bool) -> Void) { self.record = record }
            func animationDidStop(_ animation: Animation, finished: Bool) { record(finished) }
        }
        tick.animation(forKey: "fade")?.delegate = Stops { _ in stopped.append(window.eventLoop.now) }
        window.eventLoop.run(for: begin + 1.2 - window.eventLoop.now)
        let time = window.animator.frameTime - begin
        #expect(tick.animationKeys() == ["fade"], "kept for the copies still fading")
        #expect(stopped.count == 1 && stopped[0] < begin + 1.05, "its delegate heard it stop at its own end")
        let image = window.lastFrame!.image
        for (index, corner) in [(5, 5), (35, 5), (35, 35), (5, 35)].enumerated() {
            let local = time - 0.25 * Double(index)
            let expected = local >= 1 ? 0 : 1 - local
            let shown = presentedOpacity(of: tick, copy: index, of: replicator)
            #expect(abs(Double(shown) - expected) < 1e-6, "copy \(index) at \(time): \(shown), not \(expected)")
            // Within the compositor's rounding of a fractional opacity to 8 bits.
            #expect(abs(Double(image[corner.0, corner.1].alpha) - 255 * expected) <= 1, "copy \(index)'s pixels")
        }
        window.eventLoop.run(for: 0.6)
        #expect(tick.animationKeys() == nil, "removed once the last copy has shown its end")
        #expect((0..<4).allSatisfy { presentedOpacity(of: tick, copy: $0, of: replicator) == 0 })
        #expect(window.lastFrame!.image[35, 5].alpha == 0)
    }

    @Test func aLaterFrameReusesThePresentationAnEarlierFrameMadeForTheSameTime() {
        // Copy 1 at 0.6 s shows 0.35 s; so does copy 2 a quarter of a second later.
        let (window, _, tick, begin) = spinner()
        window.eventLoop.run(for: begin + 0.6 - window.eventLoop.now)
        let frame = window.animator.frameTime
        let first = InstanceDelay.lagging(by: 0.25) { tick.shownLayer }
        window.eventLoop.run(for: 0.25)
        #expect(abs(window.animator.frameTime - (frame + 0.25)) < 1e-9)
        let later = InstanceDelay.lagging(by: 0.5) { tick.shownLayer }
        #expect(first === later)
        #expect(InstanceDelay.lagging(by: 0.25) { tick.shownLayer } !== first, "another time, another copy")
    }
}
