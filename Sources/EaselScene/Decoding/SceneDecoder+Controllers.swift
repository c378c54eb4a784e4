import Easel
import EaselGraphics

/// View controllers: the top-level `controller`, the `controllers` kept for events,
/// and the checks that span them (ids, view trees).
extension SceneDecoder {
    /// Where a controller is written, which decides the keys it may have.
    enum ControllerPlace: Equatable {
        /// The top-level `controller`: the only one that may `present` another at the start.
        case top
        /// In a navigation controller's `stack`.
        case stack
        /// Presented at the start by the top-level controller.
        case presented
        /// In the top-level `controllers` list: shown only by events, which name it.
        case list
        /// In a tab bar controller's `tabs`.
        case tab

        /// The place as a message names it ("a controller in a stack has no key …").
        var description: String {
            switch self {
            case .top: "top-level controller"
            case .stack: "controller in a stack"
            case .presented: "presented controller"
            case .list: "controller in controllers"
            case .tab: "controller in tabs"
            }
        }

        /// The classes a controller may have here, as UIKit allows them: a navigation
        /// stack holds plain controllers, a tab holds no tab bar controller, and an
        /// alert is only ever presented.
        var classes: [ControllerClass] {
            switch self {
            case .top: [.viewController, .navigationController, .tabBarController]
            case .stack: [.viewController]
            case .tab: [.viewController, .navigationController]
            case .presented, .list: ControllerClass.allCases
            }
        }

        /// What a mismatch of class here says was expected.
        var expectedClasses: String {
            switch self {
            case .stack: "ViewController (a container or an alert cannot be pushed)"
            default: "one of " + classes.map(\.rawValue).joined(separator: ", ") + " (for a \(description))"
            }
        }
    }

    /// The keys every controller has, whatever its class and place.
    static let commonControllerKeys = ["class", "id", "title", "modalPresentationStyle", "sheet", "traits", "tabBarItem"]

    /// The controller at `node`; `nil` after a problem.
    func controller(_ node: SceneNode, _ path: ScenePath, place: ControllerPlace) -> ControllerNode? {
        guard let fields = fields(node, path, expected: "a controller (a mapping with a view or a stack)") else {
            return nil
        }
        var controllerClass: ControllerClass? = .viewController
        if let value = fields.value("class") {
            controllerClass = name(value.node, value.path, category: "controller class",
                                   ControllerClass.allCases.map { ($0.rawValue, $0) })
            if let named = controllerClass, !place.classes.contains(named) {
                mismatch(value.node, value.path, expected: place.expectedClasses)
                controllerClass = nil
            }
        }
        let id = fields.value("id").flatMap { value in string(value.node, value.path).map { (value, $0) } }
        if let (value, id) = id {
            if let first = controllerIDs[id] {
                report(.duplicateID(id, firstPath: first.path.description), at: value.node.location, value.path)
            } else {
                controllerIDs[id] = (controllerClass, path)
            }
        } else if place == .list {
            report(.missingKey(["id"]), at: node.location, path)
        }
        rejectUnknownKeys(of: fields, known: Self.controllerKeys(controllerClass, place), owners: { key in
            self.controllerKeyOwners(key, controllerClass, place)
        })
        let title = fields.value("title").flatMap { string($0.node, $0.path) }
        let backTitle = fields.value("backTitle").flatMap { string($0.node, $0.path) }
        let style = fields.value("modalPresentationStyle").flatMap {
            name($0.node, $0.path, category: "modal presentation style", Self.modalPresentationStyles)
        }
        let sheet = fields.value("sheet").map { value in
            if !(style.map { Self.sheetStyles.contains($0) } ?? false) {
                mismatch(value.node, value.path, expected: "no sheet (only a controller presented as a pageSheet, formSheet or automatic has one)")
            }
            return self.sheet(value.node, value.path)
        }
        let traits = fields.value("traits").flatMap { traitOverrides($0.node, $0.path) }
        let tabItem = fields.value("tabBarItem").map { self.tabBarItem($0.node, $0.path) }
        let kind = controllerKind(controllerClass, fields)
        // Elsewhere `present` was reported above, and what it holds is not read.
        let presenting = place == .top ? fields.value("present") : nil
        let presented = presenting.flatMap { controller($0.node, $0.path, place: .presented) }
        guard let kind, !(presenting != nil && presented == nil), traits != nil || !fields.has("traits"),
              sheet.map({ $0 != nil }) ?? true,
              tabItem.map({ $0 != nil }) ?? true else {
            return nil
        }
        return ControllerNode(kind: kind, id: id?.1, title: title, backTitle: backTitle, tabBarItem: tabItem ?? nil,
                              modalPresentationStyle: style, sheet: sheet ?? nil, traitOverrides: traits ?? TraitOverrides(),
                              presented: presented, path: path, location: node.location)
    }

    /// The `controllers` list: controllers that events push or present.
    func controllerList(_ node: SceneNode, _ path: ScenePath) -> [ControllerNode] {
        guard let list = items(node, path, expected: "a list of controllers") else { return [] }
        return list.compactMap { controller($0.node, $0.path, place: .list) }
    }

    /// UIKit's style names Easel has (see `ModalPresentationStyle`).
    static let modalPresentationStyles: [(String, ModalPresentationStyle)] = [
        ("fullScreen", .fullScreen), ("overFullScreen", .overFullScreen), ("pageSheet", .pageSheet),
        ("formSheet", .formSheet), ("automatic", .automatic),
    ]
    /// The styles that show a sheet, which a controller's `sheet` sets up.
    static let sheetStyles: [ModalPresentationStyle] = [.pageSheet, .formSheet, .automatic]

    /// The keys a controller of a class (every class when `nil`) has at a place.
    static func controllerKeys(_ controllerClass: ControllerClass?, _ place: ControllerPlace) -> [String] {
        let own = controllerClass.map(ownControllerKeys) ?? ControllerClass.allCases.flatMap(ownControllerKeys)
        return commonControllerKeys + own + (place == .top ? ["present"] : [])
    }

    /// The keys only controllers of `controllerClass` have.
    static func ownControllerKeys(_ controllerClass: ControllerClass) -> [String] {
        switch controllerClass {
        case .viewController: ["view", "backTitle", "leftBarButtonItems", "rightBarButtonItems"]
        case .navigationController: ["stack", "navigationBarHidden"]
        case .tabBarController: ["tabs", "selectedIndex"]
        case .alertController: ["message", "preferredStyle", "actions"]
        }
    }

    /// For a key that other controllers have: this controller's class or place, and
    /// who has the key.
    private func controllerKeyOwners(_ key: String, _ controllerClass: ControllerClass?,
                                     _ place: ControllerPlace) -> (viewClass: String, owners: [String])? {
        if key == "present", place != .top { return (place.description, ["the top-level controller"]) }
        let owners = ControllerClass.allCases.filter { Self.ownControllerKeys($0).contains(key) }
        guard let controllerClass, !owners.isEmpty, !owners.contains(controllerClass) else { return nil }
        return (controllerClass.rawValue, owners.map(\.rawValue))
    }

    /// A container sizes a controller's view: the view has no superview of the scene's
    /// to constrain to (UIKit would find none when the constraints are activated).
    func rejectSuperviewConstraints(of view: ViewNode) {
        for case .constraints(let constraints) in view.properties
        where constraints.contains(where: { $0.item?.target == .superview }) {
            report(.badConstraint("a controller's view is placed by its container: it has no superview to constrain to"),
                   at: view.location, view.path.appending("constraints"))
        }
    }

    /// Reports each constraint that names a view of another view tree (the root view's,
    /// or one controller's): UIKit finds no common ancestor for such a constraint.
    func checkConstraintTrees() {
        for target in constraintTargets {
            guard let other = viewIDs[target.id], Self.viewTree(of: other.path) != Self.viewTree(of: target.path) else {
                continue
            }
            report(.badConstraint("the view \(SceneNode.quoted(target.id)) is in another view tree "
                                  + "(\(Self.viewTree(of: other.path))): a constraint relates views of one tree"),
                   at: target.location, target.path)
        }
    }

    /// The view tree a key path is in: the path of the controller's `view` it is under,
    /// else `root`.
    private static func viewTree(of path: ScenePath) -> ScenePath {
        guard let index = path.components.lastIndex(of: .key("view")) else {
            return ScenePath(components: Array(path.components.prefix(1)))
        }
        return ScenePath(components: Array(path.components.prefix(through: index)))
    }
}
