@_implementationOnly import CCairo
import Foundation

/// Images placed in the canvas: a layer's contents or backing store, and layer trees
/// rendered apart.
extension CompositingCanvas {
    /// Paints `bitmap` with its pixel `sourceOrigin` at user space's origin, each of its
    /// pixels one unit of `placement` (which maps into user space), within the clip.
    ///
    /// Layer contents are filtered by `filter` (linearly by default) and clamp at their
    /// edges, like `CALayer`'s; when the bitmap's pixels land exactly on device pixels
    /// they are copied as they are (filtering would sample the same pixels, slower).
    package func drawContents(_ bitmap: Bitmap, from sourceOrigin: CGPoint, placement: Transform,
                              filter: InterpolationQuality = .low) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        var matrix = placement.cairoMatrix
        cairo_transform(cairo, &matrix)
        cairo_set_source_surface(cairo, bitmap.surface, -sourceOrigin.x, -sourceOrigin.y)
        var toDevice = cairo_matrix_t()
        cairo_get_matrix(cairo, &toDevice)
        if Self.isPixelAligned(toDevice) {
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        } else {
            cairo_pattern_set_filter(cairo_get_source(cairo), filter.cairoFilter)
            cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        }
        cairo_paint(cairo)
    }

    /// Paints `bitmap` in pieces whose borders keep their size (see `NineSlice`), in
    /// user space, filtered by `filter` (linearly by default) as layer contents are;
    /// `scale` is the bitmap's pixels per point, the size of a tile.
    package func drawContents(_ bitmap: Bitmap, in pieces: [NineSlice.Piece], scale: CGFloat,
                              filter: InterpolationQuality = .low) {
        for piece in pieces {
            guard let pattern = ImagePattern.make(bitmap, piece: piece, scale: scale) else { continue }
            cairo_pattern_set_filter(pattern, filter.cairoFilter)
            cairo_set_source(cairo, pattern)
            cairo_pattern_destroy(pattern)
            let r = piece.destination
            cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
            cairo_fill(cairo)
        }
    }

    /// Paints `bitmap` unscaled with its top-left pixel at `origin`, in device pixels.
    package func draw(_ bitmap: Bitmap, at origin: CGPoint) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, bitmap.surface, origin.x, origin.y)
        cairo_paint(cairo)
    }

    /// Whether a bitmap-to-device mapping is a whole-pixel translation.
    private static func isPixelAligned(_ m: cairo_matrix_t) -> Bool {
        func isWhole(_ value: Double) -> Bool { Swift.abs(value - value.rounded()) < 1e-9 }
        return Swift.abs(m.xx - 1) < 1e-9 && Swift.abs(m.yy - 1) < 1e-9 && Swift.abs(m.xy) < 1e-9
            && Swift.abs(m.yx) < 1e-9 && isWhole(m.x0) && isWhole(m.y0)
    }
}
