import Foundation

/// A driver of a transition by how far a gesture has come, like
/// `UIPercentDrivenInteractiveTransition`: the gesture's handler calls `update(_:)`
/// as it moves, then `finish()` or `cancel()`, which are passed to the transition's
/// context.
///
/// Returned by a navigation controller's delegate
/// (`navigationController(_:interactionControllerFor:)`), it drives the animator's own
/// animations, as UIKit's does: `startInteractiveTransition(_:)` stops the container
/// view's layer time and runs the animator's `animateTransition(using:)`, `update(_:)`
/// shows the animations that far through, and `finish()` or `cancel()` runs them on to
/// their end or back to their start at `completionSpeed` along `completionCurve` (see
/// `PercentDrivenScrub`). (Easel asks no transitioning delegate of a presentation for an
/// interaction controller.)
@preconcurrency @MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// The context being driven, from `startInteractiveTransition(_:)` until the end.
    private weak var context: (any ViewControllerContextTransitioning)?

    /// How far the transition has come, 0…1, like `percentComplete`.
    public private(set) var percentComplete: CGFloat = 0
    /// How fast the rest runs after `finish()` or `cancel()`, like `completionSpeed` (1).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest, like `completionCurve`.
    open var completionCurve: View.AnimationCurve = .easeInOut
    /// Whether the transition starts driven, like `wantsInteractiveStart` (`true`).
    open var wantsInteractiveStart = true

    public init() {}

    /// Starts driving `transitionContext`, like `startInteractiveTransition(_:)`.
    open func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        (transitionContext as? CustomTransitionContext)?.startPercentDriven(
            completionSpeed: { [weak self] in self?.completionSpeed ?? 1 },
            curve: { [weak self] in self?.completionCurve ?? .easeInOut })
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1), like `update(_:)`.
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Lets the transition complete, like `finish()`.
    open func finish() { context?.finishInteractiveTransition() }

    /// Lets the transition return to its start, like `cancel()`.
    open func cancel() { context?.cancelInteractiveTransition() }

    /// Stops the transition where it is, like `pause()`.
    open func pause() { context?.pauseInteractiveTransition() }
}
