import Easel
import EaselGraphics
import Foundation
import Testing

/// `CollectionView` with a flow layout: UIKit's call order, reuse, the grid's frames,
/// self-sizing, selection, mirroring, pixels and bad input.
@MainActor
@Suite struct CollectionViewTests {
    private func frames(_ collection: CollectionView) -> [CGRect] { collection.visibleCells.map(\.frame) }

    @Test func countsComeFirstThenOnlyTheShownItemsGetCellsInOrder() {
        let log = CollectionLog(items: [20])
        let (_, collection) = shownCollection(log) { $0.itemSize = CGSize(width: 60, height: 40) }
        // 200 points fit three 60-point items 10 apart; rows 40 tall, 10 apart: two rows show.
        #expect(log.entries == ["numberOfSections", "numberOfItems 0"]
            + (0..<6).flatMap { ["cellForItem 0.\($0)", "willDisplay 0.\($0)"] })
        #expect(collection.contentSize == CGSize(width: 200, height: 7 * 40 + 6 * 10))
        #expect(frames(collection).prefix(4) == [CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 70, y: 0, width: 60, height: 40),
                                                 CGRect(x: 140, y: 0, width: 60, height: 40), CGRect(x: 0, y: 50, width: 60, height: 40)])
    }

    @Test func scrollingHandsItemsThatLeftToTheReusePoolAndPreparesThem() {
        let log = CollectionLog(items: [30])
        let (window, collection) = shownCollection(log) { $0.itemSize = CGSize(width: 60, height: 40) }
        let first = collection.visibleCells
        log.entries = []
        collection.contentOffset = CGPoint(x: 0, y: 100)
        window.eventLoop.runOnce()
        #expect(log.entries == (0..<6).map { "didEndDisplaying 0.\($0)" }
            + (6..<12).flatMap { ["cellForItem 0.\($0)", "willDisplay 0.\($0)"] })
        let reused = collection.visibleCells.map { $0 as! CountingCollectionCell }
        #expect(reused.count == 6 && reused.allSatisfy { cell in first.contains { $0 === cell } && cell.reuses == 1 })
        #expect(collection.visibleCells.map(\.accessibilityLabel) == (6..<12).map { "Item 0.\($0)" })
    }

    @Test func onlyTheShownItemsHaveCellsAtAnyOffset() {
        let log = CollectionLog(items: [3000])
        let (window, collection) = shownCollection(log) { $0.itemSize = CGSize(width: 60, height: 40) }
        for offset in stride(from: 0, through: 40_000, by: 1337) {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            window.eventLoop.runOnce()
            let rows = Set(collection.indexPathsForVisibleItems.map { $0.item / 3 })
            let expected = Set((0..<1000).filter { (row: Int) -> Bool in row * 50 < offset + 100 && row * 50 + 40 > offset })
            #expect(rows == expected, "offset \(offset)")
            #expect(collection.subviews.filter { $0 is CollectionViewCell }.count == collection.visibleCells.count)
        }
    }

    @Test func aLineOfSeveralItemsIsJustifiedAndALoneItemCentredInsideTheInsetsBetweenHeaderAndFooter() {
        let log = CollectionLog(items: [4])
        let (_, collection) = shownCollection(log, height: 300) {
            $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
        }
        #expect(log.entries == ["numberOfSections", "numberOfItems 0", "viewFor header 0"]
            + (0..<4).flatMap { ["cellForItem 0.\($0)", "willDisplay 0.\($0)"] } + ["viewFor footer 0"])
        // 180 points between the insets: three 50-point items, the spare 30 in two gaps.
        #expect(frames(collection) == [CGRect(x: 10, y: 40, width: 50, height: 50), CGRect(x: 75, y: 40, width: 50, height: 50),
                                       CGRect(x: 140, y: 40, width: 50, height: 50), CGRect(x: 75, y: 100, width: 50, height: 50)])
        let header = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        let footer = collection.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(footer?.frame == CGRect(x: 0, y: 160, width: 200, height: 20))
        #expect(collection.contentSize == CGSize(width: 200, height: 180))
    }

    @Test func itemsOfALineAreCentredAcrossItAndTheDelegateSizesEachItem() {
        let log = CollectionLog(items: [2])
        log.sizes = [IndexPath(item: 0, section: 0): CGSize(width: 80, height: 20), IndexPath(item: 1, section: 0): CGSize(width: 80, height: 60)]
        let (_, collection) = shownCollection(log)
        #expect(frames(collection) == [CGRect(x: 0, y: 20, width: 80, height: 20), CGRect(x: 120, y: 0, width: 80, height: 60)])
    }

    @Test func aHorizontalFlowFillsColumnsTopToBottom() {
        let log = CollectionLog(items: [5])
        let (_, collection) = shownCollection(log, height: 110) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 40, height: 50)
        }
        #expect(frames(collection) == [CGRect(x: 0, y: 0, width: 40, height: 50), CGRect(x: 0, y: 60, width: 40, height: 50),
                                       CGRect(x: 50, y: 0, width: 40, height: 50), CGRect(x: 50, y: 60, width: 40, height: 50),
                                       CGRect(x: 100, y: 30, width: 40, height: 50)])
        #expect(collection.contentSize == CGSize(width: 140, height: 110))
    }

    @Test func selfSizingCellsTakeTheSizeTheirConstraintsGive() {
        let log = CollectionLog(items: [3])
        let widths: [CGFloat] = [70, 120, 30]
        let (window, collection) = shownCollection(log) { $0.estimatedItemSize = CGSize(width: 40, height: 40) }
        #expect(collection.visibleCells.count == 3)
        for (index, cell) in collection.visibleCells.enumerated() {
            let box = View(frame: .zero)
            box.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(box)
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
                box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
                box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
                box.widthAnchor.constraint(equalToConstant: widths[index]),
                box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }
        log.entries = []
        collection.collectionViewLayout.invalidateLayout()
        window.eventLoop.runOnce()
        #expect(log.entries.isEmpty, "the shown cells are measured again, not asked for again")
        // 70 + 10 + 120 fill the first line; 30 is alone on the second, centred.
        #expect(frames(collection) == [CGRect(x: 0, y: 0, width: 70, height: 30), CGRect(x: 80, y: 0, width: 120, height: 30),
                                       CGRect(x: 85, y: 40, width: 30, height: 30)])
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let log = CollectionLog(items: [6])
        let (window, collection) = shownCollection(log)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        log.entries = []
        window.scheduleTap(at: CGPoint(x: 100, y: 25))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["shouldHighlight 0.1", "didHighlight 0.1", "shouldSelect 0.1", "didUnhighlight 0.1",
                                "didDeselect 0.0", "didSelect 0.1"])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesItems() {
        let log = CollectionLog(items: [6])
        let (window, collection) = shownCollection(log)
        collection.allowsMultipleSelection = true
        for x in [25, 100, 25] as [CGFloat] {
            window.scheduleTap(at: CGPoint(x: x, y: 25))
            window.eventLoop.run(for: 1)
        }
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(log.entries.filter { $0.hasPrefix("didSelect") || $0.hasPrefix("shouldDeselect") || $0.hasPrefix("didDeselect") }
            == ["didSelect 0.0", "didSelect 0.1", "shouldDeselect 0.0", "didDeselect 0.0"])
    }

    @Test func aRightToLeftGridIsMirrored() {
        let log = CollectionLog(items: [4])
        let (window, collection) = shownCollection(log) { $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 0) }
        collection.semanticContentAttribute = .forceRightToLeft
        collection.collectionViewLayout.invalidateLayout()
        window.eventLoop.runOnce()
        // Left to right the items are at 10, 80, 150 and (alone, centred) 80.
        #expect(frames(collection).map(\.minX) == [140, 70, 0, 70])
        #expect(collection.indexPathForItem(at: CGPoint(x: 150, y: 10)) == IndexPath(item: 0, section: 0))
    }

    @Test func cellsArePaintedWhereTheLayoutPutsThem() {
        let log = CollectionLog(items: [3])
        let (window, collection) = shownCollection(log, width: 40, height: 20) {
            $0.itemSize = CGSize(width: 10, height: 10)
            $0.minimumInteritemSpacing = 5
        }
        for cell in collection.visibleCells { cell.contentView.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1) }
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        let red = Pixel(red: 255, green: 0, blue: 0), white = Pixel(red: 255, green: 255, blue: 255)
        // Three items justified across 40 points: at 0, 15 and 30.
        #expect((0..<40).map { image[$0, 5] == red } == (0..<40).map { $0 < 10 || (15..<25).contains($0) || $0 >= 30 })
        #expect(image[12, 5] == white && image[5, 15] == white)
    }

    @Test func anUnregisteredIdentifierIsUIKitsExceptionAndTheGridStaysDrawable() {
        let log = CollectionLog(items: [2])
        log.identifier = "missing"
        var collection: CollectionView?
        let messages = Trace.capture { collection = shownCollection(log).1 }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == Array(repeating: "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - "
            + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard", count: 2))
        #expect(collection?.visibleCells.count == 2)
    }

    @Test func aCellFromAnotherCollectionViewIsRefused() {
        let other = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        other.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let stray = other.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        final class StrayLog: NSObject, CollectionViewDataSource {
            let stray: CollectionViewCell
            init(stray: CollectionViewCell) { self.stray = stray }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell { stray }
        }
        let source = StrayLog(stray: stray)
        let window = shownWindow(width: 100, height: 100)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        collection.dataSource = source
        window.addSubview(collection)
        let messages = Trace.capture { window.eventLoop.runOnce() }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["the view returned from the data source of CollectionView for 0-0 was not retrieved by calling "
            + "-dequeueReusableCellWithReuseIdentifier:forIndexPath: on it"])
        #expect(collection.visibleCells.count == 1 && collection.visibleCells[0] !== stray)
    }

    @Test func scrollToItemPutsItAtThePositionAndAMissingItemIsReported() {
        let log = CollectionLog(items: [60])
        let (window, collection) = shownCollection(log)
        collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        window.eventLoop.runOnce()
        #expect(collection.contentOffset == CGPoint(x: 0, y: 10 * 60 + 25 - 50))
        let messages = Trace.capture { collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false) }
            .compactMap(\.message)
        #expect(messages == ["attempt to scroll to invalid index path: {length = 2, path = 0 - 99}"])
    }

    @Test func pinnedSectionHeadersStayAtTheTopWhileTheirSectionShows() {
        let log = CollectionLog(items: [6, 6])
        let (window, collection) = shownCollection(log) {
            $0.itemSize = CGSize(width: 60, height: 40)
            $0.headerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        let header = { (section: Int) in
            collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        func scroll(to y: CGFloat) {
            collection.contentOffset = CGPoint(x: 0, y: y)
            window.eventLoop.runOnce()
        }
        // Each section: a 20-point header and two rows of 40-point items 10 apart, 110 points in all.
        scroll(to: 30)
        #expect(header(0) == CGRect(x: 0, y: 30, width: 200, height: 20))
        scroll(to: 100)
        #expect(header(0) == CGRect(x: 0, y: 90, width: 200, height: 20), "pushed up by the end of its section")
        #expect(header(1) == CGRect(x: 0, y: 110, width: 200, height: 20))
        scroll(to: 150)
        #expect(header(0) == nil && header(1) == CGRect(x: 0, y: 150, width: 200, height: 20))
    }
}
