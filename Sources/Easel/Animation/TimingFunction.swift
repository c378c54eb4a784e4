import Foundation

/// The pace of an animation as a cubic Bézier from (0, 0) to (1, 1), like
/// `CAMediaTimingFunction`: `value(at:)` maps the fraction of time elapsed to the
/// fraction of the change made.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point, like `getControlPoint(at: 1)`.
    public let controlPoint1: CGPoint
    /// The second control point, like `getControlPoint(at: 2)`.
    public let controlPoint2: CGPoint

    /// A curve through the given control points, like
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`; x coordinates are clamped to 0…1.
    public init(controlPoints c1x: CGFloat, _ c1y: CGFloat, _ c2x: CGFloat, _ c2y: CGFloat) {
        controlPoint1 = CGPoint(x: min(1, max(0, c1x)), y: c1y)
        controlPoint2 = CGPoint(x: min(1, max(0, c2x)), y: c2y)
    }

    /// Even pace, like `CAMediaTimingFunctionName.linear` (0, 0, 1, 1).
    public static let linear = TimingFunction(controlPoints: 0, 0, 1, 1)
    /// Slow start, like `.easeIn` (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(controlPoints: 0.42, 0, 1, 1)
    /// Slow end, like `.easeOut` (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(controlPoints: 0, 0, 0.58, 1)
    /// Slow start and end, like `.easeInEaseOut` (0.42, 0, 0.58, 1); UIKit's default curve.
    public static let easeInEaseOut = TimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    /// Core Animation's default pace, like `.default` (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1)

    /// The fraction of the change at `fraction` of the time (0…1): the curve's y where
    /// its x equals `fraction`, solved to 1e-12.
    public func value(at fraction: Double) -> Double {
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        let s = parameter(forX: fraction)
        return Self.bezier(s, Double(controlPoint1.y), Double(controlPoint2.y))
    }

    /// The curve parameter whose x is `x`: Newton's method from `x`, bisection when a
    /// step leaves the interval or the slope vanishes (x(s) is monotonic on 0…1).
    private func parameter(forX x: Double) -> Double {
        let x1 = Double(controlPoint1.x), x2 = Double(controlPoint2.x)
        var low = 0.0, high = 1.0, s = x
        for _ in 0..<64 {
            let error = Self.bezier(s, x1, x2) - x
            if abs(error) < 1e-12 { return s }
            if error > 0 { high = s } else { low = s }
            let slope = Self.bezierSlope(s, x1, x2)
            let next = slope > 1e-9 ? s - error / slope : .nan
            s = next > low && next < high ? next : (low + high) / 2
        }
        return s
    }

    /// One coordinate of the Bézier with end points 0 and 1 and inner points p1, p2.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
    }

    private static func bezierSlope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let inverse = 1 - s
        return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
