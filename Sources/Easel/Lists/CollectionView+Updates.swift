import Foundation

/// Inserting, deleting, moving, reloading and reconfiguring items and sections, alone
/// or in a batch, like `UICollectionView`'s update methods. Index paths of deletions,
/// reloads and move sources are the ones before the update; those of insertions and
/// move destinations the ones after it. The data source must already give the new
/// counts; an update that does not add up is UIKit's exception, reported, and the
/// collection view reloads. The cells animate to their new places (see
/// `animateChanges(items:sections:counts:updateItems:animated:completion:)`).
extension CollectionView {
    /// Moves a section with its items, like `UICollectionView.moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections[section] = newSection }
    }

    /// Asks the data source again for shown items' cells, which gets the same cells
    /// back from `dequeueReusableCell` (without `prepareForReuse()`), like
    /// `UICollectionView.reconfigureItems(at:)`.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths.sorted() {
            guard let cell = cellForItem(at: indexPath) else { continue }
            cellBeingReconfigured = (indexPath, cell)
            _ = dataSource?.collectionView(self, cellForItemAt: indexPath)
            cellBeingReconfigured = nil
        }
    }

    func update(_ change: (inout ListUpdate) -> Void) {
        withoutActuallyEscaping(change) { change in
            performBatchUpdates { change(&self.pendingUpdate) }
        }
    }

    /// Checks the update against the data source's new counts and animates it. An
    /// inconsistent update is UIKit's exception: reported, and the collection view
    /// reloads, so that it still shows the data source's items.
    func apply(_ update: ListUpdate, completion: @escaping (Bool) -> Void) {
        guard !needsReload else { return completeWithoutAnimation(completion) }
        let before = itemCounts, after = countsFromDataSource()
        if let problem = update.problem(before: before, after: after) {
            Trace.diagnostic(problem, view: traceName)
            reloadData()
            return completeWithoutAnimation(completion)
        }
        var items = update.newIndexPaths(before: before, after: after)
        for indexPath in update.reloaded { items[indexPath] = nil }
        var sections = update.newSections(before: before.count, after: after.count)
        for section in update.reloadedSections { sections[section] = nil }
        animateChanges(items: items, sections: sections, counts: after, updateItems: update.collectionUpdateItems, completion: completion)
    }
}
