import Foundation

/// A list whose rows (items) are selected by code and by touch, as UIKit's table and
/// collection views both select: `TableView` and `CollectionView` keep the state and
/// speak to their own delegates; the rules are written once, here.
///
/// - Code selects and deselects without telling the delegate; without multiple
///   selection a selection replaces the others.
/// - A touch highlights its row if the delegate agrees (`shouldHighlight…`,
///   `didHighlight…`). When the finger lifts, the delegate is asked first
///   (`willSelect…` / `shouldSelect…`, or with multiple selection on a selected row
///   `willDeselect…` / `shouldDeselect…`), the highlight goes (`didUnhighlight…`),
///   and then the selection changes and the delegate hears of it (`didDeselect…` for
///   the rows a single selection replaces, then `didSelect…`).
@MainActor
protocol SelectableList: AnyObject {
    /// The selected rows.
    var selectedIndexPaths: Set<IndexPath> { get set }
    /// The row under the finger while it is highlighted.
    var trackedIndexPath: IndexPath? { get set }
    var allowsSelection: Bool { get }
    var allowsMultipleSelection: Bool { get }

    /// Shows a row's cell (if shown) selected or not.
    func showSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool)
    /// Shows a row's cell (if shown) highlighted or not.
    func showHighlighted(_ highlighted: Bool, at indexPath: IndexPath)

    // The delegate, in each list's own words.
    func delegateShouldHighlight(_ indexPath: IndexPath) -> Bool
    func delegateDidHighlight(_ indexPath: IndexPath)
    func delegateDidUnhighlight(_ indexPath: IndexPath)
    /// The row a lift on `indexPath` selects (`nil`: none).
    func delegateWillSelect(_ indexPath: IndexPath) -> IndexPath?
    func delegateDidSelect(_ indexPath: IndexPath)
    /// The row the user deselects for `indexPath` (`nil`: none); `replaced` when a
    /// single selection of another row replaces it.
    func delegateWillDeselect(_ indexPath: IndexPath, replaced: Bool) -> IndexPath?
    func delegateDidDeselect(_ indexPath: IndexPath)
}

extension SelectableList {
    /// Selects a row by code; without multiple selection the others are deselected.
    func select(_ indexPath: IndexPath, animated: Bool) {
        if !allowsMultipleSelection {
            for other in selectedIndexPaths.sorted() where other != indexPath { deselect(other, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        showSelected(true, at: indexPath, animated: animated)
    }

    /// Deselects a row by code.
    func deselect(_ indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        showSelected(false, at: indexPath, animated: animated)
    }

    /// Deselects every row by code.
    func deselectAll(animated: Bool) {
        for indexPath in selectedIndexPaths.sorted() { deselect(indexPath, animated: animated) }
    }

    /// Whether selecting is on at all.
    var selects: Bool { allowsSelection || allowsMultipleSelection }

    /// A touch came down on `indexPath`: it is highlighted if the delegate agrees.
    func beginTracking(_ indexPath: IndexPath) {
        guard delegateShouldHighlight(indexPath) else { return }
        trackedIndexPath = indexPath
        showHighlighted(true, at: indexPath)
        delegateDidHighlight(indexPath)
    }

    /// The finger lifted from the highlighted row: it is selected, or with multiple
    /// selection toggled, in UIKit's order of delegate calls.
    func endTracking() {
        guard let indexPath = trackedIndexPath else { return }
        trackedIndexPath = nil
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            let target = delegateWillDeselect(indexPath, replaced: false)
            unhighlight(indexPath)
            guard let target else { return }
            deselect(target, animated: false)
            return delegateDidDeselect(target)
        }
        let target = delegateWillSelect(indexPath)
        unhighlight(indexPath)
        guard let target else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths.sorted() where other != target {
                guard let deselected = delegateWillDeselect(other, replaced: true) else { continue }
                deselect(deselected, animated: false)
                delegateDidDeselect(deselected)
            }
        }
        selectedIndexPaths.insert(target)
        showSelected(true, at: target, animated: false)
        delegateDidSelect(target)
    }

    /// The touch was cancelled: the highlight goes, nothing is selected.
    func cancelTracking() {
        guard let indexPath = trackedIndexPath else { return }
        trackedIndexPath = nil
        unhighlight(indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        showHighlighted(false, at: indexPath)
        delegateDidUnhighlight(indexPath)
    }
}
