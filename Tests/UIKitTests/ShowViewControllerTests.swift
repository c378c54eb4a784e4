import Testing
import UIKit

/// A list screen that opens its detail the way iOS code does, without knowing what
/// contains it: `show(_:sender:)` and `showDetailViewController(_:sender:)`.
private final class MessageListViewController: UIViewController {
    private(set) var shown: [UIViewController] = []

    func open(_ detail: UIViewController) {
        show(detail, sender: self)
    }

    override func show(_ vc: UIViewController, sender: Any?) {
        shown.append(vc)
        super.show(vc, sender: sender)
    }
}

/// UIKit resolves where `show(_:sender:)` goes: a navigation controller pushes, and
/// with none the controller presents; `showDetailViewController(_:sender:)` is taken
/// only by a split view controller, so elsewhere it presents.
@MainActor @Suite struct ShowViewControllerTests {
    @Test func showInsideANavigationControllerPushes() throws {
        let list = MessageListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = showOnIPhone16e(navigation)
        let detail = UIViewController()
        list.open(detail)
        window.eventLoop.runUntilIdle()
        #expect(list.shown == [detail], "the override is called")
        #expect(navigation.viewControllers == [list, detail])
        #expect(detail.navigationController === navigation)
        #expect(list.presentedViewController == nil && navigation.presentedViewController == nil)
    }

    @Test func showWithoutANavigationControllerPresentsModally() throws {
        let list = MessageListViewController()
        let window = showOnIPhone16e(list)
        let detail = UIViewController()
        list.open(detail)
        window.eventLoop.runUntilIdle()
        #expect(list.presentedViewController === detail)
        #expect(detail.presentingViewController === list)
        #expect(detail.view.window === window)
    }

    @Test func showDetailWithoutASplitViewControllerPresentsEvenInANavigationController() throws {
        let list = MessageListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = showOnIPhone16e(navigation)
        let detail = UIViewController()
        list.showDetailViewController(detail, sender: nil)
        window.eventLoop.runUntilIdle()
        #expect(navigation.viewControllers == [list])
        #expect(navigation.presentedViewController === detail)
        #expect(list.shown.isEmpty, "showing a detail does not go through show(_:sender:)")
    }
}
