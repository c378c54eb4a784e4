import Foundation

/// An `animate` event: changes made inside an animation block, like
/// `UIView.animate(withDuration:delay:options:animations:)` or, with `damping`, its
/// spring variant `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
public struct SceneAnimation: Sendable {
    /// The timing curves of `UIView.AnimationOptions` (`curveEaseInOut`, …).
    public enum Curve: String, Sendable, CaseIterable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// A spring: `usingSpringWithDamping` and `initialSpringVelocity`.
    public struct Spring: Sendable, Equatable {
        /// The damping ratio, in 0…1 (1 settles without overshoot).
        public let damping: CGFloat
        /// The initial velocity, in distances per second.
        public let velocity: CGFloat
    }

    /// Seconds the animation lasts.
    public let duration: TimeInterval
    /// Seconds before it starts.
    public let delay: TimeInterval
    /// The timing curve (easeInOut unless the scene says otherwise; unused by a spring).
    public let curve: Curve
    /// The spring, when the animation has one.
    public let spring: Spring?
    /// The changes the block makes, in order; the block then calls `layoutIfNeeded()`
    /// on the window, so that the frames Auto Layout gives (a changed constraint
    /// constant) animate too, as app code does.
    public let changes: [SceneEvent.Action]
}
