import Easel
import Foundation
import Testing

/// Inserting, deleting and moving sections: the cells that stay, the calls, and
/// UIKit's exceptions for inconsistent updates, alone and in a batch.
@MainActor
@Suite struct TableSectionUpdateTests {
    private func texts(_ table: TableView) -> [String?] { table.visibleCells.map { $0.textLabel?.text } }

    private func diagnostics(_ body: () -> Void) -> [String] {
        Trace.capture(during: body).filter { $0.event == "diagnostic" }.compactMap(\.message)
    }

    @Test func anInsertedSectionIsAskedForWholeAndTheOthersKeepTheirCells() {
        let log = TableLog(rows: [2, 1])
        let (window, table) = shownTable(log, height: 300) { $0.rowHeight = 44 }
        let before = table.visibleCells
        log.rows = [2, 2, 1]
        log.entries = []
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        window.eventLoop.runOnce()
        #expect(log.entries == ["numberOfSections", "numberOfRows 0", "numberOfRows 1", "numberOfRows 2",
                                "numberOfRows 1",
                                "heightForRow 1.0", "cellForRow 1.0", "willDisplay 1.0",
                                "heightForRow 1.1", "cellForRow 1.1", "willDisplay 1.1"])
        #expect(table.numberOfSections == 3)
        let after = table.visibleCells
        #expect(after[0] === before[0] && after[1] === before[1] && after[4] === before[2])
        #expect(texts(table) == ["Row 0.0", "Row 0.1", "Row 1.0", "Row 1.1", "Row 1.0"], "the old section 1 keeps its cell")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 2)).minY == 176)
    }

    @Test func aDeletedSectionTakesItsRowsAndTheSelectionMovesUp() {
        let log = TableLog(rows: [1, 2, 1])
        let (window, table) = shownTable(log, height: 300) { $0.rowHeight = 44 }
        let last = table.cellForRow(at: IndexPath(row: 0, section: 2))
        table.selectRow(at: IndexPath(row: 0, section: 2), animated: false, scrollPosition: .none)
        log.rows = [1, 1]
        log.entries = []
        table.deleteSections(IndexSet(integer: 1), with: .fade)
        window.eventLoop.runUntilIdle()
        // The deleted rows' cells fade out, then go to the reuse pool.
        #expect(log.entries == ["numberOfSections", "numberOfRows 0", "numberOfRows 1",
                                "didEndDisplaying 1.0", "didEndDisplaying 1.1"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === last)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 44)
    }

    @Test func aMovedSectionTakesItsCellsAlong() {
        let log = TableLog(rows: [1, 2, 1])
        let (window, table) = shownTable(log, height: 300) { $0.rowHeight = 44 }
        let cells = table.visibleCells
        log.rows = [2, 1, 1]
        table.moveSection(1, toSection: 0)
        window.eventLoop.runOnce()
        #expect(table.visibleCells.map { cell in cells.firstIndex { $0 === cell } } == [1, 2, 0, 3])
    }

    @Test func sectionAndRowChangesApplyTogetherInABatch() {
        let log = TableLog(rows: [2, 2])
        let (window, table) = shownTable(log, height: 300) { $0.rowHeight = 44 }
        let cells = table.visibleCells
        log.rows = [1, 1, 3]
        table.performBatchUpdates({
            table.deleteSections(IndexSet(integer: 0), with: .automatic)
            table.insertSections(IndexSet([0, 1]), with: .automatic)
            table.insertRows(at: [IndexPath(row: 0, section: 2)], with: .automatic)
        })
        window.eventLoop.runOnce()
        // The old section 1 is the new section 2, below two new sections, with a new first row.
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 2)) === cells[2])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 2)) === cells[3])
        // The deleted section's cells went to the reuse pool; the new sections reuse them.
        #expect(texts(table) == ["Row 0.0", "Row 1.0", "Row 2.0", "Row 1.0", "Row 1.1"])
    }

    @Test func inconsistentSectionUpdatesAreUIKitsExceptionsAndTheTableReloads() {
        let log = TableLog(rows: [1, 1])
        let (window, table) = shownTable(log, height: 300) { $0.rowHeight = 44 }
        #expect(diagnostics {
            table.insertSections(IndexSet(integer: 1), with: .automatic)
            window.eventLoop.runOnce()
        } == ["Invalid update: invalid number of sections. The number of sections contained in the table view after the "
              + "update (2) must be equal to the number of sections contained in the table view before the update (2), plus "
              + "or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."])
        #expect(diagnostics {
            table.deleteSections(IndexSet(integer: 5), with: .automatic)
            window.eventLoop.runOnce()
        } == ["attempt to delete section 5, but there are only 2 sections before the update"])
        log.rows = [1, 1, 1]
        #expect(diagnostics {
            table.insertSections(IndexSet(integer: 3), with: .automatic)
            window.eventLoop.runOnce()
        } == ["attempt to insert section 3 but there are only 3 sections after the update"])
        #expect(diagnostics {
            table.moveSection(4, toSection: 0)
            window.eventLoop.runOnce()
        } == ["attempt to move section 4, but there are only 3 sections before the update"])
        // Each time the table reloaded and shows the data source's sections.
        #expect(table.numberOfSections == 3)
        #expect(texts(table) == ["Row 0.0", "Row 1.0", "Row 2.0"])
    }
}
