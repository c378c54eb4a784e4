import EaselGraphics
import Foundation

/// Scrolling, editable, multi-line text, like `UITextView`: a `ScrollView` whose
/// content is its text, wrapped to its width less `textContainerInset` (8 points above
/// and below by default, UIKit's) and `textContainer.lineFragmentPadding` (5 points on
/// each side, UIKit's), and as tall as its lines: `contentSize` follows the text.
///
/// A tap makes an editable text view the first responder; typing goes through
/// `KeyInput` (a "\n" is a new line) with the delegate's calls in UIKit's order (see
/// `TextViewDelegate`) and `textDidChangeNotification`. While it edits, a 2-point caret
/// in the tint color follows the text, or the selection is drawn behind it (see
/// `selectedRange`). Set `delegate` to a `TextViewDelegate` (it is the
/// scroll view's delegate, as in UIKit). Text set through `text`, `attributedText` or
/// typing is drawn in one style: the font and color of the attributed text's first
/// character, or `font` and `textColor`.
///
/// The text is TextKit's: `textStorage` holds it, `layoutManager` lays it out in
/// `textContainer` (as wide as the view less `textContainerInset`), and the text view
/// draws and sizes what the layout manager lays out, so
/// `layoutManager.usedRect(for: textContainer)` is the content's text, and editing
/// `textStorage` directly (attributes too) redraws the view.
@preconcurrency @MainActor
open class TextView: ScrollView, KeyInput, TextInputTraits {
    /// The kinds of data shown as links while the text view is not editable, like
    /// `UITextView.dataDetectorTypes` (none): kept; Easel detects no data (Foundation's
    /// `NSDataDetector` is not implemented on Linux) and reports a non-empty value.
    open var dataDetectorTypes: DataDetectorTypes = [] {
        didSet {
            if !dataDetectorTypes.isEmpty {
                Diagnostics.report("UITextView.dataDetectorTypes: Easel detects no data; the text is drawn as it is")
            }
        }
    }

    /// The attributes links are drawn in, like `UITextView.linkTextAttributes`: by
    /// default blue (`systemBlue`) and underlined with a single line, as UIKit documents;
    /// `nil` resets them. Kept; Easel's text view draws its text in one style.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { storedLinkTextAttributes ?? Self.defaultLinkTextAttributes }
        set { storedLinkTextAttributes = newValue }
    }
    private var storedLinkTextAttributes: [NSAttributedString.Key: Any]?
    private static var defaultLinkTextAttributes: [NSAttributedString.Key: Any] {
        [.foregroundColor: Color.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue]
    }

    // What the text view asks of the keyboard, like `UITextView`'s `UITextInputTraits`
    // (UIKit's defaults); kept for code that sets and reads them, as Easel shows no
    // keyboard and changes no typed text.

    /// Like `UITextInputTraits.autocapitalizationType` (`.sentences`).
    open var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Like `UITextInputTraits.autocorrectionType` (`.default`).
    open var autocorrectionType = TextAutocorrectionType.default
    /// Like `UITextInputTraits.spellCheckingType` (`.default`).
    open var spellCheckingType = TextSpellCheckingType.default
    /// Like `UITextInputTraits.smartQuotesType` (`.default`).
    open var smartQuotesType = TextSmartQuotesType.default
    /// Like `UITextInputTraits.smartDashesType` (`.default`).
    open var smartDashesType = TextSmartDashesType.default
    /// Like `UITextInputTraits.smartInsertDeleteType` (`.default`).
    open var smartInsertDeleteType = TextSmartInsertDeleteType.default
    /// Like `UITextInputTraits.keyboardType` (`.default`).
    open var keyboardType = KeyboardType.default
    /// Like `UITextInputTraits.keyboardAppearance` (`.default`).
    open var keyboardAppearance = KeyboardAppearance.default
    /// Like `UITextInputTraits.returnKeyType` (`.default`: a new line).
    open var returnKeyType = ReturnKeyType.default
    /// Like `UITextInputTraits.enablesReturnKeyAutomatically` (`false`).
    open var enablesReturnKeyAutomatically = false
    /// Like `UITextInputTraits.isSecureTextEntry` (`false`); kept, and Easel's text view
    /// draws its text as it is.
    open var isSecureTextEntry = false
    /// Like `UITextInputTraits.textContentType` (`nil`).
    open var textContentType: TextContentType!

    /// Posted after the text changed by editing, like `UITextView.textDidChangeNotification`.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing begins, right after `textViewDidBeginEditing(_:)`, like
    /// `UITextView.textDidBeginEditingNotification` (the object is the text view).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when editing ends, right after `textViewDidEndEditing(_:)`, like
    /// `UITextView.textDidEndEditingNotification` (the object is the text view).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text, like `UITextView.text` (empty by default): the text storage's
    /// characters. Setting it sends nothing.
    open var text: String! {
        get { storedText }
        set {
            let text = newValue ?? ""
            textStorage.setAttributedString(NSAttributedString(string: text, attributes: textAttributes.foundationAttributes))
            selection = NSRange(location: (text as NSString).length, length: 0)
        }
    }
    var storedText: String { textStorage.string }

    /// The text, like `UITextView.textStorage`: editing it redraws the text view.
    public let textStorage: TextStorage
    /// Lays the text out, like `UITextView.layoutManager`.
    public let layoutManager: LayoutManager
    /// The container the text is laid out in, like `UITextView.textContainer`: the one
    /// given to `init(frame:textContainer:)`, or one as wide as the view less
    /// `textContainerInset` (it tracks the view's width), unbounded in height, 5 points
    /// of padding at each end of a line.
    public let textContainer: TextContainer

    /// The text with its attributes, like `UITextView.attributedText`: drawn in the font
    /// and color of its first character (`font` and `textColor` for those it lacks).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText, attributes: TextField.attributes(textAttributes)) }
        set {
            storedAttributes = newValue.flatMap(TextField.firstAttributes)
            text = newValue?.string ?? ""
        }
    }
    private var storedAttributes: (font: Font?, color: Color?)?

    /// The attributes of the text the user types next, like `UITextView.typingAttributes`:
    /// the text's own font and color until set, and set back to them whenever the
    /// selection changes, as UIKit does. Easel draws a text view's text in one style, so
    /// typed text takes that style whatever this holds.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? textAttributes.foundationAttributes }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// Whether the edit menu offers bold, italic and underline, like
    /// `UITextView.allowsEditingTextAttributes` (`false` by default). Kept: Easel's edit
    /// menu has no style commands.
    open var allowsEditingTextAttributes = false

    /// The font, like `UITextView.font`: UIKit's default, 12 points of the system font.
    open var font: Font? = .systemFont(ofSize: 12) { didSet { textDidChange() } }
    /// Whether the font follows the content size category of the text view's traits,
    /// like `UITextView.adjustsFontForContentSizeCategory`: a font from
    /// `Font.preferredFont(forTextStyle:compatibleWith:)` or `FontMetrics` is resized
    /// when the view enters a window and whenever the category changes. Other fonts
    /// stay as they are.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, window != nil { effectiveTraitsDidSettle(traitCollection) } }
    }

    override func effectiveTraitsDidSettle(_ traits: TraitCollection) {
        super.effectiveTraitsDidSettle(traits)
        let adjusted = font?.adjusted(for: traits)
        if adjustsFontForContentSizeCategory, adjusted != font { font = adjusted }
    }
    /// The text color, like `UITextView.textColor` (`.label`).
    open var textColor: Color? = .label { didSet { textDidChange() } }
    /// The alignment, like `UITextView.textAlignment` (`.natural`).
    open var textAlignment: TextAlignment = .natural { didSet { textDidChange() } }
    /// The space around the text container, like `UITextView.textContainerInset`
    /// (8 points above and below).
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            trackContainerWidth()
            textDidChange()
        }
    }
    /// Whether typing changes the text, like `UITextView.isEditable` (`true`).
    open var isEditable = true { didSet { if !isEditable, isFirstResponder { resignFirstResponder() } } }
    /// Whether the text can be selected, like `UITextView.isSelectable` (`true`).
    open var isSelectable = true

    /// The view shown instead of the keyboard while this edits, like `UITextView.inputView`
    /// (settable here); takes effect when editing begins or at `reloadInputViews()`.
    open override var inputView: View? {
        get { assignedInputView }
        set { assignedInputView = newValue }
    }
    /// The view shown on top of the keyboard while this edits, like
    /// `UITextView.inputAccessoryView` (settable here); takes effect as `inputView` does.
    open override var inputAccessoryView: View? {
        get { assignedInputAccessoryView }
        set { assignedInputAccessoryView = newValue }
    }
    private var assignedInputView: View?, assignedInputAccessoryView: View?

    /// Whether the text view is editing.
    public private(set) var isEditing = false
    /// The selected characters in UTF-16 offsets, empty for a caret (see
    /// `selectedRange`); at the end of the text once it is set. Read it as
    /// `shownSelection`: editing `textStorage` directly can leave it past the text.
    var selection = NSRange(location: 0, length: 0) { didSet { if oldValue != selection { storedTypingAttributes = nil } } }
    /// Draws the text; the scroll view moves it.
    private let content = ContentView()

    /// A text view with a text system of its own, like `UITextView(frame:)`: it calls
    /// `init(frame:textContainer:)` with `nil`, so a subclass that overrides only that
    /// initializer (as iOS text view subclasses do) runs it.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view laying its text out in `textContainer`, like
    /// `UITextView(frame:textContainer:)`, the designated initializer. The view shows the
    /// text storage of the container's layout manager (so text already there is the
    /// view's `text`); a container without a layout manager, or a manager without a
    /// storage, gets a new one. The container's `widthTracksTextView` is left as its
    /// owner set it. With `nil` the view makes its own container, tracking its width.
    public init(frame: CGRect, textContainer: TextContainer?) {
        let container = textContainer ?? TextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        let manager = container.layoutManager ?? LayoutManager()
        self.textContainer = container
        layoutManager = manager
        textStorage = manager.textStorage ?? TextStorage()
        super.init(frame: frame)
        if textContainer == nil { container.widthTracksTextView = true }
        container.textView = self
        if container.layoutManager !== manager { manager.addTextContainer(container) }
        if manager.textStorage !== textStorage { textStorage.addLayoutManager(manager) }
        layoutManager.typingAttributes = textAttributes
        trackContainerWidth()
        content.textView = self
        addSubview(content)
        backgroundColor = .systemBackground
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    var textViewDelegate: TextViewDelegate? { delegate as? TextViewDelegate }

    /// The attributes the text is laid out with; the container's line break mode ends
    /// the last line.
    var textAttributes: TextAttributes {
        TextAttributes(font: storedAttributes?.font ?? font ?? .systemFont(ofSize: 12),
                       foregroundColor: storedAttributes?.color ?? textColor ?? .label,
                       paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: .byWordWrapping))
    }

    /// Gives a container that tracks the view's width the view's width less the insets.
    private func trackContainerWidth() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.size.width != width { textContainer.size.width = width }
    }

    /// The lines' width: the bounds less the insets and the padding.
    private var lineWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    private func layout(_ string: String) -> TextLayout {
        TextLayout(string, attributes: textAttributes, containerSize: CGSize(width: lineWidth, height: 0),
                   numberOfLines: textContainer.maximumNumberOfLines)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        trackContainerWidth()
        let textHeight = layoutManager.usedRect(for: textContainer).maxY
        let size = CGSize(width: bounds.width, height: textHeight + textContainerInset.top + textContainerInset.bottom)
        let scale = contentScaleFactor
        let rounded = CGSize(width: size.width, height: (size.height * scale).rounded(.up) / scale)
        if contentSize != rounded { contentSize = rounded }
        content.frame = CGRect(origin: .zero, size: rounded)
    }

    /// Restyles the text after a style property changed.
    private func textDidChange() {
        let attributes = textAttributes
        layoutManager.typingAttributes = attributes
        guard textStorage.length > 0 else { return textLayoutDidChange() }
        textStorage.setAttributes(attributes.foundationAttributes, range: NSRange(location: 0, length: textStorage.length))
    }

    /// Lays out and draws the text again; the layout manager calls this when the text
    /// or the container changed.
    func textLayoutDidChange() {
        setNeedsLayout()
        content.setNeedsDisplay()
    }

    /// Draws the text, the selection and the caret again.
    func contentNeedsDisplay() { content.setNeedsDisplay() }

    // MARK: First responder

    /// An editable or selectable text view can become the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Begins editing, like `UITextView.becomeFirstResponder()`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, textViewDelegate?.textViewShouldBeginEditing(self) ?? true,
              becomeFirstResponderOfItsWindow()
        else { return false }
        isEditing = isEditable
        content.setNeedsDisplay()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        if isEditable { window?.textInputDidBeginEditing(self) }
        return true
    }

    /// Ends editing, like `UITextView.resignFirstResponder()`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        isEditing = false
        _ = resignFirstResponderOfItsWindow()
        content.setNeedsDisplay()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        window?.textInputDidEndEditing()
        return true
    }

    /// A tap (a touch that lifts without scrolling) begins editing.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Easel.Event?) {
        super.touchesEnded(touches, with: event)
        becomeFirstResponder()
    }

    // MARK: KeyInput

    /// Whether there is text, like `UIKeyInput.hasText`.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` in place of the selection ("\n" starts a new line), like
    /// `UIKeyInput.insertText(_:)`; only while editing.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        change(shownSelection, to: text)
    }

    /// Deletes the selection, or the character before the caret, like
    /// `UIKeyInput.deleteBackward()`.
    open func deleteBackward() {
        guard isEditing else { return }
        let selection = shownSelection
        if selection.length > 0 { return change(selection, to: "") }
        guard selection.location > 0 else { return }
        change((storedText as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1), to: "")
    }

    // MARK: Edit actions

    /// Selects the whole text, like `UITextView`'s `selectAll(_:)` (a standard edit
    /// action); the selection is drawn behind the text while the view edits.
    open override func selectAll(_ sender: Any?) {
        selectedRange = NSRange(location: 0, length: (storedText as NSString).length)
    }

    /// Copies the selected text to `Pasteboard.general`, like `UITextView`'s `copy(_:)`;
    /// nothing without a selection.
    open override func copy(_ sender: Any?) { copySelectionToPasteboard() }

    /// Copies the selected text to `Pasteboard.general` and deletes it, like
    /// `UITextView`'s `cut(_:)`, asking the delegate; only while editing.
    open override func cut(_ sender: Any?) {
        guard isEditing, copySelectionToPasteboard() else { return }
        change(shownSelection, to: "")
    }

    /// Replaces the selection with `Pasteboard.general`'s string, like `UITextView`'s
    /// `paste(_:)`, asking the delegate; the caret ends after the pasted text. Only while
    /// editing.
    open override func paste(_ sender: Any?) {
        guard isEditing, let string = Pasteboard.general.string else { return }
        change(shownSelection, to: string)
    }

    @discardableResult
    private func copySelectionToPasteboard() -> Bool {
        let selection = shownSelection
        guard selection.length > 0 else { return false }
        Pasteboard.general.string = (storedText as NSString).substring(with: selection)
        return true
    }

    /// Replaces the characters in `range` with `string` as typing does: the delegate is
    /// asked first; then the text changes, the caret ends after the new text,
    /// `textViewDidChangeSelection`, `textViewDidChange` and `textDidChangeNotification`.
    func change(_ range: NSRange, to string: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        replaceCharacters(in: range, with: string)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Puts `string` in place of `range` in the storage and the caret after it, and
    /// tells the delegate the selection changed.
    func replaceCharacters(in range: NSRange, with string: String) {
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        textStorage.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: textAttributes.foundationAttributes))
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    // MARK: Drawing

    /// Draws the selection, the text and the caret in the content's coordinates (the
    /// text view's own: the content starts at its origin).
    fileprivate func drawContent(in context: GraphicsContext) {
        let shown = shownSelection
        if isEditing, shown.length > 0 {
            context.setFillColor(tintColor.withAlphaComponent(TextField.selectionOpacity))
            for band in selectionBands(of: shown) { context.fill(band) }
        }
        layoutManager.drawGlyphs(forGlyphRange: layoutManager.glyphRange(for: textContainer),
                                 at: CGPoint(x: textContainerInset.left, y: textContainerInset.top))
        guard isEditing, shown.length == 0 else { return }
        context.addPath(BezierPath(roundedRect: caretRect(at: shown.location), cornerRadius: TextField.caretWidth / 2))
        context.setFillColor(tintColor)
        context.fillPath()
    }

    /// The selection within the text (the storage may have been edited under it).
    var shownSelection: NSRange { UTF16Positions(length: textStorage.length).clamped(selection) }

    /// The caret before the UTF-16 offset `offset`, 2 points wide and the font's line
    /// high, on the pixel grid: at the end of the last line of the text before it.
    func caretRect(at offset: Int) -> CGRect {
        let origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        let textBefore = (storedText as NSString).substring(to: offset)
        let before = layout(textBefore)
        let lineHeight = textAttributes.font.lineHeight
        let last = before.lines.last
        let endsWithNewline = textBefore.hasSuffix("\n")
        let x = origin.x + (endsWithNewline ? 0 : (last.map { $0.frame.maxX } ?? 0))
        let y = origin.y + (endsWithNewline ? before.size.height : (last?.frame.minY ?? 0))
        let scale = contentScaleFactor
        return CGRect(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale,
                      width: TextField.caretWidth, height: (lineHeight * scale).rounded() / scale)
    }

    /// The bands the selection of `range` fills, one a line, top to bottom: the
    /// rectangles enclosing its glyphs, in the content's coordinates.
    func selectionBands(of range: NSRange) -> [CGRect] {
        let glyphs = layoutManager.glyphRange(forCharacterRange: range, actualCharacterRange: nil)
        var bands: [CGRect] = []
        layoutManager.enumerateEnclosingRects(forGlyphRange: glyphs, withinSelectedGlyphRange: glyphs, in: textContainer) { rect, _ in
            bands.append(rect.offsetBy(dx: textContainerInset.left, dy: textContainerInset.top))
        }
        return bands
    }

    /// The caret is drawn in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if isEditing { content.setNeedsDisplay() }
    }

    /// The view the text is drawn in, as large as the content.
    private final class ContentView: View {
        weak var textView: TextView?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            contentMode = .redraw
        }

        /// Fails as `View(coder:)` does: Easel decodes no archives.
        required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

        override func draw(context: GraphicsContext, rect: CGRect) {
            textView?.drawContent(in: context)
        }
    }
}
