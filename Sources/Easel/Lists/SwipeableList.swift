import EaselGraphics
import Foundation

/// A list whose rows a sideways drag moves aside to show swipe actions, as UIKit's
/// table views and list layouts both do: `TableView` (its delegate's actions) and
/// `CollectionView` (its list configuration's providers) find the rows and the
/// actions; the rules are written once, here.
///
/// - A sideways drag on a row with actions on that side moves it aside; released past
///   half the actions' width it stays open, otherwise it closes.
/// - With `performsFirstActionWithFullSwipe`, a drag past the actions' width follows
///   the finger up to the row's width, and released past `fullSwipeFraction` of it
///   performs the first action.
/// - While a row is open, a tap on a button performs its action (if the finger lifts
///   on it); a tap on the row, or anywhere else, closes the row.
/// - An action's handler gets a completion; when it is called (with `true` or
///   `false`) the row closes, then the list hears of it (`swipeActionDidComplete`).
/// - The row snaps open or closed at once (the spring is not drawn). In a
///   right-to-left layout the sides are mirrored: a swipe to the right reveals the
///   trailing actions, at the left edge.
@MainActor
protocol SwipeableList: View, SelectableList {
    /// The row swiped open, or being swiped.
    var swipe: ListSwipe? { get set }
    /// A row's frame at rest, in the list's coordinates.
    func restingFrame(ofRow row: IndexPath) -> CGRect
    /// The row at a point of the list.
    func swipeableRow(at point: CGPoint) -> IndexPath?
    /// The cell a row shows, if it is shown and can be swiped.
    func swipeableCell(at row: IndexPath) -> View?
    /// The actions of one side of a row (`nil`, or no actions: none).
    func swipeActionsConfiguration(for row: IndexPath, trailing: Bool) -> SwipeActionsConfiguration?
    /// A swipe began opening `row`.
    func swipeDidBegin(on row: IndexPath)
    /// The swiped `row` closed again.
    func swipeDidEnd(on row: IndexPath)
    /// The handler of `action` on `row` (whose cell was `cell`) completed, after the row closed.
    func swipeActionDidComplete(_ action: ContextualAction, done: Bool, row: IndexPath, cell: View)
}

/// How far past the row's width a swipe must go to perform the first action.
let fullSwipeFraction: CGFloat = 0.6

extension SwipeableList {
    /// Whether the scroll pan, about to begin, is a sideways drag on a row with actions
    /// on that side: then it starts (or drags again) the swipe instead of scrolling.
    func panBeginsSwipe(translation: CGPoint, location: CGPoint) -> Bool {
        guard abs(translation.x) > abs(translation.y) else { return false }
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        let revealingTrailing = (translation.x < 0) == (effectiveUserInterfaceLayoutDirection == .leftToRight)
        guard beginSwipe(at: start, revealingTrailing: revealingTrailing) else { return false }
        moveSwipe(to: location.x)
        return true
    }

    /// Starts dragging the open swipe again, or a new one on the row at `start` if it
    /// has actions on that side.
    private func beginSwipe(at start: CGPoint, revealingTrailing: Bool) -> Bool {
        if var swipe, restingFrame(ofRow: swipe.row).contains(start) {
            swipe.dragStart = (swipe.revealed, start.x)
            swipe.press = nil
            self.swipe = swipe
            return true
        }
        guard let row = swipeableRow(at: start), let cell = swipeableCell(at: row),
              let configuration = swipeActionsConfiguration(for: row, trailing: revealingTrailing),
              !configuration.actions.isEmpty else { return false }
        cancelTracking()
        openSwipe(configuration, on: row, cell: cell, trailing: revealingTrailing, swiped: true)
        swipe?.dragStart = (0, start.x)
        swipeDidBegin(on: row)
        return true
    }

    /// Puts the buttons of `configuration` behind a row, revealing `revealed` points
    /// (by a swipe, or not: an editing table row's delete confirmation).
    func openSwipe(_ configuration: SwipeActionsConfiguration, on row: IndexPath, cell: View, trailing: Bool,
                   swiped: Bool, revealed: Bool = false) {
        closeSwipe()
        let actionsView = ListSwipeActionsView(actions: configuration.actions, isTrailing: trailing)
        cell.superview?.insertSubview(actionsView, belowSubview: cell)
        swipe = ListSwipe(row: row, cell: cell, configuration: configuration, actionsView: actionsView, isSwiped: swiped,
                          cellMask: cell.layer.mask)
        guard revealed else { return }
        swipe?.revealed = actionsView.restingWidth
        layoutSwipe()
    }

    /// The row follows the finger sideways: up to its actions' width, or (with a full
    /// swipe) up to the row's width.
    func moveSwipe(to x: CGFloat) {
        guard var swipe, let start = swipe.dragStart else { return }
        let moved = swipe.actionsView.isOnRight ? start.x - x : x - start.x
        var revealed = max(0, start.revealed + moved)
        if !swipe.configuration.performsFirstActionWithFullSwipe { revealed = min(revealed, swipe.actionsView.restingWidth) }
        swipe.revealed = min(revealed, restingFrame(ofRow: swipe.row).width)
        self.swipe = swipe
        layoutSwipe()
    }

    /// The finger lifts: a full swipe performs the first action; past half the
    /// actions' width the row stays open; otherwise it closes.
    func endSwipeDrag() {
        guard var swipe else { return }
        swipe.dragStart = nil
        let resting = swipe.actionsView.restingWidth
        let rowWidth = restingFrame(ofRow: swipe.row).width
        if swipe.configuration.performsFirstActionWithFullSwipe, swipe.revealed > resting,
           swipe.revealed >= rowWidth * fullSwipeFraction {
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
        } else if restingFrame(ofRow: swipe.row).contains(touch.location(in: self)) {
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

    /// Calls an action's handler; when it completes, the row closes (if it is still
    /// the open one) and the list hears of the outcome.
    private func performSwipeAction(_ index: Int) {
        guard let swipe else { return }
        let action = swipe.configuration.actions[index]
        let cell = swipe.cell, row = swipe.row
        action.handler(action, swipe.actionsView.buttons[index]) { [weak self] done in
            guard let self else { return }
            if self.swipe?.cell === cell { self.closeSwipe() }
            self.swipeActionDidComplete(action, done: done, row: row, cell: cell)
        }
    }

    /// Moves the swiped row aside and puts the buttons in the space it leaves; a row
    /// that scrolled off (or went) closes.
    func layoutSwipe() {
        guard let swipe else { return }
        guard swipeableCell(at: swipe.row) === swipe.cell else { return closeSwipe() }
        let rect = restingFrame(ofRow: swipe.row), isOnRight = swipe.actionsView.isOnRight
        swipe.cell.frame.origin.x = rect.minX + (isOnRight ? -swipe.revealed : swipe.revealed)
        swipe.actionsView.frame = CGRect(x: isOnRight ? rect.maxX - swipe.revealed : rect.minX, y: rect.minY,
                                         width: swipe.revealed, height: rect.height)
        swipe.clip(to: rect, listWidth: bounds.width)
        swipe.actionsView.layoutIfNeeded()
    }

    /// Closes the open row: the buttons go and the row moves back; a swiped row's
    /// list hears that the swipe ended.
    func closeSwipe() {
        guard let swipe else { return }
        self.swipe = nil
        swipe.actionsView.removeFromSuperview()
        swipe.removeClip()
        if swipeableCell(at: swipe.row) === swipe.cell { swipe.cell.frame = restingFrame(ofRow: swipe.row) }
        if swipe.isSwiped { swipeDidEnd(on: swipe.row) }
    }
}
