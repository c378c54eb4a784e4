/// UIKit's string drawing and measuring with an attribute dictionary
/// (`[NSAttributedString.Key: Any]`), as iOS code calls them on `String`. Drawing goes to
/// `UIGraphicsGetCurrentContext()`.
///
/// Each method comes twice: UIKit's signature takes an optional dictionary, and the
/// non-optional twin makes a dictionary literal (`[.font: font]`) mean a dictionary
/// rather than EaselGraphics' `TextAttributes`, which is also written as a literal.
extension String {
    /// Draws the string with its first line's top-left at `point`, like
    /// `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        draw(at: point, withAttributes: TextAttributes(attributes))
    }

    /// Draws the string with its first line's top-left at `point`, like
    /// `NSString.draw(at:withAttributes:)` given a dictionary.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]) {
        draw(at: point, withAttributes: TextAttributes(attributes))
    }

    /// Draws the string wrapped in `rect`, like `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
        draw(in: rect, withAttributes: TextAttributes(attributes))
    }

    /// Draws the string wrapped in `rect`, like `NSString.draw(in:withAttributes:)` given
    /// a dictionary.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]) {
        draw(in: rect, withAttributes: TextAttributes(attributes))
    }

    /// The size of the string drawn on one line per line break, like
    /// `NSString.size(withAttributes:)`: fractional, as in UIKit.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
        size(withAttributes: TextAttributes(attributes))
    }

    /// The size of the string drawn on one line per line break, like
    /// `NSString.size(withAttributes:)` given a dictionary.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]) -> CGSize {
        size(withAttributes: TextAttributes(attributes))
    }
}
