import Foundation

/// Runs physics on views or on a collection view's layout attributes, like
/// `UIDynamicAnimator`: add behaviours (gravity, collision, attachment, push, snap,
/// item properties) and it moves their items from the next frame on.
///
/// The animator is driven by the event loop's VSync on virtual time (the reference
/// view's window's loop, or the main one), and simulates in fixed steps of 1/240 s,
/// so the same behaviours give the same frames. At each frame it writes each item's
/// centre (and its rotation, once it turned) back, invalidates a layout's layout, and
/// calls the behaviours' `action` blocks. When every item has stayed still for a
/// quarter of a second it pauses and tells its delegate; adding or changing a
/// behaviour, or `updateItem(usingCurrentState:)`, resumes it. As in UIKit, the
/// animator runs only while something keeps it: the event loop does not.
///
/// Positions follow UIKit's documented units and forces; Apple does not document its
/// integrator, and iOS's trajectories (Box2D's, at its own step) differ in detail.
@preconcurrency @MainActor
open class DynamicAnimator {
    /// The view whose coordinates the items' centres are in, like `referenceView`;
    /// `nil` for a layout's animator.
    open private(set) weak var referenceView: View?
    /// The layout whose attributes this animator moves.
    private weak var layout: CollectionViewLayout?
    private let isForLayout: Bool

    /// The behaviours added, like `behaviors`.
    open private(set) var behaviors: [DynamicBehavior] = []
    /// Told when the animator pauses and resumes, like `delegate`.
    open weak var delegate: (any DynamicAnimatorDelegate)?
    /// Whether the animator is simulating, like `isRunning`.
    open private(set) var isRunning = false

    let simulation = DynamicSimulation()
    private var stepsTaken = 0
    /// The loop time the steps taken so far reach.
    private var simulatedUntil: TimeInterval = 0
    private weak var loop: EventLoop?
    /// Items already reported as outside the reference view.
    private var reportedStrays: Set<ObjectIdentifier> = []

    /// An animator for subviews of `view`, like `UIDynamicAnimator(referenceView:)`.
    public init(referenceView view: View) {
        referenceView = view
        isForLayout = false
    }

    /// An animator for the attributes a collection view layout returns, like
    /// `UIDynamicAnimator(collectionViewLayout:)`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        self.layout = layout
        isForLayout = true
    }

    /// How long the animator has simulated, like `elapsedTime` (paused time does not count).
    open var elapsedTime: TimeInterval { Double(stepsTaken) * DynamicSimulation.stepDuration }

    // MARK: Behaviours

    /// Adds `behavior` and resumes, like `addBehavior(_:)`. A behaviour already in this
    /// animator is ignored, as UIKit does; one in another animator, or a child of a
    /// behaviour, is reported and not added.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        guard behavior.dynamicAnimator == nil else {
            return Diagnostics.report("UIDynamicAnimator: addBehavior(_:) was given a behavior that is already in another animator or a child of a behavior; it was not added")
        }
        behavior.move(to: self)
        behaviors.append(behavior)
        reportStrayItems(of: behavior)
        resume()
    }

    /// Removes `behavior`, like `removeBehavior(_:)`; its items keep where they are.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.move(to: nil)
        behaviors.remove(at: index)
        resume()
    }

    /// Removes every behaviour, like `removeAllBehaviors()`.
    open func removeAllBehaviors() {
        for behavior in behaviors { behavior.move(to: nil) }
        behaviors = []
        simulation.synchronize(with: [])
    }

    /// The behaviours added and their children, parents first.
    private var allBehaviors: [DynamicBehavior] { behaviors.flatMap(\.subtree) }

    // MARK: Items

    /// The items whose frames meet `rect`, like `items(in:)`, in the order they joined.
    open func items(in rect: CGRect) -> [any DynamicItem] {
        simulation.synchronize(with: allBehaviors)
        return simulation.bodies.map(\.item).filter { Self.frame(of: $0).intersects(rect) }
    }

    /// Takes the item's centre, size and transform as they are now (its velocity is
    /// kept) and resumes, like `updateItem(usingCurrentState:)`.
    open func updateItem(usingCurrentState item: any DynamicItem) {
        simulation.synchronize(with: allBehaviors)
        guard let body = simulation.body(for: item) else {
            return Diagnostics.report("UIDynamicAnimator: updateItem(usingCurrentState:) was given an item none of its behaviors has; ignored")
        }
        body.reload()
        resume()
    }

    /// The attributes of the cell at `indexPath` among the items, like
    /// `layoutAttributesForCell(at:)`.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutAttributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of a supplementary view among the items, like
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutAttributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of a decoration view among the items, like
    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String,
                                                at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutAttributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func layoutAttributes(_ category: CollectionViewLayoutAttributes.ElementCategory, kind: String?,
                                  at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        simulation.synchronize(with: allBehaviors)
        return simulation.bodies.lazy.compactMap { $0.item as? CollectionViewLayoutAttributes }.first {
            $0.representedElementCategory == category && $0.representedElementKind == kind && $0.indexPath == indexPath
        }
    }

    /// The smallest rectangle holding an item's transformed bounds about its centre.
    private static func frame(of item: any DynamicItem) -> CGRect {
        let size = item.bounds.size
        let box = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            .applying(item.transform)
        return box.offsetBy(dx: item.center.x, dy: item.center.y)
    }

    /// The bounds items collide with: the reference view's, or the layout's content.
    private var referenceBounds: CGRect? {
        if isForLayout {
            return layout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) }
        }
        return referenceView?.bounds
    }

    /// UIKit expects a view animator's items to be descendants of its reference view;
    /// one that is not is reported once (its centre is still taken as given).
    private func reportStrayItems(of behavior: DynamicBehavior) {
        guard let referenceView else { return }
        for case let view as View in behavior.subtree.flatMap(\.dynamicItems) {
            guard !view.isDescendant(of: referenceView), reportedStrays.insert(ObjectIdentifier(view)).inserted else { continue }
            Diagnostics.report("UIDynamicAnimator: \(view) is not a descendant of the reference view \(referenceView); its center is taken as if it were in the reference view's coordinates")
        }
    }

    // MARK: Running

    /// Starts simulating from the next frame, telling the delegate, unless running or
    /// without behaviours.
    func resume() {
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        guard isRunning else { return }
        if let loop = referenceView?.window?.eventLoop ?? layout?.collectionView?.window?.eventLoop {
            start(on: loop)
        } else {
            EventLoop.withMainLoop { [weak self] loop in self?.start(on: loop) }
        }
    }

    private func start(on loop: EventLoop) {
        guard isRunning else { return }
        self.loop = loop
        simulatedUntil = loop.now
        loop.setVSyncListener(for: self) { [weak self] time in self?.frame(at: time) }
    }

    /// One frame: the steps up to `time`, the items written back, the delegates and
    /// actions told, and a pause if everything is still.
    private func frame(at time: TimeInterval) {
        let behaviors = allBehaviors
        simulation.synchronize(with: behaviors)
        simulation.referenceBounds = referenceBounds
        let steps = max(0, Int(((time - simulatedUntil) / DynamicSimulation.stepDuration).rounded()))
        for _ in 0..<steps { simulation.step(behaviors) }
        stepsTaken += steps
        simulatedUntil += Double(steps) * DynamicSimulation.stepDuration
        for body in simulation.bodies { body.writeBack() }
        if isForLayout { layout?.invalidateLayout() }
        for notification in simulation.takeNotifications() { notification() }
        for behavior in behaviors { behavior.action?() }
        if simulation.isAtRest(after: Double(steps) * DynamicSimulation.stepDuration) { pause() }
    }

    private func pause() {
        guard isRunning else { return }
        loop?.setVSyncListener(for: self, nil)
        loop = nil
        isRunning = false
        simulation.stopAll()
        delegate?.dynamicAnimatorDidPause(self)
    }
}
