import Easel

/// What each class of controller holds: a view controller's view and navigation item
/// buttons, a navigation controller's stack, a tab bar controller's tabs, an alert's
/// message and actions; and a controller's `tabBarItem`.
extension SceneDecoder {
    /// The keys of a `tabBarItem`.
    static let tabBarItemKeys = ["title", "systemImage", "badgeValue"]
    /// The keys of an alert's action written as a mapping.
    static let alertActionKeys = ["title", "style"]

    /// What a controller of `controllerClass` holds, read from `fields`; `nil` after a
    /// problem. With an unknown class, every class's keys are read, so that their
    /// problems show too.
    func controllerKind(_ controllerClass: ControllerClass?, _ fields: Fields) -> ControllerNode.Kind? {
        func read<Value>(_ key: String, of owner: ControllerClass, _ decode: (SceneNode, ScenePath) -> Value?) -> Value?? {
            guard controllerClass == nil || controllerClass == owner, let value = fields.value(key) else { return .some(nil) }
            return decode(value.node, value.path).map { .some($0) } ?? nil
        }
        let view = read("view", of: .viewController) { self.view($0, $1) }
        if case .some(.some(let view)) = view { rejectSuperviewConstraints(of: view) }
        let left = read("leftBarButtonItems", of: .viewController, barButtonItems)
        let right = read("rightBarButtonItems", of: .viewController, barButtonItems)
        let barHidden = read("navigationBarHidden", of: .navigationController, bool)
        let stack = read("stack", of: .navigationController) { self.controllers($0, $1, place: .stack) }
        let tabs = read("tabs", of: .tabBarController) { self.controllers($0, $1, place: .tab) }
        let selectedIndex = read("selectedIndex", of: .tabBarController) { self.integer($0, $1, minimum: 0) }
        let message = read("message", of: .alertController) { self.string($0, $1) }
        let alertStyle = read("preferredStyle", of: .alertController) {
            self.name($0, $1, category: "alert style", EnumNames.alertStyles)
        }
        let actions = read("actions", of: .alertController, alertActions)
        for (key, owner) in [("stack", ControllerClass.navigationController), ("tabs", .tabBarController)]
        where controllerClass == owner && !fields.has(key) {
            report(.missingKey([key]), at: fields.node.location, fields.path)
            return nil
        }
        guard let view, let left, let right, let barHidden, let stack, let tabs, let selectedIndex, let message,
              let alertStyle, let actions else { return nil }
        switch controllerClass {
        case .viewController:
            return .plain(view: view, leftBarButtonItems: left ?? [], rightBarButtonItems: right ?? [])
        case .navigationController:
            return stack.map { .navigation(stack: $0, navigationBarHidden: barHidden ?? false) }
        case .tabBarController:
            guard let tabs else { return nil }
            if let selectedIndex, selectedIndex >= tabs.count, let value = fields.value("selectedIndex") {
                mismatch(value.node, value.path, expected: "the index of one of the \(tabs.count) tabs")
                return nil
            }
            return .tabBar(tabs: tabs, selectedIndex: selectedIndex ?? 0)
        case .alertController:
            return .alert(SceneAlert(message: message, preferredStyle: alertStyle ?? .alert, actions: actions ?? []))
        case nil:
            return nil
        }
    }

    /// The controllers of a `stack` or `tabs` list; `nil` unless each is good.
    private func controllers(_ node: SceneNode, _ path: ScenePath, place: ControllerPlace) -> [ControllerNode]? {
        guard let list = items(node, path, expected: "a list of controllers") else { return nil }
        let decoded = list.compactMap { controller($0.node, $0.path, place: place) }
        return decoded.count == list.count ? decoded : nil
    }

    /// A controller's `tabBarItem`; `nil` after a problem.
    func tabBarItem(_ node: SceneNode, _ path: ScenePath) -> SceneTabBarItem? {
        guard let fields = fields(node, path, expected: "a tab bar item (a mapping)") else { return nil }
        rejectUnknownKeys(of: fields, known: Self.tabBarItemKeys)
        let title = fields.value("title").map { string($0.node, $0.path) }
        let image = fields.value("systemImage").map { name($0.node, $0.path, category: "SF Symbol", EnumNames.symbolNames) }
        let badge = fields.value("badgeValue").map { string($0.node, $0.path) }
        guard title != .some(nil), image != .some(nil), badge != .some(nil) else { return nil }
        return SceneTabBarItem(title: title ?? nil, systemImage: image ?? nil, badgeValue: badge ?? nil)
    }

    /// An alert's `actions`: each a title (a `default` action) or a mapping with `title`
    /// and `style`; `nil` after a problem.
    private func alertActions(_ node: SceneNode, _ path: ScenePath) -> [SceneAlert.Action]? {
        guard let list = items(node, path, expected: "a list of alert actions") else { return nil }
        let actions = list.compactMap { item -> SceneAlert.Action? in
            if case .scalar = item.node.content {
                return string(item.node, item.path, expected: "an alert action (a title or a mapping)")
                    .map { SceneAlert.Action(title: $0, style: .default) }
            }
            guard let fields = fields(item.node, item.path, expected: "an alert action (a title or a mapping)") else {
                return nil
            }
            rejectUnknownKeys(of: fields, known: Self.alertActionKeys)
            guard let titleValue = fields.value("title") else {
                report(.missingKey(["title"]), at: item.node.location, item.path)
                return nil
            }
            let title = string(titleValue.node, titleValue.path)
            let style = fields.value("style").map {
                name($0.node, $0.path, category: "alert action style", EnumNames.alertActionStyles)
            }
            guard let title, style != .some(nil) else { return nil }
            return SceneAlert.Action(title: title, style: (style ?? nil) ?? .default)
        }
        return actions.count == list.count ? actions : nil
    }
}
