import Testing
import UIKit

/// A full-screen game that asks for the bottom edge's system gesture to wait, through
/// its embedded board.
private final class GameScreen: UIViewController {
    let board = BoardScreen()
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { board }
}

private final class BoardScreen: UIViewController {
    var deferredEdges: UIRectEdge = [.bottom] {
        didSet { setNeedsUpdateOfScreenEdgesDeferringSystemGestures() }
    }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { deferredEdges }
}

/// Pages of a comic that VoiceOver's three-finger swipe turns, as iOS code writes it.
private final class ComicPagesView: UIView {
    private(set) var page = 0
    let pageCount = 3

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let step: Int
        switch direction {
        case .left, .next: step = 1
        case .right, .previous: step = -1
        default: return false
        }
        guard (0..<pageCount).contains(page + step) else { return false }
        page += step
        UIAccessibility.post(notification: .pageScrolled, argument: "Page \(page + 1) of \(pageCount)")
        return true
    }
}

@MainActor
@Suite struct SystemGestureAndScrollActionTests {
    @Test func noEdgeDefersSystemGesturesUnlessAControllerAsks() {
        let plain = UIViewController()
        #expect(plain.preferredScreenEdgesDeferringSystemGestures == [])
        #expect(plain.childForScreenEdgesDeferringSystemGestures == nil)
        let game = GameScreen()
        #expect(game.childForScreenEdgesDeferringSystemGestures === game.board)
        #expect(game.board.preferredScreenEdgesDeferringSystemGestures == .bottom)
        game.board.deferredEdges = .all
        #expect(game.board.preferredScreenEdgesDeferringSystemGestures == .all)
    }

    @Test func accessibilityScrollPagesOnlyWhereCodeOverridesIt() {
        #expect(UIAccessibilityScrollDirection.right.rawValue == 1)
        #expect(UIAccessibilityScrollDirection.previous.rawValue == 6)
        #expect(!UIView().accessibilityScroll(.down), "the base version scrolls nothing")
        #expect(!UIAccessibilityElement(accessibilityContainer: UIView()).accessibilityScroll(.next))
        let comic = ComicPagesView()
        #expect(comic.accessibilityScroll(.left) && comic.accessibilityScroll(.next))
        #expect(!comic.accessibilityScroll(.next), "past the last page")
        #expect(comic.page == 2)
        #expect(comic.accessibilityScroll(.right) && comic.page == 1)
        #expect(!comic.accessibilityScroll(.up))
    }
}
