import Foundation

/// Touch input for tests and scenes, in virtual time: reports go to the window as the
/// touch screen's reports go to UIKit, as sources of the window's event loop.
extension Window {
    /// Delivers one touch-screen report now: fingers touching down are hit-tested, the
    /// event goes through `Application.sendEvent(_:)` to `sendEvent(_:)`.
    public func sendTouches(_ samples: [TouchSample]) {
        touchDispatch.receive(samples)
    }

    /// Schedules a touch-screen report as a source of the event loop at `time`.
    @discardableResult
    public func scheduleTouches(_ samples: [TouchSample], at time: TimeInterval) -> ScheduledWorkHandle {
        eventLoop.scheduleSource(at: time) { [weak self] in self?.sendTouches(samples) }
    }

    /// Schedules a tap: one finger down at `point` (window coordinates) at `time` (now
    /// when `nil`), up `duration` seconds later. Returns the time the finger lifts.
    @discardableResult
    public func scheduleTap(at point: CGPoint, time: TimeInterval? = nil, duration: TimeInterval = 0.05,
                            finger: Int = 0) -> TimeInterval {
        let start = time ?? eventLoop.now
        scheduleTouches([TouchSample(finger: finger, phase: .began, location: point)], at: start)
        scheduleTouches([TouchSample(finger: finger, phase: .ended, location: point)], at: start + duration)
        return start + duration
    }

    /// Schedules a long press: a finger held still at `point` from `time` for
    /// `duration` seconds. Returns the time the finger lifts.
    @discardableResult
    public func scheduleLongPress(at point: CGPoint, time: TimeInterval? = nil, duration: TimeInterval = 1,
                                  finger: Int = 0) -> TimeInterval {
        scheduleTap(at: point, time: time, duration: duration, finger: finger)
    }

    /// Schedules a drag along `path` (window coordinates) at constant speed over
    /// `duration` seconds from `time`: down at the first point, a move at each refresh
    /// of the screen (the touch screen's sampling rate), up at the last point with the
    /// last move. Returns the time the finger lifts.
    @discardableResult
    public func scheduleDrag(along path: [CGPoint], time: TimeInterval? = nil, duration: TimeInterval,
                             finger: Int = 0) -> TimeInterval {
        let start = time ?? eventLoop.now
        guard let first = path.first else { return start }
        scheduleTouches([TouchSample(finger: finger, phase: .began, location: first)], at: start)
        let steps = max(1, Int((max(0, duration) * eventLoop.refreshRate).rounded()))
        let polyline = Polyline(path)
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            // The last move is exactly at the end, with the lift (not a rounding after it).
            let time = step == steps ? start + duration : start + duration * Double(step) / Double(steps)
            scheduleTouches([TouchSample(finger: finger, phase: .moved, location: polyline.point(at: fraction))], at: time)
        }
        scheduleTouches([TouchSample(finger: finger, phase: .ended, location: path[path.count - 1])], at: start + duration)
        return start + duration
    }
}

extension Window {
    /// Schedules two fingers pinching or turning around `center` (window coordinates)
    /// from `time` (now when `nil`) over `duration` seconds: they touch down together
    /// `startDistance` apart on a line at `startAngle` (radians, clockwise from the
    /// right), move at each refresh of the screen until they are `endDistance` apart
    /// and the line has turned by `rotation`, and lift together. Fingers 0 and 1 (or
    /// `firstFinger` and the next). Returns the time they lift.
    @discardableResult
    public func schedulePinch(around center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat,
                              startAngle: CGFloat = 0, rotation: CGFloat = 0, time: TimeInterval? = nil,
                              duration: TimeInterval, firstFinger: Int = 0) -> TimeInterval {
        let start = time ?? eventLoop.now
        func fingers(_ phase: Touch.Phase, at fraction: CGFloat) -> [TouchSample] {
            let half = (startDistance + (endDistance - startDistance) * fraction) / 2
            let angle = startAngle + rotation * fraction
            let offset = CGPoint(x: cos(angle) * half, y: sin(angle) * half)
            return [TouchSample(finger: firstFinger, phase: phase, location: CGPoint(x: center.x - offset.x, y: center.y - offset.y)),
                    TouchSample(finger: firstFinger + 1, phase: phase, location: CGPoint(x: center.x + offset.x, y: center.y + offset.y))]
        }
        scheduleTouches(fingers(.began, at: 0), at: start)
        let steps = max(1, Int((max(0, duration) * eventLoop.refreshRate).rounded()))
        for step in 1...steps {
            let time = step == steps ? start + duration : start + duration * Double(step) / Double(steps)
            scheduleTouches(fingers(.moved, at: CGFloat(step) / CGFloat(steps)), at: time)
        }
        scheduleTouches(fingers(.ended, at: 1), at: start + duration)
        return start + duration
    }
}

/// Points along a path by the fraction of its length.
private struct Polyline {
    let points: [CGPoint]
    let cumulative: [CGFloat]

    init(_ points: [CGPoint]) {
        self.points = points
        var lengths: [CGFloat] = [0]
        for index in points.indices.dropFirst() {
            lengths.append(lengths[index - 1] + hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y))
        }
        cumulative = lengths
    }

    func point(at fraction: CGFloat) -> CGPoint {
        guard let total = cumulative.last, total > 0 else { return points[points.count - 1] }
        if fraction >= 1 { return points[points.count - 1] }
        let target = total * fraction
        let index = cumulative.lastIndex { $0 <= target } ?? 0
        guard index + 1 < points.count else { return points[points.count - 1] }
        let span = cumulative[index + 1] - cumulative[index]
        let t = span > 0 ? (target - cumulative[index]) / span : 0
        let a = points[index], b = points[index + 1]
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
