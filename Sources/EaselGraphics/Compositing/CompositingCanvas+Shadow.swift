@_implementationOnly import CCairo
import Foundation

/// A layer's shadow: `color` painted through a blurred coverage mask (see
/// `AlphaMask(coverageOf:margin:)` and `AlphaMask.blur(sigma:)`), the same pipeline
/// `GraphicsContext.setShadow` shadows go through.
extension CompositingCanvas {
    /// Paints `color` through `mask`, its top-left pixel at `origin` in device pixels.
    package func paintShadow(_ mask: AlphaMask, at origin: CGPoint, color: Color) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cairo, mask.surface, origin.x, origin.y)
    }
}
