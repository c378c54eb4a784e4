import CCairo
import Foundation

/// Colors and filling, with CoreGraphics' names.
extension GraphicsContext {
    /// Sets the color that fills use, like `CGContext.setFillColor(_:)`.
    public func setFillColor(_ color: Color) {
        withCairo { _ in state.fillColor = color }
    }

    /// Paints the area of a rectangle with the fill color, like `CGContext.fill(_:)`.
    public func fill(_ rect: CGRect) {
        withCairo { cairo in
            cairo_new_path(cairo)
            cairo_rectangle(cairo, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height)
            setSource(state.fillColor, on: cairo)
            cairo_fill(cairo)
        }
    }

    func setSource(_ color: Color, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
