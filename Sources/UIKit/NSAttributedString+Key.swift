import Foundation

/// UIKit's text attribute names, which swift-corelibs-foundation does not define. Easel
/// draws the ones named here; string drawing reports and ignores any other key.
extension NSAttributedString.Key {
    /// The `UIFont` of the text, like `NSAttributedString.Key.font`.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The `UIColor` of the glyphs, like `NSAttributedString.Key.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The `NSParagraphStyle` (alignment, line breaking, line spacing), like
    /// `NSAttributedString.Key.paragraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}

extension TextAttributes {
    /// The attributes a UIKit attribute dictionary describes: font, foreground color and
    /// paragraph style, NSString drawing's defaults for the ones missing. A key Easel
    /// does not draw, or a value of the wrong type, is reported and ignored.
    init(_ attributes: [NSAttributedString.Key: Any]?) {
        self.init()
        for (key, value) in (attributes ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            switch (key, value) {
            case (.font, let font as UIFont): self.font = font
            case (.foregroundColor, let color as UIColor): foregroundColor = color
            case (.paragraphStyle, let style as NSParagraphStyle): paragraphStyle = style.style
            case (.font, _), (.foregroundColor, _), (.paragraphStyle, _):
                Diagnostics.report("text attribute \(key.rawValue) does not take a value of type \(type(of: value)); ignored")
            default:
                Diagnostics.report("text attribute \(key.rawValue) is not drawn by Easel yet; ignored")
            }
        }
    }
}
