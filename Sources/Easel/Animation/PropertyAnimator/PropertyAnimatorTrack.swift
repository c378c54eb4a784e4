import Foundation

/// One layer animation a property animator drives: the animation its block added for
/// one key path of one layer, re-added with Core Animation timing that shows the
/// animator's state.
@MainActor
final class PropertyAnimatorTrack {
    /// The animator's state, as the tracks show it.
    struct Timing {
        /// Now, in the layer's time.
        var time: TimeInterval
        /// The animator's fraction complete at `anchorTime`.
        var fraction: Double
        /// The duration of the whole animation.
        var duration: TimeInterval
        var running: Bool
        var reversed: Bool
        /// When the animator's clock starts moving (later than `time` after a delay).
        var anchorTime: TimeInterval
        /// The curve; `nil` scrubs at an even pace.
        var curve: TimingCurveProvider?
        /// The delegate that keeps touches from the animating views, when the animator
        /// does not let them take touches.
        var touchBlocker: AnimationBlock?
    }

    let layer: Layer
    let key: String
    /// The animation as the block made it (its values; its timing is replaced).
    private let animation: BasicAnimation
    /// The fraction of the animator's duration before this animation starts.
    private let startFraction: Double
    /// The layer's value before the block changed it.
    private let startValue: Any?

    init(layer: Layer, key: String, animation: BasicAnimation, startFraction: Double, startValue: Any?) {
        self.layer = layer
        self.key = key
        self.animation = animation
        self.startFraction = startFraction
        self.startValue = startValue
    }

    /// Re-adds the animation so that it shows `timing` from now on: paused, at a `speed`
    /// of 0 with its `timeOffset` at the fraction; running, begun as long ago as the
    /// fraction is into it; running backward, autoreversing from there.
    func show(_ timing: Timing) {
        let length = (1 - startFraction) * timing.duration
        // How far the animation is into its own time: negative while it still waits.
        let offset = min((timing.fraction - startFraction) * timing.duration, length)
        let into = max(0, offset)
        let shown = shaped(by: timing.curve, length: length)
        shown.delegate = timing.touchBlocker
        shown.duration = max(length, 1e-6)
        shown.fillMode = .both
        shown.repeatCount = 0
        if !timing.running {
            shown.speed = 0
            shown.timeOffset = into
            shown.beginTime = Self.begin(timing.time)
        } else if timing.reversed {
            shown.autoreverses = true
            shown.beginTime = Self.begin(timing.anchorTime - (2 * shown.duration - into))
        } else {
            shown.beginTime = Self.begin(timing.anchorTime - offset)
        }
        layer.add(shown, forKey: key)
    }

    /// Removes the animation: the layer shows its model value, the end.
    func remove() {
        layer.removeAnimation(forKey: key)
    }

    /// Sets the model to what the screen shows now and removes the animation, as UIKit
    /// does when an animator stops.
    func commitPresentation() {
        let shown = layer.presentation()?.value(forKeyPath: key)
        remove()
        setModel(shown)
    }

    /// Puts the model back to its value before the animation and removes the animation.
    func restoreStart() {
        remove()
        setModel(startValue)
    }

    private func setModel(_ value: Any?) {
        guard let property = AnimatableKeyPath.named(key, on: layer) else { return }
        View.performWithoutAnimation { property.set(layer, value) }
    }

    /// A copy of the animation along `curve` (linear for `nil`).
    private func shaped(by curve: TimingCurveProvider?, length: TimeInterval) -> BasicAnimation {
        guard let spring = curve?.springTimingParameters else {
            let copy = BasicAnimation()
            copy.copyProperties(from: animation)
            copy.timingFunction = curve?.cubicTimingParameters?.timingFunction ?? .linear
            return copy
        }
        let copy = SpringAnimation()
        copy.copyProperties(from: animation)
        let shape = spring.curve(duration: length)
        copy.stiffness = shape.stiffness
        copy.damping = shape.damping
        copy.initialVelocity = shape.initialVelocity
        return copy
    }

    /// A begin time for `Layer.add`, to which 0 means "now": the smallest negative
    /// time stands for the instant 0.
    private static func begin(_ time: TimeInterval) -> TimeInterval {
        time == 0 ? -Double.leastNonzeroMagnitude : time
    }
}
