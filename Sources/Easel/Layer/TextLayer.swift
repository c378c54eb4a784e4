import EaselGraphics
import Foundation

/// A layer that draws a string, like `CATextLayer`.
///
/// Like Core Animation's, it draws into its backing store at `contentsScale` pixels
/// per point (1 unless set: set it to the screen's scale for sharp text), from the
/// top-left corner of its bounds, and redraws whenever a text property or the size of
/// its bounds changes. Its defaults are Core Animation's: 36-point type in white.
open class TextLayer: Layer {
    /// How the lines of a text layer are aligned, like `CATextLayerAlignmentMode`.
    public enum AlignmentMode: Hashable, Sendable {
        /// The writing direction's natural alignment (the default), like `.natural`.
        case natural
        /// Like `.left`.
        case left
        /// Like `.right`.
        case right
        /// Like `.center`.
        case center
        /// Lines but the last stretched to the full width, like `.justified`.
        case justified
    }

    /// Where text that does not fit is cut, with an ellipsis, like
    /// `CATextLayerTruncationMode`.
    public enum TruncationMode: Hashable, Sendable {
        /// Not truncated: clipped at the bounds (the default), like `.none`.
        case none
        /// The start is replaced by an ellipsis, like `.start`.
        case start
        /// The middle is replaced by an ellipsis, like `.middle`.
        case middle
        /// The end is replaced by an ellipsis, like `.end`.
        case end
    }

    /// A text layer that redraws when its bounds change size.
    public override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    /// A text layer with `layer`'s properties, like `CATextLayer.init(layer:)`.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    /// Text layers are not decoded from archives: `nil`, reported.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text drawn, like `CATextLayer.string`.
    open var string: String? {
        didSet { if oldValue != string { setNeedsDisplay() } }
    }
    /// The typeface, like `CATextLayer.font` (a `CFTypeRef`): a `Font`, or a font's
    /// name as a `String`, which `Font(name:size:)` finds; `nil` or a name no font has is
    /// the system font (the default). Its size is `fontSize`, whatever the font's own.
    open var font: AnyObject? = Font.systemFont(ofSize: 36) {
        didSet {
            let named = Self.typeface(font)
            if named != typeface { setNeedsDisplay() }
            typeface = named
        }
    }
    /// The font `font` names, found when it is set.
    private(set) var typeface = Font.systemFont(ofSize: 36)
    /// The size of the type in points, like `CATextLayer.fontSize` (36).
    open var fontSize: CGFloat = 36 {
        didSet {
            if !acceptsGeometry("fontSize", fontSize) || fontSize <= 0 { fontSize = oldValue }
            if oldValue != fontSize { setNeedsDisplay() }
        }
    }
    /// The text's color, like `CATextLayer.foregroundColor` (opaque white); `nil`
    /// draws nothing.
    open var foregroundColor: Color? = .white {
        didSet { if oldValue != foregroundColor { setNeedsDisplay() } }
    }
    /// Whether the text wraps to the bounds' width, like `CATextLayer.isWrapped`
    /// (one line by default).
    open var isWrapped = false {
        didSet { if oldValue != isWrapped { setNeedsDisplay() } }
    }
    /// How text that does not fit is truncated, like `CATextLayer.truncationMode`.
    open var truncationMode = TruncationMode.none {
        didSet { if oldValue != truncationMode { setNeedsDisplay() } }
    }
    /// How lines are aligned in the bounds, like `CATextLayer.alignmentMode`.
    open var alignmentMode = AlignmentMode.natural {
        didSet { if oldValue != alignmentMode { setNeedsDisplay() } }
    }

    override func copyState(from layer: Layer) {
        super.copyState(from: layer)
        guard let text = layer as? TextLayer else { return }
        string = text.string
        font = text.font
        fontSize = text.fontSize
        foregroundColor = text.foregroundColor
        isWrapped = text.isWrapped
        truncationMode = text.truncationMode
        alignmentMode = text.alignmentMode
    }

    private static func typeface(_ font: AnyObject?) -> Font {
        switch font {
        case let font as Font: font
        case let name as String: Font(name: name, size: 36) ?? .systemFont(ofSize: 36)
        default: .systemFont(ofSize: 36)
        }
    }

    /// The string laid out in the bounds with the layer's attributes, in the
    /// pseudolanguage of the view the layer is in (`string` stays as set).
    var textLayout: TextLayout? {
        guard let string, !string.isEmpty, let foregroundColor else { return nil }
        let style = ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode)
        let attributes = TextAttributes(font: typeface.withSize(fontSize), foregroundColor: foregroundColor,
                                        paragraphStyle: style)
        return TextLayout(traitsForColors.pseudoLanguage.pseudolocalized(string), attributes: attributes,
                          containerSize: bounds.size, numberOfLines: isWrapped ? 0 : 1)
    }

    /// Draws the string from the top-left corner of the bounds, as `CATextLayer` does.
    open override func draw(in context: GraphicsContext) {
        guard let textLayout else { return }
        context.draw(textLayout, at: bounds.origin)
    }

    /// Whether the lines align by the layout direction of the view the layer is in.
    var alignsByLayoutDirection: Bool { alignmentMode == .natural || alignmentMode == .justified }

    private var textAlignment: TextAlignment {
        switch alignmentMode {
        case .natural: .natural
        case .left: .left
        case .right: .right
        case .center: .center
        case .justified: .justified
        }
    }

    private var lineBreakMode: LineBreakMode {
        switch truncationMode {
        case .none: isWrapped ? .byWordWrapping : .byClipping
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        }
    }
}
