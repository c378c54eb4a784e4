import Easel
import EaselGraphics

/// One view controller of a scene, resolved: a `ViewController` with its view tree, or
/// a `NavigationController` with its stack.
public struct ControllerNode: Sendable {
    /// What kind of controller, with what it holds.
    public enum Kind: Sendable {
        /// A `ViewController` whose view is the tree given (an empty `View`, as
        /// `UIViewController.loadView()` makes, when the scene gives none).
        case plain(view: ViewNode?)
        /// A `NavigationController` whose stack is the controllers given, root first,
        /// with its navigation bar hidden or not (`isNavigationBarHidden`).
        case navigation(stack: [ControllerNode], navigationBarHidden: Bool)
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
    /// `modalPresentationStyle`, used when the controller is presented.
    public let modalPresentationStyle: ModalPresentationStyle
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

    init(kind: Kind, id: String?, title: String?, backTitle: String?, modalPresentationStyle: ModalPresentationStyle,
         traitOverrides: TraitOverrides, presented: ControllerNode?, path: ScenePath, location: SourceLocation) {
        self.traitOverrides = traitOverrides
        self.kind = kind
        self.id = id
        self.title = title
        self.backTitle = backTitle
        self.modalPresentationStyle = modalPresentationStyle
        presentedStorage = presented.map { [$0] } ?? []
        self.path = path
        self.location = location
    }

    /// The class the kind is made as.
    public var controllerClass: ControllerClass {
        if case .navigation = kind { .navigationController } else { .viewController }
    }

    /// The views the controller holds: its view tree, or those of its stack, and those
    /// of the controller it presents.
    var viewTrees: [ViewNode] {
        let own: [ViewNode] = switch kind {
        case .plain(let view): view.map { [$0] } ?? []
        case .navigation(let stack, _): stack.flatMap(\.viewTrees)
        }
        return own + presentedStorage.flatMap(\.viewTrees)
    }
}
