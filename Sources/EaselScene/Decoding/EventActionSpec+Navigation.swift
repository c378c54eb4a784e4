/// `push`, `pop`, `present`, `dismiss`: each names a controller and is animated unless
/// `animated: false`, as UIKit's calls are written with `animated: true`.
extension EventActionSpec {
    static let navigation = [
        EventActionSpec(key: "push", parameters: ["onto", "animated"]) { decoder, fields, target in
            let pushed = decoder.controllerTarget(target)
            let navigation = decoder.navigationController(named: fields.value("onto"), for: fields)
            let animated = decoder.animated(in: fields, default: true)
            guard let pushed, decoder.isShownByEvents(pushed.id, at: target, pushed: true), let navigation, let animated else {
                return nil
            }
            return .navigation(.push(controllerID: pushed.id, onto: navigation, animated: animated))
        },
        EventActionSpec(key: "pop", parameters: ["animated"]) { decoder, fields, target in
            let navigation = decoder.controllerTarget(target)
            let animated = decoder.animated(in: fields, default: true)
            guard let navigation, decoder.isNavigationController(navigation, at: target), let animated else { return nil }
            return .navigation(.pop(navigationID: navigation.id, animated: animated))
        },
        EventActionSpec(key: "present", parameters: ["from", "animated"]) { decoder, fields, target in
            let presented = decoder.controllerTarget(target)
            // `from` is optional: without it the top-level controller presents.
            let from = fields.value("from").map { decoder.controllerTarget($0)?.id }
            let animated = decoder.animated(in: fields, default: true)
            guard let presented, decoder.isShownByEvents(presented.id, at: target, pushed: false), from != .some(nil),
                  let animated else { return nil }
            return .navigation(.present(controllerID: presented.id, from: from ?? nil, animated: animated))
        },
        EventActionSpec(key: "dismiss", parameters: ["animated"]) { decoder, fields, target in
            let dismissed = decoder.controllerTarget(target)
            let animated = decoder.animated(in: fields, default: true)
            guard let dismissed, let animated else { return nil }
            return .navigation(.dismiss(controllerID: dismissed.id, animated: animated))
        },
    ]
}

extension SceneDecoder {
    /// The navigation controller a push goes onto: `onto`, or the scene's only
    /// navigation controller with an id.
    fileprivate func navigationController(named value: (node: SceneNode, path: ScenePath)?, for fields: Fields) -> String? {
        guard let value else {
            let named = declaredControllers.filter { $0.value.controllerClass == .navigationController }.keys
            if named.count == 1 { return named.first }
            report(.missingKey(["onto"]), at: fields.node.location, fields.path)
            return nil
        }
        guard let controller = controllerTarget(value), isNavigationController(controller, at: value) else { return nil }
        return controller.id
    }

    /// Whether the controller is a navigation controller; a problem at `value` when it is another.
    fileprivate func isNavigationController(_ controller: (id: String, controllerClass: ControllerClass?),
                                            at value: (node: SceneNode, path: ScenePath)) -> Bool {
        guard controller.controllerClass == .navigationController else {
            report(.typeMismatch(expected: "the id of a NavigationController",
                                 found: "\(SceneNode.quoted(controller.id)), a \(controller.controllerClass?.rawValue ?? "controller")"),
                   at: value.node.location, value.path)
            return false
        }
        return true
    }

    /// Whether `id` names a controller of the `controllers` list itself (one shown at
    /// the start, or in the stack of a listed navigation controller, is already in a
    /// container or the window, where UIKit refuses to push or present it),
    /// and, for a push, not a navigation controller (UIKit refuses to push one).
    fileprivate func isShownByEvents(_ id: String, at value: (node: SceneNode, path: ScenePath), pushed: Bool) -> Bool {
        guard let known = declaredControllers[id] else { return false }
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
