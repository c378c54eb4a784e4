import Foundation

/// Sections given as trees of items (`NSDiffableDataSourceSectionSnapshot`): the
/// section shows the tree's visible items; each list cell is indented by its item's
/// level and knows whether its item is expanded (`configurationState.isExpanded`); a
/// tap on an outline disclosure asks `sectionSnapshotHandlers` and applies the section
/// expanded or collapsed, as UIKit does.
extension CollectionViewDiffableDataSource: OutlineDataSource {
    /// What a tap on an outline disclosure asks and tells, like
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`: each is called
    /// with the item before it expands or collapses.
    public struct SectionSnapshotHandlers {
        /// Whether the item may expand (`nil`: yes), like `shouldExpandItem`.
        public var shouldExpandItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// The item is about to expand, like `willExpandItem`.
        public var willExpandItem: (@MainActor (ItemIdentifierType) -> Void)?
        /// Whether the item may collapse (`nil`: yes), like `shouldCollapseItem`.
        public var shouldCollapseItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// The item is about to collapse, like `willCollapseItem`.
        public var willCollapseItem: (@MainActor (ItemIdentifierType) -> Void)?

        /// No handlers: every item expands and collapses.
        public init() {}
    }

    /// Shows `snapshot` as the items of `section`, like
    /// `apply(_:to:animatingDifferences:completion:)`: the section (added at the end if
    /// the data has none) shows the tree's visible items, with the differences
    /// animated as `apply(_:animatingDifferences:completion:)` animates them.
    public func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.deleteItems(whole.itemIdentifiers(inSection: section))
        whole.appendItems(snapshot.visibleItems, toSection: section)
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        guard let collectionView, let index = whole.indexOfSection(section) else { return }
        // Cells kept across the change show their items' new expansion.
        for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == index {
            guard let cell = collectionView.cellForItem(at: indexPath), let item = itemIdentifier(for: indexPath) else { continue }
            showOutlineState(of: item, in: cell, section: index)
        }
    }

    /// A section's items as a tree, like `snapshot(for:)`: the tree last applied to
    /// it, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        sectionSnapshots[section] ?? NSDiffableDataSourceSectionSnapshot(roots: snapshot().itemIdentifiers(inSection: section))
    }

    /// Indents a list cell by its item's level and shows whether the item is expanded,
    /// for an item of a section given as a tree.
    func showOutlineState(of item: ItemIdentifierType, in cell: CollectionViewCell, section index: Int) {
        guard let section = sectionIdentifier(for: index), let tree = sectionSnapshots[section] else { return }
        (cell as? CollectionViewListCell)?.indentationLevel = tree.level(of: item)
        cell.isExpanded = tree.isExpanded(item)
    }

    /// Expands a collapsed item or collapses an expanded one, if the handlers agree:
    /// `shouldExpandItem`, `willExpandItem`, then the section applied expanded (or
    /// `shouldCollapseItem`, `willCollapseItem`, then collapsed), animated.
    func toggleExpansion(ofItemAt indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section) else { return }
        var tree = snapshot(for: section)
        if tree.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            tree.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            tree.expand([item])
        }
        apply(tree, to: section, animatingDifferences: true)
    }
}

/// A data source that expands and collapses items when their outline disclosure is
/// tapped.
@MainActor
protocol OutlineDataSource: AnyObject {
    func toggleExpansion(ofItemAt indexPath: IndexPath)
}
