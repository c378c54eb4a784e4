import Foundation

/// What continuous gestures (long press, pan) share when their touches go away.
extension GestureRecognizer {
    /// Ends a continuous gesture as its touches end or are cancelled, as UIKit's state
    /// machine does: one that has not begun fails (through `fail`, which clears what the
    /// recognizer was waiting for), one in progress ends, or is cancelled.
    func endContinuousGesture(cancelled: Bool, fail: () -> Void) {
        switch state {
        case .possible: fail()
        case .began, .changed: state = cancelled ? .cancelled : .ended
        default: break
        }
    }
}
