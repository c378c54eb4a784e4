@_implementationOnly import CCairo
import Foundation

/// A layer's outline (see `LayerOutline`) filled, stroked or clipped to, as Core
/// Animation paints a layer's background and border and clips its sublayers.
extension CompositingCanvas {
    /// Fills `outline` with `color` (a pattern color's image repeated from the origin
    /// of the outline's coordinates).
    package func fill(_ outline: LayerOutline, with color: Color) {
        outline.add(to: cairo)
        // A pattern color tiles from the origin of the layer's coordinates.
        let source = color.cairoSource(alpha: 1, patternSpace: .identity)
        cairo_set_source(cairo, source)
        cairo_pattern_destroy(source)
        cairo_fill(cairo)
    }

    /// Strokes `outline` with `color`, `lineWidth` wide, centred on it.
    package func stroke(_ outline: LayerOutline, lineWidth: CGFloat, with color: Color) {
        outline.add(to: cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// Narrows the clip to `outline` (antialiased), as `masksToBounds` clips a layer's
    /// content and sublayers.
    package func clip(to outline: LayerOutline) {
        outline.add(to: cairo)
        cairo_clip(cairo)
    }
}
