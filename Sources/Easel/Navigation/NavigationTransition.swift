import Foundation

/// One change of the view a container (a navigation or page view controller) shows:
/// the slide (or the instant swap) of the views, then the completion that ends the
/// appearance callbacks.
///
/// The completion runs after the commit that shows the final state, so
/// `viewDidAppear` follows the frame the view appears in. A transition cut short by
/// the next one (`finishNow()`) jumps to its end and completes at once.
@MainActor
final class NavigationTransition {
    private let outgoingView: View?
    private let incomingView: View?
    private let slide: (any SlideGeometry)?
    private weak var window: Window?
    private var animator: TransitionAnimator?
    private let progress: (Double) -> Void
    private var completion: (() -> Void)?

    /// A transition from `outgoingView` to `incomingView`, sliding when `slide` is
    /// given; `window` is where the completion waits for a commit (`nil`: it runs at
    /// the end of the views' change). `progress` follows the slide (0…1, ending at 1),
    /// for what changes along with it (the navigation bar's items).
    init(outgoingView: View?, incomingView: View?, slide: (any SlideGeometry)?, window: Window?,
         progress: @escaping (Double) -> Void = { _ in }, completion: @escaping () -> Void) {
        self.outgoingView = outgoingView
        self.incomingView = incomingView
        self.slide = slide
        self.window = window
        self.progress = progress
        self.completion = completion
    }

    func start() {
        guard let slide, let outgoingView, let incomingView, let window else {
            outgoingView?.removeFromSuperview()
            scheduleCompletion()
            return
        }
        let animator = TransitionAnimator(
            moves: [.init(view: incomingView, start: slide.incomingStart, end: slide.bounds),
                    .init(view: outgoingView, start: slide.bounds, end: slide.outgoingEnd)],
            in: window
        ) { [weak self] in self?.slideDidEnd() }
        animator.progressHandler = progress
        self.animator = animator
        animator.start()
    }

    /// Ends the transition now, completion included.
    func finishNow() {
        animator?.finish()
        complete()
    }

    private func slideDidEnd() {
        animator = nil
        outgoingView?.removeFromSuperview()
        // The outgoing view sat in a container during UIKit's slide; its own frame
        // never moved.
        if let slide { outgoingView?.frame = slide.bounds }
        scheduleCompletion()
    }

    private func scheduleCompletion() {
        guard let window else { return complete() }
        window.afterNextCommit.append { [weak self] in self?.complete() }
    }

    private func complete() {
        let done = completion
        completion = nil
        done?()
    }
}
