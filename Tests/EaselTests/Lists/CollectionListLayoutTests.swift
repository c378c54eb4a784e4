import Easel
import EaselGraphics
import Foundation
import Testing

/// List layouts (`CollectionLayoutListConfiguration`) and `CollectionViewListCell`:
/// the table styles' geometry in a compositional layout.
@MainActor
@Suite struct CollectionListLayoutTests {
    /// A data source of list cells titled "Row", with `accessories`.
    final class Rows: NSObject, CollectionViewDataSource {
        let counts: [Int]
        var accessories: [CellAccessory] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            cell.accessories = accessories
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> CollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        }
    }

    private func shown(_ rows: Rows, _ configuration: CollectionLayoutListConfiguration) -> (Window, CollectionView) {
        let window = shownWindow(width: 200, height: 400)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
        }
        collection.dataSource = rows
        window.addSubview(collection)
        window.eventLoop.runOnce()
        return (window, collection)
    }

    /// A one-line row's height: the body line with the cell's 11-point margins above and
    /// below (44 points with SF's 22-point body line).
    private var rowHeight: CGFloat {
        var content = ListContentConfiguration.cell()
        content.text = "Row"
        return content.makeContentView().sizeThatFits(CGSize(width: 168, height: 0)).height
    }

    private func frames(_ collection: CollectionView) -> [CGRect] {
        collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0)?.frame }
    }

    @Test func anInsetGroupedListStandsInFromTheSidesWithHeadersAboveItsSections() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let (_, collection) = shown(Rows([2, 1]), configuration)
        // The grouped header: a footnote line (a label's, rounded up to the pixel) with
        // 16 points above and 7 below.
        let header = Font.preferredFont(forTextStyle: .footnote).lineHeight.rounded(.up) + 16 + 7, row = rowHeight
        let second = header + 2 * row + 17.5
        #expect(frames(collection) == [CGRect(x: 16, y: header, width: 168, height: row),
                                       CGRect(x: 16, y: header + row, width: 168, height: row),
                                       CGRect(x: 16, y: second + header, width: 168, height: row)])
        let headers = (0..<2).compactMap {
            collection.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))?.frame
        }
        #expect(headers == [CGRect(x: 16, y: 0, width: 168, height: header), CGRect(x: 16, y: second, width: 168, height: header)])
        #expect(collection.contentSize.height == second + header + row + 17.5)
        #expect(collection.backgroundColor == .systemGroupedBackground)
    }

    @Test func aPlainListRunsEdgeToEdgeOnThePlainBackground() {
        let (_, collection) = shown(Rows([3]), CollectionLayoutListConfiguration(appearance: .plain))
        let row = rowHeight
        #expect(frames(collection) == (0..<3).map { CGRect(x: 0, y: CGFloat($0) * row, width: 200, height: row) })
        #expect(collection.backgroundColor == .systemBackground)
    }

    @Test func aGroupedListSetsSectionsApartAcrossTheFullWidthWithFooters() {
        var configuration = CollectionLayoutListConfiguration(appearance: .grouped)
        configuration.footerMode = .supplementary
        configuration.backgroundColor = .systemPink
        let (_, collection) = shown(Rows([1, 1]), configuration)
        // No header: 17.5 points above each section; the footer: a footnote line, 7 above and 17.5 below.
        let footer = Font.preferredFont(forTextStyle: .footnote).lineHeight.rounded(.up) + 7 + 17.5, row = rowHeight
        #expect(frames(collection) == [CGRect(x: 0, y: 17.5, width: 200, height: row),
                                       CGRect(x: 0, y: 17.5 + row + footer + 17.5, width: 200, height: row)])
        #expect(collection.backgroundColor == .systemPink)
    }

    @Test func accessoriesStandAtTheTrailingMarginAndTheContentEndsBeforeThem() {
        let rows = Rows([1])
        rows.accessories = [.checkmark(), .disclosureIndicator()]
        let (_, collection) = shown(rows, CollectionLayoutListConfiguration(appearance: .plain))
        let cell = collection.visibleCells[0]
        let row = rowHeight
        let drawn = cell.subviews.filter { $0 !== cell.contentView && $0.frame.width < 20 }.map(\.frame)
        // The chevron (8 × 14) 16 points from the right edge, the checkmark (14 × 12) 8 points before it.
        #expect(drawn == [CGRect(x: 154, y: ((row - 12) / 2).rounded(), width: 14, height: 12),
                          CGRect(x: 176, y: ((row - 14) / 2).rounded(), width: 8, height: 14)])
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 154, height: row))
    }

    @Test func insetGroupedRowsRoundTheSectionsOuterCornersAndSeparateFromTheTextsLeadingEdge() {
        let (window, collection) = shown(Rows([3]), CollectionLayoutListConfiguration(appearance: .insetGrouped))
        let cells = collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0) }
        #expect(cells.map(\.layer.cornerRadius) == [10, 0, 10])
        #expect(cells.map(\.layer.maskedCorners) == [[.layerMinXMinYCorner, .layerMaxXMinYCorner], [],
                                                     [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]])
        let row = rowHeight
        // A line one pixel tall under the first two rows from the text (16 points in);
        // the section's edge ends the last one.
        let lines = cells.map { cell in cell.subviews.filter { $0.frame.height == 1 && $0.backgroundColor == .separator }.map(\.frame) }
        #expect(lines == [[CGRect(x: 16, y: row - 1, width: 152, height: 1)], [CGRect(x: 16, y: row - 1, width: 152, height: 1)], []])
        let image = window.lastFrame!.image
        let background = image[5, 5], white = Pixel(red: 255, green: 255, blue: 255)
        // The first row starts 17.5 points down, 16 in: its corner is cut off, the
        // middle row's is square.
        #expect(image[17, 19] == background && image[40, 30] == white)
        #expect(image[17, Int(17.5 + row) + 2] == white)
    }

    @Test func withFirstItemInSectionHeadersTheFirstItemIsDrawnAsTheSectionsHeader() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .firstItemInSection
        let (_, collection) = shown(Rows([3]), configuration)
        let cells = collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0) }
        // The header item takes the grouped header's look (a footnote line, 16 points
        // above and 7 below: a header has no 44-point minimum) where a supplementary
        // header would be; the rows below it make the rounded group.
        let header = Font.preferredFont(forTextStyle: .footnote).lineHeight.rounded(.up) + 16 + 7, row = rowHeight
        #expect(frames(collection) == [CGRect(x: 16, y: 0, width: 168, height: header),
                                       CGRect(x: 16, y: header, width: 168, height: row),
                                       CGRect(x: 16, y: header + row, width: 168, height: row)])
        let content = cells.map { ($0.contentConfiguration as? ListContentConfiguration)?.textProperties.font }
        #expect(content == [.preferredFont(forTextStyle: .footnote), .preferredFont(forTextStyle: .body), .preferredFont(forTextStyle: .body)])
        #expect(cells.map(\.backgroundColor) == [nil, .secondarySystemGroupedBackground, .secondarySystemGroupedBackground])
        #expect(cells.map(\.layer.cornerRadius) == [0, 10, 10])
        #expect(cells.map(\.layer.maskedCorners)[1] == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let lines = cells.map { cell in cell.subviews.filter { $0.frame.height == 1 && $0.backgroundColor == .separator }.count }
        #expect(lines == [0, 1, 0], "no line under the header; one between the rows")
    }

    @Test func theItemSeparatorHandlerChangesOneRowsLines() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.itemSeparatorHandler = { indexPath, separators in
            var changed = separators
            if indexPath.item == 1 {
                changed.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
                changed.topSeparatorVisibility = .visible
            }
            return changed
        }
        let (_, collection) = shown(Rows([3]), configuration)
        let row = rowHeight
        let lines = collection.indexPathsForVisibleItems.sorted().compactMap { collection.cellForItem(at: $0) }.map { cell in
            cell.subviews.filter { $0.frame.height == 1 && $0.backgroundColor == .systemRed }.map(\.frame)
        }
        #expect(lines == [[CGRect(x: 16, y: row - 1, width: 184, height: 1)],
                          [CGRect(x: 16, y: 0, width: 184, height: 1), CGRect(x: 0, y: row - 1, width: 180, height: 1)],
                          [CGRect(x: 16, y: row - 1, width: 184, height: 1)]], "a plain list's last row keeps its line")
    }
}
