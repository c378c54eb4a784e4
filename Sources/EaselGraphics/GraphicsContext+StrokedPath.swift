@_implementationOnly import CCairo
import Foundation

/// Turning the current path into the area its stroke paints, with Core Graphics' name.
extension GraphicsContext {
    /// Replaces the current path with the outline of its stroke under the current line
    /// width, cap, join and miter limit (in user space, as a stroke uses them), like
    /// `CGContext.replacePathWithStrokedPath()`: filling the new path with the non-zero
    /// rule paints what `strokePath()` would, and clipping to it clips to the stroke.
    /// The dash pattern is not applied to the outline; a dashed context reports so.
    public func replacePathWithStrokedPath() {
        withDrawableCairo { cairo in
            if cairo_get_dash_count(cairo) > 0 {
                Diagnostics.report("GraphicsContext.replacePathWithStrokedPath(): the dash pattern is not applied; the outline is of the solid stroke")
            }
            let cap = [LineCap.butt, .round, .square].first { $0.cairoLineCap == cairo_get_line_cap(cairo) } ?? .butt
            let join = [LineJoin.miter, .round, .bevel].first { $0.cairoLineJoin == cairo_get_line_join(cairo) } ?? .miter
            let path = BezierPath(elements: currentPath.applying(state.ctm.inverted()).elements)
            let outline = path.strokeOutline(width: cairo_get_line_width(cairo), cap: cap, join: join,
                                             miterLimit: cairo_get_miter_limit(cairo))
            currentPath = devicePath(outline.elements)
        }
    }
}
