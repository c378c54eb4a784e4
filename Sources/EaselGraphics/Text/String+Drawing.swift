import Foundation

/// UIKit's NSString measuring and drawing methods, on `String` as Swift code calls them.
/// Drawing goes to `GraphicsContext.current`. The string is measured and drawn as
/// `TraitCollection.current`'s pseudolanguage shows it (inside a view's draw, the
/// view's), as a pseudolocalized app's strings are.
extension String {
    /// The size of the string drawn on lines broken only at its line breaks, like
    /// `NSString.size(withAttributes:)`: fractional, as in UIKit (round up to fit a view).
    public func size(withAttributes attributes: TextAttributes = TextAttributes()) -> CGSize {
        TextLayout(shownForCurrentTraits, attributes: attributes, semantics: .stringDrawing()).size
    }

    /// The rectangle the string occupies when drawn with the options in a rectangle of
    /// `size`, like `NSString.boundingRect(with:options:attributes:context:)`.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps at the width, only lines that fit
    /// the height count, and the origin is the top-left of the first line, so the
    /// rectangle starts at (0, 0). Without it the string is measured as one line and the
    /// origin is its baseline, so the rectangle starts at minus the first line's ascent.
    public func boundingRect(with size: CGSize, options: StringDrawingOptions = [],
                             attributes: TextAttributes = TextAttributes()) -> CGRect {
        let (layout, offset) = TextLayout.stringDrawing(shownForCurrentTraits, size: size, options: options, attributes: attributes)
        return CGRect(origin: offset, size: layout.size)
    }

    /// Draws the string into the current context, like `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attributes: TextAttributes = TextAttributes()) {
        currentContext()?.draw(shownForCurrentTraits, at: point, withAttributes: attributes)
    }

    /// Draws the string into the current context, like `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attributes: TextAttributes = TextAttributes()) {
        currentContext()?.draw(shownForCurrentTraits, in: rect, withAttributes: attributes)
    }

    /// Draws the string into the current context, like
    /// `NSString.draw(with:options:attributes:context:)`.
    public func draw(with rect: CGRect, options: StringDrawingOptions = [], attributes: TextAttributes = TextAttributes()) {
        currentContext()?.draw(shownForCurrentTraits, with: rect, options: options, attributes: attributes)
    }

    /// The string as the current traits' pseudolanguage shows it.
    private var shownForCurrentTraits: String { TraitCollection.current.pseudoLanguage.pseudolocalized(self) }

    /// The current context, or `nil` after reporting that there is none (UIKit logs an
    /// invalid-context error and draws nothing).
    private func currentContext(_ operation: String = #function) -> GraphicsContext? {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("invalid context: String.\(operation) called outside a draw call, with no current context")
            return nil
        }
        return context
    }
}

extension TextLayout {
    /// The layout NSString's rectangle-based methods make, and where its top-left goes
    /// relative to the rectangle's origin.
    static func stringDrawing(_ string: String, size: CGSize, options: StringDrawingOptions,
                              attributes: TextAttributes) -> (layout: TextLayout, offset: CGPoint) {
        stringDrawing(AttributedText(string, attributes: attributes), size: size, options: options)
    }

    /// The layout NSString's and NSAttributedString's rectangle-based methods make of a
    /// text, and where its top-left goes relative to the rectangle's origin.
    public static func stringDrawing(_ text: AttributedText, size: CGSize,
                                     options: StringDrawingOptions) -> (layout: TextLayout, offset: CGPoint) {
        guard options.contains(.usesLineFragmentOrigin) else {
            let layout = TextLayout(text, numberOfLines: 1, semantics: .stringDrawing())
            return (layout, CGPoint(x: 0, y: -layout.firstBaselineOffsetFromTop))
        }
        let layout = TextLayout(text, containerSize: size,
                                semantics: .stringDrawing(truncatesLastVisibleLine: options.contains(.truncatesLastVisibleLine)))
        return (layout, .zero)
    }
}
