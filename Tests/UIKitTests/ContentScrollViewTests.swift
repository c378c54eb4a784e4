import Testing
import UIKit

/// A screen whose list sits inside a container below a header, where UIKit would not
/// find it, so the screen names it for the bars (iOS 15's `setContentScrollView`).
private final class HeaderedListController: UIViewController {
    let list = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let container = UIView(frame: view.bounds)
        list.frame = container.bounds
        list.contentSize = CGSize(width: 200, height: 1000)
        list.backgroundColor = .yellow
        container.addSubview(list)
        view.addSubview(header)
        view.addSubview(container)
        setContentScrollView(list, for: .top)
    }
}

/// A list screen that keeps the navigation bar from following its list.
private final class UnfollowedListController: UIViewController {
    let list = UIScrollView()

    override func loadView() {
        list.contentSize = CGSize(width: 200, height: 1000)
        view = list
    }

    override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        edge == .top ? nil : super.contentScrollView(for: edge)
    }
}

@MainActor
@Suite struct ContentScrollViewTests {
    /// A navigation controller whose bar is green, and red at the content's scroll edge.
    private func show(_ root: UIViewController) -> (UIWindow, UINavigationController) {
        let navigation = UINavigationController(rootViewController: root)
        let standard = UINavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .green
        standard.shadowColor = .clear
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .red
        edge.shadowColor = .clear
        navigation.navigationBar.standardAppearance = standard
        navigation.navigationBar.scrollEdgeAppearance = edge
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return (window, navigation)
    }

    @Test func theBarsFollowTheScrollViewTheScreenSets() throws {
        let screen = HeaderedListController()
        let (window, _) = show(screen)
        #expect(screen.contentScrollView(for: .top) === screen.list)
        // Nothing set for the bottom: the automatic choice, and the first subview (the
        // header) is not a scroll view.
        #expect(screen.contentScrollView(for: .bottom) == nil)
        #expect(pixel(try frameImage(of: window), 100, 20) == rgb(255, 0, 0))
        screen.list.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        window.eventLoop.runUntilIdle()
        #expect(pixel(try frameImage(of: window), 100, 20) == rgb(0, 255, 0))
        // Set back to nil, the screen has no scroll view the bar follows again.
        screen.setContentScrollView(nil)
        #expect(screen.contentScrollView(for: .top) == nil)
    }

    @Test func settingAScrolledScrollViewChangesTheBarAtOnce() throws {
        let screen = UIViewController()
        let (window, _) = show(screen)
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        list.contentSize = CGSize(width: 200, height: 1000)
        let holder = UIView(frame: screen.view.bounds)
        holder.addSubview(list)
        screen.view.addSubview(holder)
        list.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        window.eventLoop.runUntilIdle()
        // No scroll view the bar follows: the scroll-edge appearance.
        #expect(pixel(try frameImage(of: window), 100, 20) == rgb(255, 0, 0))
        screen.setContentScrollView(list)
        window.eventLoop.runUntilIdle()
        #expect(pixel(try frameImage(of: window), 100, 20) == rgb(0, 255, 0))
    }

    @Test func anOverrideReturningNilKeepsTheBarFromFollowing() throws {
        let screen = UnfollowedListController()
        let (window, _) = show(screen)
        #expect(screen.contentScrollView(for: .bottom) === screen.list)
        screen.list.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        window.eventLoop.runUntilIdle()
        // With no scroll view at the top, the bar stays in its scroll-edge appearance.
        #expect(pixel(try frameImage(of: window), 100, 20) == rgb(255, 0, 0))
    }
}
