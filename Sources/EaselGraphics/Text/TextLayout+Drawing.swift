@_implementationOnly import CCairo
import Foundation

extension TextLayout {
    /// Draws the lines in the foreground color with the layout's top-left at `origin`
    /// in the user space of `cairo`, so the CTM, the clip and the context's scale apply.
    ///
    /// Like CoreGraphics' text drawing, this leaves the current path and the graphics
    /// state as they were.
    func draw(in cairo: OpaquePointer, at origin: CGPoint) {
        guard !drawnLines.isEmpty else { return }
        let path = cairo_copy_path(cairo)
        cairo_save(cairo)
        if let clipRect {
            cairo_new_path(cairo)
            cairo_rectangle(cairo, origin.x + clipRect.minX, origin.y + clipRect.minY, clipRect.width, clipRect.height)
            cairo_clip(cairo)
        }
        let color = attributes.foregroundColor.resolvedForDrawing
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        FontLibrary.shared.withContext { _ in
            for line in drawnLines {
                cairo_move_to(cairo, origin.x + line.origin.x, origin.y + line.origin.y)
                pango_cairo_show_layout_line(cairo, line.pangoLine)
            }
        }
        cairo_restore(cairo)
        cairo_new_path(cairo)
        cairo_append_path(cairo, path)
        cairo_path_destroy(path)
    }

    /// The glyphs' coverage (times the text color's alpha) in device pixels, as a mask
    /// and the device position of its top-left pixel; `nil` when nothing is visible.
    /// The mask covers the lines' box grown by half the font size for glyphs that
    /// overhang it, within the clip.
    func deviceMask(at origin: CGPoint, on cairo: OpaquePointer) -> (AlphaMask, CGPoint)? {
        guard !drawnLines.isEmpty else { return nil }
        let overhang = attributes.font.pointSize / 2
        let user = CGRect(origin: origin, size: size).insetBy(dx: -overhang, dy: -overhang)
        var device = CGRect.null
        for (userX, userY) in [(user.minX, user.minY), (user.maxX, user.minY), (user.minX, user.maxY), (user.maxX, user.maxY)] {
            var x = Double(userX), y = Double(userY)
            cairo_user_to_device(cairo, &x, &y)
            device = device.union(CGRect(x: x, y: y, width: 0, height: 0))
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        let region = device.intersection(CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)).integral
        guard !region.isNull, region.width >= 1, region.height >= 1 else { return nil }
        let mask = AlphaMask(width: Int(region.width), height: Int(region.height))
        guard let maskCairo = cairo_create(mask.surface) else { return nil }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_translate(maskCairo, -region.minX, -region.minY)
        cairo_transform(maskCairo, &matrix)
        draw(in: maskCairo, at: origin)
        cairo_destroy(maskCairo)
        cairo_surface_flush(mask.surface)
        return (mask, region.origin)
    }
}
