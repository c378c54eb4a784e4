import Foundation

/// Recognizes two fingers pinching, like `UIPinchGestureRecognizer`. A continuous
/// gesture: `.began` once the distance between the first two fingers down has changed
/// by 10 points, `.changed` as they move, `.ended` when every finger has lifted.
///
/// `scale` is the distance between the fingers over their distance when they touched
/// down: above 1 as they spread (zoom in), below 1 as they close. It is an absolute
/// value, not a change since the last report; setting it (to 1, say, after applying it)
/// measures on from there and resets the velocity, as in UIKit.
open class PinchGestureRecognizer: GestureRecognizer {
    private var pinch = FingerPairGesture(measure: .spread)

    /// The scale factor between the two fingers, like `UIPinchGestureRecognizer.scale`.
    public var scale: CGFloat {
        get { pinch.value }
        set { pinch.set(newValue, touches: activeTouches) }
    }

    /// How fast the scale changes, in scale factor per second, like
    /// `UIPinchGestureRecognizer.velocity`: the average over the last 0.1 s.
    public var velocity: CGFloat { pinch.samples.velocity }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&pinch, phase: .began, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&pinch, phase: .moved, at: event.timestamp)
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&pinch, phase: .ended, at: event.timestamp)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        trackFingerPair(&pinch, phase: .cancelled, at: event.timestamp)
    }

    open override func reset() {
        pinch.reset()
    }
}
