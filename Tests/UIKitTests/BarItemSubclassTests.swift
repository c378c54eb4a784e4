import Testing
import UIKit

/// Bar items as apps write them: a `UIBarButtonItem` subclass that keeps a badge in
/// its title, and code that takes any `UIBarItem`.
final class InboxBarButtonItem: UIBarButtonItem {
    var unread = 0 {
        didSet { title = unread > 0 ? "Inbox (\(unread))" : "Inbox" }
    }

    override init() {
        super.init()
        title = "Inbox"
        style = .plain
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

@MainActor
func summary(of item: UIBarItem) -> String {
    "\(item.title ?? "-") tag \(item.tag) \(item.isEnabled ? "enabled" : "disabled")"
}

@MainActor
@Suite struct BarItemSubclassTests {
    private func screen(with item: UIBarButtonItem) throws -> UIImage {
        let controller = UIViewController()
        controller.title = "Mail"
        controller.navigationItem.rightBarButtonItem = item
        let window = showOnIPhone16e(UINavigationController(rootViewController: controller))
        commit(window)
        return try frameImage(of: window)
    }

    @Test func aSubclassedItemShowsTheTitleItSets() throws {
        let inbox = InboxBarButtonItem()
        inbox.unread = 3
        #expect(inbox.title == "Inbox (3)")
        let plain = UIBarButtonItem(title: "Inbox (3)", image: nil, primaryAction: nil, menu: nil)
        #expect(try screen(with: inbox).pngData() == screen(with: plain).pngData())
        #expect(try screen(with: inbox).pngData() != screen(with: UIBarButtonItem(title: "Inbox", image: nil, primaryAction: nil, menu: nil)).pngData())
    }

    @Test func itInheritsUIKitsConvenienceInitializers() {
        let item = InboxBarButtonItem(title: "Archive", image: nil, primaryAction: nil, menu: nil)
        #expect(item.title == "Archive" && item.unread == 0)
    }

    @Test func buttonAndTabItemsAreBarItems() {
        let tab = UITabBarItem(title: "Chats", image: nil, tag: 2)
        let button = UIBarButtonItem(title: "Edit", image: nil, primaryAction: nil, menu: nil)
        button.isEnabled = false
        let items: [UIBarItem] = [tab, button]
        #expect(items.map(summary(of:)) == ["Chats tag 2 enabled", "Edit tag 0 disabled"])
        #expect(items.allSatisfy { $0.imageInsets == .zero })
    }
}
