import CCairo
import Foundation

/// Gradients, with CoreGraphics' names.
///
/// A gradient paints the whole clip, not the current path (clip to a path first to
/// fill a shape with one, as in CoreGraphics), with the global alpha, blend mode and
/// shadow. Beyond its ends it paints nothing unless the options say so. The current
/// path is left as it was.
extension GraphicsContext {
    /// Paints a gradient along the line from `start` to `end`, like
    /// `CGContext.drawLinearGradient(_:start:end:options:)`: every point on a line
    /// perpendicular to that one through the point at fraction `t` gets the color at
    /// location `t`. Coincident points paint nothing.
    public func drawLinearGradient(_ gradient: Gradient, start: CGPoint, end: CGPoint,
                                   options: GradientDrawingOptions) {
        withDrawableCairo { cairo in
            guard start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite),
                  let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
            defer { cairo_pattern_destroy(pattern) }
            gradient.addStops(to: pattern, options: options, alpha: state.alpha)
            draw(pattern, through: .clip, on: cairo)
        }
    }

    /// Paints a gradient between two circles, like
    /// `CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`:
    /// the circle interpolated at fraction `t` between the start and end circles gets
    /// the color at location `t`, later circles painting over earlier ones (the PDF
    /// radial shading both CoreGraphics and cairo implement). Negative radii, or two
    /// zero radii, paint nothing.
    public func drawRadialGradient(_ gradient: Gradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: GradientDrawingOptions) {
        withDrawableCairo { cairo in
            let values = [startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius]
            guard values.allSatisfy(\.isFinite), startRadius >= 0, endRadius >= 0,
                  startRadius > 0 || endRadius > 0,
                  let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius,
                                                            endCenter.x, endCenter.y, endRadius) else { return }
            defer { cairo_pattern_destroy(pattern) }
            gradient.addStops(to: pattern, options: options, alpha: state.alpha)
            draw(pattern, through: .clip, on: cairo)
        }
    }
}
