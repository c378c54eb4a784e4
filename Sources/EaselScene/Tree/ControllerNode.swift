import Easel
import EaselGraphics

/// One view controller of a scene, resolved: a `ViewController` with its view tree, a
/// `NavigationController` with its stack, a `TabBarController` with its tabs, or an
/// `AlertController` with its actions.
public struct ControllerNode: Sendable {
    /// What kind of controller, with what it holds.
    public enum Kind: Sendable {
        /// A `ViewController` whose view is the tree given (an empty `View`, as
        /// `UIViewController.loadView()` makes, when the scene gives none), with the
        /// buttons of its `navigationItem` (`leftBarButtonItems`, `rightBarButtonItems`).
        case plain(view: ViewNode?, leftBarButtonItems: [SceneBarButtonItem], rightBarButtonItems: [SceneBarButtonItem])
        /// A `NavigationController` whose stack is the controllers given, root first,
        /// with its navigation bar hidden or not (`isNavigationBarHidden`).
        case navigation(stack: [ControllerNode], navigationBarHidden: Bool)
        /// A `TabBarController` whose `viewControllers` are the tabs given, leading
        /// first, with `selectedIndex` selected.
        case tabBar(tabs: [ControllerNode], selectedIndex: Int)
        /// An `AlertController` (its title is the controller's `title`).
        case alert(SceneAlert)
    }

    /// The kind and its content.
    public let kind: Kind
    /// The controller's `accessibilityIdentifier`: its name in events and traces;
    /// unique among the scene's controllers.
    public let id: String?
    /// `title`, like `UIViewController.title`.
    public let title: String?
    /// The title of the back button shown while a controller is pushed over this one,
    /// `navigationItem.backButtonTitle`.
    public let backTitle: String?
    /// `tabBarItem`, like `UIViewController.tabBarItem`: what its tab shows in a tab bar
    /// controller (`nil`: UIKit's item, titled with the controller's title).
    public let tabBarItem: SceneTabBarItem?
    /// `modalPresentationStyle`, used when the controller is presented; `nil` keeps the
    /// controller's own (`automatic`, a sheet, and an alert's presentation over the
    /// presenter).
    public let modalPresentationStyle: ModalPresentationStyle?
    /// `sheet`: the sheet's detents and looks when presented as a sheet.
    public let sheet: SceneSheet?
    /// `traits`, like `UIViewController.traitOverrides`.
    public let traitOverrides: TraitOverrides
    /// The controller the scene's top-level controller presents at the start (`present`).
    public var presented: ControllerNode? { presentedStorage.first }
    /// Where the controller is in the file (`controller.stack[1]`).
    public let path: ScenePath
    /// Where its mapping starts in the file.
    let location: SourceLocation
    /// `presented`, in a list because a struct cannot hold an optional of itself.
    private let presentedStorage: [ControllerNode]

    init(kind: Kind, id: String?, title: String?, backTitle: String?, tabBarItem: SceneTabBarItem?,
         modalPresentationStyle: ModalPresentationStyle?, sheet: SceneSheet?,
         traitOverrides: TraitOverrides, presented: ControllerNode?, path: ScenePath, location: SourceLocation) {
        self.traitOverrides = traitOverrides
        self.kind = kind
        self.id = id
        self.title = title
        self.backTitle = backTitle
        self.tabBarItem = tabBarItem
        self.modalPresentationStyle = modalPresentationStyle
        self.sheet = sheet
        presentedStorage = presented.map { [$0] } ?? []
        self.path = path
        self.location = location
    }

    /// The class the kind is made as.
    public var controllerClass: ControllerClass {
        switch kind {
        case .plain: .viewController
        case .navigation: .navigationController
        case .tabBar: .tabBarController
        case .alert: .alertController
        }
    }

    /// The views the controller holds: its view tree, or those of its stack, and those
    /// of the controller it presents.
    var viewTrees: [ViewNode] {
        let own: [ViewNode] = switch kind {
        case .plain(let view, _, _): view.map { [$0] } ?? []
        case .navigation(let stack, _): stack.flatMap(\.viewTrees)
        case .tabBar(let tabs, _): tabs.flatMap(\.viewTrees)
        case .alert: []
        }
        return own + presentedStorage.flatMap(\.viewTrees)
    }
}
