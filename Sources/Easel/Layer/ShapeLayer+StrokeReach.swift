import EaselGraphics
import Foundation

/// How far a shape layer's stroke reaches beyond its path's points, which bounds the
/// area the layer paints (its damage and the tiles the compositor paints it into).
extension ShapeLayer {
    /// The stroke's reach in half line widths. A butt or round cap, a round or bevel
    /// join and the pen along a line or curve stay within 1 of the path; a square cap's
    /// corner is √2 away. A miter join reaches `1 / cos(turn / 2)`: √2 at a right-angle
    /// turn, `miterLimit` (where cairo bevels instead) at the sharpest. Only a path
    /// with a sharper turn than a right angle, or a turn whose direction its points do
    /// not tell for sure (a very short piece: cairo's fixed point may see another
    /// angle, or drop the piece), needs more than 1.5.
    var strokeReach: CGFloat {
        guard lineJoin == .miter, miterLimit > 1.5, let path else { return 1.5 }
        return measures(of: path).turnsGently ? 1.5 : miterLimit
    }

    /// A piece's direction is trusted when it is at least this long (points).
    private static let shortestTrustedTangent: CGFloat = 0.01
    /// A piece shorter than this (points) is taken for arithmetic noise.
    private static let noise: CGFloat = 1e-9
    /// The turn whose miter reaches 1.45 half widths (a right angle's reaches √2), as
    /// the cosine of the turn: the margin up to 1.5 covers cairo's rounding of directions.
    private static let sharpestGentleTurn: CGFloat = 2 / (1.45 * 1.45) - 1

    /// Whether every join of the path (each point where one piece of a subpath meets
    /// the next, and the point where a closed subpath meets its start) turns by at
    /// most about a right angle, between directions long enough to trust.
    static func turnsGently(_ elements: [PathElement]) -> Bool {
        var subpath = (start: CGPoint.zero, first: CGVector?.none, last: CGVector?.none)
        var current = CGPoint.zero
        /// A piece leaving the current point along `out` and arriving along `in`. One
        /// that goes nowhere (arithmetic noise, as `Window.pixelAligned` has it) is
        /// dropped, as cairo drops it, and makes no join.
        func piece(out: CGVector, in arriving: CGVector) -> Bool {
            guard hypot(out.dx, out.dy) >= noise else { return true }
            if let last = subpath.last, !isGentle(last, out) { return false }
            if subpath.first == nil { subpath.first = out }
            subpath.last = arriving
            return true
        }
        for element in elements {
            switch element {
            case .move(let point):
                subpath = (point, nil, nil)
                current = point
            case .line(let end):
                guard piece(out: current.vector(to: end), in: current.vector(to: end)) else { return false }
                current = end
            case .quadCurve(let end, let control):
                guard piece(out: tangent(current, control, end), in: tangent(end, control, current).reversed) else {
                    return false
                }
                current = end
            case .curve(let end, let control1, let control2):
                guard piece(out: tangent(current, control1, control2, end),
                            in: tangent(end, control2, control1, current).reversed) else { return false }
                current = end
            case .close:
                let closing = current.vector(to: subpath.start)
                guard piece(out: closing, in: closing) else { return false }
                if let last = subpath.last, let first = subpath.first, !isGentle(last, first) { return false }
                // Drawing after a close starts a new subpath at the same point.
                subpath = (subpath.start, nil, nil)
                current = subpath.start
            }
        }
        return true
    }

    /// The direction a piece leaves `start` in: towards its first control point that
    /// is elsewhere, as cairo takes it.
    private static func tangent(_ start: CGPoint, _ points: CGPoint...) -> CGVector {
        for point in points where point != start { return start.vector(to: point) }
        return CGVector(dx: 0, dy: 0)
    }

    /// Whether a join from direction `a` to direction `b` turns by at most about a
    /// right angle, both directions trusted.
    private static func isGentle(_ a: CGVector, _ b: CGVector) -> Bool {
        let lengths = (hypot(a.dx, a.dy), hypot(b.dx, b.dy))
        guard lengths.0 >= shortestTrustedTangent, lengths.1 >= shortestTrustedTangent else { return false }
        let cosine = (a.dx * b.dx + a.dy * b.dy) / (lengths.0 * lengths.1)
        return cosine >= sharpestGentleTurn
    }
}

private extension CGPoint {
    func vector(to point: CGPoint) -> CGVector { CGVector(dx: point.x - x, dy: point.y - y) }
}

private extension CGVector {
    var reversed: CGVector { CGVector(dx: -dx, dy: -dy) }
}
