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
    /// The context of the delegate's animator in flight (see
    /// `NavigationController+CustomTransition`).
    var customTransition: CustomTransitionContext?
    /// The view the controllers' views are placed in (UIKit's
    /// `UINavigationTransitionView`), inside the navigation controller's own view.
    let transitionView = NavigationTransitionView(frame: .zero)
    /// The bar, like `UINavigationController.navigationBar`: in front of the transition
    /// view, under the status bar, showing the stack's items.
    public private(set) lazy var navigationBar: NavigationBar = {
        let bar = RegisteredViews.makeView(navigationBarClass) { NavigationBar(frame: .zero) }
        bar.navigationController = self
        return bar
    }()
    /// The class `navigationBar` is made of (see `init(navigationBarClass:toolbarClass:)`).
    private var navigationBarClass: NavigationBar.Type = NavigationBar.self
    /// `isNavigationBarHidden`'s storage.
    var barIsHidden = false
    /// The toolbar, like `UINavigationController.toolbar`: at the bottom, showing the top
    /// controller's `toolbarItems`, in the view only while `isToolbarHidden` is false.
    public private(set) lazy var toolbar = RegisteredViews.makeView(toolbarClass) { Toolbar(frame: .zero) }
    /// The class `toolbar` is made of (see `init(navigationBarClass:toolbarClass:)`).
    private var toolbarClass: Toolbar.Type = Toolbar.self
    /// `isToolbarHidden`'s storage.
    var toolbarIsHidden = true
    /// The swipe back (see `NavigationController+InteractivePop`), made with the
    /// navigation controller and installed on its view when the view loads.
    lazy var popGestureRecognizer: NavigationPopGestureRecognizer = {
        let recognizer = NavigationPopGestureRecognizer(navigationController: self)
        popGestureDelegate.navigationController = self
        recognizer.delegate = popGestureDelegate
        recognizer.addTarget(self, action: NavigationController.popGestureDidChange)
        return recognizer
    }()
    /// The swipe back's default delegate, kept here: a recognizer holds its delegate weakly.
    let popGestureDelegate = NavigationPopGestureDelegate()
    /// The next stack change is the swipe back's pop.
    var popIsInteractive = false
    /// The swipe back in progress, from its pop until the finger lifts.
    var interactivePop: InteractivePop?

    /// The navigation controller's delegate, like `UINavigationController.delegate`
    /// (held weakly).
    open weak var delegate: NavigationControllerDelegate?

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

    /// A navigation controller with an empty stack whose bar and toolbar are of the
    /// given classes, like `UINavigationController(navigationBarClass:toolbarClass:)`:
    /// each is made with `init(frame:)` (its override, when the class has one), so its
    /// `draw` and `layoutSubviews` run; `nil` is UIKit's own class. A class that is not
    /// a `UINavigationBar` (or `UIToolbar`) is reported, and UIKit's is used instead.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true
        self.navigationBarClass = Self.barClass(navigationBarClass, kind: "UINavigationBar") ?? NavigationBar.self
        self.toolbarClass = Self.barClass(toolbarClass, kind: "UIToolbar") ?? Toolbar.self
    }

    /// `requested` as a `Bar` class; `nil` (reported) when it is not one.
    private static func barClass<Bar: View>(_ requested: AnyClass?, kind: String) -> Bar.Type? {
        guard let requested else { return nil }
        guard let barClass = requested as? Bar.Type else {
            Diagnostics.report("UINavigationController(navigationBarClass:toolbarClass:): \(requested) is not a subclass "
                               + "of \(kind); the navigation controller uses \(kind)")
            return nil
        }
        return barClass
    }

    /// The stack, root first, like `UINavigationController.viewControllers`; setting
    /// it replaces the stack without animation.
    open var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller at the top of the stack, like `topViewController`.
    open var topViewController: ViewController? { stack.last }

    /// The controller whose view is visible: the one the top controller presents, if
    /// any, else the top controller, like `visibleViewController`.
    open var visibleViewController: ViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    /// Makes the navigation controller's view (UIKit's `UILayoutContainerView`) with
    /// the transition view inside it and the navigation bar and the toolbar in front.
    open override func loadView() {
        let container = LayoutContainerView(frame: .zero)
        container.addSubview(transitionView)
        container.addSubview(navigationBar)
        if !toolbarIsHidden { container.addSubview(toolbar) }
        container.addGestureRecognizer(popGestureRecognizer)
        view = container
    }

    /// The navigation controller sends its children's appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The top controller while the bar is hidden, as UIKit's: a shown bar lies under
    /// the status bar, and the navigation controller's own style goes with it.
    open override var childForStatusBarStyle: ViewController? { isNavigationBarHidden ? topViewController : nil }

    /// Light content over a black bar (`navigationBar.barStyle`), UIKit's default
    /// otherwise: the navigation controller decides while its bar shows.
    open override var preferredStatusBarStyle: StatusBarStyle {
        navigationBar.barStyle.isDark ? .lightContent : .default
    }

    /// The top controller, as UIKit's.
    open override var childForStatusBarHidden: ViewController? { topViewController }

    /// The top controller, as UIKit's.
    open override var childForHomeIndicatorAutoHidden: ViewController? { topViewController }

    /// The delegate's `navigationControllerSupportedInterfaceOrientations(_:)`, as
    /// UIKit's; without a delegate, `ViewController`'s (not the top controller's).
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's `navigationControllerPreferredInterfaceOrientationForPresentation(_:)`,
    /// as UIKit's; without a delegate, `ViewController`'s.
    open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }

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

    // MARK: Overridable, as in UIKit: the stack and the bars (the mechanisms live in the NavigationController+… files)

    /// Pushes a controller onto the stack, like `pushViewController(_:animated:)`. It
    /// becomes the top (and a child, told `willMove(toParent:)`) at once; its view
    /// slides in at the next layout. Pushing a controller already in the stack, or a
    /// navigation controller, is reported and ignored, where UIKit throws.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            Trace.diagnostic("pushing \(viewController.traceName) onto \(traceName) again: "
                             + "pushing the same view controller instance more than once is not supported")
            return
        }
        if viewController is NavigationController {
            Trace.diagnostic("pushing \(viewController.traceName) onto \(traceName): "
                             + "pushing a navigation controller is not supported")
            return
        }
        adopt(viewController)
        stack.append(viewController)
        noteStackChange(animated: animated, isPop: false, arriving: [viewController], leaving: [])
    }

    /// Shows a controller by pushing it, animated, like
    /// `UINavigationController.show(_:sender:)`; a controller's `show(_:sender:)`
    /// inside this navigation controller comes here.
    open override func show(_ vc: ViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller, like `popViewController(animated:)`: it leaves the
    /// stack at once (so inside its `viewWillDisappear` it is no longer in
    /// `viewControllers`, while a covered controller still is), stays a child until its
    /// view is gone, and is returned. The root controller is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root, like `popToRootViewController(animated:)`;
    /// returns them, or `nil` when the root is already on top.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`, like
    /// `popToViewController(_:animated:)`; returns them, or `nil` when there are none
    /// or `viewController` is not in the stack (reported, where UIKit throws).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Trace.diagnostic("popping \(traceName) to \(viewController.traceName), which is not in its stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        stack.removeSubrange((index + 1)...)
        for controller in popped { release(controller) }
        noteStackChange(animated: animated, isPop: true, arriving: [], leaving: popped)
        return popped
    }

    /// Replaces the stack, like `setViewControllers(_:animated:)`. The transition is a
    /// pop when the new top was in the old stack, else a push. Repeated controllers
    /// are reported and kept once.
    open func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        if unique.count < viewControllers.count {
            Trace.diagnostic("setViewControllers on \(traceName) got the same view controller more than once")
        }
        let old = stack
        let leaving = old.filter { controller in !unique.contains { $0 === controller } }
        let arriving = unique.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving { release(controller) }
        for controller in arriving { adopt(controller) }
        stack = unique
        let isPop = unique.last.map { top in old.contains { $0 === top } } ?? true
        noteStackChange(animated: animated, isPop: isPop, arriving: arriving, leaving: leaving)
    }

    /// Whether the bar is hidden, like `UINavigationController.isNavigationBarHidden`
    /// (false by default); setting it hides or shows the bar without animation.
    open var isNavigationBarHidden: Bool {
        get { barIsHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar, like `setNavigationBarHidden(_:animated:)`. The
    /// children's safe area loses or gains the bar at once; animated, the bar slides
    /// up out of the screen or down into place over `hideShowBarDuration`, and the
    /// children's layout follows in the same animation.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barIsHidden else { return }
        barIsHidden = hidden
        setNeedsStatusBarAppearanceUpdate()
        guard let view = viewIfLoaded else {
            navigationBar.isHidden = hidden
            return
        }
        guard animated, view.window != nil else {
            navigationBar.isHidden = hidden
            view.setNeedsLayout()
            return
        }
        if !hidden {
            navigationBar.frame = hiddenNavigationBarFrame
            navigationBar.isHidden = false
        }
        View.animate(withDuration: Self.hideShowBarDuration, animations: {
            self.updateContentOverlayInsets()
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.navigationBar.isHidden = self.barIsHidden
        })
    }

    /// Hides or shows the toolbar, like `setToolbarHidden(_:animated:)` (at once: the
    /// slide is not modelled): it leaves or joins the view, and the children's safe
    /// area loses or gains it.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarIsHidden else { return }
        toolbarIsHidden = hidden
        if hidden {
            toolbar.removeFromSuperview()
        } else {
            viewIfLoaded?.addSubview(toolbar)
        }
        updateContentOverlayInsets()
        viewIfLoaded?.setNeedsLayout()
    }
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
