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
    open var text: String? {
        didSet {
            guard !isApplyingAttributedText else { return }
            richText = nil
            guard oldValue != text else { return }
            textDidChange(resizing: true)
            keyValueDidChange("text", from: oldValue ?? NSNull() as Any)
        }
    }
    /// The font, like `UILabel.font` (the system font at 17 points by default), typed
    /// `Font!` as UIKit types it: setting `nil` restores the default. Setting it sets the
    /// font of the whole `attributedText`, as UIKit does.
    open var font: Font! = Label.defaultFont {
        didSet {
            if font == nil { font = Label.defaultFont }
            applyToRuns(changed: oldValue != font, resizing: true) { $0.font = self.font }
        }
    }
    /// The text color, like `UILabel.textColor` (`.label` by default: black in light
    /// mode, white in dark), typed `Color!` as UIKit types it: setting `nil` restores the
    /// default. Setting it colors the whole `attributedText`.
    open var textColor: Color! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            applyToRuns(changed: oldValue != textColor) { $0.foregroundColor = self.textColor }
        }
    }
    /// The font a label has until another is set: the system font at 17 points.
    static let defaultFont = Font.systemFont(ofSize: 17)
    /// The horizontal alignment, like `UILabel.textAlignment` (`.natural` by default:
    /// left, or right when the label's `effectiveUserInterfaceLayoutDirection` is right
    /// to left); setting it aligns the whole `attributedText`.
    open var textAlignment = TextAlignment.natural {
        didSet { applyToRuns(changed: oldValue != textAlignment) { $0.paragraphStyle.alignment = self.textAlignment } }
    }
    /// The most lines shown, like `UILabel.numberOfLines`; 0 for no limit (1 by default).
    open var numberOfLines = 1 { didSet { if oldValue != numberOfLines { textDidChange(resizing: true) } } }
    /// How lines wrap and truncate, like `UILabel.lineBreakMode` (tail truncation by
    /// default); setting it sets the whole `attributedText`'s.
    open var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet {
            applyToRuns(changed: oldValue != lineBreakMode, resizing: true) {
                $0.paragraphStyle.lineBreakMode = self.lineBreakMode
            }
        }
    }

    /// The strategies for choosing line breaks, like `UILabel.lineBreakStrategy`
    /// (`.standard` by default). Kept: Easel breaks lines by Unicode's rules under
    /// every strategy.
    open var lineBreakStrategy = ParagraphStyle.LineBreakStrategy.standard
    /// Whether the text may be tightened before it is truncated, like
    /// `UILabel.allowsDefaultTighteningForTruncation` (`false` by default). Kept: Easel
    /// truncates without tightening.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether a pointer hovering over truncated text shows all of it, like
    /// `UILabel.showsExpansionTextWhenTruncated` (`false` by default). Kept: Easel has
    /// no pointer.
    open var showsExpansionTextWhenTruncated = false

    /// Whether the font shrinks, down to `minimumScaleFactor` of its size, until the
    /// text fits the bounds, like `UILabel.adjustsFontSizeToFitWidth` (the width for one
    /// line, the bounds for several). The intrinsic size stays the full font's.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if oldValue != adjustsFontSizeToFitWidth { textDidChange() } }
    }
    /// The smallest fraction of the font's size that shrinking goes to, like
    /// `UILabel.minimumScaleFactor` (0 by default: UIKit then keeps the font's size).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if oldValue != minimumScaleFactor { textDidChange() } }
    }
    /// Where shrunk text sits, like `UILabel.baselineAdjustment`: on the baseline the
    /// full font's would have (the default), centered, or at the full text's top.
    open var baselineAdjustment = BaselineAdjustment.alignBaselines {
        didSet { if oldValue != baselineAdjustment { textDidChange() } }
    }
    /// The color of a shadow drawn under the text, like `UILabel.shadowColor`; `nil`
    /// (the default) draws none.
    open var shadowColor: Color? { didSet { if oldValue != shadowColor { textDidChange() } } }
    /// The offset of the text's shadow, like `UILabel.shadowOffset` (one point up by
    /// default); it is drawn unblurred.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { if oldValue != shadowOffset { textDidChange() } } }
    /// The text color while the label is highlighted, like
    /// `UILabel.highlightedTextColor`; `nil` keeps the text's colors.
    open var highlightedTextColor: Color? {
        didSet { if oldValue != highlightedTextColor, isHighlighted { textDidChange() } }
    }
    /// Whether the label is drawn highlighted, like `UILabel.isHighlighted` (a selected
    /// cell highlights its labels).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted, highlightedTextColor != nil { textDidChange() } }
    }
    /// Whether the label draws its text enabled, like `UILabel.isEnabled` (`true` by
    /// default). It changes only the drawing: a disabled label draws all its text,
    /// attributed runs included, in `tertiaryLabel`, the color UIKit dims it to,
    /// whatever its text or highlighted colors.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { textDidChange() } }
    }

    /// How shrunk text is placed vertically, like `UIBaselineAdjustment`.
    public enum BaselineAdjustment: Int, Sendable {
        /// On the baseline the text would have at its full size.
        case alignBaselines = 0
        /// Centered in the bounds.
        case alignCenters
        /// At the top the text would have at its full size.
        case none
    }

    /// The styled text, like `UILabel.attributedText`: each run drawn in its own font,
    /// color, kerning, underline, strikethrough, background and baseline offset, the
    /// paragraph aligned and broken by the first character's paragraph style. Characters
    /// without a font or color take the label's. Setting it sets `text` to its
    /// characters, and `font`, `textColor`, `textAlignment` and `lineBreakMode` to its
    /// first character's, as UIKit does; reading it after `text` was set gives the text
    /// in the label's attributes.
    open var attributedText: NSAttributedString? {
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
    /// is laid out again; so is each run of `attributedText` with such a font, by its
    /// own text style. Other fonts stay as they are.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, window != nil { effectiveTraitsDidSettle(traitCollection) } }
    }
    /// The width at which a multiline label wraps its intrinsic size, like
    /// `UILabel.preferredMaxLayoutWidth`; 0 (the default) sets no limit.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// A label is a static-text element that reads its text, as UILabel is.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: text, traits: .staticText)
    }

    /// The layouts of the text for the current bounds, at the full font size and as
    /// shown (shrunk to fit), kept until something changes.
    private var cachedLayouts: (full: TextLayout, shown: TextLayout)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        isOpaque = false
        isUserInteractionEnabled = false
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The legibility weight of the label's traits: with Bold Text (`.bold`) a system
    /// font is drawn and measured one weight heavier, as UIKit draws it; `font` stays
    /// what was set.
    private var legibilityWeight = LegibilityWeight.unspecified
    /// The pseudolanguage of the label's traits: the text is measured and drawn in it;
    /// `text` stays what was set.
    private var pseudoLanguage = PseudoLanguage.unspecified

    /// The text as shown, `nil` when empty: `text` (or the runs of `attributedText`) in
    /// the label's pseudolanguage, its fonts as Bold Text draws them, in the highlighted
    /// color while highlighted, in the disabled color while not enabled.
    private var displayedText: AttributedText? {
        guard let text, !text.isEmpty else { return nil }
        let weight = legibilityWeight
        let highlight = !isEnabled ? Color.tertiaryLabel : isHighlighted ? highlightedTextColor : nil
        func restyle(_ attributes: inout TextAttributes) {
            attributes.font = attributes.font.withLegibilityWeight(weight)
            if let highlight { attributes.foregroundColor = highlight }
        }
        // Plain text whose characters stay as they are is one run: made restyled, it
        // is the text `mapRuns` would rebuild, made once instead of twice.
        guard richText != nil || pseudoLanguage.changesText else {
            var attributes = ownAttributes
            restyle(&attributes)
            return AttributedText(text, attributes: attributes)
        }
        return (richText ?? AttributedText(text, attributes: ownAttributes))
            .mapRuns(characters: pseudoLanguage.pseudolocalized, attributes: restyle)
    }

    /// The attributes the text is laid out with: `font` as Bold Text draws it. Package
    /// access, not public: UIKit's `UILabel` has no such member, and a subclass's own
    /// `textAttributes` (LTMorphingLabel declares one) must not clash with it.
    package var textAttributes: TextAttributes {
        var attributes = ownAttributes
        attributes.font = font.withLegibilityWeight(legibilityWeight)
        return attributes
    }

    /// The size of the text laid out within `size` (a zero or unbounded dimension sets
    /// no limit), rounded up to whole pixels, like `UILabel.sizeThatFits(_:)`: the size
    /// of `textRect(forBounds:limitedToNumberOfLines:)`, so that a subclass that insets
    /// its text there is measured with its insets, as in UIKit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard displayedText != nil else { return .zero }
        let width = size.width > 0 ? size.width : TextLayout.unboundedSize.width
        let bounds = CGRect(x: 0, y: 0, width: width, height: TextLayout.unboundedSize.height)
        let text = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
        let scale = contentScaleFactor
        return CGSize(width: (text.width * scale).rounded(.up) / scale, height: (text.height * scale).rounded(.up) / scale)
    }

    /// The rectangle the text takes laid out in `bounds` in at most `numberOfLines`
    /// lines (0: no limit), at the bounds' origin, like
    /// `UILabel.textRect(forBounds:limitedToNumberOfLines:)`: override it (with
    /// `drawText(in:)`) to measure the text in another rectangle, an inset one say.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = displayedText, bounds.width > 0, bounds.height > 0 else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let layout = TextLayout(text, containerSize: bounds.size, numberOfLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: layout.size)
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
        guard let context = GraphicsContext.current, let (full, shown) = layouts(for: rect.size) else { return }
        let fullTop = rect.minY + ((rect.height - full.size.height) / 2)
        let top = switch baselineAdjustment {
        case _ where shown === full: fullTop
        case .alignBaselines: fullTop + full.firstBaselineOffsetFromTop - shown.firstBaselineOffsetFromTop
        case .alignCenters: rect.minY + ((rect.height - shown.size.height) / 2)
        case .none: fullTop
        }
        if let shadowColor {
            context.saveGState()
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor)
        }
        context.draw(shown, at: CGPoint(x: rect.minX, y: top))
        if shadowColor != nil { context.restoreGState() }
    }

    /// The layouts of the text in `size`, at the full font size and as shown. Run colors
    /// are resolved when a layout is made, so a label with runs of their own colors (or
    /// highlighted) lays out again when the traits it draws in change.
    private func layouts(for size: CGSize) -> (full: TextLayout, shown: TextLayout)? {
        guard let text = displayedText else { return nil }
        let traits = richText == nil && !isHighlighted && isEnabled ? nil : TraitCollection.current
        if let cachedLayouts, cachedLayouts.full.containerSize == size, cachedLayoutTraits == traits { return cachedLayouts }
        let full = TextLayout(text, containerSize: size, numberOfLines: numberOfLines)
        let layouts = (full, adjustsFontSizeToFitWidth ? shrunk(text, toFit: size, from: full) : full)
        cachedLayouts = layouts
        cachedLayoutTraits = traits
        return layouts
    }

    /// The traits the cached layouts' run colors were resolved in.
    private var cachedLayoutTraits: TraitCollection?

    /// The text at the largest scale, down to `minimumScaleFactor`, at which it fits
    /// `size` untruncated (the smallest scale when none does); `full` when it fits as it
    /// is or the label may not shrink.
    private func shrunk(_ text: AttributedText, toFit size: CGSize, from full: TextLayout) -> TextLayout {
        let smallest = min(1, max(0, minimumScaleFactor))
        guard full.isTruncated || full.size.width > size.width, smallest > 0, smallest < 1 else { return full }
        func layout(at scale: CGFloat) -> TextLayout {
            TextLayout(text.mapRuns { $0.font = $0.font.withSize($0.font.pointSize * scale) }, containerSize: size,
                       numberOfLines: numberOfLines)
        }
        func fits(_ layout: TextLayout) -> Bool { !layout.isTruncated && layout.size.width <= size.width }
        var best = layout(at: smallest)
        guard fits(best) else { return best }
        // The largest fitting scale, to a hundredth of a point of the font's size.
        var low = smallest, high: CGFloat = 1
        let step = 0.01 / max(1, font.pointSize)
        while high - low > step {
            let middle = (low + high) / 2
            let candidate = layout(at: middle)
            if fits(candidate) {
                low = middle
                best = candidate
            } else {
                high = middle
            }
        }
        return best
    }

    override func effectiveTraitsDidSettle(_ traits: TraitCollection) {
        if adjustsFontForContentSizeCategory { adjustFonts(for: traits) }
        if traits.legibilityWeight != legibilityWeight {
            legibilityWeight = traits.legibilityWeight
            textDidChange(resizing: true)
        }
        if traits.pseudoLanguage != pseudoLanguage {
            pseudoLanguage = traits.pseudoLanguage
            textDidChange(resizing: true)
        }
    }

    /// Resizes `font` for the content size category of `traits`, and each run of
    /// `attributedText` by its own font, as UIKit scales each run by its text style:
    /// runs in fixed fonts keep their size.
    private func adjustFonts(for traits: TraitCollection) {
        guard let richText else {
            font = font.adjusted(for: traits)
            return
        }
        let adjusted = richText.mapRuns { $0.font = $0.font.adjusted(for: traits) }
        guard adjusted != richText else { return }
        isApplyingAttributedText = true
        font = adjusted.leadingAttributes.font
        isApplyingAttributedText = false
        self.richText = adjusted
        textDidChange(resizing: true)
    }

    /// Natural and justified text is aligned by the label's direction.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        if textAlignment == .natural || textAlignment == .justified { textDidChange() }
    }

    private func textDidChange(resizing: Bool = false) {
        cachedLayouts = nil
        setNeedsDisplay()
        if resizing { invalidateIntrinsicContentSize() }
    }
}
