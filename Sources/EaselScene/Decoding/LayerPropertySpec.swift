import Easel
import EaselGraphics
import Foundation

/// One key a standalone layer can have: its name, the kinds that have it, and how its
/// value is read. The table `LayerPropertySpec.all` is the schema of a layer's
/// properties; its order is the order they are applied in.
struct LayerPropertySpec: Sendable {
    /// The key, as scenes write it (Core Animation's property name).
    let key: String
    /// The kinds that have the key; empty for every kind.
    let kinds: [LayerNode.Kind]
    /// Reads the value; `nil` after recording a problem.
    let decode: @Sendable (SceneDecoder, SceneNode, ScenePath) -> LayerProperty?

    /// Whether layers of `kind` have this key.
    func applies(to kind: LayerNode.Kind) -> Bool { kinds.isEmpty || kinds.contains(kind) }

    /// The transform functions' key paths an `animate` event may name, as Core
    /// Animation's key-value coding extensions name them: rotations take an angle,
    /// scales and translations a number.
    static let transformParts: [LayerPropertySpec] = {
        let rotations = ["transform.rotation", "transform.rotation.x", "transform.rotation.y", "transform.rotation.z"]
        let numbers = ["transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z",
                       "transform.translation.x", "transform.translation.y", "transform.translation.z"]
        return rotations.map { key in
            LayerPropertySpec(key: key, kinds: []) { $0.angle($1, $2).map { .transformPart(keyPath: key, value: $0) } }
        } + numbers.map { key in
            LayerPropertySpec(key: key, kinds: []) { $0.number($1, $2).map { .transformPart(keyPath: key, value: $0) } }
        }
    }()

    /// The specs of every key, in application order: the anchor point before the
    /// geometry it places, `frame` before the `bounds` and `position` that refine it.
    static let all: [LayerPropertySpec] = [
        LayerPropertySpec(key: "anchorPoint", kinds: []) { $0.point($1, $2).map(LayerProperty.anchorPoint) },
        LayerPropertySpec(key: "frame", kinds: []) { $0.rect($1, $2).map(LayerProperty.frame) },
        LayerPropertySpec(key: "bounds", kinds: []) { $0.rect($1, $2).map(LayerProperty.bounds) },
        LayerPropertySpec(key: "position", kinds: []) { $0.point($1, $2).map(LayerProperty.position) },
        LayerPropertySpec(key: "zPosition", kinds: []) { $0.number($1, $2).map(LayerProperty.zPosition) },
        LayerPropertySpec(key: "transform", kinds: []) { $0.layerTransform($1, $2).map(LayerProperty.transform) },
        LayerPropertySpec(key: "sublayerTransform", kinds: []) {
            $0.layerTransform($1, $2).map(LayerProperty.sublayerTransform)
        },
        LayerPropertySpec(key: "opacity", kinds: []) { $0.number($1, $2, .unit).map { .opacity(Float($0)) } },
        LayerPropertySpec(key: "hidden", kinds: []) { $0.bool($1, $2).map(LayerProperty.isHidden) },
        LayerPropertySpec(key: "doubleSided", kinds: []) { $0.bool($1, $2).map(LayerProperty.isDoubleSided) },
        LayerPropertySpec(key: "backgroundColor", kinds: []) { $0.color($1, $2).map(LayerProperty.backgroundColor) },
        LayerPropertySpec(key: "cornerRadius", kinds: []) { $0.number($1, $2, .nonNegative).map(LayerProperty.cornerRadius) },
        LayerPropertySpec(key: "maskedCorners", kinds: []) { $0.maskedCorners($1, $2).map(LayerProperty.maskedCorners) },
        LayerPropertySpec(key: "cornerCurve", kinds: []) {
            $0.name($1, $2, category: "corner curve", EnumNames.cornerCurves).map(LayerProperty.cornerCurve)
        },
        LayerPropertySpec(key: "borderWidth", kinds: []) { $0.number($1, $2, .nonNegative).map(LayerProperty.borderWidth) },
        LayerPropertySpec(key: "borderColor", kinds: []) { $0.color($1, $2).map(LayerProperty.borderColor) },
        LayerPropertySpec(key: "shadowColor", kinds: []) { $0.color($1, $2).map(LayerProperty.shadowColor) },
        LayerPropertySpec(key: "shadowOpacity", kinds: []) { $0.number($1, $2, .unit).map { .shadowOpacity(Float($0)) } },
        LayerPropertySpec(key: "shadowOffset", kinds: []) {
            $0.size($1, $2, allowsNegative: true).map(LayerProperty.shadowOffset)
        },
        LayerPropertySpec(key: "shadowRadius", kinds: []) { $0.number($1, $2, .nonNegative).map(LayerProperty.shadowRadius) },
        LayerPropertySpec(key: "masksToBounds", kinds: []) { $0.bool($1, $2).map(LayerProperty.masksToBounds) },
        LayerPropertySpec(key: "contents", kinds: []) { $0.image($1, $2).map(LayerProperty.contents) },
        LayerPropertySpec(key: "contentsGravity", kinds: []) {
            $0.name($1, $2, category: "contents gravity", EnumNames.contentsGravities).map(LayerProperty.contentsGravity)
        },
        LayerPropertySpec(key: "contentsScale", kinds: []) { $0.number($1, $2, .positive).map(LayerProperty.contentsScale) },
        LayerPropertySpec(key: "path", kinds: [.shapeLayer]) { $0.layerPath($1, $2).map(LayerProperty.path) },
        LayerPropertySpec(key: "fillColor", kinds: [.shapeLayer]) { $0.color($1, $2).map(LayerProperty.fillColor) },
        LayerPropertySpec(key: "fillRule", kinds: [.shapeLayer]) {
            $0.name($1, $2, category: "fill rule", EnumNames.fillRules).map(LayerProperty.fillRule)
        },
        LayerPropertySpec(key: "strokeColor", kinds: [.shapeLayer]) { $0.color($1, $2).map(LayerProperty.strokeColor) },
        LayerPropertySpec(key: "lineWidth", kinds: [.shapeLayer]) { $0.number($1, $2, .nonNegative).map(LayerProperty.lineWidth) },
        LayerPropertySpec(key: "lineCap", kinds: [.shapeLayer]) {
            $0.name($1, $2, category: "line cap", EnumNames.lineCaps).map(LayerProperty.lineCap)
        },
        LayerPropertySpec(key: "lineJoin", kinds: [.shapeLayer]) {
            $0.name($1, $2, category: "line join", EnumNames.lineJoins).map(LayerProperty.lineJoin)
        },
        LayerPropertySpec(key: "miterLimit", kinds: [.shapeLayer]) { $0.number($1, $2, .nonNegative).map(LayerProperty.miterLimit) },
        LayerPropertySpec(key: "lineDashPattern", kinds: [.shapeLayer]) { $0.dashPattern($1, $2).map(LayerProperty.lineDashPattern) },
        LayerPropertySpec(key: "lineDashPhase", kinds: [.shapeLayer]) { $0.number($1, $2).map(LayerProperty.lineDashPhase) },
        LayerPropertySpec(key: "strokeStart", kinds: [.shapeLayer]) { $0.number($1, $2, .unit).map(LayerProperty.strokeStart) },
        LayerPropertySpec(key: "strokeEnd", kinds: [.shapeLayer]) { $0.number($1, $2, .unit).map(LayerProperty.strokeEnd) },
        LayerPropertySpec(key: "colors", kinds: [.gradientLayer]) { $0.layerColors($1, $2).map(LayerProperty.colors) },
        LayerPropertySpec(key: "locations", kinds: [.gradientLayer]) { $0.layerLocations($1, $2).map(LayerProperty.locations) },
        LayerPropertySpec(key: "startPoint", kinds: [.gradientLayer]) { $0.point($1, $2).map(LayerProperty.startPoint) },
        LayerPropertySpec(key: "endPoint", kinds: [.gradientLayer]) { $0.point($1, $2).map(LayerProperty.endPoint) },
        LayerPropertySpec(key: "type", kinds: [.gradientLayer]) {
            $0.name($1, $2, category: "gradient type", EnumNames.gradientTypes).map(LayerProperty.gradientType)
        },
        LayerPropertySpec(key: "string", kinds: [.textLayer]) { $0.text($1, $2).map(LayerProperty.string) },
        LayerPropertySpec(key: "fontSize", kinds: [.textLayer]) { $0.number($1, $2, .fontSize).map(LayerProperty.fontSize) },
        LayerPropertySpec(key: "foregroundColor", kinds: [.textLayer]) { $0.color($1, $2).map(LayerProperty.foregroundColor) },
        LayerPropertySpec(key: "alignmentMode", kinds: [.textLayer]) {
            $0.name($1, $2, category: "alignment mode", EnumNames.alignmentModes).map(LayerProperty.alignmentMode)
        },
        LayerPropertySpec(key: "truncationMode", kinds: [.textLayer]) {
            $0.name($1, $2, category: "truncation mode", EnumNames.truncationModes).map(LayerProperty.truncationMode)
        },
        LayerPropertySpec(key: "isWrapped", kinds: [.textLayer]) { $0.bool($1, $2).map(LayerProperty.isWrapped) },
        LayerPropertySpec(key: "instanceCount", kinds: [.replicatorLayer]) {
            $0.instanceCount($1, $2).map(LayerProperty.instanceCount)
        },
        LayerPropertySpec(key: "instanceTransform", kinds: [.replicatorLayer]) {
            $0.layerTransform($1, $2).map(LayerProperty.instanceTransform)
        },
        LayerPropertySpec(key: "instanceColor", kinds: [.replicatorLayer]) { $0.color($1, $2).map(LayerProperty.instanceColor) },
        LayerPropertySpec(key: "instanceRedOffset", kinds: [.replicatorLayer]) {
            $0.number($1, $2, .colorOffset).map { .instanceRedOffset(Float($0)) }
        },
        LayerPropertySpec(key: "instanceGreenOffset", kinds: [.replicatorLayer]) {
            $0.number($1, $2, .colorOffset).map { .instanceGreenOffset(Float($0)) }
        },
        LayerPropertySpec(key: "instanceBlueOffset", kinds: [.replicatorLayer]) {
            $0.number($1, $2, .colorOffset).map { .instanceBlueOffset(Float($0)) }
        },
        LayerPropertySpec(key: "instanceAlphaOffset", kinds: [.replicatorLayer]) {
            $0.number($1, $2, .colorOffset).map { .instanceAlphaOffset(Float($0)) }
        },
        LayerPropertySpec(key: "instanceDelay", kinds: [.replicatorLayer]) {
            $0.number($1, $2, .seconds).map { .instanceDelay(TimeInterval($0)) }
        },
    ]
}
