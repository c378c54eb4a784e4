import Foundation

/// Hears about a collection view's items, like `UICollectionViewDelegate`; it is also
/// the collection view's scroll view delegate (set it as `collectionView.delegate`).
/// Every method is optional; by default every item highlights and selects.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// A cell is about to show, like `collectionView(_:willDisplay:forItemAt:)`.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen, like `collectionView(_:didEndDisplaying:forItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to show, like
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen, like
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether a touched item highlights, like `collectionView(_:shouldHighlightItemAt:)`.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// An item highlighted under the finger, like `collectionView(_:didHighlightItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// An item lost its highlight, like `collectionView(_:didUnhighlightItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap selects an item, like `collectionView(_:shouldSelectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected an item, like `collectionView(_:didSelectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tap deselects a selected item, like `collectionView(_:shouldDeselectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap deselected an item, like `collectionView(_:didDeselectItemAt:)`.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The context menu for the items a press is on, like
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)` (iOS 16; `indexPaths`
    /// empty for a press between items, `point` in the collection view's coordinates);
    /// `nil` for none. By default it asks the one-item form for a single item, as UIKit
    /// falls back to it. Easel's collection views do not open context menus on a long
    /// press yet, so only code that calls it asks it.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu for one item, like `collectionView(_:contextMenuConfigurationForItemAt:point:)`
    /// (iOS 13, deprecated in iOS 16); `nil`, the default, for none.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> ContextMenuConfiguration?
    /// The layout to show between `fromLayout` and `toLayout` during an interactive change
    /// of layouts, like `collectionView(_:transitionLayoutForOldLayout:newLayout:)`: by
    /// default a plain `CollectionViewTransitionLayout`.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout
    /// The content offset to rest at after a change of layouts, like
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`: asked after the
    /// new layout's `targetContentOffset(forProposedContentOffset:)`, with its answer;
    /// by default that answer.
    func collectionView(_ collectionView: CollectionView,
                        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    /// Whether an item can take focus, like `collectionView(_:canFocusItemAt:)`: true by
    /// default; an iPhone without a keyboard never moves focus, and neither does Easel.
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// Whether a two-finger pan may start selecting items, like
    /// `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)` (false by
    /// default); Easel has no two-finger pan selection, so it is never asked.
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// A two-finger pan began selecting items, like
    /// `collectionView(_:didBeginMultipleSelectionInteractionAt:)`.
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// A two-finger pan stopped selecting items, like
    /// `collectionViewDidEndMultipleSelectionInteraction(_:)`.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)
    /// Where an item moved interactively goes, like
    /// `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` (given
    /// the item's original index path, deprecated in iOS 15): by default the proposed one.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    /// Where an item moved interactively goes, like
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// (iOS 15): by default what the older method answers.
    func collectionView(_ collectionView: CollectionView,
                        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
}

/// UIKit's defaults for every method.
extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView,
                               targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView,
                               shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    public func collectionView(_ collectionView: CollectionView,
                               targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath,
                               toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                            toProposedIndexPath: proposedIndexPath)
    }
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? {
        oneItemContextMenuConfiguration(collectionView, indexPaths, point)
    }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
}

extension CollectionViewDelegate {
    /// The one-item form's configuration for a single item (`nil` for none or several),
    /// as UIKit falls back to `contextMenuConfigurationForItemAt` when the delegate does
    /// not implement the iOS 16 form.
    func oneItemContextMenuConfiguration(_ collectionView: CollectionView, _ indexPaths: [IndexPath],
                                         _ point: CGPoint) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(_:contextMenuConfigurationForItemAt:point:)(collectionView, indexPaths[0], point)
    }
}
