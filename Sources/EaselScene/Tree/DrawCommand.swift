import EaselGraphics
import Foundation

/// One drawing command of a `Canvas`, run in order in the view's
/// `draw(context:rect:)`; each is the `GraphicsContext` call of the same name
/// (CoreGraphics' `CGContext` API).
public enum DrawCommand: Sendable {
    /// How a stroke looks; what is `nil` keeps the context's current setting.
    public struct StrokeStyle: Sendable {
        public var color: Color?
        public var width: CGFloat?
        public var cap: LineCap?
        public var join: LineJoin?
        public var miterLimit: CGFloat?
        /// Dash lengths and phase, like `setLineDash(phase:lengths:)`; empty lengths
        /// draw solid.
        public var dash: (lengths: [CGFloat], phase: CGFloat)?
    }

    /// Where text goes: from a point, or wrapped in a rectangle.
    public enum TextPlacement: Sendable {
        case at(CGPoint)
        case inRect(CGRect)
    }

    // MARK: State
    case saveGState
    case restoreGState
    case translate(x: CGFloat, y: CGFloat)
    case scale(x: CGFloat, y: CGFloat)
    case rotate(CGFloat)
    case concatenate(Transform)
    case setAlpha(CGFloat)
    case setBlendMode(BlendMode)
    case setShadow(offset: CGSize, blur: CGFloat, color: Color?)

    // MARK: Path
    case beginPath
    case move(to: CGPoint)
    case addLine(to: CGPoint)
    case addCurve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case addQuadCurve(to: CGPoint, control: CGPoint)
    case addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
    case addRect(CGRect)
    case addEllipse(in: CGRect)
    case addRoundedRect(CGRect, cornerRadius: CGFloat)
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
    case linearGradient(Gradient, start: CGPoint, end: CGPoint, options: GradientDrawingOptions)
    case radialGradient(Gradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                        options: GradientDrawingOptions)
    case text(String, TextPlacement, TextAttributes)
    case image(SceneImage, in: CGRect)
}
