@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// `TableView` swipe actions: revealed by a scripted swipe, performed by a tap or a
/// full swipe, a destructive action deleting its row, and the editing delete control's
/// confirmation.
@MainActor
@Suite struct TableSwipeActionsTests {
    private static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// A table of three 44-point rows whose middle row has Flag and Delete at its
    /// trailing side; `performed` records the actions' handlers. The table holds its
    /// data source and delegate weakly, as UIKit does: a test keeps `log` alive while
    /// it swipes (without it the table has no actions and the drag scrolls).
    private static func inbox(performsFullSwipe: Bool = true, completes: Bool = true)
        -> (log: TableLog, window: Window, table: TableView, performed: Performed) {
        let log = TableLog(rows: [3])
        let performed = Performed()
        let flag = ContextualAction(style: .normal, title: "Flag") { [unowned log] action, _, completion in
            performed.names.append(action.title!)
            log.entries.append("handler Flag")
            completion(completes)
        }
        flag.backgroundColor = .systemOrange
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned log] action, _, completion in
            performed.names.append(action.title!)
            log.entries.append("handler Delete")
            log.rows[0] -= 1
            completion(completes)
        }
        let configuration = SwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = performsFullSwipe
        log.trailingActions[Self.row(1)] = configuration
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        return (log, window, table, performed)
    }

    final class Performed { var names: [String] = [] }

    /// The frame drawn once the inbox's middle row is swiped open toward its leading edge.
    private static func imageOfARevealedSwipe(rightToLeft: Bool) -> Image {
        let (log, window, table, _) = Self.inbox()
        if rightToLeft { table.semanticContentAttribute = .forceRightToLeft }
        withExtendedLifetime(log) {
            window.eventLoop.runOnce()
            rightToLeft ? Self.swipe(window, from: 20, to: 100) : Self.swipe(window, from: 180, to: 100)
            window.eventLoop.runOnce()
        }
        return window.lastFrame!.image
    }

    private static func swipe(_ window: Window, from start: CGFloat, to end: CGFloat, y: CGFloat = 66) {
        window.scheduleDrag(along: [CGPoint(x: start, y: y), CGPoint(x: end, y: y)], duration: 0.2)
        window.eventLoop.run(for: 1)
    }

    @Test func aSwipeTowardTheLeadingEdgeRevealsTheTrailingActionsWhichStayOpen() {
        let (log, window, table, performed) = Self.inbox()
        log.entries = []
        Self.swipe(window, from: 180, to: 100)
        #expect(log.entries.filter { $0.contains("Swipe") } == ["trailingSwipeActions 0.1"])
        let cell = table.cellForRow(at: Self.row(1))!
        let actions = try! #require(table.swipe?.actionsView)
        // Released past half the buttons' width: the row stays open by all of it.
        #expect(actions.restingWidth == 149, "Delete 75 (its title and 2 × 15), Flag the 74 minimum")
        #expect(cell.frame == CGRect(x: -149, y: 44, width: 200, height: 44))
        #expect(actions.frame == CGRect(x: 51, y: 44, width: 149, height: 44))
        #expect(actions.buttons.map(\.frame) == [CGRect(x: 74, y: 0, width: 75, height: 44),
                                                 CGRect(x: 0, y: 0, width: 74, height: 44)])
        #expect(performed.names.isEmpty)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    /// The whole sequence in UIKit's order: the swipe asks for the actions and begins
    /// editing the row, a tap on an action calls its handler, and its completion closes
    /// the row, ending the editing.
    @Test func aSwipeThenATapOnAnActionTellTheDelegateInUIKitsOrder() {
        let (log, window, table, _) = Self.inbox()
        log.entries = []
        Self.swipe(window, from: 180, to: 100)
        #expect(log.entries == ["trailingSwipeActions 0.1", "willBeginEditing 0.1"])
        window.scheduleTap(at: CGPoint(x: 100, y: 66))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["trailingSwipeActions 0.1", "willBeginEditing 0.1", "handler Flag", "didEndEditing 0.1"])
        #expect(table.swipe == nil)
    }

    /// A swipe that does not open the row still began and ended the row's editing.
    @Test func aShortSwipeClosesAgain() {
        let (log, window, table, _) = Self.inbox()
        log.entries = []
        Self.swipe(window, from: 180, to: 150)
        #expect(log.entries == ["trailingSwipeActions 0.1", "willBeginEditing 0.1", "didEndEditing 0.1"])
        #expect(table.swipe == nil)
        #expect(table.cellForRow(at: Self.row(1))!.frame.minX == 0)
        #expect(!table.subviews.contains { $0 is ListSwipeActionsView })
    }

    @Test func aTapOnADestructiveActionCallsItsHandlerAndDeletesTheRow() {
        let (log, window, table, performed) = Self.inbox()
        Self.swipe(window, from: 180, to: 100)
        let deleted = table.cellForRow(at: Self.row(1))!
        log.entries = []
        window.scheduleTap(at: CGPoint(x: 180, y: 66))
        window.eventLoop.run(for: 1)
        #expect(performed.names == ["Delete"])
        #expect(table.swipe == nil)
        #expect(!table.visibleCells.contains { $0 === deleted })
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Row 0.0", "Row 0.2"])
        // The row closes (the delegate hears the swipe end) before it is deleted.
        #expect(log.entries.prefix(5) == ["handler Delete", "didEndEditing 0.1", "numberOfSections", "numberOfRows 0",
                                          "didEndDisplaying 0.1"])
    }

    @Test
    func aNormalActionClosesTheRowWhenItCompletes() {
        let (log, window, table, performed) = Self.inbox()
        withExtendedLifetime(log) {
            Self.swipe(window, from: 180, to: 100)
            window.scheduleTap(at: CGPoint(x: 100, y: 66))
            window.eventLoop.run(for: 1)
        }
        #expect(performed.names == ["Flag"])
        #expect(table.swipe == nil)
        #expect(table.cellForRow(at: Self.row(1))!.frame.minX == 0)
    }

    @Test
    func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNo() {
        let (log, window, table, performed) = Self.inbox()
        withExtendedLifetime(log) { Self.swipe(window, from: 190, to: 10) }
        #expect(performed.names == ["Delete"])
        #expect(table.visibleCells.count == 2)

        let (otherLog, otherWindow, other, otherPerformed) = Self.inbox(performsFullSwipe: false)
        withExtendedLifetime(otherLog) { Self.swipe(otherWindow, from: 190, to: 10) }
        #expect(otherPerformed.names.isEmpty)
        #expect(other.cellForRow(at: Self.row(1))!.frame.minX == -149, "held at the buttons' width")
    }

    @Test func aTapElsewhereClosesTheOpenRowAndSelectsNothing() {
        let (log, window, table, _) = Self.inbox()
        Self.swipe(window, from: 180, to: 100)
        log.entries = []
        window.scheduleTap(at: CGPoint(x: 100, y: 150))
        window.eventLoop.run(for: 1)
        #expect(table.swipe == nil)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(!log.entries.contains { $0.hasPrefix("didSelect") })
    }

    @Test func aSwipeTowardTheTrailingEdgeRevealsTheLeadingActions() {
        let log = TableLog(rows: [2])
        let read = ContextualAction(style: .normal, title: "Read") { _, _, completion in completion(true) }
        read.backgroundColor = .systemBlue
        log.leadingActions[Self.row(0)] = SwipeActionsConfiguration(actions: [read])
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        Self.swipe(window, from: 20, to: 100, y: 22)
        #expect(table.cellForRow(at: Self.row(0))!.frame.minX == 74)
        #expect(table.swipe?.actionsView.frame == CGRect(x: 0, y: 0, width: 74, height: 44))
        // No actions on the other side: a swipe there scrolls nothing and reveals nothing.
        Self.swipe(window, from: 180, to: 100, y: 110)
        #expect(table.cellForRow(at: Self.row(1))!.frame.minX == 0)
    }

    @Test func theDeleteControlOfAnEditingRowOpensTheDeleteConfirmation() {
        let log = TableLog(rows: [3])
        let (window, table) = shownTable(log, height: 200) { $0.rowHeight = 44 }
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        window.scheduleTap(at: CGPoint(x: 27, y: 66))
        window.eventLoop.run(for: 1)
        let actions = try! #require(table.swipe?.actionsView)
        #expect(actions.actions.map(\.title) == ["Delete"])
        #expect(actions.frame == CGRect(x: 125, y: 44, width: 75, height: 44))
        log.entries = []
        window.scheduleTap(at: CGPoint(x: 160, y: 66))
        window.eventLoop.run(for: 1)
        #expect(log.entries == ["commit delete 0.1"])
        #expect(table.swipe == nil)
    }

    @Test
    func aRevealedSwipeIsDrawnAsIOSDrawsIt() throws {
        let image = Self.imageOfARevealedSwipe(rightToLeft: false)
        #expect(image[60, 50] == Pixel(red: 255, green: 149, blue: 0), "Flag in systemOrange, its first 74 points")
        #expect(image[190, 50] == Pixel(red: 255, green: 59, blue: 48), "Delete in systemRed at the edge")
    }

    // MARK: Right to left

    /// UIKit mirrors the sides: in a right-to-left table a swipe toward the right
    /// (the leading edge) reveals the trailing actions, at the left edge, the first
    /// action nearest that edge.
    @Test func inARightToLeftTableASwipeToTheRightRevealsTheTrailingActionsAtTheLeft() {
        let (log, window, table, _) = Self.inbox()
        table.semanticContentAttribute = .forceRightToLeft
        window.eventLoop.runOnce()
        log.entries = []
        Self.swipe(window, from: 20, to: 100)
        #expect(log.entries == ["trailingSwipeActions 0.1", "willBeginEditing 0.1"])
        let actions = try! #require(table.swipe?.actionsView)
        #expect(table.cellForRow(at: Self.row(1))!.frame == CGRect(x: 149, y: 44, width: 200, height: 44))
        #expect(actions.frame == CGRect(x: 0, y: 44, width: 149, height: 44))
        #expect(actions.buttons.map(\.frame) == [CGRect(x: 0, y: 0, width: 75, height: 44),
                                                 CGRect(x: 75, y: 0, width: 74, height: 44)])
        // A tap on Flag, now at the right of the buttons, performs it.
        window.scheduleTap(at: CGPoint(x: 110, y: 66))
        window.eventLoop.run(for: 1)
        #expect(log.entries.suffix(2) == ["handler Flag", "didEndEditing 0.1"])
    }

    @Test func inARightToLeftTableASwipeToTheLeftAsksForTheLeadingActions() {
        let (log, window, table, _) = Self.inbox()
        table.semanticContentAttribute = .forceRightToLeft
        window.eventLoop.runOnce()
        log.entries = []
        Self.swipe(window, from: 180, to: 100)
        #expect(log.entries.filter { $0.contains("Swipe") } == ["leadingSwipeActions 0.1"])
        #expect(table.swipe == nil && table.cellForRow(at: Self.row(1))!.frame.minX == 0)
    }

    @Test
    func aRevealedSwipeIsDrawnMirroredInARightToLeftTable() throws {
        let image = Self.imageOfARevealedSwipe(rightToLeft: true)
        #expect(image[10, 50] == Pixel(red: 255, green: 59, blue: 48), "Delete in systemRed at the left edge")
        #expect(image[140, 50] == Pixel(red: 255, green: 149, blue: 0), "Flag in systemOrange beside it")
    }

    // MARK: Editing during a swipe

    /// While a swipe shows a row's actions the table is editing (UIKit's swipe to
    /// delete mode), without any row showing editing controls; the delegate's
    /// `willBeginEditingRowAt` and `didEndEditingRowAt` bracket it.
    @Test func theTableIsEditingWhileASwipeShowsARowsActions() {
        let (log, window, table, _) = Self.inbox()
        let editing = EditingLog()
        table.delegate = editing
        editing.log = log
        log.entries = []
        Self.swipe(window, from: 180, to: 100)
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing }, "no editing controls")
        window.scheduleTap(at: CGPoint(x: 100, y: 150))
        window.eventLoop.run(for: 1)
        #expect(!table.isEditing)
        #expect(editing.entries == ["willBeginEditing 0.1 isEditing true", "didEndEditing 0.1 isEditing false"],
                "the delegate sees the table editing from the swipe's start to its end")
    }

    /// `TableViewController` follows a swipe into editing (its Edit button reads Done)
    /// and out of it; Done closes the open row.
    @Test func aTableViewControllerEditsWhileARowIsSwipedAndDoneClosesIt() {
        let controller = SwipeController()
        let window = shownWindow(width: 200, height: 200)
        window.rootViewController = controller
        window.eventLoop.runOnce()
        let item = controller.editButtonItem
        Self.swipe(window, from: 180, to: 100, y: 22)
        #expect(controller.isEditing && controller.tableView.isEditing && item.title == "Done")
        #expect(controller.tableView.visibleCells.allSatisfy { !$0.isEditing })
        item.performAction(anchoredTo: .zero, in: nil)
        window.eventLoop.runOnce()
        #expect(!controller.isEditing && !controller.tableView.isEditing && item.title == "Edit")
        #expect(controller.tableView.swipe == nil)
        #expect(controller.tableView.cellForRow(at: Self.row(0))!.frame.minX == 0)
    }
}

/// A delegate that notes whether the table edits when it hears a row's editing begin
/// and end.
@MainActor
private final class EditingLog: NSObject, TableViewDelegate {
    var log: TableLog?
    var entries: [String] = []

    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        log?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        entries.append("willBeginEditing \(TableLog.name(indexPath)) isEditing \(tableView.isEditing)")
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        entries.append("didEndEditing \(indexPath.map(TableLog.name) ?? "nil") isEditing \(tableView.isEditing)")
    }
}

/// A table view controller whose two rows have a trailing Delete action.
private final class SwipeController: TableViewController {
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration? {
        SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, done in done(false) }])
    }
}
