import Easel
import Foundation

/// An `animate` event on a layer: an explicit animation of one of its properties,
/// like a `CABasicAnimation` (`from`, `to`), a `CAKeyframeAnimation` (`values`,
/// `keyTimes`) or, with `spring`, a `CASpringAnimation`, added with
/// `add(_:forKey:)` under the key path's name.
public struct SceneLayerAnimation: Sendable {
    /// The predefined timing functions, like `CAMediaTimingFunctionName`.
    public enum Timing: String, Sendable, CaseIterable {
        case linear, easeIn, easeOut, easeInEaseOut, `default`

        /// The timing function of the name.
        public var function: TimingFunction {
            switch self {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInEaseOut: .easeInEaseOut
            case .default: .default
            }
        }
    }

    /// A physical spring, as `CASpringAnimation` takes it.
    public struct Spring: Sendable, Equatable {
        public let mass: Double
        public let stiffness: Double
        public let damping: Double
        public let velocity: Double
    }

    /// The layer's id.
    public let layerID: String
    /// The animated property (a key of the layer's kind that Core Animation animates).
    public let keyPath: String
    /// The start value (`nil`: the model value).
    public let from: LayerProperty?
    /// The end value (`nil`: the model value).
    public let to: LayerProperty?
    /// Keyframe values, for a keyframe animation.
    public let values: [LayerProperty]?
    /// When each keyframe is reached, 0…1, rising; `nil` spaces them evenly.
    public let keyTimes: [Double]?
    /// Seconds one cycle lasts (for a spring, `nil` is its settling duration).
    public let duration: TimeInterval?
    /// Seconds from the event to the start.
    public let delay: TimeInterval
    /// The pace of each cycle (`nil`: linear, Core Animation's default for an
    /// explicit animation).
    public let timing: Timing?
    /// How many cycles run (0 is one).
    public let repeatCount: Double
    /// Whether each cycle runs forward then back.
    public let autoreverses: Bool
    /// What shows outside the active time; with `forwards` or `both` the animation is
    /// kept once over, so that the last value stays on screen.
    public let fillMode: FillMode
    /// The spring, for a spring animation.
    public let spring: Spring?

    /// How long the animation runs after its event (once through its repeats).
    public var span: TimeInterval {
        let cycle = (duration ?? spring.map(Self.settlingDuration) ?? 0) * (autoreverses ? 2 : 1)
        return delay + cycle * max(1, repeatCount.isFinite ? repeatCount : 1)
    }

    static func settlingDuration(_ spring: Spring) -> TimeInterval {
        SpringAnimation.settlingDuration(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                                         initialVelocity: spring.velocity)
    }
}

/// A `transaction` event: changes made inside `Transaction.begin()` … `commit()`,
/// with its actions disabled or its implicit animations' duration set, like
/// `CATransaction.setDisableActions(_:)` and `setAnimationDuration(_:)`.
public struct SceneTransaction: Sendable {
    /// Whether the changes start no implicit animations.
    public let disableActions: Bool
    /// The duration of the implicit animations they start (`nil`: 0.25 s).
    public let duration: TimeInterval?
    /// The changes, in order.
    public let changes: [SceneEvent.Action]
}
