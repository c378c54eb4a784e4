import Easel
import EaselGraphics
import Foundation
import Testing

/// `TableView`: UIKit's call order, reuse, heights, geometry, selection, bad input.
@MainActor
@Suite struct TableViewTests {
    @Test func fixedHeightsAreAskedForEveryRowUpFrontThenOnlyShownRowsGetCells() {
        let log = TableLog(rows: [3, 2])
        let (_, table) = shownTable(log, height: 100) { $0.estimatedRowHeight = 0; $0.rowHeight = 40 }
        #expect(log.entries == [
            "numberOfSections",
            "numberOfRows 0", "heightForRow 0.0", "heightForRow 0.1", "heightForRow 0.2",
            "numberOfRows 1", "heightForRow 1.0", "heightForRow 1.1",
            "cellForRow 0.0", "willDisplay 0.0", "cellForRow 0.1", "willDisplay 0.1",
            "cellForRow 0.2", "willDisplay 0.2",
        ])
        #expect(table.contentSize == CGSize(width: 200, height: 200))
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    }

    @Test func estimatedHeightsAskOnlyForTheRowsShown() {
        let log = TableLog(rows: [100_000])
        log.fixedHeight = 50
        let (_, table) = shownTable(log, height: 120)
        #expect(log.entries == ["numberOfSections", "numberOfRows 0",
                                "heightForRow 0.0", "cellForRow 0.0", "willDisplay 0.0",
                                "heightForRow 0.1", "cellForRow 0.1", "willDisplay 0.1",
                                "heightForRow 0.2", "cellForRow 0.2", "willDisplay 0.2"])
        // Three measured rows of 50, the rest at the estimate (44).
        #expect(table.contentSize.height == 4_400_018, "3 × 50 + 99,997 × 44")
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 150 + 2 * 44, width: 200, height: 44))
    }

    @Test func scrollingHandsRowsThatLeftToTheReusePoolAndPreparesThem() {
        let log = TableLog(rows: [50])
        let (window, table) = shownTable(log, height: 100) { $0.rowHeight = 50 }
        let firstCells = table.visibleCells
        log.entries = []
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.eventLoop.runOnce()
        // The rows that left go to the pool first, so the rows that came on reuse them.
        #expect(log.entries == ["didEndDisplaying 0.0", "didEndDisplaying 0.1",
                                "heightForRow 0.2", "cellForRow 0.2", "willDisplay 0.2",
                                "heightForRow 0.3", "cellForRow 0.3", "willDisplay 0.3"])
        let reused = table.visibleCells.map { $0 as! CountingCell }
        #expect(reused.count == 2)
        #expect(reused.allSatisfy { cell in firstCells.contains { $0 === cell } && cell.reuses == 1 })
        #expect(reused.map { $0.textLabel?.text } == ["Row 0.2", "Row 0.3"])
        table.contentOffset = CGPoint(x: 0, y: 200)
        window.eventLoop.runOnce()
        #expect(table.visibleCells.map { ($0 as! CountingCell).reuses } == [2, 2])
    }

    @Test func aReusedCellIsPreparedInsideTheDequeueOfTheRowItShowsNext() {
        let log = TableLog(rows: [50])
        log.logsReuse = true
        let (window, table) = shownTable(log, height: 100) { $0.rowHeight = 50 }
        log.entries = []
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.eventLoop.runOnce()
        // As in UIKit: the rows that left end displaying first; each row that comes on
        // is asked for, and `dequeueReusableCell` prepares a pooled cell before the data
        // source configures it (the pool hands out the cell that left last first).
        #expect(log.entries == ["didEndDisplaying 0.0", "didEndDisplaying 0.1",
                                "heightForRow 0.2", "cellForRow 0.2", "prepareForReuse (was Row 0.1)", "willDisplay 0.2",
                                "heightForRow 0.3", "cellForRow 0.3", "prepareForReuse (was Row 0.0)", "willDisplay 0.3"])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0.2", "Row 0.3"])
    }

    @Test func onlyTheShownRowsHaveCellsAtAnyOffset() {
        let log = TableLog(rows: [1000])
        let (window, table) = shownTable(log, height: 130) { $0.rowHeight = 44 }
        for offset in stride(from: 0, through: 40_000, by: 1337) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
            window.eventLoop.runOnce()
            let first = offset / 44, last = (offset + 129) / 44
            #expect(table.indexPathsForVisibleRows == (first...last).map { IndexPath(row: $0, section: 0) })
            #expect(table.subviews.filter { $0 is TableViewCell }.count == last - first + 1)
        }
    }

    @Test func selfSizingRowsTakeTheirLabelsHeight() {
        let log = TableLog(rows: [3])
        log.longTexts[IndexPath(row: 1, section: 0)] = "A long text that wraps over several lines in a narrow table"
        let (_, table) = shownTable(log, height: 300)
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // One body line is 44 points tall; three lines (168 points wide between the
        // margins) are 3 × 20.287 (SF's line at 17 points) = 61 points rounded up, with
        // 11 above and below.
        #expect(heights == [44, 83, 44])
    }

    @Test func insetGroupedRowsAreInsetWithRoundedEndsAndNoSeparatorUnderTheLast() {
        let log = TableLog(rows: [3])
        let (_, table) = shownTable(log, style: .insetGrouped, width: 300, height: 300)
        let cells = table.visibleCells
        let frames: [CGRect] = cells.map(\.frame)
        let expected: [CGRect] = [35, 79, 123].map { CGRect(x: 16, y: $0, width: 268, height: 44) }
        #expect(frames == expected)
        #expect(cells.map(\.layer.cornerRadius) == [10, 0, 10])
        #expect(table.contentSize.height == 184.5, "35 above, three rows of 44, 17.5 below")
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 80)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 100, y: 20)) == nil, "over the header")
    }

    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let log = TableLog(rows: [5])
        let (window, table) = shownTable(log, height: 220) { $0.rowHeight = 44 }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        log.entries = []
        window.scheduleTap(at: CGPoint(x: 50, y: 100))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["shouldHighlight 0.2", "didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2",
                                "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.2"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
    }

    @Test func multipleSelectionTogglesRows() {
        let log = TableLog(rows: [5])
        let (window, table) = shownTable(log, height: 220) { $0.rowHeight = 44; $0.allowsMultipleSelection = true }
        for y in [20, 100, 20] as [CGFloat] {
            window.scheduleTap(at: CGPoint(x: 50, y: y))
            window.eventLoop.run(for: 1)
        }
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let log = TableLog(rows: [100])
        let (_, table) = shownTable(log, height: 200) { $0.rowHeight = 50 }
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 500)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == 350)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 4800, "clamped to the end")
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 99, section: 0))
    }

    @Test func plainHeadersStickToTheTopWhileTheirSectionScrolls() {
        let log = TableLog(rows: [10, 10])
        log.titles = ["First", "Second"]
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        let header = table.rectForHeader(inSection: 0).height
        table.contentOffset = CGPoint(x: 0, y: 100)
        window.eventLoop.runOnce()
        #expect(table.rectForHeader(inSection: 0).minY == 100)
        // The section ends 22 points lower: the padding above its header.
        table.contentOffset = CGPoint(x: 0, y: 22 + header + 440 - 10)
        window.eventLoop.runOnce()
        #expect(table.rectForHeader(inSection: 0).minY == 462, "pushed up by the end of its section")
    }

    @Test func reloadDataAsksAgainAndClearsTheSelection() {
        let log = TableLog(rows: [3])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        log.rows = [1]
        log.entries = []
        table.reloadData()
        window.eventLoop.runOnce()
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(table.numberOfRows(inSection: 0) == 1 && table.visibleCells.count == 1)
        #expect(log.entries.first == "didEndDisplaying 0.0")
    }

    @Test func anUnregisteredIdentifierIsUIKitsExceptionAndTheTableStillDraws() {
        let log = TableLog(rows: [2])
        log.identifier = "missing"
        var table: TableView?
        let diagnostics = Trace.capture { table = shownTable(log, height: 100).1 }.filter { $0.event == "diagnostic" }
        #expect(diagnostics.first?.message == "unable to dequeue a cell with identifier missing - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard")
        #expect(table?.visibleCells.count == 2)
    }

    @Test func aCellFromAnotherTableIsRefused() {
        let other = TableView(frame: .zero, style: .plain)
        other.register(TableViewCell.self, forCellReuseIdentifier: "x")
        let foreign = other.dequeueReusableCell(withIdentifier: "x", for: IndexPath(row: 0, section: 0))
        final class Foreign: NSObject, TableViewDataSource {
            let cell: TableViewCell
            init(_ cell: TableViewCell) { self.cell = cell }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cell }
        }
        let source = Foreign(foreign)
        let window = shownWindow(width: 100, height: 100)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
        let messages = Trace.capture {
            table.dataSource = source
            window.addSubview(table)
            window.eventLoop.runOnce()
        }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages.count == 1 && messages[0].hasPrefix("Attempted to dequeue a cell for a different table view."))
        #expect(table.visibleCells.count == 1 && table.visibleCells[0] !== foreign)
    }

    @Test func scrollingToARowThatDoesNotExistIsReportedAndScrollsNothing() {
        let log = TableLog(rows: [3])
        let (_, table) = shownTable(log) { $0.rowHeight = 44 }
        let messages = Trace.capture { table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false) }
            .compactMap(\.message)
        #expect(messages == ["Attempted to scroll the table view to an out-of-bounds row (5) when there are only 3 rows in section 0."])
        #expect(table.contentOffset == .zero)
    }

    @Test func theRectOfARowThatDoesNotExistIsReportedAndZero() {
        let log = TableLog(rows: [3])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        var rects: [CGRect] = []
        let messages = Trace.capture {
            rects = [IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1)].map { table.rectForRow(at: $0) }
            // Laying out and drawing the table reports nothing: only the bad request is.
            table.setNeedsLayout()
            window.eventLoop.runOnce()
        }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["request for rect at invalid index path ({length = 2, path = 0 - 3})",
                             "request for rect at invalid index path ({length = 2, path = 1 - 0})"])
        #expect(rects == [.zero, .zero])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 200, height: 44))
    }
}
