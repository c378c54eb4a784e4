import Foundation

/// A row swiped open (or being swiped) in a table or a list layout: which row, from
/// which side, its actions and how far the row has moved aside.
struct ListSwipe {
    /// The row and its cell (a `TableViewCell` or a `CollectionViewListCell`).
    let row: IndexPath
    let cell: View
    /// The configuration whose actions show, and the view of its buttons.
    let configuration: SwipeActionsConfiguration
    let actionsView: ListSwipeActionsView
    /// Whether a swipe opened the row (a table's delegate heard
    /// `willBeginEditingRowAt` and hears `didEndEditingRowAt` when it closes), rather
    /// than an editing row's delete control.
    let isSwiped: Bool
    /// The mask the cell's layer had when the swipe opened: the clip of an inset row
    /// (`ListSwipe+Clip`) takes its place while the row is aside, and it comes back
    /// when the swipe closes.
    let cellMask: Layer?
    /// How far the row has moved aside, in points (never negative).
    var revealed: CGFloat = 0
    /// The revealed width when the finger came down, and where, while it drags.
    var dragStart: (revealed: CGFloat, x: CGFloat)?
    /// What the finger came down on while the swipe is open: an action's button, or
    /// the row (a tap on it closes the swipe).
    var press: Press?

    enum Press: Equatable {
        case action(Int)
        case row
    }
}
