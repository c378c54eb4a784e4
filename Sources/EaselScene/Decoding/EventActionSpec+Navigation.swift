/// `push`, `pop`, `present`, `dismiss`: each names a controller and is animated unless
/// `animated: false`, as UIKit's calls are written with `animated: true`.
extension EventActionSpec {
    static let navigationEvents = [
        EventActionSpec(key: "push", parameters: ["onto", "animated"], target: .controller) { decoder, fields, id, _ in
            let navigation = decoder.navigationController(named: fields.value("onto"), for: fields)
            let animated = decoder.animated(in: fields, default: true)
            guard decoder.isShownByEvents(id, at: fields.value("push"), pushed: true), let navigation, let animated else {
                return nil
            }
            return .navigation(.push(controllerID: id, onto: navigation, animated: animated))
        },
        EventActionSpec(key: "pop", parameters: ["animated"], target: .controller) { decoder, fields, id, _ in
            guard let target = fields.value("pop"), decoder.isNavigationController(id, at: target),
                  let animated = decoder.animated(in: fields, default: true) else { return nil }
            return .navigation(.pop(navigationID: id, animated: animated))
        },
        EventActionSpec(key: "present", parameters: ["from", "animated"], target: .controller) { decoder, fields, id, _ in
            let from = fields.value("from").map { decoder.controllerID($0) }
            let animated = decoder.animated(in: fields, default: true)
            guard decoder.isShownByEvents(id, at: fields.value("present"), pushed: false), from != .some(nil),
                  let animated else { return nil }
            return .navigation(.present(controllerID: id, from: from ?? nil, animated: animated))
        },
        EventActionSpec(key: "dismiss", parameters: ["animated"], target: .controller) { decoder, fields, id, _ in
            decoder.animated(in: fields, default: true).map { .navigation(.dismiss(controllerID: id, animated: $0)) }
        },
    ]
}

extension SceneDecoder {
    /// The navigation controller a push goes onto: `onto`, or the scene's only
    /// navigation controller with an id.
    fileprivate func navigationController(named value: (node: SceneNode, path: ScenePath)?, for fields: Fields) -> String? {
        guard let value else {
            let named = controllerIDs.filter { $0.value.controllerClass == .navigationController }.keys
            if named.count == 1 { return named.first }
            report(.missingKey(["onto"]), at: fields.node.location, fields.path)
            return nil
        }
        guard let id = controllerID(value), isNavigationController(id, at: value) else { return nil }
        return id
    }

    /// Whether `id` is a navigation controller's; a problem at `value` when it is another's.
    fileprivate func isNavigationController(_ id: String, at value: (node: SceneNode, path: ScenePath)) -> Bool {
        guard let known = controllerIDs[id] else { return false }
        guard known.controllerClass == .navigationController else {
            report(.typeMismatch(expected: "the id of a NavigationController",
                                 found: "\(SceneNode.quoted(id)), a \(known.controllerClass?.rawValue ?? "controller")"),
                   at: value.node.location, value.path)
            return false
        }
        return true
    }

    /// Whether `id` names a controller of the `controllers` list itself (one shown at
    /// the start, or in the stack of a listed navigation controller, is already in a
    /// container or the window, where UIKit refuses to push or present it),
    /// and, for a push, not a navigation controller (UIKit refuses to push one).
    fileprivate func isShownByEvents(_ id: String, at value: (node: SceneNode, path: ScenePath)?, pushed: Bool) -> Bool {
        guard let value, let known = controllerIDs[id] else { return false }
        if known.path.components.count != 2 || known.path.components.first != .key("controllers") {
            report(.typeMismatch(expected: "the id of a controller in controllers",
                                 found: "\(SceneNode.quoted(id)), the controller at \(known.path)"),
                   at: value.node.location, value.path)
            return false
        }
        if pushed, known.controllerClass == .navigationController {
            report(.typeMismatch(expected: "the id of a ViewController (a navigation controller cannot be pushed)",
                                 found: "\(SceneNode.quoted(id)), a NavigationController"),
                   at: value.node.location, value.path)
            return false
        }
        return true
    }
}
