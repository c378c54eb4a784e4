@_implementationOnly import CCairo
import Foundation

/// The outline Core Animation gives a layer's background, border and mask: its bounds
/// with corners of `cornerRadius` on the corners `maskedCorners` names, circular or
/// continuous as `cornerCurve` says. The compositor paints through this one path so
/// every part of a layer agrees on it.
///
/// The path is built once, when the value is made, and then added to as many canvases
/// as the layer meets (one per compositor tile): every tile gets the same elements.
package struct LayerOutline {
    /// The rectangle whose outline this is.
    private let rect: CGRect
    /// The rounded path of `BezierPath(roundedRect:…)`, built by the one
    /// rounded-rectangle function (`PathGeometry.roundedRect`); `nil` when no corner is
    /// rounded, which is the rectangle itself.
    private let roundedElements: [PathElement]?

    /// The outline of `rect`: corners of `radius` on `corners` (quarter circles, or
    /// Apple's continuous curve), square corners elsewhere.
    package init(_ rect: CGRect, radius: CGFloat, corners: RectCorner, continuous: Bool = false) {
        self.rect = rect
        guard radius > 0, !corners.isEmpty else {
            roundedElements = nil
            return
        }
        roundedElements = PathGeometry.roundedRect(rect, style: continuous ? .continuous : .circular) { corner in
            corners.contains(corner.option) ? radius : 0
        }
    }

    /// Adds the outline to the current path of `cairo` as a closed subpath, in cairo's
    /// current user space.
    package func add(to cairo: OpaquePointer) {
        guard let roundedElements else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        GraphicsContext.append(roundedElements, to: cairo)
    }
}
