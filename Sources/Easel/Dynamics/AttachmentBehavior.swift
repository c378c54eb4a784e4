import Foundation

/// A link between a point of an item and a fixed anchor, or between points of two
/// items, like `UIAttachmentBehavior`.
///
/// With `frequency` 0 (the default) the link is a rigid rod of `length`; with a
/// frequency it is a spring of that frequency (Hz) and damping ratio `damping`, as
/// UIKit documents. The length starts as the distance between the attached points.
/// An offset from the centre turns the item as it swings.
@preconcurrency @MainActor
open class AttachmentBehavior: DynamicBehavior {
    /// What an attachment links, like `UIAttachmentBehavior.AttachmentType`.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items
        /// An item and an anchor point.
        case anchor
    }

    private let firstItem: any DynamicItem
    private let secondItem: (any DynamicItem)?
    private let firstOffset: Offset
    private let secondOffset: Offset

    /// What the behaviour links, like `attachedBehaviorType`.
    public let attachedBehaviorType: AttachmentType

    /// The fixed point an `.anchor` attachment holds to, like `anchorPoint`, in the
    /// reference view's coordinates.
    open var anchorPoint: CGPoint { didSet { setNeedsSimulation() } }
    /// The distance the link keeps, like `length`.
    open var length: CGFloat { didSet { setNeedsSimulation() } }
    /// The spring's damping ratio, like `damping` (0 by default: no damping).
    open var damping: CGFloat = 0
    /// The spring's frequency in hertz, like `frequency`; 0 (the default) is a rigid link.
    open var frequency: CGFloat = 0 {
        didSet {
            guard frequency >= 0, frequency.isFinite else {
                Diagnostics.report("UIAttachmentBehavior: frequency \(frequency) is not a finite number of at least 0; keeping \(oldValue)")
                frequency = oldValue
                return
            }
        }
    }
    /// How much the attached items resist turning, like `frictionTorque` (0 by default):
    /// each second it takes up to this much angular momentum from them.
    open var frictionTorque: CGFloat = 0
    /// The range of motion of a sliding or pin attachment, like `attachmentRange`
    /// (kept; Easel makes neither kind, so it changes nothing).
    open var attachmentRange = FloatRange.infinite

    /// Attaches the centre of `item` to `point`, like `UIAttachmentBehavior(item:attachedToAnchor:)`.
    public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre (in its own coordinates) to
    /// `point`, like `UIAttachmentBehavior(item:offsetFromCenter:attachedToAnchor:)`.
    public init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
        firstItem = item
        secondItem = nil
        firstOffset = offset
        secondOffset = .zero
        attachedBehaviorType = .anchor
        anchorPoint = point
        length = hypot(item.center.x + offset.horizontal - point.x, item.center.y + offset.vertical - point.y)
        super.init()
    }

    /// Attaches the centres of two items, like `UIAttachmentBehavior(item:attachedTo:)`.
    public convenience init(item item1: any DynamicItem, attachedTo item2: any DynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point of one item to a point of another, like
    /// `UIAttachmentBehavior(item:offsetFromCenter:attachedTo:offsetFromCenter:)`.
    public init(item item1: any DynamicItem, offsetFromCenter offset1: Offset,
                attachedTo item2: any DynamicItem, offsetFromCenter offset2: Offset) {
        firstItem = item1
        secondItem = item2
        firstOffset = offset1
        secondOffset = offset2
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = hypot(item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
                       item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    /// The attached items, like `items`: one for an anchor attachment, two otherwise.
    open var items: [any DynamicItem] { [firstItem] + (secondItem.map { [$0] } ?? []) }

    override var dynamicItems: [any DynamicItem] { items }

    override func applyForces(in simulation: DynamicSimulation, step: CGFloat) {
        guard frictionTorque > 0 else { return }
        for item in items {
            guard let body = simulation.body(for: item), body.inverseInertia > 0 else { continue }
            let most = frictionTorque * step * body.inverseInertia
            body.angularVelocity -= min(max(body.angularVelocity, -most), most)
        }
    }

    override func constraints(in simulation: DynamicSimulation, step: CGFloat) -> [DynamicConstraint] {
        guard let first = simulation.body(for: firstItem) else { return [] }
        let second = secondItem.flatMap { simulation.body(for: $0) }
        if secondItem != nil, second == nil { return [] }
        let firstArm = first.arm(for: CGVector(dx: firstOffset.horizontal, dy: firstOffset.vertical))
        let secondArm = second?.arm(for: CGVector(dx: secondOffset.horizontal, dy: secondOffset.vertical)) ?? CGVector(dx: 0, dy: 0)
        let firstPoint = CGPoint(x: first.position.x + firstArm.dx, y: first.position.y + firstArm.dy)
        let secondPoint = second.map { CGPoint(x: $0.position.x + secondArm.dx, y: $0.position.y + secondArm.dy) } ?? anchorPoint
        let dx = firstPoint.x - secondPoint.x, dy = firstPoint.y - secondPoint.y
        let distance = hypot(dx, dy)
        // A link of no length holds the point in place along both axes.
        if length < 1e-6 {
            return [CGVector(dx: 1, dy: 0), CGVector(dx: 0, dy: 1)].map { axis in
                DynamicConstraint(first: first, firstArm: firstArm, second: second, secondArm: secondArm, axis: axis,
                                  error: dx * axis.dx + dy * axis.dy, frequency: frequency, damping: damping, step: step)
            }
        }
        guard distance > 1e-9 else { return [] }
        return [DynamicConstraint(first: first, firstArm: firstArm, second: second, secondArm: secondArm,
                                  axis: CGVector(dx: dx / distance, dy: dy / distance), error: distance - length,
                                  frequency: frequency, damping: damping, step: step)]
    }
}
