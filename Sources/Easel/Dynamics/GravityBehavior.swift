import Foundation

/// A constant acceleration of its items, like `UIGravityBehavior`: UIKit's unit, a
/// `gravityDirection` of (0, 1) (magnitude 1), accelerates every item down by 1,000
/// points per second², whatever its mass.
@preconcurrency @MainActor
open class GravityBehavior: DirectedForceBehavior {
    /// Gravity on `items`, like `UIGravityBehavior(items:)`.
    public init(items: [any DynamicItem]) {
        super.init(items: items, force: DirectionVector(CGVector(dx: 0, dy: 1), owner: "UIGravityBehavior: gravityDirection"))
    }

    /// Gravity on no item yet, like `UIGravityBehavior()`.
    public convenience init() { self.init(items: []) }

    /// The acceleration in units of 1,000 points/s², like `gravityDirection`: (0, 1)
    /// by default (`angle` π/2, `magnitude` 1). A vector that is not finite is
    /// reported and ignored.
    open var gravityDirection: CGVector {
        get { force.vector }
        set { setForce(newValue) }
    }

    override func applyForces(in simulation: DynamicSimulation, step: CGFloat) {
        let change = CGVector(dx: gravityDirection.dx * Self.unitAcceleration * step,
                              dy: gravityDirection.dy * Self.unitAcceleration * step)
        for item in items {
            guard let body = simulation.body(for: item), body.inverseMass > 0 else { continue }
            body.velocity.dx += change.dx
            body.velocity.dy += change.dy
        }
    }

    /// UIKit's gravity: magnitude 1.0 is 1,000 points/s².
    static let unitAcceleration: CGFloat = 1000
}
