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
