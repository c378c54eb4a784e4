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
            default:
                Diagnostics.report("text attribute .\(key) does not take a value of type \(type(of: value)); ignored")
            }
        }
    }
}
