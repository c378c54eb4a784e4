import Testing
import UIKit

/// `edgesForExtendedLayout`, `extendedLayoutIncludesOpaqueBars` and
/// `hidesBottomBarWhenPushed`: where a container puts a child's view among its bars.
/// On an iPhone 16e (390 × 844 points, 47 at the top and 34 at the bottom unsafe) the
/// navigation bar ends at y 91 and the tab bar (49 + 34 points) starts at y 761.
@MainActor
@Suite struct ExtendedLayoutTests {
    final class ColorController: UIViewController {
        let color: UIColor
        init(_ color: UIColor) {
            self.color = color
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = color
        }
    }

    @Test func aViewReachesUnderATranslucentNavigationBarByDefault() {
        let content = ColorController(.red)
        let window = showOnIPhone16e(UINavigationController(rootViewController: content))
        #expect(content.edgesForExtendedLayout == .all)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(content.view.window === window)
    }

    @Test func aViewWithoutTheTopEdgeStartsBelowTheNavigationBar() throws {
        let content = ColorController(.red)
        content.edgesForExtendedLayout = []
        let navigation = UINavigationController(rootViewController: content)
        navigation.view.backgroundColor = .blue
        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        navigation.navigationBar.standardAppearance = clear
        let window = showOnIPhone16e(navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Under the (transparent) bar the navigation controller's own view shows, not
        // the content.
        let image = try frameImage(of: window)
        #expect(pixel(image, 300 * 3, 80 * 3) == rgb(0, 0, 255))
        #expect(pixel(image, 300 * 3, 92 * 3) == rgb(255, 0, 0))
    }

    @Test func anOpaqueNavigationBarStopsTheViewUnlessItIncludesOpaqueBars() {
        let content = ColorController(.red)
        let navigation = UINavigationController(rootViewController: content)
        navigation.navigationBar.isTranslucent = false
        let window = showOnIPhone16e(navigation)
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
        content.extendedLayoutIncludesOpaqueBars = true
        window.eventLoop.runOnce()
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(content.view.safeAreaInsets.top == 91)
        navigation.navigationBar.isTranslucent = true
        content.extendedLayoutIncludesOpaqueBars = false
        content.edgesForExtendedLayout = .bottom
        window.eventLoop.runOnce()
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 753))
    }

    @Test func aViewWithoutTheBottomEdgeEndsAboveTheTabBar() {
        let content = ColorController(.red)
        content.edgesForExtendedLayout = .top
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = showOnIPhone16e(tabs)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(content.view.window === window)
    }

    @Test func aViewInANavigationStackInATabStopsAtBothBars() {
        let content = ColorController(.red)
        content.edgesForExtendedLayout = []
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: content)]
        let window = showOnIPhone16e(tabs)
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 670))
        #expect(content.view.safeAreaInsets == .zero)
        #expect(content.view.window === window)
    }

    @Test func aPushedControllerThatHidesTheBottomBarHidesTheTabBarUntilItIsPopped() throws {
        let list = ColorController(.red)
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, ColorController(.green)]
        let window = showOnIPhone16e(tabs)
        #expect(!tabs.tabBar.isHidden)
        #expect(list.view.safeAreaInsets.bottom == 83)

        let detail = ColorController(.blue)
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.eventLoop.runOnce()
        #expect(tabs.tabBar.isHidden)
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(detail.view.safeAreaInsets.bottom == 34)
        // The detail shows down to the bottom edge where the tab bar was.
        #expect(pixel(try frameImage(of: window), 100 * 3, 800 * 3) == rgb(0, 0, 255))

        // A controller pushed above it keeps the bar hidden.
        let more = ColorController(.yellow)
        navigation.pushViewController(more, animated: false)
        window.eventLoop.runOnce()
        #expect(tabs.tabBar.isHidden)

        navigation.popToRootViewController(animated: false)
        window.eventLoop.runOnce()
        #expect(!tabs.tabBar.isHidden)
        #expect(list.view.safeAreaInsets.bottom == 83)
    }
}
