import EaselGraphics
import Foundation

/// Inserting, deleting, moving and reloading rows and sections, alone or in a batch.
/// The final state is UIKit's (the shown cells of rows that stay are kept, without
/// asking the data source again), and the rows animate to it in virtual time with
/// the `RowAnimation`s the calls name (see `TableView+UpdateAnimation.swift`).
extension TableView {
    /// Moves a section with its rows, like `UITableView.moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections[section] = newSection }
    }

    func update(_ change: (inout ListUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    /// Checks the update against the data source's new counts, renumbers the shown
    /// cells, the selection and the measured heights, and animates the rows to their
    /// new places. An inconsistent update is UIKit's exception: reported, and the
    /// table reloads, so that it still shows the data source's rows.
    func apply(_ update: ListUpdate, animations: TableRowAnimations, completion: @escaping (Bool) -> Void) {
        guard !needsReload else { return completeWithoutAnimation(completion) }
        let before = sections.map(\.rows.count)
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        let after = (0..<sectionCount).map { max(0, dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        if let problem = update.problem(before: before, after: after) {
            Trace.diagnostic(problem, view: traceName)
            reloadData()
            return completeWithoutAnimation(completion)
        }
        guard !update.isEmpty || before != after else { return completeWithoutAnimation(completion) }
        var mapping = update.newIndexPaths(before: before, after: after)
        let sectionMapping = update.newSections(before: before.count, after: after.count)
        let transition = TableUpdateTransition(update: update, animations: animations, rows: mapping,
                                               sections: sectionMapping, oldSections: sections, width: bounds.width,
                                               rowExtents: sections.indices.map { rowFrameX(for: $0) })
        for indexPath in update.reloaded { mapping[indexPath] = nil }

        let animates = updatesAnimate
        let shown = displayedCells
        displayedCells = [:]
        for (old, cell) in shown.sorted(by: { $0.key < $1.key }) {
            if let new = mapping[old] {
                displayedCells[new] = cell
            } else if animates, transition.leavingAnimation(of: old) != .none {
                transition.keep(cell, leaving: old)
            } else {
                endDisplaying(cell, at: old)
            }
        }
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { mapping[$0] })
        // Sections that stay keep their titles and measured heights; inserted and
        // reloaded ones are asked for again.
        var kept = [TableSection?](repeating: nil, count: after.count)
        for (old, new) in sectionMapping where !update.reloadedSections.contains(old) {
            kept[new] = sections[old]
            kept[new]?.rows = sections[old].rows.renumbered(count: after[new]) { row in
                mapping[IndexPath(row: row, section: old)].flatMap { $0.section == new ? $0.row : nil }
            }
        }
        sections = kept.enumerated().map { new, section in section ?? loadSection(new) }
        if estimatedRowHeight == 0 {
            for section in kept.indices where kept[section] != nil {
                for row in 0..<after[section] where !sections[section].rows.isMeasured(row) {
                    let indexPath = IndexPath(row: row, section: section)
                    sections[section].rows.setHeight(requestedHeight(indexPath) ?? rowEstimate, of: row)
                }
            }
        }
        // Headers and footers follow their sections; reloaded sections ask again.
        renumberSectionViews(through: sectionMapping.filter { !update.reloadedSections.contains($0.key) },
                             leavingWith: animates ? transition : nil)
        placeSections()
        animate(transition, animated: animates, completion: completion)
    }
}
