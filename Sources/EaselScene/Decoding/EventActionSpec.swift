/// One kind of timeline event: the key that names it (whose value is the id of the
/// target view, or controller), the other keys it takes, and how it is read.
/// `EventActionSpec.all` is the schema of events; an engine feature adds its event by
/// adding a spec here and a case to `SceneEvent.Action`.
struct EventActionSpec: Sendable {
    let key: String
    let parameters: [String]
    /// What the key's value names.
    var target = Target.view
    /// Reads the action, given the event's fields and the target (its id and, for a
    /// view, its class; the class is `nil` when the id is unknown, so that the rest is
    /// still checked, and for a controller).
    let decode: @Sendable (SceneDecoder, Fields, _ id: String, _ viewClass: ViewClass?) -> SceneEvent.Action?

    /// What an event's key names: a view, or a controller.
    enum Target { case view, controller }

    static let all: [EventActionSpec] = scrollEvents + navigationEvents + [
        EventActionSpec(key: "set", parameters: ["properties"]) { decoder, fields, id, viewClass in
            guard let value = fields.value("properties") else {
                decoder.report(.missingKey(["properties"]), at: fields.node.location, fields.path)
                return nil
            }
            guard let properties = decoder.fields(value.node, value.path) else { return nil }
            decoder.rejectUnknownKeys(of: properties, known: decoder.propertyKeys(for: viewClass),
                                      owners: { decoder.owners(of: $0, notIn: viewClass) })
            return .set(viewID: id, properties: decoder.properties(in: properties, for: viewClass))
        },
        EventActionSpec(key: "setNeedsDisplay", parameters: ["rect"]) { decoder, fields, id, _ in
            guard let value = fields.value("rect") else { return .setNeedsDisplay(viewID: id, rect: nil) }
            return decoder.rect(value.node, value.path).map { .setNeedsDisplay(viewID: id, rect: $0) }
        },
        EventActionSpec(key: "setNeedsLayout", parameters: []) { _, _, id, _ in .setNeedsLayout(viewID: id) },
    ]
}

extension SceneDecoder {
    /// The `events` list, sorted by time (file order for equal times). Call after the
    /// views are read: events name them.
    func events(_ node: SceneNode, _ path: ScenePath) -> [SceneEvent] {
        guard let list = items(node, path, expected: "a list of events") else { return [] }
        let events = list.compactMap { event($0.node, $0.path) }
        return events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    private func event(_ node: SceneNode, _ path: ScenePath) -> SceneEvent? {
        guard let fields = fields(node, path, expected: "an event (a mapping with at: and an action)") else { return nil }
        let time: Double?
        if let value = fields.value("at") { time = number(value.node, value.path, .nonNegative).map(Double.init) } else {
            report(.missingKey(["at"]), at: node.location, path)
            time = nil
        }
        let actions = fields.entries.compactMap { entry in EventActionSpec.all.first { $0.key == entry.key } }
        let known = ["at"] + (actions.count == 1 ? [actions[0].key] + actions[0].parameters : EventActionSpec.all.map(\.key))
        rejectUnknownKeys(of: fields, known: known)
        guard let spec = actions.first else {
            report(.missingEventAction(known: EventActionSpec.all.map(\.key)), at: node.location, path)
            return nil
        }
        if actions.count > 1 {
            report(.conflictingKeys(actions[0].key, actions[1].key), at: fields.keyLocation(actions[1].key),
                   path.appending(actions[1].key))
            return nil
        }
        guard let target = fields.value(spec.key),
              let id = string(target.node, target.path, expected: spec.target == .view ? "a view id" : "a controller id")
        else {
            return nil
        }
        let viewClass = spec.target == .view ? viewIDs[id]?.viewClass : nil
        if spec.target == .controller {
            checkControllerID(id, at: target)
        } else if viewIDs[id] == nil {
            report(.unknownViewID(id, suggestion: Suggestion.closest(to: id, among: viewIDs.keys.sorted())),
                   at: target.node.location, target.path)
        }
        guard let action = spec.decode(self, fields, id, viewClass), let time else { return nil }
        return SceneEvent(time: time, action: action, path: path, location: node.location)
    }
}
