import Foundation

/// A collection view data source that keeps its data as a snapshot of identifiers, like
/// `UICollectionViewDiffableDataSource`. `apply(_:animatingDifferences:completion:)`
/// works out what changed: cells of items that stay are kept (moved to their new
/// places), removed items' cells go to the reuse pool, new and reloaded items are
/// asked of the cell provider, and reconfigured items are configured again in their
/// own cells. A section can also be given as a tree of items
/// (`apply(_:to:animatingDifferences:completion:)` with a section snapshot): it shows
/// the tree's visible items, each list cell indented by its level, and an outline
/// disclosure accessory expands and collapses them.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                            ItemIdentifierType: Hashable & Sendable>: CollectionViewDataSource {
    /// Makes the cell of an item, like `CellProvider`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view, like `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    /// Makes the layout's supplementary views, like `supplementaryViewProvider`.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = Snapshot()
    /// The sections given as trees, while the items they show are the tree's visible items.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// What a tap on an outline disclosure asks and tells, like `sectionSnapshotHandlers`.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()

    /// A data source for `collectionView` that becomes its data source, like
    /// `UICollectionViewDiffableDataSource(collectionView:cellProvider:)`. Keep a
    /// reference to it: the collection view's is weak, as in UIKit.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The data shown, like `snapshot()`.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, like `apply(_:animatingDifferences:completion:)`: the
    /// differences animate as a batch update does (items that stay move, new ones fade
    /// in, removed ones fade out), or apply at once without animation; `completion` is
    /// called once the animation has ended (at the next turn of the run loop when
    /// nothing animates).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = snapshot.changes(from: current)
        current = snapshot.withoutMarks()
        sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        guard let collectionView else { return }
        guard !collectionView.needsReload else {
            return collectionView.completeWithoutAnimation { _ in completion?() }
        }
        var items = changes.survivors
        for indexPath in changes.reloaded { items[indexPath] = nil }
        let updateItems = changes.deleted.sorted().map { CollectionViewUpdateItem(.delete, before: $0, after: nil) }
            + changes.inserted.sorted().map { CollectionViewUpdateItem(.insert, before: nil, after: $0) }
            + changes.reloaded.sorted().map { CollectionViewUpdateItem(.reload, before: $0, after: $0) }
        collectionView.animateChanges(items: items, sections: changes.sections, counts: snapshot.sectionItems.map(\.count),
                                      updateItems: updateItems, reconfigured: changes.reconfigured, animated: animatingDifferences) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading everything, like `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks()
        sectionSnapshots = sectionSnapshots.filter { snapshot.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        collectionView?.reloadData()
        completion?()
    }

    /// The item at an index path, like `itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// An item's index path, like `indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index, like `sectionIdentifier(for:)`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; an item it gives none for is UIKit's exception,
    /// reported, and shows an empty cell.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            showOutlineState(of: item, in: cell, section: indexPath.section)
            return cell
        }
        Trace.diagnostic("UICollectionViewDiffableDataSource cell provider returned nil for index path "
                         + "\(indexPath.section)-\(indexPath.item)", view: collectionView.traceName)
        return collectionView.blankCell()
    }

    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
        Trace.diagnostic("UICollectionViewDiffableDataSource supplementary view provider returned nil for kind \(kind) at "
                         + "\(indexPath.section)-\(indexPath.item)", view: collectionView.traceName)
        return collectionView.blankView(ofKind: kind)
    }

    /// `false`: UIKit's diffable data source lets items move only through its
    /// reordering handlers, which Easel does not have.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}
}
