import EaselGraphics
import Foundation

/// Changing a collection view's layout, as `UICollectionView.setCollectionViewLayout`
/// does without animation: the old layout is told `prepareForTransition(to:)`, the new
/// one `prepareForTransition(from:)`; in the next layout pass the new layout is
/// prepared, gives the content offset (`targetContentOffset(forProposedContentOffset:)`,
/// then the delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)`),
/// and both are told `finalizeLayoutTransition()`. The cells and supplementary views
/// shown hear `willTransition(from:to:)` when the layout is set and
/// `didTransition(from:to:)` at the end.
/// (`setCollectionViewLayout(_:animated:completion:)` itself is in the class body,
/// where a subclass can override it.)
extension CollectionView {
    /// Ends a change of layouts in the layout pass after it (see the extension's comment).
    func finishLayoutTransition() {
        guard let transition = layoutTransition else { return }
        layoutTransition = nil
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let proposed = contentOffset
        let layoutTarget = layout.targetContentOffset(forProposedContentOffset: proposed)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: layoutTarget)
            ?? layoutTarget
        if target != proposed { contentOffset = target }
        transition.from.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        for view in shownReusableViews { view.didTransition(from: transition.from, to: layout) }
        for completion in transition.completions { completion(true) }
    }

    /// The cells and supplementary views shown, in element order.
    var shownReusableViews: [CollectionReusableView] {
        displayedViews.sorted { $0.key < $1.key }.map(\.value)
    }
}
