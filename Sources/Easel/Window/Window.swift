import EaselGraphics
import Foundation

/// The root of a view hierarchy and the screen it is shown on, like `UIWindow` with
/// its `UIScreen`: it owns the framebuffer and the event loop, and its render pipeline
/// owns the commit.
///
/// A window is hidden until `makeKeyAndVisible()`. Each turn of its event loop ends
/// with a commit (update constraints, layout, display, composite), and each commit
/// that changed pixels produces a `Frame`, sent to `frameSink`.
@preconcurrency @MainActor
open class Window: View {
    /// The screen's pixels per point.
    public let scale: CGFloat
    /// The run loop this window commits on.
    public let eventLoop: EventLoop
    /// Where committed frames go, if anywhere.
    open var frameSink: FrameSink?
    /// Where the window stands among the app's windows, like `UIWindow.windowLevel`
    /// (`normal`): kept, since each window here renders on its own.
    open var windowLevel = Level.normal
    /// The latest committed frame.
    public internal(set) var lastFrame: Frame?
    /// The device whose screen this window is, if it was made for one: its size
    /// classes, idiom and scale are the window's traits.
    public private(set) var device: Device?
    /// How many pixels the framebuffer and each view's backing store may hold.
    public let pixelBudget: PixelBudget

    /// The color the window's pixels start as under the views (UIWindow's screen is
    /// black).
    package var framebuffer: Bitmap
    /// The owner of the commit: what is marked, the damage, the phases.
    private(set) lazy var pipeline = RenderPipeline(window: self)
    /// The responder that receives typed text (see `Responder+FirstResponder`).
    weak var firstResponder: Responder?
    /// The height of the keyboard, 0 while hidden (see `Window+Keyboard` and
    /// `Window+SoftwareKeyboard`); it follows the keyboard's motion.
    public internal(set) var keyboardHeight: CGFloat = 0
    /// Where the keyboard is going: its height once shown, 0 once hidden.
    var keyboardTargetHeight: CGFloat = 0
    /// The keyboard's rise or fall in flight.
    weak var keyboardAnimator: TransitionAnimator?
    /// The responder becoming first responder while the current one resigns.
    weak var incomingFirstResponder: Responder?
    /// The status bar and home indicator drawn over the content (see
    /// `Window+SystemOverlays`), while the window shows them.
    var statusBarView: StatusBarView?
    var homeIndicatorView: HomeIndicatorView?

    /// A hidden window filling the screen of `device` in `orientation`, like an app's
    /// window on that device: its size, scale, safe-area insets and refresh rate, and
    /// the traits UIKit gives it there (size classes, idiom, scale).
    public convenience init(device: Device, orientation: InterfaceOrientation = .portrait,
                            eventLoop: EventLoop = EventLoop(), pixelBudget: PixelBudget = .standard) {
        self.init(size: device.size(in: orientation), scale: device.scale, eventLoop: eventLoop, pixelBudget: pixelBudget)
        self.device = device
        reportedTraits = traitCollection
        eventLoop.refreshRate = device.refreshRate
        safeAreaInsets = device.safeAreaInsets(in: orientation)
    }

    /// A hidden window of `size` points at `scale` pixels per point, committing on
    /// `eventLoop`, with at most `pixelBudget` pixels (see `Window+PixelBudget`); a
    /// scale that is not a positive number is reported and 1 is used.
    public init(size: CGSize, scale: CGFloat = 1, eventLoop: EventLoop = EventLoop(), pixelBudget: PixelBudget = .standard) {
        let scale = ScaleFactor.checked(scale, for: "Window")
        self.scale = scale
        self.eventLoop = eventLoop
        self.pixelBudget = pixelBudget
        framebuffer = Self.framebuffer(for: size, scale: scale, budget: pixelBudget)
        super.init(frame: CGRect(origin: .zero, size: size))
        becomeScreen()
    }

    /// A hidden window the size of `frame`, at the main screen's scale
    /// (`Device.mainScreenScale`), like `UIWindow(frame:)` on the main screen
    /// (`UIWindow(frame: UIScreen.main.bounds)`). A window is its own screen here, so
    /// it starts at the origin: another origin is reported and ignored.
    ///
    /// It is a designated initializer, as in UIKit, so a window subclass's own
    /// initializer can call `super.init(frame:)`.
    public override init(frame: CGRect) {
        if frame.origin != .zero {
            let shown = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { "\($0)" }.joined(separator: ", ")
            Diagnostics.report("Window: ignoring the origin of init(frame: (\(shown))); a window is its screen and starts at (0, 0)")
        }
        scale = Device.mainScreenScale
        eventLoop = EventLoop()
        pixelBudget = .standard
        framebuffer = Self.framebuffer(for: frame.size, scale: scale, budget: pixelBudget)
        super.init(frame: CGRect(origin: .zero, size: frame.size))
        becomeScreen()
    }

    /// A hidden window in `windowScene`, like `UIWindow(windowScene:)`: the size of the
    /// scene's screen, at the main screen's scale (`Device.mainScreenScale`).
    ///
    /// It is a designated initializer, as in UIKit, so an overlay window subclass's own
    /// initializer can call `super.init(windowScene:)`.
    public init(windowScene: any _WindowScene) {
        let size = windowScene._screenSize
        scale = Device.mainScreenScale
        eventLoop = EventLoop()
        pixelBudget = .standard
        framebuffer = Self.framebuffer(for: size, scale: scale, budget: pixelBudget)
        super.init(frame: CGRect(origin: .zero, size: size))
        becomeScreen()
    }

    /// The framebuffer of a window of `size` at `scale`, within `budget` (a size over
    /// the budget is reported and shrunk).
    private static func framebuffer(for size: CGSize, scale: CGFloat, budget: PixelBudget) -> Bitmap {
        let pixels = framebufferSize(for: size, scale: scale, budget: budget)
        if let diagnostic = pixels.diagnostic { Diagnostics.report(diagnostic) }
        return Bitmap(width: pixels.width, height: pixels.height)
    }

    /// What every new window does once it exists: it is its own window, hidden, with
    /// its traits noted, and it commits at the end of each turn of its event loop.
    private func becomeScreen() {
        window = self
        isHidden = true
        noteTraitSources()
        reportedTraits = traitCollection
        eventLoop.addObserver(for: [.beforeWaiting], order: Self.commitObserverOrder, owner: self) { [weak self] _ in
            self?.pipeline.commit()
        }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    deinit {
        Window.keyWindowDidDeinit(ObjectIdentifier(self))
    }

    /// Core Animation's commit observer runs after every other `beforeWaiting` observer.
    static let commitObserverOrder = 2_000_000

    /// The controller whose view fills the window, like `UIWindow.rootViewController`.
    /// Replacing it on a shown window makes the old one disappear and the new one appear.
    open var rootViewController: ViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldValue { uninstall(oldValue) }
            if !isHidden { installRootViewController() }
        }
    }

    /// Shows the window and makes it the key window, like `UIWindow.makeKeyAndVisible()`:
    /// the root controller's view is loaded and added, `viewWillAppear` is called now,
    /// and `viewDidAppear` after the commit that first shows it.
    open func makeKeyAndVisible() {
        becomeKeyWindow()
        guard isHidden else { return }
        isHidden = false
        damageWholeWindow()
        installRootViewController()
    }

    /// Makes the window the key window without showing it, like `UIWindow.makeKey()`:
    /// a hidden window stays hidden, its root controller's view not shown, until
    /// `makeKeyAndVisible()`.
    open func makeKey() {
        becomeKeyWindow()
    }

    /// Called when the window becomes the key window, like `UIWindow.becomeKey()`;
    /// `didBecomeKeyNotification` is posted after it. It does nothing: override it to
    /// act on becoming key, and never call it yourself.
    open func becomeKey() {}

    /// Called when the window stops being the key window because another became key,
    /// like `UIWindow.resignKey()`; `didResignKeyNotification` is posted after it. It
    /// does nothing: override it to act on resigning, and never call it yourself.
    open func resignKey() {}

    private func installRootViewController() {
        guard let controller = rootViewController else { return }
        controller.loadViewIfNeeded()
        // A loadView() that never sets view leaves nothing to show (it was reported).
        guard let view = controller.viewIfLoaded else { return }
        view.frame = bounds
        controller.beginAppearanceTransition(true, animated: false)
        addSubview(view)
        afterNextCommit.append { [weak controller] in controller?.endAppearanceTransition() }
    }

    private func uninstall(_ controller: ViewController) {
        controller.beginAppearanceTransition(false, animated: false)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.endAppearanceTransition()
    }

    /// Work to do once the next commit has run (appearance callbacks).
    var afterNextCommit: [() -> Void] {
        get { pipeline.afterNextCommit }
        set { pipeline.afterNextCommit = newValue }
    }

    /// Commits pending work now, like `CATransaction.flush()` for this window: its
    /// pipeline runs the phases (the event loop does this every turn).
    open func commit() { pipeline.commit() }

    /// The root controller's view, the views of full-screen presentations at rest and
    /// the containers of sheets fill the window; a `.custom` presentation's controller
    /// places its view itself (`containerViewWillLayoutSubviews()` and
    /// `containerViewDidLayoutSubviews()` are called around the window's layout).
    override open func layoutSubviews() {
        var custom: [PresentationController] = []
        var presented = rootViewController?.presentation
        while let current = presented {
            if current.modalPresentationStyle == .custom, let manager = current.presentationController {
                custom.append(manager)
            }
            presented = current.presentation
        }
        for presentation in custom { presentation.containerViewWillLayoutSubviews() }
        super.layoutSubviews()
        var controller = rootViewController
        while let current = controller {
            if let sheet = current.presentedSheet {
                sheet.container?.frame = bounds
            } else if let popover = current.presentedPopover {
                popover.container?.frame = bounds
            } else if current.presentationAnimator == nil, current.customTransitionContext == nil,
                      current.modalPresentationStyle != .custom || current.presenter == nil {
                current.viewIfLoaded?.frame = bounds
            }
            controller = current.presentation
        }
        layoutSystemOverlays()
        for presentation in custom { presentation.containerViewDidLayoutSubviews() }
    }

    // MARK: Safe area

    /// The insets of the screen's unsafe edges (status bar, sensor housing, home
    /// indicator), like `UIWindow.safeAreaInsets`, settable here to match a device
    /// (`EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)` for an iPhone 14 in
    /// portrait). Views' `safeAreaInsets` and `safeAreaLayoutGuide` follow it.
    open override var safeAreaInsets: EdgeInsets {
        get { storedSafeAreaInsets }
        set {
            guard newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            safeAreaInsetsDidChangeInWindow()
            setScrollViewsNeedInsetUpdate()
        }
    }
    private var storedSafeAreaInsets = EdgeInsets.zero

    /// Something in the window was marked: its pipeline commits at the end of the turn.
    func setNeedsCommit() { pipeline.setNeedsCommit() }

    // MARK: Events and animation

    /// The touches in progress and the gesture recognizers arbitrating them.
    lazy var touchDispatch = TouchDispatch(window: self)
    /// The views animating in this window, ticked at each VSync.
    lazy var animator = WindowAnimator(window: self)

    /// The next responder, like `UIWindow.next`: the application.
    open override var next: Responder? { Application.shared }

    /// The window's own undo manager, like `UIWindow.undoManager`: every responder in
    /// the window that has none of its own shares it. Its automatic groups close at the
    /// end of a pass of the window's event loop.
    open override var undoManager: UndoManager? { sharedUndoManager }
    private lazy var sharedUndoManager = UndoManager(eventLoop: eventLoop)

    /// Dispatches an event to the views and gesture recognizers of its touches, like
    /// `UIWindow.sendEvent(_:)`. Override it to observe every event; call super to
    /// have it delivered.
    open func sendEvent(_ event: Event) {
        touchDispatch.deliver(event)
    }

    /// Resizes the framebuffer after the window's size changed (a rotation).
    func resizeFramebufferIfNeeded() {
        let (width, height, diagnostic) = Self.framebufferSize(for: bounds.size, scale: scale, budget: pixelBudget)
        guard width != framebuffer.width || height != framebuffer.height else { return }
        if let diagnostic { Diagnostics.report(diagnostic) }
        lastFrame?.detachFromFramebuffer()
        framebuffer = Bitmap(width: width, height: height)
        pipeline.damage.removeAll()
        damageWholeWindow()
    }

    func damageWholeWindow() {
        pipeline.damage(CGRect(x: 0, y: 0, width: framebuffer.width, height: framebuffer.height))
    }
}
