/// How lines sit between the edges of their container, like `NSTextAlignment`.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case left
    /// Lines are centered.
    case center
    /// Lines end at the right edge.
    case right
    /// Lines that wrap are stretched to the full width; a paragraph's last line is
    /// aligned naturally.
    case justified
    /// Left for left-to-right text, right for right-to-left text (the default).
    case natural
}
