import Foundation

/// Told of items about to show, to start loading their data early, like
/// `UICollectionViewDataSourcePrefetching`. Easel asks for a cell when its item comes
/// into view and never calls it (see `CollectionView.isPrefetchingEnabled`).
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items that will soon show, like `collectionView(_:prefetchItemsAt:)`.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer about to show, like `collectionView(_:cancelPrefetchingForItemsAt:)`.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing, as the requirement is optional in UIKit.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
