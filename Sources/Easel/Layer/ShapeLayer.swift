import EaselGraphics
import Foundation

/// A layer that fills and strokes a path, like `CAShapeLayer`.
///
/// The shape is rendered at the screen's resolution at every composite, above the
/// background and below the sublayers; like Core Animation's, it is not clipped to the
/// bounds (unless `masksToBounds`), so a shape layer of zero size shows its whole path.
/// `strokeStart` and `strokeEnd` trim the stroke (not the fill) to fractions of the
/// path's length. A number that is not finite (or a negative line width) is ignored
/// and reported, as the layer's geometry is.
open class ShapeLayer: Layer {
    override class var rendersInCompositor: Bool { true }

    /// The path drawn, in the layer's coordinates, like `CAShapeLayer.path`; the layer
    /// keeps a copy, as a `CGPath` is immutable.
    open var path: BezierPath? {
        willSet { compositingWillChange() }
        didSet {
            if let path, path !== oldValue { self.path = path.copy() }
            compositingDidChange("path", from: oldValue)
        }
    }
    /// The fill's color, like `CAShapeLayer.fillColor` (opaque black by default; `nil`
    /// fills nothing).
    open var fillColor: Color? = .black {
        willSet { if newValue != fillColor { compositingWillChange() } }
        didSet { if oldValue != fillColor { compositingDidChange("fillColor", from: oldValue) } }
    }
    /// Which points the fill covers, like `CAShapeLayer.fillRule` (non-zero winding).
    open var fillRule = PathFillRule.winding {
        willSet { if newValue != fillRule { compositingWillChange() } }
        didSet { if oldValue != fillRule { compositingWillChange() } }
    }
    /// The stroke's color, like `CAShapeLayer.strokeColor` (`nil`, no stroke, by default).
    open var strokeColor: Color? {
        willSet { if newValue != strokeColor { compositingWillChange() } }
        didSet { if oldValue != strokeColor { compositingDidChange("strokeColor", from: oldValue) } }
    }
    /// The stroke's width in points, like `CAShapeLayer.lineWidth` (default 1).
    open var lineWidth: CGFloat = 1 {
        willSet { if newValue != lineWidth { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("lineWidth", lineWidth) || lineWidth < 0 { lineWidth = oldValue }
            if oldValue != lineWidth { compositingDidChange("lineWidth", from: oldValue) }
        }
    }
    /// How open ends of the stroke are drawn, like `CAShapeLayer.lineCap` (butt).
    open var lineCap = LineCap.butt {
        willSet { if newValue != lineCap { compositingWillChange() } }
        didSet { if oldValue != lineCap { compositingWillChange() } }
    }
    /// How corners of the stroke are drawn, like `CAShapeLayer.lineJoin` (miter).
    open var lineJoin = LineJoin.miter {
        willSet { if newValue != lineJoin { compositingWillChange() } }
        didSet { if oldValue != lineJoin { compositingWillChange() } }
    }
    /// The limit beyond which miter joins are beveled, like `CAShapeLayer.miterLimit`
    /// (default 10).
    open var miterLimit: CGFloat = 10 {
        willSet { if newValue != miterLimit { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("miterLimit", miterLimit) { miterLimit = oldValue }
            if oldValue != miterLimit { compositingDidChange("miterLimit", from: oldValue) }
        }
    }
    /// The lengths of dashes and gaps of the stroke, in points, like
    /// `CAShapeLayer.lineDashPattern` (`nil`: a solid stroke).
    open var lineDashPattern: [NSNumber]? {
        willSet { if newValue != lineDashPattern { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("lineDashPattern", lineDashPattern?.cgFloats ?? []) { lineDashPattern = oldValue }
            if oldValue != lineDashPattern { compositingWillChange() }
        }
    }
    /// How far into the dash pattern the stroke starts, like `CAShapeLayer.lineDashPhase`.
    open var lineDashPhase: CGFloat = 0 {
        willSet { if newValue != lineDashPhase { compositingWillChange() } }
        didSet {
            if !acceptsGeometry("lineDashPhase", lineDashPhase) { lineDashPhase = oldValue }
            if oldValue != lineDashPhase { compositingDidChange("lineDashPhase", from: oldValue) }
        }
    }
    /// Where along the path the stroke starts, as a fraction of its length, like
    /// `CAShapeLayer.strokeStart` (0).
    open var strokeStart: CGFloat = 0 {
        willSet { if newValue != strokeStart { trimWillChange(to: (newValue, strokeEnd)) } }
        didSet {
            if !acceptsGeometry("strokeStart", strokeStart) { strokeStart = oldValue }
            if oldValue != strokeStart { trimDidChange("strokeStart", from: oldValue, trim: (oldValue, strokeEnd)) }
        }
    }
    /// Where along the path the stroke ends, as a fraction of its length, like
    /// `CAShapeLayer.strokeEnd` (1).
    open var strokeEnd: CGFloat = 1 {
        willSet { if newValue != strokeEnd { trimWillChange(to: (strokeStart, newValue)) } }
        didSet {
            if !acceptsGeometry("strokeEnd", strokeEnd) { strokeEnd = oldValue }
            if oldValue != strokeEnd { trimDidChange("strokeEnd", from: oldValue, trim: (strokeStart, oldValue)) }
        }
    }

    /// The part of the path the stroke covers (`strokeStart` to `strokeEnd`), kept for
    /// as long as they and the path stay the same: the compositor strokes it once for
    /// each tile it paints, trimming measures the whole path, and a change of the trim
    /// compares the part before with the part after (`ShapeLayer+TrimDamage`).
    private var strokedPart: (path: BezierPath, start: CGFloat, end: CGFloat, trimmed: BezierPath)?

    /// What the compositor asks of the path at every composite, measured once for the
    /// path it was measured on (the layer's own copy; see `measures(of:)`).
    var measuredPath: (path: BezierPath, measures: PathMeasures)?

    /// Whether a stroke is drawn at all.
    private var strokes: Bool {
        (strokeColor?.alpha ?? 0) > 0 && lineWidth > 0 && strokeEnd > strokeStart
    }

    override func paintedArea(of bounds: CGRect) -> CGRect {
        guard let path, !path.isEmpty else { return bounds }
        var box = measures(of: path).bounds
        if strokes {
            let reach = lineWidth / 2 * strokeReach
            box = box.insetBy(dx: -reach, dy: -reach)
        }
        return bounds.isEmpty ? box : box.union(bounds)
    }

    override func copyState(from layer: Layer) {
        super.copyState(from: layer)
        guard let shape = layer as? ShapeLayer else { return }
        path = shape.path
        fillColor = shape.fillColor
        fillRule = shape.fillRule
        strokeColor = shape.strokeColor
        lineWidth = shape.lineWidth
        lineCap = shape.lineCap
        lineJoin = shape.lineJoin
        miterLimit = shape.miterLimit
        lineDashPattern = shape.lineDashPattern
        lineDashPhase = shape.lineDashPhase
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
    }

    override var contentColors: [Color?] { [fillColor, strokeColor] }

    override func renderContent(in context: GraphicsContext) {
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            context.addPath(path)
            context.setFillColor(fillColor)
            context.fillPath(using: fillRule)
        }
        guard strokes, let strokeColor else { return }
        context.addPath(strokedPath(of: path, trimmedTo: trim))
        context.setStrokeColor(strokeColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap)
        context.setLineJoin(lineJoin)
        context.setMiterLimit(miterLimit)
        if let dashes = lineDashPattern, !dashes.isEmpty { context.setLineDash(phase: lineDashPhase, lengths: dashes.cgFloats) }
        context.strokePath()
    }

    /// `path` trimmed to `trim`, kept until another path or trim is asked for.
    func strokedPath(of path: BezierPath, trimmedTo trim: Trim) -> BezierPath {
        if let part = strokedPart, part.path === path, part.start == trim.start, part.end == trim.end {
            return part.trimmed
        }
        let trimmed = path.trimmed(from: trim.start, to: trim.end)
        strokedPart = (path, trim.start, trim.end, trimmed)
        return trimmed
    }
}
