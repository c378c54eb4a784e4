/// UIKit's rectangle-based string drawing and measuring with drawing options, an
/// attribute dictionary and an `NSStringDrawingContext`.
extension String {
    /// The rectangle the string occupies when drawn with `options` in a rectangle of
    /// `size`, like `NSString.boundingRect(with:options:attributes:context:)`: with
    /// `.usesLineFragmentOrigin` the text wraps at the width and the rectangle starts at
    /// (0, 0); without it the string is one line and the rectangle starts at minus its
    /// ascent. The context's `totalBounds` is set to the result.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let rect = boundingRect(with: size, options: options, attributes: TextAttributes(attributes))
        context?.totalBounds = rect
        return rect
    }

    /// Draws the string in `rect` as `options` say, like
    /// `NSString.draw(with:options:attributes:context:)`; the context's `totalBounds` is
    /// set to the rectangle the text occupies.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        let typed = TextAttributes(attributes)
        draw(with: rect, options: options, attributes: typed)
        context?.totalBounds = boundingRect(with: rect.size, options: options, attributes: typed)
    }
}
