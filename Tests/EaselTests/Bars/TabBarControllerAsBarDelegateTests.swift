@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The tab bar controller is its tab bar's delegate, as in UIKit: a subclass that
/// overrides `tabBar(_:didSelect:)` hears each tap, after the selection and before the
/// controller delegate's `didSelect`, and not when the delegate refuses.
@MainActor
@Suite struct TabBarControllerAsBarDelegateTests {
    /// A tab bar controller subclass that logs the bar's `didSelect` into `log`.
    private final class LoggingTabBarController: TabBarController {
        var log: [String] = []
        override func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
            log.append("tabBar didSelect \(item.title ?? "") selectedIndex:\(selectedIndex)")
        }
    }

    /// A controller delegate that logs into the tab bar controller's log and refuses one.
    private final class RefusingDelegate: NSObject, TabBarControllerDelegate {
        var refused: ViewController?
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            (tabBarController as? LoggingTabBarController)?.log.append("shouldSelect \(viewController.title ?? "")")
            return viewController !== refused
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            (tabBarController as? LoggingTabBarController)?.log.append("didSelect \(viewController.title ?? "")")
        }
    }

    @Test func aTapTellsTheOverriddenBarDelegateMethodBetweenSelectionAndDidSelect() {
        let controllers = ["A", "B", "C"].map { name in
            let controller = ColorController(name)
            controller.title = name
            return controller
        }
        let tabBarController = LoggingTabBarController()
        tabBarController.viewControllers = controllers
        let window = phoneWindow(root: tabBarController)
        #expect(tabBarController.tabBar.delegate === tabBarController)
        let delegate = RefusingDelegate()
        tabBarController.delegate = delegate

        // Three 130-point tabs on the 390-point phone: B's centre is at 195.
        _ = window.scheduleTap(at: CGPoint(x: 195, y: 844 - 60))
        window.eventLoop.runUntilIdle()
        #expect(tabBarController.log == ["shouldSelect B", "tabBar didSelect B selectedIndex:1", "didSelect B"])

        tabBarController.log = []
        _ = window.scheduleTap(at: CGPoint(x: 195, y: 844 - 60))
        window.eventLoop.runUntilIdle()
        #expect(tabBarController.log == ["shouldSelect B", "tabBar didSelect B selectedIndex:1", "didSelect B"],
                "tapping the selected tab again tells both too")

        tabBarController.log = []
        delegate.refused = controllers[2]
        _ = window.scheduleTap(at: CGPoint(x: 325, y: 844 - 60))
        window.eventLoop.runUntilIdle()
        #expect(tabBarController.log == ["shouldSelect C"], "refused: the bar's delegate is not told")
        #expect(tabBarController.selectedIndex == 1)
    }

    @Test func theLegacyItemPositioningPropertiesPlaceTheTabs() {
        let (window, tabBarController) = (Window(size: CGSize(width: 390, height: 844), scale: 1), TabBarController())
        tabBarController.viewControllers = [ColorController("A"), ColorController("B")]
        window.rootViewController = tabBarController
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        let bar = tabBarController.tabBar
        bar.itemPositioning = .centered
        bar.itemWidth = 60
        bar.itemSpacing = 10
        // 60 + 10 + 60 = 130 points in the middle of 390: from 130.
        #expect(bar.itemFrames == [CGRect(x: 130, y: 0, width: 60, height: 49), CGRect(x: 200, y: 0, width: 60, height: 49)])
        #expect(bar.standardAppearance.stackedItemPositioning == .centered)
        #expect(bar.standardAppearance.stackedItemWidth == 60)
        bar.itemWidth = -5
        bar.itemSpacing = -1
        #expect(bar.itemWidth == 0 && bar.itemSpacing == 0, "negative values become 0, as UIKit documents")
        #expect(bar.itemFrames == [CGRect(x: 0, y: 0, width: 195, height: 49), CGRect(x: 195, y: 0, width: 195, height: 49)],
                "width 0: equal shares, here the whole width")
        bar.itemPositioning = .fill
        #expect(bar.itemFrames.map(\.width) == [195, 195])
    }
}
