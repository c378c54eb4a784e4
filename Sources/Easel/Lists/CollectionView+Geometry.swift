import Foundation

/// Finding elements, their views and their places, and scrolling to them.
extension CollectionView {
    /// The supplementary view shown for an element, like
    /// `UICollectionView.supplementaryView(forElementKind:at:)`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        displayedViews[CollectionElement(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` shown, in index-path order, like
    /// `UICollectionView.visibleSupplementaryViews(ofKind:)`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        displayedViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order, like
    /// `UICollectionView.indexPathsForVisibleSupplementaryElements(ofKind:)`.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayedViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
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
        guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.copiedAttributes() else { return nil }
        attributes.frame = mirrored(attributes.frame)
        return attributes
    }

    /// Whether an index path names an item the data source has.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}
