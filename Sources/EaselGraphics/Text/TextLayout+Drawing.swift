import CCairo
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
        let color = attributes.foregroundColor
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
}
