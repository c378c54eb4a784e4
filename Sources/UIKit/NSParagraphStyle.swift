/// How text is aligned, like `NSTextAlignment`; the same type as Easel's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// How text that does not fit is broken or truncated, like `NSLineBreakMode`; the same
/// type as Easel's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// The direction a paragraph is written in, like `NSWritingDirection`; the same type as
/// Easel's `WritingDirection`.
public typealias NSWritingDirection = WritingDirection

/// The paragraph attributes of text, like `NSParagraphStyle` (the ones Easel lays out:
/// alignment, line breaking, line spacing and indents). Immutable; change a
/// `NSMutableParagraphStyle`. A `ValueObject`, as colors and fonts are (see there why not
/// an `NSObject`): equal styles compare and hash alike.
open class NSParagraphStyle: ValueObject {
    /// The attributes, as Easel's text layout takes them.
    var style: ParagraphStyle

    /// The default paragraph style, like `NSParagraphStyle()`.
    public override init() {
        style = .default
        super.init()
    }

    init(style: ParagraphStyle) {
        self.style = style
        super.init()
    }

    /// The default paragraph style, like `NSParagraphStyle.default` (a new object each
    /// time here, which no one can change since the class is immutable).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The text alignment, like `NSParagraphStyle.alignment`; `.natural` by default.
    open var alignment: NSTextAlignment { style.alignment }
    /// How lines break, like `NSParagraphStyle.lineBreakMode`; by word by default.
    open var lineBreakMode: NSLineBreakMode { style.lineBreakMode }
    /// The extra space between lines, like `NSParagraphStyle.lineSpacing`; 0 by default.
    open var lineSpacing: CGFloat { style.lineSpacing }
    /// The distance from the leading edge to the start of each line but a paragraph's
    /// first, like `NSParagraphStyle.headIndent`; 0 by default.
    open var headIndent: CGFloat { style.headIndent }
    /// The distance from the leading edge to the start of a paragraph's first line,
    /// like `NSParagraphStyle.firstLineHeadIndent`; 0 by default.
    open var firstLineHeadIndent: CGFloat { style.firstLineHeadIndent }
    /// Where lines end, like `NSParagraphStyle.tailIndent`: when positive, the distance
    /// from the leading edge; when zero or negative, the distance inside the trailing
    /// edge. 0 by default.
    open var tailIndent: CGFloat { style.tailIndent }
    /// The paragraphs' direction, like `NSParagraphStyle.baseWritingDirection`:
    /// `.natural` by default (each paragraph's first strong character decides). In a
    /// right-to-left paragraph the indents are measured from the right edge.
    open var baseWritingDirection: NSWritingDirection { style.baseWritingDirection }
    /// What each line's natural height is multiplied by, like
    /// `NSParagraphStyle.lineHeightMultiple`; 0 (none) by default. The space is added
    /// above the text.
    open var lineHeightMultiple: CGFloat { style.lineHeightMultiple }
    /// The least height of a line, like `NSParagraphStyle.minimumLineHeight`; 0 by default.
    open var minimumLineHeight: CGFloat { style.minimumLineHeight }
    /// The greatest height of a line, like `NSParagraphStyle.maximumLineHeight`; 0
    /// (none) by default.
    open var maximumLineHeight: CGFloat { style.maximumLineHeight }
    /// The space after each paragraph, like `NSParagraphStyle.paragraphSpacing`; 0 by
    /// default.
    open var paragraphSpacing: CGFloat { style.paragraphSpacing }
    /// The space before each paragraph but the text's first, like
    /// `NSParagraphStyle.paragraphSpacingBefore` (added to the previous paragraph's
    /// `paragraphSpacing`); 0 by default.
    open var paragraphSpacingBefore: CGFloat { style.paragraphSpacingBefore }
    /// How eagerly words are hyphenated, like `NSParagraphStyle.hyphenationFactor`; 0 by
    /// default. Kept: Easel does not hyphenate (see `ParagraphStyle.hyphenationFactor`).
    open var hyphenationFactor: Float { style.hyphenationFactor }
    /// Whether the system's hyphenation applies, like
    /// `NSParagraphStyle.usesDefaultHyphenation`; `false` by default. Kept.
    open var usesDefaultHyphenation: Bool { style.usesDefaultHyphenation }
    /// Whether text may be tightened before truncating, like
    /// `NSParagraphStyle.allowsDefaultTighteningForTruncation`; `false` by default. Kept.
    open var allowsDefaultTighteningForTruncation: Bool { style.allowsDefaultTighteningForTruncation }
    /// The strategies for choosing line breaks, like `NSParagraphStyle.lineBreakStrategy`;
    /// none by default. Kept: lines break by Unicode's rules under every strategy.
    open var lineBreakStrategy: LineBreakStrategy { style.lineBreakStrategy }

    /// The strategies a text system may use to choose line breaks, like
    /// `NSParagraphStyle.LineBreakStrategy`.
    public typealias LineBreakStrategy = ParagraphStyle.LineBreakStrategy

    /// Whether `object` is a paragraph style with the same attributes, like
    /// `NSParagraphStyle.isEqual(_:)`: equal styles merge into one run of an attributed
    /// string.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.style == style
    }

    open override var hash: Int { style.hashValue }

    /// A mutable copy, like `NSParagraphStyle.mutableCopy()` (typed `Any`, as iOS code
    /// casts it with `as! NSMutableParagraphStyle`).
    open func mutableCopy() -> Any { NSMutableParagraphStyle(style: style) }

    /// An immutable copy, like `NSParagraphStyle.copy()`.
    open override func copy() -> Any { NSParagraphStyle(style: style) }
}

/// A paragraph style that can be changed, like `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The text alignment, like `NSMutableParagraphStyle.alignment`.
    open override var alignment: NSTextAlignment {
        get { style.alignment }
        set { style.alignment = newValue }
    }
    /// How lines break, like `NSMutableParagraphStyle.lineBreakMode`.
    open override var lineBreakMode: NSLineBreakMode {
        get { style.lineBreakMode }
        set { style.lineBreakMode = newValue }
    }
    /// The extra space between lines (negative values count as 0), like
    /// `NSMutableParagraphStyle.lineSpacing`.
    open override var lineSpacing: CGFloat {
        get { style.lineSpacing }
        set { style.lineSpacing = max(0, newValue) }
    }
    /// The start of each line but a paragraph's first (negative values count as 0),
    /// like `NSMutableParagraphStyle.headIndent`.
    open override var headIndent: CGFloat {
        get { style.headIndent }
        set { style.headIndent = Self.nonNegative(newValue) }
    }
    /// The start of a paragraph's first line (negative values count as 0), like
    /// `NSMutableParagraphStyle.firstLineHeadIndent`.
    open override var firstLineHeadIndent: CGFloat {
        get { style.firstLineHeadIndent }
        set { style.firstLineHeadIndent = Self.nonNegative(newValue) }
    }
    /// Where lines end, like `NSMutableParagraphStyle.tailIndent`: positive, from the
    /// leading edge; zero or negative, inside the trailing edge.
    open override var tailIndent: CGFloat {
        get { style.tailIndent }
        set { style.tailIndent = newValue.isFinite ? newValue : 0 }
    }
    /// The paragraphs' direction, like `NSMutableParagraphStyle.baseWritingDirection`.
    open override var baseWritingDirection: NSWritingDirection {
        get { style.baseWritingDirection }
        set { style.baseWritingDirection = newValue }
    }
    /// What each line's natural height is multiplied by (negative values count as 0),
    /// like `NSMutableParagraphStyle.lineHeightMultiple`.
    open override var lineHeightMultiple: CGFloat {
        get { style.lineHeightMultiple }
        set { style.lineHeightMultiple = Self.nonNegative(newValue) }
    }
    /// The least height of a line (negative values count as 0), like
    /// `NSMutableParagraphStyle.minimumLineHeight`.
    open override var minimumLineHeight: CGFloat {
        get { style.minimumLineHeight }
        set { style.minimumLineHeight = Self.nonNegative(newValue) }
    }
    /// The greatest height of a line (0 or negative: none), like
    /// `NSMutableParagraphStyle.maximumLineHeight`.
    open override var maximumLineHeight: CGFloat {
        get { style.maximumLineHeight }
        set { style.maximumLineHeight = Self.nonNegative(newValue) }
    }
    /// The space after each paragraph (negative values count as 0), like
    /// `NSMutableParagraphStyle.paragraphSpacing`.
    open override var paragraphSpacing: CGFloat {
        get { style.paragraphSpacing }
        set { style.paragraphSpacing = Self.nonNegative(newValue) }
    }

    /// The space before each paragraph but the first (negative values count as 0), like
    /// `NSMutableParagraphStyle.paragraphSpacingBefore`.
    open override var paragraphSpacingBefore: CGFloat {
        get { style.paragraphSpacingBefore }
        set { style.paragraphSpacingBefore = Self.nonNegative(newValue) }
    }
    /// How eagerly words are hyphenated, clamped to 0…1, like
    /// `NSMutableParagraphStyle.hyphenationFactor`.
    open override var hyphenationFactor: Float {
        get { style.hyphenationFactor }
        set { style.hyphenationFactor = newValue.isFinite ? min(max(newValue, 0), 1) : 0 }
    }
    /// Whether the system's hyphenation applies, like
    /// `NSMutableParagraphStyle.usesDefaultHyphenation`.
    open override var usesDefaultHyphenation: Bool {
        get { style.usesDefaultHyphenation }
        set { style.usesDefaultHyphenation = newValue }
    }
    /// Whether text may be tightened before truncating, like
    /// `NSMutableParagraphStyle.allowsDefaultTighteningForTruncation`.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { style.allowsDefaultTighteningForTruncation }
        set { style.allowsDefaultTighteningForTruncation = newValue }
    }
    /// The strategies for choosing line breaks, like
    /// `NSMutableParagraphStyle.lineBreakStrategy`.
    open override var lineBreakStrategy: LineBreakStrategy {
        get { style.lineBreakStrategy }
        set { style.lineBreakStrategy = newValue }
    }

    /// `value`, or 0 for a negative or non-finite one.
    private static func nonNegative(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
}
