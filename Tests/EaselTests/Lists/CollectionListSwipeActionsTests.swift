@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Swipe actions of a list layout (`leadingSwipeActionsConfigurationProvider`,
/// `trailingSwipeActionsConfigurationProvider`): revealed by a scripted swipe as a
/// table's are, performed by a tap or a full swipe, the row closing when the handler
/// completes; the data changes only as the handler changes it.
@MainActor
@Suite struct CollectionListSwipeActionsTests {
    private typealias DataSource = CollectionViewDiffableDataSource<Int, String>

    /// A plain list of three rows ("A", "B", "C", 44 points each, 200 wide) whose
    /// middle row has Delete (destructive; its handler deletes the item from the
    /// snapshot) and Flag (orange) at its trailing side, and Unread (blue) at its
    /// leading side. `log` records the providers' calls and the handlers.
    @MainActor private final class Inbox {
        var log: [String] = []
        let window: Window
        let collection: CollectionView
        var dataSource: DataSource!

        init(appearance: CollectionLayoutListConfiguration.Appearance = .plain, performsFullSwipe: Bool = true, deletes: Bool = true) {
            window = shownWindow(width: 200, height: 200)
            var configuration = CollectionLayoutListConfiguration(appearance: appearance)
            collection = CollectionView(frame: window.bounds,
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                self.log.append("trailing \(indexPath.section).\(indexPath.item)")
                guard indexPath.item == 1 else { return nil }
                let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
                    self.log.append("handler Delete")
                    if deletes {
                        var snapshot = self.dataSource.snapshot()
                        snapshot.deleteItems(["B"])
                        self.dataSource.apply(snapshot, animatingDifferences: false)
                    }
                    completion(true)
                    self.log.append("completed")
                }
                let flag = ContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
                    self.log.append("handler Flag")
                    completion(false)
                }
                flag.backgroundColor = .systemOrange
                let actions = SwipeActionsConfiguration(actions: [delete, flag])
                actions.performsFirstActionWithFullSwipe = performsFullSwipe
                return actions
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                self.log.append("leading \(indexPath.section).\(indexPath.item)")
                let unread = ContextualAction(style: .normal, title: "Unread") { [unowned self] _, _, completion in
                    self.log.append("handler Unread")
                    completion(true)
                }
                unread.backgroundColor = .systemBlue
                return SwipeActionsConfiguration(actions: [unread])
            }
            collection.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
            collection.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            dataSource = DataSource(collectionView: collection) { collection, indexPath, item in
                let cell = collection.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.directionalLayoutMargins.top = 12
                content.directionalLayoutMargins.bottom = 12
                content.textProperties.font = .systemFont(ofSize: 17)
                cell.contentConfiguration = content
                return cell
            }
            var snapshot = DataSource.Snapshot()
            snapshot.appendSections([0])
            snapshot.appendItems(["A", "B", "C"])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(collection)
            window.eventLoop.runOnce()
        }

        func swipe(from start: CGFloat, to end: CGFloat, y: CGFloat? = nil) {
            let y = y ?? collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame.midY
            window.scheduleDrag(along: [CGPoint(x: start, y: y), CGPoint(x: end, y: y)], duration: 0.2)
            window.eventLoop.run(for: 1)
        }

        func tap(_ point: CGPoint) {
            window.scheduleTap(at: point)
            window.eventLoop.run(for: 1)
        }

        var texts: [String?] { collection.visibleCells.map { ($0.contentConfiguration as? ListContentConfiguration)?.text } }
        var middle: CollectionViewCell { collection.cellForItem(at: IndexPath(item: 1, section: 0))! }
    }

    @Test func aSwipeTowardTheLeadingEdgeRevealsTheTrailingActionsWhichStayOpen() throws {
        let inbox = Inbox()
        let row = inbox.middle.frame
        inbox.swipe(from: 180, to: 100)
        #expect(inbox.log == ["trailing 0.1"])
        let actions = try #require(inbox.collection.swipe?.actionsView)
        #expect(actions.superview === inbox.collection)
        // Released past half the buttons' width: the row stays open by all of it, as a table's does.
        #expect(actions.restingWidth == 149, "Delete 75 (its title and 2 × 15), Flag the 74 minimum")
        #expect(inbox.middle.frame == row.offsetBy(dx: -149, dy: 0))
        #expect(actions.frame == CGRect(x: 51, y: row.minY, width: 149, height: row.height))
        #expect(actions.buttons.map(\.frame) == [CGRect(x: 74, y: 0, width: 75, height: row.height),
                                                 CGRect(x: 0, y: 0, width: 74, height: row.height)])
        #expect(inbox.collection.indexPathsForSelectedItems == nil)
        #expect(inbox.collection.contentOffset == .zero, "the swipe does not scroll")
    }

    @Test func aTapOnAnActionCallsItsHandlerAndItsCompletionClosesTheRow() {
        let inbox = Inbox()
        let row = inbox.middle.frame
        inbox.swipe(from: 180, to: 100)
        inbox.tap(CGPoint(x: 100, y: row.midY))
        #expect(inbox.log == ["trailing 0.1", "handler Flag"])
        #expect(inbox.collection.swipe == nil)
        #expect(inbox.middle.frame == row)
        #expect(!inbox.collection.subviews.contains { $0 is ListSwipeActionsView })
        #expect(inbox.texts == ["A", "B", "C"], "a normal action changes no data")
    }

    /// A destructive action deletes nothing by itself in a collection view: its
    /// handler updates the snapshot, and the completion closes the row that went.
    @Test func aDestructiveActionsHandlerDeletesTheItemThroughTheDataSource() {
        let inbox = Inbox()
        inbox.swipe(from: 180, to: 100)
        let deleted = inbox.middle
        inbox.tap(CGPoint(x: 180, y: deleted.frame.midY))
        #expect(inbox.log == ["trailing 0.1", "handler Delete", "completed"])
        #expect(inbox.collection.swipe == nil)
        #expect(!inbox.collection.visibleCells.contains { $0 === deleted })
        #expect(inbox.texts == ["A", "C"])

        let kept = Inbox(deletes: false)
        kept.swipe(from: 180, to: 100)
        kept.tap(CGPoint(x: 180, y: kept.middle.frame.midY))
        #expect(kept.texts == ["A", "B", "C"], "completed with true, but the data did not change")
        #expect(kept.collection.swipe == nil)
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNo() {
        let inbox = Inbox()
        inbox.swipe(from: 190, to: 10)
        #expect(inbox.log == ["trailing 0.1", "handler Delete", "completed"])
        #expect(inbox.texts == ["A", "C"])

        let held = Inbox(performsFullSwipe: false)
        let row = held.middle.frame
        held.swipe(from: 190, to: 10)
        #expect(held.log == ["trailing 0.1"])
        #expect(held.middle.frame.minX == row.minX - 149, "held at the buttons' width")
    }

    @Test func aShortSwipeClosesAgainAndATapOnTheOpenRowClosesIt() {
        let inbox = Inbox()
        let row = inbox.middle.frame
        inbox.swipe(from: 180, to: 150)
        #expect(inbox.collection.swipe == nil)
        #expect(inbox.middle.frame == row)

        inbox.swipe(from: 180, to: 100)
        inbox.tap(CGPoint(x: 20, y: row.midY))
        #expect(inbox.collection.swipe == nil)
        #expect(inbox.middle.frame == row)
        #expect(inbox.collection.indexPathsForSelectedItems == nil, "the tap that closes selects nothing")
        #expect(inbox.log == ["trailing 0.1", "trailing 0.1"])
    }

    /// A row whose provider gives no actions is not swiped; a swipe toward the
    /// trailing edge reveals the leading actions, and asks only for them.
    @Test func eachSideAsksItsOwnProviderAndARowWithoutActionsStaysPut() throws {
        let inbox = Inbox()
        let first = inbox.collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        inbox.swipe(from: 180, to: 100, y: first.frame.midY)
        #expect(inbox.log == ["trailing 0.0"])
        #expect(inbox.collection.swipe == nil)
        #expect(first.frame.minX == 0)

        let row = inbox.middle.frame
        inbox.swipe(from: 20, to: 120)
        #expect(inbox.log == ["trailing 0.0", "leading 0.1"])
        let actions = try #require(inbox.collection.swipe?.actionsView)
        #expect(actions.restingWidth == 81, "Unread: its title and 2 × 15")
        #expect(inbox.middle.frame == row.offsetBy(dx: 81, dy: 0))
        #expect(actions.frame == CGRect(x: 0, y: row.minY, width: 81, height: row.height))
    }

    /// In a right-to-left list a swipe toward the right (the leading edge) reveals the
    /// trailing actions at the left edge, Delete nearest it.
    @Test func inARightToLeftListASwipeToTheRightRevealsTheTrailingActionsAtTheLeft() throws {
        let inbox = Inbox()
        inbox.collection.semanticContentAttribute = .forceRightToLeft
        inbox.window.eventLoop.runOnce()
        let row = inbox.middle.frame
        inbox.swipe(from: 20, to: 100)
        #expect(inbox.log == ["trailing 0.1"])
        let actions = try #require(inbox.collection.swipe?.actionsView)
        #expect(inbox.middle.frame == row.offsetBy(dx: 149, dy: 0))
        #expect(actions.frame == CGRect(x: 0, y: row.minY, width: 149, height: row.height))
        #expect(actions.buttons.map(\.frame) == [CGRect(x: 0, y: 0, width: 75, height: row.height),
                                                 CGRect(x: 75, y: 0, width: 74, height: row.height)])
    }

    /// In an inset-grouped list the swiped row stays inside its section, as UIKit's
    /// swipe container keeps it: what moved past the section's leading edge is hidden.
    @Test func anInsetGroupedRowSwipedAsideStaysInsideItsSection() {
        let inbox = Inbox(appearance: .insetGrouped)
        let row = inbox.middle.frame
        #expect(row.minX > 8, "the section is inset")
        inbox.swipe(from: 180, to: 100)
        inbox.window.eventLoop.runOnce()
        #expect(inbox.middle.frame.minX < 0, "the row itself moves aside, as a table's does")
        let image = inbox.window.lastFrame!.image, y = Int(row.midY)
        let groupedBackground = Pixel(red: 242, green: 242, blue: 247)
        #expect(image[Int(row.minX) - 4, y] == groupedBackground, "left of the section: the list's background")
        #expect(image[Int(row.minX) + 4, y] == Pixel(red: 255, green: 255, blue: 255), "inside it: the row's own background")
        inbox.tap(CGPoint(x: row.midX, y: Double(y) + 44))
        #expect(inbox.collection.swipe == nil)
        #expect(inbox.middle.layer.mask == nil, "closed, the row's clip is gone")
    }

    /// The clip takes the place of a mask the cell had only while the row is aside, and
    /// follows the row without being made again.
    @Test func aSwipedRowsOwnMaskComesBackWhenTheSwipeCloses() throws {
        let inbox = Inbox(appearance: .insetGrouped)
        let ownMask = Layer()
        ownMask.frame = inbox.middle.bounds
        ownMask.backgroundColor = .black
        inbox.middle.layer.mask = ownMask
        let row = inbox.middle.frame
        inbox.swipe(from: 180, to: 100)
        inbox.window.eventLoop.runOnce()
        let clip = try #require(inbox.middle.layer.mask)
        #expect(clip !== ownMask)
        inbox.collection.swipe?.revealed = 40
        inbox.collection.layoutSwipe()
        #expect(inbox.middle.layer.mask === clip, "moved, not made again")
        #expect(clip.frame == CGRect(x: 40, y: 0, width: row.width, height: row.height), "over the row's place")
        inbox.tap(CGPoint(x: row.midX, y: row.midY + 44))
        #expect(inbox.collection.swipe == nil)
        #expect(inbox.middle.layer.mask === ownMask)
    }

    /// The buttons in their colours, light and dark: systemRed and systemOrange
    /// resolve against the list's traits.
    @Test(arguments: [UserInterfaceStyle.light, .dark])
    func theButtonsDrawInTheActionsColours(_ style: UserInterfaceStyle) {
        let inbox = Inbox()
        inbox.window.overrideUserInterfaceStyle = style
        inbox.window.eventLoop.runOnce()
        inbox.swipe(from: 180, to: 100)
        inbox.window.eventLoop.runOnce()
        let image = inbox.window.lastFrame!.image, y = Int(inbox.middle.frame.midY)
        let red = style == .dark ? Pixel(red: 255, green: 69, blue: 58) : Pixel(red: 255, green: 59, blue: 48)
        let orange = style == .dark ? Pixel(red: 255, green: 159, blue: 10) : Pixel(red: 255, green: 149, blue: 0)
        #expect(image[55, y] == orange, "Flag, its first 74 points")
        #expect(image[195, y] == red, "Delete at the edge")
    }
}
