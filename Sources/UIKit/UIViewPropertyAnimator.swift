/// An animator whose view animations can be paused, scrubbed, reversed and stopped,
/// like `UIViewPropertyAnimator`; the same class as Easel's `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator

/// An interruptible animation, like `UIViewAnimating`.
public typealias UIViewAnimating = ViewAnimating

/// An interruptible animation that takes more animations, like
/// `UIViewImplicitlyAnimating`.
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating

/// The state of an interruptible animation, like `UIViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState

/// Where an interruptible animation ended, like `UIViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition

/// What gives an animator its pace, like `UITimingCurveProvider`.
public typealias UITimingCurveProvider = TimingCurveProvider

/// The kinds of timing curves, like `UITimingCurveType`.
public typealias UITimingCurveType = TimingCurveType

/// A cubic Bézier timing curve, like `UICubicTimingParameters`.
public typealias UICubicTimingParameters = CubicTimingParameters

/// A spring timing curve, like `UISpringTimingParameters`.
public typealias UISpringTimingParameters = SpringTimingParameters
