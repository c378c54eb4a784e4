import Foundation

/// UIKit's attributed string drawing and measuring: each run in its own attributes
/// (font, color, kerning, underline, strikethrough, background, baseline offset), the
/// paragraph laid out by the first character's paragraph style. Characters without a
/// font or color get NSString drawing's defaults (the 12-point system font, black).
/// Drawing goes to `UIGraphicsGetCurrentContext()`.
extension NSAttributedString {
    /// Draws the string with its first line's top-left at `point`, on lines broken only
    /// at its line breaks, like `NSAttributedString.draw(at:)`.
    public func draw(at point: CGPoint) {
        guard let context = currentContext() else { return }
        context.draw(TextLayout(AttributedText(self), semantics: .stringDrawing()), at: point)
    }

    /// Draws the string wrapped in `rect`, showing the lines that fit its height, like
    /// `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `options` say, like
    /// `NSAttributedString.draw(with:options:context:)`; the context's `totalBounds` is
    /// set to the rectangle the text occupies.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        let (layout, offset) = TextLayout.stringDrawing(AttributedText(self), size: rect.size, options: options)
        context?.totalBounds = CGRect(origin: offset, size: layout.size)
        currentContext()?.draw(layout, at: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y))
    }

    /// The size of the string drawn on one line per line break, like
    /// `NSAttributedString.size()`: fractional, as in UIKit.
    public func size() -> CGSize {
        TextLayout(AttributedText(self), semantics: .stringDrawing()).size
    }

    /// The rectangle the string occupies when drawn with `options` in a rectangle of
    /// `size`, like `NSAttributedString.boundingRect(with:options:context:)`: with
    /// `.usesLineFragmentOrigin` the text wraps at the width and the rectangle starts at
    /// (0, 0); without it the string is one line and the rectangle starts at minus its
    /// ascent. The context's `totalBounds` is set to the result.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let (layout, offset) = TextLayout.stringDrawing(AttributedText(self), size: size, options: options)
        let rect = CGRect(origin: offset, size: layout.size)
        context?.totalBounds = rect
        return rect
    }

    /// The current context, or `nil` after reporting that there is none (UIKit logs an
    /// invalid-context error and draws nothing).
    private func currentContext(_ operation: String = #function) -> GraphicsContext? {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("invalid context: NSAttributedString.\(operation) called outside a draw call, with no current context")
            return nil
        }
        return context
    }
}

extension NSParagraphStyle: ParagraphStyleAttribute {
    package var paragraphStyleValue: ParagraphStyle { style }
}
