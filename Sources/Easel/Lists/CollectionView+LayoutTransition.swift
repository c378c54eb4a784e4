import EaselGraphics
import Foundation

/// Changing a collection view's layout, as `UICollectionView.setCollectionViewLayout`
/// does without animation: the old layout is told `prepareForTransition(to:)`, the new
/// one `prepareForTransition(from:)`; in the next layout pass the new layout is
/// prepared, gives the content offset (`targetContentOffset(forProposedContentOffset:)`),
/// and both are told `finalizeLayoutTransition()`.
extension CollectionView {
    /// Changes the layout, like `UICollectionView.setCollectionViewLayout(_:animated:)`:
    /// the items move to their new places at once (Easel does not animate the change).
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout, like
    /// `UICollectionView.setCollectionViewLayout(_:animated:completion:)`; `completion`
    /// is called with `true` once the layout pass that applies the change ends (at once
    /// for a collection view not in a window).
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool,
                                        completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        if let completion { layoutTransition?.completions.append(completion) }
        layoutIfNeeded()
    }

    /// Ends a change of layouts in the layout pass after it (see the extension's comment).
    func finishLayoutTransition() {
        guard let transition = layoutTransition else { return }
        layoutTransition = nil
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let proposed = contentOffset
        let target = layout.targetContentOffset(forProposedContentOffset: proposed)
        if target != proposed { contentOffset = target }
        transition.from.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        for completion in transition.completions { completion(true) }
    }
}
