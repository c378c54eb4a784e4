import EaselGraphics
import Foundation

/// Draws a layer's content for it; a view is its layer's delegate, like
/// `CALayerDelegate`'s `draw(_:in:)`.
@preconcurrency @MainActor
public protocol LayerDelegate: AnyObject {
    /// Draws the content of `layer` into `context`.
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
open class Layer {
    /// The object that draws the content, like `CALayer.delegate`: a view for its layer.
    public var delegate: LayerDelegate? {
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
    public var name: String?
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

    // MARK: Display storage
    /// Content drawn by `draw(in:)`: `ceil(bounds × scale)` pixels. The presentation
    /// copies made of the layer show the new content.
    var backingStore: BackingStore? {
        didSet { animationStore?.modelDidChange() }
    }
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
    public var actions: [String: Action]?

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
    /// `init(layer:)` too then (iOS traps without it when Core Animation copies the
    /// layer, so code written for iOS already does).
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
    public var contents: Any? {
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
    public var contentsGravity = ContentsGravity.resize {
        didSet { if oldValue != contentsGravity { contentDidChange() } }
    }

    /// The part of the content shown, in the unit coordinate space of the content
    /// (the whole of it by default), like `CALayer.contentsRect`: that part is placed
    /// by `contentsGravity` as the whole would be. A rectangle that is not finite or not
    /// of positive size is ignored and reported.
    public var contentsRect = Layer.unitRect {
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
    public var contentsCenter = Layer.unitRect {
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
    public var contentsScale: CGFloat = 1 {
        didSet { if !contentsScale.isFinite || contentsScale <= 0 { contentsScale = oldValue } }
    }

    /// Whether a change of the bounds' size redraws the content, like
    /// `CALayer.needsDisplayOnBoundsChange` (otherwise the old content is stretched).
    public var needsDisplayOnBoundsChange = false

    // MARK: Compositing properties (CALayer's names and defaults)

    /// The radius of the rounded corners of the background, border and (with
    /// `masksToBounds`) the content, like `CALayer.cornerRadius`.
    public var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { compositingWillChange() } }
        didSet { if oldValue != cornerRadius { compositingDidChange("cornerRadius", from: oldValue) } }
    }
    /// The curve of the rounded corners, like `CALayer.cornerCurve` (circular).
    public var cornerCurve = CornerCurve.circular {
        willSet { if newValue != cornerCurve { compositingWillChange() } }
        didSet { if oldValue != cornerCurve { compositingWillChange() } }
    }
    /// Which corners `cornerRadius` rounds, like `CALayer.maskedCorners` (all four).
    public var maskedCorners = CornerMask.all {
        willSet { if newValue != maskedCorners { compositingWillChange() } }
        didSet { if oldValue != maskedCorners { compositingWillChange() } }
    }
    /// The width of the border drawn inside the bounds, above the content and
    /// sublayers, like `CALayer.borderWidth`.
    public var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { compositingWillChange() } }
        didSet { if oldValue != borderWidth { compositingDidChange("borderWidth", from: oldValue) } }
    }
    /// The border's color, like `CALayer.borderColor` (opaque black by default).
    public var borderColor: Color? = .black {
        willSet { if newValue != borderColor { compositingWillChange() } }
        didSet { if oldValue != borderColor { compositingDidChange("borderColor", from: oldValue) } }
    }
    /// The shadow's color, like `CALayer.shadowColor` (opaque black by default).
    public var shadowColor: Color? = .black {
        willSet { if newValue != shadowColor { compositingWillChange() } }
        didSet { if oldValue != shadowColor { compositingDidChange("shadowColor", from: oldValue) } }
    }
    /// The shadow's opacity, 0…1, like `CALayer.shadowOpacity` (0: no shadow).
    public var shadowOpacity: Float = 0 {
        willSet { if newValue != shadowOpacity { compositingWillChange() } }
        didSet { if oldValue != shadowOpacity { compositingDidChange("shadowOpacity", from: oldValue) } }
    }
    /// The shadow's offset, like `CALayer.shadowOffset` (default (0, −3)).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { compositingWillChange() } }
        didSet { if oldValue != shadowOffset { compositingDidChange("shadowOffset", from: oldValue) } }
    }
    /// The shadow's blur radius, like `CALayer.shadowRadius` (default 3).
    public var shadowRadius: CGFloat = 3 {
        willSet { if newValue != shadowRadius { compositingWillChange() } }
        didSet { if oldValue != shadowRadius { compositingDidChange("shadowRadius", from: oldValue) } }
    }
    /// The shape of the shadow, in the layer's coordinates, like `CALayer.shadowPath`:
    /// when set, the shadow is this path filled, instead of the layer's composited alpha.
    public var shadowPath: BezierPath? {
        willSet { if newValue !== shadowPath { compositingWillChange() } }
        didSet { if oldValue !== shadowPath { compositingDidChange("shadowPath", from: oldValue) } }
    }
    /// Whether content and sublayers are clipped to the (rounded) bounds, like
    /// `CALayer.masksToBounds`; the shadow is clipped away too, as in Core Animation.
    public var masksToBounds = false {
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

    /// Makes the layer's content, like `CALayer.display()`: the base version draws the
    /// marked rectangle into a backing store through `draw(in:)`. Override it to set
    /// `contents` directly. Never call it to draw: mark with `setNeedsDisplay()`.
    open func display() {
        displayedRect = drawMarkedRect()
    }

    /// Lays out the sublayers, like `CALayer.layoutSublayers()`: called in the commit
    /// for a layer marked by `setNeedsLayout()` (a view's layer is laid out by its
    /// view's `layoutSublayers(of:)`). The base version asks the delegate's
    /// `layoutSublayers(of:)`, as Core Animation's does.
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

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
}
