import Easel
import EaselGraphics
import Foundation
import Testing

/// Dynamic Type in a table's cells: the built-in cell styles and list content
/// configurations are measured and drawn at the table's content size category, as in
/// UIKit, where a dequeued cell has the table's traits before it is configured.
@MainActor
@Suite struct TableDynamicTypeTests {
    /// One row of each built-in style, then (unless `builtInOnly`) a row configured
    /// with the cell's default content configuration, each with a title and a detail,
    /// under a section header. The built-in rows are made as older code makes them
    /// (`dequeueReusableCell(withIdentifier:)` or a new cell, outside the table).
    final class StyleRows: TableViewDataSource {
        static let styles: [TableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        let builtInOnly: Bool
        init(builtInOnly: Bool) { self.builtInOnly = builtInOnly }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            Self.styles.count + (builtInOnly ? 0 : 1)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Styles" }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            guard indexPath.row < Self.styles.count else {
                let cell = tableView.dequeueReusableCell(withIdentifier: "configured", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Title"
                content.secondaryText = "Detail"
                cell.contentConfiguration = content
                return cell
            }
            let style = Self.styles[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "\(style)") ?? TableViewCell(style: style, reuseIdentifier: "\(style)")
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
    }

    /// A plain table of `StyleRows` at 3× in a window of `category`.
    static func shownStyles(_ category: ContentSizeCategory, builtInOnly: Bool = false) -> (Window, TableView, StyleRows) {
        let window = shownWindow(width: 320, height: 480, scale: 3)
        window.traitOverrides.preferredContentSizeCategory = category
        let rows = StyleRows(builtInOnly: builtInOnly)
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "configured")
        table.dataSource = rows
        window.addSubview(table)
        window.eventLoop.runOnce()
        return (window, table, rows)
    }

    static func heights(_ table: TableView) -> [CGFloat] {
        (0..<table.numberOfRows(inSection: 0)).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
    }

    /// The point sizes of a shown row's title and detail.
    static func fontSizes(_ table: TableView, row: Int) -> [CGFloat] {
        let cell = table.cellForRow(at: IndexPath(row: row, section: 0))!
        let labels = cell.contentView.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? Label }
        return labels.filter { $0.text != nil }.map(\.font.pointSize)
    }

    @Test func atTheDefaultSizeRowsAreUIKitsFortyFourPoints() {
        let (_, table, rows) = Self.shownStyles(.large)
        defer { withExtendedLifetime(rows) {} }
        // Body 17, subheadline 15 (Apple's Dynamic Type table at Large). One body line
        // is 44 points; the subtitle cells stack a body and a subheadline line.
        #expect(Self.fontSizes(table, row: 0) == [17])
        #expect(Self.fontSizes(table, row: 1) == [17, 15])
        #expect(Self.fontSizes(table, row: 2) == [17, 17])
        #expect(Self.fontSizes(table, row: 3) == [15, 17])
        #expect(Self.fontSizes(table, row: 4) == [17, 15])
        // The stacked rows: 11 above, the two lines (20.33 and 18, at 3×, rounded up to
        // the pixel) 2 apart, 11 below.
        let stacked: CGFloat = 62.33333333333333
        #expect(Self.heights(table) == [44, stacked, 44, 44, stacked])
    }

    @Test func atAnAccessibilitySizeRowsAreMeasuredWithTheTablesFonts() {
        let (_, table, rows) = Self.shownStyles(.accessibilityExtraLarge)
        defer { withExtendedLifetime(rows) {} }
        // Body 40, subheadline 36 at Accessibility Extra Large.
        #expect(Self.fontSizes(table, row: 0) == [40])
        #expect(Self.fontSizes(table, row: 1) == [40, 36])
        #expect(Self.fontSizes(table, row: 2) == [40, 40])
        #expect(Self.fontSizes(table, row: 3) == [36, 40])
        #expect(Self.fontSizes(table, row: 4) == [40, 36])
        // One body line (47.67 at 3×) and 22 is 70; the stacked rows add a 2-point gap
        // and a subheadline line (43 at 3×) for 115.
        #expect(Self.heights(table) == [70, 115, 70, 70, 115])
        // The plain header's headline title (47.67 at 3×, from 24 at Large) with 5 above
        // and below.
        #expect(table.rectForHeader(inSection: 0).height == 58)
    }

    @Test func aContentSizeCategoryChangeWhileShownMeasuresAndRedrawsTheRows() {
        let (window, table, rows) = Self.shownStyles(.large, builtInOnly: true)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        window.eventLoop.runOnce()
        let (freshWindow, fresh, freshRows) = Self.shownStyles(.accessibilityExtraLarge, builtInOnly: true)
        defer { withExtendedLifetime((rows, freshRows)) {} }
        #expect(Self.heights(table) == Self.heights(fresh))
        #expect(table.rectForHeader(inSection: 0) == fresh.rectForHeader(inSection: 0))
        #expect((0..<4).map { Self.fontSizes(table, row: $0) } == (0..<4).map { Self.fontSizes(fresh, row: $0) })
        #expect(window.lastFrame!.image.pngData() == freshWindow.lastFrame!.image.pngData(),
                "the changed table draws as a table made at the new size")
    }
}
