import Foundation

/// A constant acceleration of its items, like `UIGravityBehavior`: UIKit's unit, a
/// `gravityDirection` of (0, 1) (magnitude 1), accelerates every item down by 1,000
/// points per second², whatever its mass.
@preconcurrency @MainActor
open class GravityBehavior: DynamicBehavior {
    private var list: DynamicItemList

    /// Gravity on `items`, like `UIGravityBehavior(items:)`.
    public init(items: [any DynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Gravity on no item yet, like `UIGravityBehavior()`.
    public convenience override init() { self.init(items: []) }

    /// The items gravity pulls, like `items`.
    open var items: [any DynamicItem] { list.items }

    /// Adds an item, like `addItem(_:)`.
    open func addItem(_ item: any DynamicItem) {
        if list.add(item) { setNeedsSimulation() }
    }

    /// Removes an item, like `removeItem(_:)`.
    open func removeItem(_ item: any DynamicItem) {
        if list.remove(item) { setNeedsSimulation() }
    }

    /// The acceleration in units of 1,000 points/s², like `gravityDirection`: (0, 1)
    /// by default. A vector with a component that is not finite is reported and
    /// ignored.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet {
            guard gravityDirection.dx.isFinite, gravityDirection.dy.isFinite else {
                Diagnostics.report("UIGravityBehavior: gravityDirection \(gravityDirection) is not finite; keeping \(oldValue)")
                gravityDirection = oldValue
                return
            }
            setNeedsSimulation()
        }
    }

    /// The direction of the acceleration in radians (0 points right, π/2 down), like `angle`.
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength of the acceleration, like `magnitude`: 1 is 1,000 points/s².
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction and strength at once, like `setAngle(_:magnitude:)`.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override var dynamicItems: [any DynamicItem] { list.items }

    override func applyForces(in simulation: DynamicSimulation, step: CGFloat) {
        for item in list.items {
            guard let body = simulation.body(for: item), body.inverseMass > 0 else { continue }
            body.velocity.dx += gravityDirection.dx * Self.unitAcceleration * step
            body.velocity.dy += gravityDirection.dy * Self.unitAcceleration * step
        }
    }

    /// UIKit's gravity: magnitude 1.0 is 1,000 points/s².
    static let unitAcceleration: CGFloat = 1000
}
