import Foundation

/// One finger on the screen, from touch-down to lift-off, like `UITouch`.
///
/// The same object represents the finger for the whole sequence: its `phase`,
/// location and `timestamp` change with each event. `view` is the view the touch
/// began in (found by hit testing) and stays that view until the touch ends.
@preconcurrency @MainActor
public final class Touch {
    /// Where a touch is in its sequence, like `UITouch.Phase`.
    public enum Phase: Sendable, CaseIterable {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger rests while another one changed.
        case stationary
        /// The finger lifted.
        case ended
        /// The system stopped tracking the touch.
        case cancelled
        /// A pointer entered the view's region without pressing, like
        /// `UITouch.Phase.regionEntered` (iPadOS' trackpads and mice). Easel has no
        /// pointer, so no touch is ever in this phase or the two below; code that
        /// switches over every phase compiles as it does on iOS.
        case regionEntered
        /// A pointer moved inside the view's region without pressing, like
        /// `UITouch.Phase.regionMoved`.
        case regionMoved
        /// A pointer left the view's region, like `UITouch.Phase.regionExited`.
        case regionExited

        /// The name of the responder method for the phase (stationary touches are not
        /// delivered on their own); `nil` for a pointer's region phases, which reach no
        /// `touches…` method.
        var responderMethod: String? {
            switch self {
            case .began: "touchesBegan"
            case .moved, .stationary: "touchesMoved"
            case .ended: "touchesEnded"
            case .cancelled: "touchesCancelled"
            case .regionEntered, .regionMoved, .regionExited: nil
            }
        }

        /// Whether the touch sequence is over.
        var isFinal: Bool { self == .ended || self == .cancelled }
    }

    /// The touch's phase in the latest event, like `UITouch.phase`.
    public internal(set) var phase: Phase
    /// The virtual time of the latest change, like `UITouch.timestamp`.
    public internal(set) var timestamp: TimeInterval
    /// How many quick taps in a row this touch is, like `UITouch.tapCount`.
    public internal(set) var tapCount: Int
    /// The view the touch began in, like `UITouch.view`; `nil` when it began where no
    /// view takes touches.
    public internal(set) var view: View?
    /// The window the touch is in, like `UITouch.window`.
    public internal(set) weak var window: Window?
    /// The gesture recognizers receiving this touch, like `UITouch.gestureRecognizers`.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Where the finger touched down.
    let startLocationInWindow: CGPoint
    /// The finger number the digitizer reported the touch under.
    let finger: Int

    // Delivery to `view` (the gesture recognizers may delay or cancel it).
    /// The view takes this touch (not when it ignores extra touches).
    var deliversToView = true
    /// `touchesBegan` reached the view, so an end or a cancellation is owed.
    var viewHasBegun = false
    /// A recognizer that cancels touches in its view took this touch.
    var isCancelledInView = false
    /// Phases held back by recognizers that delay touches, in order.
    var delayedPhases: [(phase: Phase, location: CGPoint, previous: CGPoint, timestamp: TimeInterval)] = []

    init(finger: Int, location: CGPoint, timestamp: TimeInterval, window: Window) {
        self.finger = finger
        phase = .began
        self.timestamp = timestamp
        tapCount = 1
        locationInWindow = location
        previousLocationInWindow = location
        startLocationInWindow = location
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's for `nil`), like
    /// `UITouch.location(in:)`.
    public func location(in view: View?) -> CGPoint {
        guard let view, view !== window else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// The location before the latest move, like `UITouch.previousLocation(in:)`.
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view, view !== window else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}

extension Touch: Hashable {
    /// Touches are equal when they are the same finger's object, like `UITouch`.
    public nonisolated static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
