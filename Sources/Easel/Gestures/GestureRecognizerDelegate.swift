import Foundation

/// Fine-tunes how a gesture recognizer begins and shares touches, like
/// `UIGestureRecognizerDelegate`. Every method is optional (the defaults below are
/// UIKit's).
@preconcurrency @MainActor
public protocol GestureRecognizerDelegate: NSObjectProtocol {
    /// Whether the recognizer may leave `.possible` and begin (or recognize); `false`
    /// makes it fail, like `gestureRecognizerShouldBegin(_:)`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the two recognizers may recognize at the same time, like
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`; either delegate
    /// saying yes is enough.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool
    /// Whether the recognizer waits for `other` to fail, like
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// Whether `other` waits for the recognizer to fail, like
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool
    /// Whether the recognizer receives a touch that begins, like
    /// `gestureRecognizer(_:shouldReceive:)`.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// Whether the recognizer receives a press, like `gestureRecognizer(_:shouldReceive:)`
    /// with a `UIPress`. Easel's recognizers take touches only, so it is never asked.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
    /// Whether the recognizer receives the event of a touch that begins, like
    /// `gestureRecognizer(_:shouldReceive:)` with a `UIEvent`: asked before the touch's
    /// own question, and `false` keeps the touch from the recognizer.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool
}

/// UIKit's defaults: begin, receive every event, touch and press, recognize alone, no failure
/// requirements.
extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRequireFailureOf other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive event: Event) -> Bool { true }
}
