import Foundation

/// Recognizes two fingers turning, like `UIRotationGestureRecognizer`. A continuous
/// gesture: `.began` once the first two fingers down have moved 10 points around their
/// middle, `.changed` as they move, `.ended` when every finger has lifted.
///
/// `rotation` is the angle the line between the fingers has turned since they touched
/// down, in radians, clockwise on screen positive (the sense of
/// `CGAffineTransform(rotationAngle:)` on a view); it keeps counting past a half turn.
/// Setting it measures on from there and resets the velocity, as in UIKit.
open class RotationGestureRecognizer: GestureRecognizer {
    private var turn = FingerPairGesture(measure: .angle)

    /// The rotation in radians, like `UIRotationGestureRecognizer.rotation`.
    public var rotation: CGFloat {
        get { turn.value }
        set { turn.set(newValue, touches: activeTouches) }
    }

    /// How fast the rotation changes, in radians per second, like
    /// `UIRotationGestureRecognizer.velocity`: the average over the last 0.1 s.
    public var velocity: CGFloat { turn.samples.velocity }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&turn, phase: .began, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&turn, phase: .moved, at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&turn, phase: .ended, at: event.timestamp)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&turn, phase: .cancelled, at: event.timestamp)
    }

    open override func reset() {
        turn.reset()
    }
}
