/// How `String.boundingRect(with:options:attributes:context:)` and
/// `draw(with:options:attributes:context:)` lay the text out, like
/// `NSStringDrawingOptions`; the same type as Easel's `StringDrawingOptions`.
public typealias NSStringDrawingOptions = StringDrawingOptions

/// What string drawing reports back, like `NSStringDrawingContext`.
///
/// Easel does not shrink text to fit: `minimumScaleFactor` is kept but text is always
/// laid out at full size, so `actualScaleFactor` stays 1.
public final class NSStringDrawingContext {
    /// The smallest scale the text may be shrunk to, like
    /// `NSStringDrawingContext.minimumScaleFactor`; Easel lays text out at full size.
    public var minimumScaleFactor: CGFloat = 0
    /// The scale the text was laid out at, like `NSStringDrawingContext.actualScaleFactor`:
    /// 1, since Easel does not shrink text.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the last measured or drawn text occupied, like
    /// `NSStringDrawingContext.totalBounds`.
    public internal(set) var totalBounds = CGRect.zero

    /// A context with UIKit's default values, like `NSStringDrawingContext()`.
    public init() {}
}
