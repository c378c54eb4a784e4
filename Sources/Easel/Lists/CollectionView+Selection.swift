import Foundation

/// Selection: by code (no delegate calls, as in UIKit) and by touch (highlight under
/// the finger, then UIKit's order of delegate calls when it lifts).
extension CollectionView {
    /// The selected items in order, like `UICollectionView.indexPathsForSelectedItems`
    /// (`nil` when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects an item (or, with `nil`, clears the selection), optionally scrolling it
    /// into view, like `UICollectionView.selectItem(at:animated:scrollPosition:)`; the
    /// delegate is not told. Without multiple selection the other items are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedItems { deselectItem(at: item, animated: animated) }
            return
        }
        guard isValidItem(indexPath) else {
            return Trace.diagnostic("attempt to select an item that does not exist (section \(indexPath.section), "
                                    + "item \(indexPath.count == 2 ? indexPath.item : -1))", view: traceName)
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item, like `UICollectionView.deselectItem(at:animated:)`; the
    /// delegate is not told.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A touch on an item highlights it (if the delegate agrees): `shouldHighlightItemAt`,
    /// `didHighlightItemAt`. Returns whether the collection view tracks it.
    func beginTrackingItem(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, allowsSelection || allowsMultipleSelection,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return false }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return true }
        trackedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        return true
    }

    /// A lift on the highlighted item selects it: `shouldSelectItemAt`, the highlight
    /// goes (`didUnhighlightItemAt`), the previous selection goes (`didDeselectItemAt`),
    /// then `didSelectItemAt`. With multiple selection a lift on a selected item asks
    /// `shouldDeselectItemAt` and deselects it instead.
    func endTrackingItem() {
        guard let indexPath = trackedItem else { return }
        trackedItem = nil
        if allowsMultipleSelection, selectedItems.contains(indexPath) {
            let deselects = collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight(indexPath)
            guard deselects else { return }
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight(indexPath)
        guard selects else { return }
        if !allowsMultipleSelection {
            for item in selectedItems.sorted() where item != indexPath {
                deselectItem(at: item, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectedItems.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func cancelTrackingItem() {
        guard let indexPath = trackedItem else { return }
        trackedItem = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
