import Foundation

/// The timing of UIKit's built-in view controller transitions (navigation push and
/// pop, modal presentation): animation curve 7, which Core Animation runs as a
/// `CASpringAnimation` of mass 3, stiffness 1000 and damping 500, the parameters of
/// `UISpringTimingParameters()`.
///
/// That damping is more than critical (ratio 4.56), but Core Animation's closed form
/// treats any ratio of 1 or more as critical, so the motion is the critically damped
/// spring of angular frequency ω = √(stiffness / mass) ≈ 18.26 rad/s:
/// `progress(t) = 1 − (1 + ωt)·e^(−ωt)`. UIKit's fluid transitions use the same kind of
/// spring (damping ratio 1, response 0.35 s, ω ≈ 17.95 rad/s). The spring is 98.8 %
/// of the way at 0.35 s, the `transitionDuration` UIKit reports, and settles within
/// 0.001 (Apple's completion epsilon for this spring) at ≈ 0.506 s, when the
/// transition completes.
struct TransitionSpring: Sendable {
    /// ω, in radians per second.
    let angularFrequency: Double
    /// Seconds until the remaining distance is below `completionEpsilon`.
    let settlingDuration: TimeInterval

    /// UIKit's transition spring.
    static let uiKit = TransitionSpring(mass: 3, stiffness: 1000)

    /// The `transitionDuration` UIKit reports for its built-in transitions.
    static let reportedDuration: TimeInterval = 0.35

    /// The fraction of the distance left when the transition counts as finished.
    static let completionEpsilon = 0.001

    init(mass: Double, stiffness: Double) {
        angularFrequency = (stiffness / mass).squareRoot()
        settlingDuration = Self.settlingPhase(epsilon: Self.completionEpsilon) / angularFrequency
    }

    /// The fraction of the distance covered `time` seconds after the start, 0…1.
    func progress(at time: TimeInterval) -> Double {
        guard time > 0 else { return 0 }
        let phase = angularFrequency * time
        return 1 - (1 + phase) * exp(-phase)
    }

    /// The phase x = ωt where the distance left, (1 + x)·e^(−x), falls to `epsilon`:
    /// Newton's method on ln(1 + x) − x − ln(epsilon), which is concave and falling
    /// past 0, so it converges from any start beyond the root.
    private static func settlingPhase(epsilon: Double) -> Double {
        var phase = -log(epsilon) * 2
        for _ in 0..<50 {
            let value = log(1 + phase) - phase - log(epsilon)
            let slope = 1 / (1 + phase) - 1
            let step = value / slope
            phase -= step
            if abs(step) < 1e-12 { break }
        }
        return phase
    }
}
