import Easel
import Foundation
import Testing

/// Inserting, deleting, moving and reloading rows: the final state, the calls, and
/// UIKit's exceptions for inconsistent updates.
@MainActor
@Suite struct TableUpdateTests {
    private func texts(_ table: TableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    @Test func anInsertedRowIsTheOnlyOneAskedForAndTheOthersKeepTheirCells() {
        let log = TableLog(rows: [3])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        let before = table.visibleCells
        log.rows = [4]
        log.entries = []
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        window.eventLoop.runOnce()
        #expect(log.entries == ["numberOfSections", "numberOfRows 0", "heightForRow 0.1", "cellForRow 0.1", "willDisplay 0.1"])
        let after = table.visibleCells
        #expect(after[0] === before[0] && after[2] === before[1] && after[3] === before[2])
        #expect(texts(table) == ["Row 0.0", "Row 0.1", "Row 0.1", "Row 0.2"], "old cells keep their content until reloaded")
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).minY == 132)
    }

    @Test func deletingAndMovingRenumbersCellsAndSelection() {
        let log = TableLog(rows: [4])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        let before = table.visibleCells
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        log.rows = [3]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        })
        window.eventLoop.runOnce()
        #expect(table.visibleCells.map { cell in before.firstIndex { $0 === cell } } == [3, 1, 2])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    @Test func reloadedRowsGetNewCells() {
        let log = TableLog(rows: [2])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        log.entries = []
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        window.eventLoop.runOnce()
        #expect(log.entries == ["numberOfSections", "numberOfRows 0", "didEndDisplaying 0.1",
                                "heightForRow 0.1", "cellForRow 0.1", "willDisplay 0.1"])
    }

    @Test func aWrongCountIsUIKitsExceptionAndTheTableReloads() {
        let log = TableLog(rows: [3])
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        log.rows = [5]
        let messages = Trace.capture {
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            window.eventLoop.runOnce()
        }.filter { $0.event == "diagnostic" }.compactMap(\.message)
        #expect(messages == ["Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
            + "section after the update (5) must be equal to the number of rows contained in that section before the update "
            + "(3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or "
            + "minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."])
        #expect(table.numberOfRows(inSection: 0) == 5 && table.visibleCells.count == 5)
    }

    @Test func deletingARowThatDoesNotExistIsReported() {
        let log = TableLog(rows: [2])
        let (_, table) = shownTable(log) { $0.rowHeight = 44 }
        let messages = Trace.capture { table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade) }
            .compactMap(\.message)
        #expect(messages == ["attempt to delete row 7 from section 0 which only contains 2 rows before the update"])
    }
}
