import EaselGraphics
import Foundation

/// Inserting, deleting, moving and reloading rows, alone or in a batch. The final
/// state is UIKit's (the shown cells of rows that stay are kept, without asking the
/// data source again); the row animations are not drawn yet.
extension TableView {
    /// Inserts rows, like `UITableView.insertRows(at:with:)`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes rows, like `UITableView.deleteRows(at:with:)`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deleted.formUnion(indexPaths) }
    }

    /// Asks the data source again for rows' cells and heights, like
    /// `UITableView.reloadRows(at:with:)`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloaded.formUnion(indexPaths) }
    }

    /// Asks the data source again for whole sections (their titles, heights, row counts
    /// and cells), like `UITableView.reloadSections(_:with:)`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a row, like `UITableView.moveRow(at:to:)`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved[indexPath] = newIndexPath }
    }

    /// Applies the insertions, deletions, moves and reloads that `updates` makes as one
    /// update, like `UITableView.performBatchUpdates(_:completion:)`; `completion` is
    /// called with `true` once it is applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts a batch of updates, like `UITableView.beginUpdates()`.
    public func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the batch begun by `beginUpdates()`, like `UITableView.endUpdates()`.
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        apply(update)
    }

    private func update(_ change: (inout TableUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    /// Checks the update against the data source's new counts, then renumbers the
    /// shown cells, the selection and the measured heights. An inconsistent update is
    /// UIKit's exception: reported, and the table reloads, so that it still shows the
    /// data source's rows.
    private func apply(_ update: TableUpdate) {
        guard !needsReload else { return }
        let before = sections.map(\.rows.count)
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let after = (0..<sectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        if let problem = update.problem(before: before, after: after) {
            Trace.diagnostic(problem, view: traceName)
            return reloadData()
        }
        guard !update.isEmpty || before != after else { return }
        var mapping = update.newIndexPaths(before: before, after: after)
        for indexPath in update.reloaded { mapping[indexPath] = nil }

        let shown = displayedCells
        displayedCells = [:]
        for (old, cell) in shown.sorted(by: { $0.key < $1.key }) {
            if let new = mapping[old] { displayedCells[new] = cell } else { endDisplaying(cell, at: old) }
        }
        selectedRows = Set(selectedRows.compactMap { mapping[$0] })
        for section in sections.indices {
            sections[section].rows = sections[section].rows.renumbered(count: after[section]) { row in
                mapping[IndexPath(row: row, section: section)].flatMap { $0.section == section ? $0.row : nil }
            }
            if estimatedRowHeight == 0 {
                for row in 0..<after[section] where !sections[section].rows.isMeasured(row) {
                    let indexPath = IndexPath(row: row, section: section)
                    sections[section].rows.setHeight(requestedHeight(indexPath) ?? rowEstimate, of: row)
                }
            }
        }
        for section in update.reloadedSections {
            sections[section] = loadSection(section)
            removeSectionViews(of: section)
        }
        placeSections()
        setNeedsLayout()
    }
}
