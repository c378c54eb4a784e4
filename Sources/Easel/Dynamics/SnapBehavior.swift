import Foundation

/// Moves an item to a point as if on a damped spring, like `UISnapBehavior`.
///
/// Apple documents only `damping` (0.5 by default, higher settles with less
/// oscillation); Easel's snap is a spring of `frequency` hertz with that damping ratio
/// pulling the item's centre to `snapPoint`, which also stops the item's turning.
@preconcurrency @MainActor
open class SnapBehavior: DynamicBehavior {
    private let item: any DynamicItem

    /// Where the item's centre goes, like `snapPoint`, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { setNeedsSimulation() } }

    /// How much the motion is damped, like `damping`: 0.5 by default, 0 to 1 (values
    /// outside are reported and clamped).
    open var damping: CGFloat = 0.5 {
        didSet {
            guard !(0...1).contains(damping) else { return }
            Diagnostics.report("UISnapBehavior: damping \(damping) is not between 0 and 1; clamped")
            damping = damping.isNaN ? oldValue : min(max(damping, 0), 1)
        }
    }

    /// The spring's frequency in hertz (not UIKit API: UIKit does not say).
    static let frequency: CGFloat = 3

    /// A snap of `item` to `point`, like `UISnapBehavior(item:snapTo:)`.
    public init(item: any DynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [any DynamicItem] { [item] }

    override func applyForces(in simulation: DynamicSimulation, step: CGFloat) {
        simulation.body(for: item)?.angularVelocity = 0
    }

    override func constraints(in simulation: DynamicSimulation, step: CGFloat) -> [DynamicConstraint] {
        guard let body = simulation.body(for: item) else { return [] }
        return [CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)].map { axis in
            DynamicConstraint(first: body, second: nil, axis: axis,
                              error: (body.position.x - snapPoint.x) * axis.dx + (body.position.y - snapPoint.y) * axis.dy,
                              frequency: Self.frequency, damping: damping, step: step)
        }
    }
}
