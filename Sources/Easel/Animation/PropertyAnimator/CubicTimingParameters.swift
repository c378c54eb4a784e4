import Foundation

/// A cubic Bézier timing curve for an animator, like `UICubicTimingParameters`.
@preconcurrency @MainActor
open class CubicTimingParameters: TimingCurveProvider {
    /// The standard curve it was made from (`.easeInOut` for custom control points).
    public let animationCurve: View.AnimationCurve
    /// The first control point, in the unit square.
    public let controlPoint1: CGPoint
    /// The second control point, in the unit square.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve (ease in, ease out), like `UICubicTimingParameters()`.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's standard curves, like `init(animationCurve:)`.
    public init(animationCurve curve: View.AnimationCurve) {
        animationCurve = curve
        controlPoint1 = curve.timingFunction.controlPoint1
        controlPoint2 = curve.timingFunction.controlPoint2
        isBuiltin = true
    }

    /// A curve through the two control points (in the unit square), like
    /// `init(controlPoint1:controlPoint2:)`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
    }

    public var timingCurveType: TimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: CubicTimingParameters? { self }
    public var springTimingParameters: SpringTimingParameters? { nil }

    /// The Core Animation timing function of the curve.
    var timingFunction: TimingFunction {
        TimingFunction(controlPoints: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
}
