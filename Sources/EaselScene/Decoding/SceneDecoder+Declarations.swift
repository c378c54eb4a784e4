/// The ids a scene declares, collected before its views and controllers are read, so
/// that an event, a gesture's action or a constraint may name a view, constraint or
/// controller written later in the file, as in one Swift scope.
extension SceneDecoder {
    /// Records every view id with its class (`nil` when the class is not a known one)
    /// and every constraint id, from the root view down; the first view to use an id
    /// keeps it (`view(_:_:)` reports the duplicates), a constraint id used twice is
    /// reported here.
    func declare(root node: SceneNode, at path: ScenePath) {
        guard case .mapping(let entries) = node.content else { return }
        func value(_ key: String) -> SceneNode? { entries.first { $0.key == key }?.value }
        if case .scalar(let id, let kind)? = value("id")?.content, kind == .plain || kind == .string, declaredViews[id] == nil {
            let className: String? = if case .scalar(let name, _)? = value("class")?.content { name } else { nil }
            declaredViews[id] = className.flatMap(ViewClass.init(rawValue:))
        }
        if case .sequence(let constraints)? = value("constraints")?.content {
            for (index, constraint) in constraints.enumerated() {
                guard case .mapping(let fields) = constraint.content, let entry = fields.first(where: { $0.key == "id" }),
                      case .scalar(let id, let kind) = entry.value.content, kind == .plain || kind == .string else { continue }
                let idPath = path.appending("constraints").appending(index).appending("id")
                if let first = declaredConstraints[id] {
                    report(.duplicateID(id, firstPath: first.description), at: entry.value.location, idPath)
                } else {
                    declaredConstraints[id] = idPath
                }
            }
        }
        if case .sequence(let layers)? = value("layers")?.content { layers.forEach(declare(layer:)) }
        if case .sequence(let subviews)? = value("subviews")?.content {
            for (index, subview) in subviews.enumerated() {
                declare(root: subview, at: path.appending("subviews").appending(index))
            }
        }
    }
}

extension SceneDecoder {
    /// Records a standalone layer's id with its kind (`nil` when the kind is not a
    /// known one), then those of its sublayers and mask; the first layer or view to
    /// use an id keeps it (`layer(_:_:)` reports the duplicates).
    func declare(layer node: SceneNode) {
        guard case .mapping(let entries) = node.content else { return }
        func value(_ key: String) -> SceneNode? { entries.first { $0.key == key }?.value }
        if case .scalar(let id, let kind)? = value("id")?.content, kind == .plain || kind == .string, declaredLayers[id] == nil {
            let kindName: String? = if case .scalar(let name, _)? = value("kind")?.content { name } else { nil }
            declaredLayers[id] = kindName.flatMap(LayerNode.Kind.init(rawValue:))
        }
        if case .sequence(let sublayers)? = value("sublayers")?.content { sublayers.forEach(declare(layer:)) }
        if let mask = value("mask") { declare(layer: mask) }
    }
}

extension SceneDecoder {
    /// Records the controller's id with its class (`ViewController` when it names none,
    /// `nil` for an unknown class) and where it is, then the ids of what it holds: its
    /// view tree, its stack, the controller it presents. The first controller to use an
    /// id keeps it (`controller(_:_:place:)` reports the duplicates).
    func declare(controller node: SceneNode, at path: ScenePath) {
        guard case .mapping(let entries) = node.content else { return }
        func value(_ key: String) -> SceneNode? { entries.first { $0.key == key }?.value }
        if case .scalar(let id, let kind)? = value("id")?.content, kind == .plain || kind == .string,
           declaredControllers[id] == nil {
            let controllerClass: ControllerClass? = switch value("class")?.content {
            case nil: .viewController
            case .scalar(let name, _)?: ControllerClass(rawValue: name)
            default: nil
            }
            declaredControllers[id] = (controllerClass, path)
        }
        if let view = value("view") { declare(root: view, at: path.appending("view")) }
        for key in ["stack", "tabs"] {
            guard case .sequence(let children)? = value(key)?.content else { continue }
            for (index, controller) in children.enumerated() {
                declare(controller: controller, at: path.appending(key).appending(index))
            }
        }
        if let presented = value("present") { declare(controller: presented, at: path.appending("present")) }
    }
}
