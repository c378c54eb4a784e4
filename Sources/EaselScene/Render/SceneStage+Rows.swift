import Easel
import Foundation

/// Touching a list's rows and items as the user does (`selectRow`, `selectItem`,
/// `swipeRow` events): the row is scrolled into view, then the finger comes down on it.
extension SceneStage {
    /// How far along a row a swipe starts, and how far it travels, as fractions of the
    /// row's width: past half of two actions' width on a phone, short of a full swipe.
    static let rowSwipeStart: CGFloat = 0.9
    static let rowSwipeLength: CGFloat = 0.45

    /// Taps the middle of a table's row.
    func select(_ row: IndexPath, in table: TableView) {
        let rect = visibleRect(of: row, in: table)
        tap(.point(table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)),
            duration: TimeInterval(EventActionSpec.defaultTapDuration))
    }

    /// Taps the middle of a collection's item.
    func select(_ item: IndexPath, in collection: CollectionView) {
        collection.layoutIfNeeded()
        if collection.cellForItem(at: item) == nil {
            collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
            collection.layoutIfNeeded()
        }
        guard let cell = collection.cellForItem(at: item) else { return }
        tap(.point(cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)),
            duration: TimeInterval(EventActionSpec.defaultTapDuration))
    }

    /// Drags a table's row sideways across its middle: toward the leading edge to
    /// reveal its trailing actions, toward the trailing edge for the leading ones (to
    /// the left and to the right in a left-to-right layout, mirrored in a right-to-left one).
    func swipe(_ row: IndexPath, in table: TableView, revealingTrailing: Bool) {
        swipe(across: visibleRect(of: row, in: table), in: table, revealingTrailing: revealingTrailing)
    }

    /// Drags a collection list's row sideways across its middle, as a table's.
    func swipe(_ item: IndexPath, in collection: CollectionView, revealingTrailing: Bool) {
        collection.layoutIfNeeded()
        if collection.cellForItem(at: item) == nil {
            collection.scrollToItem(at: item, at: .centeredVertically, animated: false)
            collection.layoutIfNeeded()
        }
        guard let cell = collection.cellForItem(at: item) else { return }
        swipe(across: cell.frame, in: collection, revealingTrailing: revealingTrailing)
    }

    /// Drags across `rect` (a row's, in `list`) sideways.
    private func swipe(across rect: CGRect, in list: View, revealingTrailing: Bool) {
        let towardLeft = revealingTrailing == (list.effectiveUserInterfaceLayoutDirection == .leftToRight)
        let start = towardLeft ? rect.minX + rect.width * Self.rowSwipeStart : rect.maxX - rect.width * Self.rowSwipeStart
        let end = start + (towardLeft ? -1 : 1) * rect.width * Self.rowSwipeLength
        drag(along: [list.convert(CGPoint(x: start, y: rect.midY), to: nil), list.convert(CGPoint(x: end, y: rect.midY), to: nil)],
             duration: EventActionSpec.rowSwipeDuration)
    }

    /// A row's rectangle in the table, scrolled into view if it is not.
    private func visibleRect(of row: IndexPath, in table: TableView) -> CGRect {
        table.layoutIfNeeded()
        let rect = table.rectForRow(at: row)
        if !table.bounds.contains(rect) {
            table.scrollToRow(at: row, at: TableView.ScrollPosition.none, animated: false)
            table.layoutIfNeeded()
        }
        return rect
    }
}
