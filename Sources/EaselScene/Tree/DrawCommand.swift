import EaselGraphics
import Foundation

/// One drawing command of a `Canvas`, run in order in the view's
/// `draw(context:rect:)`; each is the `GraphicsContext` call of the same name
/// (CoreGraphics' `CGContext` API).
public enum DrawCommand: Sendable {
    /// How a stroke looks; what is `nil` keeps the context's current setting.
    public struct StrokeStyle: Sendable {
        /// `setStrokeColor(_:)`.
        public var color: Color?
        /// `setLineWidth(_:)`.
        public var width: CGFloat?
        /// `setLineCap(_:)`.
        public var cap: LineCap?
        /// `setLineJoin(_:)`.
        public var join: LineJoin?
        /// `setMiterLimit(_:)`.
        public var miterLimit: CGFloat?
        /// Dash lengths and phase, like `setLineDash(phase:lengths:)`; empty lengths
        /// draw solid.
        public var dash: (lengths: [CGFloat], phase: CGFloat)?
    }

    /// Where text goes: from a point, or wrapped in a rectangle.
    public enum TextPlacement: Sendable {
        /// From a point, on one line per paragraph, like `draw(at:withAttributes:)`.
        case at(CGPoint)
        /// Wrapped in a rectangle, like `draw(in:withAttributes:)`.
        case inRect(CGRect)
    }

    // MARK: State
    /// `save`: `saveGState()`.
    case saveGState
    /// `restore`: `restoreGState()`.
    case restoreGState
    /// `translate`: `translateBy(x:y:)`.
    case translate(x: CGFloat, y: CGFloat)
    /// `scale`: `scaleBy(x:y:)`.
    case scale(x: CGFloat, y: CGFloat)
    /// `rotate`: `rotate(by:)`, in radians.
    case rotate(CGFloat)
    /// `concatenate`: `concatenate(_:)`.
    case concatenate(Transform)
    /// `alpha`: `setAlpha(_:)`.
    case setAlpha(CGFloat)
    /// `blendMode`: `setBlendMode(_:)`.
    case setBlendMode(BlendMode)
    /// `shadow`: `setShadow(offset:blur:color:)` (CoreGraphics' default color when `nil`).
    case setShadow(offset: CGSize, blur: CGFloat, color: Color?)

    // MARK: Path
    /// `beginPath`: `beginPath()`.
    case beginPath
    /// `move`: `move(to:)`.
    case move(to: CGPoint)
    /// `line`: `addLine(to:)`.
    case addLine(to: CGPoint)
    /// `curve`: `addCurve(to:control1:control2:)`.
    case addCurve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// `quadCurve`: `addQuadCurve(to:control:)`.
    case addQuadCurve(to: CGPoint, control: CGPoint)
    /// `arc`: `addArc(center:radius:startAngle:endAngle:clockwise:)`.
    case addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    /// `rect`: `addRect(_:)`.
    case addRect(CGRect)
    /// `ellipse`: `addEllipse(in:)`.
    case addEllipse(in: CGRect)
    /// `roundedRect`: adds `BezierPath(roundedRect:cornerRadius:)`.
    case addRoundedRect(CGRect, cornerRadius: CGFloat)
    /// `close`: `closePath()`.
    case closePath

    // MARK: Painting
    /// Fills the current path (setting the fill color first when given).
    case fill(rule: PathFillRule, color: Color?)
    /// Strokes the current path with the given settings.
    case stroke(StrokeStyle)
    /// Intersects the clip with the current path.
    case clip(rule: PathFillRule)
    /// Intersects the clip with a rectangle.
    case clipToRect(CGRect)
    /// `linearGradient`: `drawLinearGradient(_:start:end:options:)`.
    case linearGradient(Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions)
    /// `radialGradient`: `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
    case radialGradient(Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        options: GradientDrawingOptions)
    /// `text`: `NSString.draw(at:withAttributes:)` or `draw(in:withAttributes:)`.
    case text(String, TextPlacement, TextAttributes)
    /// `image`: `GraphicsContext.draw(_:in:)`.
    case image(SceneImage, in: CGRect)
}
