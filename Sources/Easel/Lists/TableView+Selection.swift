import EaselGraphics
import Foundation

/// Selection: by code (no delegate calls, as in UIKit) and by touch (highlight under
/// the finger, then UIKit's order of delegate calls when it lifts).
extension TableView {
    /// The selected row, the first if several, like `UITableView.indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows in order, like `UITableView.indexPathsForSelectedRows`
    /// (`nil` when none).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row (or, with `nil`, clears the selection), optionally scrolling it
    /// into view, like `UITableView.selectRow(at:animated:scrollPosition:)`; the
    /// delegate is not told. Without multiple selection the other rows are deselected.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadSectionsIfNeeded()
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        guard isValid(indexPath) else {
            return Trace.diagnostic("Attempted to select a row that does not exist (section \(indexPath.section), "
                                    + "row \(indexPath.row))", view: traceName)
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        displayedCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row, like `UITableView.deselectRow(at:animated:)`; the delegate is
    /// not told.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        displayedCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// A touch on a row highlights it (if the delegate agrees); returns whether the
    /// table tracks it.
    func beginTrackingRow(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, allowsSelection || allowsMultipleSelection,
              !isEditing || allowsSelectionDuringEditing,
              let indexPath = indexPathForRow(at: touch.location(in: self)), displayedCells[indexPath] != nil
        else { return false }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return true }
        trackedRow = indexPath
        displayedCells[indexPath]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
        return true
    }

    /// A lift on the highlighted row selects it: `willSelectRowAt`, the highlight goes
    /// (`didUnhighlightRowAt`), the previous selection is deselected
    /// (`willDeselectRowAt`, `didDeselectRowAt`), then `didSelectRowAt`. With multiple
    /// selection a lift on a selected row deselects it instead.
    func endTrackingRow() {
        guard let indexPath = trackedRow else { return }
        trackedRow = nil
        if allowsMultipleSelection, selectedRows.contains(indexPath) {
            unhighlight(indexPath)
            return userDeselect(indexPath)
        }
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        unhighlight(indexPath)
        guard let target, isValid(target) else { return }
        if !allowsMultipleSelection {
            for row in selectedRows.sorted() where row != target { userDeselect(row) }
        }
        selectedRows.insert(target)
        displayedCells[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }

    func cancelTrackingRow() {
        guard let indexPath = trackedRow else { return }
        trackedRow = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        displayedCells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }
}
