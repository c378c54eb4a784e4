import Easel
import Foundation

/// `animate` with a layer id: an explicit animation of one of the layer's properties.
extension SceneDecoder {
    /// The keys of an `animate` event on a layer (those of a view animation block,
    /// `curve`, `damping` and `velocity`, are refused there).
    static let layerAnimationKeys = ["keyPath", "from", "to", "values", "keyTimes", "duration", "delay", "timing",
                                     "repeatCount", "autoreverses", "fillMode", "spring"]

    /// The layer properties Core Animation animates, as scenes name them.
    static let animatableLayerKeys: Set<String> = [
        "anchorPoint", "bounds", "position", "zPosition", "transform", "sublayerTransform", "opacity", "backgroundColor", "cornerRadius",
        "borderWidth", "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "path",
        "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPhase", "strokeStart", "strokeEnd", "colors",
        "locations", "startPoint", "endPoint", "instanceTransform", "instanceColor",
        "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "instanceDelay",
    ]

    /// An animation of `layer` read from an `animate` event's fields; `nil` after a
    /// problem, each reported at its key.
    func layerAnimation(_ layer: (id: String, kind: LayerNode.Kind?), _ fields: Fields) -> SceneEvent.Action? {
        var valid = true
        for (key, instead) in [("curve", "timing"), ("damping", "spring"), ("velocity", "spring")] where fields.has(key) {
            report(.unknownKey(key, suggestion: instead), at: fields.keyLocation(key), fields.path.appending(key))
            valid = false
        }
        for (a, b) in [("values", "from"), ("values", "to"), ("spring", "values"), ("spring", "timing")]
        where fields.has(a) && fields.has(b) {
            report(.conflictingKeys(a, b), at: fields.keyLocation(b), fields.path.appending(b))
            valid = false
        }
        guard let spec = animatedProperty(of: layer, in: fields) else { return nil }
        if !["from", "to", "values"].contains(where: fields.has) {
            report(.missingKey(["from", "to", "values"]), at: fields.node.location, fields.path)
            valid = false
        }
        // Each key given must read; a key left out takes its default.
        func read<Value>(_ key: String, _ reader: ((node: SceneNode, path: ScenePath)) -> Value?) -> Value? {
            guard let value = fields.value(key) else { return nil }
            let read = reader(value)
            if read == nil { valid = false }
            return read
        }
        let from = read("from") { spec.decode(self, $0.node, $0.path) }
        let to = read("to") { spec.decode(self, $0.node, $0.path) }
        let values = read("values") { list -> [LayerProperty]? in
            guard let items = self.items(list.node, list.path, expected: "a list of values") else { return nil }
            let values = items.compactMap { spec.decode(self, $0.node, $0.path) }
            return values.count == items.count ? values : nil
        }
        let keyTimes = read("keyTimes") { self.keyTimes($0.node, $0.path, count: values?.count ?? 0) }
        let duration = read("duration") { self.number($0.node, $0.path, .positiveSeconds) }
        let delay = read("delay") { self.number($0.node, $0.path, .seconds) } ?? 0
        let timing = read("timing") {
            self.name($0.node, $0.path, category: "timing function", SceneLayerAnimation.Timing.allCases.map { ($0.rawValue, $0) })
        }
        let repeatCount = read("repeatCount") { self.number($0.node, $0.path, .nonNegative) } ?? 0
        let autoreverses = read("autoreverses") { self.bool($0.node, $0.path) } ?? false
        let fillMode = read("fillMode") {
            self.name($0.node, $0.path, category: "fill mode", FillMode.allCases.map { ($0.rawValue, $0) })
        } ?? .removed
        let spring = read("spring") { self.spring($0.node, $0.path) }
        guard valid else { return nil }
        return .animateLayer(SceneLayerAnimation(
            layerID: layer.id, keyPath: spec.key, from: from, to: to, values: values, keyTimes: keyTimes,
            duration: duration.map(Double.init), delay: Double(delay), timing: timing, repeatCount: Double(repeatCount),
            autoreverses: autoreverses, fillMode: fillMode, spring: spring))
    }

    /// The spec of the `keyPath` the event names: a key of the layer's kind that
    /// Core Animation animates.
    private func animatedProperty(of layer: (id: String, kind: LayerNode.Kind?), in fields: Fields) -> LayerPropertySpec? {
        guard let value = fields.value("keyPath") else {
            report(.missingKey(["keyPath"]), at: fields.node.location, fields.path)
            return nil
        }
        guard let keyPath = string(value.node, value.path) else { return nil }
        let known = LayerPropertySpec.all.filter { spec in
            Self.animatableLayerKeys.contains(spec.key) && (layer.kind.map(spec.applies) ?? true)
        } + LayerPropertySpec.transformParts
        guard let spec = known.first(where: { $0.key == keyPath }) else {
            let category = "animatable key path of \(layer.kind?.rawValue ?? "a layer")"
            report(.unknownName(category: category, name: keyPath, suggestion: nil, known: known.map(\.key)),
                   at: value.node.location, value.path)
            return nil
        }
        return spec
    }

    /// `keyTimes`: one fraction 0…1 per value, rising.
    private func keyTimes(_ node: SceneNode, _ path: ScenePath, count: Int) -> [Double]? {
        guard let list = items(node, path, expected: "a list of times from 0 to 1") else { return nil }
        let times = list.compactMap { number($0.node, $0.path, .unit).map(Double.init) }
        guard times.count == list.count else { return nil }
        guard times.count == count, zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            mismatch(node, path, expected: "one rising time from 0 to 1 per value (\(count))")
            return nil
        }
        return times
    }

    /// `spring: {mass, stiffness, damping, velocity}`, as `CASpringAnimation` takes
    /// them (defaults 1, 100, 10, 0).
    private func spring(_ node: SceneNode, _ path: ScenePath) -> SceneLayerAnimation.Spring? {
        guard let fields = fields(node, path, expected: "a spring (mass, stiffness, damping, velocity)") else { return nil }
        rejectUnknownKeys(of: fields, known: ["mass", "stiffness", "damping", "velocity"])
        let mass = number("mass", of: fields, .positive, default: 1)
        let stiffness = number("stiffness", of: fields, .positive, default: 100)
        let damping = number("damping", of: fields, .nonNegative, default: 10)
        let velocity = number("velocity", of: fields, .any, default: 0)
        guard let mass, let stiffness, let damping, let velocity else { return nil }
        return .init(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), velocity: Double(velocity))
    }
}
