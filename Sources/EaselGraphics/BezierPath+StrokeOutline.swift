import Foundation

/// The area a stroke paints, as a path to fill: what Core Graphics'
/// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)` and
/// `CGContext.replacePathWithStrokedPath()` return.
extension BezierPath {
    /// The outline of this path stroked `width` wide with `cap`, `join` and
    /// `miterLimit`, as a path whose non-zero fill paints what the stroke would.
    ///
    /// The outline is the union of simple pieces, each wound the same way so that the
    /// non-zero rule adds them up: a quadrilateral along every straight step (curves
    /// are split into steps no more than 0.01 point from the curve), a join at every
    /// corner (a circle, a bevel triangle, or a miter quadrilateral while the miter is
    /// within the limit), and a cap at both ends of every open subpath. A subpath of
    /// one repeated point paints a dot for round and square caps, as Core Graphics
    /// does. A width that is not positive and finite gives an empty path.
    package func strokeOutline(width: CGFloat, cap: LineCap, join: LineJoin, miterLimit: CGFloat) -> BezierPath {
        let outline = BezierPath()
        guard width > 0, width.isFinite else { return outline }
        let half = width / 2
        for subpath in flattenedSubpaths() {
            var points = subpath.points.reduce(into: [CGPoint]()) { kept, point in
                if kept.last != point { kept.append(point) }
            }
            if subpath.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            guard points.count > 1 else {
                if subpath.points.count > 1 || subpath.isClosed, let dot = points.first {
                    outline.addDot(at: dot, half: half, cap: cap)
                }
                continue
            }
            let steps = Array(zip(points, points.dropFirst())) + (subpath.isClosed ? [(points[points.count - 1], points[0])] : [])
            for (a, b) in steps {
                let normal = Self.unitNormal(from: a, to: b) * half
                outline.addPiece([a + normal, b + normal, b - normal, a - normal])
            }
            let corners = subpath.isClosed ? Array(steps.indices) : Array(steps.indices.dropFirst())
            for index in corners {
                let incoming = steps[(index + steps.count - 1) % steps.count], outgoing = steps[index]
                outline.addJoin(at: outgoing.0, from: incoming.0, to: outgoing.1, half: half, join: join, miterLimit: miterLimit)
            }
            if !subpath.isClosed {
                outline.addCap(at: points[0], awayFrom: points[1], half: half, cap: cap)
                outline.addCap(at: points[points.count - 1], awayFrom: points[points.count - 2], half: half, cap: cap)
            }
        }
        return outline
    }

    /// The join at `corner` between the step from `previous` and the step to `next`,
    /// on the outer side of the turn.
    private func addJoin(at corner: CGPoint, from previous: CGPoint, to next: CGPoint, half: CGFloat,
                         join: LineJoin, miterLimit: CGFloat) {
        let n1 = Self.unitNormal(from: previous, to: corner), n2 = Self.unitNormal(from: corner, to: next)
        let d1 = CGPoint(x: n1.y, y: -n1.x), d2 = CGPoint(x: n2.y, y: -n2.x)
        let turn = d1.x * d2.y - d1.y * d2.x, straightness = d1.x * d2.x + d1.y * d2.y
        if abs(turn) < 1e-12, straightness > 0 { return }
        if join == .round {
            addCircle(at: corner, radius: half)
            return
        }
        let outward: CGFloat = turn > 0 ? -1 : 1
        let a = corner + n1 * (half * outward), b = corner + n2 * (half * outward)
        // The miter's length over the line width is 1 / sin(θ/2) for the angle θ between
        // the steps, which is 1 / √((1 + cos φ) / 2) for the turn φ.
        let ratio = 1 / ((1 + straightness) / 2).squareRoot()
        if join == .miter, ratio.isFinite, ratio <= miterLimit {
            let bisector = n1 + n2, length = hypot(bisector.x, bisector.y)
            let tip = corner + bisector * (half * ratio * outward / length)
            addPiece([corner, a, tip, b])
        } else {
            addPiece([corner, a, b])
        }
    }

    /// The cap at the open end `end` of a step coming from `inner`.
    private func addCap(at end: CGPoint, awayFrom inner: CGPoint, half: CGFloat, cap: LineCap) {
        switch cap {
        case .butt:
            break
        case .round:
            addCircle(at: end, radius: half)
        case .square:
            let normal = Self.unitNormal(from: inner, to: end) * half
            let ahead = CGPoint(x: normal.y, y: -normal.x)
            addPiece([end + normal, end + normal + ahead, end - normal + ahead, end - normal])
        }
    }

    /// What a subpath of one point paints: nothing for butt caps, a circle for round
    /// caps and an upright square for square caps.
    private func addDot(at point: CGPoint, half: CGFloat, cap: LineCap) {
        switch cap {
        case .butt:
            break
        case .round:
            addCircle(at: point, radius: half)
        case .square:
            addPiece([CGPoint(x: point.x - half, y: point.y - half), CGPoint(x: point.x + half, y: point.y - half),
                      CGPoint(x: point.x + half, y: point.y + half), CGPoint(x: point.x - half, y: point.y + half)])
        }
    }

    /// A closed polygon, wound with increasing angles in y-down coordinates (positive
    /// signed area) whatever the order of `corners`.
    private func addPiece(_ corners: [CGPoint]) {
        let doubledArea = zip(corners, corners.dropFirst() + corners.prefix(1))
            .reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        guard doubledArea != 0 else { return }
        let ordered = doubledArea > 0 ? corners : corners.reversed()
        move(to: ordered[0])
        for corner in ordered.dropFirst() { addLine(to: corner) }
        close()
    }

    /// A closed circle, wound as `addPiece` winds.
    private func addCircle(at center: CGPoint, radius: CGFloat) {
        move(to: CGPoint(x: center.x + radius, y: center.y))
        addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        close()
    }

    /// The unit vector a quarter turn from the direction `a` → `b` (down for a step
    /// to the right, in y-down coordinates).
    private static func unitNormal(from a: CGPoint, to b: CGPoint) -> CGPoint {
        let dx = b.x - a.x, dy = b.y - a.y, length = hypot(dx, dy)
        return CGPoint(x: -dy / length, y: dx / length)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
