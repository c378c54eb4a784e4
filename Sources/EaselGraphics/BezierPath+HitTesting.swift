import Foundation

/// Hit testing, like `UIBezierPath.contains(_:)`.
extension BezierPath {
    /// How far, in points, the straight segments hit testing follows may stray from
    /// the true curves.
    private static let flatteningTolerance: CGFloat = 0.01

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

    /// The path as straight segments, every subpath closed, curves split finely enough
    /// that no point strays more than `flatteningTolerance` from the curve.
    private func flattenedSegments() -> [(CGPoint, CGPoint)] {
        var segments: [(CGPoint, CGPoint)] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func closeSubpath() {
            if current != start { segments.append((current, start)) }
            current = start
        }
        func lineTo(_ point: CGPoint) {
            segments.append((current, point))
            current = point
        }
        for element in elements {
            switch element {
            case .move(let point):
                closeSubpath()
                start = point
                current = point
            case .line(let point):
                lineTo(point)
            case .quadCurve(let end, let control):
                let p0 = current
                let n = Self.segmentCount(secondDifference: Self.length(p0, control, end), factor: 0.25)
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), s = 1 - t
                    lineTo(CGPoint(x: s * s * p0.x + 2 * s * t * control.x + t * t * end.x,
                                   y: s * s * p0.y + 2 * s * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let p0 = current
                let bend = max(Self.length(p0, c1, c2), Self.length(c1, c2, end))
                let n = Self.segmentCount(secondDifference: bend, factor: 0.75)
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    lineTo(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * end.x,
                                   y: a * p0.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .close:
                closeSubpath()
            }
        }
        closeSubpath()
        return segments
    }

    /// `|p − 2q + r|`, the size of a Bézier's second difference.
    private static func length(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint) -> CGFloat {
        hypot(p.x - 2 * q.x + r.x, p.y - 2 * q.y + r.y)
    }

    /// Uniform steps keeping the chord error under the tolerance: the error of `n`
    /// steps is at most `factor · secondDifference / n²` (0.25 for quadratics, 0.75 for
    /// cubics, from the bound on the curve's second derivative).
    private static func segmentCount(secondDifference: CGFloat, factor: CGFloat) -> Int {
        let n = (factor * secondDifference / flatteningTolerance).squareRoot().rounded(.up)
        return n.isFinite ? max(1, min(1024, Int(n))) : 1
    }
}
