import Foundation

/// Moving an item with the finger, like `UICollectionView`'s interactive movement
/// (iOS 9): `beginInteractiveMovementForItem(at:)` lifts the item, each
/// `updateInteractiveMovementTargetPosition(_:)` centres it on the finger and, when the
/// layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (then the
/// delegate) names another place, moves it there with the others making room (an
/// animated move); `endInteractiveMovement()` tells the data source
/// `collectionView(_:moveItemAt:to:)` and settles the item in its new place, and
/// `cancelInteractiveMovement()` moves it back. Until the end the data source is not
/// told of the move, nor asked again for the moved items' cells (the shown cells move
/// with them). Easel moves an item within its section only, where the counts stay the
/// same: a target in another section is reported and ignored.
extension CollectionView {
    /// An item being moved: where it started, where it is now, and the finger.
    struct InteractiveMovement {
        let original: IndexPath
        var current: IndexPath
        var position: CGPoint
    }

    /// Starts moving the item at `indexPath`, like
    /// `beginInteractiveMovementForItem(at:)`: `false` (and nothing starts) when a
    /// movement is under way, the item does not exist, or the data source's
    /// `collectionView(_:canMoveItemAt:)` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, isValidItem(indexPath),
              dataSource?.collectionView(self, canMoveItemAt: indexPath) == true,
              let attributes = layoutAttributesForItem(at: indexPath) else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: attributes.center)
        return true
    }

    /// Moves the lifted item's centre to `targetPosition` (in the collection view's
    /// content), like `updateInteractiveMovementTargetPosition(_:)`, and moves the item
    /// to the place the layout and the delegate choose for that point.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        movement.position = targetPosition
        let proposed = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current,
                                                            withPosition: targetPosition)
        let target = collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                                                        atCurrentIndexPath: movement.current,
                                                        toProposedIndexPath: proposed) ?? proposed
        let from = movement.current
        if target != from {
            if target.section == from.section, isValidItem(target) {
                movement.current = target
            } else {
                Trace.diagnostic("\(traceName) moves an item within its section only: "
                                 + "\(target.section)-\(target.item) is ignored", view: traceName)
            }
        }
        interactiveMovement = movement
        if movement.current != from {
            moveItem(at: from, to: movement.current)
        }
        setNeedsLayout()
    }

    /// Ends the movement with the item where it is, like `endInteractiveMovement()`:
    /// the data source hears `collectionView(_:moveItemAt:to:)` when the place changed,
    /// and the item settles into it.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        setNeedsLayout()
    }

    /// Ends the movement by putting the item back where it started, like
    /// `cancelInteractiveMovement()`; the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        if movement.current != movement.original {
            moveItem(at: movement.current, to: movement.original)
        }
        setNeedsLayout()
    }

    /// The attributes the tiling places a shown item with: the layout's, or, for the
    /// item being moved, the layout's attributes for it under the finger.
    func placedAttributes(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let movement = interactiveMovement, attributes.representedElementCategory == .cell,
              attributes.indexPath == movement.current else { return attributes }
        return collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current,
                                                                              withTargetPosition: movement.position)
    }
}
