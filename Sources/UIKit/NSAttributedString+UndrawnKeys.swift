import Foundation

/// UIKit's text attribute keys that Easel's text layout does not draw yet: code that sets
/// them compiles, and drawing reports each in the trace ("text attribute … is
/// not drawn by Easel yet; ignored") and lays the text out without it.
extension NSAttributedString.Key {
    /// A text shadow (an `NSShadow`), like `NSAttributedString.Key.shadow`.
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// The outline's colour, like `NSAttributedString.Key.strokeColor`.
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// The outline's width in percent of the font size, like `NSAttributedString.Key.strokeWidth`.
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// The log of the horizontal stretch, like `NSAttributedString.Key.expansion`.
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
    /// The skew, like `NSAttributedString.Key.obliqueness`.
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    /// Which ligatures to use, like `NSAttributedString.Key.ligature`.
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    /// A link's URL, like `NSAttributedString.Key.link`.
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// Letter spacing that follows the font, like `NSAttributedString.Key.tracking`.
    public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")
    /// Bidirectional embedding, like `NSAttributedString.Key.writingDirection`.
    public static let writingDirection = NSAttributedString.Key(rawValue: "NSWritingDirection")
}
