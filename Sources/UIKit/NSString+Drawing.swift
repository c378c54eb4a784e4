import Foundation

/// UIKit's `NSString` drawing and measuring, for code that holds an `NSString`; each
/// draws or measures the string as `String`'s method of the same name does.
extension NSString {
    /// Draws the string with its first line's top-left at `point`, like
    /// `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        String(self).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped in `rect`, like `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        String(self).draw(in: rect, withAttributes: attributes)
    }

    /// The size of the string drawn on one line per line break, like
    /// `NSString.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// The rectangle the string occupies when drawn with `options`, like
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string in `rect` as `options` say, like
    /// `NSString.draw(with:options:attributes:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        String(self).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
