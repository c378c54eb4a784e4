@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The row animations of a table's updates, drawn in virtual time: where the rows that
/// come, go and stay are (frame and opacity on screen) halfway through the 0.3-second
/// ease-in-ease-out animation, which is halfway along, and when the cells that leave
/// go to the reuse pool.
@MainActor
@Suite struct TableRowAnimationTests {
    private static func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// A 200 × 200 table of 44-point rows.
    private static func table(_ rows: [Int]) -> (TableLog, Window, TableView) {
        let log = TableLog(rows: rows)
        let (window, table) = shownTable(log) { $0.rowHeight = 44 }
        return (log, window, table)
    }

    /// The frame and opacity a view shows on screen now.
    private static func onScreen(_ view: View) -> (frame: CGRect, opacity: Float) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.frame, layer.opacity)
    }

    private static func rowFrame(y: CGFloat, x: CGFloat = 0) -> CGRect { CGRect(x: x, y: y, width: 200, height: 44) }

    @Test func anInsertedRowFadesInAsTheRowsBelowMoveDown() {
        let (log, window, table) = Self.table([4])
        let before = table.visibleCells
        log.rows = [5]
        table.insertRows(at: [Self.row(1)], with: .fade)
        let inserted = table.cellForRow(at: Self.row(1))!
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(inserted) == (Self.rowFrame(y: 44), 0.5))
        #expect(Self.onScreen(before[1]).frame == Self.rowFrame(y: 66))
        #expect(Self.onScreen(before[3]).frame == Self.rowFrame(y: 154))
        #expect(Self.onScreen(before[0]).frame == Self.rowFrame(y: 0), "the rows above stay")
        window.eventLoop.runUntilIdle()
        #expect(Self.onScreen(inserted) == (Self.rowFrame(y: 44), 1))
        #expect(Self.onScreen(before[3]).frame == Self.rowFrame(y: 176))
    }

    /// Each animation's deleted row halfway out, the row below halfway up in its place.
    @Test(arguments: [
        (TableView.RowAnimation.fade, CGRect(x: 0, y: 44, width: 200, height: 44), Float(0.5)),
        (.right, CGRect(x: 100, y: 44, width: 200, height: 44), 1),
        (.left, CGRect(x: -100, y: 44, width: 200, height: 44), 1),
        (.top, CGRect(x: 0, y: 22, width: 200, height: 44), 1),
        (.bottom, CGRect(x: 0, y: 66, width: 200, height: 44), 1),
        (.middle, CGRect(x: 0, y: 33, width: 200, height: 44), 0.5),
        // Not the first row of its section: UIKit slides it up, behind the row above.
        (.automatic, CGRect(x: 0, y: 22, width: 200, height: 44), 1),
    ])
    func aDeletedRowLeavesAsItsAnimationSays(animation: TableView.RowAnimation, halfway: CGRect, opacity: Float) {
        let (log, window, table) = Self.table([4])
        let before = table.visibleCells
        log.rows = [3]
        log.entries = []
        table.deleteRows(at: [Self.row(1)], with: animation)
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(before[1]) == (halfway, opacity))
        #expect(Self.onScreen(before[2]).frame == Self.rowFrame(y: 66))
        #expect(before[1].superview === table && !log.entries.contains("didEndDisplaying 0.1"))
        window.eventLoop.runUntilIdle()
        #expect(log.entries == ["numberOfSections", "numberOfRows 0", "didEndDisplaying 0.1"])
        #expect(before[1].superview == nil && before[1].alpha == 1, "whole again in the reuse pool")
        #expect(Self.onScreen(before[2]).frame == Self.rowFrame(y: 44))
    }

    @Test func withoutAnimationADeletedRowGoesAtOnceAndTheRowsBelowStillMove() {
        let (log, window, table) = Self.table([4])
        let before = table.visibleCells
        log.rows = [3]
        log.entries = []
        table.deleteRows(at: [Self.row(1)], with: .none)
        #expect(before[1].superview == nil && log.entries.last == "didEndDisplaying 0.1")
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(before[2]).frame == Self.rowFrame(y: 66))
    }

    /// `.automatic` as UIKit chooses: the first row of a section comes up from the
    /// bottom, the others down from the top (never over the section's header); a
    /// reloaded row fades.
    @Test func automaticSlidesTheFirstRowUpAndTheOthersDownAndFadesAReload() {
        let (log, window, table) = Self.table([3])
        let before = table.visibleCells
        log.rows = [4]
        table.performBatchUpdates {
            table.insertRows(at: [Self.row(0), Self.row(3)], with: .automatic)
            table.deleteRows(at: [Self.row(2)], with: .automatic)
            table.reloadRows(at: [Self.row(1)], with: .automatic)
        }
        let first = table.cellForRow(at: Self.row(0))!, last = table.cellForRow(at: Self.row(3))!
        let reloaded = table.cellForRow(at: Self.row(2))!
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(first) == (Self.rowFrame(y: 22), 1), "from 44, below its place")
        #expect(Self.onScreen(last) == (Self.rowFrame(y: 110), 1), "from 88, above its place")
        #expect(Self.onScreen(reloaded) == (Self.rowFrame(y: 88), 0.5), "where row 1 went, fading in")
        #expect(Self.onScreen(before[1]) == (Self.rowFrame(y: 44), 0.5), "the old cell fades out where it was")
        #expect(Self.onScreen(before[0]).frame == Self.rowFrame(y: 22), "row 0 moves down to row 1")
        #expect(Self.onScreen(before[2]) == (Self.rowFrame(y: 66), 1), "deleted row 2 slides up behind row 1")
    }

    /// A reload slides the old cell out and the new one in the same way.
    @Test func aReloadedRowSlidesItsOldCellOutAndItsNewCellIn() {
        let (log, window, table) = Self.table([2])
        let old = table.cellForRow(at: Self.row(1))!
        log.entries = []
        table.reloadRows(at: [Self.row(1)], with: .right)
        #expect(log.entries == ["numberOfSections", "numberOfRows 0", "heightForRow 0.1", "cellForRow 0.1", "willDisplay 0.1"])
        let new = table.cellForRow(at: Self.row(1))!
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(old) == (Self.rowFrame(y: 44, x: 100), 1))
        #expect(Self.onScreen(new) == (Self.rowFrame(y: 44, x: 100), 1))
        window.eventLoop.runUntilIdle()
        #expect(log.entries.last == "didEndDisplaying 0.1" && old.superview == nil)
    }

    @Test func aMovedRowTravelsFromItsOldPlaceToItsNewOne() {
        let (log, window, table) = Self.table([4])
        let before = table.visibleCells
        withExtendedLifetime(log) { table.moveRow(at: Self.row(3), to: Self.row(0)) }
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(before[3]) == (Self.rowFrame(y: 66), 1))
        #expect(Self.onScreen(before[0]).frame == Self.rowFrame(y: 22))
    }

    @Test func insertedAndDeletedSectionsFadeTheirRows() {
        let (log, window, table) = Self.table([2])
        let before = table.visibleCells
        log.rows = [2, 2]
        table.insertSections([0], with: .fade)
        let inserted = [table.cellForRow(at: Self.row(0, 0))!, table.cellForRow(at: Self.row(1, 0))!]
        window.eventLoop.run(for: 0.15)
        #expect(inserted.map { Self.onScreen($0).opacity } == [0.5, 0.5])
        #expect(Self.onScreen(before[0]).frame == Self.rowFrame(y: 44))
        window.eventLoop.runUntilIdle()
        log.rows = [2]
        table.deleteSections([0], with: .automatic)
        window.eventLoop.run(for: 0.15)
        #expect(inserted.map { Self.onScreen($0).opacity } == [0.5, 0.5], "a section's rows fade for .automatic")
        #expect(Self.onScreen(before[1]).frame == Self.rowFrame(y: 88), "from 132 back to 44")
    }

    /// A row pushed off the bounds moves with the others and leaves when the
    /// animation ends; a row pulled on comes from where it was.
    @Test func rowsCrossingTheBoundsMoveWithTheOthers() {
        let (log, window, table) = Self.table([6])
        let pushed = table.cellForRow(at: Self.row(4))!
        log.rows = [7]
        log.entries = []
        table.insertRows(at: [Self.row(0)], with: .fade)
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(pushed).frame == Self.rowFrame(y: 198) && pushed.superview === table)
        window.eventLoop.runUntilIdle()
        #expect(pushed.superview == nil && log.entries.last == "didEndDisplaying 0.5")

        log.rows = [5]
        table.deleteRows(at: [Self.row(0), Self.row(1)], with: .fade)
        let pulled = table.cellForRow(at: Self.row(4))!
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(pulled).frame == Self.rowFrame(y: 220), "from 264, its place before, to 176")
    }

    @Test func theCompletionRunsWhenTheAnimationEnds() {
        let (log, window, table) = Self.table([2])
        log.rows = [3]
        var completions: [Bool] = []
        table.performBatchUpdates({ table.insertRows(at: [Self.row(2)], with: .fade) }, completion: { completions.append($0) })
        window.eventLoop.run(for: 0.15)
        #expect(completions.isEmpty)
        window.eventLoop.runUntilIdle()
        #expect(completions == [true])
    }

    @Test func performWithoutAnimationChangesTheRowsAtOnce() {
        let (log, window, table) = Self.table([2])
        let before = table.visibleCells
        log.rows = [3]
        View.performWithoutAnimation { table.insertRows(at: [Self.row(0)], with: .fade) }
        window.eventLoop.runOnce()
        #expect(before[0].layer.animationKeys() == nil && before[0].frame == Self.rowFrame(y: 44))
        #expect(Self.onScreen(table.cellForRow(at: Self.row(0))!) == (Self.rowFrame(y: 0), 1))
    }

    @Test func reloadDataDuringAnAnimationSendsTheLeavingCellsToThePoolAtOnce() {
        let (log, window, table) = Self.table([3])
        let deleted = table.cellForRow(at: Self.row(1))!
        log.rows = [2]
        table.deleteRows(at: [Self.row(1)], with: .fade)
        window.eventLoop.run(for: 0.1)
        table.reloadData()
        #expect(deleted.superview == nil && deleted.alpha == 1 && deleted.layer.animationKeys() == nil)
        window.eventLoop.runUntilIdle()
        #expect(table.visibleCells.count == 2)
    }

    /// Halfway through a fade the inserted row is drawn half over the table's
    /// background, in the captured frame.
    @Test func aFrameCapturedMidAnimationShowsTheRowHalfFaded() throws {
        let (log, window, table) = Self.table([2])
        table.backgroundColor = .black
        log.rows = [3]
        table.insertRows(at: [Self.row(2)], with: .fade)
        window.eventLoop.run(for: 0.15)
        let image = window.lastFrame!.image
        if let path = ProcessInfo.processInfo.environment["EASEL_TABLE_CAPTURE"] {
            try image.pngData()?.write(to: URL(fileURLWithPath: path))
        }
        #expect(image[150, 20] == Pixel(red: 255, green: 255, blue: 255), "row 0 stays opaque")
        #expect(image[150, 110] == Pixel(red: 128, green: 128, blue: 128), "row 2 halfway faded in")
        #expect(image[150, 190] == Pixel(red: 0, green: 0, blue: 0), "the background below the rows")
    }
}
