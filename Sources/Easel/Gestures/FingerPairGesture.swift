import Foundation

/// What pinch and rotation recognizers share: they follow the first two fingers down
/// and report one value measured between them (their distance as a scale, their angle
/// as a rotation), as UIKit's do.
///
/// The value is measured from where the pair touched down, so it starts at its rest
/// value and does not jump when the pair changes (a finger lifts and another lands, or
/// the app sets the value): the new pair is measured from there. The gesture begins once
/// the fingers have moved `hysteresis` points apart or around their middle.
struct FingerPairGesture {
    /// What is measured between the two fingers.
    enum Measure {
        /// The distance between them, reported as a scale (rest value 1).
        case spread
        /// The angle of the line from the first to the second, clockwise on screen,
        /// reported as a rotation in radians (rest value 0).
        case angle
    }

    /// How far the fingers move before the gesture begins, in points: along the line
    /// between them for a pinch, around their middle for a rotation (the same 10 points
    /// a pan needs).
    static let hysteresis: CGFloat = 10

    let measure: Measure
    /// The value the current pair is measured from.
    private var base: CGFloat
    /// The raw distance or angle when the current pair formed or the value was set.
    private var reference: CGFloat?
    /// The raw angle last seen, to unwrap angles across ±π.
    private var lastRaw: CGFloat = 0
    /// The rotation accumulated since `reference`, unwrapped.
    private var turned: CGFloat = 0
    /// The current pair's last value.
    private(set) var value: CGFloat
    private(set) var samples = GestureVelocity<CGFloat>()

    init(measure: Measure) {
        self.measure = measure
        base = measure.restValue
        value = measure.restValue
    }

    /// The pair of fingers the gesture follows: the first two of `touches` (in the
    /// order they touched down).
    static func pair(of touches: [Touch]) -> (Touch, Touch)? {
        touches.count >= 2 ? (touches[0], touches[1]) : nil
    }

    /// The fingers down changed: measure a new pair from its own position, keeping the
    /// value.
    mutating func rebase(on touches: [Touch]) {
        base = value
        reference = Self.pair(of: touches).map { raw(of: $0) }
        lastRaw = reference ?? 0
        turned = 0
    }

    /// The fingers moved: the new value, and whether it is far enough from where the
    /// pair touched down to begin.
    mutating func update(with touches: [Touch], at time: TimeInterval) -> Bool {
        guard let pair = Self.pair(of: touches), let reference else { return false }
        let now = raw(of: pair)
        let movement: CGFloat
        switch measure {
        case .spread:
            value = reference > 0 ? base * now / reference : base
            movement = abs(now - reference)
        case .angle:
            turned += Self.unwrapped(now - lastRaw)
            lastRaw = now
            value = base + turned
            movement = abs(turned) * Self.distance(pair) / 2
        }
        samples.record(value, at: time)
        return movement >= Self.hysteresis
    }

    /// The app set the value: the current pair is measured from here, and the velocity
    /// starts again.
    mutating func set(_ newValue: CGFloat, touches: [Touch]) {
        value = newValue
        rebase(on: touches)
        samples.removeAll()
    }

    /// Back to rest, for the next gesture.
    mutating func reset() {
        self = FingerPairGesture(measure: measure)
    }

    private func raw(of pair: (Touch, Touch)) -> CGFloat {
        switch measure {
        case .spread:
            Self.distance(pair)
        case .angle:
            atan2(pair.1.locationInWindow.y - pair.0.locationInWindow.y, pair.1.locationInWindow.x - pair.0.locationInWindow.x)
        }
    }

    private static func distance(_ pair: (Touch, Touch)) -> CGFloat {
        hypot(pair.1.locationInWindow.x - pair.0.locationInWindow.x, pair.1.locationInWindow.y - pair.0.locationInWindow.y)
    }

    /// An angle difference brought into (−π, π].
    private static func unwrapped(_ delta: CGFloat) -> CGFloat {
        var delta = delta
        while delta > .pi { delta -= 2 * .pi }
        while delta <= -.pi { delta += 2 * .pi }
        return delta
    }
}

extension FingerPairGesture.Measure {
    var restValue: CGFloat {
        switch self {
        case .spread: 1
        case .angle: 0
        }
    }
}

extension GestureRecognizer {
    /// Drives a pinch or rotation recognizer's state from its finger pair, as UIKit's
    /// do: `.began` once the pair has moved enough, `.changed` as it moves, `.ended`
    /// when every finger has lifted (`.failed` if it never began).
    func trackFingerPair(_ gesture: inout FingerPairGesture, phase: Touch.Phase, at time: TimeInterval) {
        let down = activeTouches
        switch phase {
        case .began:
            gesture.rebase(on: down)
        case .moved, .stationary:
            let movedEnough = gesture.update(with: down, at: time)
            switch state {
            case .possible where movedEnough: state = .began
            case .began, .changed: state = .changed
            default: break
            }
        case .ended:
            gesture.rebase(on: down)
            if down.isEmpty { endContinuousGesture(cancelled: false, fail: failIfPossible) }
        case .cancelled:
            endContinuousGesture(cancelled: true, fail: failIfPossible)
        case .regionEntered, .regionMoved, .regionExited:
            break
        }
    }

    func failIfPossible() {
        if state == .possible { state = .failed }
    }
}
