/// `scroll: list` with `to: [x, y]` and `animated` (default `false`, as setting
/// `contentOffset` is immediate): `setContentOffset(_:animated:)`.
extension EventActionSpec {
    static let scroll = [
        EventActionSpec(key: "scroll", parameters: ["to", "animated"]) { decoder, fields, target in
            guard let view = decoder.viewTarget(target) else { return nil }
            if let viewClass = view.viewClass, !ViewClass.scrollViews.contains(viewClass) {
                decoder.report(.typeMismatch(expected: "the id of a ScrollView",
                                             found: "\(SceneNode.quoted(view.id)), a \(viewClass.rawValue)"),
                               at: target.node.location, target.path)
                return nil
            }
            guard let value = fields.value("to") else {
                decoder.report(.missingKey(["to"]), at: fields.node.location, fields.path)
                return nil
            }
            let offset = decoder.point(value.node, value.path)
            let animated = decoder.animated(in: fields, default: false)
            guard let offset, let animated else { return nil }
            return .scroll(viewID: view.id, to: offset, animated: animated)
        },
    ]
}
