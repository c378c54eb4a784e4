import Easel

/// A segmented control's `segments` (each a title, or `{systemImage: name}`), and the
/// indexes that must name one of them: its `selectedSegmentIndex` and the `select`
/// events aimed at it.
extension SceneDecoder {
    /// The segments of the list at `node`; `nil` after a problem.
    func segments(_ node: SceneNode, _ path: ScenePath) -> [SceneSegment]? {
        guard let list = items(node, path, expected: "a list of segments") else { return nil }
        let segments = list.compactMap { item -> SceneSegment? in
            if case .scalar = item.node.content {
                return string(item.node, item.path, expected: "a segment (a title or {systemImage: name})").map { .title($0) }
            }
            guard let fields = fields(item.node, item.path, expected: "a segment (a title or {systemImage: name})") else {
                return nil
            }
            rejectUnknownKeys(of: fields, known: ["systemImage"])
            guard let value = fields.value("systemImage") else {
                report(.missingKey(["systemImage"]), at: item.node.location, item.path)
                return nil
            }
            return name(value.node, value.path, category: "SF Symbol", EnumNames.symbolNames).map { .systemImage($0) }
        }
        return segments.count == list.count ? segments : nil
    }

    /// Notes how many segments a segmented control has, for the `select` events that
    /// name it, and reports a `selectedSegmentIndex` past them (UIKit would select none).
    func checkSegments(of view: ViewNode, in fields: Fields) {
        guard view.viewClass == .segmentedControl else { return }
        let count = view.properties.lazy.compactMap { property -> Int? in
            if case .segments(let segments) = property { segments.count } else { nil }
        }.first ?? 0
        if let id = view.id { segmentCounts[id] = count }
        for case .selectedSegmentIndex(let index) in view.properties where index >= count {
            if let value = fields.value("selectedSegmentIndex") { outOfRange(value.node, value.path, segments: count) }
        }
    }

    /// Reports an index that names none of a control's `count` segments.
    func outOfRange(_ node: SceneNode, _ path: ScenePath, segments count: Int) {
        mismatch(node, path, expected: count == 0 ? "no index (the control has no segments)"
                 : "the index of one of the \(count) segments (0 to \(count - 1))")
    }
}
