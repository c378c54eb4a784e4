import EaselGraphics
import Foundation

/// A container that shows one of its children at a time, chosen with a tab bar at the
/// bottom, like `UITabBarController`.
///
/// The children (`viewControllers`) are all children of the tab bar controller
/// (`willMove(toParent:)` and `didMove(toParent:)` as they are set); only the selected
/// one's view is in the tab bar controller's view, filling it, with the tab bar added to
/// its safe area (or ending above the tab bar when its `edgesForExtendedLayout` leaves
/// out the bottom). While the selected navigation stack holds a controller with
/// `hidesBottomBarWhenPushed`, the tab bar is hidden. Switching tabs on screen, as UIKit does it without animation and in
/// this order: the incoming controller loads its view, `viewWillDisappear` (outgoing),
/// `viewWillAppear` (incoming), the views swap and the incoming one is laid out,
/// `viewDidDisappear` (outgoing), `viewDidAppear` (incoming); then, for a tap, the
/// delegate's `didSelect`. With the delegate's animator the switch is a custom
/// transition instead (see `TabBarController+CustomTransition.swift`).
///
/// With more than five children the bar shows the first four and a More tab, whose
/// `moreNavigationController` lists the others; selecting one of those pushes it there.
@preconcurrency @MainActor
open class TabBarController: ViewController, TabBarDelegate {
    /// The tab bar, like `UITabBarController.tabBar`; the tab bar controller is its
    /// delegate, as in UIKit.
    public private(set) lazy var tabBar: TabBar = {
        let bar = TabBar(frame: .zero)
        bar.tabBarController = self
        bar.delegate = self
        return bar
    }()
    /// Told about the user's selections, like `UITabBarController.delegate`.
    open weak var delegate: TabBarControllerDelegate?
    /// The tabs' controllers.
    private var tabs: [ViewController] = []
    /// The selected tab's controller.
    weak var selected: ViewController?
    /// The controller whose view is shown (the More navigation controller for a tab
    /// past the fourth when there are more than five).
    weak var shown: ViewController?
    /// The custom transition that switches the shown view, while it runs.
    var customTransition: CustomTransitionContext?
    /// The view the selected view is in, UIKit's `UITransitionView`.
    let transitionView = View(frame: .zero)

    /// The navigation controller of the More tab, like
    /// `UITabBarController.moreNavigationController`: its root lists the tabs past the fourth.
    public private(set) lazy var moreNavigationController: NavigationController = {
        let navigation = NavigationController(rootViewController: MoreListController(tabBarController: self))
        navigation.tabBarItem = TabBarItem(tabBarSystemItem: .more, tag: 0)
        return navigation
    }()

    /// A tab bar controller without tabs, like `UITabBarController(nibName:bundle:)`
    /// (and `UITabBarController()`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The tabs' controllers, leading first, like `UITabBarController.viewControllers`.
    open var viewControllers: [ViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, like `setViewControllers(_:animated:)`: those that leave get
    /// `willMove(toParent: nil)`, lose their view and `removeFromParent()`; those that
    /// arrive are added with `addChild` and `didMove(toParent:)` at once. The selection
    /// stays on its controller if it remains, else goes to the first tab.
    open func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let leaving = tabs.filter { old in !new.contains { $0 === old } }
        let arriving = new.filter { candidate in !tabs.contains { $0 === candidate } }
        for controller in leaving {
            controller.willMove(toParent: nil)
            if controller === shown { hideShownView() }
            controller.removeFromParent()
        }
        tabs = new
        for controller in arriving {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        let keep = selected.flatMap { current in tabs.contains { $0 === current } ? current : nil }
        select(keep ?? tabs.first)
    }

    /// The selected tab's controller, like `UITabBarController.selectedViewController`.
    /// Setting a controller that is not a tab is reported and ignored.
    open var selectedViewController: ViewController? {
        get { selected }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else {
                return Trace.diagnostic("selectedViewController of \(traceName): not one of its view controllers")
            }
            select(newValue)
        }
    }

    /// The selected tab's index, like `UITabBarController.selectedIndex` (`NSNotFound`
    /// without tabs). An index past the end is ignored.
    open var selectedIndex: Int {
        get { selected.flatMap { current in tabs.firstIndex { $0 === current } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else {
                return Trace.diagnostic("selectedIndex \(newValue) of \(traceName): out of range")
            }
            select(tabs[newValue])
        }
    }

    // MARK: The view

    /// Makes the tab bar controller's view: the transition view filling it, the tab bar
    /// in front at the bottom.
    open override func loadView() {
        let container = TabBarContainerView(frame: .zero)
        container.addSubview(transitionView)
        container.addSubview(tabBar)
        view = container
    }

    /// The tab bar controller sends its children's appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// The selected controller, as UIKit's.
    open override var childForStatusBarStyle: ViewController? { selectedViewController }

    /// The selected controller, as UIKit's.
    open override var childForStatusBarHidden: ViewController? { selectedViewController }

    /// The selected controller, as UIKit's.
    open override var childForHomeIndicatorAutoHidden: ViewController? { selectedViewController }

    /// The delegate's `tabBarControllerSupportedInterfaceOrientations(_:)`, as UIKit's;
    /// without a delegate, `ViewController`'s.
    open override var supportedInterfaceOrientations: InterfaceOrientationMask {
        delegate?.tabBarControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's `tabBarControllerPreferredInterfaceOrientationForPresentation(_:)`,
    /// as UIKit's; without a delegate, `ViewController`'s.
    open override var preferredInterfaceOrientationForPresentation: InterfaceOrientation {
        delegate?.tabBarControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }

    override func appearanceForwardingTargets() -> [ViewController] {
        guard let shown, shown.loadedView?.superview === transitionView else { return [] }
        return [shown]
    }

    override var childrenReceivingSizeTransitions: [ViewController] { shown.map { [$0] } ?? [] }

    override func rootViewWillLayout() {
        updateTabBarItems()
        updateContentOverlayInsets()
        showSelectedIfNeeded()
    }

    /// Whether the tab bar is hidden because a controller in the shown navigation stack
    /// has `hidesBottomBarWhenPushed` set, as UIKit hides it until that one is popped.
    private var hidesTabBarForShownStack: Bool {
        (shown as? NavigationController)?.viewControllers.contains { $0.hidesBottomBarWhenPushed } ?? false
    }

    /// The tab bar's extent from the bottom edge: its height, or nothing while hidden.
    private var barInsets: EdgeInsets {
        EdgeInsets(top: 0, left: 0, bottom: hidesTabBarForShownStack ? 0 : tabBarFrame.height, right: 0)
    }

    /// The bottom edge when the tab bar is opaque (`isTranslucent` false).
    private var opaqueBarEdges: RectEdge { tabBar.isTranslucent ? [] : .bottom }

    /// The tab bar's frame: the bottom 49 points plus the bottom safe area, full width.
    var tabBarFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        let height = TabBar.contentHeight + view.safeAreaInsets.bottom
        return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    }

    /// Lays out the container: the transition view fills it, the shown view too unless
    /// it stops at the tab bar (`edgesForExtendedLayout`), the tab bar sits at the
    /// bottom, hidden while the shown navigation stack asks for it. While a custom
    /// transition runs, its animator places the views.
    func layoutContainerView() {
        guard let view = viewIfLoaded else { return }
        transitionView.frame = view.bounds
        tabBar.frame = tabBarFrame
        tabBar.isHidden = hidesTabBarForShownStack
        if customTransition == nil, let shown, let shownView = shown.loadedView, shownView.superview === transitionView {
            shownView.frame = restingFrame(for: shown)
        }
    }

    /// Where `controller`'s view rests: the transition view's bounds, less the tab bar
    /// when the controller does not extend under it.
    func restingFrame(for controller: ViewController) -> CGRect {
        let bounds = CGRect(origin: .zero, size: viewIfLoaded?.bounds.size ?? .zero)
        return bounds.inset(by: controller.extendedLayoutInsets(under: barInsets, opaqueEdges: opaqueBarEdges))
    }

    /// Gives the children the tab bar as their bottom content overlay inset.
    func updateContentOverlayInsets() {
        setContainerOverlayInsets(barInsets, opaqueEdges: opaqueBarEdges, of: barControllers)
    }

    // MARK: Selection

    /// Whether the bar needs a More tab: more than five tabs, as on an iPhone.
    private var showsMore: Bool { tabs.count > 5 }

    /// The controllers the bar has a tab for: all, or the first four and More.
    var barControllers: [ViewController] {
        showsMore ? Array(tabs.prefix(4)) + [moreNavigationController] : tabs
    }

    /// The tabs listed under More.
    var moreControllers: [ViewController] { showsMore ? Array(tabs.dropFirst(4)) : [] }

    private func updateTabBarItems() {
        let items: [TabBarItem] = barControllers.map { $0.tabBarItem }
        if (tabBar.items ?? []).map(ObjectIdentifier.init) != items.map(ObjectIdentifier.init) {
            tabBar.items = items
        }
        tabBar.selectedItem = shown?.tabBarItem
    }

    /// Selects `controller`: the view changes now when the tab bar controller is on
    /// screen, else at its next layout.
    private func select(_ controller: ViewController?) {
        let previous = selected
        selected = controller
        if let controller, moreControllers.contains(where: { $0 === controller }),
           moreNavigationController.topViewController !== controller {
            moreNavigationController.setViewControllers([moreNavigationController.viewControllers[0], controller],
                                                        animated: false)
        }
        if appearState == .appeared { showSelectedIfNeeded(replacingSelection: previous) }
        updateTabBarItems()
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller whose view shows the selection.
    private var shownForSelection: ViewController? {
        guard let selected else { return nil }
        return moreControllers.contains { $0 === selected } ? moreNavigationController : selected
    }

    /// Swaps the shown view for the selection's, with the appearance callbacks when the
    /// tab bar controller is on screen: ended at once when it has appeared, with its own
    /// appearance when it is appearing. When it has appeared, the delegate's animator
    /// may run the swap as a custom transition, which a cancel ends back on
    /// `previousSelection`. A selection made during a custom transition waits for its end.
    private func showSelectedIfNeeded(replacingSelection previousSelection: ViewController? = nil) {
        guard customTransition == nil else { return }
        let incoming = shownForSelection
        let putsBack = incoming.map { $0.loadedView?.superview !== transitionView && !$0.viewIsCoveredByPresentation }
        guard incoming !== shown || putsBack == true else { return }
        let outgoing = shown.flatMap { $0.loadedView?.superview === transitionView ? $0 : nil }
        let onScreen = transitionView.window != nil && isAppearingOrAppeared
        incoming?.loadViewIfNeeded()
        if onScreen, appearState == .appeared, let outgoing, let outgoingView = outgoing.loadedView,
           let incoming, let incomingView = incoming.loadedView, let window = transitionView.window,
           let animation = customAnimation(from: outgoing, to: incoming) {
            adoptMoreNavigationControllerIfNeeded(incoming)
            return startCustomTransition(animation, from: (outgoing, outgoingView), to: (incoming, incomingView),
                                         restoring: previousSelection ?? outgoing, in: window)
        }
        if onScreen {
            outgoing?.beginAppearanceTransition(false, animated: false)
            incoming?.beginAppearanceTransition(true, animated: false)
        }
        outgoing?.loadedView?.removeFromSuperview()
        shown = incoming
        adoptMoreNavigationControllerIfNeeded(incoming)
        updateContentOverlayInsets()
        if let incomingView = incoming?.loadedView {
            // The container lays itself out after this hook: the view takes its size now.
            incomingView.frame = CGRect(origin: .zero, size: viewIfLoaded?.bounds.size ?? .zero)
            transitionView.addSubview(incomingView)
            incomingView.layoutSubtreeIfNeeded()
        }
        tabBar.selectedItem = incoming?.tabBarItem
        setNeedsStatusBarAppearanceUpdate()
        guard onScreen, appearState == .appeared else { return }
        outgoing?.endAppearanceTransition()
        incoming?.endAppearanceTransition()
    }

    /// The More navigation controller becomes a child when it is first shown.
    private func adoptMoreNavigationControllerIfNeeded(_ incoming: ViewController?) {
        if incoming === moreNavigationController, moreNavigationController.parent == nil {
            addChild(moreNavigationController)
            moreNavigationController.didMove(toParent: self)
        }
    }

    private func hideShownView() {
        guard let shown else { return }
        if isAppearingOrAppeared, shown.loadedView?.window != nil {
            shown.beginAppearanceTransition(false, animated: false)
            shown.loadedView?.removeFromSuperview()
            shown.endAppearanceTransition()
        } else {
            shown.loadedView?.removeFromSuperview()
        }
        self.shown = nil
    }

    /// A tap on the tab at `index` of the bar: asks the delegate, selects (a tap on the
    /// selected navigation controller's tab pops it to its root, as UIKit does), then
    /// tells the delegate.
    func tabWasTapped(at index: Int) {
        let controllers = barControllers
        guard controllers.indices.contains(index) else { return }
        let controller = controllers[index]
        Trace.record(TraceEvent("tabBarSelect", controller: controller.traceName))
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if controller === moreNavigationController {
            selectMore()
        } else if controller === shown {
            (controller as? NavigationController)?.popToRootViewController(animated: true)
        } else {
            select(controller)
        }
        if let items = tabBar.items, items.indices.contains(index) { tabBar.delegate?.tabBar(tabBar, didSelect: items[index]) }
        delegate?.tabBarController(self, didSelect: controller)
    }

    // MARK: The tab bar's delegate

    /// The user selected `item`, like `UITabBarController`'s `tabBar(_:didSelect:)`:
    /// sent after the tab is selected (also when the selected tab is tapped again) and
    /// before the delegate's `tabBarController(_:didSelect:)`; not sent when the delegate
    /// refuses the selection. It does nothing itself, so a subclass that overrides it
    /// (to animate the tab, say) need not call `super`; Apple documents no order, this
    /// is the one Easel keeps.
    open func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {}
    /// Customizing will begin, like `UITabBarController`'s `tabBar(_:willBeginCustomizing:)`.
    open func tabBar(_ tabBar: TabBar, willBeginCustomizing items: [TabBarItem]) {}
    /// Customizing began, like `UITabBarController`'s `tabBar(_:didBeginCustomizing:)`.
    open func tabBar(_ tabBar: TabBar, didBeginCustomizing items: [TabBarItem]) {}
    /// Customizing will end, like `UITabBarController`'s `tabBar(_:willEndCustomizing:changed:)`.
    open func tabBar(_ tabBar: TabBar, willEndCustomizing items: [TabBarItem], changed: Bool) {}
    /// Customizing ended, like `UITabBarController`'s `tabBar(_:didEndCustomizing:changed:)`.
    open func tabBar(_ tabBar: TabBar, didEndCustomizing items: [TabBarItem], changed: Bool) {}

    /// Shows the More list: the More navigation controller at its root (popping to it
    /// with a slide when it is already shown).
    private func selectMore() {
        moreNavigationController.popToRootViewController(animated: shown === moreNavigationController)
        select(moreNavigationController)
    }

    /// A row of the More list was tapped: its controller is pushed onto the More
    /// navigation controller and becomes the selection.
    func moreRowWasTapped(_ controller: ViewController) {
        moreNavigationController.pushViewController(controller, animated: true)
        selected = controller
    }
}

/// The tab bar controller's own view, UIKit's `UILayoutContainerView`.
final class TabBarContainerView: View {
    override func layoutSubviews() {
        (owningViewController as? TabBarController)?.layoutContainerView()
    }
}
