extension BezierPath {
    /// The smallest rectangle holding every point the path passes through, control
    /// points excluded, like `CGPath.boundingBoxOfPath`: a curve counts by its
    /// endpoints and the extreme points where it turns. `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func include(_ point: CGPoint) {
            box = box.union(CGRect(origin: point, size: .zero))
        }
        for element in elements {
            switch element {
            case .move(let point):
                include(point)
                current = point
                subpathStart = point
            case .line(let point):
                include(point)
                current = point
            case .quadCurve(let end, let control):
                // A quadratic is the cubic with control points two thirds of the way
                // from each end to its control point.
                let control1 = CGPoint(x: current.x + 2 * (control.x - current.x) / 3, y: current.y + 2 * (control.y - current.y) / 3)
                let control2 = CGPoint(x: end.x + 2 * (control.x - end.x) / 3, y: end.y + 2 * (control.y - end.y) / 3)
                CubicExtrema.points(current, control1, control2, end).forEach(include)
                current = end
            case .curve(let end, let control1, let control2):
                CubicExtrema.points(current, control1, control2, end).forEach(include)
                current = end
            case .close:
                current = subpathStart
            }
        }
        return box
    }
}

/// Where a cubic Bézier segment reaches its extremes in x and y.
enum CubicExtrema {
    /// The segment's end and the points at every parameter in (0, 1) where its x or y
    /// derivative is zero.
    static func points(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        let ts = roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)
        return [p3] + ts.map { t in
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
        }
    }

    /// The parameters in (0, 1) where the derivative of the cubic with coordinates
    /// `v0…v3` is zero: the roots of `a t² + b t + c`.
    private static func roots(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> [CGFloat] {
        let a = 3 * (-v0 + 3 * v1 - 3 * v2 + v3)
        let b = 6 * (v0 - 2 * v1 + v2)
        let c = 3 * (v1 - v0)
        let found: [CGFloat]
        if abs(a) < 1e-12 {
            found = abs(b) < 1e-12 ? [] : [-c / b]
        } else {
            let discriminant = b * b - 4 * a * c
            guard discriminant >= 0 else { return [] }
            let root = discriminant.squareRoot()
            found = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
        }
        return found.filter { $0 > 0 && $0 < 1 }
    }
}
