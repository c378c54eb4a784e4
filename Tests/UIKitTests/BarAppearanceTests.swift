import Testing
import UIKit

/// A list screen styled as iOS 15+ apps style their bars: an opaque blue bar with a red
/// shadow line and white titles while the content is scrolled, a transparent bar at the
/// scroll edge.
final class StyledListViewController: UIViewController {
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.backgroundColor = .yellow
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        view = scrollView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Styled"
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .blue
        standard.shadowColor = .red
        standard.titleTextAttributes = [.foregroundColor: UIColor.white]
        let edge = UINavigationBarAppearance()
        edge.configureWithTransparentBackground()
        navigationItem.standardAppearance = standard
        navigationItem.scrollEdgeAppearance = edge
    }
}

/// A yellow scrolling list with no bar styling of its own.
final class ScrollingListViewController: UIViewController {
    let scrollView = UIScrollView()

    override func loadView() {
        scrollView.backgroundColor = .yellow
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        view = scrollView
    }
}

/// Plain content under a navigation bar.
final class PlainContentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Plain"
        view.backgroundColor = .yellow
    }
}

/// A navigation controller whose bars an appearance proxy themes.
final class ThemedNavigationController: UINavigationController {}

/// A label class themed through its appearance proxy.
final class TagLabel: UILabel {}

/// A tab image: a solid 10-point square, drawn as a template.
@MainActor
private func squareImage() -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        UIColor.black.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

/// A tab bar controller of two controllers with square tab images, and an opaque
/// black tab bar appearance for the test to finish and set; the second controller is
/// returned for its own item.
@MainActor
private func twoTabsOnBlack() -> (UITabBarController, UIViewController, UITabBarAppearance) {
    let first = UIViewController(), second = UIViewController()
    first.tabBarItem = UITabBarItem(title: nil, image: squareImage(), tag: 0)
    second.tabBarItem = UITabBarItem(title: nil, image: squareImage(), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let appearance = UITabBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .black
    return (tabs, second, appearance)
}

/// `controller` in a 200 × 300 window at 1×, with no status bar, settled.
@MainActor
private func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(size: CGSize(width: 200, height: 300), scale: 1)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.eventLoop.runUntilIdle()
    return window
}

@MainActor
@Suite struct BarAppearanceTests {
    @Test func theNavigationBarShowsTheScrollEdgeAppearanceUntilTheContentScrolls() throws {
        let list = StyledListViewController()
        let window = show(UINavigationController(rootViewController: list))
        // At the scroll edge: transparent, no shadow line; the content's yellow shows.
        var image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == rgb(255, 255, 0))
        #expect(pixel(image, 2, 44) == rgb(255, 255, 0))

        list.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        window.eventLoop.runUntilIdle()
        image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == rgb(0, 0, 255))
        #expect(pixel(image, 2, 43) == rgb(0, 0, 255))
        #expect(pixel(image, 2, 44) == rgb(255, 0, 0), "the shadow line, one pixel under the bar")
        #expect(pixel(image, 2, 45) == rgb(255, 255, 0))
        // The title is drawn in white on the blue: no dark pixel anywhere in the bar.
        let titleRow = (0..<200).map { pixel(image, $0, 22) }
        #expect(titleRow.contains(rgb(255, 255, 255)))
        #expect(!titleRow.contains { $0.red < 200 && $0.blue < 200 })

        list.scrollView.setContentOffset(CGPoint(x: 0, y: -44), animated: false)
        window.eventLoop.runUntilIdle()
        #expect(pixel(try frameImage(of: window), 2, 2) == rgb(255, 255, 0), "back at the edge")
    }

    @Test func theBarsAppearanceIsACopyThatFollowsItsOwnChanges() throws {
        let navigation = UINavigationController(rootViewController: PlainContentViewController())
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .green
        navigation.navigationBar.standardAppearance = appearance
        navigation.navigationBar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .red
        let window = show(navigation)
        #expect(pixel(try frameImage(of: window), 2, 2) == rgb(0, 255, 0), "the bar keeps a copy")
        #expect(navigation.navigationBar.standardAppearance !== appearance)

        navigation.navigationBar.scrollEdgeAppearance?.backgroundColor = .blue
        window.eventLoop.runUntilIdle()
        #expect(pixel(try frameImage(of: window), 2, 2) == rgb(0, 0, 255), "the bar's own copy redraws it")
    }

    @Test func theLegacyBarTintColorSetsTheStandardAppearance() throws {
        let list = ScrollingListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.barTintColor = .blue
        let window = show(navigation)
        list.scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        window.eventLoop.runUntilIdle()
        let image = try frameImage(of: window)
        #expect(pixel(image, 2, 2) == rgb(0, 0, 255))
        #expect(pixel(image, 2, 44) == rgb(179, 179, 0), "UIKit's shadow line, black at 30 %, over the yellow content")
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .blue)
    }

    @Test func theTabBarDrawsItsItemsInTheStackedLayoutsColours() throws {
        let (tabs, _, appearance) = twoTabsOnBlack()
        appearance.shadowColor = .clear
        appearance.stackedLayoutAppearance.normal.iconColor = .green
        appearance.stackedLayoutAppearance.selected.iconColor = .red
        tabs.tabBar.standardAppearance = appearance
        let window = show(tabs)
        let image = try frameImage(of: window)
        let top = Int(tabs.tabBar.frame.minY)
        #expect(top == 300 - 49)
        #expect(pixel(image, 2, top) == rgb(0, 0, 0), "no shadow line")
        #expect(pixel(image, 2, top + 40) == rgb(0, 0, 0))
        #expect(pixel(image, 50, top + 18) == rgb(255, 0, 0), "the selected tab's icon")
        #expect(pixel(image, 150, top + 18) == rgb(0, 255, 0), "the other tab's icon")
    }

    @Test func centredTabsAndTheSelectedItemsOwnAppearance() throws {
        let (tabs, second, appearance) = twoTabsOnBlack()
        appearance.stackedItemPositioning = .centered
        appearance.stackedItemWidth = 40
        appearance.stackedItemSpacing = 10
        appearance.stackedLayoutAppearance.normal.iconColor = .green
        appearance.stackedLayoutAppearance.selected.iconColor = .red
        tabs.tabBar.standardAppearance = appearance
        let blue = appearance.copy() as! UITabBarAppearance
        blue.backgroundColor = .blue
        second.tabBarItem.standardAppearance = blue
        let window = show(tabs)
        let top = Int(tabs.tabBar.frame.minY)
        // Two 40-point tabs 10 points apart in the middle of 200: centres at 75 and 125.
        var image = try frameImage(of: window)
        #expect(pixel(image, 75, top + 18) == rgb(255, 0, 0))
        #expect(pixel(image, 125, top + 18) == rgb(0, 255, 0))
        #expect(pixel(image, 50, top + 18) == rgb(0, 0, 0))

        tabs.selectedIndex = 1
        window.eventLoop.runUntilIdle()
        image = try frameImage(of: window)
        #expect(pixel(image, 2, top + 40) == rgb(0, 0, 255), "the selected item's appearance")
        #expect(pixel(image, 125, top + 18) == rgb(255, 0, 0))
    }

    @Test func theToolbarDrawsItsStandardAppearance() throws {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .blue
        appearance.shadowColor = .red
        toolbar.standardAppearance = appearance
        let window = makeWindow(width: 200, height: 100)
        window.addSubview(toolbar)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 2, 0) == rgb(255, 0, 0), "the shadow line along the top")
        #expect(pixel(image, 2, 1) == rgb(0, 0, 255))
        #expect(pixel(image, 2, 43) == rgb(0, 0, 255))
    }

    @Test func anAppearanceProxyStylesTheBarsInItsContainerOnly() throws {
        UINavigationBar.appearance(whenContainedInInstancesOf: [ThemedNavigationController.self]).barTintColor = .blue
        let themed = show(ThemedNavigationController(rootViewController: PlainContentViewController()))
        let plain = show(UINavigationController(rootViewController: PlainContentViewController()))
        #expect(pixel(try frameImage(of: themed), 2, 2) == rgb(0, 0, 255))
        #expect(pixel(try frameImage(of: plain), 2, 2) == rgb(255, 255, 255))
    }

    @Test func anAppearanceProxyAppliesWhenAViewEntersAWindowAndKeepsWhatTheViewSet() throws {
        let window = makeWindow(width: 100, height: 100)
        let early = TagLabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(early)
        TagLabel.appearance().backgroundColor = .green
        let plain = TagLabel(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        let own = TagLabel(frame: CGRect(x: 40, y: 0, width: 10, height: 10))
        own.backgroundColor = .red
        let label = UILabel(frame: CGRect(x: 60, y: 0, width: 10, height: 10))
        #expect(plain.backgroundColor == nil, "nothing applies before the view enters a window")
        for view in [plain, own, label] { window.addSubview(view) }
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 5, 5) == .white, "a view already in a window keeps its look")
        #expect(pixel(image, 25, 5) == rgb(0, 255, 0))
        #expect(pixel(image, 45, 5) == rgb(255, 0, 0), "a value set on the view wins")
        #expect(pixel(image, 65, 5) == .white, "the proxy is TagLabel's, not UILabel's")
    }
}
