@_implementationOnly import CCairo
import Foundation

/// Filling, with CoreGraphics' names. Fills paint with the fill color, the global
/// alpha, the blend mode and the shadow of the graphics state, inside the clip.
extension GraphicsContext {
    /// Sets the color that fills use, like `CGContext.setFillColor(_:)`.
    public func setFillColor(_ color: Color) {
        withCairo { _ in state.fillColor = color }
    }

    /// Paints the area the current path encloses and empties the path, like
    /// `CGContext.fillPath(using:)`; open subpaths count as closed.
    public func fillPath(using rule: PathFillRule = .winding) {
        withDrawableCairo { drawPath(.fill(rule), color: state.fillColor, on: $0) }
    }

    /// Paints the area of a rectangle, like `CGContext.fill(_:)`. As in CoreGraphics,
    /// the current path is emptied.
    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    /// Paints the union of rectangles as one shape, like `CGContext.fill(_:)` with an
    /// array (overlaps are painted once). The current path is emptied.
    public func fill(_ rects: [CGRect]) {
        withDrawableCairo { cairo in
            currentPath = devicePath(rects.flatMap(PathGeometry.rect))
            drawPath(.fill(.winding), color: state.fillColor, on: cairo)
        }
    }

    /// Paints an ellipse inscribed in `rect`, like `CGContext.fillEllipse(in:)`. The
    /// current path is emptied.
    public func fillEllipse(in rect: CGRect) {
        withDrawableCairo { cairo in
            currentPath = devicePath(PathGeometry.ellipse(in: rect))
            drawPath(.fill(.winding), color: state.fillColor, on: cairo)
        }
    }

    /// Makes a rectangle transparent, like `CGContext.clear(_:)`: whatever the fill
    /// color, alpha, blend mode or shadow, covered pixels become transparent black
    /// (edge pixels in proportion). The clip still applies; the current path is emptied.
    public func clear(_ rect: CGRect) {
        withDrawableCairo { cairo in
            setCairoPath(devicePath(PathGeometry.rect(rect)), on: cairo)
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cairo)
            cairo_restore(cairo)
            currentPath.removeAll()
        }
    }
}
