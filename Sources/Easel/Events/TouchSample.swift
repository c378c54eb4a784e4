import Foundation

/// One finger's change in a report from the touch screen: the input Easel feeds to a
/// window as the digitizer feeds iOS.
public struct TouchSample: Hashable, Sendable {
    /// Which finger (any number, stable from touch-down to lift-off).
    public var finger: Int
    /// `.began` for touch-down, `.moved`, then `.ended` (or `.cancelled`).
    public var phase: Touch.Phase
    /// Where the finger is, in window coordinates.
    public var location: CGPoint

    /// A finger's change at a location.
    public init(finger: Int = 0, phase: Touch.Phase, location: CGPoint) {
        self.finger = finger
        self.phase = phase
        self.location = location
    }
}

/// How far and how fast taps may be to count as one tap and as taps in a row, as
/// UIKit's tap recognition allows.
enum TapTolerance {
    /// The farthest a finger may move during a tap, and between taps of a sequence.
    static let movement: CGFloat = 45
    /// The longest pause between the taps of a sequence, in seconds.
    static let interval: TimeInterval = 0.35
}
