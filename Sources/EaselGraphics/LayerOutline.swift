@_implementationOnly import CCairo
import Foundation

/// The outline Core Animation gives a layer's background, border and mask: its bounds
/// with corners of `cornerRadius` on the corners `maskedCorners` names, circular or
/// continuous as `cornerCurve` says. The compositor paints through this one path so
/// every part of a layer agrees on it.
package enum LayerOutline {
    /// Adds the outline of `rect` to the current path of `cairo` as a closed subpath:
    /// corners of `radius` on `corners` (quarter circles, or Apple's continuous curve,
    /// the same as `BezierPath(roundedRect:cornerRadius:)`), square corners elsewhere.
    package static func addRoundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorner, continuous: Bool = false,
                                       to cairo: OpaquePointer) {
        guard radius > 0, !corners.isEmpty else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        if continuous { return addContinuousRoundedRect(rect, radius: radius, corners: corners, to: cairo) }
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

    private static func addContinuousRoundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorner,
                                                 to cairo: OpaquePointer) {
        let named: [PathGeometry.Corner: RectCorner] = [
            .topLeft: .topLeft, .topRight: .topRight, .bottomLeft: .bottomLeft, .bottomRight: .bottomRight,
        ]
        let elements = PathGeometry.roundedRect(rect, style: .continuous) { corner in
            corners.contains(named[corner]!) ? radius : 0
        }
        GraphicsContext.append(elements, to: cairo)
    }
}
