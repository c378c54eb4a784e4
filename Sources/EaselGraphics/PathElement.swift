import Foundation

/// One step of a path, like `CGPathElement`: what `BezierPath` stores and what a
/// `GraphicsContext` replays into cairo.
package enum PathElement: Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element's points, control points included, in drawing order.
    package var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let end, let control): [control, end]
        case .curve(let end, let control1, let control2): [control1, control2, end]
        case .close: []
        }
    }

    /// The element with every point mapped through `transform`.
    func applying(_ transform: Transform) -> PathElement {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let end, let control):
            .quadCurve(to: end.applying(transform), control: control.applying(transform))
        case .curve(let end, let control1, let control2):
            .curve(to: end.applying(transform), control1: control1.applying(transform),
                   control2: control2.applying(transform))
        case .close: .close
        }
    }

    /// Whether every coordinate is a finite number (cairo's fixed-point conversion
    /// has no meaning for the others). Asked of every element a context replays, so
    /// it reads the points in place rather than through `points`.
    var isFinite: Bool {
        func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
        return switch self {
        case .move(let point), .line(let point): finite(point)
        case .quadCurve(let end, let control): finite(end) && finite(control)
        case .curve(let end, let control1, let control2): finite(end) && finite(control1) && finite(control2)
        case .close: true
        }
    }
}
