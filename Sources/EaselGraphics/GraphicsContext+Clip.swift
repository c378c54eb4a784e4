@_implementationOnly import CCairo
import Foundation

/// Clipping, with CoreGraphics' names. The clip belongs to the graphics state: it only
/// ever shrinks, until `restoreGState()` brings back the saved one. Clip edges are
/// antialiased, so a clip through the middle of a pixel lets half of a drawing through.
extension GraphicsContext {
    /// Intersects the clip with the area the current path encloses and empties the path,
    /// like `CGContext.clip(using:)` (and `clip()`, the `.winding` default).
    public func clip(using rule: PathFillRule = .winding) {
        withDrawableCairo { cairo in
            setCairoPath(currentPath, on: cairo)
            cairo_set_fill_rule(cairo, rule.cairoFillRule)
            cairo_clip(cairo)
            currentPath.removeAll()
        }
    }

    /// Intersects the clip with a rectangle, like `CGContext.clip(to:)`; as CoreGraphics
    /// documents, the current path is emptied.
    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    /// Intersects the clip with the union of rectangles, like `CGContext.clip(to:)` with
    /// an array; the current path is emptied.
    public func clip(to rects: [CGRect]) {
        withDrawableCairo { cairo in
            setCairoPath(devicePath(rects.flatMap(PathGeometry.rect)), on: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
            currentPath.removeAll()
        }
    }

    /// The clip's bounding box in user space, like `CGContext.boundingBoxOfClipPath`.
    public var boundingBoxOfClipPath: CGRect {
        withCairo(fallback: .zero) { cairo in
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }
}
