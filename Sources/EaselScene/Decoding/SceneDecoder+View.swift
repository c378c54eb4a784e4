/// Views: `class`, `id`, the properties of the class, `subviews`, `layers`, `gestures`.
extension SceneDecoder {
    /// The keys every view has besides its properties.
    static let structuralViewKeys = ["class", "id", "subviews", "layers", "gestures"]

    /// The view classes by name, in `ViewClass`'s order.
    static let viewClassNames = ViewClass.allCases.map { ($0.rawValue, $0) }

    /// The view at `node`, with its subviews; `nil` when its class is unknown.
    func view(_ node: SceneNode, _ path: ScenePath) -> ViewNode? {
        guard let fields = fields(node, path, expected: "a view (a mapping with a class)") else { return nil }
        var viewClass: ViewClass?
        if let value = fields.value("class") {
            viewClass = name(value.node, value.path, category: "view class", Self.viewClassNames)
        } else {
            report(.missingKey(["class"]), at: node.location, path)
        }
        let id = uniqueID(in: fields) { viewIDs[$0] = (viewClass, path) }
        let known = PropertySpec.viewKeys(of: viewClass)
        rejectUnknownKeys(of: fields, known: known.list, isKnown: known.set.contains,
                          owners: { self.owners(of: $0, notIn: viewClass) })
        let properties = properties(in: fields, for: viewClass)
        checkPerStateLooks(in: fields, of: viewClass)
        // Subviews and layers are read in the order of the file, so that an id both use
        // is reported where the file uses it second.
        func position(_ key: String) -> Int { fields.entries.firstIndex { $0.key == key } ?? .max }
        func readLayers() -> [LayerNode] { fields.value("layers").flatMap { self.layers($0.node, $0.path) } ?? [] }
        let layersFirst = position("layers") < position("subviews")
        var layers = layersFirst ? readLayers() : []
        let subviews = fields.value("subviews").flatMap { items($0.node, $0.path) }?
            .compactMap { view($0.node, $0.path) } ?? []
        if !layersFirst { layers = readLayers() }
        let gestures = fields.value("gestures").flatMap { self.gestures($0.node, $0.path) } ?? []
        guard let viewClass else { return nil }
        let made = ViewNode(viewClass: viewClass, id: id, properties: properties, subviews: subviews, layers: layers,
                            gestures: gestures,
                            path: path, location: node.location)
        checkSegments(of: made, in: fields)
        checkListAppearance(of: made, in: fields)
        noteRowCounts(of: made)
        return made
    }

    /// The `id` of a view or layer: reported when a view or layer already has it, else
    /// kept for this one by `keep`.
    func uniqueID(in fields: Fields, keep: (String) -> Void) -> String? {
        guard let value = fields.value("id"), let id = string(value.node, value.path) else { return nil }
        if let first = viewIDs[id]?.path ?? layerIDs[id]?.path {
            report(.duplicateID(id, firstPath: first.description), at: value.node.location, value.path)
        } else {
            keep(id)
        }
        return id
    }

    /// The property keys of a class; of every class when the class is unknown (so
    /// that its keys are still checked).
    func propertyKeys(for viewClass: ViewClass?) -> [String] {
        PropertySpec.keys(of: viewClass)
    }

    /// For a key that other classes have: the class at hand and those classes.
    func owners(of key: String, notIn viewClass: ViewClass?) -> (viewClass: String, owners: [String])? {
        // A key may have one spec per group of classes (`style`, `sections`).
        let specs = PropertySpec.all.filter { $0.key == key }
        guard let viewClass, !specs.isEmpty, !specs.contains(where: { $0.applies(to: viewClass) }) else { return nil }
        return (viewClass.rawValue, specs.flatMap(\.classes).map(\.rawValue))
    }

    /// The properties given in `fields` that `viewClass` has, in application order.
    func properties(in fields: Fields, for viewClass: ViewClass?) -> [ViewProperty] {
        // Each given key's specs with the entry that gives it (a mapping's keys are
        // unique once read, so it is the entry a search for the key would find), in the
        // table's order; keys own disjoint positions, so no two are equal.
        var given: [(position: Int, entry: Int)] = []
        given.reserveCapacity(fields.entries.count)
        for (index, entry) in fields.entries.enumerated() {
            for position in PropertySpec.positionsByKey[entry.key] ?? [] { given.append((position, index)) }
        }
        given.sort { $0.position < $1.position }
        var properties: [ViewProperty] = []
        properties.reserveCapacity(given.count)
        for (position, index) in given {
            let spec = PropertySpec.all[position]
            guard viewClass.map(spec.applies) ?? true else { continue }
            let entry = fields.entries[index]
            if let property = spec.decode(self, entry.value, fields.path.appending(entry.key)) { properties.append(property) }
        }
        return properties
    }
}
