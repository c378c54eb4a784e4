import Easel
import Foundation

/// Makes the views of a `SceneTree`: each created as its class, named by its id,
/// given its properties in order, then given its subviews (so a parent's frame is set
/// before children arrive and no autoresizing runs while building), then given its
/// standalone layers, above its content and its subviews' layers, as
/// `view.layer.addSublayer(_:)` after `addSubview(_:)` puts them. A stack view's
/// subviews are its arranged subviews, as `UIStackView(arrangedSubviews:)` makes them.
/// Controllers are made with their views built (see `SceneViewController`), named by
/// their ids.
@MainActor
struct SceneBuilder {
    /// The views that have ids, for events to find.
    private(set) var viewsByID: [String: View] = [:]
    /// The standalone layers that have ids, for events to find.
    private(set) var layersByID: [String: Layer] = [:]
    /// The controllers that have ids, for events to find.
    private(set) var controllersByID: [String: ViewController] = [:]
    /// The views that have constraints, with them, in the order of the file.
    private var constrainedViews: [(view: View, constraints: [SceneConstraint])] = []
    /// The constraints that have ids, for events to find.
    private(set) var constraintsByID: [String: LayoutConstraint] = [:]
    /// The views that have gesture recognizers, with them, for the stage to attach.
    private(set) var gestures: [(view: View, gestures: [SceneGesture])] = []
    /// The controls that have actions, with them, for the stage to add.
    private(set) var controlActions: [(control: Control, actions: [SceneControlAction])] = []

    /// Builds `node` and its subtree.
    mutating func build(_ node: ViewNode) -> View {
        let view: View
        switch node.viewClass {
        case .view: view = View()
        case .label: view = Label(frame: .zero)
        case .imageView: view = ImageView(frame: .zero)
        case .canvas: view = Canvas()
        case .stackView: view = StackView(frame: .zero)
        case .scrollView: view = ScrollView(frame: .zero)
        case .switch: view = Switch(frame: .zero)
        case .slider: view = Slider(frame: .zero)
        case .stepper: view = Stepper(frame: .zero)
        case .pageControl: view = PageControl(frame: .zero)
        case .progressView: view = ProgressView(frame: .zero)
        case .textField: view = TextField(frame: .zero)
        case .activityIndicatorView: view = ActivityIndicatorView(style: .medium)
        case .button: view = Button(type: .system)
        case .segmentedControl: view = SegmentedControl(items: nil)
        case .textView: view = TextView(frame: .zero)
        case .searchBar: view = SearchBar(frame: .zero)
        case .datePicker: view = DatePicker(frame: .zero)
        case .toolbar: view = Toolbar(frame: .zero)
        case .tableView:
            // A table's style is fixed when it is made, as with `UITableView(frame:style:)`.
            let style = node.properties.lazy.compactMap { if case .tableStyle(let style) = $0 { style } else { nil } }.first
            view = SceneTable(style: style ?? .plain)
        case .collectionView:
            // Sections with rows make a list; sections of items a grid.
            let isList = node.properties.contains { if case .collectionListSections = $0 { true } else { false } }
            view = isList ? SceneCollectionList() : SceneCollection()
        }
        if let id = node.id {
            view.accessibilityIdentifier = id
            viewsByID[id] = view
        }
        for property in node.properties {
            if case .constraints(let constraints) = property { constrainedViews.append((view, constraints)) }
            if case .controlActions(let actions) = property, let control = view as? Control {
                controlActions.append((control, actions))
            }
            property.apply(to: view)
        }
        if !node.gestures.isEmpty { gestures.append((view, node.gestures)) }
        for subview in node.subviews {
            if let stack = view as? StackView { stack.addArrangedSubview(build(subview)) } else { view.addSubview(build(subview)) }
        }
        for layer in node.layers { view.layer.addSublayer(build(layer)) }
        return view
    }

    /// Builds a standalone layer: created as its kind, named by its id, given its
    /// properties in order, then its sublayers and its mask.
    mutating func build(_ node: LayerNode) -> Layer {
        let layer: Layer = switch node.kind {
        case .layer: Layer()
        case .shapeLayer: ShapeLayer()
        case .gradientLayer: GradientLayer()
        case .textLayer: TextLayer()
        case .replicatorLayer: ReplicatorLayer()
        }
        if let id = node.id {
            layer.name = id
            layersByID[id] = layer
        }
        for property in node.properties { property.apply(to: layer) }
        for sublayer in node.sublayers { layer.addSublayer(build(sublayer)) }
        if let mask = node.mask { layer.mask = build(mask) }
        return layer
    }

    /// Builds a controller: its view tree, or its stack (set off screen, so each child
    /// is added with `willMove`/`didMove(toParent:)` at once). Its trace name is its id,
    /// else its class's name. The controller it presents is built by the caller.
    mutating func build(_ node: ControllerNode) -> ViewController {
        switch node.kind {
        case .plain(let view, let leftBarButtonItems, let rightBarButtonItems):
            let controller = named(SceneViewController(view: view.map { build($0) }), node)
            if !leftBarButtonItems.isEmpty { controller.navigationItem.leftBarButtonItems = leftBarButtonItems.map { $0.make() } }
            if !rightBarButtonItems.isEmpty {
                controller.navigationItem.rightBarButtonItems = rightBarButtonItems.map { $0.make() }
            }
            return controller
        case .navigation(let stack, let navigationBarHidden):
            // Named before its children arrive: their `willMove(toParent:)` traces name it.
            let navigation = named(NavigationController(), node)
            navigation.isNavigationBarHidden = navigationBarHidden
            var children: [ViewController] = []
            for child in stack { children.append(build(child)) }
            navigation.viewControllers = children
            return navigation
        case .tabBar(let tabs, let selectedIndex):
            let tabBarController = named(TabBarController(), node)
            var children: [ViewController] = []
            for tab in tabs { children.append(build(tab)) }
            tabBarController.viewControllers = children
            tabBarController.selectedIndex = selectedIndex
            return tabBarController
        case .alert(let alert):
            let controller = named(AlertController(title: node.title, message: alert.message,
                                                   preferredStyle: alert.preferredStyle), node)
            for action in alert.actions { controller.addAction(AlertAction(title: action.title, style: action.style)) }
            return controller
        }
    }

    private mutating func named<Controller: ViewController>(_ controller: Controller, _ node: ControllerNode) -> Controller {
        controller.accessibilityIdentifier = node.id ?? node.controllerClass.rawValue
        controller.title = node.title
        if let item = node.tabBarItem {
            if let title = item.title { controller.tabBarItem.title = title }
            if let name = item.systemImage { controller.tabBarItem.image = Image(systemName: name) }
            controller.tabBarItem.badgeValue = item.badgeValue
        }
        if let backTitle = node.backTitle { controller.navigationItem.backButtonTitle = backTitle }
        if let style = node.modalPresentationStyle { controller.modalPresentationStyle = style }
        if let sheet = node.sheet, let presentation = controller.sheetPresentationController { sheet.apply(to: presentation) }
        controller.traitOverrides = node.traitOverrides
        if let id = node.id { controllersByID[id] = controller }
        return controller
    }

    /// Activates every view's constraints, once the whole tree is in the window (so
    /// `superview` and every id resolve), like `NSLayoutConstraint.activate(_:)`.
    mutating func activateConstraints() {
        for (view, constraints) in constrainedViews {
            LayoutConstraint.activate(constraints.map { constraint in
                let other = constraint.item.flatMap { item -> AnyObject? in
                    let target: View? = switch item.target {
                    case .superview: view.superview
                    case .view(let id): viewsByID[id]
                    }
                    return switch item.guide {
                    case .none: target
                    case .safeArea: target?.safeAreaLayoutGuide
                    case .margins: target?.layoutMarginsGuide
                    }
                }
                let made = LayoutConstraint(item: view, attribute: constraint.attribute, relatedBy: constraint.relation,
                                            toItem: other, attribute: constraint.item?.attribute ?? .notAnAttribute,
                                            multiplier: constraint.multiplier, constant: constraint.constant)
                made.priority = LayoutPriority(rawValue: constraint.priority)
                if let id = constraint.id {
                    made.identifier = id
                    constraintsByID[id] = made
                }
                return made
            })
        }
    }
}
