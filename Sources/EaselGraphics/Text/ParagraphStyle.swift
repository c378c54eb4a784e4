import Foundation

/// How the lines of a paragraph are broken, aligned and spaced, like
/// `NSParagraphStyle` (a value type, so it is also `NSMutableParagraphStyle`).
public struct ParagraphStyle: Hashable, Sendable {
    /// Where lines sit between the container's edges; `.natural` by default.
    public var alignment: TextAlignment
    /// What happens to text that does not fit; `.byWordWrapping` by default.
    public var lineBreakMode: LineBreakMode
    /// Points added between the bottom of one line and the top of the next (not after
    /// the last line); 0 by default.
    public var lineSpacing: CGFloat

    /// A style with the given values; the defaults are `NSParagraphStyle.default`'s.
    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
                lineSpacing: CGFloat = 0) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
    }

    /// The default style, like `NSParagraphStyle.default`.
    public static let `default` = ParagraphStyle()
}
