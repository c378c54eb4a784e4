import Foundation

/// The material and velocities of its items, like `UIDynamicItemBehavior`. Where
/// several item behaviours describe one item, the one added last wins, property by
/// property as a whole behaviour.
@preconcurrency @MainActor
open class DynamicItemBehavior: ItemListBehavior {
    /// Velocities given to items before they were simulated, applied when they are.
    private var pendingLinear: [ObjectIdentifier: CGPoint] = [:]
    private var pendingAngular: [ObjectIdentifier: CGFloat] = [:]

    /// A description of `items`, like `UIDynamicItemBehavior(items:)`.
    public override init(items: [any DynamicItem]) { super.init(items: items) }

    /// How much speed a collision keeps, like `elasticity`: 0 (none, the default) to 1.
    open var elasticity: CGFloat = 0 { didSet { elasticity = checked(elasticity, oldValue, "elasticity") } }
    /// How much items slide against each other, like `friction`: 0 (the default) is none.
    open var friction: CGFloat = 0 { didSet { friction = checked(friction, oldValue, "friction") } }
    /// The relative mass per area, like `density`: 1 by default, where a 100 × 100 point
    /// item has mass 1.
    open var density: CGFloat = 1 { didSet { density = checked(density, oldValue, "density") } }
    /// How fast linear velocity dies away, like `resistance`: 0 (the default) keeps it;
    /// each step divides the velocity by 1 + step × resistance (Box2D's linear damping).
    open var resistance: CGFloat = 0 { didSet { resistance = checked(resistance, oldValue, "resistance") } }
    /// How fast angular velocity dies away, like `angularResistance` (0 by default).
    open var angularResistance: CGFloat = 0 {
        didSet { angularResistance = checked(angularResistance, oldValue, "angularResistance") }
    }
    /// An electric charge for field behaviours, like `charge` (kept; Easel has no fields).
    open var charge: CGFloat = 0
    /// Whether the items stay where they are and only obstruct others, like `isAnchored`.
    open var isAnchored = false { didSet { setNeedsSimulation() } }
    /// Whether the items may turn, like `allowsRotation` (`true` by default).
    open var allowsRotation = true

    /// A negative or non-finite value is reported and the old one kept.
    private func checked(_ value: CGFloat, _ oldValue: CGFloat, _ name: String) -> CGFloat {
        guard value >= 0, value.isFinite else {
            Diagnostics.report("UIDynamicItemBehavior: \(name) \(value) is not a finite number of at least 0; keeping \(oldValue)")
            return oldValue
        }
        return value
    }

    /// Adds `velocity` (points/s) to `item`'s, like `addLinearVelocity(_:for:)`.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any DynamicItem) {
        guard contains(item) else {
            return Diagnostics.report("UIDynamicItemBehavior: addLinearVelocity(_:for:) was given an item the behavior does not have; ignored")
        }
        if let body = dynamicAnimator?.simulation.body(for: item) {
            body.velocity.dx += velocity.x
            body.velocity.dy += velocity.y
        } else {
            let pending = pendingLinear[ObjectIdentifier(item)] ?? .zero
            pendingLinear[ObjectIdentifier(item)] = CGPoint(x: pending.x + velocity.x, y: pending.y + velocity.y)
        }
        setNeedsSimulation()
    }

    /// `item`'s velocity in points/s, like `linearVelocity(for:)`.
    open func linearVelocity(for item: any DynamicItem) -> CGPoint {
        if let body = dynamicAnimator?.simulation.body(for: item) {
            return CGPoint(x: body.velocity.dx, y: body.velocity.dy)
        }
        return pendingLinear[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians/s) to `item`'s turning, like `addAngularVelocity(_:for:)`.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any DynamicItem) {
        guard contains(item) else {
            return Diagnostics.report("UIDynamicItemBehavior: addAngularVelocity(_:for:) was given an item the behavior does not have; ignored")
        }
        if let body = dynamicAnimator?.simulation.body(for: item) {
            body.angularVelocity += velocity
        } else {
            pendingAngular[ObjectIdentifier(item), default: 0] += velocity
        }
        setNeedsSimulation()
    }

    /// `item`'s turning speed in radians/s, like `angularVelocity(for:)`.
    open func angularVelocity(for item: any DynamicItem) -> CGFloat {
        dynamicAnimator?.simulation.body(for: item)?.angularVelocity ?? pendingAngular[ObjectIdentifier(item)] ?? 0
    }

    override func applyMaterial(in simulation: DynamicSimulation) {
        for item in items {
            guard let body = simulation.body(for: item) else { continue }
            body.elasticity = elasticity
            body.friction = friction
            body.density = density
            body.resistance = resistance
            body.angularResistance = angularResistance
            body.charge = charge
            body.isAnchored = isAnchored
            body.allowsRotation = allowsRotation
            if let velocity = pendingLinear.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity.dx += velocity.x
                body.velocity.dy += velocity.y
            }
            if let velocity = pendingAngular.removeValue(forKey: ObjectIdentifier(item)) {
                body.angularVelocity += velocity
            }
        }
    }
}
