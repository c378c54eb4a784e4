import EaselGraphics
import Foundation

/// Key-value coding on layers, as `CALayer` has it: the animatable properties by
/// their key paths, and any other key as a value the layer keeps for the caller
/// (Core Animation's layers accept values for keys they do not define).
extension Layer {
    /// The value of an animatable property by its key path, like
    /// `CALayer.value(forKeyPath:)` (`"position"`, `"transform.rotation.z"`,
    /// `"strokeEnd"` …; numbers come back as `CGFloat`), or the value last set for a
    /// key that names no property; `nil` when there is neither.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let property = AnimatableKeyPath.named(keyPath, on: self) { return property.get(self) }
        return keyedValues[keyPath] ?? type(of: self).defaultValue(forKey: keyPath)
    }

    /// The value of a property or of a caller's key, like `CALayer.value(forKey:)`:
    /// the same as `value(forKeyPath:)`, as a layer's keys are its key paths.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets an animatable property by its key path, like
    /// `CALayer.setValue(_:forKeyPath:)`: a number of any type (or `NSNumber`), a
    /// geometry value (or `NSValue`), a color or a transform, as Core Animation takes
    /// them, set as if by the property (so it runs the layer's action). A key that
    /// names no property keeps `value` for `value(forKey:)` (`nil` removes it) and runs
    /// the action `action(forKey:)` gives for the key, as Core Animation does for a
    /// subclass's dynamic properties (none by default). A value of the wrong type for a
    /// property leaves the property alone and is reported, where Core Animation would
    /// raise an exception. A key its class's `needsDisplay(forKey:)` names redisplays
    /// the layer, as Core Animation does for a change of such a key.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        defer { if type(of: self).needsDisplay(forKey: keyPath) { setNeedsDisplay() } }
        guard let property = AnimatableKeyPath.named(keyPath, on: self) else {
            // A dynamic property's change runs the layer's action for its key, found
            // while the layer still shows the old value.
            let old = keyedValues[keyPath]
            let action = actionForChange(of: keyPath)
            keyedValues[keyPath] = value
            run(action, forKey: keyPath, from: old)
            return
        }
        guard let components = property.value.components(value) else {
            Diagnostics.report("CALayer.setValue(_:forKeyPath:): \(value.map { "\(type(of: $0))" } ?? "nil") "
                + "is not a value of \"\(keyPath)\"; the property keeps its value")
            return
        }
        property.set(self, property.value.value(components, shapedLike: value))
    }

    /// Sets a property or a caller's key, like `CALayer.setValue(_:forKey:)`: the same
    /// as `setValue(_:forKeyPath:)`.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}

/// Key-value coding on animations, as `CAAnimation` has it: any key keeps a value for
/// the caller, typically to find what an animation was for in its delegate.
extension Animation {
    /// The value last set for `key`, like `CAAnimation.value(forKey:)`; `nil` if none.
    public func value(forKey key: String) -> Any? { keyedValues[key] }

    /// Keeps `value` for `key` (`nil` removes it), like `CAAnimation.setValue(_:forKey:)`;
    /// copies of the animation (the one a layer adds) keep it too.
    public func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }
}
