/// Events that change a standalone layer: `set` with a layer id, whose `properties`
/// are the layer's kind's keys.
extension SceneDecoder {
    /// The layer a target names (`nil`, with nothing reported, when the id is not a
    /// layer's: it is then read as a view id).
    func layerTarget(_ target: (node: SceneNode, path: ScenePath)) -> (id: String, kind: LayerNode.Kind?)? {
        guard case .scalar(let id, let kind) = target.node.content, kind == .plain || kind == .string,
              declaredViews[id] == nil, let layerKind = declaredLayers[id] else { return nil }
        return (id, layerKind)
    }

    /// A `set` of the layer: its `properties`, each a key of the layer's kind.
    func setLayer(_ layer: (id: String, kind: LayerNode.Kind?), _ fields: Fields) -> SceneEvent.Action? {
        guard let value = fields.value("properties") else {
            report(.missingKey(["properties"]), at: fields.node.location, fields.path)
            return nil
        }
        guard let properties = self.fields(value.node, value.path) else { return nil }
        rejectUnknownKeys(of: properties, known: layerPropertyKeys(for: layer.kind),
                          owners: { self.layerOwners(of: $0, notIn: layer.kind) })
        return .setLayer(layerID: layer.id, properties: layerProperties(in: properties, for: layer.kind))
    }

    /// Refuses the layer changes among an `animate` block's `changes` (read from the
    /// list at `list`): with no layer animations in the engine, they could only jump.
    func refuseLayerChanges(_ changes: [SceneEvent.Action], in list: (node: SceneNode, path: ScenePath)) -> Bool {
        guard case .sequence(let items) = list.node.content else { return true }
        var refused = false
        for (index, change) in changes.enumerated() {
            guard case .setLayer(let id, _) = change, index < items.count else { continue }
            report(.layerChangeInAnimation(id), at: items[index].location, list.path.appending(index))
            refused = true
        }
        return !refused
    }
}
