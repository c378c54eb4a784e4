import Foundation

/// A force on its items, continuous or as a single impulse, like `UIPushBehavior`.
///
/// UIKit's units: a push of magnitude 1 accelerates a 100 × 100 point item of density
/// 1 (mass 1) by 100 points/s² (continuous), or gives it a velocity of 100 points/s
/// at once (instantaneous). A heavier item moves less: the change is divided by mass.
@preconcurrency @MainActor
open class PushBehavior: DirectedForceBehavior {
    /// How the push acts, like `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        /// A force applied at every step while active.
        case continuous
        /// One impulse, after which `active` becomes `false`.
        case instantaneous
    }

    /// The points the force acts at, from items' centres, in their own coordinates.
    private var targetOffsets: [ObjectIdentifier: Offset] = [:]

    /// How the behaviour pushes, like `mode`.
    public let mode: Mode

    /// A push of `mode` on `items`, like `UIPushBehavior(items:mode:)`; it starts active
    /// with no force (`magnitude` 0).
    public init(items: [any DynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items, force: DirectionVector(CGVector(dx: 0, dy: 0), owner: "UIPushBehavior: pushDirection"))
    }

    /// Whether the push acts, like `active`: an instantaneous push turns it off once
    /// it has given its impulse; set it again to push again.
    open var active = true {
        didSet { if active { setNeedsSimulation() } }
    }

    /// The force, like `pushDirection`: its length is `magnitude`, its direction
    /// `angle` (0 by default). A vector that is not finite is reported and ignored.
    open var pushDirection: CGVector {
        get { force.vector }
        set { setForce(newValue) }
    }

    /// Makes the force act at `offset` from `item`'s centre (in the item's own
    /// coordinates), turning it, like `setTargetOffsetFromCenter(_:for:)`.
    open func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
        targetOffsets[ObjectIdentifier(item)] = offset
    }

    /// Where the force acts on `item`, like `targetOffsetFromCenter(for:)`: the centre
    /// unless set.
    open func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
        targetOffsets[ObjectIdentifier(item)] ?? .zero
    }

    /// UIKit's push: magnitude 1 on mass 1 is 100 points/s² (or 100 points/s at once).
    static let unitForce: CGFloat = 100

    override func applyForces(in simulation: DynamicSimulation, step: CGFloat) {
        guard active else { return }
        // A continuous force acts over the step; an impulse acts whole, once.
        let scale = Self.unitForce * (mode == .continuous ? step : 1)
        let impulse = CGVector(dx: pushDirection.dx * scale, dy: pushDirection.dy * scale)
        for item in items {
            guard let body = simulation.body(for: item) else { continue }
            let offset = targetOffsetFromCenter(for: item)
            body.apply(impulse: impulse, at: body.arm(for: CGVector(dx: offset.horizontal, dy: offset.vertical)))
        }
        if mode == .instantaneous { active = false }
    }
}
