import Foundation

/// Holds touches back from a scroll view's content for 150 ms, as UIScrollView's
/// `delaysContentTouches` does: it never recognizes; it fails when the time is up or
/// the fingers lift, and then the content gets the touches. If the scroll view's pan
/// recognizes first, the content never sees them.
final class ContentTouchDelayRecognizer: GestureRecognizer {
    static let delay: TimeInterval = 0.15
    private var deadline: ScheduledWorkHandle?

    override init() {
        super.init()
        name = "delaysContentTouches"
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard deadline == nil else { return }
        deadline = view?.window?.eventLoop.scheduleTimer(at: event.timestamp + Self.delay) { [weak self] in
            self?.deadline = nil
            self?.giveUp()
        }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        if activeTouches.isEmpty { giveUp() }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { giveUp() }

    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }

    override func reset() {
        if let deadline { view?.window?.eventLoop.cancel(deadline) }
        deadline = nil
    }

    private func giveUp() {
        if state == .possible { state = .failed }
    }
}
