import Foundation

/// Describes a transition to the controllers taking part in it and runs work alongside
/// it, like `UIViewControllerTransitionCoordinator`. Easel hands one to
/// `viewWillTransition(to:with:)` when the window changes size.
///
/// A window size change in Easel takes effect at once (it is not animated), so
/// `isAnimated` is `false`, the alongside blocks run as soon as every controller has
/// been told, before the layout that follows, and the completion blocks run after the
/// commit that shows the new size. Each block receives the coordinator itself, which
/// carries what UIKit's coordinator context does.
@preconcurrency @MainActor
public final class ViewControllerTransitionCoordinator {
    /// Whether the transition is animated, like `isAnimated`.
    public let isAnimated: Bool
    /// The length of the transition in seconds, like `transitionDuration`.
    public let transitionDuration: TimeInterval
    /// Whether a gesture drives the transition, like `isInteractive` (never, in Easel).
    public var isInteractive: Bool { false }

    private var alongsideAnimations: [(ViewControllerTransitionCoordinator) -> Void] = []
    private var completions: [(ViewControllerTransitionCoordinator) -> Void] = []

    init(isAnimated: Bool, transitionDuration: TimeInterval) {
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
    }

    /// Registers work to run with the transition and after it, like
    /// `animate(alongsideTransition:completion:)`. Returns `true`, as UIKit does when
    /// the blocks will run.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                        completion: ((ViewControllerTransitionCoordinator) -> Void)? = nil) -> Bool {
        if let animation { alongsideAnimations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func runAlongsideAnimations() {
        let blocks = alongsideAnimations
        alongsideAnimations.removeAll()
        for block in blocks { block(self) }
    }

    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
