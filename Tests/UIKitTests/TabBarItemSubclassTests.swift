import Testing
import UIKit

/// A tab item that shows a count as its badge and its title in capitals, as apps
/// subclass `UITabBarItem`.
final class CountTabBarItem: UITabBarItem {
    var count = 0 {
        didSet { badgeValue = count > 0 ? "\(count)" : nil }
    }

    override var title: String? {
        get { super.title?.uppercased() }
        set { super.title = newValue }
    }
}

/// A tab item made by its own initializer, as apps that style every tab alike write it.
final class PlainTabBarItem: UITabBarItem {
    override init() {
        super.init()
        title = "Plain"
        image = UIImage(systemName: "circle")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
@Suite struct TabBarItemSubclassTests {
    private func showTabs(_ items: [UITabBarItem]) -> (UITabBarController, UIWindow) {
        let tabs = UITabBarController()
        tabs.viewControllers = items.map { item in
            let controller = UIViewController()
            controller.tabBarItem = item
            return controller
        }
        let window = UIWindow(size: CGSize(width: 320, height: 200), scale: 1)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return (tabs, window)
    }

    @Test func theTabBarShowsASubclassesOverriddenTitleAndItsBadge() {
        let inbox = CountTabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 7)
        inbox.count = 3
        let (tabs, _) = showTabs([inbox, PlainTabBarItem()])
        #expect(tabs.tabBar.items?.map(\.title) == ["INBOX", "Plain"])
        #expect(tabs.tabBar.items?.first?.badgeValue == "3")
        #expect(tabs.tabBar.items?.first?.tag == 7)
        #expect(tabs.tabBar.items?.last?.image != nil)
    }

    @Test func aSubclassesChangeRedrawsTheTabBar() throws {
        let inbox = CountTabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let (tabs, window) = showTabs([inbox])
        let before = try frameImage(of: window).pngData()
        inbox.count = 12
        window.eventLoop.runUntilIdle()
        #expect(try frameImage(of: window).pngData() != before)
        inbox.count = 0
        window.eventLoop.runUntilIdle()
        #expect(try frameImage(of: window).pngData() == before)
        #expect(tabs.tabBar.items?.first?.badgeValue == nil)
    }

    @Test func aPlainItemHasNoTitleOrImage() {
        let item = UITabBarItem()
        #expect(item.title == nil)
        #expect(item.image == nil)
        #expect(item.tag == 0)
    }
}
