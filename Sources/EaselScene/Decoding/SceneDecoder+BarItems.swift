import Easel

/// Bar button items: a toolbar's `items` and a controller's `leftBarButtonItems`,
/// `rightBarButtonItems` and `toolbarItems`. An item is a title (`Edit`), or a mapping
/// with one of `title`, `systemImage` or `systemItem`, and optionally `style`, `enabled`
/// and `id`.
extension SceneDecoder {
    /// The keys of an item written as a mapping.
    static let barButtonItemKeys = ["title", "systemImage", "systemItem", "style", "enabled", "id"]

    /// The items of the list at `node`; `nil` after a problem.
    func barButtonItems(_ node: SceneNode, _ path: ScenePath) -> [SceneBarButtonItem]? {
        guard let list = items(node, path, expected: "a list of bar button items") else { return nil }
        let decoded = list.compactMap { barButtonItem($0.node, $0.path) }
        return decoded.count == list.count ? decoded : nil
    }

    private func barButtonItem(_ node: SceneNode, _ path: ScenePath) -> SceneBarButtonItem? {
        if case .scalar = node.content {
            return string(node, path, expected: "a bar button item (a title or a mapping)")
                .map { SceneBarButtonItem(content: .title($0), style: nil, isEnabled: true, id: nil) }
        }
        guard let fields = fields(node, path, expected: "a bar button item (a title or a mapping)") else { return nil }
        rejectUnknownKeys(of: fields, known: Self.barButtonItemKeys)
        let contentKeys = ["title", "systemImage", "systemItem"].filter(fields.has)
        if contentKeys.isEmpty {
            report(.missingKey(["title"]), at: node.location, path)
            return nil
        }
        if contentKeys.count > 1 {
            report(.conflictingKeys(contentKeys[0], contentKeys[1]), at: fields.keyLocation(contentKeys[1]),
                   path.appending(contentKeys[1]))
            return nil
        }
        let value = fields.value(contentKeys[0])!
        let content: SceneBarButtonItem.Content? = switch contentKeys[0] {
        case "title": string(value.node, value.path).map { .title($0) }
        case "systemImage": name(value.node, value.path, category: "SF Symbol", EnumNames.symbolNames).map { .systemImage($0) }
        default: name(value.node, value.path, category: "bar button system item", EnumNames.barButtonSystemItems)
            .map { .systemItem($0) }
        }
        let style = fields.value("style").map {
            name($0.node, $0.path, category: "bar button item style", EnumNames.barButtonItemStyles)
        }
        let enabled = fields.value("enabled").map { bool($0.node, $0.path) }
        let id = fields.value("id").map { string($0.node, $0.path) }
        guard let content, style != .some(nil), enabled != .some(nil), id != .some(nil) else { return nil }
        return SceneBarButtonItem(content: content, style: style.flatMap { $0 },
                                  isEnabled: enabled.flatMap { $0 } ?? true, id: id.flatMap { $0 })
    }
}
