import Foundation

/// Where an item meets a boundary or another item: the separating axis (among the
/// axes, the boundary's normal and, for ellipses, the line between centres) along
/// which the shapes overlap least.
///
/// Shapes are the items' axis-aligned bounds (or the ellipse in them): a turned item
/// collides as if unturned, and contacts push through centres, so collisions do not
/// turn items.
@MainActor
struct DynamicContact {
    let first: DynamicBody
    /// The other item, `nil` for a boundary.
    let second: DynamicBody?
    /// Unit normal pointing from the boundary (or `second`) towards `first`.
    let normal: CGVector
    /// How far the shapes overlap along `normal`; negative is a gap.
    let depth: CGFloat
    /// The value of `first`'s centre along `normal` that just touches (boundaries only).
    let touchingPosition: CGFloat?

    /// How far apart two shapes may be and still be kept from closing the gap faster
    /// than one step allows (Box2D's speculative contacts), in points.
    static let speculativeMargin: CGFloat = 4

    /// How far apart shapes may be and still count as touching, in points: rounding
    /// leaves a resting item a hair off its boundary.
    static let touchTolerance: CGFloat = 1e-6

    var isTouching: Bool { depth > -Self.touchTolerance }

    /// Where `first`'s shape meets the other, for the collision delegate.
    var point: CGPoint {
        let reach = first.reach(along: normal)
        return CGPoint(x: first.position.x - normal.dx * reach, y: first.position.y - normal.dy * reach)
    }

    /// The contact of `body` with the inside of `rectangle` (the reference bounds):
    /// the edge it is nearest to crossing, if within the margin.
    static func inside(_ rectangle: CGRect, body: DynamicBody) -> [DynamicContact] {
        let half = body.halfSize, center = body.position
        let edges: [(CGVector, CGFloat, CGFloat)] = [
            (CGVector(dx: 1, dy: 0), rectangle.minX - (center.x - half.width), rectangle.minX + half.width),
            (CGVector(dx: -1, dy: 0), (center.x + half.width) - rectangle.maxX, -(rectangle.maxX - half.width)),
            (CGVector(dx: 0, dy: 1), rectangle.minY - (center.y - half.height), rectangle.minY + half.height),
            (CGVector(dx: 0, dy: -1), (center.y + half.height) - rectangle.maxY, -(rectangle.maxY - half.height)),
        ]
        return edges.compactMap { normal, depth, touching in
            depth > -speculativeMargin
                ? DynamicContact(first: body, second: nil, normal: normal, depth: depth, touchingPosition: touching) : nil
        }
    }

    /// The contact of `body` with the segment from `start` to `end`.
    static func segment(from start: CGPoint, to end: CGPoint, body: DynamicBody) -> DynamicContact? {
        var axes = [CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)]
        let length = hypot(end.x - start.x, end.y - start.y)
        if length > 0, start.x != end.x, start.y != end.y {
            axes.append(CGVector(dx: -(end.y - start.y) / length, dy: (end.x - start.x) / length))
        }
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        let best = axes.map { axis -> (CGVector, CGFloat) in
            let normal = facing(axis, from: middle, to: body.position)
            let segmentReach = max(dot(start, normal), dot(end, normal))
            return (normal, segmentReach - (dot(body.position, normal) - body.reach(along: normal)))
        }.min { $0.1 < $1.1 }!
        guard best.1 > -speculativeMargin else { return nil }
        let touching = best.0.dx == 0 || best.0.dy == 0 ? dot(body.position, best.0) + best.1 : nil
        return DynamicContact(first: body, second: nil, normal: best.0, depth: best.1, touchingPosition: touching)
    }

    /// The contact between two items.
    static func between(_ first: DynamicBody, _ second: DynamicBody) -> DynamicContact? {
        var axes = [CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)]
        let dx = first.position.x - second.position.x, dy = first.position.y - second.position.y
        let distance = hypot(dx, dy)
        if first.shape == .ellipse || second.shape == .ellipse, distance > 0 {
            axes.append(CGVector(dx: dx / distance, dy: dy / distance))
        }
        let best = axes.map { axis -> (CGVector, CGFloat) in
            let normal = facing(axis, from: second.position, to: first.position)
            let depth = (dot(second.position, normal) + second.reach(along: normal))
                - (dot(first.position, normal) - first.reach(along: normal))
            return (normal, depth)
        }.min { $0.1 < $1.1 }!
        guard best.1 > -speculativeMargin else { return nil }
        return DynamicContact(first: first, second: second, normal: best.0, depth: best.1, touchingPosition: nil)
    }

    /// `axis` or its opposite, whichever points from `origin` towards `target` (the
    /// axis itself when they are level).
    private static func facing(_ axis: CGVector, from origin: CGPoint, to target: CGPoint) -> CGVector {
        (target.x - origin.x) * axis.dx + (target.y - origin.y) * axis.dy < 0 ? CGVector(dx: -axis.dx, dy: -axis.dy) : axis
    }

    private static func dot(_ point: CGPoint, _ axis: CGVector) -> CGFloat {
        point.x * axis.dx + point.y * axis.dy
    }

    /// Moves the shapes apart until they only touch, sharing the move by inverse mass;
    /// a boundary contact along an axis puts the centre exactly where it touches (also
    /// when it stopped a hair short), so a resting item rests exactly on its boundary.
    func separate() {
        let firstShare = first.inverseMass, secondShare = second?.inverseMass ?? 0
        let total = firstShare + secondShare
        guard isTouching, total > 0 else { return }
        if second == nil, let touchingPosition, normal.dx == 0 || normal.dy == 0 {
            if normal.dx != 0 { first.position.x = touchingPosition * normal.dx } else { first.position.y = touchingPosition * normal.dy }
            return
        }
        guard depth > 0 else { return }
        let firstMove = depth * firstShare / total, secondMove = depth * secondShare / total
        first.position.x += normal.dx * firstMove
        first.position.y += normal.dy * firstMove
        second?.position.x -= normal.dx * secondMove
        second?.position.y -= normal.dy * secondMove
    }
}
