@_implementationOnly import CCairo
import Foundation

extension AlphaMask {
    /// The alpha of `bitmap`, with `margin` pixels of zero coverage on every side (room
    /// for a blur to spread into; see `blurReach(sigma:)`): the shape a shadow is made
    /// from.
    package convenience init(coverageOf bitmap: Bitmap, margin: Int) {
        self.init(width: bitmap.width + 2 * margin, height: bitmap.height + 2 * margin)
        let cairo = cairo_create(surface)!
        cairo_set_source_surface(cairo, bitmap.surface, Double(margin), Double(margin))
        cairo_paint(cairo)
        cairo_destroy(cairo)
    }
}
