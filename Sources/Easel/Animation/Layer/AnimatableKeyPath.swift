import EaselGraphics
import Foundation

/// A property an animation can change, named by its key path as in Core Animation
/// (`"position"`, `"bounds.size.width"`, `"transform.rotation.z"`, `"strokeEnd"` …):
/// its value type and how to read it from a layer and write it to a presentation copy.
@MainActor
struct AnimatableKeyPath {
    /// The key path's name.
    let name: String
    /// The type of its values.
    let value: AnimationValue
    /// Whether a layer is of the kind that has the property.
    private let applies: (Layer) -> Bool
    private let read: (Layer) -> Any?
    private let write: (Layer, Any) -> Void

    /// The property's value on `layer`.
    func get(_ layer: Layer) -> Any? { read(layer) }

    /// Sets the property of `layer` to `value` (a value of its type, as
    /// `AnimationValue.value(_:shapedLike:)` makes).
    func set(_ layer: Layer, _ value: Any?) {
        guard let value else { return }
        write(layer, value)
    }

    /// The animatable property `name` names on layers like `layer`; `nil` for a key
    /// path Core Animation does not animate or the layer's kind does not have.
    static func named(_ name: String, on layer: Layer) -> AnimatableKeyPath? {
        guard let keyPath = all[name], keyPath.applies(layer) else { return nil }
        return keyPath
    }

    /// Whether the key path names a property of some layer kind.
    static func exists(_ name: String) -> Bool { all[name] != nil }

    init<L: Layer>(_ name: String, _ value: AnimationValue, on _: L.Type,
                   get: @escaping (L) -> Any?, set: @escaping (L, Any) -> Void) {
        self.name = name
        self.value = value
        applies = { $0 is L }
        read = { get($0 as! L) }
        write = { layer, value in set(layer as! L, value) }
    }

    private static func number(_ value: Any) -> CGFloat { value as? CGFloat ?? 0 }

    /// A size a spring's overshoot may have taken below zero, held at zero.
    private static func nonNegative(_ size: CGSize) -> CGSize {
        CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// A key path of Core Animation's transform functions (`transform.rotation.y`,
    /// `transform.scale.x`, `transform.translation` …): one part of the layer's
    /// transform taken apart (see `Transform3D.Decomposition`), read from it, and set
    /// by putting the transform back together with that part replaced. A transform
    /// that does not come apart (`m44` zero, perspective on a plane folded flat) is
    /// read and written as the identity.
    private static func transformPart(_ name: String, _ value: AnimationValue,
                                      get: @escaping (Transform3D.Decomposition) -> Any,
                                      set: @escaping (inout Transform3D.Decomposition, Any) -> Void) -> AnimatableKeyPath {
        AnimatableKeyPath(name, value, on: Layer.self, get: { get(Transform3D.Decomposition($0.transform) ?? .identity) },
                          set: { layer, value in
                              var parts = Transform3D.Decomposition(layer.transform) ?? .identity
                              set(&parts, value)
                              layer.transform = parts.recomposed
                          })
    }

    /// The transform functions' key paths, as Core Animation's key-value coding
    /// extensions name them: rotations in radians (`transform.rotation` is about z),
    /// scales (`transform.scale` sets all three and reads their mean), translations
    /// (`transform.translation` a size: x and y).
    private static let transformParts: [AnimatableKeyPath] = {
        var parts: [AnimatableKeyPath] = []
        for (axis, index) in [("x", 0), ("y", 1), ("z", 2)] {
            parts += [
                transformPart("transform.rotation.\(axis)", .number, get: { CGFloat($0.eulerAngles[index]) },
                              set: { $0.eulerAngles[index] = Double(number($1)) }),
                transformPart("transform.scale.\(axis)", .number, get: { CGFloat($0.scale[index]) },
                              set: { $0.scale[index] = Double(number($1)) }),
                transformPart("transform.translation.\(axis)", .number, get: { CGFloat($0.translation[index]) },
                              set: { $0.translation[index] = Double(number($1)) }),
            ]
        }
        return parts + [
            transformPart("transform.rotation", .number, get: { CGFloat($0.eulerAngles.z) },
                          set: { $0.eulerAngles.z = Double(number($1)) }),
            transformPart("transform.scale", .number, get: { CGFloat($0.scale.sum() / 3) },
                          set: { $0.scale = SIMD3(repeating: Double(number($1))) }),
            transformPart("transform.translation", .size, get: { CGSize(width: CGFloat($0.translation.x), height: CGFloat($0.translation.y)) },
                          set: { parts, value in
                              let size = value as! CGSize
                              parts.translation.x = Double(size.width)
                              parts.translation.y = Double(size.height)
                          }),
        ]
    }()

    private static let all: [String: AnimatableKeyPath] = {
        var list: [AnimatableKeyPath] = [
            .init("bounds", .rect, on: Layer.self, get: { $0.bounds }, set: { $0.bounds = $1 as! CGRect }),
            .init("bounds.origin", .point, on: Layer.self, get: { $0.bounds.origin }, set: { $0.bounds.origin = $1 as! CGPoint }),
            .init("bounds.size", .size, on: Layer.self, get: { $0.bounds.size }, set: { $0.bounds.size = nonNegative($1 as! CGSize) }),
            .init("bounds.size.width", .number, on: Layer.self, get: { $0.bounds.width },
                  set: { $0.bounds.size.width = max(0, number($1)) }),
            .init("bounds.size.height", .number, on: Layer.self, get: { $0.bounds.height },
                  set: { $0.bounds.size.height = max(0, number($1)) }),
            .init("position", .point, on: Layer.self, get: { $0.position }, set: { $0.position = $1 as! CGPoint }),
            .init("position.x", .number, on: Layer.self, get: { $0.position.x }, set: { $0.position.x = number($1) }),
            .init("position.y", .number, on: Layer.self, get: { $0.position.y }, set: { $0.position.y = number($1) }),
            .init("anchorPoint", .point, on: Layer.self, get: { $0.anchorPoint }, set: { $0.anchorPoint = $1 as! CGPoint }),
            .init("zPosition", .number, on: Layer.self, get: { $0.zPosition }, set: { $0.zPosition = number($1) }),
            .init("transform", .transform, on: Layer.self, get: { $0.transform }, set: { $0.transform = $1 as! Transform3D }),
            .init("sublayerTransform", .transform, on: Layer.self, get: { $0.sublayerTransform },
                  set: { $0.sublayerTransform = $1 as! Transform3D }),
            .init("opacity", .number, on: Layer.self, get: { CGFloat($0.opacity) }, set: { $0.opacity = Float(number($1)) }),
            .init("backgroundColor", .color, on: Layer.self, get: { $0.backgroundColor },
                  set: { $0.backgroundColor = $1 as? Color }),
            .init("cornerRadius", .number, on: Layer.self, get: { $0.cornerRadius },
                  set: { $0.cornerRadius = max(0, number($1)) }),
            .init("borderWidth", .number, on: Layer.self, get: { $0.borderWidth },
                  set: { $0.borderWidth = max(0, number($1)) }),
            .init("borderColor", .color, on: Layer.self, get: { $0.borderColor }, set: { $0.borderColor = $1 as? Color }),
            .init("shadowColor", .color, on: Layer.self, get: { $0.shadowColor }, set: { $0.shadowColor = $1 as? Color }),
            .init("shadowOpacity", .number, on: Layer.self, get: { CGFloat($0.shadowOpacity) },
                  set: { $0.shadowOpacity = Float(min(1, max(0, number($1)))) }),
            .init("shadowOffset", .size, on: Layer.self, get: { $0.shadowOffset }, set: { $0.shadowOffset = $1 as! CGSize }),
            .init("shadowRadius", .number, on: Layer.self, get: { $0.shadowRadius },
                  set: { $0.shadowRadius = max(0, number($1)) }),
            .init("shadowPath", .path, on: Layer.self, get: { $0.shadowPath }, set: { $0.shadowPath = $1 as? BezierPath }),
            .init("contentsRect", .rect, on: Layer.self, get: { $0.contentsRect }, set: { $0.contentsRect = $1 as! CGRect }),
            .init("contentsCenter", .rect, on: Layer.self, get: { $0.contentsCenter },
                  set: { $0.contentsCenter = $1 as! CGRect }),
            // Shapes
            .init("path", .path, on: ShapeLayer.self, get: { $0.path }, set: { $0.path = $1 as? BezierPath }),
            .init("fillColor", .color, on: ShapeLayer.self, get: { $0.fillColor }, set: { $0.fillColor = $1 as? Color }),
            .init("strokeColor", .color, on: ShapeLayer.self, get: { $0.strokeColor }, set: { $0.strokeColor = $1 as? Color }),
            .init("lineWidth", .number, on: ShapeLayer.self, get: { $0.lineWidth }, set: { $0.lineWidth = max(0, number($1)) }),
            .init("miterLimit", .number, on: ShapeLayer.self, get: { $0.miterLimit }, set: { $0.miterLimit = number($1) }),
            .init("lineDashPhase", .number, on: ShapeLayer.self, get: { $0.lineDashPhase },
                  set: { $0.lineDashPhase = number($1) }),
            .init("strokeStart", .number, on: ShapeLayer.self, get: { $0.strokeStart }, set: { $0.strokeStart = number($1) }),
            .init("strokeEnd", .number, on: ShapeLayer.self, get: { $0.strokeEnd }, set: { $0.strokeEnd = number($1) }),
            // Gradients
            .init("colors", .colors, on: GradientLayer.self, get: { $0.colors }, set: { $0.colors = $1 as? [Color] }),
            .init("locations", .numbers, on: GradientLayer.self, get: { $0.locations },
                  set: { $0.locations = ($1 as? [CGFloat])?.numbers }),
            .init("startPoint", .point, on: GradientLayer.self, get: { $0.startPoint },
                  set: { $0.startPoint = $1 as! CGPoint }),
            .init("endPoint", .point, on: GradientLayer.self, get: { $0.endPoint }, set: { $0.endPoint = $1 as! CGPoint }),
            // Text
            .init("fontSize", .number, on: TextLayer.self, get: { $0.fontSize }, set: { $0.fontSize = max(0.01, number($1)) }),
            .init("foregroundColor", .color, on: TextLayer.self, get: { $0.foregroundColor },
                  set: { $0.foregroundColor = $1 as? Color }),
            // Replicators
            .init("instanceTransform", .transform, on: ReplicatorLayer.self, get: { $0.instanceTransform },
                  set: { $0.instanceTransform = $1 as! Transform3D }),
            .init("instanceColor", .color, on: ReplicatorLayer.self, get: { $0.instanceColor ?? .white },
                  set: { $0.instanceColor = $1 as? Color }),
            .init("instanceRedOffset", .number, on: ReplicatorLayer.self, get: { CGFloat($0.instanceRedOffset) },
                  set: { $0.instanceRedOffset = Float(number($1)) }),
            .init("instanceGreenOffset", .number, on: ReplicatorLayer.self, get: { CGFloat($0.instanceGreenOffset) },
                  set: { $0.instanceGreenOffset = Float(number($1)) }),
            .init("instanceBlueOffset", .number, on: ReplicatorLayer.self, get: { CGFloat($0.instanceBlueOffset) },
                  set: { $0.instanceBlueOffset = Float(number($1)) }),
            .init("instanceAlphaOffset", .number, on: ReplicatorLayer.self, get: { CGFloat($0.instanceAlphaOffset) },
                  set: { $0.instanceAlphaOffset = Float(number($1)) }),
            .init("instanceDelay", .number, on: ReplicatorLayer.self, get: { CGFloat($0.instanceDelay) },
                  set: { $0.instanceDelay = TimeInterval(number($1)) }),
        ]
        list += transformParts
        return Dictionary(uniqueKeysWithValues: list.map { ($0.name, $0) })
    }()
}
