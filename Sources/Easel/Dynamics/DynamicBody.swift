import EaselGraphics
import Foundation

/// The simulation's state of one dynamic item: where it is, how fast it moves and
/// turns, and what it is made of (set each step by the item behaviours).
///
/// Mass follows UIKit's documented units: a 100 × 100 point item of density 1 has mass
/// 1, so mass is density × area / 10,000 points².
@MainActor
final class DynamicBody {
    let item: any DynamicItem
    var position: CGPoint
    var velocity = CGVector(dx: 0, dy: 0)
    var angle: CGFloat
    var angularVelocity: CGFloat = 0
    /// The item's size and collision shape, read when it joined or was updated.
    private(set) var size: CGSize
    private(set) var shape: DynamicItemCollisionBoundsType
    /// The angle last written to (or read from) the item: the transform is only
    /// replaced once the item has turned, so a scaled item that never turns keeps its
    /// transform.
    private var writtenAngle: CGFloat
    /// How long every speed has stayed under the rest thresholds.
    var restTime: TimeInterval = 0

    // The material, UIKit's `UIDynamicItemBehavior` defaults until a behaviour sets it.
    var elasticity: CGFloat = 0
    var friction: CGFloat = 0
    var density: CGFloat = 1
    var resistance: CGFloat = 0
    var angularResistance: CGFloat = 0
    var charge: CGFloat = 0
    var isAnchored = false
    var allowsRotation = true

    init(item: any DynamicItem) {
        self.item = item
        position = item.center
        size = item.bounds.size
        shape = item.collisionBoundsType
        angle = Self.rotation(of: item.transform)
        writtenAngle = angle
    }

    /// Takes the item's centre, size and rotation again, like
    /// `updateItem(usingCurrentState:)`; velocities are kept.
    func reload() {
        position = item.center
        size = item.bounds.size
        shape = item.collisionBoundsType
        angle = Self.rotation(of: item.transform)
        writtenAngle = angle
        restTime = 0
    }

    /// Puts the body's centre (and rotation, once it turned) on the item.
    func writeBack() {
        if item.center != position { item.center = position }
        if angle != writtenAngle {
            item.transform = Transform(rotationAngle: angle)
            writtenAngle = angle
        }
    }

    private static func rotation(of transform: Transform) -> CGFloat {
        atan2(transform.b, transform.a)
    }

    /// Back to UIKit's defaults, before the item behaviours describe the item again.
    func resetMaterial() {
        elasticity = 0
        friction = 0
        density = 1
        resistance = 0
        angularResistance = 0
        charge = 0
        isAnchored = false
        allowsRotation = true
    }

    // MARK: Mass

    var mass: CGFloat { density * size.width * size.height / 10_000 }

    /// 0 for an anchored item, or one without mass.
    var inverseMass: CGFloat {
        let mass = mass
        return isAnchored || !(mass > 0) ? 0 : 1 / mass
    }

    /// 0 for an anchored item or one that may not turn. A rectangle's moment of inertia
    /// is m(w² + h²)/12, an ellipse's m(w² + h²)/16.
    var inverseInertia: CGFloat {
        guard !isAnchored, allowsRotation else { return 0 }
        let inertia = mass * (size.width * size.width + size.height * size.height) / (shape == .ellipse ? 16 : 12)
        return inertia > 0 ? 1 / inertia : 0
    }

    /// The half extents the item collides with: its bounds, axis-aligned (a turned
    /// item still collides as its unturned bounds).
    var halfSize: CGSize { CGSize(width: size.width / 2, height: size.height / 2) }

    /// How far the item's collision shape reaches from its centre along the unit
    /// vector `axis`.
    func reach(along axis: CGVector) -> CGFloat {
        let half = halfSize
        if shape == .ellipse {
            return ((half.width * axis.dx) * (half.width * axis.dx) + (half.height * axis.dy) * (half.height * axis.dy)).squareRoot()
        }
        return half.width * abs(axis.dx) + half.height * abs(axis.dy)
    }

    /// Where a point `offset` from the centre in the item's own (turning) coordinates is
    /// now, relative to the centre.
    func arm(for offset: CGVector) -> CGVector {
        let cosine = cos(angle), sine = sin(angle)
        return CGVector(dx: offset.dx * cosine - offset.dy * sine, dy: offset.dx * sine + offset.dy * cosine)
    }

    /// The velocity of the point at `arm` from the centre.
    func velocity(at arm: CGVector) -> CGVector {
        CGVector(dx: velocity.dx - angularVelocity * arm.dy, dy: velocity.dy + angularVelocity * arm.dx)
    }

    /// Applies `impulse` at `arm` from the centre.
    func apply(impulse: CGVector, at arm: CGVector) {
        let inverseMass = inverseMass
        velocity.dx += impulse.dx * inverseMass
        velocity.dy += impulse.dy * inverseMass
        angularVelocity += (arm.dx * impulse.dy - arm.dy * impulse.dx) * inverseInertia
    }
}
