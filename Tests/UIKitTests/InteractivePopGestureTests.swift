import Testing
import UIKit

/// What the screens, the navigation delegate and the transition coordinator hear.
@MainActor
private final class CallbackLog {
    var entries: [String] = []
}

/// A screen that logs its appearance callbacks and, as it disappears, what the
/// transition coordinator says, the way apps undo work when a swipe back is cancelled.
private final class LoggingScreen: UIViewController {
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(title!) willAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(title!) didAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.entries.append("\(title!) willDisappear moving:\(isMovingFromParent)")
        guard let coordinator = transitionCoordinator, coordinator.isInteractive else { return }
        log.entries.append("interactive")
        coordinator.notifyWhenInteractionChanges { [log] context in
            log.entries.append("interaction ended cancelled:\(context.isCancelled) interactive:\(context.isInteractive)")
        }
        coordinator.animate(alongsideTransition: nil) { [log] context in
            log.entries.append("completion cancelled:\(context.isCancelled)")
        }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.entries.append("\(title!) didDisappear")
    }
}

private final class NavigationLog: NSObject, UINavigationControllerDelegate {
    let log: CallbackLog

    init(_ log: CallbackLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("willShow \(viewController.title!)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.entries.append("didShow \(viewController.title!)")
    }
}

/// A delegate that keeps the swipe back from beginning.
private final class SwipeVeto: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite struct InteractivePopGestureTests {
    /// "First" under "Second" in a navigation controller on a 100-point screen; the
    /// navigation delegate returned is held weakly by the navigation controller.
    private func stack(_ log: CallbackLog) -> (UIWindow, UINavigationController, NavigationLog) {
        let navigation = UINavigationController(rootViewController: LoggingScreen("First", log: log))
        let delegate = NavigationLog(log)
        navigation.delegate = delegate
        let window = makeWindow(width: 100, height: 100)
        window.rootViewController = navigation
        commit(window)
        navigation.pushViewController(LoggingScreen("Second", log: log), animated: false)
        window.eventLoop.runUntilIdle()
        log.entries.removeAll()
        return (window, navigation, delegate)
    }

    /// A swipe from the left edge at y 80 to `x` over `duration` seconds, then a second
    /// for the views to settle.
    private func swipe(to x: CGFloat, duration: TimeInterval, in window: UIWindow) {
        window.scheduleDrag(along: [CGPoint(x: 5, y: 80), CGPoint(x: x, y: 80)], duration: duration)
        window.eventLoop.run(for: duration + 1)
    }

    /// A full swipe back that pops nothing: no callback, both screens still there.
    private func expectSwipeBackToDoNothing(_ window: UIWindow, _ navigation: UINavigationController, _ log: CallbackLog,
                                            sourceLocation: SourceLocation = #_sourceLocation) {
        swipe(to: 85, duration: 0.25, in: window)
        #expect(log.entries.isEmpty, sourceLocation: sourceLocation)
        #expect(navigation.viewControllers.count == 2, sourceLocation: sourceLocation)
    }

    @Test func theRecognizerIsAnEnabledLeftEdgePanOnTheNavigationControllersView() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let view = navigation.view
        let recognizer = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.isEnabled && recognizer.edges == .left && recognizer.delegate != nil)
        #expect(recognizer.view === view)
    }

    @Test func aCompletedSwipeBackCallsBackAsAPopDoes() {
        let log = CallbackLog()
        let (window, navigation, delegate) = stack(log)
        defer { withExtendedLifetime(delegate) {} }
        swipe(to: 85, duration: 0.25, in: window)
        #expect(log.entries == ["Second willDisappear moving:true", "interactive", "First willAppear", "willShow First",
                                "interaction ended cancelled:false interactive:false", "completion cancelled:false",
                                "Second didDisappear", "First didAppear", "didShow First"])
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func aCancelledSwipeBackUndoesTheAppearanceCallbacks() {
        let log = CallbackLog()
        let (window, navigation, delegate) = stack(log)
        defer { withExtendedLifetime(delegate) {} }
        // 20 points in a second: short of half the width, too slow to carry on.
        swipe(to: 25, duration: 1, in: window)
        #expect(log.entries == ["Second willDisappear moving:true", "interactive", "First willAppear", "willShow First",
                                "interaction ended cancelled:true interactive:false",
                                "First willDisappear moving:false", "Second willAppear", "completion cancelled:true",
                                "First didDisappear", "Second didAppear", "didShow Second"])
        #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
        #expect(navigation.topViewController?.isMovingFromParent == false)
        #expect(navigation.topViewController?.view.frame == navigation.view.bounds)
    }

    @Test func theDelegateCanKeepTheSwipeFromBeginning() {
        let log = CallbackLog()
        let (window, navigation, _) = stack(log)
        let veto = SwipeVeto()
        navigation.interactivePopGestureRecognizer?.delegate = veto
        expectSwipeBackToDoNothing(window, navigation, log)
    }

    @Test func aCustomBackButtonStopsTheSwipeUntilTheAppTakesOverTheDelegate() {
        let log = CallbackLog()
        let (window, navigation, _) = stack(log)
        navigation.topViewController?.navigationItem.leftBarButtonItem =
            UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        expectSwipeBackToDoNothing(window, navigation, log)
        navigation.interactivePopGestureRecognizer?.delegate = nil
        swipe(to: 85, duration: 0.25, in: window)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aDisabledRecognizerDoesNotPop() {
        let log = CallbackLog()
        let (window, navigation, _) = stack(log)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        expectSwipeBackToDoNothing(window, navigation, log)
    }

    @Test func theRootControllerIsNeverSwipedAwayEvenWithoutADelegate() {
        let log = CallbackLog()
        let (window, navigation, _) = stack(log)
        navigation.popViewController(animated: false)
        window.eventLoop.runUntilIdle()
        log.entries.removeAll()
        navigation.interactivePopGestureRecognizer?.delegate = nil
        swipe(to: 85, duration: 0.25, in: window)
        #expect(log.entries.isEmpty)
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    }
}
