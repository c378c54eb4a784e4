import EaselGraphics
import Foundation

/// Shows read-only text, like `UILabel`: one line by default, truncated at the tail,
/// centered vertically in its bounds, redrawn when its size changes
/// (`contentMode` is `.redraw`, as UILabel's is). Like UILabel, it takes no touches
/// unless `isUserInteractionEnabled` is set: they go to the view behind it.
@preconcurrency @MainActor
open class Label: View {
    /// The text shown, like `UILabel.text`.
    public var text: String? { didSet { if oldValue != text { textDidChange(resizing: true) } } }
    /// The font, like `UILabel.font` (the system font at 17 points by default).
    public var font = Font.systemFont(ofSize: 17) { didSet { if oldValue != font { textDidChange(resizing: true) } } }
    /// The text color, like `UILabel.textColor` (`.label` by default: black in light
    /// mode, white in dark).
    public var textColor = Color.label { didSet { if oldValue != textColor { textDidChange() } } }
    /// The horizontal alignment, like `UILabel.textAlignment` (`.natural` by default:
    /// left, or right when the label's `effectiveUserInterfaceLayoutDirection` is right
    /// to left).
    public var textAlignment = TextAlignment.natural { didSet { if oldValue != textAlignment { textDidChange() } } }
    /// The most lines shown, like `UILabel.numberOfLines`; 0 for no limit (1 by default).
    public var numberOfLines = 1 { didSet { if oldValue != numberOfLines { textDidChange(resizing: true) } } }
    /// How lines wrap and truncate, like `UILabel.lineBreakMode` (tail truncation by default).
    public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet { if oldValue != lineBreakMode { textDidChange(resizing: true) } }
    }
    /// Whether the font follows the content size category of the label's traits, like
    /// `UILabel.adjustsFontForContentSizeCategory`: a font from
    /// `Font.preferredFont(forTextStyle:compatibleWith:)` or `FontMetrics` is resized
    /// when the label enters a window and whenever the category changes, and the label
    /// is laid out again. Other fonts stay as they are.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, window != nil { effectiveTraitsDidSettle(traitCollection) } }
    }
    /// The width at which a multiline label wraps its intrinsic size, like
    /// `UILabel.preferredMaxLayoutWidth`; 0 (the default) sets no limit.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// A label is a static-text element that reads its text, as UILabel is.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }

    /// The layout of the text for the current bounds, kept until something changes.
    private var cachedLayout: TextLayout?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// The legibility weight of the label's traits: with Bold Text (`.bold`) a system
    /// font is drawn and measured one weight heavier, as UIKit draws it; `font` stays
    /// what was set.
    private var legibilityWeight = LegibilityWeight.unspecified
    /// The pseudolanguage of the label's traits: the text is measured and drawn in it;
    /// `text` stays what was set.
    private var pseudoLanguage = PseudoLanguage.unspecified

    /// The text as shown: `text` in the label's pseudolanguage.
    private var displayedText: String? { text.map(pseudoLanguage.pseudolocalized) }

    /// The attributes the text is laid out with: `font` as Bold Text draws it.
    public var textAttributes: TextAttributes {
        TextAttributes(font: font.withLegibilityWeight(legibilityWeight), foregroundColor: textColor,
                       paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode))
    }

    /// The size of the text laid out within `size` (a zero or unbounded dimension sets
    /// no limit), rounded up to whole pixels, like `UILabel.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text = displayedText, !text.isEmpty else { return .zero }
        let container = CGSize(width: size.width, height: TextLayout.unboundedSize.height)
        let layout = TextLayout(text, attributes: textAttributes, containerSize: container, numberOfLines: numberOfLines)
        let scale = contentScaleFactor
        return CGSize(width: (layout.size.width * scale).rounded(.up) / scale,
                      height: (layout.size.height * scale).rounded(.up) / scale)
    }

    /// The size of the text, laid out within `preferredMaxLayoutWidth` if set, on the
    /// pixel grid, like `UILabel.intrinsicContentSize` (zero without text).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    /// The baselines of the text as drawn, centered in the bounds.
    override var baselineOffsetsFromCenter: BaselineOffsets? {
        guard let text = displayedText, !text.isEmpty else { return nil }
        let container = CGSize(width: preferredMaxLayoutWidth, height: TextLayout.unboundedSize.height)
        let layout = TextLayout(text, attributes: textAttributes, containerSize: container, numberOfLines: numberOfLines)
        let half = layout.size.height / 2
        return BaselineOffsets(first: layout.firstBaselineOffsetFromTop - half, last: half - layout.lastBaselineOffsetFromBottom)
    }

    /// Draws the label, like `UILabel.draw(_:)`: the text in the bounds through
    /// `drawText(in:)`. It is `draw(_:)`, as in UIKit, so that a subclass overriding
    /// either drawing method can call super to draw the text.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in `rect`, centered vertically, like `UILabel.drawText(in:)`:
    /// override it to draw in another rectangle (an inset one, say) by calling super
    /// with it.
    open func drawText(in rect: CGRect) {
        guard let context = GraphicsContext.current, let layout = layout(for: rect.size) else { return }
        let top = rect.minY + ((rect.height - layout.size.height) / 2)
        context.draw(layout, at: CGPoint(x: rect.minX, y: top))
    }

    private func layout(for size: CGSize) -> TextLayout? {
        guard let text = displayedText, !text.isEmpty else { return nil }
        if let cachedLayout, cachedLayout.containerSize == size { return cachedLayout }
        let layout = TextLayout(text, attributes: textAttributes, containerSize: size, numberOfLines: numberOfLines)
        cachedLayout = layout
        return layout
    }

    override func effectiveTraitsDidSettle(_ traits: TraitCollection) {
        if adjustsFontForContentSizeCategory { font = font.adjusted(for: traits) }
        if traits.legibilityWeight != legibilityWeight {
            legibilityWeight = traits.legibilityWeight
            textDidChange(resizing: true)
        }
        if traits.pseudoLanguage != pseudoLanguage {
            pseudoLanguage = traits.pseudoLanguage
            textDidChange(resizing: true)
        }
    }

    /// Natural and justified text is aligned by the label's direction.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        if textAlignment == .natural || textAlignment == .justified { textDidChange() }
    }

    private func textDidChange(resizing: Bool = false) {
        cachedLayout = nil
        setNeedsDisplay()
        if resizing { invalidateIntrinsicContentSize() }
    }
}
