import Foundation

/// Recognizes a swipe, like `UISwipeGestureRecognizer`: `numberOfTouchesRequired`
/// fingers moving quickly in one of the allowed `direction`s. A discrete gesture:
/// `.possible` → `.ended` (recognized as the fingers move, before they lift) or
/// `.failed`.
///
/// UIKit does not publish its thresholds. Easel recognizes a swipe once the fingers'
/// middle has moved 50 points within 0.5 s of touching down, no more than 30° off an
/// allowed direction; it fails when the fingers take longer, head another way, more
/// fingers touch down, or they lift first. `location(in:)` is where the swipe began, as
/// UIKit documents.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions a swipe may take, like `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Toward the right of the screen.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward the left of the screen.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward the top of the screen.
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward the bottom of the screen.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count, like `direction` (default `.right`).
    public var direction: Direction = .right
    /// How many fingers swipe, like `numberOfTouchesRequired` (default 1).
    public var numberOfTouchesRequired = 1

    /// How far the fingers move to make a swipe, in points.
    static let minimumDistance: CGFloat = 50
    /// How long a swipe may take from touch-down, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// How far off an allowed direction the movement may be, in radians (30°).
    static let maximumDeviation: CGFloat = .pi / 6

    /// Where the fingers' middle was when the last required finger touched down, and when.
    private var start: (location: CGPoint, time: TimeInterval)?
    private var deadline: ScheduledWorkHandle?

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        let down = activeTouches
        if down.count > numberOfTouchesRequired { return fail() }
        guard down.count == numberOfTouchesRequired, start == nil else { return }
        start = (centroidInWindow, event.timestamp)
        deadline = view?.window?.eventLoop.scheduleTimer(at: event.timestamp + Self.maximumDuration) { [weak self] in
            self?.deadline = nil
            self?.fail()
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let start else { return }
        let here = centroidInWindow
        let moved = CGPoint(x: here.x - start.location.x, y: here.y - start.location.y)
        guard hypot(moved.x, moved.y) >= Self.minimumDistance else { return }
        if event.timestamp - start.time <= Self.maximumDuration, let swiped = Self.direction(of: moved), direction.contains(swiped) {
            cancelDeadline()
            state = .ended
        } else {
            fail()
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) { fail() }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { fail() }

    /// Where the swipe began (the fingers' middle), like `location(in:)` of UIKit's.
    open override func location(in view: View?) -> CGPoint {
        guard let start else { return super.location(in: view) }
        return pointInView(start.location, view)
    }

    open override func reset() {
        cancelDeadline()
        start = nil
    }

    /// The direction a movement takes, when it is within the allowed deviation of one.
    private static func direction(of moved: CGPoint) -> Direction? {
        let horizontal = abs(moved.x) >= abs(moved.y)
        let along = horizontal ? abs(moved.x) : abs(moved.y)
        let across = horizontal ? abs(moved.y) : abs(moved.x)
        guard atan2(across, along) <= maximumDeviation + 1e-9 else { return nil }
        if horizontal { return moved.x > 0 ? .right : .left }
        return moved.y > 0 ? .down : .up
    }

    private func fail() {
        cancelDeadline()
        if state == .possible { state = .failed }
    }

    private func cancelDeadline() {
        if let deadline { view?.window?.eventLoop.cancel(deadline) }
        deadline = nil
    }
}
