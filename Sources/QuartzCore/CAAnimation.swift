import Easel
import Foundation

// Core Animation's animation classes under their `CA` names: the same classes as
// Easel's, so a `CABasicAnimation` made in iOS code is added with `layer.add(_:forKey:)`
// and drawn by the compositor.

/// The base animation class, like `CAAnimation`: Easel's `Animation`.
public typealias CAAnimation = Animation

/// An animation of one key path, like `CAPropertyAnimation`: Easel's `PropertyAnimation`.
public typealias CAPropertyAnimation = PropertyAnimation

/// An animation between two values, like `CABasicAnimation`: Easel's `BasicAnimation`.
public typealias CABasicAnimation = BasicAnimation

/// An animation through keyframes, like `CAKeyframeAnimation`: Easel's
/// `KeyframeAnimation`.
public typealias CAKeyframeAnimation = KeyframeAnimation

/// A basic animation paced by a spring, like `CASpringAnimation`: Easel's
/// `SpringAnimation`.
public typealias CASpringAnimation = SpringAnimation

/// An animation between a layer's appearance before a change and after it, like
/// `CATransition`: Easel's `Transition`.
public typealias CATransition = Transition

/// The kind of a transition, like `CATransitionType`.
public typealias CATransitionType = Transition.TransitionType

/// The side a sliding transition comes from, like `CATransitionSubtype`.
public typealias CATransitionSubtype = Transition.TransitionSubtype

/// The key transitions are added under, like `kCATransition`.
public let kCATransition = "transition"

/// Animations run together, like `CAAnimationGroup`: Easel's `AnimationGroup`.
public typealias CAAnimationGroup = AnimationGroup

/// Told when an animation starts and stops, like `CAAnimationDelegate`.
public typealias CAAnimationDelegate = AnimationDelegate

/// What a layer does for a property change, like `CAAction` (`NSNull` is no action).
public typealias CAAction = Action

/// What an animation shows outside its active time, like `CAMediaTimingFillMode`.
public typealias CAMediaTimingFillMode = FillMode

/// How a keyframe animation finds in-between values, like `CAAnimationCalculationMode`.
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode

/// Whether a layer moving along a keyframe animation's path turns with it, like
/// `CAAnimationRotationMode`.
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode

/// The pace of an animation, like `CAMediaTimingFunction`: Easel's `TimingFunction`.
public typealias CAMediaTimingFunction = TimingFunction

/// The commit of layer changes, like `CATransaction`: Easel's `Transaction`.
public typealias CATransaction = Transaction

/// The current time of the layer tree, like `CACurrentMediaTime()`: the virtual time
/// of the event loop running (or the last to run), the time `beginTime` counts in.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    EventLoop.current?.now ?? 0
}

/// The names of the predefined timing functions, like `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pace.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

extension TimingFunction {
    /// The predefined curve of a name, like `CAMediaTimingFunction(name:)`; an unknown
    /// name is the default curve.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInEaseOut: self = .easeInEaseOut
        default: self = .default
        }
    }
}
