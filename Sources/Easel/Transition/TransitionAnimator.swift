import Foundation

/// Moves views from one frame to another on the event loop's VSync along UIKit's
/// transition spring: the animation of the built-in navigation and presentation
/// transitions.
///
/// It is deliberately small and self-contained so that it can be replaced by
/// `View.animate` once that engine exists. Unlike Core Animation it changes the views'
/// real frames at each refresh (there is no presentation layer yet), so `frame` read
/// during the slide gives the position on screen rather than the final one.
@MainActor
final class TransitionAnimator {
    /// One view's journey.
    struct Move {
        let view: View
        let start: CGRect
        let end: CGRect
    }

    private let moves: [Move]
    /// The window whose animator keeps this one (and so the views and the completion)
    /// alive while it runs: dropping the window frees the transition with it.
    private weak var window: Window?
    private let spring: TransitionSpring
    private var startTime: TimeInterval = 0
    private var completion: (() -> Void)?
    /// Told the progress (0…1) each time the views move, for what animates alongside.
    var progressHandler: ((Double) -> Void)?

    /// An animator that calls `completion` once, at the refresh where the spring
    /// settles (or when `finish()` cuts it short), after placing the views at their
    /// end frames.
    init(moves: [Move], in window: Window, spring: TransitionSpring = .uiKit,
         completion: @escaping () -> Void) {
        self.moves = moves
        self.window = window
        self.spring = spring
        self.completion = completion
    }

    /// Places the views at their start frames and follows the window's VSync from now
    /// on, kept by the window's animator until it finishes.
    func start() {
        guard let window else { return }
        startTime = window.eventLoop.now
        apply(progress: 0)
        window.animator.transitionDidStart(self)
        window.eventLoop.setVSyncListener(for: self) { [weak self] time in self?.refresh(at: time) }
    }

    /// Jumps to the end frames now and completes.
    func finish() {
        if let window {
            window.eventLoop.setVSyncListener(for: self, nil)
            window.animator.transitionDidEnd(self)
        }
        apply(progress: 1)
        let done = completion
        completion = nil
        done?()
    }

    private func refresh(at time: TimeInterval) {
        let elapsed = time - startTime
        if elapsed >= spring.settlingDuration {
            finish()
        } else {
            apply(progress: spring.progress(at: elapsed))
        }
    }

    private func apply(progress: Double) {
        for move in moves {
            move.view.frame = progress >= 1 ? move.end : Self.interpolate(move.start, move.end, progress)
        }
        progressHandler?(progress)
    }

    /// The frame `t` (0…1) of the way from `start` to `end`.
    static func interpolate(_ start: CGRect, _ end: CGRect, _ t: Double) -> CGRect {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return CGRect(x: mix(start.minX, end.minX), y: mix(start.minY, end.minY),
                      width: mix(start.width, end.width), height: mix(start.height, end.height))
    }
}
