/// How text is aligned, like `NSTextAlignment`; the same type as Easel's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// How text that does not fit is broken or truncated, like `NSLineBreakMode`; the same
/// type as Easel's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode

/// The paragraph attributes of text, like `NSParagraphStyle` (the ones Easel lays out:
/// alignment, line breaking and line spacing). Immutable; change a
/// `NSMutableParagraphStyle`. An `NSObject`, as in UIKit, so generic helpers constrained
/// to `NSObject` take it.
open class NSParagraphStyle: NSObject {
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

    /// A mutable copy, like `NSParagraphStyle.mutableCopy()` (typed `Any`, as iOS code
    /// casts it with `as! NSMutableParagraphStyle`).
    open override func mutableCopy() -> Any { NSMutableParagraphStyle(style: style) }

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
}
