@_implementationOnly import CCairo
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
            guard start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return }
            func point(_ t: CGFloat) -> CGPoint {
                CGPoint(x: start.x + t * (end.x - start.x), y: start.y + t * (end.y - start.y))
            }
            let margins = Gradient.margins(for: options)
            guard let pattern = gradient.pattern(alpha: state.alpha, before: margins.before, after: margins.after,
                                                 geometry: { t0, t1 in
                cairo_pattern_create_linear(point(t0).x, point(t0).y, point(t1).x, point(t1).y)
            }) else { return }
            defer { cairo_pattern_destroy(pattern) }
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
                  startRadius > 0 || endRadius > 0 else { return }
            func circle(_ t: CGFloat) -> (x: CGFloat, y: CGFloat, radius: CGFloat) {
                (startCenter.x + t * (endCenter.x - startCenter.x), startCenter.y + t * (endCenter.y - startCenter.y),
                 startRadius + t * (endRadius - startRadius))
            }
            var (before, after) = Gradient.margins(for: options)
            // Where the circles shrink to nothing within the margin, there is nothing
            // beyond that end to leave unpainted, and no circle to put the margin on.
            if circle(-before.length).radius < 0 { before.length = 0 }
            if circle(1 + after.length).radius < 0 { after.length = 0 }
            // Pixman leaves the point where an extended end's circles shrink to nothing
            // unpainted (a one-pixel hole at the center of a concentric gradient), so
            // the pattern runs on to that point, painted with the end color, instead of
            // padding. Only when that point is near; far away the pad is exact enough.
            let apexLimit: CGFloat = 16
            if before.isPainted, endRadius > startRadius, startRadius / (endRadius - startRadius) <= apexLimit {
                before.length = startRadius / (endRadius - startRadius)
            }
            if after.isPainted, startRadius > endRadius, endRadius / (startRadius - endRadius) <= apexLimit {
                after.length = endRadius / (startRadius - endRadius)
            }
            guard let pattern = gradient.pattern(alpha: state.alpha, before: before, after: after,
                                                 geometry: { t0, t1 in
                let (c0, c1) = (circle(t0), circle(t1))
                return cairo_pattern_create_radial(c0.x, c0.y, c0.radius, c1.x, c1.y, c1.radius)
            }) else { return }
            defer { cairo_pattern_destroy(pattern) }
            draw(pattern, through: .clip, on: cairo)
        }
    }
}
