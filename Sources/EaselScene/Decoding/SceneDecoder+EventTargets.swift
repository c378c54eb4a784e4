import Foundation

/// What the value of an event's action key may name, read the same way by every
/// event: a view, a controller, a view or a window point, a constraint, or nothing;
/// and the numbers events take beside it. Ids may name a view, constraint or
/// controller written anywhere in the file (`declare(root:at:)` and
/// `declare(controller:at:)` know them all).
extension SceneDecoder {
    /// A view id, with the view's class; the class is `nil` for an id that no view has
    /// (reported here) so that the rest of the event is still checked. With
    /// `orLayer` (a `set`, which may name a layer instead), the report says so and
    /// suggests layer ids too.
    func viewTarget(_ target: (node: SceneNode, path: ScenePath), orLayer: Bool = false) -> (id: String, viewClass: ViewClass?)? {
        guard let id = string(target.node, target.path, expected: orLayer ? "a view or layer id" : "a view id") else { return nil }
        guard let viewClass = declaredViews[id] else {
            let known = declaredViews.keys.sorted() + (orLayer ? declaredLayers.keys.sorted() : [])
            report(.unknownViewID(id, suggestion: Suggestion.closest(to: id, among: known), orLayer: orLayer),
                   at: target.node.location, target.path)
            return (id, nil)
        }
        return (id, viewClass)
    }

    /// The id of a view of `viewClass` declared in the scene; a view of another class is
    /// an error at the id.
    func viewTarget(_ target: (node: SceneNode, path: ScenePath), of viewClass: ViewClass) -> String? {
        viewTarget(target, of: [viewClass])
    }

    /// The id of a view of one of `viewClasses` declared in the scene; a view of
    /// another class is an error at the id.
    func viewTarget(_ target: (node: SceneNode, path: ScenePath), of viewClasses: [ViewClass]) -> String? {
        guard let view = viewTarget(target), let found = view.viewClass else { return nil }
        guard viewClasses.contains(found) else {
            let expected = viewClasses.map(\.rawValue).joined(separator: " or ")
            report(.typeMismatch(expected: "the id of a \(expected)", found: "\"\(view.id)\", a \(found.rawValue)"),
                   at: target.node.location, target.path)
            return nil
        }
        return view.id
    }

    /// A controller id, with the controller's class (`nil` for an unknown class); `nil`
    /// for an id that no controller has (reported here).
    func controllerTarget(_ target: (node: SceneNode, path: ScenePath)) -> (id: String, controllerClass: ControllerClass?)? {
        guard let id = string(target.node, target.path, expected: "a controller id") else { return nil }
        guard let known = declaredControllers[id] else {
            report(.unknownControllerID(id, suggestion: Suggestion.closest(to: id, among: declaredControllers.keys.sorted())),
                   at: target.node.location, target.path)
            return nil
        }
        return (id, known.controllerClass)
    }

    /// A view id (its centre) or a point `[x, y]` in window coordinates.
    func touchTarget(_ target: (node: SceneNode, path: ScenePath)) -> TouchTarget? {
        if case .scalar = target.node.content {
            guard let view = viewTarget(target), view.viewClass != nil else { return nil }
            return .view(view.id)
        }
        return point(target.node, target.path).map(TouchTarget.point)
    }

    /// A constraint id (`{id: gap, equation: …}`).
    func constraintTarget(_ target: (node: SceneNode, path: ScenePath)) -> String? {
        guard let id = string(target.node, target.path, expected: "a constraint id") else { return nil }
        guard declaredConstraints[id] != nil else {
            report(.unknownConstraintID(id, suggestion: Suggestion.closest(to: id, among: declaredConstraints.keys.sorted())),
                   at: target.node.location, target.path)
            return nil
        }
        return id
    }

    /// No value (`background:` in YAML, `"background": null` in JSON): the event acts
    /// on the app and its window.
    func noTarget(_ target: (node: SceneNode, path: ScenePath)) -> Bool {
        if case .scalar(let text, let kind) = target.node.content,
           kind == .null || (kind == .plain && ["", "null", "~"].contains(text)) {
            return true
        }
        mismatch(target.node, target.path, expected: "no value (the event acts on the app)")
        return false
    }

    /// The number at `key` of an event, or `fallback` when the key is not given; a
    /// missing key without a fallback is reported.
    func number(_ key: String, of fields: Fields, _ range: NumberRange, default fallback: CGFloat? = nil) -> CGFloat? {
        guard let value = fields.value(key) else {
            if fallback == nil { report(.missingKey([key]), at: fields.node.location, fields.path) }
            return fallback
        }
        return number(value.node, value.path, range)
    }
}
