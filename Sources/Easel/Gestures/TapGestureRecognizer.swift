import Foundation

/// Recognizes taps: `numberOfTouchesRequired` fingers touching down and lifting
/// without moving far, `numberOfTapsRequired` times in quick succession, like
/// `UITapGestureRecognizer`. A discrete gesture: `.possible` → `.ended` or `.failed`.
///
/// UIKit's tolerances apply: a finger may move 45 points during a tap, and the next
/// tap of a sequence must begin within 0.35 s and 45 points of the first.
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture, like `numberOfTapsRequired` (default 1).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap takes, like `numberOfTouchesRequired` (default 1).
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersDown = 0
    private var fingersInCurrentTap = 0
    private var firstTapLocation: CGPoint?
    private var nextTapDeadline: ScheduledWorkHandle?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        cancelDeadline()
        if fingersDown == 0 { fingersInCurrentTap = 0 }
        fingersDown += touches.count
        fingersInCurrentTap += touches.count
        if fingersInCurrentTap > numberOfTouchesRequired { return fail() }
        if let firstTapLocation, touches.contains(where: { distance($0.locationInWindow, firstTapLocation) > TapTolerance.movement }) {
            fail()
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        if touches.contains(where: { distance($0.locationInWindow, $0.startLocationInWindow) > TapTolerance.movement }) {
            fail()
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        fingersDown = max(0, fingersDown - touches.count)
        guard fingersDown == 0 else { return }
        guard fingersInCurrentTap == numberOfTouchesRequired else { return fail() }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = centroidInWindow }
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else {
            nextTapDeadline = view?.window?.eventLoop.scheduleTimer(at: event.timestamp + TapTolerance.interval) { [weak self] in
                self?.fail()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { fail() }

    /// Where the first tap of the sequence was, like `UITapGestureRecognizer`.
    open override func location(in view: View?) -> CGPoint {
        guard let firstTapLocation else { return super.location(in: view) }
        return pointInView(firstTapLocation, view)
    }

    open override func reset() {
        cancelDeadline()
        tapsCompleted = 0
        fingersDown = 0
        fingersInCurrentTap = 0
        firstTapLocation = nil
    }

    private func fail() {
        cancelDeadline()
        if state == .possible { state = .failed }
    }

    private func cancelDeadline() {
        if let nextTapDeadline { view?.window?.eventLoop.cancel(nextTapDeadline) }
        nextTapDeadline = nil
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
