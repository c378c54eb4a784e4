@_implementationOnly import CCairo
import Foundation

/// The cairo pattern that paints one piece of an image (see `NineSlice`) in user
/// space: its source pixels stretched onto its destination rectangle, or repeated at
/// `scale` pixels per point from the destination's origin when the piece tiles.
/// Sampling never reads past the piece: its edge pixels repeat outward, so the pieces
/// of a resizable image do not bleed into each other.
package enum ImagePattern {
    /// The pattern (the caller destroys it), or `nil` when cairo cannot make one.
    package static func make(_ bitmap: Bitmap, piece: NineSlice.Piece, scale: CGFloat) -> OpaquePointer? {
        let source = piece.source, destination = piece.destination
        let isWhole = source == CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        guard let surface = isWhole ? cairo_surface_reference(bitmap.surface)
                : cairo_surface_create_for_rectangle(bitmap.surface, source.minX, source.minY, source.width, source.height)
        else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        var matrix = cairo_matrix_t()
        if piece.tiles {
            cairo_matrix_init_scale(&matrix, scale, scale)
        } else {
            cairo_matrix_init_scale(&matrix, source.width / destination.width, source.height / destination.height)
        }
        cairo_matrix_translate(&matrix, -destination.minX, -destination.minY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, piece.tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
        return pattern
    }
}
