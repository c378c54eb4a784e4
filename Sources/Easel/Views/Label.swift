import EaselGraphics
import Foundation

/// Shows read-only text, like `UILabel`: one line by default, truncated at the tail,
/// centered vertically in its bounds, redrawn when its size changes
/// (`contentMode` is `.redraw`, as UILabel's is). Like UILabel, it takes no touches
/// unless `isUserInteractionEnabled` is set: they go to the view behind it.
@preconcurrency @MainActor
open class Label: View {
    /// The text shown, like `UILabel.text`. Setting it drops the runs of
    /// `attributedText`: the whole text takes the label's font, color and alignment.
    public var text: String? {
        didSet {
            guard !isApplyingAttributedText else { return }
            richText = nil
            if oldValue != text { textDidChange(resizing: true) }
        }
    }
    /// The font, like `UILabel.font` (the system font at 17 points by default). Setting
    /// it sets the font of the whole `attributedText`, as UIKit does.
    public var font = Font.systemFont(ofSize: 17) {
        didSet { applyToRuns(changed: oldValue != font, resizing: true) { $0.font = self.font } }
    }
    /// The text color, like `UILabel.textColor` (`.label` by default: black in light
    /// mode, white in dark); setting it colors the whole `attributedText`.
    public var textColor = Color.label {
        didSet { applyToRuns(changed: oldValue != textColor) { $0.foregroundColor = self.textColor } }
    }
    /// The horizontal alignment, like `UILabel.textAlignment` (`.natural` by default:
    /// left, or right when the label's `effectiveUserInterfaceLayoutDirection` is right
    /// to left); setting it aligns the whole `attributedText`.
    public var textAlignment = TextAlignment.natural {
        didSet { applyToRuns(changed: oldValue != textAlignment) { $0.paragraphStyle.alignment = self.textAlignment } }
    }
    /// The most lines shown, like `UILabel.numberOfLines`; 0 for no limit (1 by default).
    public var numberOfLines = 1 { didSet { if oldValue != numberOfLines { textDidChange(resizing: true) } } }
    /// How lines wrap and truncate, like `UILabel.lineBreakMode` (tail truncation by
    /// default); setting it sets the whole `attributedText`'s.
    public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet {
            applyToRuns(changed: oldValue != lineBreakMode, resizing: true) {
                $0.paragraphStyle.lineBreakMode = self.lineBreakMode
            }
        }
    }

    /// The styled text, like `UILabel.attributedText`: each run drawn in its own font,
    /// color, kerning, underline, strikethrough, background and baseline offset, the
    /// paragraph aligned and broken by the first character's paragraph style. Characters
    /// without a font or color take the label's. Setting it sets `text` to its
    /// characters, and `font`, `textColor`, `textAlignment` and `lineBreakMode` to its
    /// first character's, as UIKit does; reading it after `text` was set gives the text
    /// in the label's attributes.
    public var attributedText: NSAttributedString? {
        get { richText?.foundationString ?? text.map { AttributedText($0, attributes: ownAttributes).foundationString } }
        set {
            guard let newValue, newValue.length > 0 else {
                text = newValue?.string
                return
            }
            let rich = AttributedText(newValue, defaults: ownAttributes)
            let first = rich.leadingAttributes
            isApplyingAttributedText = true
            text = rich.string
            font = first.font
            textColor = first.foregroundColor
            textAlignment = first.paragraphStyle.alignment
            lineBreakMode = first.paragraphStyle.lineBreakMode
            isApplyingAttributedText = false
            richText = rich
            textDidChange(resizing: true)
        }
    }

    /// The runs of `attributedText`, when it was set (and not replaced by `text` since).
    private var richText: AttributedText?
    /// Whether `attributedText` is setting the properties that describe its first
    /// character (which must not change its runs).
    private var isApplyingAttributedText = false

    /// The label's own attributes, before its traits change them.
    private var ownAttributes: TextAttributes {
        TextAttributes(font: font, foregroundColor: textColor,
                       paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode))
    }

    /// Applies a style property that changed to every run of `attributedText`, and
    /// redraws.
    private func applyToRuns(changed: Bool, resizing: Bool = false, _ change: (inout TextAttributes) -> Void) {
        guard changed, !isApplyingAttributedText else { return }
        richText = richText?.mapRuns(attributes: change)
        textDidChange(resizing: resizing)
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

    /// The text as shown, `nil` when empty: `text` (or the runs of `attributedText`) in
    /// the label's pseudolanguage, its fonts as Bold Text draws them.
    private var displayedText: AttributedText? {
        guard let text, !text.isEmpty else { return nil }
        let weight = legibilityWeight
        return (richText ?? AttributedText(text, attributes: ownAttributes))
            .mapRuns(characters: pseudoLanguage.pseudolocalized) { $0.font = $0.font.withLegibilityWeight(weight) }
    }

    /// The attributes the text is laid out with: `font` as Bold Text draws it.
    public var textAttributes: TextAttributes {
        var attributes = ownAttributes
        attributes.font = font.withLegibilityWeight(legibilityWeight)
        return attributes
    }

    /// The size of the text laid out within `size` (a zero or unbounded dimension sets
    /// no limit), rounded up to whole pixels, like `UILabel.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text = displayedText else { return .zero }
        let container = CGSize(width: size.width, height: TextLayout.unboundedSize.height)
        let layout = TextLayout(text, containerSize: container, numberOfLines: numberOfLines)
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
        guard let text = displayedText else { return nil }
        let container = CGSize(width: preferredMaxLayoutWidth, height: TextLayout.unboundedSize.height)
        let layout = TextLayout(text, containerSize: container, numberOfLines: numberOfLines)
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

    /// The layout of the text in `size`. Run colors are resolved when a layout is made,
    /// so a label with runs of their own colors lays out again when the traits it
    /// draws in change.
    private func layout(for size: CGSize) -> TextLayout? {
        guard let text = displayedText else { return nil }
        let traits = richText == nil ? nil : TraitCollection.current
        if let cachedLayout, cachedLayout.containerSize == size, cachedLayoutTraits == traits { return cachedLayout }
        let layout = TextLayout(text, containerSize: size, numberOfLines: numberOfLines)
        cachedLayout = layout
        cachedLayoutTraits = traits
        return layout
    }

    /// The traits the cached layout's run colors were resolved in.
    private var cachedLayoutTraits: TraitCollection?

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
