import Easel
import EaselGraphics
import Foundation
import Testing

/// Snapshots and diffable data sources: the snapshot's rules, UIKit's errors for
/// duplicates, and the cells that stay, come and go when a snapshot is applied.
@MainActor
@Suite struct DiffableDataSourceTests {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "cherry"], toSection: "fruit")
        snapshot.appendItems(["leek"])
        snapshot.insertItems(["banana"], beforeItem: "cherry")
        snapshot.moveItem("leek", afterItem: "apple")
        snapshot.deleteItems(["cherry"])
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["apple", "leek", "banana"])
        #expect(snapshot.itemIdentifiers(inSection: "veg").isEmpty)
        #expect(snapshot.sectionIdentifier(containingItem: "leek") == "fruit")
        #expect(snapshot.indexOfItem("banana") == 2 && snapshot.numberOfItems == 3)
    }

    @Test func duplicateIdentifiersAreUIKitsErrorAndAreLeftOut() {
        var snapshot = Snapshot()
        let (_, messages) = Diagnostics.collect {
            snapshot.appendItems(["early"])
            snapshot.appendSections(["a", "a"])
            snapshot.appendItems(["x", "y", "x"])
            snapshot.appendItems(["y"], toSection: "a")
        }
        #expect(messages == ["There are currently no sections in the data source. Please add a section first.",
                             "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(a)}",
                             "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(x)}",
                             "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(y)}"])
        #expect(snapshot.sectionIdentifiers == ["a"] && snapshot.itemIdentifiers == ["x", "y"])
    }

    private func shownDiffableCollection() -> (Window, CollectionView, CollectionViewDiffableDataSource<String, String>) {
        let window = shownWindow(width: 200, height: 100)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        let registration = CollectionView.CellRegistration<CountingCollectionCell, String> { cell, _, item in
            cell.accessibilityLabel = item
        }
        let source = CollectionViewDiffableDataSource<String, String>(collectionView: collection) { collection, indexPath, item in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        window.addSubview(collection)
        return (window, collection, source)
    }

    /// A snapshot of one section holding `items`, applied without animation and shown.
    private func show(_ items: [String], in window: Window,
                      through source: CollectionViewDiffableDataSource<String, String>) -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items)
        source.apply(snapshot, animatingDifferences: false)
        window.eventLoop.runOnce()
        return snapshot
    }

    @Test func applyingKeepsTheCellsOfItemsThatStayAndAsksOnlyForNewOnes() {
        let (window, collection, source) = shownDiffableCollection()
        var snapshot = show(["a", "b", "c"], in: window, through: source)
        let before = collection.visibleCells
        #expect(before.map(\.accessibilityLabel) == ["a", "b", "c"])
        collection.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        snapshot.deleteItems(["a"])
        snapshot.insertItems(["z"], afterItem: "c")
        source.apply(snapshot, animatingDifferences: false)
        window.eventLoop.runOnce()
        let after = collection.visibleCells
        #expect(after.map(\.accessibilityLabel) == ["b", "c", "z"])
        #expect(after[0] === before[1] && after[1] === before[2], "b and c keep their cells")
        #expect(after[2] === before[0] && (after[2] as! CountingCollectionCell).reuses == 1, "z reuses a's cell")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the selection follows c")
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "z")
    }

    @Test func reconfiguringConfiguresTheSameCellWhileReloadingGivesANewOne() {
        let (window, collection, source) = shownDiffableCollection()
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b"])
        source.apply(snapshot)
        window.eventLoop.runOnce()
        let before = collection.visibleCells.map { $0 as! CountingCollectionCell }
        snapshot.reconfigureItems(["a"])
        snapshot.reloadItems(["b"])
        source.apply(snapshot, animatingDifferences: false)
        window.eventLoop.runOnce()
        let after = collection.visibleCells.map { $0 as! CountingCollectionCell }
        #expect(after[0] === before[0] && after[0].reuses == 0)
        #expect(after[1] === before[1] && after[1].reuses == 1, "b's cell went to the pool and came back prepared")
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test func anAnimatedApplyMovesTheCellsThatStayAndFadesTheOthersLikeABatchUpdate() {
        let (window, collection, source) = shownDiffableCollection()
        var snapshot = show(["a", "b", "c"], in: window, through: source)
        let before = collection.visibleCells
        snapshot.deleteItems(["a"])
        snapshot.appendItems(["z"])
        var completed = false
        source.apply(snapshot) { completed = true }
        window.eventLoop.run(for: 0.15)
        let z = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect(z !== before[0], "a's cell is still fading out, so z gets a new one")
        // 50-point items 10 apart, justified across the 200-point line: 0, 75, 150.
        // Halfway through the animation b is halfway from 75 to 0; a and z at half opacity.
        let b = before[1].layer.presentation()!, a = before[0].layer.presentation()!
        #expect(b.frame == CGRect(x: 37.5, y: 0, width: 50, height: 50) && a.opacity == 0.5)
        #expect(z.layer.presentation()!.opacity == 0.5 && !completed)
        window.eventLoop.runUntilIdle()
        #expect(completed && before[0].superview == nil && before[1].frame.minX == 0)
    }

    @Test func aTableAppliesTheDifferencesAsOneBatch() {
        let log = TableLog(rows: [0])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        let source = TableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["one", "two", "three"])
        source.apply(snapshot)
        window.eventLoop.runOnce()
        let before = table.visibleCells
        snapshot.moveItem("one", afterItem: "three")
        snapshot.deleteItems(["two"])
        snapshot.appendItems(["four"])
        let messages = Trace.capture {
            source.apply(snapshot)
            window.eventLoop.runOnce()
        }.filter { $0.event == "diagnostic" }
        #expect(messages.isEmpty)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["three", "one", "four"])
        #expect(table.visibleCells[0] === before[2] && table.visibleCells[1] === before[0])
    }
}
