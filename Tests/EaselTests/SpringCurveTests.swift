@testable import Easel
import Foundation
import Testing

/// The spring of `View.animate(withDuration:delay:usingSpringWithDamping:…)`: the
/// damped harmonic oscillator, parameterised by duration as UIKit does.
@Suite struct SpringCurveTests {
    @Test func matchesTheDocumentedConversionOfDampingAndDuration() {
        // Framer's published conversion of a UIKit spring of 3 s at damping 0.25:
        // tension 54.83363359078326, friction 3.702486785620688 (mass 1).
        let spring = SpringCurve(dampingRatio: 0.25, initialVelocity: 0, duration: 3)
        #expect(abs(spring.stiffness - 54.83363359078326) < 1e-9)
        #expect(abs(spring.damping - 3.702486785620688) < 1e-9)
    }

    /// ω₀ for a spring at rest: e^(−ζω₀T)·ζ/√(1−ζ²) = 0.001, or e^(−ω₀T)(1 + ω₀T) = 0.001.
    private func expectedFrequency(zeta: Double, duration: Double) -> Double {
        if zeta < 1 { return log(zeta / ((1 - zeta * zeta).squareRoot() * 0.001)) / (zeta * duration) }
        var low = 0.0, high = 1000.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if exp(-mid * duration) * (1 + mid * duration) > 0.001 { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9, 1.0])
    func sampledValuesFollowTheOscillator(zeta: Double) {
        let duration = 0.8
        let spring = SpringCurve(dampingRatio: zeta, initialVelocity: 0, duration: duration)
        let omega = expectedFrequency(zeta: zeta, duration: duration)
        #expect(abs(spring.naturalFrequency - omega) < 1e-9 * omega)
        for step in 0...48 {
            let t = duration * Double(step) / 48
            let expected: Double
            if zeta < 1 {
                let damped = omega * (1 - zeta * zeta).squareRoot()
                expected = 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
            } else {
                expected = 1 - exp(-omega * t) * (1 + omega * t)
            }
            #expect(abs(spring.value(at: t) - expected) < 1e-9, "ζ \(zeta) t \(t)")
        }
        // The sine term has decayed to 0.001 of the distance; the whole envelope,
        // e^(−ζω₀T)·√(1 + (ζω₀/ω_d)²), to 0.001/ζ: what jumps at the end.
        #expect(abs(spring.value(at: duration) - 1) <= 0.001 / zeta + 1e-12)
    }

    @Test func lightDampingOvershootsAndCriticalDampingDoesNot() {
        let bouncy = SpringCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        let critical = SpringCurve(dampingRatio: 1, initialVelocity: 0, duration: 1)
        let samples = (1...100).map { Double($0) / 100 }
        #expect(samples.map(bouncy.value).max()! > 1.2)
        #expect(samples.map(critical.value).allSatisfy { $0 <= 1 })
    }

    @Test(arguments: [-2.0, 0.5, 3.0])
    func initialVelocityIsTheStartingSlopeInDistancesPerSecond(velocity: Double) {
        let spring = SpringCurve(dampingRatio: 0.6, initialVelocity: velocity, duration: 1)
        let h = 1e-6
        #expect(abs(spring.value(at: h) / h - velocity) < 1e-3)
        // The amplitude term has decayed to a thousandth at the end.
        let zeta = 0.6, omega = spring.naturalFrequency, damped = omega * (1 - zeta * zeta).squareRoot()
        #expect(abs((zeta * omega - velocity) / damped * exp(-zeta * omega)) - 0.001 < 1e-9)
    }

    @Test func outOfRangeDampingIsClamped() {
        #expect(SpringCurve(dampingRatio: 3, initialVelocity: 0, duration: 1).dampingRatio == 1)
        #expect(SpringCurve(dampingRatio: 0, initialVelocity: 0, duration: 1).dampingRatio == 0.01)
        #expect(SpringCurve(dampingRatio: .nan, initialVelocity: .infinity, duration: 1).value(at: 0.5).isFinite)
    }
}
