import Testing
import UIKit

/// Pops by dropping the top view to the bottom edge in 0.5 s at an even pace, the
/// revealed view waiting beneath; a cancelled drop puts the top view back.
private final class DropAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let trace: TransitionTrace

    init(_ trace: TransitionTrace) { self.trace = trace }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let parts = TransitionParts(transitionContext, trace: trace) else { return }
        let container = transitionContext.containerView, fromView = parts.fromView
        parts.toView.frame = transitionContext.finalFrame(for: parts.to)
        container.insertSubview(parts.toView, belowSubview: fromView)
        let start = transitionContext.initialFrame(for: parts.from)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: { fromView.frame = start.offsetBy(dx: 0, dy: container.bounds.height) },
                       completion: { _ in
                           let cancelled = transitionContext.transitionWasCancelled
                           if cancelled { fromView.frame = start }
                           transitionContext.completeTransition(!cancelled)
                       })
    }

    func animationEnded(_ transitionCompleted: Bool) { trace.entries.append("animationEnded \(transitionCompleted)") }
}

/// A navigation delegate that logs its calls and gives the animators it holds.
private final class AnimatingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let trace: TransitionTrace
    var pushAnimator: UIViewControllerAnimatedTransitioning?
    var popAnimator: UIViewControllerAnimatedTransitioning?
    var interaction: UIPercentDrivenInteractiveTransition?
    var orientations: UIInterfaceOrientationMask = .portrait

    init(_ trace: TransitionTrace) { self.trace = trace }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) { trace.entries.append("willShow \(viewController.title!)") }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { trace.entries.append("didShow \(viewController.title!)") }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let name = operation == .push ? "push" : operation == .pop ? "pop" : "none"
        trace.entries.append("animationController \(name) \(fromVC.title!) to \(toVC.title!)")
        return operation == .push ? pushAnimator : popAnimator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        trace.entries.append("interactionController")
        return interaction
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        orientations
    }
}

@MainActor
@Suite struct CustomNavigationTransitionTests {
    private let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A blue "First" in a navigation controller on a 100-point screen, its delegate
    /// set, with a red "Second" pushed onto it (without animation) when `withSecond`.
    private func stack(_ trace: TransitionTrace, withSecond: Bool = false)
        -> (UIWindow, UINavigationController, AnimatingNavigationDelegate, ColorScreen) {
        let navigation = UINavigationController(rootViewController: ColorScreen("First", blue, trace: trace))
        let delegate = AnimatingNavigationDelegate(trace)
        navigation.delegate = delegate
        let window = makeWindow(width: 100, height: 100)
        window.rootViewController = navigation
        commit(window)
        let second = ColorScreen("Second", red, trace: trace)
        if withSecond {
            navigation.pushViewController(second, animated: false)
            window.eventLoop.runUntilIdle()
        }
        trace.entries.removeAll()
        return (window, navigation, delegate, second)
    }

    /// "Second" pushed onto "First" with a fade that completes the transition or not, run
    /// to its end.
    private func pushWithFade(completing: Bool) -> (TransitionTrace, UINavigationController, ColorScreen, FadeAnimator) {
        let trace = TransitionTrace()
        let (window, navigation, delegate, second) = stack(trace)
        let fade = FadeAnimator(trace)
        fade.completes = completing
        delegate.pushAnimator = fade
        navigation.pushViewController(second, animated: true)
        window.eventLoop.runUntilIdle()
        withExtendedLifetime(delegate) {}
        return (trace, navigation, second, fade)
    }

    @Test func aPushWithTheDelegatesAnimatorCallsBackInUIKitsOrder() {
        let (trace, navigation, second, fade) = pushWithFade(completing: true)
        #expect(trace.entries == ["animationController push First to Second", "interactionController",
                                  "First willDisappear", "Second willAppear", "willShow Second",
                                  "animate First to Second interactive:false",
                                  "First didDisappear", "Second didAppear", "didShow Second", "animationEnded true"])
        #expect(second.coordinatorInWillAppear?.duration == 0.4 && second.coordinatorInWillAppear?.interactive == false)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(fade.frames == [bounds, .zero, .zero, bounds])
        #expect(fade.containerHeldFromViewOnly && fade.contextStyleIsNone)
        #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
        #expect(navigation.viewControllers.first?.viewIfLoaded?.superview == nil, "the outgoing view leaves")
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func theAnimatorsFadeRunsInTheLoopsTimeAndShowsInTheFrame() throws {
        let trace = TransitionTrace()
        let (window, navigation, delegate, second) = stack(trace)
        defer { withExtendedLifetime(delegate) {} }
        delegate.pushAnimator = FadeAnimator(trace)
        navigation.pushViewController(second, animated: true)
        commit(window)
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.2)
        #expect(window.eventLoop.now == start + 0.2)
        #expect(second.view.layer.presentation()?.opacity == 0.5)
        #expect(try pixel(frameImage(of: window), 50, 80) == rgb(128, 0, 127), "red at 50 % over blue")
        window.eventLoop.run(for: 0.3)
        #expect(try pixel(frameImage(of: window), 50, 80) == rgb(255, 0, 0))
        #expect(trace.entries.last == "animationEnded true")
    }

    @Test func aCancelledPushPutsTheStackBack() {
        let (trace, navigation, second, _) = pushWithFade(completing: false)
        #expect(trace.entries == ["animationController push First to Second", "interactionController",
                                  "First willDisappear", "Second willAppear", "willShow Second",
                                  "animate First to Second interactive:false",
                                  "Second willDisappear", "First willAppear",
                                  "Second didDisappear", "First didAppear", "didShow First", "animationEnded false"])
        #expect(navigation.viewControllers.map(\.title) == ["First"])
        #expect(navigation.children.count == 1 && second.parent == nil)
        #expect(second.viewIfLoaded?.superview == nil, "the incoming view leaves")
    }

    @Test func aPercentDrivenPopScrubsTheAnimatorsAnimationsAndACancelRestoresTheStack() throws {
        let trace = TransitionTrace()
        let (window, navigation, delegate, second) = stack(trace, withSecond: true)
        defer { withExtendedLifetime(delegate) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.popAnimator = DropAnimator(trace)
        delegate.interaction = interaction
        navigation.popViewController(animated: true)
        commit(window)
        #expect(trace.entries == ["animationController pop Second to First", "interactionController",
                                  "Second willDisappear", "First willAppear", "willShow First",
                                  "animate Second to First interactive:true"])
        let first = try #require(navigation.viewControllers.first as? ColorScreen)
        #expect(first.coordinatorInWillAppear?.duration == 0.5 && first.coordinatorInWillAppear?.interactive == true)

        // Time does not move the paused drop; the finger does. (The layer times are
        // sums of seconds: the frames are exact to 1e-9 point.)
        window.eventLoop.run(for: 1)
        #expect(second.view.layer.presentation()?.frame.minY == 0)
        interaction.update(0.6)
        commit(window)
        #expect(abs((second.view.layer.presentation()?.frame.minY ?? 0) - 60) < 1e-9)
        #expect(navigation.transitionCoordinator?.percentComplete == 0.6)
        var frame = try frameImage(of: window)
        #expect(pixel(frame, 50, 52) == rgb(0, 0, 255) && pixel(frame, 50, 80) == rgb(255, 0, 0))

        // Cancelled at 60 %: 0.3 s back along the ease-in-out curve, halfway at 0.15 s.
        interaction.cancel()
        #expect(navigation.viewControllers.map(\.title) == ["First", "Second"])
        window.eventLoop.run(for: 0.15)
        #expect(abs((second.view.layer.presentation()?.frame.minY ?? 0) - 30) < 1e-9)
        window.eventLoop.runUntilIdle()
        #expect(trace.entries.suffix(6) == ["First willDisappear", "Second willAppear",
                                            "First didDisappear", "Second didAppear", "didShow Second",
                                            "animationEnded false"])
        #expect(navigation.topViewController === second && second.view.frame == navigation.view.bounds)
        frame = try frameImage(of: window)
        #expect(pixel(frame, 50, 52) == rgb(255, 0, 0) && pixel(frame, 50, 80) == rgb(255, 0, 0))
    }

    @Test func aFinishedPercentDrivenPopRunsTheRestAndPops() {
        let trace = TransitionTrace()
        let (window, navigation, delegate, _) = stack(trace, withSecond: true)
        defer { withExtendedLifetime(delegate) {} }
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.completionCurve = .linear
        delegate.popAnimator = DropAnimator(trace)
        delegate.interaction = interaction
        navigation.popViewController(animated: true)
        commit(window)
        interaction.update(0.5)
        interaction.finish()
        window.eventLoop.runUntilIdle()
        #expect(trace.entries.suffix(4) == ["Second didDisappear", "First didAppear", "didShow First",
                                            "animationEnded true"])
        #expect(navigation.viewControllers.map(\.title) == ["First"])
    }

    @Test func theSwipeBackRunsTheDelegatesPopAnimator() {
        let trace = TransitionTrace()
        let (window, navigation, delegate, _) = stack(trace, withSecond: true)
        defer { withExtendedLifetime(delegate) {} }
        delegate.popAnimator = DropAnimator(trace)
        window.scheduleDrag(along: [CGPoint(x: 5, y: 80), CGPoint(x: 85, y: 80)], duration: 0.25)
        window.eventLoop.run(for: 2)
        #expect(trace.entries == ["animationController pop Second to First", "interactionController",
                                  "Second willDisappear", "First willAppear", "willShow First",
                                  "animate Second to First interactive:false",
                                  "Second didDisappear", "First didAppear", "didShow First", "animationEnded true"])
        #expect(navigation.viewControllers.map(\.title) == ["First"])
    }

    @Test func theDelegateGivesTheSupportedOrientations() {
        let trace = TransitionTrace()
        let navigation = UINavigationController(rootViewController: ColorScreen("First", blue, trace: trace))
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = AnimatingNavigationDelegate(trace)
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .portrait)
        #expect(navigation.preferredInterfaceOrientationForPresentation == .portrait)
        withExtendedLifetime(delegate) {}
    }
}
