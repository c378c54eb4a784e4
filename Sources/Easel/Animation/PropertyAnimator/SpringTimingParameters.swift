import EaselGraphics
import Foundation

/// A spring timing curve for an animator, like `UISpringTimingParameters`.
///
/// A spring made from a damping ratio settles in the animator's duration, as
/// `View.animate(withDuration:delay:usingSpringWithDamping:…)` does; a spring made from
/// mass, stiffness and damping moves as that physical spring does, and the animator's
/// duration is the time it takes to settle.
@preconcurrency @MainActor
open class SpringTimingParameters: TimingCurveProvider {
    /// The velocity at the start, in distances per second for each axis (1 covers the
    /// whole distance in a second).
    public let initialVelocity: CGVector
    /// The spring, when it is a physical one.
    let physical: (mass: Double, stiffness: Double, damping: Double)?
    /// The damping ratio, when the spring settles in the animator's duration.
    let dampingRatio: Double

    /// UIKit's default spring (critically damped, at rest), like
    /// `UISpringTimingParameters()`.
    public convenience init() {
        self.init(dampingRatio: 1)
    }

    /// A spring with the damping ratio given (1 settles without overshoot, smaller
    /// values oscillate), starting at rest, like `init(dampingRatio:)`.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with a damping ratio and an initial velocity, like
    /// `init(dampingRatio:initialVelocity:)`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = Double(ratio)
        initialVelocity = velocity
        physical = nil
    }

    /// A physical spring, like `init(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        physical = (Double(mass), Double(stiffness), Double(damping))
        initialVelocity = velocity
        dampingRatio = SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                   initialVelocity: 0).dampingRatio
    }

    public var timingCurveType: TimingCurveType { .spring }
    public var cubicTimingParameters: CubicTimingParameters? { nil }
    public var springTimingParameters: SpringTimingParameters? { self }

    /// The curve of the spring for an animation of `duration` seconds.
    func curve(duration: TimeInterval) -> SpringCurve {
        let velocity = Double(initialVelocity.dx)
        if let physical {
            return SpringCurve(mass: physical.mass, stiffness: physical.stiffness, damping: physical.damping,
                               initialVelocity: velocity)
        }
        return SpringCurve(dampingRatio: dampingRatio, initialVelocity: velocity, duration: duration)
    }

    /// How long a physical spring takes to settle; `nil` for one that settles in the
    /// animator's duration.
    var settlingDuration: TimeInterval? {
        physical == nil ? nil : curve(duration: 1).settlingTime
    }
}
