import CCairo
import Foundation

/// The outline Core Animation gives a layer's background, border and mask: its bounds
/// with circular corners of `cornerRadius` on the corners `maskedCorners` names. The
/// compositor paints through this one path so every part of a layer agrees on it.
package enum LayerOutline {
    /// Adds the outline of `rect` to the current path of `cairo` as a closed subpath:
    /// quarter circles of `radius` on `corners`, square corners elsewhere.
    package static func addRoundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorner, to cairo: OpaquePointer) {
        guard radius > 0, !corners.isEmpty else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cairo)
        let walk: [(RectCorner, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (.topRight, rect.maxX, rect.minY, rect.maxX - radius, rect.minY + radius),
            (.bottomRight, rect.maxX, rect.maxY, rect.maxX - radius, rect.maxY - radius),
            (.bottomLeft, rect.minX, rect.maxY, rect.minX + radius, rect.maxY - radius),
            (.topLeft, rect.minX, rect.minY, rect.minX + radius, rect.minY + radius),
        ]
        for (index, (corner, x, y, centerX, centerY)) in walk.enumerated() {
            if corners.contains(corner) {
                let start = CGFloat(index - 1) * .pi / 2
                cairo_arc(cairo, centerX, centerY, radius, start, start + .pi / 2)
            } else {
                cairo_line_to(cairo, x, y)
            }
        }
        cairo_close_path(cairo)
    }
}
