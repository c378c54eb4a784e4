import Foundation

/// The shapes CoreGraphics and UIKit build out of lines and cubic Béziers: rectangles,
/// ellipses and circular arcs. `BezierPath` and `GraphicsContext` both use these, so
/// the same call makes the same curve whichever API it goes through.
enum PathGeometry {
    /// `4/3·(√2 − 1)`: the control-point distance, in radii, of the cubic Bézier that
    /// best approximates a quarter circle (the constant CoreGraphics uses too).
    static let quarterCircleKappa: CGFloat = 0.552_284_749_830_793_6

    /// A closed rectangle from its minimum corner, along the top edge first: clockwise
    /// on a y-down screen, as `CGPath.addRect` and `UIBezierPath(rect:)` draw it. The
    /// null rectangle is no shape at all.
    static func rect(_ rect: CGRect) -> [PathElement] {
        guard !rect.isNull else { return [] }
        let r = rect.standardized
        return [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .close]
    }

    /// A closed ellipse inscribed in `rect`, four cubic Béziers starting at the right
    /// end of the horizontal axis and going clockwise on a y-down screen (the
    /// direction of `UIBezierPath(ovalIn:)` and of `rect(_:)`).
    static func ellipse(in rect: CGRect) -> [PathElement] {
        guard !rect.isNull else { return [] }
        let r = rect.standardized
        let kx = r.width / 2 * quarterCircleKappa
        let ky = r.height / 2 * quarterCircleKappa
        return [
            .move(to: CGPoint(x: r.maxX, y: r.midY)),
            .curve(to: CGPoint(x: r.midX, y: r.maxY),
                   control1: CGPoint(x: r.maxX, y: r.midY + ky), control2: CGPoint(x: r.midX + kx, y: r.maxY)),
            .curve(to: CGPoint(x: r.minX, y: r.midY),
                   control1: CGPoint(x: r.midX - kx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.midY + ky)),
            .curve(to: CGPoint(x: r.midX, y: r.minY),
                   control1: CGPoint(x: r.minX, y: r.midY - ky), control2: CGPoint(x: r.midX - kx, y: r.minY)),
            .curve(to: CGPoint(x: r.maxX, y: r.midY),
                   control1: CGPoint(x: r.midX + kx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.midY - ky)),
            .close,
        ]
    }

    /// A circular arc as cubic Béziers of at most a quarter turn each.
    ///
    /// `increasing` says which way the angle runs. Like CoreGraphics, the end angle is
    /// moved by whole turns until it lies on the requested side of the start angle, and
    /// an arc never sweeps more than one full turn.
    ///
    /// - Returns: the arc's first point (where the caller moves or draws a line to)
    ///   and the curves from there to its last point.
    static func arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                    increasing: Bool) -> (start: CGPoint, curves: [PathElement]) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let sweep = arcSweep(from: startAngle, to: endAngle, increasing: increasing)
        let segmentCount = Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up))
        guard segmentCount > 0 else { return (point(startAngle), []) }
        let step = sweep / CGFloat(segmentCount)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        var curves: [PathElement] = []
        for index in 0..<segmentCount {
            let a0 = startAngle + step * CGFloat(index)
            let a1 = index == segmentCount - 1 ? startAngle + sweep : a0 + step
            let p0 = point(a0), p3 = point(a1)
            curves.append(.curve(to: p3,
                                 control1: CGPoint(x: p0.x - k * sin(a0), y: p0.y + k * cos(a0)),
                                 control2: CGPoint(x: p3.x + k * sin(a1), y: p3.y - k * cos(a1))))
        }
        return (point(startAngle), curves)
    }

    /// The signed angle an arc sweeps: positive when `increasing`, at most one turn.
    static func arcSweep(from start: CGFloat, to end: CGFloat, increasing: Bool) -> CGFloat {
        let turn = 2 * CGFloat.pi
        var delta = end - start
        if increasing {
            if delta < 0 {
                delta = fmod(delta, turn)
                if delta < 0 { delta += turn }
            }
            return min(delta, turn)
        }
        if delta > 0 {
            delta = fmod(delta, turn)
            if delta > 0 { delta -= turn }
        }
        return max(delta, -turn)
    }

    /// The arc `CGContext.addArc(tangent1End:tangent2End:radius:)` adds after `current`:
    /// a line to where a circle of `radius` touches the line `current`→`tangent1End`,
    /// then the arc round to where it touches `tangent1End`→`tangent2End`. When the
    /// points leave no corner to round (coincident or collinear, or a zero radius), a
    /// line to `tangent1End`, as CoreGraphics draws.
    static func tangentArc(from current: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint,
                           radius: CGFloat) -> [PathElement] {
        let u = CGPoint(x: current.x - p1.x, y: current.y - p1.y)
        let v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lengthU = hypot(u.x, u.y), lengthV = hypot(v.x, v.y)
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, lengthU > 0, lengthV > 0, abs(cross) > 1e-12 * lengthU * lengthV else {
            return [.line(to: p1)]
        }
        let unitU = CGPoint(x: u.x / lengthU, y: u.y / lengthU)
        let unitV = CGPoint(x: v.x / lengthV, y: v.y / lengthV)
        let cosine = max(-1, min(1, unitU.x * unitV.x + unitU.y * unitV.y))
        let halfAngle = acos(cosine) / 2
        let tangentDistance = radius / tan(halfAngle)
        let t1 = CGPoint(x: p1.x + unitU.x * tangentDistance, y: p1.y + unitU.y * tangentDistance)
        let t2 = CGPoint(x: p1.x + unitV.x * tangentDistance, y: p1.y + unitV.y * tangentDistance)
        let bisector = CGPoint(x: unitU.x + unitV.x, y: unitU.y + unitV.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance,
                             y: p1.y + bisector.y / bisectorLength * centerDistance)
        // Travelling current → p1 → p2 turns one way; the arc turns the same way. With
        // u pointing back along the first leg, a negative cross product is a turn
        // towards increasing angles (clockwise on a y-down screen).
        let arc = arc(center: center, radius: radius,
                      startAngle: atan2(t1.y - center.y, t1.x - center.x),
                      endAngle: atan2(t2.y - center.y, t2.x - center.x),
                      increasing: cross < 0)
        return [.line(to: arc.start)] + arc.curves
    }
}
