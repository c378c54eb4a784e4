import Foundation

/// A value a continuous gesture reports a velocity for: a translation, a scale, an angle.
protocol GestureMeasure {
    /// How fast the value went from `start` to `end` over `seconds`, per second.
    static func rate(from start: Self, to end: Self, over seconds: CGFloat) -> Self
    static var zero: Self { get }
}

extension CGFloat: GestureMeasure {
    static func rate(from start: CGFloat, to end: CGFloat, over seconds: CGFloat) -> CGFloat { (end - start) / seconds }
}

extension CGPoint: GestureMeasure {
    static func rate(from start: CGPoint, to end: CGPoint, over seconds: CGFloat) -> CGPoint {
        CGPoint(x: (end.x - start.x) / seconds, y: (end.y - start.y) / seconds)
    }
}

/// The recent samples of a gesture's value, from which its velocity is read as UIKit's
/// recognizers report it: the average rate over the last 0.1 s of samples, zero when
/// the fingers rested that long or only one sample is known.
struct GestureVelocity<Measure: GestureMeasure> {
    /// The span of samples the velocity is averaged over, in seconds.
    static var window: TimeInterval { 0.1 }

    private var samples: [(time: TimeInterval, value: Measure)] = []

    /// Adds the value at `time` and forgets samples older than the window.
    mutating func record(_ value: Measure, at time: TimeInterval) {
        samples.append((time, value))
        samples.removeAll { $0.time < time - Self.window - 1e-9 }
    }

    /// Forgets every sample (a reset, or the value set from outside).
    mutating func removeAll() { samples.removeAll() }

    /// The average rate of change over the window.
    var velocity: Measure {
        guard let newest = samples.last,
              let oldest = samples.first(where: { $0.time >= newest.time - Self.window - 1e-9 }),
              newest.time > oldest.time else { return .zero }
        return Measure.rate(from: oldest.value, to: newest.value, over: CGFloat(newest.time - oldest.time))
    }
}
