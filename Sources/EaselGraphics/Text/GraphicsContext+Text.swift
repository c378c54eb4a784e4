@_implementationOnly import CCairo
import Foundation

/// Text drawing, like UIKit's NSString drawing methods drawing into the current context.
extension GraphicsContext {
    /// Draws a laid-out text with its top-left at `point`, in user space: the CTM,
    /// the clip and the context's scale apply, and so do the shadow, the alpha and the
    /// blend mode, as they do to CoreGraphics text.
    public func draw(_ layout: TextLayout, at point: CGPoint) {
        withDrawableCairo { cairo in
            guard state.shadow != nil || state.alpha < 1 || state.blendMode != .normal else {
                // The common case paints the glyphs straight onto the target.
                layout.draw(in: cairo, at: point)
                return
            }
            // Otherwise the glyphs' coverage becomes a mask that the one painting
            // pipeline paints the text's colors through, shadow and blending included.
            if layout.drawsInOneColor {
                guard let (mask, origin) = layout.deviceMask(at: point, on: cairo) else { return }
                let color = layout.attributes.foregroundColor.resolvedForDrawing
                // The mask already holds the color's own alpha.
                guard let source = cairo_pattern_create_rgba(color.red, color.green, color.blue, state.alpha) else { return }
                defer { cairo_pattern_destroy(source) }
                draw(source, through: .mask(mask, origin: origin), on: cairo)
            } else {
                guard let (colors, mask, origin) = layout.deviceColors(at: point, on: cairo, alpha: state.alpha),
                      let source = cairo_pattern_create_for_surface(colors) else { return }
                defer {
                    cairo_pattern_destroy(source)
                    cairo_surface_destroy(colors)
                }
                // The colors are in device pixels: the pattern maps user space to them.
                var matrix = cairo_matrix_t()
                cairo_get_matrix(cairo, &matrix)
                var toImage = cairo_matrix_t()
                cairo_matrix_init_translate(&toImage, -origin.x, -origin.y)
                var patternMatrix = cairo_matrix_t()
                cairo_matrix_multiply(&patternMatrix, &matrix, &toImage)
                cairo_pattern_set_matrix(source, &patternMatrix)
                draw(source, through: .mask(mask, origin: origin), on: cairo)
            }
        }
    }

    /// Draws a string on lines broken only at its line breaks, with the top-left of the
    /// first line at `point`, like `NSString.draw(at:withAttributes:)`.
    public func draw(_ string: String, at point: CGPoint, withAttributes attributes: TextAttributes = TextAttributes()) {
        draw(TextLayout(string, attributes: attributes, semantics: .stringDrawing()), at: point)
    }

    /// Draws a string wrapped to `rect`'s width, showing the lines that fit its
    /// height, like `NSString.draw(in:withAttributes:)`.
    public func draw(_ string: String, in rect: CGRect, withAttributes attributes: TextAttributes = TextAttributes()) {
        draw(string, with: rect, options: .usesLineFragmentOrigin, attributes: attributes)
    }

    /// Draws a string in a rectangle the way the options say, like
    /// `NSString.draw(with:options:attributes:context:)`; the counterpart of
    /// `String.boundingRect(with:options:attributes:)`.
    public func draw(_ string: String, with rect: CGRect, options: StringDrawingOptions = [],
                     attributes: TextAttributes = TextAttributes()) {
        let (layout, offset) = TextLayout.stringDrawing(string, size: rect.size, options: options, attributes: attributes)
        draw(layout, at: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y))
    }
}
