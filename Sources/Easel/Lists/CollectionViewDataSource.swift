import Foundation

/// Gives a collection view its items and views, like `UICollectionViewDataSource`: the
/// two required methods, and UIKit's defaults for the optional ones.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`, like `collectionView(_:numberOfItemsInSection:)`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell of an item, from `dequeueReusableCell(withReuseIdentifier:for:)` or a
    /// cell registration, like `collectionView(_:cellForItemAt:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections, like `numberOfSections(in:)` (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// A supplementary view the layout asks for (a section header or footer), from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, like
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView
    /// Whether an item may be moved interactively, like
    /// `collectionView(_:canMoveItemAt:)`: `true` by default (UIKit allows it when the
    /// data source moves items, which Easel cannot tell; implement
    /// `collectionView(_:moveItemAt:to:)`).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item at a new place: update your data,
    /// like `collectionView(_:moveItemAt:to:)`. The default does nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath)
}

/// UIKit's defaults for the optional methods. A layout that asks for supplementary
/// views of a data source without them is UIKit's exception: reported, and the
/// collection view shows an empty view there.
extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dataSourceLacks("collectionView(_:viewForSupplementaryElementOfKind:at:)",
                                       "supplementary view of kind \(kind)", at: indexPath)
    }
}

extension CollectionView {
    /// Reports that the data source does not implement `method`, asked for `what` at
    /// `indexPath`, and returns an empty view (one not from the pool: the collection
    /// view shows a blank in its place).
    func dataSourceLacks(_ method: String, _ what: String, at indexPath: IndexPath) -> CollectionReusableView {
        Trace.diagnostic("the data source of \(traceName) gives no \(what) at \(indexPath.section)-\(indexPath.item): "
                         + "implement \(method)", view: traceName)
        return CollectionReusableView(frame: .zero)
    }
}
