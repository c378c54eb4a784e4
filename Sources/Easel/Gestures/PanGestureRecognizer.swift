import Foundation

/// Recognizes fingers dragging, like `UIPanGestureRecognizer`. A continuous gesture:
/// `.began` once the centroid of the fingers has moved 10 points (UIKit's
/// hysteresis), `.changed` with each move, `.ended` when the fingers lift.
///
/// `translation(in:)` is measured from where the fingers touched down and does not
/// jump when fingers are added or lifted. `velocity(in:)` is the average velocity of
/// the last 0.1 s of samples (zero when the fingers rested that long).
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers that pan, like `minimumNumberOfTouches` (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan, like `maximumNumberOfTouches` (default unlimited).
    open var maximumNumberOfTouches = Int.max
    /// The trackpad and mouse-wheel scrolls that also pan, like
    /// `UIPanGestureRecognizer.allowedScrollTypesMask` (iOS 13.4, none by default):
    /// kept; Easel has no pointer scroll events, only touches.
    open var allowedScrollTypesMask = ScrollTypeMask()

    /// How far the fingers move before the pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// The translation, in window coordinates, up to `reference`.
    private var accumulated = CGPoint.zero
    /// The centroid the current set of fingers is measured from.
    private var reference: CGPoint?
    private var samples = GestureVelocity<CGPoint>()

    // MARK: Translation and velocity

    /// How far the fingers moved since they touched down, in `view`'s coordinates,
    /// like `UIPanGestureRecognizer.translation(in:)`.
    open func translation(in view: View?) -> CGPoint {
        vector(translationInWindow, to: view)
    }

    /// Resets the translation to `translation` (in `view`'s coordinates), like
    /// `UIPanGestureRecognizer.setTranslation(_:in:)`.
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        let inWindow: CGPoint
        if let view, !(view is Window) {
            let origin = view.convert(CGPoint.zero, to: nil)
            let end = view.convert(translation, to: nil)
            inWindow = CGPoint(x: end.x - origin.x, y: end.y - origin.y)
        } else {
            inWindow = translation
        }
        accumulated = inWindow
        reference = activeTouches.isEmpty ? nil : centroid(of: activeTouches)
        samples.removeAll()
    }

    /// The velocity of the fingers in points per second in `view`'s coordinates, like
    /// `UIPanGestureRecognizer.velocity(in:)`.
    open func velocity(in view: View?) -> CGPoint {
        vector(samples.velocity, to: view)
    }

    private var translationInWindow: CGPoint {
        let touches = activeTouches
        guard let reference, !touches.isEmpty else { return accumulated }
        let centroid = centroid(of: touches)
        return CGPoint(x: accumulated.x + centroid.x - reference.x, y: accumulated.y + centroid.y - reference.y)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        rebase(before: activeTouches.filter { !touches.contains($0) })
        if state == .possible, activeTouches.count > maximumNumberOfTouches { return fail() }
        record(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        record(event.timestamp)
        switch state {
        case .possible:
            let translation = translationInWindow
            if activeTouches.count >= minimumNumberOfTouches, hypot(translation.x, translation.y) >= Self.hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        let remaining = activeTouches
        rebase(before: remaining + touches.sorted { $0.finger < $1.finger })
        record(event.timestamp)
        guard remaining.count < minimumNumberOfTouches else { return }
        endContinuousGesture(cancelled: false, fail: fail)
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        endContinuousGesture(cancelled: true, fail: fail)
    }

    open override func reset() {
        accumulated = .zero
        reference = nil
        samples.removeAll()
    }

    /// The set of fingers changes: keep the translation where it is and measure the
    /// new set from its own centroid.
    private func rebase(before: [Touch]) {
        if let reference, !before.isEmpty {
            let centroid = centroid(of: before)
            accumulated = CGPoint(x: accumulated.x + centroid.x - reference.x, y: accumulated.y + centroid.y - reference.y)
        }
        let touches = activeTouches
        reference = touches.isEmpty ? nil : centroid(of: touches)
    }

    private func record(_ time: TimeInterval) {
        samples.record(translationInWindow, at: time)
    }

    private func fail() {
        if state == .possible { state = .failed }
    }

    private func centroid(of touches: [Touch]) -> CGPoint {
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// A vector in window coordinates in `view`'s coordinates.
    private func vector(_ vector: CGPoint, to view: View?) -> CGPoint {
        let origin = pointInView(.zero, view)
        let end = pointInView(vector, view)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
