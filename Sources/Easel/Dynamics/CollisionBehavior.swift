import EaselGraphics
import Foundation

/// Keeps its items from overlapping each other and its boundaries, like
/// `UICollisionBehavior`.
///
/// Items collide as their axis-aligned bounds (or the ellipse in them): a turned
/// item collides as if unturned, and contacts push through centres. A path boundary
/// collides as the edges of its bounding box. A collision keeps the larger
/// `elasticity` of the two (Box2D's rule) for speeds above 10 points/s; slower
/// contacts come to rest.
@preconcurrency @MainActor
open class CollisionBehavior: ItemListBehavior {
    /// What the items collide with, like `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: .max)
    }

    /// A named boundary: its path, and the segments it collides as.
    private struct Boundary {
        let identifier: any NSCopying
        let key: AnyHashable
        let path: BezierPath
        let segments: [(CGPoint, CGPoint)]
    }

    /// A pair in contact, to tell the delegate when contacts begin and end.
    private enum ContactKey: Hashable {
        case items(ObjectIdentifier, ObjectIdentifier)
        case boundary(ObjectIdentifier, AnyHashable?)
    }

    private var boundaries: [Boundary] = []
    /// The pairs touching after the last step, in the order they met, with what tells
    /// the delegate they parted.
    private var touching: [(key: ContactKey, ended: () -> Void)] = []

    /// Collisions among `items`, like `UICollisionBehavior(items:)`.
    public override init(items: [any DynamicItem]) { super.init(items: items) }

    /// Collisions with no item yet, like `UICollisionBehavior()`.
    public convenience init() { self.init(items: []) }

    /// What the items collide with, like `collisionMode` (`.everything` by default).
    open var collisionMode = Mode.everything

    /// Whether the reference view's bounds (a collection view's content, for a
    /// layout's animator) are a boundary, like `translatesReferenceBoundsIntoBoundary`.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { setNeedsSimulation() } }
    /// How far inside the reference bounds that boundary is.
    private var referenceInsets = EdgeInsets.zero

    /// Makes the reference bounds, inset by `insets`, a boundary, like
    /// `setTranslatesReferenceBoundsIntoBoundary(with:)`.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// The object told about contacts, like `collisionDelegate`.
    open weak var collisionDelegate: (any CollisionBehaviorDelegate)?

    /// Adds the outline of `bezierPath` (its bounding box's edges) as a boundary, like
    /// `addBoundary(withIdentifier:for:)`; an identifier in use is replaced.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: BezierPath) {
        let box = bezierPath.bounds
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.maxX, y: box.maxY), CGPoint(x: box.minX, y: box.maxY)]
        addBoundary(identifier, path: bezierPath, segments: (0..<4).map { (corners[$0], corners[($0 + 1) % 4]) })
    }

    /// Adds the segment from `p1` to `p2` as a boundary, like
    /// `addBoundary(withIdentifier:from:to:)`; an identifier in use is replaced.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(identifier, path: path, segments: [(p1, p2)])
    }

    private func addBoundary(_ identifier: any NSCopying, path: BezierPath, segments: [(CGPoint, CGPoint)]) {
        guard segments.allSatisfy({ [$0.0.x, $0.0.y, $0.1.x, $0.1.y].allSatisfy(\.isFinite) }) else {
            return Diagnostics.report("UICollisionBehavior: boundary \(identifier) has a point that is not finite; it was not added")
        }
        let key = Self.key(of: identifier)
        boundaries.removeAll { $0.key == key }
        boundaries.append(Boundary(identifier: identifier, key: key, path: path, segments: segments))
        setNeedsSimulation()
    }

    /// The path of the boundary named `identifier`, like `boundary(withIdentifier:)`.
    open func boundary(withIdentifier identifier: any NSCopying) -> BezierPath? {
        let key = Self.key(of: identifier)
        return boundaries.first { $0.key == key }?.path
    }

    /// Removes the boundary named `identifier`, like `removeBoundary(withIdentifier:)`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let key = Self.key(of: identifier)
        boundaries.removeAll { $0.key == key }
        setNeedsSimulation()
    }

    /// Removes every named boundary, like `removeAllBoundaries()`.
    open func removeAllBoundaries() {
        boundaries = []
        setNeedsSimulation()
    }

    /// The names of the boundaries, like `boundaryIdentifiers`: `nil` when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    /// Identifiers are equal as values (strings, numbers) where they can be, else as objects.
    private static func key(of identifier: any NSCopying) -> AnyHashable {
        (identifier as? AnyHashable) ?? AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }

    // MARK: Simulation

    /// The contacts of the items now, each with what it is for the delegate.
    private func contacts(in simulation: DynamicSimulation) -> [(DynamicContact, ContactKey, (any NSCopying)?)] {
        let bodies = items.compactMap { simulation.body(for: $0) }
        var found: [(DynamicContact, ContactKey, (any NSCopying)?)] = []
        if collisionMode.contains(.boundaries) {
            for body in bodies {
                let id = ObjectIdentifier(body.item)
                if translatesReferenceBoundsIntoBoundary, let bounds = simulation.referenceBounds {
                    for contact in DynamicContact.inside(bounds.inset(by: referenceInsets), body: body) {
                        found.append((contact, .boundary(id, nil), nil))
                    }
                }
                for boundary in boundaries {
                    for (start, end) in boundary.segments {
                        guard let contact = DynamicContact.segment(from: start, to: end, body: body) else { continue }
                        found.append((contact, .boundary(id, boundary.key), boundary.identifier))
                    }
                }
            }
        }
        if collisionMode.contains(.items) {
            for (index, first) in bodies.enumerated() {
                for second in bodies[(index + 1)...] {
                    guard let contact = DynamicContact.between(first, second) else { continue }
                    found.append((contact, .items(ObjectIdentifier(first.item), ObjectIdentifier(second.item)), nil))
                }
            }
        }
        return found
    }

    /// Below this approach speed (points/s) a contact does not bounce, so resting
    /// items settle.
    static let bounceThreshold: CGFloat = 10

    override func constraints(in simulation: DynamicSimulation, step: CGFloat) -> [DynamicConstraint] {
        var rows: [DynamicConstraint] = []
        var nowTouching: [(key: ContactKey, ended: () -> Void)] = []
        for (contact, key, identifier) in contacts(in: simulation) {
            let first = contact.first, second = contact.second
            let approach = contact.normal.dx * (first.velocity.dx - (second?.velocity.dx ?? 0))
                + contact.normal.dy * (first.velocity.dy - (second?.velocity.dy ?? 0))
            var bias: CGFloat = 0
            if !contact.isTouching {
                bias = -contact.depth / step
            } else if approach < -Self.bounceThreshold {
                bias = max(first.elasticity, second?.elasticity ?? 0) * approach
            }
            rows.append(DynamicConstraint(contactBetween: first, and: second, axis: contact.normal, bias: bias))
            let friction = (first.friction * (second?.friction ?? first.friction)).squareRoot()
            if friction > 0 {
                var row = DynamicConstraint(contactBetween: first, and: second,
                                            axis: CGVector(dx: -contact.normal.dy, dy: contact.normal.dx), bias: 0)
                row.frictionLimit = (friction, rows.count - 1)
                rows.append(row)
            }
            guard contact.isTouching, !nowTouching.contains(where: { $0.key == key }) else { continue }
            nowTouching.append((key, contactEnded(contact, identifier)))
            if !touching.contains(where: { $0.key == key }) { simulation.notify(contactBegan(contact, identifier)) }
        }
        for (key, ended) in touching where !nowTouching.contains(where: { $0.key == key }) {
            simulation.notify(ended)
        }
        touching = nowTouching
        return rows
    }

    private func contactBegan(_ contact: DynamicContact, _ identifier: (any NSCopying)?) -> () -> Void {
        let point = contact.point, first = contact.first.item, second = contact.second?.item
        return { [weak self] in
            guard let self, let delegate = collisionDelegate else { return }
            if let second {
                delegate.collisionBehavior(self, beganContactFor: first, with: second, at: point)
            } else {
                delegate.collisionBehavior(self, beganContactFor: first, withBoundaryIdentifier: identifier, at: point)
            }
        }
    }

    private func contactEnded(_ contact: DynamicContact, _ identifier: (any NSCopying)?) -> () -> Void {
        let first = contact.first.item, second = contact.second?.item
        return { [weak self] in
            guard let self, let delegate = collisionDelegate else { return }
            if let second {
                delegate.collisionBehavior(self, endedContactFor: first, with: second)
            } else {
                delegate.collisionBehavior(self, endedContactFor: first, withBoundaryIdentifier: identifier)
            }
        }
    }

    /// Pushes overlapping shapes apart after the step moved them.
    override func separate(in simulation: DynamicSimulation) {
        // Pairs first, so that an item pushed into a boundary by another ends on it exactly.
        let found = contacts(in: simulation).map(\.0)
        for contact in found where contact.second != nil { contact.separate() }
        for contact in found where contact.second == nil { contact.separate() }
    }
}
