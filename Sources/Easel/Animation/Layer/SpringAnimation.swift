import Foundation

/// A basic animation whose pace is a damped spring, like `CASpringAnimation`.
///
/// The spring is a mass on a spring with a damper, released from the start value with
/// `initialVelocity` towards the end value; the animation shows its motion for
/// `duration` seconds (set it to `settlingDuration` to see the spring come to rest).
/// The timing function is not used.
open class SpringAnimation: BasicAnimation {
    /// The mass of the object, like `CASpringAnimation.mass` (1).
    public var mass: Double = 1
    /// The spring's stiffness, like `stiffness` (100).
    public var stiffness: Double = 100
    /// The damping coefficient, like `damping` (10).
    public var damping: Double = 10
    /// The speed towards the end value at the start, in whole distances per second,
    /// like `initialVelocity` (0; negative moves away first).
    public var initialVelocity: Double = 0

    override func copyProperties(from other: Animation) {
        super.copyProperties(from: other)
        guard let other = other as? SpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
    }

    /// The spring these parameters make.
    var curve: SpringCurve {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    /// How long the spring takes to come to rest, like `settlingDuration`: the time
    /// after which it stays within `SpringCurve.settledAmplitude` of the end value.
    public var settlingDuration: TimeInterval { curve.settlingTime }

    /// The settling duration of a spring with these parameters (readable from any
    /// isolation, for scene files checked off the main actor).
    public nonisolated static func settlingDuration(mass: Double, stiffness: Double, damping: Double,
                                                    initialVelocity: Double) -> TimeInterval {
        SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity).settlingTime
    }

    override func progress(atCycleTime time: TimeInterval, duration: TimeInterval) -> Double {
        curve.value(at: time)
    }
}
