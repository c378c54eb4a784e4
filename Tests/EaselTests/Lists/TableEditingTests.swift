@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `TableView` editing: the rows' editing look, the data source's and delegate's say,
/// the insert control, the reorder grip's drag, selection while editing, and
/// `TableViewController`'s Edit button.
@MainActor
@Suite struct TableEditingTests {
    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func startingToEditAsksEachShownRowHowItEditsAndIndentsItsContent() {
        let log = TableLog(rows: [3])
        log.editingStyles[Self.row(1)] = .insert
        log.notEditable = [Self.row(2)]
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        log.entries = []
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        #expect(log.entries == ["canEdit 0.0", "editingStyle 0.0", "shouldIndent 0.0", "canMove 0.0",
                                "canEdit 0.1", "editingStyle 0.1", "shouldIndent 0.1", "canMove 0.1",
                                "canEdit 0.2"])
        let cells = (0..<3).map { table.cellForRow(at: Self.row($0))! }
        #expect(cells.map(\.isEditing) == [true, true, true])
        #expect(cells.map(\.editingStyle) == [.delete, .insert, .none])
        // The 22-point control at the 16-point margin; the content starts after it.
        #expect(cells[0].editingControl?.frame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(cells[0].editingControl?.kind == .delete)
        #expect(cells[1].editingControl?.kind == .insert)
        #expect(cells.map(\.contentView.frame.minX) == [38, 38, 0])
        #expect(cells[2].editingControl == nil)
        // The separator follows the indented text (16 points into the content).
        #expect(cells[0].separator.frame.minX == 54)

        table.setEditing(false, animated: false)
        window.eventLoop.runOnce()
        #expect(cells.map(\.isEditing) == [false, false, false])
        #expect(cells.allSatisfy { $0.editingControl == nil && $0.contentView.frame.minX == 0 })
    }

    @Test func aRowTheDelegateDoesNotIndentKeepsItsContentInPlace() {
        let log = TableLog(rows: [1])
        log.notIndented = [Self.row(0)]
        log.editingStyles[Self.row(0)] = TableViewCell.EditingStyle.none
        let (window, table) = shownTable(log, height: 100) { $0.rowHeight = 44 }
        table.isEditing = true
        window.eventLoop.runOnce()
        let cell = table.cellForRow(at: Self.row(0))!
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(cell.editingControl == nil)
    }

    @Test func theReorderGripAndTheEditingAccessoryStandAtTheTrailingSide() {
        let log = TableLog(rows: [2])
        log.showsReorderControl = true
        let (window, table) = shownTable(log, height: 100) { $0.rowHeight = 44 }
        let cell = table.cellForRow(at: Self.row(0))!
        cell.accessoryType = .disclosureIndicator
        cell.editingAccessoryType = .checkmark
        window.eventLoop.runOnce()
        #expect(cell.accessoryDrawing?.type == .disclosureIndicator)
        #expect(cell.reorderControl == nil, "no grip outside editing")
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        // The 18-point grip, then the 16-point margin; the checkmark (14 wide) a
        // margin before the grip; the content between the indent and the accessory.
        #expect(cell.reorderControl?.frame == CGRect(x: 166, y: 16, width: 18, height: 13))
        #expect(cell.accessoryDrawing?.type == .checkmark)
        #expect(cell.accessoryDrawing?.frame == CGRect(x: 136, y: 16, width: 14, height: 12))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 98, height: 44))
    }

    @Test func aTapOnTheInsertControlCommitsTheInsertion() {
        let log = TableLog(rows: [3])
        log.editingStyles[Self.row(1)] = .insert
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        log.entries = []
        window.scheduleTap(at: CGPoint(x: 27, y: 66))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["commit insert 0.1"])
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func draggingTheGripMovesTheRowAndTellsTheDataSource() {
        let log = TableLog(rows: [4])
        log.showsReorderControl = true
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        let moved = table.cellForRow(at: Self.row(0))!
        log.entries = []
        // From the grip of row 0 to the middle of row 2.
        window.scheduleDrag(along: [CGPoint(x: 175, y: 22), CGPoint(x: 175, y: 110)], duration: 0.2)
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["moveRow 0.0 to 0.2", "numberOfSections", "numberOfRows 0"])
        #expect(table.cellForRow(at: Self.row(2)) === moved)
        #expect(moved.frame == CGRect(x: 0, y: 88, width: 200, height: 44))
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0.1", "Row 0.2", "Row 0.0", "Row 0.3"])
    }

    @Test func whileEditingTapsSelectOnlyWhenTheTableAllowsIt() {
        let log = TableLog(rows: [3])
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        table.selectRow(at: Self.row(0), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: false)
        #expect(table.indexPathsForSelectedRows == nil, "starting to edit clears the selection")
        window.scheduleTap(at: CGPoint(x: 100, y: 66))
        window.eventLoop.run(for: 1)
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsSelectionDuringEditing = true
        window.scheduleTap(at: CGPoint(x: 100, y: 66))
        window.eventLoop.run(for: 1)
        #expect(table.indexPathsForSelectedRows == [Self.row(1)])
    }

    @Test func theEditButtonOfATableViewControllerTogglesTheTablesEditing() {
        let controller = TableViewController(style: .plain)
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        #expect(item.style == .plain)
        item.performAction(anchoredTo: .zero, in: nil)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        controller.isEditing = false
        #expect(!controller.tableView.isEditing)
        #expect(item.title == "Edit")
    }

    @Test func theEditingControlsAreDrawnInTheirSystemColours() {
        let log = TableLog(rows: [3])
        log.editingStyles[Self.row(1)] = .insert
        log.showsReorderControl = true
        let (window, table) = shownTable(log, height: 132, scale: 2) { $0.rowHeight = 44 }
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        let image = window.lastFrame!.image
        func at(_ x: CGFloat, _ y: CGFloat) -> Pixel { image[Int(x * 2), Int(y * 2)] }
        // Inside each 22-point circle (16…38, 11…33 in its row), above its bar.
        #expect(at(27, 15) == Pixel(red: 255, green: 59, blue: 48), "systemRed")
        #expect(at(27, 22) == Pixel(red: 255, green: 255, blue: 255), "the minus bar")
        #expect(at(27, 44 + 15) == Pixel(red: 52, green: 199, blue: 89), "systemGreen")
        #expect(at(27, 44 + 17.5) == Pixel(red: 255, green: 255, blue: 255), "the plus's upright")
        // Outside the circles and the grip: the table's background.
        #expect(at(8, 22) == Pixel(red: 255, green: 255, blue: 255))
        #expect(at(175, 22) != Pixel(red: 255, green: 255, blue: 255), "the grip's middle line")
    }
}
