import Foundation

/// A table data source that keeps its data as a snapshot of identifiers, like
/// `UITableViewDiffableDataSource`. `apply(_:animatingDifferences:completion:)` turns
/// the differences into one batch of row updates (deletions, insertions, moves and
/// reloads), so cells of rows that stay are kept; reconfigured rows are reloaded. A
/// change of the sections reloads the table.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                       ItemIdentifierType: Hashable & Sendable>: TableViewDataSource {
    /// Makes the cell of an item, like `CellProvider`.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()
    /// The animation of the rows an update inserts, deletes and reloads, like
    /// `defaultRowAnimation`.
    public var defaultRowAnimation = TableView.RowAnimation.automatic

    /// A data source for `tableView` that becomes its data source, like
    /// `UITableViewDiffableDataSource(tableView:cellProvider:)`. Keep a reference to
    /// it: the table's is weak, as in UIKit.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// The data shown, like `snapshot()`.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, like `apply(_:animatingDifferences:completion:)`: the rows
    /// that change animate with `defaultRowAnimation` (at once without
    /// `animatingDifferences`), and `completion` is called when they are in place.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let changes = snapshot.changes(from: current)
        current = snapshot.withoutMarks()
        guard let tableView, !changes.sectionsChanged else {
            tableView?.reloadData()
            completion?()
            return
        }
        if animatingDifferences {
            update(tableView, with: changes, completion: completion)
        } else {
            View.performWithoutAnimation { update(tableView, with: changes, completion: completion) }
        }
    }

    /// Shows `snapshot` by reloading everything, like `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks()
        tableView?.reloadData()
        completion?()
    }

    /// Every surviving row whose place changes is a move, so that the batch names
    /// each row's destination.
    private func update(_ tableView: TableView, with changes: SnapshotChanges, completion: (() -> Void)?) {
        func row(_ indexPath: IndexPath) -> IndexPath { IndexPath(row: indexPath.item, section: indexPath.section) }
        let reconfigured = changes.survivors.filter { changes.reconfigured.contains($0.value) }.map(\.key)
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            tableView.deleteRows(at: changes.deleted.map(row), with: animation)
            tableView.insertRows(at: changes.inserted.map(row), with: animation)
            for (old, new) in changes.survivors.sorted(by: { $0.key < $1.key }) where old != new {
                tableView.moveRow(at: row(old), to: row(new))
            }
            tableView.reloadRows(at: (Array(changes.reloaded) + reconfigured).map(row), with: animation)
        }, completion: { _ in completion?() })
    }

    /// The item at an index path, like `itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// An item's index path, like `indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index, like `sectionIdentifier(for:)`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.sectionIdentifier(at: index) }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell; a row it gives none for is UIKit's exception,
    /// reported, and shows an empty cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        Trace.diagnostic("UITableViewDiffableDataSource cell provider returned nil for index path "
                         + "\(indexPath.section)-\(indexPath.row)", view: tableView.traceName)
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; override it for one, like UIKit's `tableView(_:titleForHeaderInSection:)`.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override it for one, like UIKit's `tableView(_:titleForFooterInSection:)`.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row is editable; override it for swipe-to-delete or editing controls, like
    /// UIKit's diffable `tableView(_:canEditRowAt:)`.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; override it to delete or insert, like UIKit's diffable `tableView(_:commit:forRowAt:)`.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// No row moves; override it for the reorder grip, like UIKit's diffable `tableView(_:canMoveRowAt:)`.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; override it to move the item in your snapshot, like UIKit's diffable
    /// `tableView(_:moveRowAt:to:)`.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
