import Easel

/// A button's `menu`: a list of actions, each a title or a mapping with `title` and
/// optionally `systemImage`, `on`, `destructive` and `disabled`.
extension SceneDecoder {
    /// The keys of a menu action written as a mapping.
    static let menuItemKeys = ["title", "systemImage", "on", "destructive", "disabled"]

    /// The actions of the list at `node`; `nil` after a problem.
    func menuItems(_ node: SceneNode, _ path: ScenePath) -> [SceneMenuItem]? {
        guard let list = items(node, path, expected: "a list of menu actions") else { return nil }
        let decoded = list.compactMap { menuItem($0.node, $0.path) }
        return decoded.count == list.count ? decoded : nil
    }

    private func menuItem(_ node: SceneNode, _ path: ScenePath) -> SceneMenuItem? {
        let expected = "a menu action (a title or a mapping with a title)"
        if case .scalar = node.content {
            return string(node, path, expected: expected).map {
                SceneMenuItem(title: $0, systemImage: nil, isOn: false, isDestructive: false, isDisabled: false)
            }
        }
        guard let fields = fields(node, path, expected: expected) else { return nil }
        rejectUnknownKeys(of: fields, known: Self.menuItemKeys)
        guard let titleValue = fields.value("title") else {
            report(.missingKey(["title"]), at: node.location, path)
            return nil
        }
        let title = string(titleValue.node, titleValue.path)
        let image = fields.value("systemImage").map {
            name($0.node, $0.path, category: "SF Symbol", EnumNames.symbolNames)
        }
        let flags = ["on", "destructive", "disabled"].map { key in fields.value(key).map { bool($0.node, $0.path) } }
        guard let title, image != .some(nil), !flags.contains(where: { $0 == .some(nil) }) else { return nil }
        let flag = { (index: Int) in flags[index].flatMap { $0 } ?? false }
        return SceneMenuItem(title: title, systemImage: image.flatMap { $0 }, isOn: flag(0), isDestructive: flag(1),
                             isDisabled: flag(2))
    }
}
