import Foundation

/// One change of the view a container (a navigation or page view controller) shows:
/// the slide (or the instant swap) of the views, then the completion that ends the
/// appearance callbacks.
///
/// The completion runs after the commit that shows the final state, so
/// `viewDidAppear` follows the frame the view appears in. A transition cut short by
/// the next one (`finishNow()`) jumps to its end and completes at once.
///
/// An interactive slide (the navigation controller's swipe back) starts still, follows
/// the finger through `follow(fraction:)`, then springs from where the finger left it to
/// its end, or back to its start when cancelled, in `endInteraction`.
@MainActor
final class NavigationTransition {
    private let outgoingView: View?
    private let incomingView: View?
    private let slide: (any SlideGeometry)?
    private weak var window: Window?
    private var animator: TransitionAnimator?
    private let progress: (Double) -> Void
    private var completion: (() -> Void)?
    /// How far a finger has taken the slide (0…1), while it drives it.
    private var interactiveFraction: Double?

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
        if let animator {
            animator.finish()
        } else if interactiveFraction != nil {
            interactiveFraction = nil
            follow(fraction: 1)
            placeOutgoingViewAway()
        }
        complete()
    }

    // MARK: Interactive

    /// Places the views at the start of the slide, to be moved by `follow(fraction:)`.
    func startInteractive() {
        guard slide != nil, window != nil else { return start() }
        interactiveFraction = 0
        follow(fraction: 0)
    }

    /// Places the views `fraction` (0…1) of the way along the slide, in a straight line:
    /// they follow the finger.
    func follow(fraction: Double) {
        guard let slide else { return }
        if interactiveFraction != nil { interactiveFraction = fraction }
        incomingView?.frame = TransitionAnimator.interpolate(slide.incomingStart, slide.bounds, fraction)
        outgoingView?.frame = TransitionAnimator.interpolate(slide.bounds, slide.outgoingEnd, fraction)
        progress(fraction)
    }

    /// The finger lifted: the views spring from where they are to the end of the slide
    /// (then the completion runs), or back to its start when `cancelled`: the incoming
    /// view leaves and `cancellation` runs instead of the completion.
    func endInteraction(cancelled: Bool, cancellation: @escaping () -> Void) {
        guard let fraction = interactiveFraction, let slide, let outgoingView, let incomingView, let window else {
            return
        }
        interactiveFraction = nil
        if cancelled { completion = cancellation }
        let moves: [TransitionAnimator.Move] = [
            .init(view: incomingView, start: incomingView.frame, end: cancelled ? slide.incomingStart : slide.bounds),
            .init(view: outgoingView, start: outgoingView.frame, end: cancelled ? slide.bounds : slide.outgoingEnd),
        ]
        let animator = TransitionAnimator(moves: moves, in: window) { [weak self] in
            self?.slideDidEnd(cancelled: cancelled)
        }
        animator.progressHandler = { [progress = self.progress] done in
            progress(cancelled ? fraction * (1 - done) : fraction + (1 - fraction) * done)
        }
        self.animator = animator
        animator.start()
    }

    private func slideDidEnd(cancelled: Bool = false) {
        animator = nil
        if cancelled {
            incomingView?.removeFromSuperview()
            if let slide { incomingView?.frame = slide.bounds }
        } else {
            placeOutgoingViewAway()
        }
        scheduleCompletion()
    }

    private func placeOutgoingViewAway() {
        outgoingView?.removeFromSuperview()
        // The outgoing view sat in a container during UIKit's slide; its own frame
        // never moved.
        if let slide { outgoingView?.frame = slide.bounds }
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
