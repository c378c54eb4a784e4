import Testing
import UIKit

/// A tab bar controller delegate that logs its calls and gives the animator it holds.
private final class AnimatingTabsDelegate: NSObject, UITabBarControllerDelegate {
    let trace: TransitionTrace
    var animator: UIViewControllerAnimatedTransitioning?

    init(_ trace: TransitionTrace) { self.trace = trace }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        trace.entries.append("didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        trace.entries.append("animationController \(fromVC.title ?? "?") to \(toVC.title ?? "?")")
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        trace.entries.append("interactionController")
        return nil
    }

    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        trace.entries.append("willBeginCustomizing")
    }

    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) { trace.entries.append("willEndCustomizing") }

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                          changed: Bool) { trace.entries.append("didEndCustomizing") }

    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientationMask { .portrait }

    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation { .portraitUpsideDown }
}

/// A tab bar's delegate with all of `UITabBarDelegate`'s methods.
private final class LoggingTabBarDelegate: NSObject, UITabBarDelegate {
    var entries: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { entries.append("didSelect") }
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) { entries.append("willBegin") }
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) { entries.append("didBegin") }
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        entries.append("willEnd")
    }
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) { entries.append("didEnd") }
}

@MainActor
@Suite struct TabBarCustomTransitionTests {
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A blue "First" and a red "Second" tab on a 100-point screen (the tab bar is its
    /// bottom 49 points, Second's tab the right half), the delegate giving a fade.
    private func tabs(_ trace: TransitionTrace, completing: Bool = true)
        -> (UIWindow, UITabBarController, AnimatingTabsDelegate, FadeAnimator, ColorScreen, ColorScreen) {
        let first = ColorScreen("First", blue, trace: trace), second = ColorScreen("Second", red, trace: trace)
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = [first, second]
        let delegate = AnimatingTabsDelegate(trace)
        let fade = FadeAnimator(trace)
        fade.completes = completing
        delegate.animator = fade
        tabBarController.delegate = delegate
        let window = makeWindow(width: 100, height: 100)
        window.rootViewController = tabBarController
        commit(window)
        trace.entries.removeAll()
        return (window, tabBarController, delegate, fade, first, second)
    }

    @Test func aTappedTabSwitchesThroughTheDelegatesAnimatorInUIKitsOrder() {
        let trace = TransitionTrace()
        let (window, tabBarController, delegate, fade, first, second) = tabs(trace)
        defer { withExtendedLifetime(delegate) {} }
        _ = window.scheduleTap(at: CGPoint(x: 75, y: 75))
        window.eventLoop.runUntilIdle()
        #expect(trace.entries == ["animationController First to Second", "interactionController",
                                  "First willDisappear", "Second willAppear",
                                  "animate First to Second interactive:false", "didSelect Second",
                                  "First didDisappear", "Second didAppear", "animationEnded true"])
        #expect(second.coordinatorInWillAppear?.duration == 0.4 && second.coordinatorInWillAppear?.interactive == false)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fade.frames == [bounds, .zero, .zero, bounds])
        #expect(fade.containerHeldFromViewOnly && fade.contextStyleIsNone)
        #expect(tabBarController.selectedIndex == 1 && tabBarController.tabBar.selectedItem === second.tabBarItem)
        #expect(first.viewIfLoaded?.superview == nil, "the outgoing view leaves")
        #expect(second.view.frame == bounds)
        #expect(tabBarController.transitionCoordinator == nil)
    }

    @Test func aSelectionInCodeFadesInTheLoopsTimeWithoutDidSelect() throws {
        let trace = TransitionTrace()
        let (window, tabBarController, delegate, _, _, second) = tabs(trace)
        defer { withExtendedLifetime(delegate) {} }
        tabBarController.selectedIndex = 1
        #expect(tabBarController.selectedViewController === second, "selected from the start")
        commit(window)
        window.eventLoop.run(for: 0.2)
        #expect(second.view.layer.presentation()?.opacity == 0.5)
        #expect(try pixel(frameImage(of: window), 50, 20) == rgb(128, 0, 127), "red at 50 % over blue")
        window.eventLoop.run(for: 0.3)
        #expect(try pixel(frameImage(of: window), 50, 20) == rgb(255, 0, 0))
        #expect(trace.entries == ["animationController First to Second", "interactionController",
                                  "First willDisappear", "Second willAppear",
                                  "animate First to Second interactive:false",
                                  "First didDisappear", "Second didAppear", "animationEnded true"])
    }

    @Test func anUncompletedSwitchKeepsTheOldTab() throws {
        let trace = TransitionTrace()
        let (window, tabBarController, delegate, _, first, second) = tabs(trace, completing: false)
        defer { withExtendedLifetime(delegate) {} }
        _ = window.scheduleTap(at: CGPoint(x: 75, y: 75))
        window.eventLoop.runUntilIdle()
        #expect(trace.entries == ["animationController First to Second", "interactionController",
                                  "First willDisappear", "Second willAppear",
                                  "animate First to Second interactive:false", "didSelect Second",
                                  "Second willDisappear", "First willAppear",
                                  "Second didDisappear", "First didAppear", "animationEnded false"])
        #expect(tabBarController.selectedIndex == 0 && tabBarController.tabBar.selectedItem === first.tabBarItem)
        #expect(second.viewIfLoaded?.superview == nil, "the incoming view leaves")
        #expect(first.view.window === window)
        #expect(try pixel(frameImage(of: window), 50, 20) == rgb(0, 0, 255))
    }

    @Test func theDelegateGivesTheOrientationsAndIsNeverAskedToCustomize() {
        let trace = TransitionTrace()
        let tabBarController = UITabBarController()
        #expect(tabBarController.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(tabBarController.preferredInterfaceOrientationForPresentation == .portrait)
        let delegate = AnimatingTabsDelegate(trace)
        tabBarController.delegate = delegate
        #expect(tabBarController.supportedInterfaceOrientations == .portrait)
        #expect(tabBarController.preferredInterfaceOrientationForPresentation == .portraitUpsideDown)
        // There is no More-tab Edit sheet here: nothing begins or ends customizing.
        tabBarController.viewControllers = (1...6).map { ColorScreen("Tab \($0)", blue, trace: trace) }
        let window = makeWindow(width: 100, height: 100)
        window.rootViewController = tabBarController
        tabBarController.selectedIndex = 5
        window.eventLoop.runUntilIdle()
        #expect(!trace.entries.contains { $0.hasSuffix("Customizing") })
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 100, height: 49))
        let barDelegate = LoggingTabBarDelegate()
        bar.delegate = barDelegate
        #expect(barDelegate.entries.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
