import EaselGraphics
import Foundation

/// Draws a layer's content for it; a view is its layer's delegate, like
/// `CALayerDelegate`'s `draw(_:in:)`.
@MainActor
public protocol LayerDelegate: AnyObject {
    /// Draws the content of `layer` into `context`.
    func draw(_ layer: Layer, in context: GraphicsContext)
}

/// The object that holds a view's drawn content and its compositing properties, like
/// `CALayer`.
///
/// A view draws through its layer: `display` calls `draw(in:)`, whose base version
/// asks the delegate (the view) to draw. A `Layer` subclass that overrides `draw(in:)`
/// is drawn the same way (install it with `View.layerClass`).
@MainActor
open class Layer {
    /// The object that draws the content: the layer's view.
    public weak var delegate: LayerDelegate?
    /// The view this layer backs.
    weak var owningView: View?

    /// Content drawn by `draw(in:)`: `ceil(bounds × scale)` pixels.
    var backingStore: BackingStore?
    /// An image shown as the layer's content instead of drawing (`ImageView`).
    var contents: Image? {
        didSet { if oldValue !== contents { owningView?.damageOwnArea() } }
    }

    /// The whole layer awaits drawing.
    var needsFullDisplay = false
    /// The union of the rectangles awaiting drawing, in the view's coordinates.
    var dirtyRect = CGRect.null

    /// A layer with default properties, like `CALayer()`.
    public required init() {}

    // MARK: Compositing properties (CALayer's names and defaults)

    /// The radius of the rounded corners of the background, border and (with
    /// `masksToBounds`) the content, like `CALayer.cornerRadius`.
    public var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { compositingWillChange() } }
        didSet { if oldValue != cornerRadius { compositingWillChange() } }
    }
    /// The width of the border drawn inside the bounds, above the content and
    /// sublayers, like `CALayer.borderWidth`.
    public var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { compositingWillChange() } }
        didSet { if oldValue != borderWidth { compositingWillChange() } }
    }
    /// The border's color, like `CALayer.borderColor` (opaque black by default).
    public var borderColor: Color? = .black {
        willSet { if newValue != borderColor { compositingWillChange() } }
        didSet { if oldValue != borderColor { compositingWillChange() } }
    }
    /// The shadow's color, like `CALayer.shadowColor` (opaque black by default).
    public var shadowColor: Color? = .black {
        willSet { if newValue != shadowColor { compositingWillChange() } }
        didSet { if oldValue != shadowColor { compositingWillChange() } }
    }
    /// The shadow's opacity, 0…1, like `CALayer.shadowOpacity` (0: no shadow).
    public var shadowOpacity: Float = 0 {
        willSet { if newValue != shadowOpacity { compositingWillChange() } }
        didSet { if oldValue != shadowOpacity { compositingWillChange() } }
    }
    /// The shadow's offset, like `CALayer.shadowOffset` (default (0, −3)).
    public var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { compositingWillChange() } }
        didSet { if oldValue != shadowOffset { compositingWillChange() } }
    }
    /// The shadow's blur radius, like `CALayer.shadowRadius` (default 3).
    public var shadowRadius: CGFloat = 3 {
        willSet { if newValue != shadowRadius { compositingWillChange() } }
        didSet { if oldValue != shadowRadius { compositingWillChange() } }
    }
    /// Whether content and sublayers are clipped to the (rounded) bounds, like
    /// `CALayer.masksToBounds`; the shadow is clipped away too, as in Core Animation.
    public var masksToBounds = false {
        willSet { if newValue != masksToBounds { compositingWillChange() } }
        didSet { if oldValue != masksToBounds { compositingWillChange() } }
    }

    /// Whether the layer casts a visible shadow with its model values (the compositor's
    /// test for views without animations; animated ones read their presentation values).
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds }

    /// A compositing property changes: the area it covers before and after is damaged
    /// (a shadow or mask changes the area itself).
    private func compositingWillChange() {
        owningView?.animatablePropertyWillChange()
        owningView?.damageSubtreeArea()
    }

    // MARK: Display

    /// Marks the whole layer as needing to be redrawn, like `CALayer.setNeedsDisplay()`.
    public func setNeedsDisplay() {
        guard drawsContent != false else { return }
        needsFullDisplay = true
        owningView?.propagateDisplayNeedUpward()
    }

    /// Marks a rectangle (in the view's coordinates) as needing to be redrawn, like
    /// `CALayer.setNeedsDisplay(_:)`; a zero or empty rectangle marks nothing.
    public func setNeedsDisplay(_ rect: CGRect) {
        guard drawsContent != false, !rect.isNull, !rect.isEmpty else { return }
        dirtyRect = dirtyRect.union(rect)
        owningView?.propagateDisplayNeedUpward()
    }

    /// Whether a redraw is pending, like `CALayer.needsDisplay()`.
    public var needsDisplay: Bool { needsFullDisplay || !dirtyRect.isNull }

    /// Draws the layer's content, like `CALayer.draw(in:)`. The base version asks the
    /// delegate; override it to draw in a `Layer` subclass.
    open func draw(in context: GraphicsContext) {
        if let delegate { delegate.draw(self, in: context) } else { DisplayPass.current?.baseDrawWasReached = true }
    }

    /// A layer entering a window draws in full at the first commit, as UIKit draws a
    /// view the first time it is shown.
    func viewDidEnterWindow() {
        guard drawsContent != false, backingStore == nil else { return }
        needsFullDisplay = true
        owningView?.propagateDisplayNeedUpward()
    }

    /// Whether this layer's view draws: `nil` until its first display finds out
    /// (a view draws when its class overrides `draw(context:rect:)` or its layer class
    /// overrides `draw(in:)`; Easel learns it per class from the first draw).
    var drawsContent: Bool? {
        guard let view = owningView else { return nil }
        return DrawingClasses.drawsContent(type(of: view))
    }
}
