@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Bad input on the collection side: a negative item count, a cell provider that
/// gives no cell, and an outline disclosure with nothing to expand get UIKit's message
/// (or a clear one) as a trace diagnostic, and the list stays drawable.
@MainActor
@Suite struct CollectionListBadInputTests {
    private static func shownList(_ dataSource: CollectionViewDataSource) -> (Window, CollectionView) {
        let window = shownWindow(width: 200, height: 200)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.dataSource = dataSource
        window.addSubview(collection)
        return (window, collection)
    }

    @Test func aNegativeItemCountIsReportedAndCountedAsNone() {
        final class Negative: NSObject, CollectionViewDataSource {
            func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? -3 : 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            }
        }
        let source = Negative()
        let (window, collection) = Self.shownList(source)
        let messages = Trace.capture { window.eventLoop.runOnce() }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["the data source of CollectionView gave -3 items for section 0; counted as none"])
        #expect(collection.indexPathsForVisibleItems == [IndexPath(item: 0, section: 1)])
        #expect(window.lastFrame != nil)
    }

    @Test func aCellProviderThatGivesNoCellIsReportedAndTheRowStaysEmpty() {
        let window = shownWindow(width: 200, height: 200)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain)))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, item in
            item == "gone" ? nil : collection.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["kept", "gone"])
        source.apply(tree, to: 0, animatingDifferences: false)
        window.addSubview(collection)
        let messages = Trace.capture { window.eventLoop.runOnce() }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["UICollectionViewDiffableDataSource cell provider returned nil for index path 0-1"])
        #expect(collection.indexPathsForVisibleItems.count == 2)
        #expect(window.lastFrame != nil)
    }

    /// An outline disclosure without an action handler, in a collection view whose data
    /// source is not diffable, has nothing to expand: the tap is reported and changes nothing.
    @Test func anOutlineDisclosureWithNothingToExpandIsReported() {
        final class Rows: NSObject, CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
                cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
                return cell
            }
        }
        let source = Rows()
        let (window, collection) = Self.shownList(source)
        window.eventLoop.runOnce()
        let messages = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 100, y: 20))
            window.eventLoop.run(for: 1)
        }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["the outline disclosure of item 0-0 of CollectionView has no action handler and no diffable "
            + "data source to expand it"])
        #expect(collection.indexPathsForSelectedItems == nil)
    }
}
