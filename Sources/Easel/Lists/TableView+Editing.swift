import EaselGraphics
import Foundation

/// Editing: the rows' editing look, the insert control's commit and the reorder
/// grip's drag.
extension TableView {
    /// Gives every shown row its editing look, after `setEditing(_:animated:)`.
    func editingDidChange() {
        cancelEditingTouch()
        closeSwipe()
        if editingState, !allowsSelectionDuringEditing {
            deselectAll(animated: false)
        }
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) { applyEditingLook(to: cell, at: indexPath) }
        // The separators follow the indented text.
        setNeedsLayout()
    }

    /// Sets a cell's editing state and, while editing, asks the data source and the
    /// delegate how its row edits (a row that cannot be edited has no control, no
    /// indent and no grip, as in UIKit).
    func applyEditingLook(to cell: TableViewCell, at indexPath: IndexPath) {
        let canEdit = editingState && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        if canEdit {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
            cell.tableAllowsIndent = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.tableAllowsReorder = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        } else {
            cell.editingStyle = .none
            cell.tableAllowsIndent = false
            cell.tableAllowsReorder = false
        }
        cell.setEditing(editingState, animated: false)
    }

    /// A touch on a shown row's editing control or reorder grip while editing; returns
    /// whether the table tracks it.
    func beginEditingTouch(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1 else { return false }
        return beginEditingTouch(at: touch.location(in: self))
    }

    /// Starts tracking the editing control or the grip under `point` (in the table).
    func beginEditingTouch(at point: CGPoint) -> Bool {
        guard editingState, let indexPath = indexPathForRow(at: point), let cell = displayedCells[indexPath],
              let control = cell.editingControlKind(at: convert(point, to: cell)) else { return false }
        editingTouch = TableEditingTouch(row: indexPath, control: control, start: point)
        if control == .reorder { bringSubviewToFront(cell) }
        return true
    }

    /// The dragged row follows the finger up and down.
    func moveEditingTouch(_ touches: Set<Touch>) {
        guard let editingTouch, editingTouch.control == .reorder, let touch = touches.first,
              let cell = displayedCells[editingTouch.row] else { return }
        cell.frame.origin.y = frameOfRow(at: editingTouch.row).minY + touch.location(in: self).y - editingTouch.start.y
    }

    /// A lift on the insert control commits the insertion; on the delete control it
    /// opens the delete confirmation; a lift of a dragged row moves it to the row
    /// under the finger, or where the delegate's `targetIndexPathForMoveFromRowAt`
    /// redirects it, telling the data source (`moveRowAt`).
    func endEditingTouch(_ touches: Set<Touch>) {
        guard let editingTouch else { return }
        self.editingTouch = nil
        let point = touches.first?.location(in: self) ?? editingTouch.start
        switch editingTouch.control {
        case .insert:
            if indexPathForRow(at: point) == editingTouch.row {
                dataSource?.tableView(self, commit: .insert, forRowAt: editingTouch.row)
            }
        case .reorder:
            let proposed = reorderDestination(at: point.y, from: editingTouch.row)
            var destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: editingTouch.row,
                                                       toProposedIndexPath: proposed) ?? proposed
            if !isValid(destination) {
                Trace.diagnostic("targetIndexPathForMoveFromRowAt returned a row that does not exist "
                                 + "(\(destination)); the row moves where it was dropped", view: traceName)
                destination = proposed
            }
            if destination != editingTouch.row {
                dataSource?.tableView(self, moveRowAt: editingTouch.row, to: destination)
                moveRow(at: editingTouch.row, to: destination)
            }
            setNeedsLayout()
        case .delete:
            if indexPathForRow(at: point) == editingTouch.row { revealDeleteConfirmation(for: editingTouch.row) }
        }
    }

    func cancelEditingTouch() {
        guard editingTouch != nil else { return }
        editingTouch = nil
        setNeedsLayout()
    }

    /// Where a dragged row lands when the finger lifts at `y`: the row there, or past
    /// the first or last row, that one.
    private func reorderDestination(at y: CGFloat, from source: IndexPath) -> IndexPath {
        let x = frameOfRow(at: source).midX
        if let row = indexPathForRow(at: CGPoint(x: x, y: y)) { return row }
        guard let firstSection = sections.firstIndex(where: { $0.rows.count > 0 }),
              let lastSection = sections.lastIndex(where: { $0.rows.count > 0 }) else { return source }
        let first = IndexPath(row: 0, section: firstSection)
        if y < frameOfRow(at: first).minY { return first }
        let last = IndexPath(row: sections[lastSection].rows.count - 1, section: lastSection)
        if y >= frameOfRow(at: last).maxY { return last }
        // Over a header or a footer: the nearest row above.
        let above = sections.lastIndex { $0.rows.count > 0 && $0.rowsTop <= y } ?? firstSection
        return IndexPath(row: sections[above].rows.count - 1, section: above)
    }
}
