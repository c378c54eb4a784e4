import Foundation

/// A line drawn under or through a run of text, like the values of
/// `NSAttributedString.Key.underlineStyle` and `.strikethroughStyle` with their colors.
public struct TextDecoration: Hashable, Sendable {
    /// How many lines, and how heavy.
    public enum Style: Hashable, Sendable {
        /// One line of the font's underline thickness, like `NSUnderlineStyle.single`.
        case single
        /// One heavier line, like `NSUnderlineStyle.thick`. Pango has no heavier
        /// underline or strikethrough, so it is drawn as `single` (and reported).
        case thick
        /// Two lines, like `NSUnderlineStyle.double`. Strikethrough has only one line in
        /// Pango, so a double strikethrough is drawn as `single` (and reported).
        case double
    }

    /// How many lines, and how heavy.
    public var style: Style
    /// The line's color, or `nil` for the text's foreground color (UIKit's default).
    public var color: Color?

    /// A decoration of `style` in `color` (`nil`: the text's color).
    public init(_ style: Style = .single, color: Color? = nil) {
        self.style = style
        self.color = color
    }
}
