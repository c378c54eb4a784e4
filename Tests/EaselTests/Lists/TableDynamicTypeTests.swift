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

    /// Body and subheadline at each size, from Apple's Dynamic Type table: 17 and 15
    /// at Large, 40 and 36 at Accessibility Extra Large. A one-line row is its body line
    /// (20.33 or 47.67 points at 3×) with 11 above and below, at least 44; the stacked
    /// rows add 2 points and a subheadline line (18 or 43); the plain header is its
    /// headline line with 5 above and below.
    @Test(arguments: [
        (ContentSizeCategory.large, CGFloat(17), CGFloat(15), [CGFloat(44), 62.33333333333333, 44, 44, 62.33333333333333],
         CGFloat(31)),
        (.accessibilityExtraLarge, 40, 36, [70, 115, 70, 70, 115], 58),
    ])
    func rowsAreMeasuredWithTheTablesFontsBeforeTheyShow(category: ContentSizeCategory, body: CGFloat, subheadline: CGFloat,
                                                         heights: [CGFloat], header: CGFloat) {
        let (_, table, rows) = Self.shownStyles(category)
        defer { withExtendedLifetime(rows) {} }
        let fonts = (0..<5).map { Self.fontSizes(table, row: $0) }
        #expect(fonts == [[body], [body, subheadline], [body, body], [subheadline, body], [body, subheadline]])
        #expect(Self.heights(table) == heights)
        #expect(table.rectForHeader(inSection: 0).height == header)
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
