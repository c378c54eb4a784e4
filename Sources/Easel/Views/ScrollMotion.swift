import Foundation

/// One axis of a scroll view's motion after the finger lifts, or of an animated
/// scroll, as closed forms of time, following the commonly documented model of
/// UIScrollView:
///
/// - deceleration: the velocity is multiplied by `decelerationRate` every millisecond,
///   so `x(t) = x₀ + v₀·(r^(1000t) − 1) / (1000·ln r)`, coming to rest at
///   `x₀ − v₀ / (1000·ln r)`; it stops once less than half a device pixel is left;
/// - bounce: past an edge, a critically damped spring of stiffness 100 (mass 1,
///   ω₀ = 10/s) pulls the offset back to the edge, starting with the velocity it had;
///   it stops once it is within half a device pixel;
/// - rubber band (while dragging past an edge): the offset goes past the edge by
///   `(1 − 1 / (x·0.55 / d + 1))·d` for a finger `x` past it, `d` the view's size.
struct ScrollMotion {
    private enum Piece {
        case still(Double)
        case deceleration(from: Double, velocity: Double, rate: Double)
        case spring(rest: Double, displacement: Double, velocity: Double)
        case eased(from: Double, to: Double, duration: TimeInterval)
    }

    /// Each piece runs from its start until the next piece's start.
    private let pieces: [(start: TimeInterval, piece: Piece)]
    /// When the motion is over (it then shows `final`).
    let end: TimeInterval
    /// Where it comes to rest.
    let final: Double

    /// The rubber band constant UIScrollView uses.
    static let rubberBandCoefficient = 0.55
    /// ω₀ of the bounce spring, per second (stiffness 100, mass 1).
    static let bounceFrequency = 10.0

    /// How far past an edge the offset goes for a finger `overshoot` points past it, in
    /// a view `dimension` points long.
    static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard overshoot > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The position at `time`.
    func value(at time: TimeInterval) -> Double {
        guard time < end, let current = pieces.last(where: { $0.start <= time }) else {
            return time < (pieces.first?.start ?? 0) ? Self.value(of: pieces[0].piece, after: 0) : final
        }
        return Self.value(of: current.piece, after: time - current.start)
    }

    private static func value(of piece: Piece, after elapsed: TimeInterval) -> Double {
        switch piece {
        case .still(let x):
            return x
        case .deceleration(let x0, let v0, let rate):
            let k = 1000 * log(rate)
            return x0 + v0 * (pow(rate, 1000 * elapsed) - 1) / k
        case .spring(let rest, let s0, let v0):
            return rest + exp(-bounceFrequency * elapsed) * (s0 + (v0 + bounceFrequency * s0) * elapsed)
        case .eased(let from, let to, let duration):
            return from + (to - from) * TimingFunction.easeInEaseOut.value(at: elapsed / duration)
        }
    }

    // MARK: Making motions

    /// No motion: the offset stays at `x`.
    static func still(_ x: Double, at time: TimeInterval) -> ScrollMotion {
        ScrollMotion(pieces: [(time, .still(x))], end: time, final: x)
    }

    /// The finger lifted at `x` with velocity `v` (points per second, in offset terms):
    /// decelerate within `range`, bounce back from past an edge (or stop at it when
    /// not bouncing). `threshold` is half a device pixel.
    static func release(from x: Double, velocity v: Double, range: ClosedRange<Double>, bounces: Bool,
                        rate: Double, threshold: Double, at time: TimeInterval) -> ScrollMotion {
        if !range.contains(x) {
            let edge = min(max(x, range.lowerBound), range.upperBound)
            return spring(from: x, to: edge, velocity: v, threshold: threshold, at: time)
        }
        let k = 1000 * log(rate)
        let destination = x - v / k
        // Stops once the distance left, |v(t)| / −k, is below the threshold.
        let stop = abs(v) > -k * threshold ? log(-k * threshold / abs(v)) / k : 0
        guard stop > 0 else { return still(x, at: time) }
        let edge = destination < range.lowerBound ? range.lowerBound : destination > range.upperBound ? range.upperBound : nil
        guard let edge else {
            return ScrollMotion(pieces: [(time, .deceleration(from: x, velocity: v, rate: rate))],
                                end: time + stop, final: destination)
        }
        // The edge is reached at t where x(t) = edge.
        let crossing = log(1 + (edge - x) * k / v) / k
        let edgeVelocity = v * pow(rate, 1000 * crossing)
        let decelerating = (time, Piece.deceleration(from: x, velocity: v, rate: rate))
        guard bounces else { return ScrollMotion(pieces: [decelerating], end: time + crossing, final: edge) }
        let bounce = spring(from: edge, to: edge, velocity: edgeVelocity, threshold: threshold, at: time + crossing)
        return ScrollMotion(pieces: [decelerating] + bounce.pieces, end: bounce.end, final: edge)
    }

    /// The bounce spring from `x` to `rest` with initial velocity `v`, until it stays
    /// within `threshold` of `rest`.
    static func spring(from x: Double, to rest: Double, velocity v: Double, threshold: Double,
                       at time: TimeInterval) -> ScrollMotion {
        let omega = bounceFrequency
        let s0 = x - rest, c2 = v + omega * s0
        // |s(t)| ≤ e^(−ωt)(|s₀| + |c₂|t), which decreases after its peak.
        let envelope = { (t: Double) in exp(-omega * t) * (abs(s0) + abs(c2) * t) }
        let peak = abs(c2) > 0 ? max(0, 1 / omega - abs(s0) / abs(c2)) : 0
        var low = peak, high = peak + 1
        while envelope(high) > threshold { high *= 2 }
        if envelope(low) <= threshold { high = low }
        for _ in 0..<100 where high - low > 1e-12 {
            let mid = (low + high) / 2
            if envelope(mid) > threshold { low = mid } else { high = mid }
        }
        return ScrollMotion(pieces: [(time, .spring(rest: rest, displacement: s0, velocity: v))],
                            end: time + high, final: rest)
    }

    /// An animated scroll from `x` to `target` over `duration` with UIKit's ease in,
    /// ease out curve.
    static func eased(from x: Double, to target: Double, duration: TimeInterval, at time: TimeInterval) -> ScrollMotion {
        ScrollMotion(pieces: [(time, .eased(from: x, to: target, duration: duration))], end: time + duration, final: target)
    }
}
