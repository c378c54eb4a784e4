import Foundation

/// A rule a dynamic animator applies to items, like `UIDynamicBehavior`. Subclass it
/// to compose behaviours (`addChildBehavior(_:)`) and to run code at each frame
/// (`action`); the concrete rules are its subclasses (`GravityBehavior`,
/// `CollisionBehavior`, `AttachmentBehavior`, `PushBehavior`, `SnapBehavior`,
/// `DynamicItemBehavior`).
@preconcurrency @MainActor
open class DynamicBehavior {
    /// The behaviours this one is made of, like `childBehaviors`.
    open private(set) var childBehaviors: [DynamicBehavior] = []
    /// The behaviour this one is a child of.
    private(set) weak var parent: DynamicBehavior?
    /// The animator the behaviour (or its root parent) was added to.
    private weak var animator: DynamicAnimator?

    /// A block the animator calls at every frame it simulates, like `action` (UIKit
    /// calls it at every step; Easel's steps are finer than frames, see
    /// `DynamicAnimator`).
    open var action: (() -> Void)?

    /// A behaviour with no effect of its own, like `UIDynamicBehavior()`.
    public init() {}

    /// The animator the behaviour runs in, like `dynamicAnimator`; `nil` when it is in none.
    open var dynamicAnimator: DynamicAnimator? { animator ?? parent?.dynamicAnimator }

    /// Adds a behaviour to this one, like `addChildBehavior(_:)`; one that is already a
    /// child of a behaviour, or in an animator, is reported and left where it is.
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard behavior !== self, behavior.parent == nil, behavior.animator == nil else {
            Diagnostics.report("UIDynamicBehavior: addChildBehavior(_:) was given a behavior that already has a parent or an animator; it was not added")
            return
        }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let dynamicAnimator { behavior.propagateWillMove(to: dynamicAnimator) }
        setNeedsSimulation()
    }

    /// Removes a child behaviour, like `removeChildBehavior(_:)`; anything else is ignored.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        if dynamicAnimator != nil { behavior.propagateWillMove(to: nil) }
        childBehaviors.remove(at: index)
        behavior.parent = nil
        setNeedsSimulation()
    }

    /// Called when the behaviour joins an animator or leaves one (`nil`), like
    /// `willMove(to:)`; children hear it too.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    // MARK: The animator's side

    /// Joins or leaves `animator` as a root behaviour.
    func move(to animator: DynamicAnimator?) {
        propagateWillMove(to: animator)
        self.animator = animator
    }

    private func propagateWillMove(to animator: DynamicAnimator?) {
        willMove(to: animator)
        for child in childBehaviors { child.propagateWillMove(to: animator) }
    }

    /// A change that the animator must simulate: it resumes if it was paused, as
    /// UIKit's does when a behaviour changes.
    func setNeedsSimulation() {
        dynamicAnimator?.resume()
    }

    /// This behaviour and its descendants, parents first.
    var subtree: [DynamicBehavior] {
        [self] + childBehaviors.flatMap(\.subtree)
    }

    /// The items this behaviour itself acts on (not its children's).
    var dynamicItems: [any DynamicItem] { [] }

    /// Sets the material of the bodies it describes (`DynamicItemBehavior`).
    func applyMaterial(in simulation: DynamicSimulation) {}

    /// Changes velocities by the forces and impulses of one step of `step` seconds.
    func applyForces(in simulation: DynamicSimulation, step: CGFloat) {}

    /// The velocity constraints of one step (attachments, snaps, contacts).
    func constraints(in simulation: DynamicSimulation, step: CGFloat) -> [DynamicConstraint] { [] }

    /// Corrects positions after the step moved the bodies (collisions).
    func separate(in simulation: DynamicSimulation) {}
}
