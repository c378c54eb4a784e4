import EaselGraphics
import Foundation

/// Standalone layers: a view's `layers`, each `kind`, `id`, the properties of its kind,
/// `sublayers` and `mask`.
extension SceneDecoder {
    /// The keys every layer has besides its properties.
    static let structuralLayerKeys = ["kind", "id", "sublayers", "mask"]

    /// The layers of the list at `node`, back to front.
    func layers(_ node: SceneNode, _ path: ScenePath) -> [LayerNode]? {
        items(node, path, expected: "a list of layers")?.compactMap { layer($0.node, $0.path) }
    }

    /// The layer at `node`, with its sublayers and mask; `nil` when its kind is unknown.
    func layer(_ node: SceneNode, _ path: ScenePath) -> LayerNode? {
        guard let fields = fields(node, path, expected: "a layer (a mapping with a kind)") else { return nil }
        var kind: LayerNode.Kind?
        if let value = fields.value("kind") {
            kind = name(value.node, value.path, category: "layer kind", LayerNode.Kind.allCases.map { ($0.rawValue, $0) })
        } else {
            report(.missingKey(["kind"]), at: node.location, path)
        }
        let id = uniqueID(in: fields) { layerIDs[$0] = (kind, path) }
        rejectUnknownKeys(of: fields, known: Self.structuralLayerKeys + layerPropertyKeys(for: kind),
                          owners: { self.layerOwners(of: $0, notIn: kind) })
        let properties = layerProperties(in: fields, for: kind)
        checkGradientStops(properties, fields)
        let sublayers = fields.value("sublayers").flatMap { layers($0.node, $0.path) } ?? []
        let mask = fields.value("mask").flatMap { layer($0.node, $0.path) }
        guard let kind else { return nil }
        return LayerNode(kind: kind, id: id, properties: properties, sublayers: sublayers, mask: mask,
                         path: path, location: node.location)
    }

    /// The property keys of a kind; of every kind when the kind is unknown (so that
    /// its keys are still checked).
    func layerPropertyKeys(for kind: LayerNode.Kind?) -> [String] {
        LayerPropertySpec.all.filter { spec in kind.map(spec.applies) ?? true }.map(\.key)
    }

    /// For a key that other kinds have: the kind at hand and those kinds.
    func layerOwners(of key: String, notIn kind: LayerNode.Kind?) -> (viewClass: String, owners: [String])? {
        guard let kind, let spec = LayerPropertySpec.all.first(where: { $0.key == key }), !spec.applies(to: kind) else {
            return nil
        }
        return (kind.rawValue, spec.kinds.map(\.rawValue))
    }

    /// The properties given in `fields` that `kind` has, in application order.
    func layerProperties(in fields: Fields, for kind: LayerNode.Kind?) -> [LayerProperty] {
        LayerPropertySpec.all.compactMap { spec in
            guard kind.map(spec.applies) ?? true, let value = fields.value(spec.key) else { return nil }
            return spec.decode(self, value.node, value.path)
        }
    }

    /// A gradient's `locations`, when given with `colors`, give one location per color,
    /// as `CAGradientLayer` requires.
    private func checkGradientStops(_ properties: [LayerProperty], _ fields: Fields) {
        var colors: [Color]?
        var locations: [CGFloat]?
        for property in properties {
            if case .colors(let given) = property { colors = given }
            if case .locations(let given) = property { locations = given }
        }
        guard let colors, let locations, colors.count != locations.count, let value = fields.value("locations") else { return }
        mismatch(value.node, value.path, expected: "\(colors.count) locations, one per color")
    }
}
