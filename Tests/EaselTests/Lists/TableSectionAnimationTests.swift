import Easel
import EaselGraphics
import Foundation
import Testing

/// The headers and footers of sections that an update inserts or deletes come and go
/// with their rows, as the section's `RowAnimation` says: where they are on screen
/// halfway through the 0.3-second ease-in-ease-out animation (halfway along).
@MainActor
@Suite struct TableSectionAnimationTests {
    /// A grouped 200 × 400 table of 44-point rows, each section titled above and below.
    static func table(_ names: [String]) -> (TableLog, Window, TableView) {
        let log = TableLog(rows: names.map { _ in 1 })
        log.titles = names
        log.footerTitles = names.map { "End of \($0)" }
        let (window, table) = shownTable(log, style: .grouped, height: 400) { $0.rowHeight = 44 }
        return (log, window, table)
    }

    static func onScreen(_ view: View) -> (frame: CGRect, opacity: Float) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.frame, layer.opacity)
    }

    @Test func anInsertedSectionsHeaderAndFooterFadeInWithItsRows() {
        let (log, window, table) = Self.table(["A", "C"])
        let movingHeader = table.headerView(forSection: 1)!
        let oldTop = movingHeader.frame.minY
        log.rows = [1, 1, 1]
        log.titles = ["A", "B", "C"]
        log.footerTitles = ["End of A", "End of B", "End of C"]
        table.insertSections(IndexSet(integer: 1), with: .fade)
        let header = table.headerView(forSection: 1)!, footer = table.footerView(forSection: 1)!
        #expect(header.textLabel?.text == "B")
        window.eventLoop.run(for: 0.15)
        #expect(Self.onScreen(header) == (table.rectForHeader(inSection: 1), 0.5))
        #expect(Self.onScreen(footer) == (table.rectForFooter(inSection: 1), 0.5))
        let newTop = table.rectForHeader(inSection: 2).minY
        #expect(Self.onScreen(movingHeader) == (table.rectForHeader(inSection: 2).offsetBy(dx: 0, dy: (oldTop - newTop) / 2), 1),
                "the next section's header moves down halfway")
        window.eventLoop.runUntilIdle()
        #expect(Self.onScreen(header) == (table.rectForHeader(inSection: 1), 1))
    }

    /// Each animation's deleted section header halfway out.
    @Test(arguments: [
        (TableView.RowAnimation.fade, CGFloat(0), CGFloat(0), Float(0.5)),
        (.left, -100, 0, 1),
        (.right, 100, 0, 1),
        (.automatic, 0, 0, 0.5),
    ])
    func aDeletedSectionsHeaderAndFooterLeaveWithItsRows(animation: TableView.RowAnimation, dx: CGFloat, dy: CGFloat,
                                                         opacity: Float) {
        let (log, window, table) = Self.table(["A", "B", "C"])
        let header = table.headerView(forSection: 1)!, footer = table.footerView(forSection: 1)!
        let headerFrame = header.frame, footerFrame = footer.frame
        log.rows = [1, 1]
        log.titles = ["A", "C"]
        log.footerTitles = ["End of A", "End of C"]
        table.deleteSections(IndexSet(integer: 1), with: animation)
        window.eventLoop.run(for: 0.15)
        #expect(header.superview === table && footer.superview === table, "still shown while they leave")
        #expect(Self.onScreen(header) == (headerFrame.offsetBy(dx: dx, dy: dy), opacity))
        #expect(Self.onScreen(footer) == (footerFrame.offsetBy(dx: dx, dy: dy), opacity))
        window.eventLoop.runUntilIdle()
        #expect(header.superview == nil && footer.superview == nil)
        #expect(header.alpha == 1 && header.layer.animationKeys() == nil, "whole again for reuse")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "C")
    }

    @Test func withoutAnimationTheyGoAtOnce() {
        let (log, window, table) = Self.table(["A", "B"])
        let header = table.headerView(forSection: 1)!
        log.rows = [1]
        log.titles = ["A"]
        log.footerTitles = ["End of A"]
        table.deleteSections(IndexSet(integer: 1), with: .none)
        window.eventLoop.runOnce()
        #expect(header.superview == nil)
    }

    /// Halfway through the fade, a plain header (opaque white) is drawn half over the
    /// table's black background.
    @Test func aFrameCapturedMidAnimationShowsTheHeaderHalfFaded() throws {
        let log = TableLog(rows: [1])
        log.titles = ["A"]
        let (window, table) = shownTable(log, height: 300) { $0.rowHeight = 44; $0.backgroundColor = .black }
        log.rows = [1, 1]
        log.titles = ["A", "B"]
        table.insertSections(IndexSet(integer: 1), with: .fade)
        window.eventLoop.run(for: 0.15)
        let image = window.lastFrame!.image
        if let path = ProcessInfo.processInfo.environment["EASEL_TABLE_CAPTURE"] {
            try image.pngData()?.write(to: URL(fileURLWithPath: path))
        }
        let header = table.rectForHeader(inSection: 1)
        #expect(image[190, Int(header.minY) + 2] == Pixel(red: 128, green: 128, blue: 128), "the new header halfway faded in")
        #expect(image[190, Int(table.rectForHeader(inSection: 0).minY) + 2] == Pixel(red: 255, green: 255, blue: 255),
                "the first header stays opaque")
        #expect(image[190, 295] == Pixel(red: 0, green: 0, blue: 0), "the background below")
    }
}
