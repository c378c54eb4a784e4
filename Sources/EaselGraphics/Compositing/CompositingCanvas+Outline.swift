@_implementationOnly import CCairo
import Foundation

/// A layer's outline (see `LayerOutline`) filled, stroked or clipped to, as Core
/// Animation paints a layer's background and border and clips its sublayers.
extension CompositingCanvas {
    /// Fills the outline of `rect` with `color` (a pattern color's image repeated from
    /// the origin of `rect`'s coordinates): corners of `radius` on `corners`, circular
    /// or continuous.
    package func fillOutline(of rect: CGRect, radius: CGFloat, corners: RectCorner, continuous: Bool, with color: Color) {
        LayerOutline.addRoundedRect(rect, radius: radius, corners: corners, continuous: continuous, to: cairo)
        // A pattern color tiles from the origin of the layer's coordinates.
        let source = color.cairoSource(alpha: 1, patternSpace: .identity)
        cairo_set_source(cairo, source)
        cairo_pattern_destroy(source)
        cairo_fill(cairo)
    }

    /// Strokes the outline of `rect` with `color`, `lineWidth` wide, centred on it.
    package func strokeOutline(of rect: CGRect, radius: CGFloat, corners: RectCorner, continuous: Bool,
                               lineWidth: CGFloat, with color: Color) {
        LayerOutline.addRoundedRect(rect, radius: radius, corners: corners, continuous: continuous, to: cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// Narrows the clip to the outline of `rect` (antialiased), as `masksToBounds`
    /// clips a layer's content and sublayers.
    package func clip(toOutlineOf rect: CGRect, radius: CGFloat, corners: RectCorner, continuous: Bool) {
        LayerOutline.addRoundedRect(rect, radius: radius, corners: corners, continuous: continuous, to: cairo)
        cairo_clip(cairo)
    }
}
