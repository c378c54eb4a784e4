import Easel
import EaselGraphics
import Foundation
import Testing

/// `CollectionViewCompositionalLayout`: items, groups and sections placed as UIKit
/// computes them, orthogonal rows, pinned headers, backgrounds, self-sizing and the
/// section provider.
@MainActor
@Suite struct CompositionalLayoutTests {
    /// The shown cells' frames in the collection view's content (a row's cells are in
    /// its own scroll view).
    private func frames(_ collection: CollectionView) -> [CGRect] {
        collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0) }
            .map { $0.convert($0.bounds, to: collection) }
    }

    /// Gives a cell's content a 50-point-wide box `height` tall, which its Auto Layout fits.
    private func fill(_ cell: CollectionViewCell, height: CGFloat) {
        let box = View(frame: .zero)
        box.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            box.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: height),
        ])
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A shown collection view of `width` × `height` at 1× with `layout`, registered as
    /// `shownCollection` registers, settled.
    private func shown(_ log: CollectionLog, width: CGFloat = 200, height: CGFloat = 300,
                       layout: CollectionViewLayout) -> (Window, CollectionView) {
        let window = shownWindow(width: width, height: height)
        let collection = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collection.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        collection.dataSource = log
        collection.delegate = log
        window.addSubview(collection)
        window.eventLoop.runOnce()
        return (window, collection)
    }

    @Test func fractionalItemsFillTheirGroupAndGroupsFollowEachOtherInsideTheSectionInsets() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        let log = CollectionLog(items: [6])
        let (_, collection) = shown(log, layout: CollectionViewCompositionalLayout(section: section))
        #expect(log.entries == ["numberOfSections", "numberOfItems 0"] + (0..<6).flatMap { ["cellForItem 0.\($0)", "willDisplay 0.\($0)"] })
        // 180 points inside the insets: four 45-point items a row, each 2 points in from its room.
        #expect(frames(collection) == [CGRect(x: 12, y: 12, width: 41, height: 46), CGRect(x: 57, y: 12, width: 41, height: 46),
                                       CGRect(x: 102, y: 12, width: 41, height: 46), CGRect(x: 147, y: 12, width: 41, height: 46),
                                       CGRect(x: 12, y: 67, width: 41, height: 46), CGRect(x: 57, y: 67, width: 41, height: 46)])
        #expect(collection.contentSize == CGSize(width: 200, height: 10 + 50 + 5 + 50 + 10))
    }

    @Test func nestedGroupsTakeTheirItemsInOrder() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                                      repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [big, column])
        let (_, collection) = shown(CollectionLog(items: [5]), layout: CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(frames(collection) == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 50),
                                       CGRect(x: 100, y: 50, width: 100, height: 50), CGRect(x: 0, y: 100, width: 100, height: 100),
                                       CGRect(x: 100, y: 100, width: 100, height: 50)])
        #expect(collection.contentSize == CGSize(width: 200, height: 200))
    }

    @Test func aCountedGroupSharesItsWidthAndFlexibleSpacingSharesTheRoomLeft() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(60), .absolute(40)))
        let counted = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitem: item, count: 3)
        counted.interItemSpacing = .fixed(10)
        let flexible = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item])
        flexible.interItemSpacing = .flexible(0)
        // (200 - 2 × 10) / 3 = 60 points each; three 60-point items fit 200 with 20 to share in two gaps.
        let expected = [CGRect(x: 0, y: 0, width: 60, height: 40), CGRect(x: 70, y: 0, width: 60, height: 40),
                        CGRect(x: 140, y: 0, width: 60, height: 40)]
        for group in [counted, flexible] {
            let (_, collection) = shown(CollectionLog(items: [3]), layout: CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            #expect(frames(collection) == expected)
        }
    }

    @Test func fixedSpacingThatDoesNotFitLeavesTheLastItemForTheNextGroup() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: .flexible(0), trailing: nil, bottom: .flexible(0))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let (_, collection) = shown(CollectionLog(items: [2]), layout: CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        // 4 + 100 fits; another 4 + 100 does not. The flexible top and bottom centre the item.
        #expect(frames(collection) == [CGRect(x: 4, y: 5, width: 100, height: 40), CGRect(x: 4, y: 55, width: 100, height: 40)])
    }

    @Test func anOrthogonalSectionIsOneRowAcrossAndItsHeaderStaysWhileItScrolls() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(80), .absolute(60)), subitems: [item])
        let layout = CollectionViewCompositionalLayout { index, _ in
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                        heightDimension: .absolute(30)),
                                                                     elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = index == 0
            section.boundarySupplementaryItems = [header]
            return section
        }
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        layout.configuration = configuration
        let log = CollectionLog(items: [5, 5])
        let (window, collection) = shown(log, height: 150, layout: layout)
        // The row runs past the right edge at 16, 106, 196, …; only what meets the bounds shows.
        #expect(frames(collection) == [0, 1].flatMap { section in
            [16, 106, 196].map { CGRect(x: $0, y: CGFloat(section) * 110 + 30, width: 80, height: 60) }
        })
        #expect(log.entries.filter { $0.hasPrefix("viewFor") } == ["viewFor header 0", "viewFor header 1"])
        let header = { (section: Int) in
            collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(header(0) == CGRect(x: 16, y: 0, width: 168, height: 30))
        #expect(header(1) == CGRect(x: 16, y: 110, width: 168, height: 30))
        #expect(collection.contentSize == CGSize(width: 200, height: 90 + 20 + 90))
        collection.contentOffset = CGPoint(x: 0, y: 50)
        window.eventLoop.runOnce()
        #expect(header(0) == CGRect(x: 16, y: 50, width: 168, height: 30), "pinned to the top of the bounds")
        collection.contentOffset = CGPoint(x: 0, y: 80)
        window.eventLoop.runOnce()
        #expect(header(0) == CGRect(x: 16, y: 60, width: 168, height: 30), "pushed up by the end of its section")
        #expect(header(1) == CGRect(x: 16, y: 110, width: 168, height: 30), "not pinned")
    }

    @Test func aGroupPagingCenteredRowStartsWithItsFirstGroupCentred() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let (_, collection) = shown(CollectionLog(items: [3]), layout: CollectionViewCompositionalLayout(section: section))
        #expect(frames(collection) == [CGRect(x: 20, y: 0, width: 160, height: 50), CGRect(x: 180, y: 0, width: 160, height: 50)])
    }

    @Test func aHorizontalLayoutLinesSectionsUpLeftToRight() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.absolute(50), .fractionalHeight(1)), subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let (_, collection) = shown(CollectionLog(items: [3, 3]), height: 100, layout: layout)
        #expect(frames(collection) == [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0, y: 50, width: 50, height: 50),
                                       CGRect(x: 50, y: 0, width: 50, height: 50), CGRect(x: 110, y: 0, width: 50, height: 50),
                                       CGRect(x: 110, y: 50, width: 50, height: 50), CGRect(x: 160, y: 0, width: 50, height: 50)])
        #expect(collection.contentSize == CGSize(width: 210, height: 100))
    }

    @Test func theSectionProviderSeesTheContainerAndTraitsAndANilSectionIsReported() {
        var seen: [String] = []
        let layout = CollectionViewCompositionalLayout { index, environment in
            let size = environment.container.effectiveContentSize
            seen.append("\(index) \(Int(size.width))×\(Int(size.height)) \(environment.traitCollection.userInterfaceStyle)")
            guard index == 0 else { return nil }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .absolute(environment.container.contentSize.width / 4)))
            return NSCollectionLayoutSection(group: .vertical(layoutSize: item.layoutSize, subitems: [item]))
        }
        var collection: CollectionView?
        let messages = Trace.capture { collection = shown(CollectionLog(items: [2, 1]), layout: layout).1 }
            .filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(seen == ["0 200×300 light", "1 200×300 light"])
        #expect(messages == ["UICollectionViewCompositionalLayout section provider returned nil for section 1"])
        #expect(collection.map(frames) == [CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 0, y: 50, width: 200, height: 50)])
    }

    @Test func aBackgroundDecorationCoversTheSectionLessItsInsets() {
        final class Background: CollectionReusableView {}
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(40)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let (window, collection) = shown(CollectionLog(items: [3, 1]), height: 100, layout: layout)
        func backgrounds() -> [CGRect] { collection.subviews.filter { $0 is Background }.map(\.frame).sorted { $0.minY < $1.minY } }
        // Section 0 is 10 + 2 × 40 + 10 = 100 tall; section 1 starts at 100, below the bounds.
        #expect(backgrounds() == [CGRect(x: 5, y: 5, width: 190, height: 90)])
        #expect(collection.subviews.first is Background, "behind the cells")
        collection.contentOffset = CGPoint(x: 0, y: 60)
        window.eventLoop.runOnce()
        #expect(backgrounds() == [CGRect(x: 5, y: 5, width: 190, height: 90), CGRect(x: 5, y: 105, width: 190, height: 50)])
    }

    @Test func estimatedItemsTakeTheHeightTheirConstraintsGive() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 4
        let log = CollectionLog(items: [3])
        let (window, collection) = shown(log, layout: CollectionViewCompositionalLayout(section: section))
        #expect(frames(collection) == (0..<3).map { CGRect(x: 0, y: CGFloat($0) * 48, width: 200, height: 44) })
        for (height, cell) in zip([30, 70, 20] as [CGFloat], collection.visibleCells) { fill(cell, height: height) }
        log.entries = []
        collection.collectionViewLayout.invalidateLayout()
        window.eventLoop.runOnce()
        #expect(log.entries.isEmpty, "the shown cells are measured again, not asked for again")
        // The width is not an estimate: it stays the group's 200 points.
        #expect(frames(collection) == [CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 0, y: 34, width: 200, height: 70),
                                       CGRect(x: 0, y: 108, width: 200, height: 20)])
        #expect(collection.contentSize == CGSize(width: 200, height: 128))
    }

    @Test func itemsUniformAcrossSiblingsTakeTheTallestMeasuredHeightOfTheirGroup() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(estimate: 44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let (window, collection) = shown(CollectionLog(items: [6]), width: 210, layout: CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        #expect(item.layoutSize.heightDimension.isUniformAcrossSiblings && !item.layoutSize.heightDimension.isEstimated)
        let estimated = [0, 44].flatMap { (y: CGFloat) in [0, 70, 140].map { (x: CGFloat) in CGRect(x: x, y: y, width: 70, height: 44) } }
        #expect(frames(collection) == estimated)
        for (height, cell) in zip([30, 70, 20, 10, 40, 25] as [CGFloat], collection.visibleCells) { fill(cell, height: height) }
        collection.collectionViewLayout.invalidateLayout()
        window.eventLoop.runOnce()
        // Each row is as tall as its tallest cell, and so is every cell in it.
        let rows: [(y: CGFloat, height: CGFloat)] = [(0, 70), (70, 40)]
        let expected = rows.flatMap { row in [0, 70, 140].map { (x: CGFloat) in CGRect(x: x, y: row.y, width: 70, height: row.height) } }
        #expect(frames(collection) == expected)
        #expect(collection.contentSize == CGSize(width: 210, height: 110))
    }

    @Test func aRightToLeftCompositionalLayoutIsMirrored() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 0)
        let (window, collection) = shown(CollectionLog(items: [2]), layout: CollectionViewCompositionalLayout(section: section))
        collection.semanticContentAttribute = .forceRightToLeft
        collection.collectionViewLayout.invalidateLayout()
        window.eventLoop.runOnce()
        #expect(frames(collection).map(\.minX) == [130, 80])
    }

    @Test func cellsArePaintedWhereTheGroupsPutThem() {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 5)
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item]))
        let (window, collection) = shown(CollectionLog(items: [3]), width: 45, height: 20, layout: CollectionViewCompositionalLayout(section: section))
        for cell in collection.visibleCells { cell.contentView.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1) }
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        let red = Pixel(red: 255, green: 0, blue: 0)
        // Three 15-point rooms, each cell 5 points short of its room's right edge.
        #expect((0..<45).map { image[$0, 5] == red } == (0..<45).map { $0 % 15 < 10 })
        #expect(image[5, 15] == Pixel(red: 255, green: 255, blue: 255))
    }
}
