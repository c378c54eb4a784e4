import EaselGraphics
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
    /// Points added after each character (a number), like `NSAttributedString.Key.kern`.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An `NSUnderlineStyle` raw value, like `NSAttributedString.Key.underlineStyle`.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The underline's `UIColor`, like `NSAttributedString.Key.underlineColor`.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value, like `NSAttributedString.Key.strikethroughStyle`.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The strikethrough's `UIColor`, like `NSAttributedString.Key.strikethroughColor`.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The `UIColor` behind the text, like `NSAttributedString.Key.backgroundColor`.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// Points the glyphs are raised (a number), like `NSAttributedString.Key.baselineOffset`.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}

/// The lines of an underline or strikethrough, like `NSUnderlineStyle`: a style
/// (`single`, `thick`, `double`) combined with a pattern and `byWord`. Pass it or its
/// `rawValue` as the value of `.underlineStyle` or `.strikethroughStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line, like `NSUnderlineStyle.single`.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One heavy line, like `NSUnderlineStyle.thick`.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines, like `NSUnderlineStyle.double`.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A solid line (the default pattern), like `NSUnderlineStyle.patternSolid`.
    public static let patternSolid = NSUnderlineStyle([])
    /// A dotted line, like `NSUnderlineStyle.patternDot`.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line, like `NSUnderlineStyle.patternDash`.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Dashes and dots, like `NSUnderlineStyle.patternDashDot`.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Dashes and pairs of dots, like `NSUnderlineStyle.patternDashDotDot`.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not the spaces between them, like `NSUnderlineStyle.byWord`.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The decoration this style draws, or `nil` for none (a raw value of 0).
    func decoration(color: Color?) -> TextDecoration? {
        let style = rawValue & 0xFF
        guard style != 0 else { return nil }
        if rawValue & ~0x80FF != 0 { Diagnostics.report("underline and strikethrough patterns are drawn solid") }
        if contains(.byWord) { Diagnostics.report("underline and strikethrough byWord are drawn under the spaces too") }
        if style & 0x08 != 0 { return TextDecoration(.double, color: color) }
        return TextDecoration(style & 0x02 != 0 ? .thick : .single, color: color)
    }
}
