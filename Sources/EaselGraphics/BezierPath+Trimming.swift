import Foundation

/// The part of a path between two fractions of its length, as `CAShapeLayer` strokes
/// a path between `strokeStart` and `strokeEnd`.
extension BezierPath {
    /// The part of the path from `start` to `end`, fractions of its whole length
    /// (every subpath's, closing lines included) clamped to 0…1; empty when `end` is
    /// not after `start`. The whole range gives the path itself, closed subpaths and
    /// all; any other range gives open pieces, in the path's order, with the line
    /// settings kept. Curves are cut where their measured length reaches the cut.
    public func trimmed(from start: CGFloat, to end: CGFloat) -> BezierPath {
        let start = start.isNaN ? 0 : min(1, max(0, start)), end = end.isNaN ? 0 : min(1, max(0, end))
        let trimmed = copy()
        if start <= 0, end >= 1 { return trimmed }
        trimmed.removeAllPoints()
        guard end > start else { return trimmed }
        let segments = TrimSegment.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return trimmed }
        let (from, to) = (start * total, end * total)
        var offset: CGFloat = 0
        var penEndsAt: CGPoint?
        for segment in segments {
            defer { offset += segment.length }
            let low = max(from, offset), high = min(to, offset + segment.length)
            guard high > low else { continue }
            let piece = segment.cut(fromLength: low - offset, toLength: high - offset)
            if segment.startsSubpath || penEndsAt != piece.start { trimmed.move(to: piece.start) }
            piece.append(to: trimmed)
            penEndsAt = piece.end
        }
        return trimmed
    }
}

/// One drawn piece of a path as a cubic Bézier (a line keeps its straightness), with
/// its length measured along it.
private struct TrimSegment {
    let p0: CGPoint, p1: CGPoint, p2: CGPoint, p3: CGPoint
    let isLine: Bool
    /// Whether a `move` precedes it.
    let startsSubpath: Bool
    /// Cumulative lengths at `t = i / (count − 1)`.
    let lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }

    var start: CGPoint { p0 }
    var end: CGPoint { p3 }

    /// Samples per curve for measuring its length.
    static let curveSamples = 64

    init(line from: CGPoint, to: CGPoint, startsSubpath: Bool) {
        p0 = from
        p1 = CGPoint(x: from.x + (to.x - from.x) / 3, y: from.y + (to.y - from.y) / 3)
        p2 = CGPoint(x: from.x + 2 * (to.x - from.x) / 3, y: from.y + 2 * (to.y - from.y) / 3)
        p3 = to
        isLine = true
        self.startsSubpath = startsSubpath
        lengths = [0, hypot(to.x - from.x, to.y - from.y)]
    }

    init(curve p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, startsSubpath: Bool) {
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        isLine = false
        self.startsSubpath = startsSubpath
        var lengths: [CGFloat] = [0]
        var previous = p0
        for i in 1...Self.curveSamples {
            let point = Self.point(p0, p1, p2, p3, at: CGFloat(i) / CGFloat(Self.curveSamples))
            lengths.append(lengths[i - 1] + hypot(point.x - previous.x, point.y - previous.y))
            previous = point
        }
        self.lengths = lengths
    }

    /// The drawn segments of a path: lines (closing lines too) and curves, each quad
    /// raised to a cubic.
    static func segments(of elements: [PathElement]) -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var current: CGPoint?, subpathStart: CGPoint?, startsSubpath = false
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart, startsSubpath) = (point, point, true)
            case .line(let point):
                if let from = current { segments.append(TrimSegment(line: from, to: point, startsSubpath: startsSubpath)) }
                (current, startsSubpath) = (point, false)
            case .quadCurve(let point, let control):
                guard let from = current else { continue }
                let c1 = CGPoint(x: from.x + 2 * (control.x - from.x) / 3, y: from.y + 2 * (control.y - from.y) / 3)
                let c2 = CGPoint(x: point.x + 2 * (control.x - point.x) / 3, y: point.y + 2 * (control.y - point.y) / 3)
                segments.append(TrimSegment(curve: from, c1, c2, point, startsSubpath: startsSubpath))
                (current, startsSubpath) = (point, false)
            case .curve(let point, let control1, let control2):
                guard let from = current else { continue }
                segments.append(TrimSegment(curve: from, control1, control2, point, startsSubpath: startsSubpath))
                (current, startsSubpath) = (point, false)
            case .close:
                guard let from = current, let to = subpathStart else { continue }
                segments.append(TrimSegment(line: from, to: to, startsSubpath: startsSubpath))
                (current, startsSubpath) = (to, false)
            }
        }
        return segments
    }

    /// The part between two lengths along the segment.
    func cut(fromLength low: CGFloat, toLength high: CGFloat) -> TrimSegment {
        let (t0, t1) = (parameter(atLength: low), parameter(atLength: high))
        if isLine {
            return TrimSegment(line: Self.point(p0, p1, p2, p3, at: t0), to: Self.point(p0, p1, p2, p3, at: t1),
                               startsSubpath: startsSubpath)
        }
        // De Casteljau: keep [0, t1], then of that keep [t0 / t1, 1].
        let head = Self.split(p0, p1, p2, p3, at: t1).head
        let tail = t1 > 0 ? Self.split(head.0, head.1, head.2, head.3, at: t0 / t1).tail : head
        return TrimSegment(curve: tail.0, tail.1, tail.2, tail.3, startsSubpath: startsSubpath)
    }

    func append(to path: BezierPath) {
        if isLine { path.addLine(to: p3) } else { path.addCurve(to: p3, controlPoint1: p1, controlPoint2: p2) }
    }

    /// The curve parameter where the measured length reaches `length`.
    private func parameter(atLength length: CGFloat) -> CGFloat {
        guard self.length > 0 else { return 0 }
        let steps = lengths.count - 1
        guard let i = lengths.indices.dropFirst().first(where: { lengths[$0] >= length }) else { return 1 }
        let span = lengths[i] - lengths[i - 1]
        let fraction = span > 0 ? (length - lengths[i - 1]) / span : 0
        return (CGFloat(i - 1) + fraction) / CGFloat(steps)
    }

    private typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)

    private static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                              at t: CGFloat) -> (head: Cubic, tail: Cubic) {
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let (a, b, c) = (mix(p0, p1), mix(p1, p2), mix(p2, p3))
        let (d, e) = (mix(a, b), mix(b, c))
        let f = mix(d, e)
        return ((p0, a, d, f), (f, e, c, p3))
    }

    private static func point(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}
