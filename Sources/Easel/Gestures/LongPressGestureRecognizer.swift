import Foundation

/// Recognizes a press held still for a while, like `UILongPressGestureRecognizer`.
/// A continuous gesture: `.began` once `numberOfTouchesRequired` fingers have been
/// down for `minimumPressDuration` without moving more than `allowableMovement`, then
/// `.changed` as they move and `.ended` when they lift. Lifting or moving too far
/// before that fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must stay down, like `minimumPressDuration` (default 0.5 s).
    public var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the gesture begins, like
    /// `allowableMovement` (default 10 points).
    public var allowableMovement: CGFloat = 10
    /// How many fingers the press takes, like `numberOfTouchesRequired` (default 1).
    public var numberOfTouchesRequired = 1

    private var fingersDown = 0
    private var pressTimer: ScheduledWorkHandle?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        fingersDown += touches.count
        guard state == .possible else { return }
        if fingersDown > numberOfTouchesRequired { return fail() }
        if fingersDown == numberOfTouchesRequired {
            pressTimer = view?.window?.eventLoop.scheduleTimer(at: event.timestamp + minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.pressTimer = nil
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        switch state {
        case .possible:
            if touches.contains(where: { hypot($0.locationInWindow.x - $0.startLocationInWindow.x,
                                               $0.locationInWindow.y - $0.startLocationInWindow.y) > allowableMovement }) {
                fail()
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        fingersDown = max(0, fingersDown - touches.count)
        endContinuousGesture(cancelled: false, fail: fail)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture(cancelled: true, fail: fail)
    }

    open override func reset() {
        cancelTimer()
        fingersDown = 0
    }

    private func fail() {
        cancelTimer()
        if state == .possible { state = .failed }
    }

    private func cancelTimer() {
        if let pressTimer { view?.window?.eventLoop.cancel(pressTimer) }
        pressTimer = nil
    }
}
