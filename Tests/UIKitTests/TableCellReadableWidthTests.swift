import Testing
import UIKit

/// `UITableView.cellLayoutMarginsFollowReadableWidth`: off by default (iOS 12), and when
/// on the cells' content follows the table's readable content guide.
@MainActor
@Suite struct TableCellReadableWidthTests {
    @MainActor final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.row == 0 {
                cell.textLabel?.text = "Built in"
            } else {
                var content = cell.defaultContentConfiguration()
                content.text = "Configured"
                cell.contentConfiguration = content
            }
            return cell
        }
    }

    /// A 1000-point-wide table showing the two rows, cells following the readable width when `follows`.
    private func shown(follows: Bool?) -> (UITableView, Rows) {
        let window = makeWindow(width: 1000, height: 300)
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows()
        if let follows { table.cellLayoutMarginsFollowReadableWidth = follows }
        table.rowHeight = 44
        table.dataSource = rows
        window.addSubview(table)
        commit(window)
        return (table, rows)
    }

    private func textFrames(_ table: UITableView) -> [CGRect] {
        (0..<2).compactMap { row in
            guard let cell = table.cellForRow(at: IndexPath(row: row, section: 0)) else { return nil }
            let label = row == 0 ? cell.textLabel : cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first
            return label.map { cell.convert($0.frame, from: $0.superview) }
        }
    }

    @Test func offByDefaultTheTextStandsAtTheRowMargin() {
        let (table, _) = shown(follows: nil)
        #expect(!table.cellLayoutMarginsFollowReadableWidth)
        let margin: CGFloat = table.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        #expect(textFrames(table).map(\.minX) == [margin, margin])
    }

    @Test func onTheTextFollowsTheReadableContentGuide() {
        let (table, _) = shown(follows: true)
        let readable = table.readableContentGuide.layoutFrame
        #expect(readable.minX > 20)
        #expect(textFrames(table).map(\.minX) == [readable.minX, readable.minX])
    }
}
