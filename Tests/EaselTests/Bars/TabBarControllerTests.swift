@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The tab bar controller: containment, the lifecycle of switched tabs in UIKit's order,
/// the delegate, the bar's geometry and the children's safe area, badges, and More.
@MainActor
@Suite struct TabBarControllerTests {
    /// A recording delegate that can refuse one controller.
    final class Delegate: NSObject, TabBarControllerDelegate {
        var refused: ViewController?
        var log: [String] = []
        func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
            log.append("shouldSelect \(viewController.traceName)")
            return viewController !== refused
        }
        func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
            log.append("didSelect \(viewController.traceName)")
        }
    }

    private func tabs(_ names: [String]) -> [ColorController] {
        names.map { name in
            let controller = ColorController(name)
            controller.title = name
            return controller
        }
    }

    /// A tab bar controller of `controllers` in a shown 390 × 844 window at 1× with an
    /// iPhone's safe area (47 top, 34 bottom), after its first commit.
    private func phone(_ controllers: [ViewController]) -> (Window, TabBarController) {
        let tabBarController = TabBarController()
        tabBarController.accessibilityIdentifier = "Tabs"
        tabBarController.viewControllers = controllers
        return (phoneWindow(root: tabBarController), tabBarController)
    }

    @Test func settingTheTabsAddsEachAsAChildAtOnce() {
        let controllers = tabs(["A", "B"])
        let tabBarController = TabBarController()
        tabBarController.accessibilityIdentifier = "Tabs"
        let captured = Trace.capture { tabBarController.viewControllers = controllers }
        #expect(events(of: ["A", "B"], in: captured) == [
            "willMoveToParent A parent:Tabs", "didMoveToParent A parent:Tabs",
            "willMoveToParent B parent:Tabs", "didMoveToParent B parent:Tabs",
        ])
        #expect(tabBarController.selectedIndex == 0)
        #expect(tabBarController.children.map(\.traceName) == ["A", "B"])
        #expect(!controllers[1].isViewLoaded, "a tab's view loads when it is first selected")
    }

    @Test func theBarIs49PointsOverTheHomeIndicatorAndTheChildrensSafeAreaEndsAboveIt() {
        let controllers = tabs(["A", "B"])
        let (window, tabBarController) = phone(controllers)
        #expect(tabBarController.tabBar.frame == CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        #expect(controllers[0].view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(controllers[0].view.window === window)
        #expect(controllers[0].view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        #expect(tabBarController.tabBar.itemFrames == [CGRect(x: 0, y: 0, width: 195, height: 49),
                                                        CGRect(x: 195, y: 0, width: 195, height: 49)])
    }

    @Test func aTapSwitchesTabsInUIKitsOrderAndTellsTheDelegate() {
        let controllers = tabs(["A", "B", "C"])
        let (window, tabBarController) = phone(controllers)
        let delegate = Delegate()
        tabBarController.delegate = delegate
        let captured = Trace.capture {
            _ = window.scheduleTap(at: CGPoint(x: 195, y: 844 - 60))
            window.eventLoop.runUntilIdle()
        }
        #expect(events(of: ["A", "B"], in: captured).filter { !$0.contains("Layout") } == [
            "tabBarSelect B",
            "loadView B",
            "viewDidLoad B",
            "viewWillDisappear A animated:false",
            "viewWillAppear B animated:false",
            "viewDidDisappear A animated:false",
            "viewDidAppear B animated:false",
        ])
        #expect(delegate.log == ["shouldSelect B", "didSelect B"])
        #expect(tabBarController.selectedViewController === controllers[1])
        #expect(controllers[0].view.window == nil && controllers[1].view.window === window)
        #expect(tabBarController.tabBar.selectedItem === controllers[1].tabBarItem)
        #expect(window.lastFrame!.image[195, 400] == Pixel(red: 255, green: 255, blue: 255))

        delegate.refused = controllers[2]
        _ = window.scheduleTap(at: CGPoint(x: 325, y: 844 - 60))
        window.eventLoop.runUntilIdle()
        #expect(delegate.log.suffix(1) == ["shouldSelect C"], "refused: no selection, no didSelect")
        #expect(tabBarController.selectedIndex == 1)
    }

    @Test func selectingInCodeSwitchesWithoutTheDelegate() {
        let controllers = tabs(["A", "B"])
        let (window, tabBarController) = phone(controllers)
        let delegate = Delegate()
        tabBarController.delegate = delegate
        tabBarController.selectedIndex = 1
        #expect(controllers[1].view.window === window, "on screen, the switch is immediate")
        #expect(controllers[0].appearState == .disappeared && controllers[1].appearState == .appeared)
        tabBarController.selectedIndex = 7
        #expect(tabBarController.selectedIndex == 1, "out of range: ignored")
        #expect(delegate.log.isEmpty)
    }

    @Test func theSelectedTabIsTintedAndABadgeIsDrawnInItsColour() throws {
        let controllers = tabs(["A", "B"])
        controllers[1].tabBarItem.badgeValue = "3"
        let (window, _) = phone(controllers)
        let image = try #require(window.lastFrame).image
        let titleRows = (844 - 83 + 33)..<(844 - 83 + 46)
        func columns(_ range: Range<Int>, _ isInk: (Pixel) -> Bool) -> Bool {
            range.contains { x in titleRows.contains { isInk(image[x, $0]) } }
        }
        #expect(columns(150..<240) { Int($0.blue) > Int($0.red) + 100 } == false, "no blue under the unselected tab")
        #expect(columns(0..<195) { Int($0.blue) > Int($0.red) + 100 }, "the selected title in the tint")
        // The badge: 18 points tall from 2 points down, its leading edge 6 points right of
        // the image's centre (292.5).
        #expect(image[292 + 6 + 2, 844 - 83 + 2 + 9] == Pixel(red: 255, green: 59, blue: 48))
    }

    @Test func moreThanFiveTabsShowFourAndMore() {
        let controllers = tabs(["A", "B", "C", "D", "E", "F"])
        let (window, tabBarController) = phone(controllers)
        #expect(tabBarController.tabBar.items?.map(\.title) == ["A", "B", "C", "D", "More"])
        tabBarController.selectedIndex = 5
        window.eventLoop.runUntilIdle()
        #expect(tabBarController.moreNavigationController.viewControllers.last === controllers[5])
        #expect(controllers[5].view.window === window)
        #expect(tabBarController.tabBar.selectedItem === tabBarController.moreNavigationController.tabBarItem)

        // The More tab lists E and F; a tap on E's row pushes it.
        _ = window.scheduleTap(at: CGPoint(x: 39 + 78 * 4, y: 844 - 60))
        window.eventLoop.runUntilIdle()
        #expect(tabBarController.selectedViewController === tabBarController.moreNavigationController)
        _ = window.scheduleTap(at: CGPoint(x: 100, y: 47 + 44 + 22))
        window.eventLoop.runUntilIdle()
        #expect(tabBarController.selectedViewController === controllers[4])
        #expect(controllers[4].view.window === window)
    }
}
