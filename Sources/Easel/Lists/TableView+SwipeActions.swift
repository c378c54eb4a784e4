import EaselGraphics
import Foundation

/// Swipe actions: a sideways drag on a row moves it aside to show the delegate's
/// actions; released past half their width they stay open, a full swipe performs the
/// first action, and a tap on a button performs its action. The row snaps open or
/// closed at once (the spring is not drawn). In a right-to-left layout the sides are
/// mirrored: a swipe to the right reveals the trailing actions, at the left edge.
extension TableView {
    /// How far past the row's width a swipe must go to perform the first action.
    static let fullSwipeFraction: CGFloat = 0.6

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
        guard abs(translation.x) > abs(translation.y) else { return false }
        let revealingTrailing = (translation.x < 0) == (effectiveUserInterfaceLayoutDirection == .leftToRight)
        guard beginSwipe(at: start, revealingTrailing: revealingTrailing) else { return false }
        moveSwipe(to: location.x)
        return true
    }

    /// Starts dragging the open swipe again, or a new one on the row at `start` if the
    /// delegate gives it actions on that side.
    private func beginSwipe(at start: CGPoint, revealingTrailing: Bool) -> Bool {
        if var swipe, rectForRow(at: swipe.row).contains(start) {
            swipe.dragStart = (swipe.revealed, start.x)
            swipe.press = nil
            self.swipe = swipe
            return true
        }
        guard !editingState, let row = indexPathForRow(at: start), let cell = displayedCells[row],
              let configuration = swipeConfiguration(for: row, trailing: revealingTrailing) else { return false }
        cancelTracking()
        open(configuration, on: row, cell: cell, trailing: revealingTrailing, swiped: true)
        swipe?.dragStart = (0, start.x)
        tableDelegate?.tableView(self, willBeginEditingRowAt: row)
        return true
    }

    /// The delegate's actions for one side of a row (`nil` without any).
    private func swipeConfiguration(for row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration? {
        let configuration = trailing ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
                                     : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Puts the buttons of `configuration` behind a row, revealing nothing yet.
    private func open(_ configuration: SwipeActionsConfiguration, on row: IndexPath, cell: TableViewCell, trailing: Bool,
                      swiped: Bool) {
        closeSwipe()
        let actionsView = TableSwipeActionsView(actions: configuration.actions, isTrailing: trailing)
        insertSubview(actionsView, belowSubview: cell)
        swipe = TableSwipe(row: row, cell: cell, configuration: configuration, actionsView: actionsView, isSwiped: swiped)
    }

    /// The row follows the finger sideways: up to its actions' width, or (with a full
    /// swipe) up to the row's width.
    func moveSwipe(to x: CGFloat) {
        guard var swipe, let start = swipe.dragStart else { return }
        let moved = swipe.actionsView.isOnRight ? start.x - x : x - start.x
        var revealed = max(0, start.revealed + moved)
        if !swipe.configuration.performsFirstActionWithFullSwipe { revealed = min(revealed, swipe.actionsView.restingWidth) }
        swipe.revealed = min(revealed, rectForRow(at: swipe.row).width)
        self.swipe = swipe
        layoutSwipe()
    }

    /// The finger lifts: a full swipe performs the first action; past half the
    /// actions' width the row stays open; otherwise it closes.
    func endSwipeDrag() {
        guard var swipe else { return }
        swipe.dragStart = nil
        let resting = swipe.actionsView.restingWidth
        let rowWidth = rectForRow(at: swipe.row).width
        if swipe.configuration.performsFirstActionWithFullSwipe, swipe.revealed > resting,
           swipe.revealed >= rowWidth * Self.fullSwipeFraction {
            swipe.revealed = rowWidth
            self.swipe = swipe
            layoutSwipe()
            return performSwipeAction(0)
        }
        guard swipe.revealed >= resting / 2 else { return closeSwipe() }
        swipe.revealed = resting
        self.swipe = swipe
        layoutSwipe()
    }

    /// A touch while a row is open: on a button it presses that action (performed when
    /// the finger lifts on it); on the row, a lift closes the row (a drag moves it);
    /// anywhere else it closes the row and does nothing more, as in UIKit. Returns
    /// whether the touch was the swipe's.
    func beginSwipeTouch(_ touches: Set<Touch>) -> Bool {
        guard var swipe, swipe.dragStart == nil, let touch = touches.first else { return false }
        if let index = swipe.actionsView.actionIndex(at: touch.location(in: swipe.actionsView)) {
            swipe.press = .action(index)
            self.swipe = swipe
        } else if rectForRow(at: swipe.row).contains(touch.location(in: self)) {
            swipe.press = .row
            self.swipe = swipe
        } else {
            closeSwipe()
        }
        return true
    }

    /// The finger lifts from a pressed button (the action is performed if it is still
    /// over the button) or from the open row (which closes).
    func endSwipeTouch(_ touches: Set<Touch>) {
        guard var swipe, let press = swipe.press else { return }
        swipe.press = nil
        self.swipe = swipe
        guard case .action(let index) = press else { return closeSwipe() }
        if let touch = touches.first, swipe.actionsView.actionIndex(at: touch.location(in: swipe.actionsView)) == index {
            performSwipeAction(index)
        }
    }

    /// Calls an action's handler; when it completes, the row closes, and a destructive
    /// action completed with `true` deletes the row (unless the handler already did),
    /// checked against the data source as `deleteRows(at:with:)` is.
    private func performSwipeAction(_ index: Int) {
        guard let swipe else { return }
        let action = swipe.configuration.actions[index]
        let cell = swipe.cell, row = swipe.row
        action.handler(action, swipe.actionsView.buttons[index]) { [weak self] done in
            guard let self else { return }
            if self.swipe?.cell === cell { self.closeSwipe() }
            if done, action.style == .destructive, self.indexPath(for: cell) == row {
                self.deleteRows(at: [row], with: .automatic)
            }
        }
    }

    /// Opens the delete confirmation of an editing row whose delete control was
    /// tapped: the delegate's trailing actions, else a destructive Delete action that
    /// calls the data source's `commit(.delete, forRowAt:)` (which deletes the row).
    func revealDeleteConfirmation(for row: IndexPath) {
        guard let cell = displayedCells[row] else { return }
        let configuration = swipeConfiguration(for: row, trailing: true) ?? SwipeActionsConfiguration(actions: [
            ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                guard let self else { return }
                completion(false)
                dataSource?.tableView(self, commit: .delete, forRowAt: row)
            },
        ])
        open(configuration, on: row, cell: cell, trailing: true, swiped: false)
        guard var swipe else { return }
        swipe.revealed = swipe.actionsView.restingWidth
        self.swipe = swipe
        layoutSwipe()
    }

    /// Moves the swiped row aside and puts the buttons in the space it leaves; a row
    /// that scrolled off closes.
    func layoutSwipe() {
        guard let swipe else { return }
        guard displayedCells[swipe.row] === swipe.cell else { return closeSwipe() }
        let rect = rectForRow(at: swipe.row), isOnRight = swipe.actionsView.isOnRight
        swipe.cell.frame.origin.x = rect.minX + (isOnRight ? -swipe.revealed : swipe.revealed)
        swipe.actionsView.frame = CGRect(x: isOnRight ? rect.maxX - swipe.revealed : rect.minX, y: rect.minY,
                                         width: swipe.revealed, height: rect.height)
        swipe.actionsView.layoutIfNeeded()
    }

    /// Closes the open row: the buttons go and the row moves back; a swiped row's
    /// editing ends (`didEndEditingRowAt`).
    func closeSwipe() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.actionsView.removeFromSuperview()
        if displayedCells[swipe.row] === swipe.cell { swipe.cell.frame = rectForRow(at: swipe.row) }
        if swipe.isSwiped { tableDelegate?.tableView(self, didEndEditingRowAt: swipe.row) }
    }
}
