import EaselGraphics
import Foundation

/// Draws a layer's content for it; a view is its layer's delegate, like
/// `CALayerDelegate`'s `draw(_:in:)`.
@preconcurrency @MainActor
public protocol LayerDelegate: NSObjectProtocol {
    /// Draws the content of `layer` into `context`. Optional, as in `CALayerDelegate`:
    /// the default draws nothing, so a delegate that only supplies actions (a layer
    /// that is its own delegate to turn off implicit animations) conforms.
    func draw(_ layer: Layer, in context: GraphicsContext)

    /// The action for a change of `event` (a property's key), like
    /// `CALayerDelegate.action(for:forKey:)`: `nil` lets the layer search on, `NSNull`
    /// stops the search with no action. The default returns `nil`.
    func action(for layer: Layer, forKey event: String) -> Action?

    /// Lays out `layer`'s sublayers, like `CALayerDelegate.layoutSublayers(of:)`: the
    /// base `layoutSublayers()` of a layer asks its delegate. The default does nothing.
    func layoutSublayers(of layer: Layer)
}

extension LayerDelegate {
    public func draw(_ layer: Layer, in context: GraphicsContext) {}
    public func action(for layer: Layer, forKey event: String) -> Action? { nil }
    public func layoutSublayers(of layer: Layer) {}
}

/// A node of the render tree, like `CALayer`: geometry, compositing properties,
/// content and sublayers.
///
/// Every view is backed by a layer (its `layer`), whose geometry and appearance are the
/// view's: `bounds`, `position`, `transform`, `opacity`, `isHidden` and
/// `backgroundColor` read and write the view's `bounds`, `center`, `transform`,
/// `alpha`, `isHidden` and `backgroundColor`. A subview's layer is a sublayer of its
/// superview's layer, in subview order. A layer no view owns (a standalone layer,
/// made with `Layer()` or a kind such as `ShapeLayer`) keeps its own values and joins
/// the tree with `addSublayer(_:)`; the compositor paints both kinds alike.
///
/// A layer draws through `display()`, whose base version calls `draw(in:)`, which
/// asks the delegate; override either, as in Core Animation.
@preconcurrency @MainActor
open class Layer: CustomStringConvertible, CustomDebugStringConvertible {
    /// The layer's description, like the `description` `CALayer` inherits from
    /// `NSObject`: `<Module.Type: 0x…>`, its class and address. A subclass overrides it
    /// as on iOS (`override var description: String`). Not isolated, as `NSObject`'s
    /// is not.
    nonisolated open var description: String {
        "<\(String(reflecting: type(of: self))): \(String(describing: Unmanaged.passUnretained(self).toOpaque()))>"
    }

    /// The description in the debugger, like `NSObject.debugDescription`: `description`
    /// unless overridden.
    nonisolated open var debugDescription: String { description }

    /// The object that draws the content, like `CALayer.delegate`: a view for its layer.
    open var delegate: LayerDelegate? {
        get { delegateIsOwningView ? owningView : assignedDelegate }
        set {
            delegateIsOwningView = newValue != nil && newValue === owningView
            assignedDelegate = delegateIsOwningView ? nil : newValue
        }
    }
    /// A delegate other than the layer's own view, held weakly as Core Animation does.
    /// A view is its layer's delegate through `owningView` instead: a weak reference
    /// to an object slows every retain and release of it for the rest of its life.
    private weak var assignedDelegate: LayerDelegate?
    /// Whether the delegate is the view the layer backs.
    private var delegateIsOwningView = false
    /// The view this layer backs; `nil` for a standalone layer. Not a weak reference:
    /// the compositor reads it for every layer of every composite, and a weak load
    /// costs more than the rest of the walk over an undamaged layer. The view owns the
    /// layer and clears this in its `deinit` (which is not isolated, hence
    /// `nonisolated(unsafe)`: only the main actor reads it, or the deinit of its view).
    nonisolated(unsafe) unowned(unsafe) var owningView: View?

    /// The name of the layer in traces and diagnostics, like `CALayer.name`.
    open var name: String?
    /// Values set by key-value coding for keys that name no property (see
    /// `setValue(_:forKey:)`), as a `CALayer` keeps them.
    var keyedValues: [String: Any] = [:]

    // MARK: Tree storage
    /// The layer this one is a sublayer of, like `CALayer.superlayer`.
    public internal(set) weak var superlayer: Layer?
    /// The sublayers, back to front before `zPosition` ordering.
    var storedSublayers: [Layer] = []
    /// The layer whose alpha masks this one's content.
    var storedMask: Layer?
    /// The layer this one is the mask of.
    weak var maskedLayer: Layer?

    // MARK: Standalone storage (a view-backed layer reads its view's values instead)
    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedTransform = Transform3D.identity {
        didSet { transformIsAffine = storedTransform.isAffine }
    }
    var storedOpacity: Float = 1
    var storedIsHidden = false
    var storedIsOpaque = false
    var storedBackgroundColor: Color?
    // Kept by every layer, a view's too (UIKit has no view property for them).
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedSublayerTransform = Transform3D.identity {
        didSet {
            sublayerTransformIsIdentity = storedSublayerTransform.isIdentity
            sublayerTransformIsAffine = storedSublayerTransform.isAffine
        }
    }
    /// Whether `storedTransform` acts in the plane only, kept as it is set: the
    /// compositor asks for every layer at every composite.
    private(set) var transformIsAffine = true
    /// Whether `storedSublayerTransform` is the identity, kept as it is set.
    private(set) var sublayerTransformIsIdentity = true
    /// Whether `storedSublayerTransform` acts in the plane only, kept as it is set.
    private(set) var sublayerTransformIsAffine = true
    var storedZPosition: CGFloat = 0
    var storedIsDoubleSided = true
    var storedAllowsGroupOpacity = true
    var storedAllowsEdgeAntialiasing = false

    // MARK: Display storage
    /// Content drawn by `draw(in:)`: `ceil(bounds × scale)` pixels. The presentation
    /// copies made of the layer show the new content.
    var backingStore: BackingStore? {
        didSet { animationStore?.modelDidChange() }
    }
    /// The layer this one is the presentation of, while it displays itself (see
    /// `Layer+PresentationDisplay`); `nil` for a model layer. The model's animations
    /// hold such a copy, so it never outlives the model: not a weak reference, which
    /// would slow every retain and release of the model.
    nonisolated(unsafe) unowned(unsafe) var presentedModel: Layer?
    /// The whole layer awaits drawing.
    var needsFullDisplay = false
    /// The union of the rectangles awaiting drawing, in the layer's coordinates.
    var dirtyRect = CGRect.null
    /// The pipeline whose list of standalone layers to display holds this layer.
    weak var displayQueue: RenderPipeline?
    /// Whether `layoutSublayers()` is due, for a standalone layer.
    var needsLayoutStorage = false
    /// The pipeline whose list of standalone layers to lay out holds this layer.
    weak var layoutQueue: RenderPipeline?
    /// What is in the backing store resolved a dynamic color: a change of the color
    /// appearance redraws it.
    var drewWithDynamicColors = false

    // MARK: Compositor storage
    /// Counts the changes of the layer's own values: every change damages the layer
    /// (`damageLayerTree()`), which counts it. A `CompositedArea` found at one count
    /// holds while the count stays the same.
    var changeCount = 0
    /// The device pixels the layer's tree painted in an earlier composite, kept so that
    /// a composite skips the layer, unread, away from the damage (see `CompositedArea`).
    var compositedArea: CompositedArea?

    // MARK: Animation storage
    /// The animations added to the layer; `nil` when none.
    var animationStore: LayerAnimations?
    /// The layer's own time space (`speed`, `timeOffset`, `beginTime`; see
    /// Layer+Timing), nil while it is its superlayer's.
    var timing: LayerTiming?
    /// The transaction in which the layer last joined a tree (`Transaction.commitCount`
    /// then): a layer that has not been committed yet starts no implicit animations.
    var joinedTreeInTransaction = -1

    /// Actions by key, searched after the delegate, like `CALayer.actions`: an
    /// `NSNull` value means no action (and stops the search).
    open var actions: [String: Action]?

    /// A layer with default properties, like `CALayer()`.
    public init() {}

    /// A layer with `layer`'s properties, like `CALayer.init(layer:)`, which Core
    /// Animation calls to make presentation copies: Easel makes a layer's presentation
    /// copy through it too, so a subclass that overrides it copies its own properties
    /// into the copy, as on iOS. Its sublayers, animations and delegate are not copied.
    /// A `layer` that is not a `Layer` gives a layer with default properties.
    public init(layer: Any) {
        if let layer = layer as? Layer { copyState(from: layer) }
    }

    /// Layers are not decoded from archives (there are no storyboards here), like a
    /// `CALayer` subclass's `init(coder:)` left to fail: `nil`, reported.
    public required init?(coder: NSCoder) {
        reportArchiveNotDecoded(Self.self)
        return nil
    }

    /// A layer of the dynamic class: a copy of `layer`'s properties through
    /// `init(layer:)`, or with default ones through `init()` when `layer` is `nil`.
    /// Easel makes a view's `layerClass` and every presentation copy with it.
    ///
    /// A subclass inherits it unless it declares initializers of its own without
    /// overriding all three of `init()`, `init(layer:)` and `init?(coder:)`; override
    /// the missing ones then (`easel port` adds them, forwarding to `super`; iOS traps
    /// without `init(layer:)` when Core Animation copies the layer).
    public required convenience init(copyingOrDefault layer: Layer?) {
        if let layer { self.init(layer: layer) } else { self.init() }
    }

    // MARK: Kinds that the compositor renders (shapes, gradients)

    /// Whether the compositor renders the layer's content with `renderContent(in:)`
    /// at every composite, at the screen's resolution, as Core Animation renders
    /// `CAShapeLayer` and `CAGradientLayer` (no backing store, nothing to redisplay).
    class var rendersInCompositor: Bool { false }

    /// Renders the content of a kind the compositor renders, in the layer's
    /// coordinates, above the background and `contents`, below the sublayers.
    func renderContent(in context: GraphicsContext) {}

    /// The colors of the content a kind renders in the compositor (a shape's fill and
    /// stroke, a gradient's colors), resolved at every composite.
    var contentColors: [Color?] { [] }

    /// The area the layer paints when its bounds are `bounds`, in its coordinates: the
    /// bounds, with what a kind paints outside them (a shape layer's path and stroke).
    func paintedArea(of bounds: CGRect) -> CGRect { bounds }

    /// Whether the layer shows its sublayers more than once (`ReplicatorLayer`).
    class var replicatesSublayers: Bool { false }

    /// The copies of the sublayers the layer shows, for a kind that replicates them.
    var sublayerInstances: [SublayerInstance] { [SublayerInstance(mapping: .identity, color: .white, delay: 0)] }

    // MARK: Content

    /// An image shown as the layer's content, like `CALayer.contents`, placed by
    /// `contentsGravity` (a view's layer: by the view's `contentMode`). Drawn content
    /// (`display()`) replaces it.
    ///
    /// Typed `Any?` as in Core Animation: it takes an `Image` or a `CGImage` (what iOS
    /// code assigns, `image.cgImage`); anything else shows nothing, as in Core
    /// Animation, and is reported.
    open var contents: Any? {
        didSet {
            let image = Self.image(ofContents: contents)
            guard image !== contentsImage else { return }
            contentsImage = image
            contentDidChange()
        }
    }

    /// The image `contents` shows; `nil` when it holds none.
    private(set) var contentsImage: Image?

    /// How `contents` is placed in the bounds, like `CALayer.contentsGravity`.
    open var contentsGravity = ContentsGravity.resize {
        didSet { if oldValue != contentsGravity { contentDidChange() } }
    }

    /// How `contents` is resampled where it is drawn smaller than its pixels, like
    /// `CALayer.minificationFilter` (`.linear`): `.nearest` gives each device pixel the
    /// colour of the content pixel under its center, unblended; `.trilinear` filters as
    /// `.linear` does (Easel does not mipmap).
    open var minificationFilter = ContentsFilter.linear {
        didSet { if oldValue != minificationFilter { contentDidChange() } }
    }

    /// How `contents` is resampled where it is drawn larger than its pixels, like
    /// `CALayer.magnificationFilter` (`.linear`): `.nearest` repeats each content pixel
    /// as a hard-edged block, as pixel art wants.
    open var magnificationFilter = ContentsFilter.linear {
        didSet { if oldValue != magnificationFilter { contentDidChange() } }
    }

    /// The bias of the mipmap level `.trilinear` minification picks, like
    /// `CALayer.minificationFilterBias` (0): kept; Easel does not mipmap.
    open var minificationFilterBias: Float = 0

    /// The part of the content shown, in the unit coordinate space of the content
    /// (the whole of it by default), like `CALayer.contentsRect`: that part is placed
    /// by `contentsGravity` as the whole would be. A rectangle that is not finite or not
    /// of positive size is ignored and reported.
    open var contentsRect = Layer.unitRect {
        didSet {
            let r = contentsRect
            guard acceptsGeometry("contentsRect", r.minX, r.minY, r.width, r.height) else { return contentsRect = oldValue }
            guard r.width > 0, r.height > 0 else {
                Diagnostics.report("\(traceName): ignoring a contentsRect of no size (\(r.width) × \(r.height))")
                return contentsRect = oldValue
            }
            if oldValue != contentsRect { contentDidChange() }
        }
    }

    /// The part of the content that stretches when the content is drawn at another size,
    /// in the unit coordinate space of the part `contentsRect` shows, like
    /// `CALayer.contentsCenter`: the content outside it (its borders) keeps its size, as
    /// a resizable image's caps do. The unit rectangle (the default) stretches the whole.
    /// A rectangle that is not finite, or does not lie within the unit rectangle, is
    /// ignored and reported.
    open var contentsCenter = Layer.unitRect {
        didSet {
            let r = contentsCenter
            guard acceptsGeometry("contentsCenter", r.minX, r.minY, r.width, r.height) else {
                return contentsCenter = oldValue
            }
            guard r.width >= 0, r.height >= 0, Layer.unitRect.contains(r) else {
                Diagnostics.report("\(traceName): ignoring a contentsCenter outside the unit rectangle (\(r.minX), \(r.minY), \(r.width), \(r.height))")
                return contentsCenter = oldValue
            }
            if oldValue != contentsCenter { contentDidChange() }
        }
    }

    /// The unit rectangle, `contentsRect`'s default.
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// Pixels per point of content drawn by `draw(in:)`, like `CALayer.contentsScale`
    /// (1 by default for a standalone layer, as in Core Animation; a view's layer draws
    /// at the view's `contentScaleFactor`). It applies from the next display; a value
    /// that is not a positive number is ignored.
    open var contentsScale: CGFloat = 1 {
        didSet { if !contentsScale.isFinite || contentsScale <= 0 { contentsScale = oldValue } }
    }

    /// Whether a change of the bounds' size redraws the content, like
    /// `CALayer.needsDisplayOnBoundsChange` (otherwise the old content is stretched).
    open var needsDisplayOnBoundsChange = false

    // MARK: Compositing properties (CALayer's names and defaults)

    /// The radius of the rounded corners of the background, border and (with
    /// `masksToBounds`) the content, like `CALayer.cornerRadius`.
    open var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { compositingWillChange() } }
        didSet { if oldValue != cornerRadius { compositingDidChange("cornerRadius", from: oldValue) } }
    }
    /// The curve of the rounded corners, like `CALayer.cornerCurve` (circular).
    open var cornerCurve = CornerCurve.circular {
        willSet { if newValue != cornerCurve { compositingWillChange() } }
        didSet { if oldValue != cornerCurve { compositingWillChange() } }
    }
    /// Which corners `cornerRadius` rounds, like `CALayer.maskedCorners` (all four).
    open var maskedCorners = CornerMask.all {
        willSet { if newValue != maskedCorners { compositingWillChange() } }
        didSet { if oldValue != maskedCorners { compositingWillChange() } }
    }
    /// The width of the border drawn inside the bounds, above the content and
    /// sublayers, like `CALayer.borderWidth`.
    open var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { compositingWillChange() } }
        didSet { if oldValue != borderWidth { compositingDidChange("borderWidth", from: oldValue) } }
    }
    /// The border's color, like `CALayer.borderColor` (opaque black by default).
    open var borderColor: Color? = .black {
        willSet { if newValue != borderColor { compositingWillChange() } }
        didSet { if oldValue != borderColor { compositingDidChange("borderColor", from: oldValue) } }
    }
    /// The shadow's color, like `CALayer.shadowColor` (opaque black by default).
    open var shadowColor: Color? = .black {
        willSet { if newValue != shadowColor { compositingWillChange() } }
        didSet { if oldValue != shadowColor { compositingDidChange("shadowColor", from: oldValue) } }
    }
    /// The shadow's opacity, 0…1, like `CALayer.shadowOpacity` (0: no shadow).
    open var shadowOpacity: Float = 0 {
        willSet { if newValue != shadowOpacity { compositingWillChange() } }
        didSet { if oldValue != shadowOpacity { compositingDidChange("shadowOpacity", from: oldValue) } }
    }
    /// The shadow's offset, like `CALayer.shadowOffset` (default (0, −3)).
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { compositingWillChange() } }
        didSet { if oldValue != shadowOffset { compositingDidChange("shadowOffset", from: oldValue) } }
    }
    /// The shadow's blur radius, like `CALayer.shadowRadius` (default 3).
    open var shadowRadius: CGFloat = 3 {
        willSet { if newValue != shadowRadius { compositingWillChange() } }
        didSet { if oldValue != shadowRadius { compositingDidChange("shadowRadius", from: oldValue) } }
    }
    /// The shape of the shadow, in the layer's coordinates, like `CALayer.shadowPath`:
    /// when set, the shadow is this path filled, instead of the layer's composited alpha.
    open var shadowPath: BezierPath? {
        willSet { if newValue !== shadowPath { compositingWillChange() } }
        didSet { if oldValue !== shadowPath { compositingDidChange("shadowPath", from: oldValue) } }
    }
    /// Whether content and sublayers are clipped to the (rounded) bounds, like
    /// `CALayer.masksToBounds`; the shadow is clipped away too, as in Core Animation.
    open var masksToBounds = false {
        willSet { if newValue != masksToBounds { compositingWillChange() } }
        didSet { if oldValue != masksToBounds { compositingWillChange() } }
    }

    /// Copies `layer`'s properties into this standalone layer, as Core Animation's
    /// `init(layer:)` makes presentation layers; each kind copies what it adds.
    func copyState(from layer: Layer) {
        copyLayerState(from: layer)
    }

    // MARK: Override points
    /// Whether a change of the value of `key` redisplays the layer, like
    /// `CALayer.needsDisplay(forKey:)`: false for every key here; a subclass returns
    /// true for the keys its drawing depends on. Easel asks it when a key is set through
    /// `setValue(_:forKey:)` (a subclass's own stored properties redisplay through
    /// their setters, as Swift code on iOS does).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value of `key` before any is set, like `CALayer.defaultValue(forKey:)`: `nil`
    /// here; a subclass gives defaults for keys it reads with `value(forKey:)`.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Draws the layer's content, like `CALayer.draw(in:)`. The base version asks the
    /// delegate; override it to draw in a `Layer` subclass. A layer whose class does not
    /// override it and that has no delegate draws nothing and gets no backing store.
    open func draw(in context: GraphicsContext) {
        delegate?.draw(self, in: context)
    }

    /// Starts what the layer does over time in `window`, which it is in (it joined it,
    /// or changed there): Easel's emitter moves its particles at the window's VSyncs.
    /// The base layer does nothing over time.
    func startRunning(in window: Window) {}

    /// Makes the layer's content, like `CALayer.display()`: the base version asks a
    /// view delegate whose class implements `display(_:)` to do it, as Core Animation
    /// asks a delegate that responds to `displayLayer:`, and otherwise draws the marked
    /// rectangle into a backing store through `draw(in:)`. Override it to set
    /// `contents` directly. Never call it to draw: mark with `setNeedsDisplay()`.
    open func display() {
        if let owningView, DrawingClasses.displaysItself(owningView) {
            owningView.display(self)
            needsFullDisplay = false
            dirtyRect = .null
            displayedRect = bounds
            return
        }
        displayedRect = drawMarkedRect()
    }

    /// Lays out the sublayers, like `CALayer.layoutSublayers()`: called in the commit
    /// for a layer marked by `setNeedsLayout()` (a view's layer is laid out by its
    /// view's `layoutSublayers(of:)`). The base version asks the delegate's
    /// `layoutSublayers(of:)`, as Core Animation's does.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// The size the layer would like in its superlayer, like
    /// `CALayer.preferredFrameSize()`: the base version answers the size of `bounds`.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether `point` (in the layer's coordinates) is inside the layer, like
    /// `CALayer.contains(_:)`: the base version tests `bounds`.
    open func contains(_ point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The action for a change of `event` (a property's key), like
    /// `CALayer.action(forKey:)`, searched in Core Animation's order: the delegate's
    /// `action(for:forKey:)`, the `actions` dictionary, the kind's
    /// `defaultAction(forKey:)`, then Core Animation's implicit animation of an
    /// animatable property (a `BasicAnimation` with the transaction's duration and
    /// timing function). An `NSNull` from any step ends the search with `nil`.
    open func action(forKey event: String) -> Action? {
        searchAction(forKey: event)
    }

    /// The action of a kind for `event`, like `CALayer.defaultAction(forKey:)`:
    /// searched after the delegate and `actions`. The base version has none.
    open class func defaultAction(forKey event: String) -> Action? { nil }

    /// What the last `display()` drew, in the layer's coordinates.
    var displayedRect: CGRect?

    // MARK: Overridable, as in Core Animation: geometry, appearance, sublayers, layout, display and animations (the mechanisms live in the Layer+… files)

    /// The layer's opacity, 0…1, applied to it and its sublayers as a group, like
    /// `CALayer.opacity` (a view's `alpha`).
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let owningView { return owningView.alpha = CGFloat(newValue) }
            change(\.storedOpacity, to: newValue.isNaN ? 0 : min(1, max(0, newValue)), key: "opacity")
        }
    }

    /// Whether the layer and its sublayers are left out of compositing, like
    /// `CALayer.isHidden` (a view's `isHidden`).
    open var isHidden: Bool {
        get { owningView?.isHidden ?? storedIsHidden }
        set {
            if let owningView { return owningView.isHidden = newValue }
            change(\.storedIsHidden, to: newValue)
        }
    }

    /// Whether the layer promises to fill its bounds with opaque content, like
    /// `CALayer.isOpaque`: `false` for a standalone layer. A view's layer reads and sets
    /// its view's `isOpaque` (`true` by default), as UIKit's views keep theirs in the
    /// layer. Easel composites correctly either way, so it changes nothing drawn.
    open var isOpaque: Bool {
        get { owningView?.isOpaque ?? storedIsOpaque }
        set {
            if let owningView { return owningView.isOpaque = newValue }
            storedIsOpaque = newValue
        }
    }

    /// The color the bounds are filled with behind the content, like
    /// `CALayer.backgroundColor` (a view's `backgroundColor`); `nil` is transparent.
    open var backgroundColor: Color? {
        get { owningView.map { $0.layerBackgroundColor } ?? storedBackgroundColor }
        set {
            if let owningView { return owningView.layerBackgroundColor = newValue }
            change(\.storedBackgroundColor, to: newValue, key: "backgroundColor")
        }
    }

    /// The layer's own coordinate space, like `CALayer.bounds`. A size change marks the
    /// layer for layout and, with `needsDisplayOnBoundsChange`, for display.
    open var bounds: CGRect {
        get { owningView?.bounds ?? storedBounds }
        set {
            if let owningView { return owningView.bounds = newValue }
            guard acceptsGeometry("bounds", newValue.origin.x, newValue.origin.y, newValue.width, newValue.height)
            else { return }
            let oldSize = storedBounds.size
            change(\.storedBounds, to: newValue, key: "bounds")
            if newValue.size != oldSize { boundsSizeDidChange() }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates, like
    /// `CALayer.position` (a view's `center`).
    open var position: CGPoint {
        get { owningView?.center ?? storedPosition }
        set {
            if let owningView { return owningView.center = newValue }
            guard acceptsGeometry("position", newValue.x, newValue.y) else { return }
            change(\.storedPosition, to: newValue, key: "position")
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and
    /// `transform` turns about, like `CALayer.anchorPoint` (default the center).
    /// Changing it keeps `position` and moves `frame`; for a view's layer it keeps the
    /// view's `center` and moves its `frame`, as in UIKit.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard acceptsGeometry("anchorPoint", newValue.x, newValue.y) else { return }
            change(\.storedAnchorPoint, to: newValue, key: "anchorPoint")
        }
    }

    /// The transform applied about the anchor point, like `CALayer.transform`. Its
    /// affine part is composited (see `Transform3D`); a view's layer holds the view's
    /// `transform`, and setting it sets the view's to the affine part.
    open var transform: Transform3D {
        get { owningView.map { Transform3D($0.transform) } ?? storedTransform }
        set {
            guard acceptsGeometry("transform", newValue.rows.flatMap { $0 }) else { return }
            if let owningView { return owningView.transform = newValue.affineTransform }
            change(\.storedTransform, to: newValue, key: "transform")
        }
    }

    /// The affine part of `transform`, like `CALayer.affineTransform()`.
    open func affineTransform() -> Transform { transform.affineTransform }

    /// Sets `transform` to an affine transform, like `CALayer.setAffineTransform(_:)`.
    open func setAffineTransform(_ transform: Transform) { self.transform = Transform3D(transform) }

    /// The layer's place among its siblings, like `CALayer.zPosition`: sublayers are
    /// painted in order of `zPosition`, those with equal values in `sublayers` order.
    open var zPosition: CGFloat {
        get { storedZPosition }
        set {
            guard acceptsGeometry("zPosition", newValue) else { return }
            change(\.storedZPosition, to: newValue, key: "zPosition")
        }
    }

    /// The rectangle holding the transformed bounds in the superlayer's coordinates,
    /// like `CALayer.frame`. Setting it sets `position` (through the anchor point) and
    /// the size of `bounds`; a rectangle of negative size is standardized.
    open var frame: CGRect {
        get {
            if let owningView { return owningView.frame }
            return Self.frame(bounds: storedBounds, position: storedPosition, anchorPoint: storedAnchorPoint,
                              transform: storedTransform.affineTransform)
        }
        set {
            if let owningView { return owningView.frame = newValue }
            guard acceptsGeometry("frame", newValue.origin.x, newValue.origin.y, newValue.width, newValue.height)
            else { return }
            let frame = newValue.standardized
            position = CGPoint(x: frame.minX + storedAnchorPoint.x * frame.width,
                               y: frame.minY + storedAnchorPoint.y * frame.height)
            bounds.size = frame.size
        }
    }

    /// The sublayers, back to front, like `CALayer.sublayers` (`nil` when none): a
    /// view's layer lists its subviews' layers, in subview order, with the standalone
    /// layers added to it. Setting it removes the standalone sublayers and adds the
    /// given ones (the layers of subviews stay: they move with their views).
    open var sublayers: [Layer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.removeFromSuperlayer() }
            for sublayer in newValue ?? [] { addSublayer(sublayer) }
        }
    }

    /// Adds a layer above the other sublayers, like `CALayer.addSublayer(_:)`; it is
    /// first removed from its superlayer.
    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: storedSublayers.count)
    }

    /// Inserts a layer at an index of `sublayers`, clamped to the valid range, like
    /// `CALayer.insertSublayer(_:at:)`. A layer that is its own ancestor, or a view's
    /// layer (placed by its view), is refused with a diagnostic.
    open func insertSublayer(_ layer: Layer, at index: Int) {
        guard adopts(layer) else { return }
        layer.detachFromSuperlayer()
        storedSublayers.insert(layer, at: min(max(0, index), storedSublayers.count))
        layer.superlayer = self
        layer.didEnterTree()
    }

    /// Inserts a layer just above a sublayer, like `CALayer.insertSublayer(_:above:)`;
    /// on top of all of them when `sibling` is `nil`. A `sibling` that is not a
    /// sublayer is reported and nothing changes.
    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        guard let sibling else { return addSublayer(layer) }
        guard layer !== sibling, let index = indexOfSublayer(sibling, for: "insertSublayer(_:above:)") else { return }
        insertSublayer(layer, at: index + 1)
    }

    /// Inserts a layer just below a sublayer, like `CALayer.insertSublayer(_:below:)`;
    /// below all of them when `sibling` is `nil`. A `sibling` that is not a sublayer is
    /// reported and nothing changes.
    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        guard let sibling else { return insertSublayer(layer, at: 0) }
        guard layer !== sibling, let index = indexOfSublayer(sibling, for: "insertSublayer(_:below:)") else { return }
        insertSublayer(layer, at: index)
    }

    /// Puts `newLayer` where `oldLayer` is among the sublayers, like
    /// `CALayer.replaceSublayer(_:with:)`; `oldLayer` leaves the tree.
    open func replaceSublayer(_ oldLayer: Layer, with newLayer: Layer) {
        guard oldLayer !== newLayer, let index = indexOfSublayer(oldLayer, for: "replaceSublayer(_:with:)"),
              adopts(newLayer), oldLayer.isDetachable(for: "replaceSublayer(_:with:)") else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: index)
    }

    /// Takes the layer out of its superlayer, like `CALayer.removeFromSuperlayer()`.
    /// A view's layer leaves with its view (`View.removeFromSuperview()`): removing it
    /// alone is reported and ignored.
    open func removeFromSuperlayer() {
        guard superlayer != nil, isDetachable(for: "removeFromSuperlayer()") else { return }
        detachFromSuperlayer()
    }

    /// Marks the layer for `layoutSublayers()` in the next commit, like
    /// `CALayer.setNeedsLayout()`; a view's layer marks its view (`View.setNeedsLayout()`).
    open func setNeedsLayout() {
        if let owningView { return owningView.setNeedsLayout() }
        needsLayoutStorage = true
        if let window = hostWindow { enqueuePendingWork(in: window) }
    }

    /// Whether a layout is pending, like `CALayer.needsLayout()`.
    open func needsLayout() -> Bool {
        owningView?.needsLayout ?? needsLayoutStorage
    }

    /// Lays out the layer now if it is marked, then its standalone sublayers that are,
    /// like `CALayer.layoutIfNeeded()`; a view's layer lays out its view.
    open func layoutIfNeeded() {
        if let owningView { return owningView.layoutIfNeeded() }
        if needsLayoutStorage {
            needsLayoutStorage = false
            layoutSublayers()
        }
        for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.layoutIfNeeded() }
    }

    /// The layer whose alpha masks this one's content, like `CALayer.mask`; it is
    /// placed in this layer's coordinates and has no superlayer. A layer that already
    /// has a superlayer or masks another layer, a view's layer, or one that would make
    /// a cycle (this layer, or a layer this one is inside) is refused with a diagnostic.
    open var mask: Layer? {
        get { storedMask }
        set {
            guard newValue !== storedMask else { return }
            if let newValue, let refusal = refusal(ofMask: newValue) {
                return Diagnostics.report("\(traceName): refusing \(newValue.traceName) as its mask; \(refusal)")
            }
            if let view = owningView, view.maskStorage != nil {
                // The layer's own mask replaces its view's mask view, as on iOS.
                view.maskStorage?.maskedView = nil
                view.maskStorage = nil
            }
            setMaskLayer(newValue)
        }
    }

    /// The farthest descendant of the layer (or the layer itself) that contains
    /// `point`, given in the superlayer's coordinates, like `CALayer.hitTest(_:)`.
    /// Hidden layers are skipped, a layer that masks to its bounds hides what lies
    /// outside them, and sublayers are tried front to back as they are painted.
    open func hitTest(_ point: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let local: CGPoint
        if let projection = projection(in: superlayer) {
            // A layer seen edge-on covers no point, nor does one behind the eye.
            guard let point = projection.inverted()?.apply(to: point) else { return nil }
            local = point
        } else {
            let toSuperlayer = transformToSuperlayer
            // A layer scaled to nothing covers no point.
            guard toSuperlayer.a * toSuperlayer.d - toSuperlayer.b * toSuperlayer.c != 0 else { return nil }
            local = point.applying(toSuperlayer.inverted())
        }
        let inside = contains(local)
        if masksToBounds, !inside { return nil }
        for sublayer in sublayersInPaintingOrder.reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// Marks the whole layer as needing to be redrawn, like `CALayer.setNeedsDisplay()`.
    open func setNeedsDisplay() {
        guard isDisplayed else { return }
        needsFullDisplay = true
        displayNeedDidArise()
    }

    /// Marks a rectangle (in the layer's coordinates) as needing to be redrawn, like
    /// `CALayer.setNeedsDisplay(_:)`; a zero or empty rectangle marks nothing.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard isDisplayed, !rect.isNull, !rect.isEmpty else { return }
        dirtyRect = dirtyRect.union(rect)
        displayNeedDidArise()
    }

    /// Draws the layer and its sublayers into `context` in the layer's own coordinates
    /// (its `bounds`), like `CALayer.render(in:)`: what the window composites of the
    /// tree (backgrounds, content, borders, corner masks, sublayers with their
    /// transforms, opacities and shadows) at the context's scale, after the layout and
    /// display the tree has pending. The layer's own position, transform, opacity and
    /// shadow are left out, as they place it in its superlayer. A layer that is not in
    /// a window draws nothing, reported: there is nothing to lay it out and display it.
    open func render(in context: GraphicsContext) {
        guard let window = hostWindow else {
            return Diagnostics.report("CALayer.render(in:): the layer is not in a window; nothing is drawn")
        }
        window.pipeline.settle()
        guard let image = renderedImage(in: window, scale: context.scale) else { return }
        context.draw(image, in: presentedValues.bounds)
    }

    /// Adds a copy of `animation` to the layer, like `CALayer.add(_:forKey:)`: it
    /// replaces an animation with the same key (whose delegate hears it stopped
    /// unfinished). A duration of 0 becomes the transaction's; a `beginTime` of 0
    /// becomes the current time (in the layer's time space: see Layer+Timing). A custom
    /// property (a key the layer keeps a value for, or one its class redisplays for)
    /// animates on the presentation copies, which redisplay for it as
    /// `needsDisplay(forKey:)` says; any other key path the layer cannot animate is
    /// reported and the animation shows nothing. The animation runs while the layer is
    /// in a window. A `Transition` also shows the layer's old appearance (see
    /// Layer+Transition).
    open func add(_ animation: Animation, forKey key: String?) {
        if let transition = animation as? Transition { return addTransition(transition, forKey: key) }
        addAnimation(animation.copy(), forKey: key)
    }

    /// Adds `copy`, a copy the layer keeps, under `key` (see `add(_:forKey:)`).
    func addAnimation(_ copy: Animation, forKey key: String?) {
        copy.resolveDuration(Transaction.animationDuration())
        for keyPath in copy.animatedKeyPaths
        where AnimatableKeyPath.named(keyPath, on: self) == nil && !AnimatableKeyPath.isCustomProperty(keyPath, of: self) {
            let reason = AnimatableKeyPath.exists(keyPath) ? "is not a property of" : "is not an animatable key path of"
            Trace.diagnostic("\(traceName): cannot animate \"\(keyPath)\": it \(reason) \(type(of: self))")
        }
        if copy is PropertyAnimation, copy.animatedKeyPaths.isEmpty {
            Trace.diagnostic("\(traceName): an animation without a keyPath animates nothing")
        }
        let window = hostWindow
        let now = localTime(atGlobalTime: window?.eventLoop.now ?? EventLoop.current?.now ?? 0)
        let entry = LayerAnimationEntry(key: key, animation: copy, begin: copy.beginTime == 0 ? now : copy.beginTime,
                                        startsWhenAdded: copy.beginTime == 0)
        presentationWillChange()
        if let key, let replaced = animationStore?.entries.first(where: { $0.key == key }) {
            animationStore?.entries.removeAll { $0 === replaced }
            window?.animator.animationDidEnd(replaced, of: self, finished: false)
        }
        let store = animationStore ?? LayerAnimations()
        animationStore = store
        store.entries.append(entry)
        store.modelDidChange()
        (copy.delegate as? AnimationBlock)?.animationWasAdded(to: self, forKey: key)
        Transaction.animationWasAdded(entry)
        window?.animator.layerDidAddAnimation(self)
        presentationDidChange()
    }

    /// Removes the animation under `key`, like `CALayer.removeAnimation(forKey:)`; its
    /// delegate hears it stopped unfinished (finished, if its time was over).
    open func removeAnimation(forKey key: String) {
        guard let entry = animationStore?.entries.first(where: { $0.key == key }) else { return }
        remove([entry])
    }

    /// Removes every animation of the layer, like `CALayer.removeAllAnimations()` (a
    /// view's layer: its `View.animate` animations too, whose completions say
    /// unfinished); the screen shows the model values from the next frame.
    open func removeAllAnimations() {
        remove(animationStore?.entries ?? [])
    }

    /// A copy of the layer with the values the screen shows now, like
    /// `CALayer.presentation()`: the model values, with each animation in flight
    /// applied in the order added (a view's layer: its `View.animate` animations too).
    /// The copy has the layer's properties, not its sublayers.
    open func presentation() -> Self? {
        let copy = modelCopy()
        applyAnimations(to: copy)
        return copy
    }
}
