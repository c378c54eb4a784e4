import Foundation

/// Animating an update: every shown element moves from its layout attributes before
/// the update to its attributes after it, in virtual time, as UIKit animates
/// `performBatchUpdates(_:completion:)` and a diffable data source's `apply`.
extension CollectionView {
    /// How long an update animates, in seconds (UIKit's batch updates take about as long).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Renumbers the shown views through `items` and `sections` (old → new; absent:
    /// the item or section goes), takes `counts` as the new item counts, and animates
    /// (the layout hearing of `updateItems` before and finalizing after, as in UIKit):
    /// views that stay move to their new attributes, elements that come on screen start
    /// from the layout's `initialLayoutAttributesForAppearing…` attributes, and views
    /// that go end at its `finalLayoutAttributesForDisappearing…` ones and return to
    /// the reuse pool when the animation ends. `reconfigured` items (new index paths)
    /// are configured again in their cells. `completion` is called once the animation
    /// has ended; without animation the views change at once and it is called at the
    /// next turn of the run loop.
    func animateChanges(items: [IndexPath: IndexPath], sections: [Int: Int], counts: [Int], updateItems: [CollectionViewUpdateItem],
                        reconfigured: [IndexPath] = [], animated: Bool = true, completion: ((Bool) -> Void)?) {
        collectionViewLayout.prepareIfNeeded()
        let content = CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize)
        let transition = CollectionUpdateTransition(oldAttributes: collectionViewLayout.layoutAttributesForElements(in: content) ?? [],
                                                    items: items, sections: sections)
        let shown = displayedViews
        displayedViews = [:]
        for (element, view) in shown.sorted(by: { $0.key < $1.key }) {
            if let new = transition.newElement(of: element) { displayedViews[new] = view } else { transition.keep(view, leaving: element) }
        }
        selectedItems = Set(selectedItems.compactMap { items[$0] })
        trackedItem = nil
        itemCounts = counts
        pendingUpdateItems = updateItems
        collectionViewLayout.invalidateLayout()
        guard animated, updatesAnimate else {
            for (element, view) in transition.leaving { endDisplaying(view, as: element) }
            reconfigureItems(at: reconfigured)
            return completeWithoutAnimation { completion?($0) }
        }
        collectionViewLayout.transition = transition
        View.animate(withDuration: Self.updateAnimationDuration, animations: {
            self.layoutIfNeeded()
        }, completion: { finished in
            for (element, view) in transition.leaving { self.endDisplaying(view, as: element) }
            completion?(finished)
        })
        collectionViewLayout.transition = nil
        reconfigureItems(at: reconfigured)
    }

    /// Takes a view off an element that is no longer shown: while an update animates,
    /// it moves to its disappearing attributes and leaves when the animation ends;
    /// otherwise it goes to the reuse pool now.
    func retire(_ view: CollectionReusableView, from element: CollectionElement) {
        guard let transition = collectionViewLayout.transition else { return endDisplaying(view, as: element) }
        transition.keep(view, leaving: element)
        disappear(view, from: transition.oldElement(of: element) ?? element)
    }

    /// The attributes an element that comes on screen starts from: the layout's initial
    /// ones while an update animates, else (or when it gives none) its final ones.
    func appearingAttributes(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard collectionViewLayout.transition != nil else { return attributes }
        let layout = collectionViewLayout, indexPath = attributes.indexPath
        let initial = switch (attributes.representedElementCategory, attributes.representedElementKind) {
        case (.cell, _): layout.initialLayoutAttributesForAppearingItem(at: indexPath)
        case (.supplementaryView, let kind?): layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
        default: layout.transition?.appearingAttributes(of: attributes.element, final: attributes)
        }
        return initial ?? attributes
    }

    /// Moves the views of the elements an animated update removes to the layout's final
    /// attributes for them, once the layout has heard of the update.
    func disappearLeavingViews() {
        guard let transition = collectionViewLayout.transition else { return }
        for (element, view) in transition.leaving { disappear(view, from: element) }
    }

    /// Moves a leaving view to the layout's final attributes for its element (as it was
    /// before the update); with none it stays where it is.
    private func disappear(_ view: CollectionReusableView, from oldElement: CollectionElement) {
        let layout = collectionViewLayout, indexPath = oldElement.indexPath
        let final = switch oldElement.kind {
        case nil: layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
        case let kind? where !oldElement.isDecoration:
            layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
        case let kind?:
            layout.transition?.disappearingAttributes(of: oldElement) {
                layout.layoutAttributesForDecorationView(ofKind: kind, at: $0.indexPath)
            }
        }
        if let final { place(view, with: final) }
    }
}
