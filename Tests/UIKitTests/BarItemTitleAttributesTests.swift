import Testing
import UIKit

/// A bar button item class whose appearance proxy a test themes (a class of its own, so
/// that no other test's bars take the proxy's values).
final class ThemedBarButtonItem: UIBarButtonItem {}

/// A tab bar item class whose appearance proxy a test themes.
final class ThemedTabBarItem: UITabBarItem {}

/// Whether any pixel of `image` in `rect` (in pixels) is exactly `color`.
private func contains(_ color: Pixel, in image: UIImage, _ rect: CGRect) -> Bool {
    (Int(rect.minY)..<Int(rect.maxY)).contains { y in (Int(rect.minX)..<Int(rect.maxX)).contains { x in pixel(image, x, y) == color } }
}

@MainActor
@Suite struct BarItemTitleAttributesTests {
    /// A navigation bar whose right item is `item`, in a 320 × 200 window at 1×.
    private func navigationBar(with item: UIBarButtonItem) throws -> UIImage {
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = item
        let window = UIWindow(size: CGSize(width: 320, height: 200), scale: 1)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return try frameImage(of: window)
    }

    @Test func theAttributesAreKeptPerState() {
        let item = UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        #expect(item.titleTextAttributes(for: .disabled)?[.foregroundColor] as? UIColor == .blue)
        #expect(item.titleTextAttributes(for: .highlighted) == nil, "no state falls back to another when asked")
        item.setTitleTextAttributes(nil, for: .disabled)
        #expect(item.titleTextAttributes(for: .disabled) == nil)
    }

    @Test func aBarButtonItemsTitleIsDrawnInItsAttributesForItsState() throws {
        let item = UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        let plain = try navigationBar(with: UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil))
        item.setTitleTextAttributes([.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 17)], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .disabled)
        let red = try navigationBar(with: item)
        let bar = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(contains(rgb(255, 0, 0), in: red, bar))
        #expect(!contains(rgb(255, 0, 0), in: plain, bar))
        item.isEnabled = false
        let blue = try navigationBar(with: item)
        #expect(contains(rgb(0, 0, 255), in: blue, bar), "the disabled state's colour, not dimmed")
        #expect(!contains(rgb(255, 0, 0), in: blue, bar))
    }

    @Test func aBarButtonItemProxyAppliesInItsContainerAndKeepsWhatTheItemSet() throws {
        let proxy = ThemedBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        let themed = ThemedBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        #expect(themed.titleTextAttributes(for: .normal) == nil, "nothing applies before the item is shown")
        let shown = try navigationBar(with: themed)
        #expect(themed.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .red)
        let own = UIBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        own.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        #expect(try shown.pngData() == navigationBar(with: own).pngData(), "the proxy's attributes, drawn as the item's own")

        let kept = ThemedBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        kept.setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .normal)
        _ = try navigationBar(with: kept)
        #expect(kept.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .blue, "a value set on the item wins")

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let outside = ThemedBarButtonItem(title: "Save", image: nil, primaryAction: nil, menu: nil)
        toolbar.items = [outside]
        let window = makeWindow(width: 200, height: 44)
        window.addSubview(toolbar)
        window.eventLoop.runUntilIdle()
        #expect(outside.titleTextAttributes(for: .normal) == nil, "a toolbar is not a navigation bar")
    }

    @Test func aTabBarItemProxyColoursTheNormalAndSelectedTitles() throws {
        ThemedTabBarItem.appearance().setTitleTextAttributes(
            [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20, weight: .bold)], for: .normal)
        ThemedTabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.blue], for: .selected)
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = ThemedTabBarItem(title: "MMMM", image: nil, tag: 0)
        second.tabBarItem = ThemedTabBarItem(title: "MMMM", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let image = try frameImage(of: window)
        let top = tabs.tabBar.frame.minY
        let selected = CGRect(x: 0, y: top, width: 100, height: 49), other = CGRect(x: 100, y: top, width: 100, height: 49)
        #expect(contains(rgb(0, 0, 255), in: image, selected) && !contains(rgb(255, 0, 0), in: image, selected))
        #expect(contains(rgb(255, 0, 0), in: image, other) && !contains(rgb(0, 0, 255), in: image, other))
        #expect(contains(rgb(0, 0, 255), in: image, CGRect(x: 0, y: top + 44, width: 100, height: 5)),
                "the selected title keeps the normal state's 20-point font: it reaches below a 10-point title's")
    }
}
