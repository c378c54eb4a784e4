import EaselGraphics
import Foundation

/// Manages a view and its appearance, like `UIViewController`.
///
/// The view is loaded lazily: the first access of `view` calls `loadView()` and then
/// `viewDidLoad()`. Appearance, layout, containment and size-transition callbacks come
/// in UIKit's order, and each is written to the trace under the controller's trace
/// name. The mechanisms live in the `ViewController+…` files; this body holds the
/// storage and the methods a subclass may override (Swift cannot override what an
/// extension declares).
@preconcurrency @MainActor
open class ViewController: Responder, ContentContainer {
    // MARK: View storage
    var loadedView: View?
    /// `loadView` or `viewDidLoad` is running: a nested access of `view` must not load
    /// again (UIKit would recurse without end).
    var isLoadingView = false

    // MARK: Appearance storage
    var appearState = AppearState.disappeared
    var appearanceIsAnimated = false
    /// `viewIsAppearing(_:)` is due: the appearance began, and the view has not yet
    /// been laid out in its window since.
    var isAppearingCallIsDue = false

    // MARK: Containment storage
    /// The container this controller is a child of, like `UIViewController.parent`.
    public internal(set) weak var parent: ViewController?
    /// The child controllers, in the order they were added, like
    /// `UIViewController.children`.
    public internal(set) var children: [ViewController] = []
    /// Whether the controller is being added to a container (inside its appearance
    /// callbacks after `addChild` or a push), like `UIViewController.isMovingToParent`.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its container (inside its
    /// disappearance callbacks after `willMove(toParent: nil)` or a pop), like
    /// `UIViewController.isMovingFromParent`.
    public internal(set) var isMovingFromParent = false

    // MARK: Presentation storage
    /// The controller this one presents (held by the presentation context).
    var presentation: ViewController?
    /// The controller that presented this one.
    weak var presenter: ViewController?
    /// The slide of a presentation or dismissal in flight, when this controller is the
    /// one presented (the window keeps it: its completion holds this controller).
    weak var presentationAnimator: TransitionAnimator?
    /// The transition that showed this controller, which its dismissal reverses.
    var presentationTransitionStyle = ModalTransitionStyle.coverVertical
    /// `presentationController`, made on first access.
    var presentationControllerStorage: PresentationController?
    /// The popover an action sheet's alert controller is configured with (its source),
    /// though Easel shows it as on an iPhone; `nil` for other controllers.
    var actionSheetPopover: PopoverPresentationController? { nil }
    /// Checks, as the controller is presented in `traits`, what UIKit would refuse
    /// about it (an action sheet on an iPad without a source). The base does nothing.
    func checkPresentation(in traits: TraitCollection) {}
    /// The object asked for custom presentation and dismissal transitions, like
    /// `UIViewController.transitioningDelegate` (not retained).
    open weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// The context of a custom transition in flight, kept until its animator completes it.
    var customTransitionContext: CustomTransitionContext?
    /// The coordinator of the transition this controller takes part in (see
    /// `transitionCoordinator`).
    var transitionCoordinatorStorage: ViewControllerTransitionCoordinator?
    /// Whether the user may not dismiss the controller's sheet (by dragging it down or
    /// tapping outside it), like `UIViewController.isModalInPresentation` (`false`).
    open var isModalInPresentation = false
    /// Whether the controller is being presented (inside its appearance callbacks after
    /// `present`), like `UIViewController.isBeingPresented`.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed (inside its disappearance callbacks
    /// after `dismiss`), like `UIViewController.isBeingDismissed`.
    public internal(set) var isBeingDismissed = false

    /// The scroll views set for the bars' edges (`setContentScrollView(_:for:)`).
    var contentScrollViews = ContentScrollViews()

    // MARK: Content-unavailable storage
    /// `contentUnavailableConfiguration`'s storage.
    var contentUnavailableConfigurationStorage: ContentConfiguration?
    /// The view showing it, over the root view's content.
    var contentUnavailableView: (View & ContentView)?
    /// `updateContentUnavailableConfiguration(using:)` is due at the next layout (it
    /// is, before the first one).
    var needsContentUnavailableUpdate = true

    // MARK: Navigation bar storage
    /// `navigationItem`, made on first access.
    var navigationItemStorage: NavigationItem?
    /// `tabBarItem`'s storage, made on first access.
    var tabBarItemStorage: TabBarItem?
    /// `toolbarItems`' storage.
    var toolbarItemsStorage: [BarButtonItem]?
    /// The insets of this controller's view that its container's bars cover (UIKit's
    /// content overlay insets): they add to the view's safe area.
    var containerOverlayInsets = EdgeInsets.zero

    /// Insets added to the safe area of the controller's view (and so of every view in
    /// it), like `UIViewController.additionalSafeAreaInsets`: a custom bar or a player's
    /// controls make room this way. Added to whatever the view's safe area already is.
    open var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard oldValue != additionalSafeAreaInsets, let view = viewIfLoaded, let window = view.window else { return }
            view.setNeedsLayout()
            view.setScrollViewsNeedInsetUpdate()
            window.safeAreaInsetsDidChangeInWindow()
        }
    }

    /// Whether the controller's view keeps at least `systemMinimumLayoutMargins`, like
    /// `UIViewController.viewRespectsSystemMinimumLayoutMargins` (`true` by default);
    /// when `false` the view's margins are its `directionalLayoutMargins` alone.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if oldValue != viewRespectsSystemMinimumLayoutMargins { viewIfLoaded?.layoutGuidesDidChange() } }
    }

    /// The edges of the view that reach under its container's bars, like
    /// `UIViewController.edgesForExtendedLayout` (`.all` by default): a navigation
    /// controller places a view without `.top` below its navigation bar, a tab bar
    /// controller a view without `.bottom` above its tab bar, so no bar covers it.
    open var edgesForExtendedLayout: RectEdge = .all {
        didSet { if oldValue != edgesForExtendedLayout { extendedLayoutDidChange() } }
    }

    /// Whether the view also reaches under opaque bars (those whose `isTranslucent` is
    /// false), like `UIViewController.extendedLayoutIncludesOpaqueBars` (false by
    /// default: a view stops at an opaque bar whatever `edgesForExtendedLayout` says).
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if oldValue != extendedLayoutIncludesOpaqueBars { extendedLayoutDidChange() } }
    }

    /// Whether a scroll view that is this controller's view reaches under the bars of a
    /// navigation or tab bar controller around it even when its content is too short to
    /// scroll, like `UIViewController.automaticallyAdjustsScrollViewInsets` (true;
    /// deprecated in UIKit since iOS 11): false leaves such a scroll view's
    /// `.automatic` content inset adjustment to the axes that scroll, as UIKit does.
    open var automaticallyAdjustsScrollViewInsets = true {
        didSet { if oldValue != automaticallyAdjustsScrollViewInsets { loadedView?.setScrollViewsNeedInsetUpdate() } }
    }

    /// Whether the tab bar hides while this controller is in a navigation stack, like
    /// `UIViewController.hidesBottomBarWhenPushed`: pushed, it hides the tab bar of the
    /// tab bar controller around the navigation controller until it is popped.
    open var hidesBottomBarWhenPushed = false

    // MARK: Trait storage (the mechanism lives in Traits/ViewController+Traits.swift)
    /// The traits this controller sets for itself, its view and its children, like
    /// `UIViewController.traitOverrides` (iOS 17).
    open var traitOverrides = TraitOverrides() {
        didSet { if oldValue != traitOverrides { traitEnvironmentDidChange() } }
    }
    /// The traits the parent set for this controller with
    /// `setOverrideTraitCollection(_:forChild:)`.
    var traitsSetByParent: TraitCollection?
    /// The traits the controller last had in a window (`nil` before): a change from them
    /// is reported.
    var reportedTraits: TraitCollection?

    /// The name of the nib the controller was made with, like
    /// `UIViewController.nibName`. Easel reads no nibs: `loadView()` makes a plain view
    /// and reports that the nib was not loaded.
    public let nibName: String?
    /// The bundle the controller was made with, like `UIViewController.nibBundle`.
    public let nibBundle: Bundle?

    /// A controller whose view is not loaded yet, like
    /// `UIViewController(nibName:bundle:)`, the designated initializer subclasses call
    /// (`super.init(nibName: nil, bundle: nil)`).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// A controller from an archive, like `UIViewController(coder:)`, the initializer
    /// every subclass with initializers of its own must provide. Easel has no
    /// storyboards or archives to decode: it fails (returns `nil`) with a diagnostic.
    public required init?(coder: NSCoder) {
        reportArchiveNotDecoded(Self.self)
        return nil
    }

    /// A controller whose view is not loaded yet, like `UIViewController()`: the same
    /// as `init(nibName: nil, bundle: nil)`.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: Identity

    /// The controller's name in traces (its `accessibilityIdentifier`, else its type
    /// name, as for views).
    open var accessibilityIdentifier: String?
    /// The name state restoration knows the object by, like `restorationIdentifier`:
    /// kept and read back; Easel restores no app state.
    open var restorationIdentifier: String?

    /// The controller's title, like `UIViewController.title`: what a navigation bar
    /// shows for it when its `navigationItem` has no title of its own.
    open var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItemStorage?.contentDidChange()
            tabBarItemStorage?.contentDidChange()
        }
    }

    /// The name of this controller in traces.
    public var traceName: String { accessibilityIdentifier ?? TypeName.of(self) }

    /// The root view, loaded on first access, like `UIViewController.view`. When
    /// `loadView()` does not set it, it stays `nil` and the next access loads again.
    open var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// How the controller is shown by `present(_:animated:completion:)`, like
    /// `UIViewController.modalPresentationStyle`: `.automatic` (a sheet) unless set, as
    /// in UIKit since iOS 13; set `.fullScreen` for a presentation that covers the
    /// presenting controller, which then disappears.
    open var modalPresentationStyle = ModalPresentationStyle.automatic

    /// The animation that shows and hides the controller when it is presented over full
    /// screen or over a context, like `UIViewController.modalTransitionStyle`
    /// (`.coverVertical`).
    open var modalTransitionStyle = ModalTransitionStyle.coverVertical

    /// Whether this controller's view is what a `.currentContext` or
    /// `.overCurrentContext` presentation by it or one of its descendants covers, like
    /// `UIViewController.definesPresentationContext`: `false`, except for a
    /// `NavigationController`, as UIKit's is.
    open var definesPresentationContext = false

    /// Whether, as the presentation context, this controller's `modalTransitionStyle`
    /// replaces that of the controller presented over it, like
    /// `UIViewController.providesPresentationContextTransitionStyle` (`false`). It
    /// applies when `definesPresentationContext` is true.
    open var providesPresentationContextTransitionStyle = false

    /// The style of the status bar while this controller is shown, like
    /// `UIViewController.preferredStatusBarStyle` (`.default`: dark content in light
    /// mode, light in dark). The status bar is drawn only over a window that shows it
    /// (`Window.showsSystemOverlays`); snapshot tools show the screen without it.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether the status bar is hidden while this controller is shown, like
    /// `UIViewController.prefersStatusBarHidden` (`false`).
    open var prefersStatusBarHidden: Bool { false }

    /// How the status bar animates when `prefersStatusBarHidden` changes, like
    /// `UIViewController.preferredStatusBarUpdateAnimation` (`.fade`).
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// Whether a controller presented not full screen decides the status bar's
    /// appearance, like `UIViewController.modalPresentationCapturesStatusBarAppearance`.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The orientations the controller supports, like
    /// `UIViewController.supportedInterfaceOrientations`: all but upside down on a
    /// phone, as UIKit's default. Easel turns a window only when its size is set, so
    /// this is read by code, not by Easel.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }

    /// Whether the controller's contents rotate with the device, like
    /// `UIViewController.shouldAutorotate` (`true`).
    open var shouldAutorotate: Bool { true }

    /// The orientation a full-screen presentation of the controller prefers, like
    /// `UIViewController.preferredInterfaceOrientationForPresentation` (portrait).
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

    /// Whether the home indicator hides while this controller is shown, like
    /// `UIViewController.prefersHomeIndicatorAutoHidden` (`false`); Easel hides it at
    /// once, as a screenshot shows it once iOS has hidden it.
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `preferredStatusBarStyle` the status bar follows instead of this
    /// controller's, like `UIViewController.childForStatusBarStyle` (`nil`: this
    /// controller's own). A navigation controller names its top controller while its
    /// bar is hidden, a tab bar controller its selected one.
    open var childForStatusBarStyle: ViewController? { nil }

    /// The child whose `prefersStatusBarHidden` decides instead of this controller's,
    /// like `UIViewController.childForStatusBarHidden` (`nil`: this controller's own).
    /// Navigation and tab bar controllers name their top and selected controllers.
    open var childForStatusBarHidden: ViewController? { nil }

    /// The child whose `prefersHomeIndicatorAutoHidden` decides instead of this
    /// controller's, like `UIViewController.childForHomeIndicatorAutoHidden` (`nil`:
    /// this controller's own). Navigation and tab bar controllers name their top and
    /// selected controllers.
    open var childForHomeIndicatorAutoHidden: ViewController? { nil }

    /// Asks the status bar to follow `preferredStatusBarStyle` and
    /// `prefersStatusBarHidden` again, like
    /// `UIViewController.setNeedsStatusBarAppearanceUpdate()`.
    open func setNeedsStatusBarAppearanceUpdate() { viewIfLoaded?.window?.updateSystemOverlayAppearance() }

    /// Asks the home indicator to follow `prefersHomeIndicatorAutoHidden` again, like
    /// `UIViewController.setNeedsUpdateOfHomeIndicatorAutoHidden()`.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { viewIfLoaded?.window?.updateSystemOverlayAppearance() }

    /// The screen edges whose system gestures should wait for a second swipe while this
    /// controller is shown, like `UIViewController.preferredScreenEdgesDeferringSystemGestures`
    /// (none by default). Easel has no system gestures at the screen's edges (no Home
    /// swipe, no Control Center), so nothing reads it but code.
    open var preferredScreenEdgesDeferringSystemGestures: RectEdge { [] }

    /// The child whose `preferredScreenEdgesDeferringSystemGestures` decides instead of
    /// this controller's, like `UIViewController.childForScreenEdgesDeferringSystemGestures`
    /// (`nil`: this controller's own).
    open var childForScreenEdgesDeferringSystemGestures: ViewController? { nil }

    /// Tells the system `preferredScreenEdgesDeferringSystemGestures` changed, like
    /// `UIViewController.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()`: nothing
    /// here, since no system gesture waits on it.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// The size the controller would like in a container, like
    /// `UIViewController.preferredContentSize`; a change is reported to the parent's
    /// `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize = CGSize.zero {
        didSet { if preferredContentSize != oldValue { reportPreferredContentSizeChange() } }
    }

    // MARK: Editing (the Edit button lives in ViewController+Editing.swift)

    /// Whether the controller lets the user edit its content, like
    /// `UIViewController.isEditing`; setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    var editingState = false
    var editButtonItemStorage: BarButtonItem?

    /// Starts or ends editing, like `UIViewController.setEditing(_:animated:)`: the
    /// `editButtonItem` shows Done while editing, Edit otherwise. Override it to show
    /// the editing look of your views (call super); `TableViewController` edits its table.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        updateEditButtonItem()
    }

    // MARK: Override points

    /// Called in the layout pass after `setNeedsUpdateContentUnavailableConfiguration()`
    /// (and before the first layout), before `viewWillLayoutSubviews()`, like
    /// `UIViewController.updateContentUnavailableConfiguration(using:)`: override it to
    /// set `contentUnavailableConfiguration` for `state`. The base version does nothing.
    open func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {}

    /// Creates the root view, like `UIViewController.loadView()`; the base version
    /// makes a plain `View` (with a diagnostic when `nibName` names a nib, which UIKit
    /// would load). An override sets `view` without calling super.
    open func loadView() {
        if let nibName { Diagnostics.report("\(traceName) has nibName \"\(nibName)\": Easel reads no nibs; loading a plain view") }
        view = View(frame: .zero)
    }

    /// Whether the controller's view slides up from the bottom edge when presented and
    /// down when dismissed (UIKit's cover-vertical transition); an alert appears in place.
    var presentationSlides: Bool { true }

    /// Called after `loadView()`, like `UIViewController.viewDidLoad()`: once, unless
    /// `loadView()` left `view` unset (then every load calls it, as in UIKit).
    open func viewDidLoad() {}
    /// Called when the app runs low on memory, like `didReceiveMemoryWarning()`; it
    /// does nothing itself. A headless run gets no memory warnings, so Easel never
    /// calls it: an override compiles as written and runs only when the app calls it.
    open func didReceiveMemoryWarning() {}
    /// Called when the view is about to appear, like `viewWillAppear(_:)`.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once in each appearance, after `viewWillAppear(_:)`, like
    /// `UIViewController.viewIsAppearing(_:)`: when the view is in its window and its
    /// superview has laid it out (it has its traits and its final geometry), before
    /// its own `viewWillLayoutSubviews()`; at the latest just before `viewDidAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view was shown in a committed frame, like `viewDidAppear(_:)`.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called when the view is about to disappear, like `viewWillDisappear(_:)`.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared, like `viewDidDisappear(_:)`.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called when the controller's view needs its constraints updated, before layout,
    /// like `UIViewController.updateViewConstraints()`: override it to change the
    /// constraints in one go, and call super, whose implementation calls the view's
    /// `updateConstraints()`. (Mark the view with `setNeedsUpdateConstraints()`.)
    open func updateViewConstraints() {
        view.updateConstraints()
    }

    /// Called when the root view's safe area changes, before `viewWillLayoutSubviews()`,
    /// like `UIViewController.viewSafeAreaInsetsDidChange()`.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins change, before
    /// `viewWillLayoutSubviews()`, like `UIViewController.viewLayoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}

    /// Configures the controller's content and styling before layout, like iOS 26's
    /// `UIViewController.updateProperties()`: called in the commit's properties pass
    /// just before its view's `updateProperties()`, when `setNeedsUpdateProperties()`
    /// marked it and once when the view enters a window. What it reads of
    /// `@Observable` models is tracked: a change marks it again. Call super.
    open func updateProperties() {}

    /// Marks the controller for a properties update in the next commit, like
    /// `UIViewController.setNeedsUpdateProperties()` (its loaded view is marked: the
    /// two update together).
    public func setNeedsUpdateProperties() {
        viewIfLoaded?.setNeedsUpdateProperties()
    }

    /// Runs now the properties updates pending in the controller and its view's
    /// subtree, like `UIViewController.updatePropertiesIfNeeded()`.
    public func updatePropertiesIfNeeded() {
        viewIfLoaded?.updatePropertiesIfNeeded()
    }

    /// Called before the root view's `layoutSubviews`, like `viewWillLayoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view's `layoutSubviews`, like `viewDidLayoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    // MARK: Responder chain

    /// The next responder, like `UIViewController.next`: the superview of the
    /// controller's view (the window, for a window's root controller).
    open override var next: Responder? { viewIfLoaded?.superview }

    /// The key commands added with `addKeyCommand(_:)`, in order.
    var addedKeyCommands: [KeyCommand] = []

    /// The key commands the controller offers, like `UIViewController.keyCommands`:
    /// those added with `addKeyCommand(_:)`, `nil` when none is. A subclass that
    /// overrides it and wants both returns `super.keyCommands` with its own.
    open override var keyCommands: [KeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Offers `keyCommand` while the controller is in the responder chain, like
    /// `UIViewController.addKeyCommand(_:)`; adding it again changes nothing.
    open func addKeyCommand(_ keyCommand: KeyCommand) {
        if !addedKeyCommands.contains(where: { $0 === keyCommand }) { addedKeyCommands.append(keyCommand) }
    }

    /// Stops offering a key command added with `addKeyCommand(_:)`, like
    /// `UIViewController.removeKeyCommand(_:)`.
    open func removeKeyCommand(_ keyCommand: KeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }

    /// The coordinator of the transition in progress, like
    /// `UIViewController.transitionCoordinator`: this controller's own (it is presented
    /// or dismissed, it presents or dismisses, or its size changes), else its parent's
    /// (a navigation controller's push or pop); `nil` when no transition is under way.
    open var transitionCoordinator: ViewControllerTransitionCoordinator? {
        transitionCoordinatorStorage ?? parent?.transitionCoordinator
    }

    /// Called before the window (and so the root view) changes size, like
    /// `UIViewController.viewWillTransition(to:with:)`. The base version forwards the
    /// change to the children and to the presented controller: call super.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Called before the controller's size classes change (the window changed size),
    /// like `UIViewController.willTransition(to:with:)`: before
    /// `viewWillTransition(to:with:)`, and before `traitCollectionDidChange(_:)` with
    /// the traits it announces. The base version forwards the change to the children
    /// and the presented controller whose traits change: call super.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        forwardTraitTransition(with: coordinator)
    }

    /// Called before the controller is added to or removed from a container, like
    /// `UIViewController.willMove(toParent:)`; `addChild` calls it, a container calls it
    /// with `nil` before `removeFromParent()`. The base version traces it: call super.
    open func willMove(toParent parent: ViewController?) { noteWillMove(toParent: parent) }

    /// Called after the controller was added to or removed from a container, like
    /// `UIViewController.didMove(toParent:)`; `removeFromParent()` calls it with `nil`.
    /// The base version traces it: call super.
    open func didMove(toParent parent: ViewController?) { noteDidMove(toParent: parent) }

    /// Called when a child's or the presented controller's `preferredContentSize`
    /// changed, like `preferredContentSizeDidChange(forChildContentContainer:)`. The
    /// base version does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// Called when a child's Auto Layout fitting size changed, like
    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`. The base version
    /// does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    /// The size a child gets when this controller's size changes to `parentSize`, like
    /// `size(forChildContentContainer:withParentContainerSize:)`: the base version of
    /// `viewWillTransition(to:with:)` asks it once for each child and passes the answer
    /// to the child's `viewWillTransition(to:with:)`. The base version returns
    /// `parentSize`.
    open func size(forChildContentContainer container: any ContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Called when the controller's effective traits changed, like
    /// `UIViewController.traitCollectionDidChange(_:)`: before its view's, with the
    /// traits before the change and the new ones as `TraitCollection.current`. The base
    /// version does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Whether appearance callbacks are forwarded to the children whose views are in
    /// this controller's view, like `shouldAutomaticallyForwardAppearanceMethods`.
    /// Return `false` to call `beginAppearanceTransition`/`endAppearanceTransition` on
    /// the children yourself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Container hooks (internal override points for NavigationController)

    /// Runs before the root view is laid out, ahead of `viewWillLayoutSubviews` (where
    /// UIKit's containers start their deferred transitions).
    func rootViewWillLayout() {}

    /// The children that receive this controller's appearance callbacks.
    func appearanceForwardingTargets() -> [ViewController] { automaticallyForwardedChildren }

    /// The children that receive this controller's size transitions.
    var childrenReceivingSizeTransitions: [ViewController] { children }

    // MARK: Overridable, as in UIKit: containment, presentation, bars and the navigation item (the mechanisms live in the ViewController+… files)

    /// Adds a child controller, like `UIViewController.addChild(_:)`: it is first
    /// removed from any other parent, then told `willMove(toParent: self)`. The
    /// container adds the child's view and calls `didMove(toParent:)` itself.
    open func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        guard child !== self, !isDescendantController(of: child) else {
            Trace.diagnostic("addChild: \(child.traceName) cannot be a child of \(traceName), "
                             + "which it contains")
            return
        }
        if child.parent != nil { child.removeFromParent() }
        child.isMovingToParent = true
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, like
    /// `UIViewController.removeFromParent()`, and tells it `didMove(toParent: nil)`.
    /// The container removes the child's view and calls `willMove(toParent: nil)` first.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Presents a controller over the window, like
    /// `present(_:animated:completion:)`. The presenting controller is this one's
    /// topmost ancestor, or for the current-context styles the presentation context
    /// (see `definesPresentationContext`), whose view's frame the presented view then
    /// covers. Order: the presented controller loads, the presenting one gets
    /// `viewWillDisappear` (`.fullScreen` and `.currentContext` only), the presented
    /// one `viewWillAppear` and a layout; its view slides up from the bottom edge (or
    /// fades in, `.crossDissolve`) when animated, along UIKit's transition spring;
    /// after the commit that shows it in place come `viewDidDisappear` (the covered
    /// view has then left the hierarchy), `viewDidAppear` and `completion`. A presented
    /// controller's `transitioningDelegate` gives a `.custom` presentation its
    /// presentation controller, and an animated one that is not a sheet its animator,
    /// which then moves the view instead (see `ViewControllerTransitioningDelegate`).
    /// What UIKit refuses (presenting while presenting or during a transition, from a
    /// view not in a window, a controller already presented or contained) is reported
    /// and ignored.
    open func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if controller.modalPresentationStyle == .none {
            Trace.diagnostic("\(controller.traceName) is presented with modalPresentationStyle .none (UIKit raises): "
                             + "it is shown full screen")
            controller.modalPresentationStyle = .fullScreen
        }
        let context = presentationContext(for: controller.modalPresentationStyle)
        if let current = context.presentation {
            return Trace.diagnostic("attempt to present \(controller.traceName) on \(context.traceName), "
                                    + "which is already presenting \(current.traceName)")
        }
        guard controller.parent == nil, controller.presenter == nil, controller.presentation == nil,
              controller !== context, !context.isDescendantController(of: controller) else {
            return Trace.diagnostic("attempt to present \(controller.traceName), which is already "
                                    + "presented or in a container")
        }
        if context.isBeingPresented || context.isBeingDismissed {
            return Trace.diagnostic("attempt to present \(controller.traceName) on \(context.traceName) "
                                    + "while a presentation or dismissal is in progress")
        }
        guard let window = context.viewIfLoaded?.window else {
            return Trace.diagnostic("attempt to present \(controller.traceName) on \(context.traceName), "
                                    + "whose view is not in the window hierarchy")
        }
        controller.checkPresentation(in: context.traitCollection)
        let delegate = controller.transitioningDelegate
        if controller.modalPresentationStyle == .custom,
           let custom = delegate?.presentationController(forPresented: controller, presenting: context, source: self) {
            controller.presentationControllerStorage = custom
        }
        context.presentation = controller
        controller.presenter = context
        controller.isBeingPresented = true
        controller.loadViewIfNeeded()
        let manager = controller.presentationController
        manager?.presentingViewController = context
        let coordinator = ViewControllerTransitionCoordinator(
            timing: animated && controller.presentationSlides ? .transitionSpring : .immediate, containerView: window)
        let popover = manager as? PopoverPresentationController
        let style = popover?.resolveStyle(in: context.traitCollection, coordinator: coordinator)
            ?? controller.modalPresentationStyle
        let covers = style == .custom ? manager?.shouldRemovePresentersView ?? false : style.removesPresentingView
        // A popover fades in and out, as UIKit's does.
        controller.presentationTransitionStyle = style == .popover ? .crossDissolve : controller.transitionStyle(over: context)
        let presentedView = controller.viewIfLoaded
        let animator = animated && !style.isSheet && style != .popover
            ? delegate?.animationController(forPresented: controller, presenting: context, source: self) : nil
        coordinator.attach(to: [context, controller])
        coordinator.setParticipants(from: .init(controller: context, view: covers ? context.viewIfLoaded : nil),
                                    to: .init(controller: controller, view: presentedView))
        if covers { context.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)

        var container: View = window
        if !style.isSheet, style != .popover, presentedView != nil {
            if style.coversContext, let contextView = context.viewIfLoaded, let superview = contextView.superview {
                container = PresentationContainerView(over: contextView, in: superview)
            }
            manager?.transitionContainerView = container
        }
        coordinator.containerView = container
        manager?.presentationTransitionWillBegin()
        if let sheet = manager as? SheetPresentationController ?? popover?.shownSheet {
            sheet.install(in: window, offScreen: animated)
        } else if let popover, style == .popover {
            popover.install(in: window)
        } else if let presentedView {
            if animator == nil {
                presentedView.frame = style == .custom ? manager?.frameOfPresentedViewInContainerView ?? container.bounds
                    : container.bounds
                container.addSubview(presentedView)
                presentedView.layoutSubtreeIfNeeded()
            }
        }
        let presented = { [weak context] in
            coordinator.end()
            manager?.presentationTransitionDidEnd(true)
            if covers {
                context?.viewIfLoaded?.removeFromSuperview()
                context?.endAppearanceTransition()
            }
            controller.endAppearanceTransition()
            completion?()
        }
        guard let animator, let presentedView else {
            slide(controller.presentedPopover?.container ?? presentedView, of: controller, in: window, up: true,
                  animated: animated, coordinator: coordinator, completion: presented)
            return
        }
        let frame = style == .custom ? manager?.frameOfPresentedViewInContainerView ?? container.bounds : container.bounds
        let contextView = context.viewIfLoaded
        let transition = CustomTransitionContext(
            container: container, style: style,
            from: .init(controller: context, view: covers ? contextView : nil,
                        initialFrame: contextView?.frame ?? .zero, finalFrame: contextView?.frame ?? .zero),
            to: .init(controller: controller, view: presentedView, initialFrame: .zero, finalFrame: frame)
        ) { [weak context] completed in
            guard !completed else { return presented() }
            coordinator.end(cancelled: true)
            manager?.presentationTransitionDidEnd(false)
            presentedView.removeFromSuperview()
            manager?.transitionContainerView = nil
            context?.presentation = nil
            controller.presenter = nil
            controller.beginAppearanceTransition(false, animated: true)
            controller.endAppearanceTransition()
            controller.isBeingPresented = false
            if covers {
                context?.beginAppearanceTransition(true, animated: true)
                context?.endAppearanceTransition()
            }
        }
        run(animator, with: transition, of: controller, in: window, coordinator: coordinator)
    }

    /// Shows a controller in the primary context, like `UIViewController.show(_:sender:)`:
    /// as UIKit resolves the target, the nearest navigation controller above this one
    /// shows it (it pushes it, see `NavigationController.show(_:sender:)`); with none,
    /// this controller presents it modally, animated. Override it to show controllers
    /// your own way; `sender` is passed on untouched.
    open func show(_ vc: ViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows a controller in the secondary (detail) context, like
    /// `UIViewController.showDetailViewController(_:sender:)`. Only a split view
    /// controller takes this action in UIKit (a navigation controller does not): the
    /// nearest one above this controller shows it in its secondary column; with none,
    /// this controller presents it modally, animated, as UIKit does outside a split
    /// view. Override it to show details your own way.
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Dismisses the controller this one presents, or, when it presents nothing, the
    /// presentation it belongs to, like `dismiss(animated:completion:)`. Every
    /// controller presented above is dismissed with it; the visible one gets
    /// `viewWillDisappear`, the presenting one `viewWillAppear` (if it had
    /// disappeared) and a layout, the visible view slides down, and after the commit
    /// that shows the end come `viewDidDisappear`, `viewDidAppear` and `completion`.
    /// With nothing to dismiss it does nothing; while a presentation or dismissal is
    /// still in progress it is reported and ignored, as UIKit refuses it.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = selfAndParents.first { $0.presentation != nil } ?? presentingViewController
        context?.dismissPresentation(animated: animated, completion: completion)
    }

    /// The traits a child's own are based on, over this controller's, like
    /// `UIViewController.overrideTraitCollection(forChild:)`: those set with
    /// `setOverrideTraitCollection(_:forChild:)`. A container overrides it to give a
    /// child other traits; it is asked whenever the child's traits are.
    open func overrideTraitCollection(forChild childViewController: ViewController) -> TraitCollection? {
        childViewController.parent === self ? childViewController.traitsSetByParent : nil
    }

    /// The scroll view the bars follow at `edge` (`.top` or `.bottom`), like
    /// `UIViewController.contentScrollView(for:)`: the one set with
    /// `setContentScrollView(_:for:)`, else the one found automatically (the view when it
    /// is a scroll view, else its first subview when it is one). Override it and return
    /// `nil` to keep a bar from following the content at that edge.
    open func contentScrollView(for edge: DirectionalRectEdge) -> ScrollView? {
        let set = edge == .bottom ? contentScrollViews.bottom : contentScrollViews.top
        return set ?? automaticContentScrollView
    }

    // MARK: Segues (storyboards do not exist on Linux: see StoryboardSegue)

    /// The storyboard the controller came from, like `UIViewController.storyboard`:
    /// always `nil`, since no controller comes from one here.
    public var storyboard: Storyboard? { nil }

    /// Performs the storyboard segue `identifier`, like
    /// `performSegue(withIdentifier:sender:)`. There are no storyboard segues on Linux
    /// (iOS raises for an identifier it does not find), so it is reported and nothing
    /// else happens: show the next controller in code (`show(_:sender:)`, or a
    /// `UIStoryboardSegue` made in code and performed after `prepare(for:sender:)`).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Diagnostics.report("\(traceName): no segue \"\(identifier)\": storyboards do not exist on Linux; show the controller in code")
    }

    /// Whether the segue `identifier` should be performed, like
    /// `shouldPerformSegue(withIdentifier:sender:)`: `true` by default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Readies a segue's destination before it shows, like `prepare(for:sender:)`: the
    /// base version does nothing.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// The child controller whose hierarchy holds the unwind's source, like
    /// `childContaining(_:)`: the child that is the source or one of its ancestors.
    open func childContaining(_ source: StoryboardUnwindSegueSource) -> ViewController? {
        children.first { child in
            sequence(first: source.source) { $0.parent ?? $0.presentingViewController }.contains { $0 === child }
        }
    }

    /// The children an unwind may search for its destination, like
    /// `allowedChildrenForUnwinding(from:)`: every child but the one the unwind starts
    /// in (`childContaining(_:)`), as UIKit's base version answers.
    open func allowedChildrenForUnwinding(from source: StoryboardUnwindSegueSource) -> [ViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// Unwinds the controller's own hierarchy towards `subsequentVC`, like
    /// `unwind(for:towards:)`: the base version does nothing (a container overrides it).
    open func unwind(for unwindSegue: StoryboardSegue, towards subsequentVC: ViewController) {}

    /// The tab a tab bar controller shows for this controller, like
    /// `UIViewController.tabBarItem`: made on first access, titled with `title` until
    /// given a title of its own.
    open var tabBarItem: TabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = TabBarItem(owner: self)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage?.host = nil
            tabBarItemStorage = newValue
            (parent as? TabBarController)?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The items a navigation controller's toolbar shows while this controller is on
    /// top, like `UIViewController.toolbarItems`.
    open var toolbarItems: [BarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`, like `setToolbarItems(_:animated:)` (shown at once).
    open func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = items
        navigationController?.toolbarItemsDidChange(of: self)
    }

    /// What a navigation bar shows for this controller, like
    /// `UIViewController.navigationItem`: made on first access, its title falling back
    /// to the controller's `title`.
    open var navigationItem: NavigationItem {
        if let item = navigationItemStorage { return item }
        let item = NavigationItem(owner: self)
        navigationItemStorage = item
        return item
    }

    /// The appearance this controller, its view and its children use whatever the
    /// environment's, like `UIViewController.overrideUserInterfaceStyle`
    /// (`traitOverrides.userInterfaceStyle`); `.unspecified` follows the environment.
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
}
