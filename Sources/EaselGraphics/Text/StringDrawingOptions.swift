/// Options for measuring and drawing strings in a rectangle, like
/// `NSStringDrawingOptions`.
public struct StringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option bits, with `NSStringDrawingOptions`' values.
    public let rawValue: Int

    /// Options from their bits, like `NSStringDrawingOptions(rawValue:)`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left of the first line and the text wraps at
    /// its width; without it the string is measured as one line whose origin is the
    /// baseline, like `NSStringDrawingOptions.usesLineFragmentOrigin`.
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)

    /// Line heights include the font's leading, like
    /// `NSStringDrawingOptions.usesFontLeading`. Easel's fonts have no leading (no line
    /// gap), so heights are the same with and without it.
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)

    /// When the text does not fit, the last visible line ends with an ellipsis, like
    /// `NSStringDrawingOptions.truncatesLastVisibleLine`; only with
    /// `.usesLineFragmentOrigin`.
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}
