import Foundation

/// A container that shows one controller of a stack at a time and slides between
/// them, like `UINavigationController`.
///
/// The stack (`viewControllers`, `topViewController`) changes at once when pushed or
/// popped; the views change in the next layout of the navigation controller's view,
/// UIKit's deferred transition. That transition loads the incoming view, sends the
/// appearance callbacks, lays the incoming view out, and, when animated, slides both
/// views over real frames (UIKit's parallax: the covered view moves by 30 % of the
/// width) before `viewDidDisappear` and `viewDidAppear`.
///
/// Its `navigationBar` sits under the status bar and shows the stack's items, changing
/// along with the views (see `NavigationController+Bar`). The children's views fill
/// the whole view, under the bars, with the bars added to their safe area, unless a
/// child's `edgesForExtendedLayout` leaves out an edge (or the bar there is opaque and
/// the child does not include opaque bars): then its view stops at that bar.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    var stack: [ViewController] = []
    /// The controller whose view is in the transition view (the incoming one while a
    /// transition is in flight).
    var shownViewController: ViewController?
    /// Stack changes whose views have not changed yet.
    var pendingChange: PendingNavigationChange?
    /// The slide in flight.
    var transition: NavigationTransition?
    /// The view the controllers' views are placed in (UIKit's
    /// `UINavigationTransitionView`), inside the navigation controller's own view.
    let transitionView = NavigationTransitionView(frame: .zero)
    /// The bar, like `UINavigationController.navigationBar`: in front of the transition
    /// view, under the status bar, showing the stack's items.
    public private(set) lazy var navigationBar: NavigationBar = {
        let bar = NavigationBar(frame: .zero)
        bar.navigationController = self
        return bar
    }()
    /// `isNavigationBarHidden`'s storage.
    var barIsHidden = false
    /// The toolbar, like `UINavigationController.toolbar`: at the bottom, showing the top
    /// controller's `toolbarItems`, in the view only while `isToolbarHidden` is false.
    public private(set) lazy var toolbar = Toolbar(frame: .zero)
    /// `isToolbarHidden`'s storage.
    var toolbarIsHidden = true

    /// A navigation controller with an empty stack, like
    /// `UINavigationController(nibName:bundle:)` (and `UINavigationController()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A navigation controller whose stack holds `rootViewController`, like
    /// `UINavigationController(rootViewController:)`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        pushViewController(rootViewController, animated: false)
    }

    /// The stack, root first, like `UINavigationController.viewControllers`; setting
    /// it replaces the stack without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack, like `topViewController`.
    public var topViewController: ViewController? { stack.last }

    /// The controller whose view is visible: the one the top controller presents, if
    /// any, else the top controller, like `visibleViewController`.
    public var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Makes the navigation controller's view (UIKit's `UILayoutContainerView`) with
    /// the transition view inside it and the navigation bar and the toolbar in front.
    open override func loadView() {
        let container = LayoutContainerView(frame: .zero)
        container.addSubview(transitionView)
        container.addSubview(navigationBar)
        if !toolbarIsHidden { container.addSubview(toolbar) }
        view = container
    }

    /// The navigation controller sends its children's appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The top controller while the bar is hidden, as UIKit's: a shown bar lies under
    /// the status bar, and the navigation controller's own style goes with it.
    open override var childForStatusBarStyle: ViewController? { isNavigationBarHidden ? topViewController : nil }

    /// The top controller, as UIKit's.
    open override var childForStatusBarHidden: ViewController? { topViewController }

    /// The top controller, as UIKit's.
    open override var childForHomeIndicatorAutoHidden: ViewController? { topViewController }

    // MARK: Container hooks

    override func rootViewWillLayout() {
        // The children's safe area must include the bar before the incoming view's layout.
        updateContentOverlayInsets()
        startDeferredTransitionIfNeeded()
        layoutShownView()
    }

    override func appearanceForwardingTargets() -> [ViewController] {
        guard let shown = shownViewController, shown.loadedView?.superview === transitionView else { return [] }
        return [shown]
    }

    override var childrenReceivingSizeTransitions: [ViewController] { topViewController.map { [$0] } ?? [] }
}

/// The navigation controller's own view, UIKit's `UILayoutContainerView`: the
/// transition view fills it, the navigation bar sits at its top.
final class LayoutContainerView: View {
    override func layoutSubviews() {
        (owningViewController as? NavigationController)?.layoutContainerView()
    }
}

/// The view the stack's views are shown in, UIKit's `UINavigationTransitionView`.
final class NavigationTransitionView: View {}
