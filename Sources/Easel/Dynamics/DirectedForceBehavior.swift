import Foundation

/// A behaviour that applies a force vector to its items, read also as an angle and a
/// magnitude: what `UIGravityBehavior` and `UIPushBehavior` each declare (`angle`,
/// `magnitude`, `setAngle(_:magnitude:)`), declared once. The vector itself goes by
/// each one's name (`gravityDirection`, `pushDirection`).
@preconcurrency @MainActor
open class DirectedForceBehavior: ItemListBehavior {
    var force: DirectionVector

    init(items: [any DynamicItem], force: DirectionVector) {
        self.force = force
        super.init(items: items)
    }

    /// Sets the vector, reporting and ignoring one that is not finite, and resumes.
    func setForce(_ vector: CGVector) {
        if force.set(vector) { setNeedsSimulation() }
    }

    /// The direction of the vector in radians (0 points right, π/2 down), like `angle`.
    open var angle: CGFloat {
        get { atan2(force.vector.dy, force.vector.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The length of the vector, like `magnitude`.
    open var magnitude: CGFloat {
        get { hypot(force.vector.dx, force.vector.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction and length at once, like `setAngle(_:magnitude:)`.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        setForce(CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude))
    }
}
