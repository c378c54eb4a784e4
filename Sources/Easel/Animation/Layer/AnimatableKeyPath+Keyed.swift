import EaselGraphics
import Foundation

/// Custom properties: a key that names no property of the layer's kind but a value the
/// layer keeps by key (`setValue(_:forKey:)`, which is how an `@NSManaged` property of
/// a `CALayer` subclass is stored here, see `easel port`) animates as Core Animation
/// animates a subclass's dynamic properties: each presentation copy gets the value
/// between the animation's ends under the key, of the type of the value it replaces.
extension AnimatableKeyPath {
    /// Whether `name` is a custom property of `layer`: the layer keeps a value for it,
    /// its class gives it a default, or its class redisplays for it
    /// (`needsDisplay(forKey:)`), as a class declaring a dynamic property does.
    static func isCustomProperty(_ name: String, of layer: Layer) -> Bool {
        layer.keyedValues[name] != nil || type(of: layer).defaultValue(forKey: name) != nil
            || type(of: layer).needsDisplay(forKey: name)
    }

    /// The custom property `name` of `layer`, its value type that of the layer's value
    /// for it (else its class's default, else the first of `values`, the animation's);
    /// `nil` when `name` is no custom property of the layer, or none of those is a
    /// value Core Animation interpolates.
    static func keyed(_ name: String, on layer: Layer, values: [Any?]) -> AnimatableKeyPath? {
        guard isCustomProperty(name, of: layer) else { return nil }
        let model = layer.keyedValues[name] ?? type(of: layer).defaultValue(forKey: name)
        guard let template = model ?? values.lazy.compactMap({ $0 }).first,
              let kind = AnimationValue(kindOf: template) else { return nil }
        return AnimatableKeyPath(name, kind, on: Layer.self, get: { $0.value(forKey: name) }, set: { layer, value in
            layer.keyedValues[name] = kind == .number ? Self.number(value, shapedLike: template) : value
        })
    }

    /// `value` (a `CGFloat`) as a number of the type of `template`, as key-value coding
    /// hands a property the type it declares (an integer truncated, as `intValue` does).
    private static func number(_ value: Any, shapedLike template: Any) -> Any {
        let number = Double(numericValue: value) ?? 0
        // Before the Swift types: Linux's casts bridge an `NSNumber` to each of them.
        if type(of: template) is NSNumber.Type { return NSNumber(value: number) }
        switch template {
        case is Double: return number
        case is Float: return Float(number)
        case is Int: return Int(number)
        default: return CGFloat(number)
        }
    }
}

extension AnimationValue {
    /// The type of `value` among those Core Animation interpolates; `nil` for any other
    /// value (a string, an image), which a custom property cannot animate.
    init?(kindOf value: Any) {
        // A Boolean does not interpolate (tested by type: Linux's casts bridge an
        // `NSNumber` to `Bool`).
        if type(of: value) == Bool.self { return nil }
        switch value {
        case is Color: self = .color
        case is CGPoint: self = .point
        case is CGSize: self = .size
        case is CGRect: self = .rect
        case is Transform3D, is Transform: self = .transform
        case is BezierPath: self = .path
        case is [Color]: self = .colors
        default:
            if Double(numericValue: value) != nil { self = .number }
            else if AnimationValue.numbers.components(value) != nil { self = .numbers }
            else { return nil }
        }
    }
}
