@_implementationOnly import CCairo
import Foundation

/// The outline Core Animation gives a layer's background, border and mask: its bounds
/// with corners of `cornerRadius` on the corners `maskedCorners` names, circular or
/// continuous as `cornerCurve` says. The compositor paints through this one path so
/// every part of a layer agrees on it.
package enum LayerOutline {
    /// Adds the outline of `rect` to the current path of `cairo` as a closed subpath:
    /// corners of `radius` on `corners` (quarter circles, or Apple's continuous curve),
    /// square corners elsewhere — the path of `BezierPath(roundedRect:…)`, built by the
    /// one rounded-rectangle function (`PathGeometry.roundedRect`).
    package static func addRoundedRect(_ rect: CGRect, radius: CGFloat, corners: RectCorner, continuous: Bool = false,
                                       to cairo: OpaquePointer) {
        guard radius > 0, !corners.isEmpty else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let elements = PathGeometry.roundedRect(rect, style: continuous ? .continuous : .circular) { corner in
            corners.contains(corner.option) ? radius : 0
        }
        GraphicsContext.append(elements, to: cairo)
    }
}
