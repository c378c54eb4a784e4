import Foundation

/// The pace of a spring animation: a damped harmonic oscillator of mass 1 released one
/// unit from its rest point, as UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` runs it.
///
/// UIKit derives the spring from the duration: the stiffness k = ω₀² is the one whose
/// motion has decayed to 0.001 of the distance when the duration is over (the
/// conversion Framer documents for UIKit's damping-and-duration springs: for 3 s at a
/// damping ratio of 0.25 it gives k = 54.8336, damping c = 3.70249), and the
/// animation lasts exactly the duration, ending at the final value. With damping
/// ratio ζ < 1 and ω_d = ω₀√(1 − ζ²), the progress is
/// `1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v)/ω_d · sin ω_d t)`; with ζ = 1 it is
/// `1 − e^(−ω₀t)·(1 + (ω₀ − v)t)`, where v is the initial velocity in distances per
/// second (UIKit's `initialSpringVelocity`: 1 covers the whole distance in a second).
struct SpringCurve: Hashable, Sendable {
    /// The amplitude left at the end of the duration, as a fraction of the distance.
    static let settledAmplitude = 0.001

    /// ζ: clamped to 0.01…1 for a spring made from a duration (a ratio of 0 has no
    /// settling time); above 1 (overdamped) for a physical spring that says so.
    let dampingRatio: Double
    /// v, in distances per second.
    let initialVelocity: Double
    /// ω₀ = √(k / m) with m = 1.
    let naturalFrequency: Double

    init(dampingRatio: Double, initialVelocity: Double, duration: TimeInterval) {
        let ratio = dampingRatio.isFinite ? min(1, max(0.01, dampingRatio)) : 1
        let velocity = initialVelocity.isFinite ? initialVelocity : 0
        self.dampingRatio = ratio
        self.initialVelocity = velocity
        naturalFrequency = Self.naturalFrequency(dampingRatio: ratio, velocity: velocity,
                                                 duration: max(0.01, duration))
    }

    /// The spring of `CASpringAnimation`: a mass `m` on a spring of stiffness `k` with
    /// damping `c`, so ω₀ = √(k / m) and ζ = c / (2√(km)). Values that are not positive
    /// numbers take Core Animation's defaults (1, 100, 10).
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass > 0 && mass.isFinite ? mass : 1
        let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
        let c = damping >= 0 && damping.isFinite ? damping : 10
        naturalFrequency = (k / m).squareRoot()
        dampingRatio = max(0.0001, c / (2 * (k * m).squareRoot()))
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The time after which the motion stays within `settledAmplitude` of the end, to
    /// the millisecond (scanned up to a minute).
    var settlingTime: TimeInterval {
        var last = 0
        for step in 1...60_000 where abs(1 - value(at: Double(step) / 1000)) > Self.settledAmplitude { last = step }
        return Double(last + 1) / 1000
    }

    /// The stiffness k (mass 1), like `CASpringAnimation.stiffness`.
    var stiffness: Double { naturalFrequency * naturalFrequency }
    /// The damping coefficient c = 2ζω₀ (mass 1), like `CASpringAnimation.damping`.
    var damping: Double { 2 * dampingRatio * naturalFrequency }

    /// The fraction of the change made `time` seconds after the start (overshooting 1
    /// when underdamped).
    func value(at time: TimeInterval) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio, v = initialVelocity
        guard time > 0 else { return 0 }
        if abs(zeta - 1) < 1e-9 {
            return 1 - exp(-omega * time) * (1 + (omega - v) * time)
        }
        if zeta > 1 {
            let rate = omega * (zeta * zeta - 1).squareRoot()
            return 1 - exp(-zeta * omega * time) * (cosh(rate * time) + (zeta * omega - v) / rate * sinh(rate * time))
        }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let decay = exp(-zeta * omega * time)
        return 1 - decay * (cos(damped * time) + (zeta * omega - v) / damped * sin(damped * time))
    }

    /// ω₀ such that the oscillation's amplitude term has fallen to `settledAmplitude`
    /// after `duration`: Newton's method from 5 / duration, as the documented
    /// conversion does, falling back to the closed form of a spring at rest when it
    /// does not converge.
    private static func naturalFrequency(dampingRatio zeta: Double, velocity v: Double, duration t: Double) -> Double {
        let epsilon = settledAmplitude
        let residual: (Double) -> (value: Double, slope: Double)
        if zeta >= 1 {
            residual = { omega in
                let decay = exp(-omega * t)
                return (decay * (1 + (omega - v) * t) - epsilon, -t * t * (omega - v) * decay)
            }
        } else {
            let root = (1 - zeta * zeta).squareRoot()
            residual = { omega in
                let decay = exp(-zeta * omega * t)
                let amplitude = (zeta - v / omega) / root
                let slope = decay / root * (v / (omega * omega) - zeta * t * (zeta - v / omega))
                return (epsilon - amplitude * decay, -slope)
            }
        }
        var omega = 5 / t
        for _ in 0..<12 {
            let (value, slope) = residual(omega)
            guard slope != 0, slope.isFinite else { break }
            omega -= value / slope
        }
        if omega.isFinite, omega > 0, abs(residual(omega).value) < 1e-9 { return omega }
        // A spring at rest has a closed form: e^(−ζω₀t)·ζ/√(1−ζ²) = ε (or ζ = 1: solved by bisection).
        if zeta < 1 { return log(zeta / ((1 - zeta * zeta).squareRoot() * epsilon)) / (zeta * t) }
        var low = 1e-6, high = 1e4
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if exp(-mid * t) * (1 + mid * t) > epsilon { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
