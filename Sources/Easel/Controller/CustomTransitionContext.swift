import Foundation

/// The context a custom transition gives its animator: a presentation or dismissal
/// (see `ViewControllerTransitioningDelegate`), or a navigation controller's push or
/// pop (see `NavigationControllerDelegate`), or a tab bar controller's tab switch (see
/// `TabBarControllerDelegate`). It holds the container, the two
/// controllers and the views the transition moves, with their frames;
/// `completeTransition(_:)` hands the outcome back to the transition once.
///
/// `prepare(_:drivenBy:in:coordinator:)` and `start()` run the animator, or the
/// interaction controller that drives it. A `PercentDrivenInteractiveTransition` scrubs the
/// animator's animations through a `PercentDrivenScrub` of the container.
final class CustomTransitionContext: ViewControllerContextTransitioning {
    /// A controller of the transition, with the view it moves (if any) and its frames.
    struct Side {
        let controller: ViewController
        let view: View?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: View
    let isAnimated = true
    /// Whether an interaction controller drives the transition: from its start until
    /// it calls `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: ModalPresentationStyle
    let targetTransform = Transform.identity
    private let from: Side
    private let to: Side
    /// What the transition does with the outcome; `nil` once it has been given.
    var outcomeHandler: ((Bool) -> Void)?
    /// The animator and its interaction controller, from `prepare` to the end.
    private var animator: (any ViewControllerAnimatedTransitioning)?
    private var driver: (any ViewControllerInteractiveTransitioning)?
    private var coordinator: ViewControllerTransitionCoordinator?
    /// The stopped time of the container, while a percent-driven transition scrubs it.
    private var scrub: PercentDrivenScrub?
    /// What the transition does when its interaction controller cancels it, before
    /// the animator completes it.
    private var cancellationHandler: (() -> Void)?

    init(container: View, style: ModalPresentationStyle, from: Side, to: Side, cancellation: (() -> Void)? = nil,
         outcome: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        self.from = from
        self.to = to
        cancellationHandler = cancellation
        outcomeHandler = outcome
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from.controller : key == .to ? to.controller : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    func initialFrame(for controller: ViewController) -> CGRect {
        [from, to].first { $0.controller === controller }?.initialFrame ?? .zero
    }

    func finalFrame(for controller: ViewController) -> CGRect {
        [from, to].first { $0.controller === controller }?.finalFrame ?? .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard let outcome = outcomeHandler else {
            return Trace.diagnostic("completeTransition(_:) was called again for a transition that has ended")
        }
        outcomeHandler = nil
        if !didComplete { transitionWasCancelled = true }
        isInteractive = false
        scrub?.end()
        scrub = nil
        outcome(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        coordinator?.percentComplete = percentComplete
        scrub?.move(to: percentComplete)
    }

    func finishInteractiveTransition() { endInteraction(cancelled: false) }

    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    func pauseInteractiveTransition() {}

    // MARK: Running

    /// Readies `animator` to run in this context, as UIKit readies a custom transition
    /// before the appearance callbacks: its `transitionDuration(using:)` becomes the
    /// coordinator's, and with an `interaction` controller that wants an interactive
    /// start the context and the coordinator are interactive. `completeTransition(_:)`
    /// will hand the outcome to the transition at once (the appearance callbacks run
    /// inside it, as in UIKit), then tell the animator `animationEnded(_:)`.
    func prepare(_ animator: any ViewControllerAnimatedTransitioning,
                 drivenBy interaction: (any ViewControllerInteractiveTransitioning)?,
                 in window: Window, coordinator: ViewControllerTransitionCoordinator) {
        guard let outcome = outcomeHandler else { return }
        self.animator = animator
        self.coordinator = coordinator
        driver = interaction?.wantsInteractiveStart == true ? interaction : nil
        outcomeHandler = { [weak self, weak window] completed in
            self?.animator = nil
            self?.driver = nil
            outcome(completed)
            animator.animationEnded(completed)
            // The animator completes from an animation's completion, after a commit:
            // what the end changed (views removed, a dimming view gone) is committed
            // at the next turn of the loop, as UIKit's run loop commits it.
            if let window { window.eventLoop.scheduleSource(at: window.eventLoop.now) {} }
        }
        coordinator.timing = .curve(animator.transitionDuration(using: self))
        if driver != nil {
            isInteractive = true
            coordinator.beginInteraction()
        }
    }

    /// Starts the prepared transition: the interaction controller's
    /// `startInteractiveTransition(_:)` (a percent-driven one starts the animator itself,
    /// see `startPercentDriven`), else the animator's `animateTransition(using:)`; then
    /// the coordinator's alongside blocks.
    func start() {
        if let driver {
            driver.startInteractiveTransition(self)
        } else {
            animator?.animateTransition(using: self)
        }
        coordinator?.runAlongsideAnimations()
    }

    /// Prepares and starts `animator` at once (a presentation or dismissal).
    func run(_ animator: any ViewControllerAnimatedTransitioning, in window: Window,
             coordinator: ViewControllerTransitionCoordinator) {
        prepare(animator, drivenBy: nil, in: window, coordinator: coordinator)
        start()
    }

    /// What `PercentDrivenInteractiveTransition.startInteractiveTransition(_:)` does in
    /// UIKit: the container's time stops, then the animator adds its animations, which
    /// `updateInteractiveTransition(_:)` scrubs.
    func startPercentDriven(completionSpeed: @escaping () -> CGFloat, curve: @escaping () -> View.AnimationCurve) {
        guard let animator, scrub == nil, let window = containerView.window else { return }
        let duration = animator.transitionDuration(using: self)
        scrub = PercentDrivenScrub(container: containerView, window: window, duration: duration,
                                   completionSpeed: completionSpeed, curve: curve)
        animator.animateTransition(using: self)
    }

    private func endInteraction(cancelled: Bool) {
        if cancelled { transitionWasCancelled = true }
        guard isInteractive else { return }
        isInteractive = false
        coordinator?.endInteraction(cancelled: cancelled)
        if cancelled { cancellationHandler?() }
        scrub?.play(toEnd: !cancelled)
    }
}
