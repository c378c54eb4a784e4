import EaselGraphics
import Foundation

/// An animation of one property named by a key path, like `CAPropertyAnimation`.
open class PropertyAnimation: Animation {
    /// The animated property, like `CAPropertyAnimation.keyPath` (`"position"`,
    /// `"strokeEnd"`, `"transform.rotation.z"` …). A key path the layer cannot animate
    /// is reported when the animation is added, and shows nothing.
    public var keyPath: String?
    /// Whether the animated value is added to the current value instead of replacing
    /// it, like `isAdditive` (transforms are concatenated).
    public var isAdditive = false

    /// An animation of `keyPath`, like `CAPropertyAnimation(keyPath:)`.
    public convenience init(keyPath: String?) {
        self.init()
        self.keyPath = keyPath
    }

    override func copyProperties(from other: Animation) {
        super.copyProperties(from: other)
        guard let other = other as? PropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// Runs the animation as the action of a property change: adds a copy under `key`,
    /// or, for an additive animation, under the first of `key`, `key-2`, `key-3` … the
    /// layer has no animation for, so that it blends with those in flight instead of
    /// replacing them, as UIKit's additive animations do.
    public override func run(forKey key: String, object: Layer) {
        guard isAdditive, object.animation(forKey: key) != nil else { return object.add(self, forKey: key) }
        let free = (2...).lazy.map { "\(key)-\($0)" }.first { object.animation(forKey: $0) == nil }!
        object.add(self, forKey: free)
    }

    /// The values the animation gives (its ends, its keyframes): what types a custom
    /// property's values when the layer has none for it yet.
    var givenValues: [Any?] { [] }

    /// The property animated on `layer` (one of its kind, or a custom property, see
    /// `AnimatableKeyPath.keyed`), and its current (model or already animated) value as
    /// numbers.
    func property(on layer: Layer) -> (keyPath: AnimatableKeyPath, current: [Double]?)? {
        guard let keyPath, let property = AnimatableKeyPath.named(keyPath, on: layer)
            ?? AnimatableKeyPath.keyed(keyPath, on: layer, values: givenValues) else { return nil }
        return (property, property.value.components(property.get(layer)))
    }

    /// Sets `value` (numbers of the property's type, shaped like `template`) on the
    /// presentation copy, added to the current value when additive.
    func show(_ value: [Double], shapedLike template: Any?, of property: AnimatableKeyPath, current: [Double]?,
              on layer: Layer) {
        var shown = value
        if isAdditive, let current {
            shown = property.value.combine(current, value)
        }
        property.set(layer, property.value.value(shown, shapedLike: template ?? property.get(layer)))
    }
}

extension AnimationValue {
    /// `a` followed by `b`: transforms concatenated, other values summed.
    func combine(_ a: [Double], _ b: [Double]) -> [Double] {
        guard a.count == b.count else { return b }
        if self == .transform, let ta = value(a, shapedLike: nil) as? Transform3D,
           let tb = value(b, shapedLike: nil) as? Transform3D {
            return components(tb.concatenating(ta)) ?? b
        }
        return zip(a, b).map { $0 + $1 }
    }
}
