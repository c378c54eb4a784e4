import Foundation

/// Inserting, deleting, moving, reloading and reconfiguring items and sections, alone
/// or in a batch, like `UICollectionView`'s update methods. Index paths of deletions,
/// reloads and move sources are the ones before the update; those of insertions and
/// move destinations the ones after it. The data source must already give the new
/// counts; an update that does not add up is UIKit's exception, reported, and the
/// collection view reloads. The cells animate to their new places (see
/// `animateChanges(items:sections:counts:updateItems:animated:completion:)`).
extension CollectionView {
    /// Inserts items, like `UICollectionView.insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes items, like `UICollectionView.deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deleted.formUnion(indexPaths) }
    }

    /// Moves an item, like `UICollectionView.moveItem(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved[indexPath] = newIndexPath }
    }

    /// Asks the data source again for items' cells, like `UICollectionView.reloadItems(at:)`:
    /// the old cells fade out as the new ones fade in.
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloaded.formUnion(indexPaths) }
    }

    /// Inserts sections, like `UICollectionView.insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections and their items, like `UICollectionView.deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section with its items, like `UICollectionView.moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        update { $0.movedSections[section] = newSection }
    }

    /// Asks the data source again for whole sections, like `UICollectionView.reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
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

    /// Applies the insertions, deletions, moves and reloads that `updates` makes as one
    /// animated update, like `UICollectionView.performBatchUpdates(_:completion:)`.
    /// Batches nest: the outermost one applies them. `completion` is called with `true`
    /// once the animation has ended (at the next turn of the run loop when nothing
    /// animates), `false` when it was cut short.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if let completion { updateCompletions.append(completion) }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate, completions = updateCompletions
        pendingUpdate = ListUpdate(of: .collection)
        updateCompletions = []
        apply(update) { finished in
            for completion in completions { completion(finished) }
        }
    }

    private func update(_ change: (inout ListUpdate) -> Void) {
        withoutActuallyEscaping(change) { change in
            performBatchUpdates { change(&self.pendingUpdate) }
        }
    }

    /// Checks the update against the data source's new counts and animates it. An
    /// inconsistent update is UIKit's exception: reported, and the collection view
    /// reloads, so that it still shows the data source's items.
    private func apply(_ update: ListUpdate, completion: @escaping (Bool) -> Void) {
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
