import EaselGraphics
import Foundation

/// The kinds of timing curves, like `UITimingCurveType`.
public enum TimingCurveType: Int, Sendable {
    /// One of UIKit's standard curves (`View.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve with custom control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// An object that gives an animator its pace, like `UITimingCurveProvider`.
@preconcurrency @MainActor
public protocol TimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: TimingCurveType { get }
    /// The cubic curve, for a `.builtin`, `.cubic` or `.composed` curve.
    var cubicTimingParameters: CubicTimingParameters? { get }
    /// The spring, for a `.spring` or `.composed` curve.
    var springTimingParameters: SpringTimingParameters? { get }
}

extension View {
    /// UIKit's standard animation curves, like `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even pace.
        case linear = 3

        /// The Core Animation timing function the curve stands for.
        public var timingFunction: TimingFunction {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
