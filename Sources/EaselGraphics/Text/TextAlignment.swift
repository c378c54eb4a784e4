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
    /// The leading edge of the interface (the default): left, or right in a
    /// right-to-left layout (`TraitCollection.current.layoutDirection`, which is a
    /// view's effective direction while it draws); outside any environment, the text's
    /// own direction.
    case natural
}
