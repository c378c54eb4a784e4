import Foundation

/// Selection: by code (no delegate calls, as in UIKit) and by touch (highlight under
/// the finger, then UIKit's order of delegate calls when it lifts), by the rules of
/// `SelectableList`.
extension CollectionView: SelectableList {
    /// The selected items in order, like `UICollectionView.indexPathsForSelectedItems`
    /// (`nil` when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// A touch on an item highlights it (if the delegate agrees): `shouldHighlightItemAt`,
    /// `didHighlightItemAt`. Returns whether the collection view tracks it.
    func beginTrackingItem(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, selects,
              let indexPath = indexPathForItem(at: touch.location(in: self)) else { return false }
        beginTracking(indexPath)
        return true
    }

    // MARK: SelectableList

    var selectedIndexPaths: Set<IndexPath> {
        get { selectedItems }
        set { selectedItems = newValue }
    }

    var trackedIndexPath: IndexPath? {
        get { trackedItem }
        set { trackedItem = newValue }
    }

    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        cellForItem(at: indexPath)?.isSelected = selected
    }

    func showHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        cellForItem(at: indexPath)?.isHighlighted = highlighted
    }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateDidHighlight(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath) }

    func delegateDidUnhighlight(_ indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// The item, if `shouldSelectItemAt` agrees.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func delegateDidSelect(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didSelectItemAt: indexPath) }

    /// The item, if `shouldDeselectItemAt` agrees; UIKit does not ask about the items a
    /// single selection replaces.
    func delegateWillDeselect(_ indexPath: IndexPath, replaced: Bool) -> IndexPath? {
        replaced || collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func delegateDidDeselect(_ indexPath: IndexPath) { collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath) }
}
