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
    /// The direction of the paragraphs, like `NSParagraphStyle.baseWritingDirection`:
    /// `.natural` (each paragraph's text decides) by default. It decides which edge is
    /// leading for the indents, and where natural alignment puts the lines.
    public var baseWritingDirection = WritingDirection.natural
    /// The distance from the container's leading edge (the right one in a right-to-left
    /// paragraph) to the start of each line but a paragraph's first; 0 by default.
    public var headIndent: CGFloat = 0
    /// The distance from the container's leading edge (the right one in a right-to-left
    /// paragraph) to the start of a paragraph's first line; 0 by default.
    public var firstLineHeadIndent: CGFloat = 0
    /// Where lines end: when positive, this distance from the container's leading edge;
    /// when zero or negative, this distance inside its trailing edge (the left one in
    /// a right-to-left paragraph; as
    /// `NSParagraphStyle.tailIndent` defines it); 0 by default, the trailing edge.
    public var tailIndent: CGFloat = 0
    /// What each line's natural height is multiplied by, like
    /// `NSParagraphStyle.lineHeightMultiple`; 0 (the default) leaves it. The space a
    /// line gains (or loses) is above its text, as TextKit places it.
    public var lineHeightMultiple: CGFloat = 0
    /// The least height of a line, like `NSParagraphStyle.minimumLineHeight`; 0 (the
    /// default) sets none.
    public var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line, like `NSParagraphStyle.maximumLineHeight`; 0 (the
    /// default) sets none.
    public var maximumLineHeight: CGFloat = 0
    /// Points added after each paragraph's last line, before the next paragraph, like
    /// `NSParagraphStyle.paragraphSpacing` (not after the text's last line); 0 by default.
    public var paragraphSpacing: CGFloat = 0
    /// Points added before each paragraph's first line, after the previous paragraph,
    /// like `NSParagraphStyle.paragraphSpacingBefore`: between paragraphs only, as
    /// TextKit lays it out (not above the text's first line); 0 by default. Between two
    /// paragraphs both spacings add up.
    public var paragraphSpacingBefore: CGFloat = 0
    /// How eagerly words are hyphenated, like `NSParagraphStyle.hyphenationFactor`
    /// (0 to 1; 0 by default). Kept: Easel breaks lines between words and, where a word
    /// alone does not fit, between characters, without hyphens (Pango has no
    /// hyphenation dictionary).
    public var hyphenationFactor: Float = 0
    /// Whether the system's hyphenation applies, like
    /// `NSParagraphStyle.usesDefaultHyphenation` (`false` by default). Kept, as
    /// `hyphenationFactor` is.
    public var usesDefaultHyphenation = false
    /// Whether the text may be tightened before it is truncated, like
    /// `NSParagraphStyle.allowsDefaultTighteningForTruncation` (`false` by default).
    /// Kept: Easel truncates without tightening.
    public var allowsDefaultTighteningForTruncation = false
    /// The strategies for choosing line breaks, like `NSParagraphStyle.lineBreakStrategy`
    /// (none by default). Kept: Easel breaks lines by Unicode's rules (UAX #14) under
    /// every strategy.
    public var lineBreakStrategy = LineBreakStrategy()

    /// A style with the given values; the defaults are `NSParagraphStyle.default`'s.
    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
                lineSpacing: CGFloat = 0) {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing
    }

    /// The height of a line whose fonts give it `natural` points: multiplied by
    /// `lineHeightMultiple`, then kept between `minimumLineHeight` and
    /// `maximumLineHeight`, as TextKit sets it.
    func lineHeight(forNatural natural: CGFloat) -> CGFloat {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }

    /// The edge lines end at in a container `width` points wide (`nil`: unbounded), from
    /// its leading edge: `nil` where neither the container nor a positive `tailIndent`
    /// bounds the lines.
    func lineEnd(inWidth width: CGFloat?) -> CGFloat? {
        if tailIndent > 0 { return tailIndent }
        return width.map { $0 + tailIndent }
    }

    /// Where a line starts from the container's leading edge: the first line of a
    /// paragraph at `firstLineHeadIndent`, the others at `headIndent`.
    func lineStart(isParagraphStart: Bool) -> CGFloat {
        max(0, isParagraphStart ? firstLineHeadIndent : headIndent)
    }

    /// The strategies a text system may use to choose where lines break, like
    /// `NSParagraphStyle.LineBreakStrategy`.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Avoids a paragraph's last line holding a single word (an orphan).
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Keeps Hangul words whole, breaking between them.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategies labels use.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// The default style, like `NSParagraphStyle.default`.
    public static let `default` = ParagraphStyle()
}
