import Easel
import EaselGraphics
import Foundation
import Testing

/// `tableHeaderView` and `tableFooterView`: above the first section and below the last,
/// as wide as the table and as tall as their frames were when set (UIKit keeps that
/// height), scrolling with the rows.
@MainActor
@Suite struct TableHeaderFooterViewTests {
    static let red = Pixel(red: 255, green: 0, blue: 0), blue = Pixel(red: 0, green: 0, blue: 255)

    static func bar(height: CGFloat, color: Color) -> View {
        let view = View(frame: CGRect(x: 7, y: 9, width: 50, height: height))
        view.backgroundColor = color
        return view
    }

    static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// A table of `rows` 44-point rows with a 60-point red header and a 30-point blue
    /// footer.
    static func decorated(_ rows: [Int], style: TableView.Style = .plain, width: CGFloat = 200,
                          height: CGFloat = 200) -> (Window, TableView, TableLog) {
        let log = TableLog(rows: rows)
        let (window, table) = shownTable(log, style: style, width: width, height: height) {
            $0.rowHeight = 44
            $0.tableHeaderView = bar(height: 60, color: .red)
            $0.tableFooterView = bar(height: 30, color: .blue)
        }
        return (window, table, log)
    }

    @Test func inAPlainTableTheHeaderIsAboveTheRowsAndTheFooterBelowThemAcrossTheTable() {
        let (_, table, _) = Self.decorated([3])
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect((0..<3).map { table.rectForRow(at: Self.row($0)).minY } == [60, 104, 148])
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 192, width: 200, height: 30))
        #expect(table.contentSize == CGSize(width: 200, height: 222), "60 + 3 × 44 + 30")
    }

    @Test func inAnInsetGroupedTableTheyAreFullWidthAroundTheInsetSections() {
        let (_, table, _) = Self.decorated([2], style: .insetGrouped, width: 300, height: 300)
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        // The first section's empty header (35) below the table header, its footer
        // (17.5) above the table footer.
        #expect(table.rectForRow(at: Self.row(0)) == CGRect(x: 16, y: 95, width: 268, height: 44))
        #expect(table.rectForRow(at: Self.row(1)) == CGRect(x: 16, y: 139, width: 268, height: 44))
        #expect(table.tableFooterView?.frame == CGRect(x: 0, y: 200.5, width: 300, height: 30))
        #expect(table.contentSize.height == 230.5)
    }

    @Test func theyScrollWithTheRowsWhileSectionHeadersStick() {
        let (window, table, log) = Self.decorated([10])
        log.titles = ["Section"]
        table.reloadData()
        window.eventLoop.runOnce()
        let sectionHeader = table.rectForHeader(inSection: 0)
        #expect(sectionHeader.minY == 82, "below the table header and its 22-point top padding")
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.eventLoop.runOnce()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 200, height: 60), "scrolled away with the content")
        #expect(table.rectForHeader(inSection: 0).minY == 100, "pinned to the top")
        #expect(table.tableHeaderView?.superview === table)
    }

    @Test func theTableKeepsTheHeightAViewHadWhenSetUntilItIsSetAgain() {
        let (window, table, _) = Self.decorated([3])
        let header = table.tableHeaderView!
        header.frame.size.height = 100
        window.eventLoop.runOnce()
        #expect(table.rectForRow(at: Self.row(0)).minY == 60, "a frame change alone moves nothing")
        #expect(header.frame.height == 60)
        header.frame.size.height = 100
        table.tableHeaderView = header
        #expect(table.rectForRow(at: Self.row(0)).minY == 100, "setting it again moves the rows at once")
        #expect(table.contentSize.height == 262)
        window.eventLoop.runOnce()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(table.tableFooterView?.frame.minY == 232)
    }

    @Test func replacingOrRemovingThemTakesTheOldViewOffTheTable() {
        let (window, table, _) = Self.decorated([3])
        let old = table.tableHeaderView!, footer = table.tableFooterView!
        let replacement = Self.bar(height: 20, color: .green)
        table.tableHeaderView = replacement
        window.eventLoop.runOnce()
        #expect(old.superview == nil)
        #expect(replacement.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(table.rectForRow(at: Self.row(0)).minY == 20)
        table.tableHeaderView = nil
        table.tableFooterView = nil
        window.eventLoop.runOnce()
        #expect(replacement.superview == nil && footer.superview == nil)
        #expect(table.rectForRow(at: Self.row(0)).minY == 0)
        #expect(table.contentSize.height == 132)
    }

    @Test func theyAreDrawnWhereTheyAreAndScrollAwayInBothStyles() {
        for style in [TableView.Style.plain, .insetGrouped] {
            let (window, table, _) = Self.decorated([2], style: style, width: 200, height: 300)
            var image = window.lastFrame!.image
            let footerTop = Int(table.tableFooterView!.frame.minY)
            // The header spans the table (beside the inset sections too).
            #expect(image[2, 2] == Self.red && image[197, 57] == Self.red, "\(style)")
            #expect(image[2, footerTop + 2] == Self.blue && image[197, footerTop + 27] == Self.blue, "\(style)")
            #expect(image[100, 62] != Self.red, "\(style): below the header")
            table.contentOffset = CGPoint(x: 0, y: 40)
            window.eventLoop.runOnce()
            image = window.lastFrame!.image
            #expect(image[100, 19] == Self.red && image[100, 21] != Self.red, "\(style): 40 points of it scrolled off")
            #expect(image[100, footerTop - 40 + 2] == Self.blue, "\(style)")
        }
    }
}
