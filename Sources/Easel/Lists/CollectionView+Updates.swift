import Foundation

/// Reloading and reconfiguring items, and applying a diffable data source's changes.
extension CollectionView {
    /// Asks the data source again for items' cells, like `UICollectionView.reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        var changes = SnapshotChanges()
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                changes.survivors[indexPath] = indexPath
            }
        }
        changes.reloaded = Set(indexPaths)
        applyItemChanges(changes)
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

    /// Moves the shown cells of items that stay to their new index paths, returns the
    /// others to the reuse pool, carries the selection over, and reconfigures. A change
    /// of the sections reloads everything.
    func applyItemChanges(_ changes: SnapshotChanges) {
        guard !needsReload, !changes.sectionsChanged else { return reloadData() }
        let shown = displayedViews
        displayedViews = [:]
        for (element, view) in shown.sorted(by: { $0.key < $1.key }) {
            if element.kind != nil {
                displayedViews[element] = view
            } else if let new = changes.survivors[element.indexPath], !changes.reloaded.contains(element.indexPath) {
                displayedViews[CollectionElement(kind: nil, indexPath: new)] = view
            } else {
                endDisplaying(view, as: element)
            }
        }
        selectedItems = Set(selectedItems.compactMap { changes.survivors[$0] })
        needsReload = true
        loadCountsIfNeeded()
        collectionViewLayout.invalidateLayout()
        reconfigureItems(at: changes.reconfigured)
    }
}
