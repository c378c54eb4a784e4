import Foundation

/// Finding elements, their views and their places, and scrolling to them.
extension CollectionView {
    /// The cells shown, in index-path order, like `UICollectionView.visibleCells`.
    public var visibleCells: [CollectionViewCell] {
        displayedViews.filter { $0.key.kind == nil }.sorted { $0.key < $1.key }.compactMap { $0.value as? CollectionViewCell }
    }

    /// The index paths of the cells shown, in order, like
    /// `UICollectionView.indexPathsForVisibleItems`.
    public var indexPathsForVisibleItems: [IndexPath] {
        displayedViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// The cell shown for an item (`nil` if it is not shown), like
    /// `UICollectionView.cellForItem(at:)`.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        displayedViews[CollectionElement(kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    /// The supplementary view shown for an element, like
    /// `UICollectionView.supplementaryView(forElementKind:at:)`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        displayedViews[CollectionElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The item of a shown cell, like `UICollectionView.indexPath(for:)`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        displayedViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// The item at a point of the collection view, like `UICollectionView.indexPathForItem(at:)`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = mirrored(CGRect(origin: point, size: CGSize(width: 0.5, height: 0.5)))
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(probe.origin) }?.indexPath
    }

    /// An item's attributes in the collection view's content (mirrored in a
    /// right-to-left language if the layout flips), like
    /// `UICollectionView.layoutAttributesForItem(at:)`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.copy() else { return nil }
        attributes.frame = mirrored(attributes.frame)
        return attributes
    }

    /// Whether an index path names an item the data source has.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Scrolls so that an item shows where `position` says, like
    /// `UICollectionView.scrollToItem(at:at:animated:)`; an item that does not exist is
    /// UIKit's exception, reported.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return Trace.diagnostic("attempt to scroll to invalid index path: {length = \(indexPath.count), path = "
                                    + indexPath.map(String.init).joined(separator: " - ") + "}", view: traceName)
        }
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width }
        let range = offsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(offset, animated: animated)
    }
}
