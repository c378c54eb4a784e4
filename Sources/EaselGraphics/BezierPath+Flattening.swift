import Foundation

/// One subpath of a path as a polyline: its points in order (curves split into short
/// straight steps) and whether it was closed.
struct FlatSubpath {
    var points: [CGPoint]
    var isClosed: Bool
}

/// Curves as straight steps, for hit testing and stroke outlines.
extension BezierPath {
    /// How far, in points, the straight steps may stray from the true curves.
    private static let flatteningTolerance: CGFloat = 0.01

    /// The path's subpaths as polylines, curves split finely enough that no point
    /// strays more than `flatteningTolerance` from the curve. A subpath that goes on
    /// after a close starts from the closed subpath's first point, as in Core Graphics.
    func flattenedSubpaths() -> [FlatSubpath] {
        var subpaths: [FlatSubpath] = []
        var points: [CGPoint] = []
        var start = CGPoint.zero
        func finish(closed: Bool) {
            if !points.isEmpty { subpaths.append(FlatSubpath(points: points, isClosed: closed)) }
            points = []
        }
        func lineTo(_ point: CGPoint) {
            if points.isEmpty { points = [start] }
            points.append(point)
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                start = point
                points = [point]
            case .line(let point):
                lineTo(point)
            case .quadCurve(let end, let control):
                let p0 = points.last ?? start
                let n = Self.segmentCount(secondDifference: Self.length(p0, control, end), factor: 0.25)
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), s = 1 - t
                    lineTo(CGPoint(x: s * s * p0.x + 2 * s * t * control.x + t * t * end.x,
                                   y: s * s * p0.y + 2 * s * t * control.y + t * t * end.y))
                }
            case .curve(let end, let c1, let c2):
                let p0 = points.last ?? start
                let bend = max(Self.length(p0, c1, c2), Self.length(c1, c2, end))
                let n = Self.segmentCount(secondDifference: bend, factor: 0.75)
                for step in 1...n {
                    let t = CGFloat(step) / CGFloat(n), s = 1 - t
                    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
                    lineTo(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * end.x,
                                   y: a * p0.y + b * c1.y + c * c2.y + d * end.y))
                }
            case .close:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return subpaths
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
