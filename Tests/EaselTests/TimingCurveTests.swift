import Easel
import Foundation
import Testing

/// `TimingFunction` against the closed-form solution of its cubic Bézier, with the
/// control points `CAMediaTimingFunction` documents.
@Suite struct TimingCurveTests {
    /// The Bézier's y where its x is `t`, solving the cubic in the curve parameter
    /// with the trigonometric / Cardano formulas.
    static func closedForm(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        // x(s) = a s³ + b s² + c s with:
        let a = 1 + 3 * x1 - 3 * x2, b = 3 * x2 - 6 * x1, c = 3 * x1
        let s: Double
        if abs(a) < 1e-12 {
            s = abs(b) < 1e-12 ? t / c : (-c + (c * c + 4 * b * t).squareRoot()) / (2 * b)
        } else {
            // Depressed cubic u³ + p u + q = 0 with s = u − b / 3a.
            let p = (3 * a * c - b * b) / (3 * a * a)
            let q = (2 * b * b * b - 9 * a * b * c - 27 * a * a * t) / (27 * a * a * a)
            let shift = -b / (3 * a)
            let discriminant = q * q / 4 + p * p * p / 27
            var roots: [Double]
            if discriminant > 0 {
                let root = discriminant.squareRoot()
                roots = [cbrt(-q / 2 + root) + cbrt(-q / 2 - root)]
            } else {
                let r = (-p * p * p / 27).squareRoot()
                let phi = acos(max(-1, min(1, -q / (2 * r))))
                let m = 2 * cbrt(r)
                roots = (0..<3).map { m * cos((phi + 2 * .pi * Double($0)) / 3) }
            }
            s = roots.map { $0 + shift }.first { $0 >= -1e-9 && $0 <= 1 + 1e-9 } ?? .nan
        }
        return 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
    }

    @Test(arguments: [
        ("linear", TimingFunction.linear, [0.0, 0, 1, 1]),
        ("easeIn", TimingFunction.easeIn, [0.42, 0, 1, 1]),
        ("easeOut", TimingFunction.easeOut, [0, 0, 0.58, 1]),
        ("easeInEaseOut", TimingFunction.easeInEaseOut, [0.42, 0, 0.58, 1]),
        ("default", TimingFunction.default, [0.25, 0.1, 0.25, 1]),
    ])
    func namedCurvesMatchTheirClosedForm(name: String, function: TimingFunction, points: [Double]) {
        #expect(function.controlPoint1 == CGPoint(x: points[0], y: points[1]), "\(name)")
        #expect(function.controlPoint2 == CGPoint(x: points[2], y: points[3]), "\(name)")
        for step in 0...100 {
            let t = Double(step) / 100
            let expected = step == 0 ? 0 : step == 100 ? 1 : Self.closedForm(t, points[0], points[1], points[2], points[3])
            #expect(abs(function.value(at: t) - expected) < 1e-9, "\(name) at \(t): \(function.value(at: t)) vs \(expected)")
        }
    }

    @Test func knownValuesOfEaseInEaseOut() {
        // Symmetric about the middle.
        #expect(abs(TimingFunction.easeInEaseOut.value(at: 0.5) - 0.5) < 1e-12)
        for t in stride(from: 0.05, through: 0.45, by: 0.1) {
            let left = TimingFunction.easeInEaseOut.value(at: t), right = TimingFunction.easeInEaseOut.value(at: 1 - t)
            #expect(abs(left + right - 1) < 1e-9)
        }
        #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
    }
}
