import Foundation

/// Text drawing, like UIKit's NSString drawing methods drawing into the current context.
extension GraphicsContext {
    /// Draws a laid-out text with its top-left at `point`, in user space: the CTM,
    /// the clip and the context's scale apply.
    public func draw(_ layout: TextLayout, at point: CGPoint) {
        withCairo { layout.draw(in: $0, at: point) }
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
