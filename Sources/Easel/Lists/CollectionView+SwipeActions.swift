import Foundation

/// Swipe actions of a list layout: the actions its list configuration's
/// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`
/// give a `CollectionViewListCell`'s row, by the rules of `SwipeableList`. Unlike a
/// table, the collection view edits nothing: no delegate hears the swipe begin or end,
/// and a destructive action deletes nothing by itself; its handler updates the data
/// (a diffable data source's snapshot, say) before it calls the completion, as in UIKit.
extension CollectionView: SwipeableList {
    /// Whether the scroll pan, about to begin, is a sideways drag on a row with actions
    /// on that side, which starts the swipe instead.
    func panIsSwipe() -> Bool {
        panBeginsSwipe(translation: panGestureRecognizer.translation(in: self),
                       location: panGestureRecognizer.location(in: self))
    }

    func restingFrame(ofRow row: IndexPath) -> CGRect { layoutAttributesForItem(at: row)?.frame ?? .zero }

    func swipeableRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    /// A list cell the collection view itself holds (not a row scrolling across).
    func swipeableCell(at row: IndexPath) -> View? {
        guard let cell = cellForItem(at: row) as? CollectionViewListCell, cell.superview === self else { return nil }
        return cell
    }

    /// The provider's actions, from the list configuration of the row's section.
    func swipeActionsConfiguration(for row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        guard let list = (collectionViewLayout as? CollectionViewCompositionalLayout)?.listConfiguration(inSection: row.section),
              let provider = trailing ? list.trailingSwipeActionsConfigurationProvider
                                      : list.leadingSwipeActionsConfigurationProvider else { return nil }
        return provider(row)
    }

    func swipeDidBegin(on row: IndexPath) {}

    func swipeDidEnd(on row: IndexPath) {}

    func swipeActionDidComplete(_ action: ContextualAction, done: Bool, row: IndexPath, cell: View) {}
}
