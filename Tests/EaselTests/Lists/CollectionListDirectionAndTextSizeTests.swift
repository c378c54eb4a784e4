import Easel
import EaselGraphics
import Foundation
import Testing

/// List layouts with `ListContentConfiguration` cells in a right-to-left layout (all
/// of a row mirrored: the image at the right, the accessories at the left, the
/// separators' insets from the right) and at the default and `accessibilityExtraLarge`
/// text sizes (fonts, symbols and rows grow as UIKit's do), at 3×.
@MainActor
@Suite struct CollectionListDirectionAndTextSizeTests {
    /// One section of two subtitle rows with a symbol and accessories, under a header.
    final class Contacts: NSObject, CollectionViewDataSource {
        let headerLook: ListContentConfiguration
        init(headerLook: ListContentConfiguration) { self.headerLook = headerLook }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.image = Image(systemName: "star.fill")
            content.text = "Favorites"
            content.secondaryText = "3 people"
            cell.contentConfiguration = content
            cell.accessories = [.checkmark(), .disclosureIndicator()]
            return cell
        }
        func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> CollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
                as! CollectionViewListCell
            var content = headerLook
            content.text = "Contacts"
            header.contentConfiguration = content
            return header
        }
    }

    /// A 320 × 480 window at 3× with a list of `appearance` and its traits changed by `traits`.
    private func shown(_ appearance: CollectionLayoutListConfiguration.Appearance,
                       traits: (inout TraitOverrides) -> Void = { _ in }) -> CollectionView {
        let window = shownWindow(width: 320, height: 480, scale: 3)
        traits(&window.traitOverrides)
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collection.register(CollectionViewListCell.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        let source = Contacts(headerLook: appearance == .plain ? .plainHeader() : .groupedHeader())
        collection.dataSource = source
        window.addSubview(collection)
        window.eventLoop.runOnce()
        withExtendedLifetime(source) {}
        return collection
    }

    /// The parts of a shown row, in the cell's coordinates: the image, the text, the
    /// secondary text, the accessories (leading-most first) and the separator.
    private struct RowParts: Equatable {
        var cell: CGRect
        var image: CGRect, text: CGRect, secondary: CGRect
        var accessories: [CGRect]
        var separators: [CGRect]

        /// The parts mirrored in a row `width` wide.
        func mirrored(in width: CGFloat) -> RowParts {
            func flip(_ frame: CGRect) -> CGRect { CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) }
            return RowParts(cell: cell, image: flip(image), text: flip(text), secondary: flip(secondary),
                            accessories: accessories.map(flip).reversed(), separators: separators.map(flip)).rounded()
        }

        /// The frames to a thousandth of a point (a symbol's width is not a whole number
        /// of pixels, and mirroring it adds the last bits of rounding).
        func rounded() -> RowParts {
            func round(_ frame: CGRect) -> CGRect {
                func thousandths(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
                return CGRect(x: thousandths(frame.minX), y: thousandths(frame.minY),
                              width: thousandths(frame.width), height: thousandths(frame.height))
            }
            return RowParts(cell: round(cell), image: round(image), text: round(text), secondary: round(secondary),
                            accessories: accessories.map(round), separators: separators.map(round))
        }
    }

    private func parts(_ collection: CollectionView, item: Int) -> RowParts {
        let cell = collection.cellForItem(at: IndexPath(item: item, section: 0)) as! CollectionViewListCell
        let content = cell.contentView.subviews[0]
        let pieces = content.subviews.map { content.convert($0.frame, to: cell) }
        let lines = cell.subviews.filter { $0.frame.height < 1 && !$0.isHidden && $0.backgroundColor == .separator }.map(\.frame)
        let accessories = cell.subviews.filter { $0 !== cell.contentView && $0.frame.height >= 1 }.map(\.frame).sorted { $0.minX < $1.minX }
        return RowParts(cell: cell.frame, image: pieces[0], text: pieces[1], secondary: pieces[2], accessories: accessories, separators: lines).rounded()
    }

    nonisolated static let appearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar]

    @Test(arguments: appearances)
    func aRightToLeftRowIsTheLeftToRightRowMirrored(_ appearance: CollectionLayoutListConfiguration.Appearance) {
        let leftToRight = shown(appearance), rightToLeft = shown(appearance) { $0.layoutDirection = .rightToLeft }
        for item in 0..<2 {
            let ltr = parts(leftToRight, item: item), rtl = parts(rightToLeft, item: item)
            #expect(rtl == ltr.mirrored(in: ltr.cell.width), "\(appearance) row \(item)")
        }
    }

    @Test func aPlainRowsPartsAtTheDefaultTextSize() {
        let row = parts(shown(.plain), item: 0)
        // Under the 30⅓-point header: 11 + 20⅓ (the body line at 3×) + 2 + 18
        // (subheadline) + 11. The 17-point star at the 16-point leading margin, the texts
        // 16 points after it; the chevron (8 × 14) at the 16-point trailing margin and the
        // checkmark (14 × 12) 8 points before it; the separator from the text's leading
        // edge, one pixel tall.
        #expect(row == RowParts(cell: CGRect(x: 0, y: 30.333, width: 320, height: 62.333),
                                image: CGRect(x: 16, y: 21.859, width: 19.502, height: 18.616),
                                text: CGRect(x: 51.502, y: 11, width: 206.498, height: 20.333),
                                secondary: CGRect(x: 51.502, y: 33.333, width: 206.498, height: 18),
                                accessories: [CGRect(x: 274, y: 25, width: 14, height: 12), CGRect(x: 296, y: 24, width: 8, height: 14)],
                                separators: [CGRect(x: 51.502, y: 62, width: 268.498, height: 0.333)]))
    }

    @Test func aPlainRowsPartsRightToLeft() {
        let row = parts(shown(.plain) { $0.layoutDirection = .rightToLeft }, item: 0)
        // The star at the right margin (320 − 16 − 19.502), the texts ending 16 points
        // before it and starting after the accessories (62 = 16 + 8 + 8 + 14 + 16), the
        // chevron at the left margin and the checkmark after it, the separator running
        // from the left edge to the text's leading (right) edge.
        #expect([row.image.minX, row.text.minX, row.text.maxX, row.secondary.minX] == [284.498, 62, 268.498, 62])
        #expect(row.accessories == [CGRect(x: 16, y: 24, width: 8, height: 14), CGRect(x: 32, y: 25, width: 14, height: 12)])
        #expect(row.separators == [CGRect(x: 0, y: 62, width: 268.498, height: 0.333)])
    }

    @Test func atAccessibilityExtraLargeTheFontsTheSymbolAndTheRowGrow() {
        let collection = shown(.insetGrouped) { $0.preferredContentSizeCategory = .accessibilityExtraLarge }
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)) as! CollectionViewListCell
        let labels = cell.contentView.subviews[0].subviews.compactMap { $0 as? Label }
        // Body and subheadline at accessibilityExtraLarge (Apple's Dynamic Type sizes).
        #expect(labels.map(\.font.pointSize) == [40, 36])
        // The title wraps to two 40-point lines; the star is drawn at 40 points; the row
        // is 11 + 95⅔ + 2 + 43 + 11 tall, under the grouped header's larger footnote
        // line. The accessories keep their size (Easel draws them at one size).
        #expect(parts(collection, item: 0) == RowParts(cell: CGRect(x: 16, y: 62.667, width: 288, height: 162.667),
                                                        image: CGRect(x: 16, y: 59.432, width: 45.887, height: 43.802),
                                                        text: CGRect(x: 77.887, y: 11, width: 148.113, height: 95.667),
                                                        secondary: CGRect(x: 77.887, y: 108.667, width: 148.113, height: 43),
                                                        accessories: [CGRect(x: 242, y: 75, width: 14, height: 12),
                                                                      CGRect(x: 264, y: 74, width: 8, height: 14)],
                                                        separators: [CGRect(x: 77.887, y: 162.333, width: 210.113, height: 0.333)]))
    }

    // MARK: Headers and footers

    /// A header or footer configuration's view, measured 320 points wide with `text`.
    private func measured(_ configuration: ListContentConfiguration, text: String = "Contacts") -> CGFloat {
        var configuration = configuration
        configuration.text = text
        return configuration.makeContentView().sizeThatFits(CGSize(width: 320, height: 0)).height
    }

    @Test func headerAndFooterConfigurationsAreAsTallAsTheirTextAndMarginsWithoutTheCellsMinimum() {
        // Measured outside a window (1×), a label's line is rounded up to a whole point.
        let headline = Font.preferredFont(forTextStyle: .headline).lineHeight.rounded(.up)
        let footnote = Font.preferredFont(forTextStyle: .footnote).lineHeight.rounded(.up)
        let title3 = Font.systemFont(ofSize: 20, weight: .bold).lineHeight.rounded(.up)
        #expect([headline, footnote, title3] == [21, 16, 24])
        #expect(measured(.plainHeader()) == 5 + headline + 5)
        #expect(measured(.header()) == 5 + headline + 5)
        #expect(measured(.plainFooter()) == 5 + footnote + 5)
        #expect(measured(.groupedHeader()) == 16 + footnote + 7)
        #expect(measured(.groupedFooter()) == 7 + footnote + 17.5)
        #expect(measured(.prominentInsetGroupedHeader()) == 16 + title3 + 7)
        #expect([measured(.plainHeader()), measured(.groupedHeader()), measured(.plainFooter())].allSatisfy { $0 < 44 })
        #expect(measured(.cell()) == 44, "a cell keeps its 44-point minimum")
    }

    /// The heights of a list's section header and footer, shown as supplementary views.
    private func supplementaryHeights(_ appearance: CollectionLayoutListConfiguration.Appearance) -> [CGFloat] {
        let window = shownWindow(width: 320, height: 480)
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collection.register(CollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        let source = Contacts(headerLook: appearance == .plain ? .plainHeader() : .groupedHeader())
        collection.dataSource = source
        window.addSubview(collection)
        window.eventLoop.runOnce()
        return [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter].compactMap {
            collection.supplementaryView(forElementKind: $0, at: IndexPath(item: 0, section: 0))?.frame.height
        }
    }

    /// A table's title header and footer heights in its second section (the first
    /// section's grouped header has 17.5 points more above it).
    private func tableTitleHeights(_ style: TableView.Style) -> [CGFloat] {
        final class Titled: NSObject, TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                TableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Contacts" }
            func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { "Contacts" }
        }
        let window = shownWindow(width: 320, height: 480)
        let table = TableView(frame: window.bounds, style: style)
        let source = Titled()
        table.dataSource = source
        window.addSubview(table)
        window.eventLoop.runOnce()
        return [table.rectForHeader(inSection: 1).height, table.rectForFooter(inSection: 1).height]
    }

    @Test func listHeadersAndFootersMeasureTheSameInEachAppearanceInTablesAndCollectionLists() {
        // At 1×: the headline line is 21 points, the footnote line 16.
        let plain: [CGFloat] = [5 + 21 + 5, 5 + 16 + 5], grouped: [CGFloat] = [16 + 16 + 7, 7 + 16 + 17.5]
        #expect(supplementaryHeights(.plain) == plain)
        #expect(supplementaryHeights(.sidebarPlain) == plain)
        for appearance in [CollectionLayoutListConfiguration.Appearance.grouped, .insetGrouped, .sidebar] {
            #expect(supplementaryHeights(appearance) == grouped, "\(appearance)")
        }
        // The configurations measure what the layout gives them.
        #expect([measured(.plainHeader()), measured(.plainFooter())] == plain)
        #expect([measured(.groupedHeader()), measured(.groupedFooter())] == grouped)
        // A table's title headers: the same heights, but for the footers: a plain
        // table's footer title is in the headline style, drawn like its header, and
        // the table rounds a title view's whole height up to a point (41, not 40.5).
        let plainTitles: [CGFloat] = [31, 31], groupedTitles: [CGFloat] = [39, 41]
        #expect(tableTitleHeights(.plain) == plainTitles)
        #expect(tableTitleHeights(.grouped) == groupedTitles)
        #expect(tableTitleHeights(.insetGrouped) == groupedTitles)
    }
}
