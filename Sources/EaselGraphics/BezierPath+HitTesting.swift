import Foundation

/// Hit testing, like `UIBezierPath.contains(_:)`.
extension BezierPath {
    /// Whether the area the path encloses contains `point`, like
    /// `UIBezierPath.contains(_:)`: open subpaths count as closed, and
    /// `usesEvenOddFillRule` chooses the rule, as for `fill()`.
    public func contains(_ point: CGPoint) -> Bool {
        var winding = 0
        for (a, b) in flattenedSegments() {
            let side = (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
            if a.y <= point.y {
                if b.y > point.y, side > 0 { winding += 1 }
            } else if b.y <= point.y, side < 0 {
                winding -= 1
            }
        }
        return fillRule == .evenOdd ? winding % 2 != 0 : winding != 0
    }

    /// The path as straight segments, every subpath closed.
    private func flattenedSegments() -> [(CGPoint, CGPoint)] {
        flattenedSubpaths().flatMap { subpath in
            let points = subpath.points
            var segments = Array(zip(points, points.dropFirst()))
            if let first = points.first, let last = points.last, first != last { segments.append((last, first)) }
            return segments
        }
    }
}
