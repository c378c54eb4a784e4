import Foundation

extension BezierPath {
    /// Appends `path`'s elements mapped through `transform`. With `joiningSubpath`, a
    /// leading move becomes a line from this path's current point when it has one, as
    /// CoreGraphics joins an arc to the subpath in progress (`CGMutablePath.addArc`).
    package func append(_ path: BezierPath, transform: Transform, joiningSubpath: Bool) {
        var appended = path.elements.map { $0.applying(transform) }
        if joiningSubpath, !isEmpty, case .move(let start)? = appended.first {
            appended[0] = .line(to: start)
        }
        add(contentsOf: appended)
    }
}

extension BezierPath {
    /// Appends Core Graphics' arc tangent to the lines from the current point to
    /// `tangent1End` and on to `tangent2End`, preceded by a line to its start, the arc
    /// taken in the space `transform` maps to the path's (as
    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`). With no
    /// current point nothing is added and a diagnostic says so, as Core Graphics logs.
    package func appendTangentArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: Transform) {
        guard !isEmpty, transform.isInvertible else {
            Diagnostics.report("CGMutablePath.addArc(tangent1End:tangent2End:radius:): no current point; the arc is ignored")
            return
        }
        let start = currentPoint.applying(transform.inverted())
        let arc = PathGeometry.tangentArc(from: start, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        add(contentsOf: arc.map { $0.applying(transform) })
    }

    /// Appends an arc `delta` radians long from `startAngle` (towards increasing angles
    /// when positive, at most one turn), joined to the subpath in progress by a line,
    /// as `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)`.
    package func appendRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                                transform: Transform) {
        let sweep = delta.isFinite ? max(-2 * .pi, min(2 * .pi, delta)) : 0
        let arc = PathGeometry.arc(center: center, radius: radius, startAngle: startAngle,
                                   endAngle: startAngle + sweep, increasing: sweep >= 0)
        append(BezierPath(elements: [.move(to: arc.start)] + arc.curves), transform: transform, joiningSubpath: true)
    }
}
