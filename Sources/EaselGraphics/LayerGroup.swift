@_implementationOnly import CCairo
import Foundation

/// Compositing a layer as a group: painted apart, then put on the pixels below through
/// a mask, as Core Animation composites a layer with a `mask`.
package enum LayerGroup {
    /// Starts painting into a group of `cairo`: what follows, up to `end`, is painted
    /// apart from the pixels already there.
    package static func begin(_ cairo: OpaquePointer) {
        cairo_push_group(cairo)
    }

    /// Ends the group begun last and paints it through the alpha of what `paintMask`
    /// paints (into a group of its own): where the mask is transparent the group
    /// leaves the pixels below as they were.
    package static func end(_ cairo: OpaquePointer, maskedBy paintMask: () -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        // Both groups are taken under the identity, so that their pixels line up
        // whatever matrices the painting in between leaves.
        cairo_identity_matrix(cairo)
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        cairo_push_group_with_content(cairo, CAIRO_CONTENT_ALPHA)
        paintMask()
        cairo_identity_matrix(cairo)
        let mask = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(mask) }
        cairo_set_source(cairo, group)
        cairo_mask(cairo, mask)
        cairo_set_matrix(cairo, &matrix)
    }
}

extension LayerGroup {
    /// Ends the group begun last and paints it at `alpha`, as a layer with an opacity
    /// below 1 (or a replicated instance fading out) is painted over the pixels below.
    package static func end(_ cairo: OpaquePointer, alpha: CGFloat) {
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, alpha)
    }
}

extension LayerGroup {
    /// Ends the group begun last and paints it with each premultiplied channel
    /// multiplied by `color`'s (its alpha fades the whole group), as a replicator
    /// tints a copy of its sublayers by its instance colour.
    package static func end(_ cairo: OpaquePointer, multipliedBy color: Color) {
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        var surface: OpaquePointer?
        if color.red < 1 || color.green < 1 || color.blue < 1,
           cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
           cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            multiplyColorChannels(of: surface, red: color.red, green: color.green, blue: color.blue)
        }
        cairo_set_source(cairo, group)
        cairo_paint_with_alpha(cairo, color.alpha)
    }

    /// Multiplies the red, green and blue of every premultiplied ARGB pixel of an
    /// image surface by the factors given, rounding to the nearest level.
    private static func multiplyColorChannels(of surface: OpaquePointer, red: CGFloat, green: CGFloat, blue: CGFloat) {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        func scaled(_ pixel: UInt32, _ shift: UInt32, _ factor: CGFloat) -> UInt32 {
            UInt32((CGFloat((pixel >> shift) & 0xFF) * factor).rounded()) << shift
        }
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] != 0 {
                let pixel = row[x]
                row[x] = (pixel & 0xFF00_0000) | scaled(pixel, 16, red) | scaled(pixel, 8, green) | scaled(pixel, 0, blue)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
