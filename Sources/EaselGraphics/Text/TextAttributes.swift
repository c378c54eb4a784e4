import Foundation

/// The attributes text is measured and drawn with, like the `[NSAttributedString.Key:
/// Any]` dictionary UIKit's string drawing takes.
///
/// Written as UIKit code writes it, `[.font: Font.systemFont(ofSize: 17),
/// .foregroundColor: Color.white]`, or through the typed properties. A missing
/// attribute has NSString drawing's default: 12-point system font, black, the default
/// paragraph style.
public struct TextAttributes: Hashable, Sendable {
    /// The font; NSString drawing's default is 12 points.
    public var font: Font
    /// The color of the glyphs; black by default.
    public var foregroundColor: Color
    /// Alignment, line breaking and line spacing.
    public var paragraphStyle: ParagraphStyle
    /// Points added between characters, like `NSAttributedString.Key.kern`, on top of
    /// the system font's own tracking; 0 by default. Pango spreads it on both sides of
    /// each character, so a line's ends lose half of it, where UIKit adds it after each.
    public var kern: CGFloat = 0
    /// A line under the text, like `.underlineStyle` and `.underlineColor`.
    public var underline: TextDecoration?
    /// A line through the text, like `.strikethroughStyle` and `.strikethroughColor`.
    public var strikethrough: TextDecoration?
    /// A color filled behind the text's line fragments, like `.backgroundColor`.
    public var backgroundColor: Color?
    /// Points the glyphs are raised above the baseline (lowered when negative), like
    /// `NSAttributedString.Key.baselineOffset`.
    public var baselineOffset: CGFloat = 0

    /// NSString drawing's defaults. (Declared apart from the memberwise initializer,
    /// whose all-default call would be ambiguous with an empty dictionary literal.)
    public init() {
        self.init(font: .systemFont(ofSize: Font.defaultSize))
    }

    /// Attributes with the given values and NSString drawing's defaults for the others.
    public init(font: Font = .systemFont(ofSize: Font.defaultSize), foregroundColor: Color = .black,
                paragraphStyle: ParagraphStyle = .default) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.paragraphStyle = paragraphStyle
    }

    /// The attribute names, like `NSAttributedString.Key`.
    public enum Key: Hashable, Sendable {
        /// A `Font`, like `NSAttributedString.Key.font`.
        case font
        /// A `Color`, like `NSAttributedString.Key.foregroundColor`.
        case foregroundColor
        /// A `ParagraphStyle`, like `NSAttributedString.Key.paragraphStyle`.
        case paragraphStyle
        /// A `CGFloat` of points, like `NSAttributedString.Key.kern`.
        case kern
        /// A `TextDecoration`, like `NSAttributedString.Key.underlineStyle`.
        case underline
        /// A `TextDecoration`, like `NSAttributedString.Key.strikethroughStyle`.
        case strikethrough
        /// A `Color`, like `NSAttributedString.Key.backgroundColor`.
        case backgroundColor
        /// A `CGFloat` of points, like `NSAttributedString.Key.baselineOffset`.
        case baselineOffset
    }
}

extension TextAttributes: ExpressibleByDictionaryLiteral {
    /// Attributes from a dictionary literal, as UIKit code writes them. A value of the
    /// wrong type is ignored with a diagnostic, where UIKit would ignore it silently or
    /// raise an exception.
    public init(dictionaryLiteral elements: (Key, any Sendable)...) {
        self.init()
        for (key, value) in elements {
            switch (key, value) {
            case (.font, let font as Font): self.font = font
            case (.foregroundColor, let color as Color): foregroundColor = color
            case (.paragraphStyle, let style as ParagraphStyle): paragraphStyle = style
            case (.kern, let points as CGFloat): kern = points
            case (.underline, let decoration as TextDecoration): underline = decoration
            case (.strikethrough, let decoration as TextDecoration): strikethrough = decoration
            case (.backgroundColor, let color as Color): backgroundColor = color
            case (.baselineOffset, let points as CGFloat): baselineOffset = points
            default:
                Diagnostics.report("text attribute .\(key) does not take a value of type \(type(of: value)); ignored")
            }
        }
    }
}
