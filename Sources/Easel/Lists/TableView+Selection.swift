import EaselGraphics
import Foundation

/// Selection: by code (no delegate calls, as in UIKit) and by touch (highlight under
/// the finger, then UIKit's order of delegate calls when it lifts), by the rules of
/// `SelectableList`.
extension TableView: SelectableList {
    /// The selected row, the first if several, like `UITableView.indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.min() }
    /// The selected rows in order, like `UITableView.indexPathsForSelectedRows`
    /// (`nil` when none).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted() }

    /// A touch on a row highlights it (if the delegate agrees); returns whether the
    /// table tracks it.
    func beginTrackingRow(_ touches: Set<Touch>) -> Bool {
        guard let touch = touches.first, touches.count == 1, selects, !isEditing || allowsSelectionDuringEditing,
              let indexPath = indexPathForRow(at: touch.location(in: self)), displayedCells[indexPath] != nil
        else { return false }
        beginTracking(indexPath)
        return true
    }

    // MARK: SelectableList

    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        displayedCells[indexPath]?.setSelected(selected, animated: animated)
    }

    func showHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        displayedCells[indexPath]?.setHighlighted(highlighted, animated: false)
    }

    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    }

    func delegateDidHighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: indexPath) }

    func delegateDidUnhighlight(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath) }

    /// `willSelectRowAt`'s row, if it exists.
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath? {
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        return target.flatMap { isValid($0) ? $0 : nil }
    }

    func delegateDidSelect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: indexPath) }

    /// `willDeselectRowAt`'s row, asked for every row the user deselects.
    func delegateWillDeselect(_ indexPath: IndexPath, replaced: Bool) -> IndexPath? {
        tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    }

    func delegateDidDeselect(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: indexPath) }
}
