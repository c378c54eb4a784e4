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
    final class StyleRows: NSObject, TableViewDataSource {
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

    /// A plain table of `rows` at 3× filling a 320 × 480 window of `category` (the
    /// default size when `nil`), with the "configured" cells registered.
    static func shown(_ rows: TableViewDataSource, at category: ContentSizeCategory? = nil) -> (Window, TableView) {
        let window = shownWindow(width: 320, height: 480, scale: 3)
        if let category { window.traitOverrides.preferredContentSizeCategory = category }
        let table = TableView(frame: window.bounds, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "configured")
        table.dataSource = rows
        window.addSubview(table)
        window.eventLoop.runOnce()
        return (window, table)
    }

    /// A plain table of `StyleRows` at 3× in a window of `category`.
    static func shownStyles(_ category: ContentSizeCategory, builtInOnly: Bool = false) -> (Window, TableView, StyleRows) {
        let rows = StyleRows(builtInOnly: builtInOnly)
        let (window, table) = shown(rows, at: category)
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
    /// (20.33 or 48 points at 3×) with 11 above and below, at least 44; the stacked
    /// rows add 2 points and a subheadline line (18 or 43), and the value1 row stacks its
    /// detail at the accessibility size (2 points and another body line); the plain
    /// header is its headline line with 5 above and below.
    @Test(arguments: [
        (ContentSizeCategory.large, CGFloat(17), CGFloat(15), [CGFloat(44), 62.33333333333333, 44, 44, 62.33333333333333],
         CGFloat(31)),
        (.accessibilityExtraLarge, 40, 36, [70, 115, 120, 70, 115], 58),
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

    // MARK: Value rows at the accessibility sizes

    /// A value1 row and a row configured with `ListContentConfiguration.valueCell()`,
    /// each with a disclosure indicator.
    final class ValueRows: NSObject, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell: TableViewCell
            if indexPath.row == 0 {
                cell = tableView.dequeueReusableCell(withIdentifier: "value1") ?? TableViewCell(style: .value1, reuseIdentifier: "value1")
                cell.textLabel?.text = "Wi-Fi"
                cell.detailTextLabel?.text = "Home"
            } else {
                cell = tableView.dequeueReusableCell(withIdentifier: "configured", for: indexPath)
                var content = ListContentConfiguration.valueCell()
                content.text = "Wi-Fi"
                content.secondaryText = "Home"
                cell.contentConfiguration = content
            }
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// The frames of a shown row's texts in the cell, to a thousandth of a point.
    static func textFrames(_ table: TableView, row: Int) -> [CGRect] {
        let cell = table.cellForRow(at: IndexPath(row: row, section: 0))!
        let labels = cell.contentView.subviews.flatMap { [$0] + $0.subviews }.compactMap { $0 as? Label }.filter { $0.text != nil }
        return labels.map { $0.superview!.convert($0.frame, to: cell).thousandths }
    }

    @Test func valueRowsKeepTheirDetailOnTheTextsLineAtLarge() {
        let rows = ValueRows()
        let (_, table) = Self.shown(rows, at: .large)
        defer { withExtendedLifetime(rows) {} }
        // One 17-point body line (20⅓ points at 3×) centred in the 44-point row, the
        // title at the 16-point margin. The chevron stands at the 16-point trailing
        // margin (296 − 8 wide); the built-in detail ends 8 points before it (288), the
        // configured one at the configuration's 16-point trailing margin in the content
        // view that ends 8 points before the chevron (280).
        for (row, detailEnd) in [(0, CGFloat(288)), (1, 280)] {
            let frames = Self.textFrames(table, row: row)
            #expect(frames.count == 2)
            #expect(frames[0].minX == 16 && frames[0].minY == 12 && frames[0].height == 20.333, "row \(row)")
            #expect(frames[1].maxX == detailEnd && frames[1].minY == 12, "row \(row)")
        }
        #expect(Self.heights(table) == [44, 44])
    }

    @Test func valueRowsStackTheirDetailUnderTheTextAtAccessibilitySizes() {
        let rows = ValueRows()
        let (_, table) = Self.shown(rows, at: .accessibilityExtraLarge)
        defer { withExtendedLifetime(rows) {} }
        // The 40-point body line is 48 points at 3×: the title at the top margin, the
        // detail 2 points under it, both from the leading margin to where the detail
        // ended side by side (288 or 280, above); the row is 11 + 48 + 2 + 48 + 11.
        for (row, width) in [(0, CGFloat(272)), (1, 264)] {
            #expect(Self.textFrames(table, row: row) == [CGRect(x: 16, y: 11, width: width, height: 48),
                                                         CGRect(x: 16, y: 61, width: width, height: 48)], "row \(row)")
        }
        #expect(Self.heights(table) == [120, 120])
    }

    // MARK: Content configurations after a text-size change

    /// Rows configured with list content of each kind, with long titles that wrap at
    /// the larger size.
    final class ConfiguredRows: NSObject, TableViewDataSource {
        var updates: [ContentSizeCategory] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "configured", for: indexPath)
            var content: ListContentConfiguration = [.cell(), .subtitleCell(), .valueCell()][indexPath.row]
            content.text = "Title"
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { [weak self] _, state in
                self?.updates.append(state.traitCollection.preferredContentSizeCategory)
            }
            return cell
        }
    }

    @Test func contentConfiguredRowsResizeAndRelayoutOnALaterTextSizeChange() {
        let rows = ConfiguredRows()
        let (window, table) = Self.shown(rows)
        defer { withExtendedLifetime(rows) {} }
        // At the default size: a cell() row shows its text (and secondary text under it,
        // as a subtitle), the subtitle row 11 + 20⅓ + 2 + 18 + 11, the value row one line.
        #expect(Self.heights(table) == [62.33333333333333, 62.33333333333333, 44])
        #expect(Self.textFrames(table, row: 2) == [CGRect(x: 16, y: 12, width: 236, height: 20.333),
                                                   CGRect(x: 260, y: 12, width: 44, height: 20.333)])
        rows.updates = []
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        window.eventLoop.runOnce()
        // The configurations were updated for the new traits (UIKit updates a cell's
        // configuration on a trait change), the rows measured again and laid out: the
        // subtitle rows are 11 + 48 + 2 + 43 + 11, the value row stacks (11 + 48 + 2 +
        // 48 + 11) from margin to margin, below them.
        #expect(rows.updates == [.accessibilityExtraLarge, .accessibilityExtraLarge, .accessibilityExtraLarge])
        #expect(Self.heights(table) == [115, 115, 120])
        #expect(Self.textFrames(table, row: 2) == [CGRect(x: 16, y: 11, width: 288, height: 48),
                                                   CGRect(x: 16, y: 61, width: 288, height: 48)])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 230)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))!.frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
    }
}
