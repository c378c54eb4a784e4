import EaselGraphics
import Foundation

/// Swipe actions: the delegate's actions, by the rules of `SwipeableList`. A swipe
/// begins and ends the row's editing (`willBeginEditingRowAt`, `didEndEditingRowAt`);
/// no new swipe begins while the table edits; a destructive action completed with
/// `true` deletes its row.
extension TableView: SwipeableList {
    /// Whether the scroll pan, about to begin, is a row's gesture instead: the drag of
    /// a reorder grip (which may begin before the content touch delay hands the table
    /// the touch), or a sideways drag on a row with actions on that side (which starts
    /// the swipe).
    func panIsRowGesture() -> Bool {
        let translation = panGestureRecognizer.translation(in: self)
        let location = panGestureRecognizer.location(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        if editingTouch == nil, editingState, beginEditingTouch(at: start), editingTouch?.control != .reorder {
            editingTouch = nil
        }
        if editingTouch?.control == .reorder { return true }
        return panBeginsSwipe(translation: translation, location: location)
    }

    /// The delegate's actions for one side of a row (`nil` without any).
    private func delegateSwipeConfiguration(for row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        let configuration = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
                                     : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Opens the delete confirmation of an editing row whose delete control was
    /// tapped: the delegate's trailing actions, else a destructive action titled as the
    /// delegate's `titleForDeleteConfirmationButtonForRowAt` says ("Delete" by default)
    /// that calls the data source's `commit(.delete, forRowAt:)` (which deletes the row).
    func revealDeleteConfirmation(for row: IndexPath) {
        guard let cell = displayedCells[row] else { return }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: row) ?? "Delete"
        let configuration = delegateSwipeConfiguration(for: row, trailing: true) ?? SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
                guard let self else { return }
                completion(false)
                dataSource?.tableView(self, commit: .delete, forRowAt: row)
            },
        ])
        openSwipe(configuration, on: row, cell: cell, trailing: true, swiped: false, revealed: true)
    }

    // MARK: SwipeableList

    func restingFrame(ofRow row: IndexPath) -> CGRect { frameOfRow(at: row) }

    func swipeableRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    func swipeableCell(at row: IndexPath) -> View? { displayedCells[row] }

    /// The delegate's actions, none while the table edits.
    func swipeActionsConfiguration(for row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        editingState ? nil : delegateSwipeConfiguration(for: row, trailing: trailing)
    }

    func swipeDidBegin(on row: IndexPath) { tableDelegate?.tableView(self, willBeginEditingRowAt: row) }

    func swipeDidEnd(on row: IndexPath) { tableDelegate?.tableView(self, didEndEditingRowAt: row) }

    /// A destructive action completed with `true` deletes the row (unless the handler
    /// already did), checked against the data source as `deleteRows(at:with:)` is.
    func swipeActionDidComplete(_ action: ContextualAction, done: Bool, row: IndexPath, cell: View) {
        guard done, action.style == .destructive, let cell = cell as? TableViewCell, indexPath(for: cell) == row else { return }
        deleteRows(at: [row], with: .automatic)
    }
}
