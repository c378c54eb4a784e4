import Testing
import UIKit

/// A typical iOS tab bar app, written as on iOS (the `#selector`s are method references,
/// the one edit Linux needs): an inbox with bar button items and an alert, and a
/// settings tab with a badge.
final class InboxViewController: UIViewController {
    private(set) var composeCount = 0
    private(set) var lastChoice: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self,
                                                            action: InboxViewController.compose)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self,
                                                           action: InboxViewController.edit)
        toolbarItems = [UIBarButtonItem(title: "Filter", style: .plain, target: self, action: InboxViewController.edit),
                        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: self,
                                        action: InboxViewController.edit)]
    }

    func compose() {
        composeCount += 1
    }

    func edit(_ sender: UIBarButtonItem) {
        let alert = UIAlertController(title: "Delete all?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.lastChoice = "Delete"
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] action in
            self?.lastChoice = action.title
        })
        present(alert, animated: true)
    }
}

final class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }
}

final class AppTabBarController: UITabBarController, UITabBarControllerDelegate {
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let inbox = UINavigationController(rootViewController: InboxViewController())
        inbox.tabBarItem = UITabBarItem(tabBarSystemItem: .mostRecent, tag: 0)
        inbox.navigationBar.prefersLargeTitles = true
        let settings = SettingsViewController()
        settings.title = "Settings"
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
        settings.tabBarItem.badgeValue = "1"
        viewControllers = [inbox, settings]
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.title ?? viewController.tabBarItem.title ?? "?")
    }
}

@MainActor
@Suite struct TabBarAppTests {
    @Test func theAppRunsItsTabsItemsAndAlertAsOnIOS() throws {
        let app = AppTabBarController()
        let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1)
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = app
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let navigation = try #require(app.viewControllers?.first as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        #expect(app.tabBar.items?.map(\.title) == ["Most Recent", "Settings"])
        #expect(navigation.navigationBar.frame.height == 96, "a large title")
        #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 143, left: 0, bottom: 83, right: 0))

        // The compose item is the trailing one, a 36-point circle 16 points from the edge.
        _ = window.scheduleTap(at: CGPoint(x: 390 - 16 - 18, y: 47 + 22))
        window.eventLoop.runUntilIdle()
        #expect(inbox.composeCount == 1)

        // Edit presents the alert; its Cancel (leading, bold) dismisses and reports.
        _ = window.scheduleTap(at: CGPoint(x: 40, y: 47 + 22))
        window.eventLoop.runUntilIdle()
        let alert = try #require(inbox.presentedViewController as? UIAlertController)
        #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
        _ = window.scheduleTap(at: CGPoint(x: 60 + 67, y: 422 + 40))
        window.eventLoop.runUntilIdle()
        #expect(inbox.presentedViewController == nil)
        #expect(inbox.lastChoice == "Cancel")

        _ = window.scheduleTap(at: CGPoint(x: 292, y: 844 - 60))
        window.eventLoop.runUntilIdle()
        #expect(app.selectedIndex == 1)
        #expect(app.selections == ["Settings"])
    }
}
