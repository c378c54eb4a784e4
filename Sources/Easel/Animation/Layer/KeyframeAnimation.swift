import EaselGraphics
import Foundation

/// An animation through a sequence of values of one property, like
/// `CAKeyframeAnimation`.
open class KeyframeAnimation: PropertyAnimation {
    /// How the values between keyframes are found, like `CAAnimationCalculationMode`.
    public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
        /// Straight lines between keyframes, at `keyTimes` (`.linear`).
        case linear
        /// Each value held until the next keyframe time, no interpolation (`.discrete`).
        case discrete
        /// Straight lines at an even speed over the whole animation; `keyTimes` and
        /// `timingFunctions` are ignored (`.paced`).
        case paced
        /// A smooth Catmull-Rom spline through the values, at `keyTimes` (`.cubic`).
        case cubic
        /// The spline at an even speed (`.cubicPaced`).
        case cubicPaced
    }

    /// Whether a layer moving along `path` turns with it, like
    /// `CAAnimationRotationMode`.
    public enum RotationMode: String, Hashable, Sendable, CaseIterable {
        /// The layer's x axis follows the path's tangent (`.rotateAuto`).
        case rotateAuto = "auto"
        /// The layer's x axis points against the path's tangent: turned half a turn
        /// further (`.rotateAutoReverse`).
        case rotateAutoReverse = "autoReverse"
    }

    /// The keyframe values, like `CAKeyframeAnimation.values`.
    public var values: [Any]?
    /// A path the point property follows, like `CAKeyframeAnimation.path`: when set,
    /// `values` is ignored and the point moves along the path at an even speed.
    public var path: BezierPath?
    /// When each keyframe is reached, as fractions 0…1 of the duration, rising, like
    /// `keyTimes`; `nil` (or a count that does not match) spaces them evenly.
    public var keyTimes: [NSNumber]?
    /// The pace of each segment between keyframes (one fewer than the values), like
    /// `timingFunctions`; `nil` is linear.
    public var timingFunctions: [TimingFunction]?
    /// How in-between values are found, like `calculationMode` (linear).
    public var calculationMode = CalculationMode.linear
    /// Whether the layer turns to the tangent of `path` as it moves along it, like
    /// `CAKeyframeAnimation.rotationMode` (`nil`, no turning). The turn, a rotation
    /// about the z axis, follows the layer's own transform; without a `path` it does
    /// nothing.
    public var rotationMode: RotationMode?

    override func copyProperties(from other: Animation) {
        super.copyProperties(from: other)
        guard let other = other as? KeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        rotationMode = other.rotationMode
    }

    override var givenValues: [Any?] { values ?? [] }

    override func apply(progress: Double, time: TimeInterval, to layer: Layer) {
        guard let (property, current) = property(on: layer) else { return }
        if let path {
            guard property.value == .point, !path.isEmpty else { return }
            let fraction = min(1, max(0, progress))
            let point = Self.point(on: path, at: fraction)
            show([point.x, point.y], shapedLike: nil, of: property, current: current, on: layer)
            if let rotationMode, let turn = Self.tangentRotation(of: path, at: fraction, mode: rotationMode) {
                layer.transform = layer.transform.concatenating(turn)
            }
            return
        }
        guard let values, !values.isEmpty else { return }
        let frames = values.compactMap(property.value.components)
        guard frames.count == values.count, frames.allSatisfy({ $0.count == frames[0].count }) else { return }
        let (index, local) = segment(at: progress, frames: frames)
        let value: [Double]
        switch calculationMode {
        case .discrete:
            value = frames[index]
        case .linear, .paced:
            let next = min(index + 1, frames.count - 1)
            value = property.value.interpolate(frames[index], frames[next], local)
        case .cubic, .cubicPaced:
            value = Self.catmullRom(frames, index, local)
        }
        show(value, shapedLike: values[index], of: property, current: current, on: layer)
    }

    /// The point `fraction` (0…1) of the way along `path`, by length.
    private static func point(on path: BezierPath, at fraction: Double) -> CGPoint {
        path.trimmed(from: 0, to: fraction <= 0 ? 1e-9 : fraction).currentPoint
    }

    /// The rotation that turns the x axis to the direction of `path` at `fraction`
    /// (measured across a ten-thousandth of the path either side, its cosine and sine
    /// rounded to 2⁻⁴⁰ so that a straight line's direction is exact), or against it;
    /// `nil` where the path does not move.
    private static func tangentRotation(of path: BezierPath, at fraction: Double, mode: RotationMode) -> Transform3D? {
        let before = point(on: path, at: max(0, fraction - 1e-4))
        let after = point(on: path, at: min(1, fraction + 1e-4))
        let dx = after.x - before.x, dy = after.y - before.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return nil }
        let sign: CGFloat = mode == .rotateAutoReverse ? -1 : 1
        let step: CGFloat = 0x1p-40
        let cos = (sign * dx / length / step).rounded() * step, sin = (sign * dy / length / step).rounded() * step
        return Transform3D(Transform(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0))
    }

    /// The keyframe a progress falls after and how far it is towards the next (after
    /// that segment's timing function).
    private func segment(at progress: Double, frames: [[Double]]) -> (Int, Double) {
        let count = frames.count
        guard count > 1 else { return (0, 0) }
        let times = keyframeTimes(frames)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= progress + 1e-12 } ?? 0
            return (min(index, count - 1), 0)
        }
        if progress >= times[count - 1] { return (count - 1, 0) }
        let index = max(0, (times.lastIndex { $0 <= progress } ?? 0))
        let span = times[index + 1] - times[index]
        var local = span > 0 ? (progress - times[index]) / span : 1
        if let functions = timingFunctions, index < functions.count, !isPaced { local = functions[index].value(at: local) }
        return (index, local)
    }

    private var isPaced: Bool { calculationMode == .paced || calculationMode == .cubicPaced }

    /// When each keyframe is reached: paced by the distances between values, else the
    /// `keyTimes` given, else evenly (a discrete animation's `n` values take `n`
    /// equal steps).
    private func keyframeTimes(_ frames: [[Double]]) -> [Double] {
        let count = frames.count
        if isPaced {
            var distances = [0.0]
            for i in 1..<count {
                let step = zip(frames[i - 1], frames[i]).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
                distances.append(distances[i - 1] + step)
            }
            let total = distances[count - 1]
            return total > 0 ? distances.map { $0 / total } : (0..<count).map { Double($0) / Double(count - 1) }
        }
        if let keyTimes, keyTimes.count == count || (calculationMode == .discrete && keyTimes.count == count + 1) {
            return keyTimes.map(\.doubleValue)
        }
        let steps = Double(calculationMode == .discrete ? count : count - 1)
        return (0..<count).map { Double($0) / steps }
    }

    /// The Catmull-Rom spline through the values at `local` of segment `index` (the
    /// end values doubled as their own neighbours).
    private static func catmullRom(_ frames: [[Double]], _ index: Int, _ t: Double) -> [Double] {
        let last = frames.count - 1
        let p0 = frames[max(0, index - 1)], p1 = frames[index]
        let p2 = frames[min(last, index + 1)], p3 = frames[min(last, index + 2)]
        let t2 = t * t, t3 = t2 * t
        return (0..<p1.count).map { i in
            0.5 * (2 * p1[i] + (p2[i] - p0[i]) * t + (2 * p0[i] - 5 * p1[i] + 4 * p2[i] - p3[i]) * t2
                + (3 * p1[i] - p0[i] - 3 * p2[i] + p3[i]) * t3)
        }
    }
}
