import EaselGraphics
import Foundation

/// A rectangular area that draws, lays out its subviews and takes part in the render
/// loop, like `UIView`.
///
/// Geometry is UIKit's: `bounds` is the view's own coordinate space, `center` places
/// it in the superview's bounds, `transform` applies about the center, and `frame` is
/// derived from the three. Changes only mark work (`setNeedsLayout`,
/// `setNeedsDisplay`, damage); the window's next commit does it.
@preconcurrency @MainActor
open class View: Responder {
    // MARK: Geometry (the rules are View+Geometry's)
    var storedBounds: CGRect
    var storedCenter: CGPoint
    var storedTransform = Transform.identity
    /// Layout is placing the view: `center` and `bounds` only store what they are
    /// given, and `setCenterAndBoundsSize` does what changing them does, once.
    var isBeingPlaced = false

    /// The view's own coordinate space, like `UIView.bounds`. A size change marks this
    /// view and its superview for layout, redraws when `contentMode` is `.redraw`, and
    /// resizes subviews by their autoresizing masks; an origin change scrolls the content.
    /// Open, as UIKit's is, and set through here by layout too, so an override's
    /// observers see every change.
    open var bounds: CGRect {
        get { storedBounds }
        set { setBounds(newValue) }
    }

    /// The view's center in its superview's coordinates, like `UIView.center`. Moving
    /// a view marks no layout. Open, and set through here by layout too.
    open var center: CGPoint {
        get { storedCenter }
        set { setCenter(newValue) }
    }

    /// The affine transform applied about the view's center, like `UIView.transform`.
    /// It changes `frame` but not `bounds`, and marks no layout.
    open var transform: Transform {
        get { storedTransform }
        set { setTransform(newValue) }
    }

    /// The shape the view collides as in UIKit Dynamics, like
    /// `UIView.collisionBoundsType`: `.rectangle`; a subclass overrides it.
    open var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }

    /// The outline a `.path` view collides as, like `UIView.collisionBoundingPath`: its
    /// bounds about its centre; a subclass overrides it.
    open var collisionBoundingPath: BezierPath {
        collisionOutline(of: bounds)
    }

    /// The view's rectangle in its superview's coordinates, like `UIView.frame`: the
    /// smallest rectangle holding the transformed bounds. Setting it sets `center` and
    /// the size of `bounds` (with a transform set, UIKit leaves the result undefined;
    /// Easel sets the untransformed size). A rectangle of negative size is
    /// standardized, as CoreGraphics reads it; one that is not finite is ignored (see
    /// `View+InvalidGeometry`). As in UIKit, layout sets `center` and `bounds`, not
    /// `frame`: an override of `frame` sees only what code sets.
    open var frame: CGRect {
        get { frameOfGeometry }
        set { setFrame(newValue) }
    }

    // MARK: Hierarchy storage
    /// The view that contains this one, like `UIView.superview`.
    public internal(set) weak var superview: View?
    /// The views this one contains, back to front, like `UIView.subviews`.
    public internal(set) var subviews: [View] = []
    /// The window this view is in, like `UIView.window`; `nil` when it is in none
    /// (a mask view, which is outside the hierarchy, is in none either).
    public internal(set) weak var window: Window?
    /// The view whose alpha masks this one's content, like `UIView.mask`: it is
    /// placed in this view's coordinates, has no superview, and is laid out, drawn and
    /// animated with this view. A view that has a superview or masks another view, or
    /// one that would make a cycle, is refused with a diagnostic (see `View+Mask`).
    open var mask: View? {
        get { maskStorage }
        set { setMask(newValue) }
    }
    /// The mask view this view holds (see `mask`).
    var maskStorage: View?
    /// The view this one is the mask of.
    weak var maskedView: View?
    /// The controller whose root view this is (UIKit's "view delegate").
    weak var owningViewController: ViewController? { didSet { noteTraitSources() } }

    // MARK: Render-loop state
    /// Marked by `setNeedsUpdateProperties()`; cleared when `updateProperties()` runs.
    var needsPropertiesUpdate = false
    /// What observation tracking holds for the view (see `ObservedView`); `nil` until
    /// the view first runs tracked work. Cleared by `deinit`, which is not isolated.
    nonisolated(unsafe) var observedHandle: ObservedView?
    /// Marked by `setNeedsLayout()`; cleared when `layoutSubviews` runs.
    var needsLayout = false
    /// `layoutSubviews` of this view is running (a subview it resizes does not mark it
    /// again, so a parent sizing its children is laid out once, as in UIKit).
    var isRunningLayoutSubviews = false
    /// The phases some descendant awaits (lets each phase's walk skip clean subtrees;
    /// see `View+PendingWork`).
    var descendantPendingPhases: PipelinePhases = []

    // MARK: Auto Layout storage
    /// Made the first time the view takes part in Auto Layout (nil for every other view).
    var layoutStorage: ViewLayoutState?
    /// Marked by `setNeedsUpdateConstraints()`; cleared by the base `updateConstraints()`.
    var constraintsNeedUpdate = false

    /// The layer that draws this view's content, like `UIView.layer`; an instance of
    /// `layerClass`, with this view as its delegate.
    public let layer: Layer

    /// Whether views of this class may draw at all; `ImageView` says no (it shows its
    /// image as the layer's contents and, as `UIImageView`, never calls the `draw(_:)` of
    /// a subclass).
    class var drawsThroughLayer: Bool { true }

    /// The class of the view's layer, like `UIView.layerClass` (and with its type,
    /// `AnyClass`, so that iOS code overriding it compiles unchanged): override it to
    /// draw through a `Layer` subclass. A class that is not one gets a plain `Layer`
    /// and a diagnostic (UIKit requires a `CALayer` subclass).
    open class var layerClass: AnyClass { Layer.self }

    /// `layerClass` as a layer class, or `Layer` with a diagnostic.
    private static var checkedLayerClass: Layer.Type {
        if let layerClass = layerClass as? Layer.Type { return layerClass }
        Diagnostics.report("\(Self.self).layerClass is \(layerClass), not a Layer subclass; using Layer")
        return Layer.self
    }

    /// A view with the given frame, like `UIView(frame:)`. Creating a view never lays
    /// it out or draws it.
    public init(frame: CGRect) {
        let frame = Self.initialFrame(frame)
        storedBounds = CGRect(origin: .zero, size: frame.size)
        storedCenter = CGPoint(x: frame.midX, y: frame.midY)
        layer = Self.checkedLayerClass.init(copyingOrDefault: nil)
        super.init()
        layer.owningView = self
        layer.delegate = self
        if Self.requiresConstraintBasedLayout { constraintsNeedUpdate = true }
    }

    /// The layer may outlive its view (anyone can hold it): it stops reading the view.
    deinit {
        layer.owningView = nil
        observedHandle?.view = nil
    }

    /// A view from an archive, like `UIView(coder:)`, the initializer every subclass
    /// with initializers of its own must provide. Easel has no storyboards, nibs or
    /// archives to decode: it fails (returns `nil`) with a diagnostic.
    public required init?(coder: NSCoder) {
        reportArchiveNotDecoded(Self.self)
        return nil
    }

    /// A view with a zero frame, like `UIView()`.
    public override convenience init() { self.init(frame: .zero) }

    /// The appearance proxy of this class, like `UIView.appearance()`: what is set on it
    /// (`tintColor`, `backgroundColor`) is given to every view of the class that enters
    /// a window without its own (see `AppearanceProxies`). A subclass of Easel's views
    /// gets a proxy of the nearest Easel class that has its own.
    open class func appearance() -> View { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of this class inside `containerTypes` (innermost first),
    /// like `UIView.appearance(whenContainedInInstancesOf:)`.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> View {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { View(frame: .zero) }
    }

    // MARK: Identity

    /// The name of this view in traces, dumps and diagnostics (UIKit's accessibility
    /// identifier); when `nil`, its type name stands in.
    open var accessibilityIdentifier: String?
    /// The name state restoration knows the object by, like `restorationIdentifier`:
    /// kept and read back; Easel restores no app state.
    open var restorationIdentifier: String?

    /// An integer you can use to identify the view, like `UIView.tag`.
    open var tag = 0

    /// The view's name in traces: its `accessibilityIdentifier`, else its type name.
    public var traceName: String { accessibilityIdentifier ?? TypeName.of(self) }

    // MARK: Accessibility (UIKit's UIAccessibility properties; the order is View+AccessibilityOrder)

    var accessibility = AccessibilityAttributes()

    /// UIKit's defaults for this kind of view; `Label` and `ImageView` give their own.
    var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

    /// Whether VoiceOver stops on this view, like `UIView.isAccessibilityElement`:
    /// `false` for a plain view (it contains its subviews' elements) and an image
    /// view, `true` for a label.
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }

    /// What the element is, read first, like `UIView.accessibilityLabel`; a label's is
    /// its text unless one is set.
    open var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }

    /// The element's current value (a field's text, a slider's percentage), read after
    /// the label, like `UIView.accessibilityValue`.
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }

    /// What activating the element does, read last after a pause, like
    /// `UIView.accessibilityHint`.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// What the element is and its state, like `UIView.accessibilityTraits`: none for a
    /// plain view, `.staticText` for a label, `.image` for an image view.
    open var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }

    /// The actions VoiceOver offers on the element besides activating it, like
    /// `UIView.accessibilityCustomActions` (`nil` by default).
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { accessibility.customActions }
        set { accessibility.customActions = newValue }
    }

    /// Whether VoiceOver tells the user the element can be acted on, like
    /// `UIView.accessibilityRespondsToUserInteraction` (iOS 13): kept and read back.
    /// Unset, it is `true` for a control (a button, a switch…) and `false` for other
    /// views, which is what UIKit answers for them.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibility.respondsToUserInteraction ?? (self is Control) }
        set { accessibility.respondsToUserInteraction = newValue }
    }

    /// The element's frame in window coordinates (UIKit's screen coordinates), like
    /// `UIView.accessibilityFrame`: the view's bounds converted to the window unless one
    /// is set. A set frame does not follow the view when it moves, as in UIKit.
    open var accessibilityFrame: CGRect {
        get { accessibility.frame ?? convert(bounds, to: nil) }
        set { accessibility.frame = newValue }
    }

    /// The elements of this container in VoiceOver's order, like
    /// `UIView.accessibilityElements`: views and `AccessibilityElement`s. When set, they
    /// replace the subviews for VoiceOver and their order is kept as given; `nil` (the
    /// default) lets VoiceOver find the subviews' elements and read them top to bottom,
    /// leading to trailing.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }

    /// Whether VoiceOver ignores this view's elements and those of its subviews, like
    /// `UIView.accessibilityElementsHidden` (`false` by default).
    open var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether VoiceOver reads this view's elements together, in their own order, before
    /// moving on, like `UIView.shouldGroupAccessibilityChildren` (`false` by default).
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }

    /// Whether VoiceOver ignores the elements of this view's siblings (an alert over
    /// its screen), like `UIView.accessibilityViewIsModal` (`false` by default).
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }

    /// VoiceOver's swipe up on an adjustable element, like `accessibilityIncrement()`:
    /// the base version does nothing; an adjustable view (a rating, a stepper) overrides
    /// it to raise its value.
    open func accessibilityIncrement() {}

    /// VoiceOver's swipe down on an adjustable element, like `accessibilityDecrement()`.
    open func accessibilityDecrement() {}

    /// VoiceOver's double tap, like `accessibilityActivate()`: whether the view handled
    /// it (the base version does not, and VoiceOver then taps its activation point).
    open func accessibilityActivate() -> Bool { false }

    /// VoiceOver's three-finger swipe, like `accessibilityScroll(_:)`: whether the
    /// view scrolled its content in `direction` (the base version does not, and VoiceOver
    /// then tries the view's container). Override it to page through custom content; post
    /// the new page's description with `UIAccessibility.post(notification:argument:)`, as on iOS.
    open func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> Bool { false }

    /// VoiceOver's two-finger scrub, like `accessibilityPerformEscape()`: whether the
    /// view dismissed what it shows (the base version does not).
    open func accessibilityPerformEscape() -> Bool { false }

    /// How many elements this container has, like `accessibilityElementCount()` (UIKit's
    /// `UIAccessibilityContainer` methods): by default, the count of
    /// `accessibilityElements`. A view that overrides it and `accessibilityElement(at:)`
    /// is read through them, in their order.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }

    /// The container's element at `index`, like `accessibilityElement(at:)`: by default
    /// the one in `accessibilityElements`; `nil` outside them.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is among the container's elements, like
    /// `index(ofAccessibilityElement:)`; `NSNotFound` when it is not one of them.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let object = element as AnyObject
        return accessibilityElements?.firstIndex { $0 as AnyObject === object } ?? NSNotFound
    }

    // MARK: Appearance

    /// The color the view's bounds are filled with behind its content, like
    /// `UIView.backgroundColor`; `nil` is transparent. It is the layer's
    /// `backgroundColor`: an override that stores the color elsewhere (a sublayer's, as
    /// views with a custom fill do) leaves the layer's as it was, as on iOS.
    open var backgroundColor: Color? {
        get { layerBackgroundColor }
        set { layerBackgroundColor = newValue }
    }

    /// What the view's layer fills its bounds with: what `backgroundColor`'s own setter
    /// (or the layer's) stored.
    var layerBackgroundColor: Color? {
        willSet { if newValue != layerBackgroundColor { layer.animationStore?.modelDidChange() } }
        didSet {
            guard oldValue != layerBackgroundColor else { return }
            damageOwnArea()
            layerPropertyDidChange("backgroundColor", from: oldValue)
        }
    }

    /// The view's opacity, 0…1, applied to it and its subviews as a group, like
    /// `UIView.alpha`.
    open var alpha: CGFloat = 1 {
        willSet { if newValue != alpha { layer.animationStore?.modelDidChange() } }
        didSet {
            alpha = alpha.isNaN ? 0 : min(1, max(0, alpha))
            guard oldValue != alpha else { return }
            damageSubtreeArea()
            layerPropertyDidChange("opacity", from: Float(oldValue))
            keyValueDidChange("alpha", from: oldValue)
        }
    }

    /// Whether the view and its subviews are left out of display and compositing, like
    /// `UIView.isHidden`. A hidden view is not drawn; it is drawn when shown again.
    open var isHidden = false {
        didSet {
            guard oldValue != isHidden else { return }
            if isHidden { damageSubtreeArea(ignoringHidden: true) } else {
                damageSubtreeArea()
                markAncestors(for: .display)
            }
            // A stack view collapses its hidden arranged subviews.
            layoutStorage?.arrangingStackView?.setNeedsUpdateConstraints()
            keyValueDidChange("hidden", "isHidden", from: oldValue)
        }
    }

    /// Whether the view promises to fill its bounds with opaque content, like
    /// `UIView.isOpaque`. Easel composites correctly either way.
    open var isOpaque = true

    /// Whether the view's marked rectangle is cleared to transparent black before each
    /// draw, like `UIView.clearsContextBeforeDrawing` (`true` by default). When `false`,
    /// `draw(_:)` draws over what the view drew there before (see Layer+Display).
    open var clearsContextBeforeDrawing = true

    /// Whether subviews are clipped to the view's bounds (rounded by the layer's
    /// `cornerRadius`), like `UIView.clipsToBounds`; the same as `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// How the content is placed when the bounds change size, like `UIView.contentMode`.
    /// Only `.redraw` redraws; the others reuse the drawn content, scaled or placed.
    open var contentMode = ContentMode.scaleToFill {
        didSet { if oldValue != contentMode { damageOwnArea() } }
    }

    /// Pixels per point of the view's backing store, like `UIView.contentScaleFactor`:
    /// unless set, the window's scale, and outside a window the main screen's
    /// (`Device.main`'s, 1 without one), so that a view measured before it is on screen
    /// rounds to the pixel grid it will be shown on, as in UIKit.
    open var contentScaleFactor: CGFloat {
        get { storedContentScaleFactor ?? hostWindow?.scale ?? Device.mainScale }
        set {
            guard newValue > 0, newValue.isFinite, newValue != contentScaleFactor else { return }
            storedContentScaleFactor = newValue
            setNeedsDisplay()
        }
    }
    private var storedContentScaleFactor: CGFloat?

    /// How the view resizes when its superview's bounds change size, like
    /// `UIView.autoresizingMask`.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if oldValue != autoresizingMask { layoutFrameDidChange() } }
    }

    /// Whether a size change of the bounds resizes the subviews by their masks, like
    /// `UIView.autoresizesSubviews`.
    open var autoresizesSubviews = true

    /// Whether the view takes part in touch handling (used by hit testing), like
    /// `UIView.isUserInteractionEnabled`.
    open var isUserInteractionEnabled = true

    // MARK: Override points
    // Swift cannot override what an extension declares, so every method a subclass
    // may override is declared here; the mechanisms live in the View+… files.

    /// Lays out the subviews, like `UIView.layoutSubviews()`. Never call it directly:
    /// mark with `setNeedsLayout()` and let the commit (or `layoutIfNeeded()`) call it.
    /// The base version gives subviews placed by Auto Layout their solved frames (call
    /// super from an override, as in UIKit); it does nothing for other subviews.
    open func layoutSubviews() { applyEngineLayoutToSubviews() }

    /// Lays out the view's layer, like UIView's `layoutSublayers(of:)` (its
    /// `CALayerDelegate` method): the commit calls it for a view marked for layout, and
    /// the base version runs `layoutSubviews()` between the controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`. An override that calls
    /// super first sees the laid-out bounds, to size its own sublayers (a gradient, say).
    open func layoutSublayers(of layer: Layer) {
        if layer === self.layer { layOutSubviewsForController() }
    }

    /// Draws the layer's content, like UIView's `draw(_:in:)` (its `CALayerDelegate`
    /// method): the base version draws through `draw(context:rect:)` in the display
    /// pass's rect; an override replaces the view's drawing.
    open func draw(_ layer: Layer, in context: GraphicsContext) {
        draw(context: context, rect: DisplayPass.rect ?? bounds)
    }

    /// Makes the layer's content directly, like a `UIView` subclass implementing
    /// `CALayerDelegate.display(_:)`: when a class overrides it, its layer's display
    /// calls it instead of drawing (set `layer.contents` there), and `draw(_:)` is not
    /// called. `UIView` does not implement it (calling super raises on iOS): the base
    /// version draws as the layer would, and reports the call.
    open func display(_ layer: Layer) {
        Diagnostics.report("\(traceName): UIView does not implement display(_:) (super raises on iOS); drawing as the layer would")
        layer.displayedRect = layer.drawMarkedRect()
    }

    /// Draws the view's content in `rect`, in the view's coordinates, like
    /// `UIView.draw(_:)`. Called only in a display pass, for views that draw (whose class
    /// overrides this method, `draw(_:)` or `draw(_:in:)`, or whose layer's class
    /// overrides `draw(in:)`), at every display of them, with the context clipped to
    /// `rect`; the base version calls `draw(_:)`, so a class may override either
    /// spelling.
    open func draw(context: GraphicsContext, rect: CGRect) {
        draw(rect)
    }

    /// Draws the view's content in `rect` into `GraphicsContext.current`, UIKit's own
    /// `UIView.draw(_:)` for code written for iOS: called by the base
    /// `draw(context:rect:)`, so with the same rules and the same `rect`. The base
    /// version draws nothing, and a class that overrides neither method never draws.
    open func draw(_ rect: CGRect) {}

    /// The size that best fits `size`, like `UIView.sizeThatFits(_:)`; the base
    /// version returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Called before the view moves to a new superview (`nil` when removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview, or was removed from one.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves to a new window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view (or an ancestor) moved to a new window.
    open func didMoveToWindow() {}

    /// The view's tint colour, like `UIView.tintColor`: its own if set, else its
    /// superview's, else the system tint; desaturated when dimmed (see View+Tint).
    /// Setting `nil` goes back to inheriting. Open, as UIKit's is.
    open var tintColor: Color! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// The view's effective `tintColor` or `tintAdjustmentMode` changed, like
    /// `UIView.tintColorDidChange()`: called on the view whose tint was set and on each
    /// subview that inherits it, and on a view moved under a different tint.
    open func tintColorDidChange() {}
    /// Adds a view on top of the subviews, like `UIView.addSubview(_:)`. The view is
    /// first removed from its old superview. Marks the receiver for layout, and the
    /// added view too unless its size is zero. Open, as UIKit's is (the rest of the
    /// hierarchy's methods are View+Hierarchy's).
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Removes the view from its superview and window, like
    /// `UIView.removeFromSuperview()`. Marks the old superview for layout. Open, as
    /// UIKit's is.
    open func removeFromSuperview() { detachFromSuperview() }

    /// Called after a subview was added or inserted.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    // MARK: Events and animation (touches, hit testing, gestures, in-flight animations)
    // The mechanisms live in Events/, Gestures/ and Animation/.

    /// Gesture recognizers and the multiple- and exclusive-touch switches.
    var touchHandling = TouchHandling()

    /// The tint colour and adjustment mode set on this view (`nil` and `.automatic`
    /// inherit); see View+Tint.swift.
    var ownTintColor: Color?
    var ownTintAdjustmentMode = TintAdjustmentMode.automatic

    /// The next responder, like `UIView.next`: the controller whose root view this is,
    /// else the superview.
    open override var next: Responder? { owningViewController ?? superview }

    /// The farthest descendant of the view (or the view itself) that contains `point`
    /// (in the view's coordinates) and takes touches, like `UIView.hitTest(_:with:)`.
    /// The base version skips views that are hidden, have an alpha below 0.01, do not
    /// take user interaction or are animating without `.allowUserInteraction`, asks
    /// `point(inside:with:)`, and tries the subviews front to back.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in the view's coordinates) is inside the view, like
    /// `UIView.point(inside:with:)`; the base version tests `bounds`.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// Whether a gesture recognizer attached to the view may begin, like
    /// `UIView.gestureRecognizerShouldBegin(_:)`: asked before the recognizer's
    /// delegate; the base version says yes. A table refuses its scroll pan while a row
    /// is being reordered or swiped.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }

    // MARK: Alignment rectangles and baselines (the engine's side is View+AlignmentRect)

    /// The rectangle Auto Layout aligns for a frame, like `UIView.alignmentRect(forFrame:)`:
    /// the base version insets `frame` by `alignmentRectInsets`. An override must be the
    /// inverse of `frame(forAlignmentRect:)`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle, like `UIView.frame(forAlignmentRect:)`:
    /// the base version grows `alignmentRect` by `alignmentRectInsets`. Auto Layout
    /// sets the frame this returns for the alignment rectangle it solved.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        alignmentRect.inset(by: alignmentRectInsets.inverted)
    }

    /// The insets of the view's content (its alignment rectangle) from its frame, like
    /// `UIView.alignmentRectInsets`: constraints and the intrinsic content size place
    /// that rectangle, and the frame holds the ornaments around it. Zero by default.
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The view whose baseline satisfies first-baseline constraints on this one, like
    /// `UIView.forFirstBaselineLayout`: a subview (a label) or the view itself; the base
    /// version returns `forLastBaselineLayout`.
    open var forFirstBaselineLayout: View { forLastBaselineLayout }

    /// The view whose baseline satisfies last-baseline constraints on this one, like
    /// `UIView.forLastBaselineLayout`; the base version returns the view itself.
    open var forLastBaselineLayout: View { self }

    // MARK: Focus (no focus engine with touch alone; see View+Focus)

    /// Whether the view can be focused, like `UIView.canBecomeFocused`; `false` by
    /// default. Nothing moves focus without a keyboard, remote or pointer.
    open var canBecomeFocused: Bool { false }

    /// Whether a focus update may happen, like `UIView.shouldUpdateFocus(in:)`; `true`.
    open func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool { true }

    /// Called after focus moved to or from the view, like
    /// `UIView.didUpdateFocus(in:with:)`. The base version does nothing.
    open func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}

    // MARK: Auto Layout override points

    /// Updates the view's constraints before layout, like `UIView.updateConstraints()`:
    /// called bottom-up in the update-constraints pass for views marked by
    /// `setNeedsUpdateConstraints()`. An override must call super last, as in UIKit; one
    /// that does not is reported. The base version refreshes the view's intrinsic-size
    /// constraints.
    open func updateConstraints() { baseUpdateConstraints() }

    /// The size closest to `targetSize` that the view's constraints allow, pulled towards
    /// it at `fittingSizeLevel` on both axes, like `UIView.systemLayoutSizeFitting(_:)`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled
    /// towards `targetSize` at the given priorities, like
    /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
    /// (`.required` fixes that dimension, as for a self-sizing cell of known width); see
    /// View+Fitting.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
                                      verticalFittingPriority vertical: LayoutPriority) -> CGSize {
        constraintsFittingSize(targetSize, horizontal: horizontal, vertical: vertical)
    }

    /// The size the view's content needs, like `UIView.intrinsicContentSize`; Auto Layout
    /// keeps the view at it with the view's content hugging and compression resistance.
    /// `View.noIntrinsicMetric` in a dimension means none. The base version has none;
    /// call `invalidateIntrinsicContentSize()` when an override's value changes.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Whether the view relies on constraints even before it has any, like
    /// `UIView.requiresConstraintBasedLayout`: its `updateConstraints()` then runs in the
    /// first pass (where such views usually make their constraints).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The insets of the safe area from the view's edges, like `UIView.safeAreaInsets`:
    /// the part of the window's safe-area insets the view overlaps; zero outside a window.
    open var safeAreaInsets: EdgeInsets { safeAreaInsetsInWindow }

    /// Called when the view's safe area changes, before its next `layoutSubviews`, like
    /// `UIView.safeAreaInsetsDidChange()`. The base version does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's layout margins change (set, or moved by the safe area),
    /// before its next `layoutSubviews`, like `UIView.layoutMarginsDidChange()`. The base
    /// version does nothing.
    open func layoutMarginsDidChange() {}

    /// The safe-area insets and layout margins last reported to
    /// `safeAreaInsetsDidChange()` and `layoutMarginsDidChange()` (see `View+InsetChanges`).
    var reportedInsets = ReportedInsets()

    /// What few views set (focus group, large content, content size limits); made on
    /// first set (see `OccasionalViewProperties`).
    var occasionalProperties: OccasionalViewProperties?

    // MARK: Traits (the mechanism lives in Traits/View+Traits.swift)

    /// The traits this view sets for itself and its subviews, like
    /// `UIView.traitOverrides` (iOS 17): each one set replaces the inherited trait.
    open var traitOverrides = TraitOverrides() {
        didSet {
            guard oldValue != traitOverrides else { return }
            noteTraitSources()
            traitEnvironmentDidChange()
        }
    }
    /// Whether this view's traits may differ from its superview's: it overrides some, it
    /// is a controller's root view, or it is a window. Kept as a flag because the
    /// compositor asks it of every layer it walks.
    var startsTraitEnvironment = false
    /// What the view's content means for mirroring, like
    /// `UIView.semanticContentAttribute` (`.unspecified` by default: mirrored in a
    /// right-to-left environment).
    open var semanticContentAttribute = SemanticContentAttribute.unspecified {
        didSet { if oldValue != semanticContentAttribute { semanticContentAttributeDidChange(from: oldValue) } }
    }
    /// The traits the view last had in a window (`nil` before it was in one): a change
    /// from them is reported.
    var reportedTraits: TraitCollection?

    /// The direction to arrange this view's immediate content in, like
    /// `UIView.effectiveUserInterfaceLayoutDirection`: the `layoutDirection` trait as
    /// the view's `semanticContentAttribute` takes it (playback and spatial content stay
    /// left to right). As in UIKit, only a forced direction passes on to subviews.
    /// Open, as UIKit's is (View+LayoutDirection has the rules).
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { layoutDirectionOfContent }

    /// Called when the view's effective traits changed, like
    /// `UIView.traitCollectionDidChange(_:)`, with the traits before the change and the
    /// new ones as `TraitCollection.current`. A view's first traits in a window are not a
    /// change. The base version does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called with the view's traits when it first has them in a window and whenever
    /// they change, before `traitCollectionDidChange`: where Easel's own views follow
    /// the traits (a label's Dynamic Type font).
    func effectiveTraitsDidSettle(_ traits: TraitCollection) {}

    /// Called when `effectiveUserInterfaceLayoutDirection` changed: the leading and
    /// trailing constraints installed on the view are solved again and the view is laid
    /// out again. Easel's views whose drawing follows the direction redisplay too.
    func effectiveLayoutDirectionDidChange() {
        reinstallDirectionalConstraints()
        layoutMarginsDirectionDidChange()
        layer.redisplayTextAlignedByLayoutDirection()
        setNeedsLayout()
    }

    /// Where the baselines are, as distances below the vertical center; nil for views
    /// without text, whose baselines are their bottom.
    var baselineOffsetsFromCenter: BaselineOffsets? { nil }

    // MARK: Overridable, as in UIKit: layout, display, hierarchy, constraints, margins, touches, traits and tint (the mechanisms live in the View+… files)

    /// Configures the view's content and styling before layout, like iOS 26's
    /// `UIView.updateProperties()`: called in the commit's properties pass (before
    /// updating constraints and laying out), top-down, when `setNeedsUpdateProperties()`
    /// marked the view and once when it enters a window; a root view's controller's
    /// `updateProperties()` runs just before. What it reads of `@Observable` models is
    /// tracked: a change marks the view again. The base version does nothing. Never
    /// call it: mark with `setNeedsUpdateProperties()`.
    open func updateProperties() {}

    /// Marks the view as needing layout, like `UIView.setNeedsLayout()`. Nothing runs
    /// now: `layoutSubviews` runs once in the next commit however often this is called,
    /// or at once through `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
        markAncestors(for: .layout)
    }

    /// Lays out now if a layout is pending, like `UIView.layoutIfNeeded()`: from the
    /// topmost ancestor that needs layout down through its subtree (so through the
    /// receiver's). Does nothing where nothing is marked.
    open func layoutIfNeeded() {
        ObservedView.markChangedViews()
        var root: View = self
        while let superview = root.superview { root = superview }
        if root.constraintsNeedUpdate || root.descendantPendingPhases.contains(.constraints) || root.layoutStorage != nil {
            // Constraints first, as UIKit does: their changes mark the views to lay out.
            root.updateConstraintsSubtreeIfNeeded()
            root.hierarchyEngineIfUsed?.syncIfNeeded()
        }
        var topmost: View = self
        var ancestor = superview
        while let candidate = ancestor {
            if candidate.needsLayout { topmost = candidate }
            ancestor = candidate.superview
        }
        topmost.layoutSubtreeIfNeeded()
    }

    /// Resizes the view to the size that best fits its current one, keeping its
    /// origin, like `UIView.sizeToFit()`.
    open func sizeToFit() {
        var rect = frame
        rect.size = sizeThatFits(bounds.size)
        frame = rect
    }

    /// Marks the whole view as needing to be redrawn, like `UIView.setNeedsDisplay()`.
    /// Drawing happens in the next commit, once, whatever the number of marks.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks a rectangle of the view (in its coordinates) as needing to be redrawn,
    /// like `UIView.setNeedsDisplay(_:)`. The next draw gets the union of the marked
    /// rectangles clipped to `bounds`; a zero rectangle marks nothing.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Inserts a view at an index of the subviews, like `UIView.insertSubview(_:at:)`;
    /// the index is clamped to the valid range.
    open func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "a view cannot be added to one of its own subviews")
        if view.superview === self {
            // Reordering among siblings: no hierarchy callbacks, as in UIKit.
            view.geometryWillChange()
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            placeLayer(of: view)
            return
        }
        let newWindow = window
        let tintBefore = view.effectiveTintColor
        view.willMove(toSuperview: self)
        if view.window !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview { old.detach(view) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        placeLayer(of: view)
        layoutSubtreeDidAttach(view)
        let windowChanged = view.window !== newWindow
        if windowChanged { view.setWindow(newWindow) }
        if let newWindow { newWindow.subtreeWasInserted(view) } else { view.didEnterMaskTree() }
        if view.bounds.size != .zero { view.setNeedsLayout() }
        setNeedsLayout()
        view.markAncestorsForPendingWork()
        didAddSubview(view)
        view.didMoveToSuperview()
        if windowChanged { view.notifyDidMoveToWindow() }
        if newWindow != nil { view.updateTraitsInSubtree() }
        view.tintMayHaveChanged(from: tintBefore)
    }

    /// Inserts a view just above a sibling, like `UIView.insertSubview(_:aboveSubview:)`.
    open func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts a view just below a sibling, like `UIView.insertSubview(_:belowSubview:)`.
    open func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview to the front, like `UIView.bringSubviewToFront(_:)`.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back, like `UIView.sendSubviewToBack(_:)`.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices, like `UIView.exchangeSubview(at:withSubviewAt:)`.
    /// An index out of range (where UIKit raises) is reported and nothing moves.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.report("exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range for "
                + "\(subviews.count) subviews of \(traceName); nothing moved")
            return
        }
        let (low, high) = (min(index1, index2), max(index1, index2))
        guard low != high else { return }
        let (first, last) = (subviews[low], subviews[high])
        insertSubview(last, at: low)
        insertSubview(first, at: high)
    }

    /// The first view with `tag` in the view's hierarchy, the view itself first, then
    /// its subviews depth first, like `UIView.viewWithTag(_:)`.
    open func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Tells Auto Layout that `intrinsicContentSize` changed, like
    /// `UIView.invalidateIntrinsicContentSize()`: the view's `updateConstraints` runs in
    /// the next pass and reads the new size. Does nothing for a view outside Auto Layout.
    open func invalidateIntrinsicContentSize() {
        guard let state = layoutStorage, state.hasTakenPartInAutoLayout || state.engine != nil else { return }
        state.intrinsicContentSizeIsStale = true
        setNeedsUpdateConstraints()
        // A stack view filling proportionally sizes its views from their intrinsic sizes.
        state.arrangingStackView?.setNeedsUpdateConstraints()
    }

    /// Marks the view's constraints as needing an update, like
    /// `UIView.setNeedsUpdateConstraints()`: its `updateConstraints()` runs once in the
    /// next pass (before layout in the next commit, or through `updateConstraintsIfNeeded()`).
    open func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        markAncestors(for: .constraints)
    }

    /// Runs the update-constraints pass now for the view and its subviews, like
    /// `UIView.updateConstraintsIfNeeded()`, then brings the engine's solution up to date.
    open func updateConstraintsIfNeeded() {
        updateConstraintsSubtreeIfNeeded()
        hierarchyEngineIfUsed?.syncIfNeeded()
    }

    /// The margins inside the view's edges that content is laid out from, like
    /// `UIView.layoutMargins` (8 points on each side by default). `layoutMarginsGuide`
    /// is the bounds inset by these margins, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is set. Margins set here stay on their sides
    /// whatever the layout direction; `directionalLayoutMargins` set last follow it.
    open var layoutMargins: EdgeInsets {
        get {
            switch layoutStorage?.layoutMargins ?? .directional(ViewLayoutState.defaultMargins) {
            case .absolute(let insets): insets
            case .directional(let insets): insets.resolved(for: effectiveUserInterfaceLayoutDirection)
            }
        }
        set {
            guard layoutStorage?.layoutMargins != .absolute(newValue) else { return }
            let before = layoutMargins
            layoutState.layoutMargins = .absolute(newValue)
            if before != newValue { layoutGuidesDidChange() }
        }
    }

    /// The layout margins by reading direction, like `UIView.directionalLayoutMargins`:
    /// the leading margin is on the right in a right-to-left layout. Reading it after
    /// setting `layoutMargins` gives those margins in the current direction.
    open var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            switch layoutStorage?.layoutMargins ?? .directional(ViewLayoutState.defaultMargins) {
            case .absolute(let insets): DirectionalEdgeInsets(insets, in: effectiveUserInterfaceLayoutDirection)
            case .directional(let insets): insets
            }
        }
        set {
            guard layoutStorage?.layoutMargins != .directional(newValue) else { return }
            let before = layoutMargins
            layoutState.layoutMargins = .directional(newValue)
            if before != layoutMargins { layoutGuidesDidChange() }
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds, like
    /// `UIView.insetsLayoutMarginsFromSafeArea` (true by default): margins that would
    /// fall in an unsafe area are pushed inside it.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            layoutGuidesDidChange()
        }
    }

    /// Whether the superview's margins also hold inside this view where they reach into
    /// it, like `UIView.preservesSuperviewLayoutMargins` (false by default): a content
    /// view that fills its superview keeps its content within the superview's margins.
    /// (The superview's own margins are taken as set; whether it preserves its own
    /// superview's is not followed further up.)
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutState.preservesSuperviewLayoutMargins = newValue
            layoutGuidesDidChange()
        }
    }

    /// Whether the view's frame and autoresizing mask become constraints when it takes
    /// part in Auto Layout, like `UIView.translatesAutoresizingMaskIntoConstraints`: true
    /// for views made in code, so they keep the frame they are given. Set it to false
    /// for a view that constraints place.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            layoutStorage?.engine?.frameDidChange(of: self)
            superview?.setNeedsLayout()
        }
    }

    /// Activates a constraint, installed on this view, like `UIView.addConstraint(_:)`.
    /// The view must contain the constraint's items; otherwise it is reported and the
    /// constraint stays inactive.
    open func addConstraint(_ constraint: LayoutConstraint) {
        constraint.activate(installingOn: self)
    }

    /// Activates each constraint, installed on this view, like `UIView.addConstraints(_:)`.
    open func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint installed on this view, like `UIView.removeConstraint(_:)`.
    open func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.installedView === self { constraint.isActive = false }
    }

    /// Deactivates each constraint installed on this view, like `UIView.removeConstraints(_:)`.
    open func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// How much the view resists growing past its intrinsic size along `axis`, like
    /// `UIView.contentHuggingPriority(for:)` (250 by default).
    open func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutStorage else { return .defaultLow }
        return axis == .horizontal ? state.contentHugging.horizontal : state.contentHugging.vertical
    }

    /// Sets the content hugging priority of an axis, like
    /// `UIView.setContentHuggingPriority(_:for:)`.
    open func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            layoutState.contentHugging.horizontal = priority
        } else {
            layoutState.contentHugging.vertical = priority
        }
        contentSizeConstraintsDidChange()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`, like
    /// `UIView.contentCompressionResistancePriority(for:)` (750 by default).
    open func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let state = layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets the compression resistance priority of an axis, like
    /// `UIView.setContentCompressionResistancePriority(_:for:)`.
    open func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        contentSizeConstraintsDidChange()
    }

    /// Whether the view receives every finger that touches it, like
    /// `UIView.isMultipleTouchEnabled`; when `false` (the default) it receives only the
    /// first, and later fingers that begin in it are not delivered to it (its gesture
    /// recognizers still receive them).
    open var isMultipleTouchEnabled: Bool {
        get { touchHandling.isMultipleTouchEnabled }
        set { touchHandling.isMultipleTouchEnabled = newValue }
    }

    /// Whether the view takes touches exclusively, like `UIView.isExclusiveTouch`: while
    /// it tracks a touch no other view in the window receives new touches, and it
    /// receives no new touch while another view tracks one.
    open var isExclusiveTouch: Bool {
        get { touchHandling.isExclusiveTouch }
        set { touchHandling.isExclusiveTouch = newValue }
    }

    /// The gesture recognizers attached to the view, like `UIView.gestureRecognizers`.
    open var gestureRecognizers: [GestureRecognizer]? {
        get { touchHandling.gestureRecognizers.isEmpty ? nil : touchHandling.gestureRecognizers }
        set {
            for recognizer in touchHandling.gestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a gesture recognizer, like `UIView.addGestureRecognizer(_:)`; it is
    /// first detached from the view it was attached to.
    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view !== self else { return }
        recognizer.view?.removeGestureRecognizer(recognizer)
        touchHandling.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer, like `UIView.removeGestureRecognizer(_:)`; one
    /// that was tracking touches stops and is reset.
    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        window?.touchDispatch.recognizerWillDetach(recognizer)
        touchHandling.gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// The appearance this view and its subviews use whatever the environment's, like
    /// `UIView.overrideUserInterfaceStyle` (`traitOverrides.userInterfaceStyle`);
    /// `.unspecified` (the default) follows the environment.
    open var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { traitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }

    /// How the tint is adjusted, like `UIView.tintAdjustmentMode`: reading it gives the
    /// effective mode (`.normal` or `.dimmed`), inherited through `.automatic`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if ownTintAdjustmentMode != .automatic { return ownTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let before = effectiveTintColor
            ownTintAdjustmentMode = newValue
            tintMayHaveChanged(from: before)
        }
    }

    /// The action for a change of the layer's property `event`, like
    /// `UIView.action(for:forKey:)`: outside a `View.animate` block (or in one that does
    /// not animate), `NSNull`, so a view's layer never animates by itself. Inside one,
    /// any animatable property of the layer gets a `BasicAnimation` (a
    /// `SpringAnimation` in a spring block) with the block's duration, curve, delay
    /// (its `beginTime`, filling both ways), repeat and autoreverse options, whose
    /// delegate runs the block's completion. As in UIKit since iOS 8, `position`,
    /// `bounds.origin` and `bounds.size` animate additively (from the old value less
    /// the new one to nothing added), so an animation in flight blends with the new
    /// one; any other property animates from its old value, or from what is on screen
    /// with `.beginFromCurrentState`, to its new value, replacing the one in flight.
    open func action(for layer: Layer, forKey event: String) -> Action? {
        guard let context = AnimationContext.stack.last, let parameters = context.animatingParameters,
              AnimatableKeyPath.named(event, on: layer) != nil
        else { return NSNull() }
        let animation: BasicAnimation
        if let spring = parameters.spring {
            let curve = parameters.springStiffness.map { stiffness in
                SpringCurve(mass: 1, stiffness: stiffness, damping: 2 * spring.dampingRatio * stiffness.squareRoot(),
                            initialVelocity: spring.velocity)
            } ?? SpringCurve(dampingRatio: spring.dampingRatio, initialVelocity: spring.velocity, duration: parameters.duration)
            let springAnimation = SpringAnimation(keyPath: event)
            springAnimation.stiffness = curve.stiffness
            springAnimation.damping = curve.damping
            springAnimation.initialVelocity = curve.initialVelocity
            animation = springAnimation
        } else {
            animation = BasicAnimation(keyPath: event)
            animation.timingFunction = parameters.options.timingFunction
        }
        animation.duration = parameters.duration
        animation.fillMode = .both
        if parameters.delay > 0, let now = window?.eventLoop.now { animation.beginTime = now + parameters.delay }
        if parameters.options.contains(.repeat) { animation.repeatCount = .infinity }
        if let repeatCount = parameters.repeatCount { animation.repeatCount = repeatCount }
        animation.autoreverses = parameters.autoreverses ?? parameters.options.contains(.autoreverse)
        animation.delegate = context.block
        if Self.additiveKeys.contains(event) {
            animation.isAdditive = true
        } else {
            animation.toValue = layer.value(forKeyPath: event)
            if parameters.options.contains(.beginFromCurrentState), layer.animation(forKey: event) != nil {
                animation.fromValue = layer.presentation()?.value(forKeyPath: event)
            }
        }
        return animation
    }

    // MARK: Overridable, as in UIKit: coordinate conversion (View+Conversion has the rest)

    /// Converts a point from this view's coordinates to another view's (the window's
    /// when `nil`), through every transform on the way, like `UIView.convert(_:to:)`.
    open func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from another view's coordinates (the window's when `nil`) to
    /// this view's, like `UIView.convert(_:from:)`.
    open func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to another view's coordinates: the smallest rectangle
    /// holding it once transformed, like `UIView.convert(_:to:)`.
    open func convert(_ rect: CGRect, to view: View?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts a rectangle from another view's coordinates, like `UIView.convert(_:from:)`.
    open func convert(_ rect: CGRect, from view: View?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }
}
