import Foundation

/// Hears when a collision behaviour's items start and stop touching each other or a
/// boundary, like `UICollisionBehaviorDelegate`. Every method is optional; the
/// animator calls them after the frame in which the contact began or ended.
@preconcurrency @MainActor
public protocol CollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items began to touch at `point`, like
    /// `collisionBehavior(_:beganContactFor:with:at:)`.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
                           with item2: any DynamicItem, at point: CGPoint)
    /// Two items stopped touching, like `collisionBehavior(_:endedContactFor:with:)`.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
                           with item2: any DynamicItem)
    /// An item began to touch a boundary (`nil`: the reference bounds) at `point`, like
    /// `collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)`.
    func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at point: CGPoint)
    /// An item stopped touching a boundary, like
    /// `collisionBehavior(_:endedContactFor:withBoundaryIdentifier:)`.
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem,
                                  with item2: any DynamicItem, at point: CGPoint) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem,
                                  with item2: any DynamicItem) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at point: CGPoint) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
