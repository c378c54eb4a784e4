/// One kind of timeline event: the key that names it, whose value is the event's
/// target (read by the spec with one of the target readers of
/// `SceneDecoder+EventTargets.swift`: a view id, a view or a window point, a constraint
/// id, or nothing), the other keys it takes, and how it is read. `EventActionSpec.all`
/// is the schema of events; an engine feature adds its events as specs in its own
/// `EventActionSpec+Feature.swift`, listed in `all`, and cases of `SceneEvent.Action`.
struct EventActionSpec: Sendable {
    let key: String
    let parameters: [String]
    /// Whether app code makes this change, so that it may also be one of the changes
    /// of an `animate` block or of a gesture's action. Touches and the device's events
    /// come only from the timeline.
    var isChange = true
    /// Reads the action, given the event's fields and the value of its action key.
    let decode: @Sendable (SceneDecoder, Fields, _ target: (node: SceneNode, path: ScenePath)) -> SceneEvent.Action?

    static let all: [EventActionSpec] = viewChanges + constraintChanges + animation + touches + device + scroll + navigation + typing
        + selection + rows

    /// Changes to one view by id.
    static let viewChanges: [EventActionSpec] = [
        EventActionSpec(key: "set", parameters: ["properties"]) { decoder, fields, target in
            if let layer = decoder.layerTarget(target) { return decoder.setLayer(layer, fields) }
            let view = decoder.viewTarget(target, orLayer: true)
            guard let value = fields.value("properties") else {
                decoder.report(.missingKey(["properties"]), at: fields.node.location, fields.path)
                return nil
            }
            guard let view, let properties = decoder.fields(value.node, value.path) else { return nil }
            if decoder.declaredViews[view.id] == nil {
                // No view or layer has the id: its keys are checked against every view's and
                // layer's, and the values of views' keys as any view's.
                decoder.rejectUnknownKeys(of: properties, known: decoder.propertyKeys(for: nil) + decoder.layerPropertyKeys(for: nil))
                _ = decoder.properties(in: properties, for: nil)
                return nil
            }
            decoder.rejectUnknownKeys(of: properties, known: decoder.propertyKeys(for: view.viewClass),
                                      owners: { decoder.owners(of: $0, notIn: view.viewClass) })
            return .set(viewID: view.id, properties: decoder.properties(in: properties, for: view.viewClass))
        },
        EventActionSpec(key: "setNeedsDisplay", parameters: ["rect"]) { decoder, fields, target in
            guard let view = decoder.viewTarget(target) else { return nil }
            guard let value = fields.value("rect") else { return .setNeedsDisplay(viewID: view.id, rect: nil) }
            return decoder.rect(value.node, value.path).map { .setNeedsDisplay(viewID: view.id, rect: $0) }
        },
        EventActionSpec(key: "setNeedsLayout", parameters: []) { decoder, _, target in
            decoder.viewTarget(target).map { .setNeedsLayout(viewID: $0.id) }
        },
    ]
}

extension SceneDecoder {
    /// The `events` list, sorted by time (file order for equal times).
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
        guard let action = action(in: fields, besides: ["at"], changesOnly: false), let time else { return nil }
        return SceneEvent(time: time, action: action, path: path, location: node.location)
    }

    /// The action of a mapping with one action key and its parameters (and the keys
    /// `others`); with `changesOnly`, one that app code makes (no touch, no device event).
    func action(in fields: Fields, besides others: [String], changesOnly: Bool) -> SceneEvent.Action? {
        let specs = EventActionSpec.all
        let actions = fields.entries.compactMap { entry in specs.first { $0.key == entry.key } }
        let known = others + (actions.count == 1 ? [actions[0].key] + actions[0].parameters : specs.map(\.key))
        rejectUnknownKeys(of: fields, known: known)
        guard let spec = actions.first else {
            report(.missingEventAction(known: specs.filter { $0.isChange || !changesOnly }.map(\.key)),
                   at: fields.node.location, fields.path)
            return nil
        }
        if actions.count > 1 {
            report(.conflictingKeys(actions[0].key, actions[1].key), at: fields.keyLocation(actions[1].key),
                   fields.path.appending(actions[1].key))
            return nil
        }
        if changesOnly, !spec.isChange {
            report(.notAChange(spec.key), at: fields.keyLocation(spec.key), fields.path.appending(spec.key))
            return nil
        }
        guard let target = fields.value(spec.key) else { return nil }
        return spec.decode(self, fields, target)
    }

    /// A list of changes (an `animate` block's, a gesture action's): mappings like
    /// events without `at`, each with one action that app code makes.
    func changes(_ node: SceneNode, _ path: ScenePath) -> [SceneEvent.Action]? {
        guard let list = items(node, path, expected: "a list of changes (set, constant, animate, …)") else { return nil }
        let changes = list.compactMap { item -> SceneEvent.Action? in
            guard let fields = fields(item.node, item.path, expected: "a change (a mapping with an action such as set)") else {
                return nil
            }
            return action(in: fields, besides: [], changesOnly: true)
        }
        return changes.count == list.count ? changes : nil
    }
}
