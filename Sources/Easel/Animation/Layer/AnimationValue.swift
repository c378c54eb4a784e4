import EaselGraphics
import Foundation

/// The type of an animatable property's values, and how they turn into numbers that
/// interpolate linearly and back, as Core Animation interpolates each type.
///
/// Values arrive as `Any` (Core Animation's `fromValue`, `toValue`, `values`): a number
/// as any numeric type or `NSNumber`; geometry as itself or boxed in `NSValue`; a color
/// as `Color` (`CGColor`); a transform as `Transform3D` or an affine `Transform`; a path
/// as `BezierPath` (`CGPath`). Paths interpolate when their element structures match;
/// otherwise, like color and number arrays of different lengths, they switch at the end.
enum AnimationValue {
    case number, point, size, rect, color, transform, path, colors, numbers

    /// The value as numbers; `nil` when `value` is not of this type.
    func components(_ value: Any?) -> [Double]? {
        guard let value else { return self == .color ? [0, 0, 0, 0] : nil }
        switch self {
        case .number: return Double(numericValue: value).map { [$0] }
        case .point:
            let point = (value as? CGPoint) ?? (value as? NSValue).map(\.pointValue)
            return point.map { [$0.x, $0.y] }
        case .size:
            let size = (value as? CGSize) ?? (value as? NSValue).map(\.sizeValue)
            return size.map { [$0.width, $0.height] }
        case .rect:
            let rect = (value as? CGRect) ?? (value as? NSValue).map(\.rectValue)
            return rect.map { [$0.minX, $0.minY, $0.width, $0.height] }
        case .color:
            return (value as? Color).map { [$0.red, $0.green, $0.blue, $0.alpha] }
        case .transform:
            let transform = (value as? Transform3D) ?? (value as? Transform).map(Transform3D.init)
                ?? (value as? NSValue)?.transform3DValue
            return transform.map { $0.rows.flatMap { $0 }.map(Double.init) }
        case .path:
            return (value as? BezierPath).map { $0.elements.flatMap(\.points).flatMap { [$0.x, $0.y] } }
        case .colors:
            return (value as? [Color]).map { $0.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] } }
        case .numbers:
            return (value as? [Any]).flatMap { array in
                let numbers = array.compactMap(Double.init(numericValue:))
                return numbers.count == array.count ? numbers : nil
            }
        }
    }

    /// The value of `components`, shaped like `template` (a path's elements).
    func value(_ components: [Double], shapedLike template: Any?) -> Any? {
        switch self {
        case .number: return CGFloat(components[0])
        case .point: return CGPoint(x: components[0], y: components[1])
        case .size: return CGSize(width: components[0], height: components[1])
        case .rect: return CGRect(x: components[0], y: components[1], width: components[2], height: components[3])
        case .color: return Self.color(components[...])
        case .transform:
            return Transform3D(entries: components.map { CGFloat($0) })
        case .path:
            guard let shape = template as? BezierPath else { return nil }
            var points = stride(from: 0, to: components.count, by: 2).map { CGPoint(x: components[$0], y: components[$0 + 1]) }[...]
            func next() -> CGPoint { points.removeFirst() }
            let elements: [PathElement] = shape.elements.map { element in
                switch element {
                case .move: .move(to: next())
                case .line: .line(to: next())
                case .quadCurve: { let control = next(); return .quadCurve(to: next(), control: control) }()
                case .curve: { let (c1, c2) = (next(), next()); return .curve(to: next(), control1: c1, control2: c2) }()
                case .close: .close
                }
            }
            return BezierPath(elements: elements)
        case .colors:
            return stride(from: 0, to: components.count, by: 4).map { Self.color(components[$0..<$0 + 4]) }
        case .numbers: return components.map { CGFloat($0) }
        }
    }

    /// Whether two values of this type interpolate (paths: the same elements; arrays:
    /// the same length).
    func interpolates(_ from: [Double], _ to: [Double], _ fromValue: Any?, _ toValue: Any?) -> Bool {
        guard from.count == to.count else { return false }
        guard self == .path, let a = fromValue as? BezierPath, let b = toValue as? BezierPath else { return true }
        return a.elements.map(\.kind) == b.elements.map(\.kind)
    }

    private static func color(_ c: ArraySlice<Double>) -> Color {
        let i = c.startIndex
        return Color(red: c[i], green: c[i + 1], blue: c[i + 2], alpha: c[i + 3])
    }
}

private extension PathElement {
    /// The element's kind, without its points.
    var kind: Int {
        switch self {
        case .move: 0
        case .line: 1
        case .quadCurve: 2
        case .curve: 3
        case .close: 4
        }
    }
}

extension AnimationValue {
    /// The components `fraction` of the way from `from` to `to` (beyond 0…1 for a
    /// spring's overshoot). Transforms interpolate as Core Animation interpolates
    /// them, through their parts: two affine ones through the plane's decomposition
    /// (translation, scale, rotation the shorter way round), others through
    /// `Transform3D.Decomposition` (the rotation along the shorter great arc); a
    /// transform that does not come apart, and every other value, entry by entry.
    func interpolate(_ from: [Double], _ to: [Double], _ fraction: Double) -> [Double] {
        if self == .transform, let a = Self.affine(from), let b = Self.affine(to) {
            let (start, end) = Transform.interpolationEnds(from: a.decomposition, to: b.decomposition)
            let mixed = Transform(decomposition: zip(start, end).map { $0 + ($1 - $0) * fraction })
            return components(Transform3D(mixed))!
        }
        if self == .transform, let a = Self.transform(from).flatMap(Transform3D.Decomposition.init),
           let b = Self.transform(to).flatMap(Transform3D.Decomposition.init) {
            return components(a.interpolated(to: b, fraction).recomposed)!
        }
        return zip(from, to).map { $0 + ($1 - $0) * fraction }
    }

    private static func transform(_ c: [Double]) -> Transform3D? {
        AnimationValue.transform.value(c, shapedLike: nil) as? Transform3D
    }

    private static func affine(_ c: [Double]) -> Transform? {
        guard let t = transform(c), t.isAffine else { return nil }
        return t.affineTransform
    }
}
