import Foundation

/// What applying a snapshot changes, in index paths: where every item that stays
/// goes, which go and come, which get new cells and which are configured again.
struct SnapshotChanges {
    /// Every item in both snapshots: its index path before → after.
    var survivors: [IndexPath: IndexPath] = [:]
    /// The items only in the old snapshot, by their old index paths.
    var deleted: [IndexPath] = []
    /// The items only in the new snapshot, by their new index paths.
    var inserted: [IndexPath] = []
    /// The items to ask for again (reloaded, or in a reloaded section), by old index path.
    var reloaded: Set<IndexPath> = []
    /// The items to configure again in their cells, by new index path.
    var reconfigured: [IndexPath] = []
    /// Whether the sections differ (a table reloads then).
    var sectionsChanged = false
    /// Every section in both snapshots: its index before → after.
    var sections: [Int: Int] = [:]
}

extension NSDiffableDataSourceSnapshot {
    /// The changes from `old` to this snapshot.
    func changes(from old: Self) -> SnapshotChanges {
        var changes = SnapshotChanges(sectionsChanged: old.sectionIdentifiers != sectionIdentifiers)
        for (index, section) in old.sectionIdentifiers.enumerated() {
            changes.sections[index] = indexOfSection(section)
        }
        let before = old.indexPaths(), after = indexPaths()
        for (item, oldPath) in before {
            if let newPath = after[item] { changes.survivors[oldPath] = newPath } else { changes.deleted.append(oldPath) }
        }
        changes.inserted = after.filter { before[$0.key] == nil }.map(\.value).sorted()
        changes.deleted.sort()
        let reloadedItems = reloadedItemIdentifiers + reloadedSectionIdentifiers.flatMap { itemIdentifiers(inSection: $0) }
        changes.reloaded = Set(reloadedItems.compactMap { before[$0] })
        changes.reconfigured = reconfiguredItemIdentifiers.compactMap { after[$0] }
        return changes
    }

    /// The snapshot without its reload and reconfigure marks, as a data source keeps it.
    func withoutMarks() -> Self {
        var copy = self
        copy.clearMarks()
        return copy
    }

    /// Every item's index path.
    private func indexPaths() -> [Item: IndexPath] {
        var paths: [Item: IndexPath] = [:]
        for (section, items) in sectionItems.enumerated() {
            for (index, item) in items.enumerated() { paths[item] = IndexPath(item: index, section: section) }
        }
        return paths
    }
}
