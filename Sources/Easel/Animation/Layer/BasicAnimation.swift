import Foundation

/// An animation between two values of one property, like `CABasicAnimation`.
///
/// As in Core Animation, the values given pick the ends: `fromValue` and `toValue`;
/// `fromValue` and `fromValue + byValue`; `toValue − byValue` and `toValue`; or the
/// current value for the missing end (`fromValue` alone animates to the current value,
/// `toValue` alone from it, `byValue` alone by that much).
open class BasicAnimation: PropertyAnimation {
    /// The start value, like `CABasicAnimation.fromValue`.
    public var fromValue: Any?
    /// The end value, like `CABasicAnimation.toValue`.
    public var toValue: Any?
    /// The change, like `CABasicAnimation.byValue`.
    public var byValue: Any?

    override func copyProperties(from other: Animation) {
        super.copyProperties(from: other)
        guard let other = other as? BasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override var givenValues: [Any?] { [fromValue, toValue, byValue] }

    override func apply(progress: Double, time: TimeInterval, to layer: Layer) {
        guard let (property, current) = property(on: layer) else { return }
        let kind = property.value
        let from = fromValue.flatMap(kind.components), to = toValue.flatMap(kind.components)
        let by = byValue.flatMap(kind.components)
        // Additive animations start from nothing added when an end is missing.
        let base = isAdditive ? current.map { $0.map { _ in 0.0 } } : current
        let start: [Double]?, end: [Double]?
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, kind.combine(from, by))
        case let (nil, to?, by?): (start, end) = (zip(to, by).map { $0 - $1 }, to)
        case let (from?, nil, nil): (start, end) = (from, base)
        case let (nil, to?, nil): (start, end) = (base, to)
        case let (nil, nil, by?): (start, end) = (base, base.map { kind.combine($0, by) })
        default: return
        }
        guard let start, let end else { return }
        let template = fromValue ?? toValue
        let value = kind.interpolates(start, end, fromValue, toValue)
            ? kind.interpolate(start, end, progress)
            : (progress < 1 ? start : end)
        let shaped = progress < 1 || toValue == nil ? template : toValue
        show(value, shapedLike: shaped, of: property, current: current, on: layer)
    }
}
