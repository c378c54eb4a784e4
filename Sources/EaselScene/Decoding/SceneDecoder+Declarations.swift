/// The ids a scene declares, collected before its views are read, so that an event,
/// a gesture's action or a constraint may name a view or constraint written later in
/// the file, as in one Swift scope.
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
        if case .sequence(let subviews)? = value("subviews")?.content {
            for (index, subview) in subviews.enumerated() {
                declare(root: subview, at: path.appending("subviews").appending(index))
            }
        }
    }
}
