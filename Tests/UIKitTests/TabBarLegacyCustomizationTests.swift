import Testing
import UIKit

/// A tab bar's delegate that logs the four customizing methods.
private final class CustomizingLog: NSObject, UITabBarDelegate {
    var entries: [String] = []
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        entries.append("willBegin \(items.map(\.tag)) isCustomizing:\(tabBar.isCustomizing)")
    }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {
        entries.append("didBegin \(items.map(\.tag)) isCustomizing:\(tabBar.isCustomizing)")
    }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("willEnd \(items.map(\.tag)) changed:\(changed) isCustomizing:\(tabBar.isCustomizing)")
    }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("didEnd \(items.map(\.tag)) changed:\(changed) isCustomizing:\(tabBar.isCustomizing)")
    }
}

/// A tab bar controller subclass, as ESTabBarController writes one, that hears the
/// customizing of its own tab bar through the overridden delegate methods.
private final class CustomizingTabBarController: UITabBarController {
    var entries: [String] = []
    override func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        entries.append("willBegin \(items.count)")
    }
    override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("didEnd \(items.count) changed:\(changed)")
    }
}

/// A 10 × 10 black square, the tabs' image.
private func blackSquare() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        UIColor.black.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@MainActor
@Suite struct TabBarLegacyCustomizationTests {
    @Test func theLegacyCentredPositioningDrawsTabsAtTheItemWidthAndSpacing() throws {
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: nil, image: blackSquare(), tag: 0)
        second.tabBarItem = UITabBarItem(title: nil, image: blackSquare(), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let bar = tabs.tabBar
        bar.barTintColor = .black
        bar.tintColor = .red
        bar.unselectedItemTintColor = .green
        bar.itemPositioning = .centered
        bar.itemWidth = 40
        bar.itemSpacing = 20
        let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let image = try frameImage(of: window)
        let top = Int(bar.frame.minY)
        // Two 40-point tabs 20 points apart in the middle of 200: centres at 70 and 130.
        #expect(pixel(image, 70, top + 18) == rgb(255, 0, 0), "the selected tab's icon")
        #expect(pixel(image, 130, top + 18) == rgb(0, 255, 0), "the other tab's icon")
        #expect(pixel(image, 50, top + 18) == rgb(0, 0, 0), "where filled tabs would put the first icon")
        #expect(pixel(image, 150, top + 18) == rgb(0, 0, 0), "where filled tabs would put the second icon")
        #expect(bar.standardAppearance.stackedItemPositioning == .centered)
        #expect(bar.standardAppearance.stackedItemWidth == 40)
        #expect(bar.standardAppearance.stackedItemSpacing == 20)
    }

    @Test func negativeItemWidthAndSpacingBecomeZero() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        #expect(bar.itemPositioning == .automatic && bar.itemWidth == 0 && bar.itemSpacing == 0)
        bar.itemWidth = -3
        bar.itemSpacing = -8
        #expect(bar.itemWidth == 0)
        #expect(bar.itemSpacing == 0)
    }

    @Test func beginningAndEndingCustomizingTellsTheDelegateInOrder() {
        let items = [UITabBarItem(title: "A", image: nil, tag: 1), UITabBarItem(title: "B", image: nil, tag: 2)]
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        bar.items = items
        let log = CustomizingLog()
        bar.delegate = log
        #expect(!bar.isCustomizing)
        #expect(bar.endCustomizing(animated: false) == false, "nothing to end")
        #expect(log.entries.isEmpty)
        bar.beginCustomizingItems(items)
        #expect(bar.isCustomizing)
        #expect(bar.endCustomizing(animated: true) == false, "the tabs did not change")
        #expect(!bar.isCustomizing)
        #expect(log.entries == [
            "willBegin [1, 2] isCustomizing:false",
            "didBegin [1, 2] isCustomizing:true",
            "willEnd [1, 2] changed:false isCustomizing:true",
            "didEnd [1, 2] changed:false isCustomizing:false",
        ])
        #expect(bar.items?.map(\.tag) == [1, 2])
    }

    @Test func aTabBarControllerSubclassHearsItsBarsCustomizing() {
        let tabs = CustomizingTabBarController()
        tabs.viewControllers = [UIViewController(), UIViewController()]
        let items = tabs.tabBar.items ?? []
        tabs.tabBar.beginCustomizingItems(items)
        _ = tabs.tabBar.endCustomizing(animated: false)
        #expect(tabs.entries == ["willBegin 2", "didEnd 2 changed:false"])
    }
}
