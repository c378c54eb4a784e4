import EaselGraphics
import Foundation

/// One line of editable text, like `UITextField`.
///
/// A tap makes it the first responder and starts editing; while it edits, a 2-point
/// caret in the tint color (`systemBlue`) is drawn after the text, or a selection
/// behind it. Typed text arrives through `KeyInput` (`insertText(_:)`,
/// `deleteBackward()`); the delegate and the control events follow UIKit's order (see
/// `TextField+Editing`).
///
/// The text, or the placeholder in `placeholderText` when there is none, is drawn in
/// `textRect(forBounds:)` (`editingRect(forBounds:)` while editing), centered
/// vertically. `borderStyle` draws the background: nothing, a line, a bezel, or a
/// rounded rectangle (see `TextField.BorderStyle` for the geometry and its sources).
/// The clear button, a circled cross drawn as a vector path, and the left and right
/// overlay views show by their modes. The caret does not blink, so that frames are
/// deterministic.
@preconcurrency @MainActor
open class TextField: Control, KeyInput, TextInputTraits {
    /// The text, like `UITextField.text`. Setting it sends no event and moves the
    /// caret to the end. It is never `nil`: a new field's text is empty, and setting
    /// `nil` empties it, as on iOS (Apple's reference says `nil` by default, but iOS
    /// returns an empty string, and iOS code unwraps it with `text!`).
    open var text: String? {
        get { storedText }
        set {
            let old = storedText
            storedAttributes = nil
            replaceText(with: newValue ?? "")
            if old != storedText { keyValueDidChange("text", from: old) }
        }
    }
    var storedText = ""

    /// The text with its attributes, like `UITextField.attributedText`. Easel draws a
    /// field's text in one style: the font and color of the string's first character
    /// (`.font`, `.foregroundColor`), the field's own for those it lacks. Reading it
    /// gives the text with the font and color it is drawn in.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText, attributes: Self.attributes(drawnAttributes)) }
        set {
            storedAttributes = newValue.flatMap(Self.firstAttributes)
            replaceText(with: newValue?.string ?? "")
        }
    }
    /// The font and color of the attributed text last set, if it had any.
    var storedAttributes: (font: Font?, color: Color?)?

    /// The attributes of the whole text, like `UITextField.defaultTextAttributes`: reading
    /// gives the font and color the text is drawn in; setting applies the dictionary's
    /// font, color and paragraph style's alignment to the whole text, the others keeping
    /// their values, as UIKit does. (A field draws its text in one style: other
    /// attributes are not drawn.)
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { Self.attributes(drawnAttributes) }
        set {
            let attributes = TextAttributes(newValue, defaults: drawnAttributes)
            if newValue[.font] != nil {
                storedAttributes?.font = nil
                textFont = attributes.font
            }
            if newValue[.foregroundColor] != nil {
                storedAttributes?.color = nil
                textDrawingColor = attributes.foregroundColor
            }
            if newValue[.paragraphStyle] != nil { textAlignment = attributes.paragraphStyle.alignment }
        }
    }

    /// The text shown, dimmed, while there is none, like `UITextField.placeholder`.
    open var placeholder: String? {
        get { storedPlaceholder?.string }
        set { storedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its attributes, like `UITextField.attributedPlaceholder`;
    /// drawn, like the text, in the font and color of its first character, with the
    /// field's font and `placeholderText` for those it lacks.
    open var attributedPlaceholder: NSAttributedString? {
        get { storedPlaceholder }
        set { storedPlaceholder = newValue }
    }
    var storedPlaceholder: NSAttributedString? { didSet { setNeedsDisplay() } }

    /// The font of the text and the placeholder, like `UITextField.font`: the system
    /// font's body style (17 points) by default; setting nil goes back to it.
    open var font: Font? {
        get { textFont }
        set { textFont = newValue ?? .preferredFont(forTextStyle: .body) }
    }

    /// The font the text is drawn in: `font`, which is never nil when read.
    var textFont: Font = .preferredFont(forTextStyle: .body) { didSet { textAppearanceDidChange(resizing: true) } }

    /// Whether the font follows the content size category of the field's traits, like
    /// `UITextField.adjustsFontForContentSizeCategory`: a font from
    /// `Font.preferredFont(forTextStyle:compatibleWith:)` or `FontMetrics` is resized
    /// when the field enters a window and whenever the category changes. Other fonts
    /// stay as they are.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, window != nil { effectiveTraitsDidSettle(traitCollection) } }
    }

    override func effectiveTraitsDidSettle(_ traits: TraitCollection) {
        super.effectiveTraitsDidSettle(traits)
        let adjusted = textFont.adjusted(for: traits)
        if adjustsFontForContentSizeCategory, adjusted != textFont { textFont = adjusted }
    }

    /// The color of the text, like `UITextField.textColor` (`.label` by default; setting
    /// nil goes back to it).
    open var textColor: Color? {
        get { textDrawingColor }
        set { textDrawingColor = newValue ?? .label }
    }

    /// The color the text is drawn in: `textColor`, which is never nil when read.
    var textDrawingColor: Color = .label { didSet { textAppearanceDidChange() } }

    /// How the text sits across the text rectangle, like `UITextField.textAlignment`
    /// (`.natural`: leading).
    open var textAlignment: TextAlignment = .natural { didSet { textAppearanceDidChange() } }

    /// The background drawn behind the text, like `UITextField.borderStyle` (`.none`).
    open var borderStyle: BorderStyle = .none { didSet { textAppearanceDidChange(resizing: true) } }

    /// When the clear button shows, like `UITextField.clearButtonMode` (`.never`).
    open var clearButtonMode: ViewMode = .never { didSet { overlaysDidChange() } }

    /// A view at the leading end, like `UITextField.leftView`, shown by `leftViewMode`.
    open var leftView: View? {
        didSet {
            if oldValue !== leftView { oldValue?.removeFromSuperview() }
            overlaysDidChange()
        }
    }
    /// When `leftView` shows, like `UITextField.leftViewMode` (`.never`).
    open var leftViewMode: ViewMode = .never { didSet { overlaysDidChange() } }

    /// A view at the trailing end, like `UITextField.rightView`, shown by
    /// `rightViewMode`.
    open var rightView: View? {
        didSet {
            if oldValue !== rightView { oldValue?.removeFromSuperview() }
            overlaysDidChange()
        }
    }
    /// When `rightView` shows, like `UITextField.rightViewMode` (`.never`).
    open var rightViewMode: ViewMode = .never { didSet { overlaysDidChange() } }

    /// Whether text too wide for the field is drawn in a smaller font, down to
    /// `minimumFontSize`, like `UITextField.adjustsFontSizeToFitWidth` (`false`).
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }
    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to, like
    /// `UITextField.minimumFontSize` (0). As in UIKit, it is pinned to a readable size:
    /// never below `TextField.smallestReadableFontSize`.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }
    /// The size `minimumFontSize` is pinned to from below.
    public static let smallestReadableFontSize: CGFloat = 9

    /// Whether the text shows as bullets, like `UITextInputTraits.isSecureTextEntry`.
    open var isSecureTextEntry = false { didSet { textAppearanceDidChange() } }
    /// Whether beginning to edit empties the field, like
    /// `UITextField.clearsOnBeginEditing` (`false`).
    open var clearsOnBeginEditing = false

    /// The kind of keyboard, like `UITextInputTraits.keyboardType`. Easel shows no
    /// keyboard; the value is kept for code that sets it.
    open var keyboardType: KeyboardType = .default
    /// The return key's title, like `UITextInputTraits.returnKeyType`; kept.
    open var returnKeyType: ReturnKeyType = .default
    /// How the keyboard looks, like `UITextInputTraits.keyboardAppearance`; kept.
    open var keyboardAppearance: KeyboardAppearance = .default
    /// Whether the return key is disabled while the field is empty, like
    /// `UITextInputTraits.enablesReturnKeyAutomatically`; kept.
    open var enablesReturnKeyAutomatically = false
    /// Automatic capitalization, like `UITextInputTraits.autocapitalizationType`; kept
    /// (Easel does not correct typed text).
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection, like `UITextInputTraits.autocorrectionType`; kept.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Spell checking, like `UITextInputTraits.spellCheckingType`; kept.
    open var spellCheckingType: TextSpellCheckingType = .default
    /// What the text is, like `UITextInputTraits.textContentType`; kept.
    open var textContentType: TextContentType!
    /// Curly quotes as one types, like `UITextInputTraits.smartQuotesType`; kept (Easel
    /// types no text of its own, so none is replaced).
    open var smartQuotesType: TextSmartQuotesType = .default
    /// Dashes for double hyphens, like `UITextInputTraits.smartDashesType`; kept.
    open var smartDashesType: TextSmartDashesType = .default
    /// Spaces around pasted words, like `UITextInputTraits.smartInsertDeleteType`; kept.
    open var smartInsertDeleteType: TextSmartInsertDeleteType = .default

    /// The view shown instead of the keyboard while this edits, like `UITextField.inputView`
    /// (settable here); takes effect when editing begins or at `reloadInputViews()`.
    open override var inputView: View? {
        get { assignedInputView }
        set { assignedInputView = newValue }
    }
    /// The view shown on top of the keyboard while this edits, like
    /// `UITextField.inputAccessoryView` (settable here); takes effect as `inputView` does.
    open override var inputAccessoryView: View? {
        get { assignedInputAccessoryView }
        set { assignedInputAccessoryView = newValue }
    }
    private var assignedInputView: View?, assignedInputAccessoryView: View?

    /// The delegate, like `UITextField.delegate`; not retained.
    open weak var delegate: TextFieldDelegate?

    /// Whether the field is editing (it is the first responder), like
    /// `UITextField.isEditing`.
    public internal(set) var isEditing = false

    /// The selected characters in UTF-16 offsets, empty for a caret; kept at the end
    /// of the text unless `selectAll(_:)` selects it.
    var selection = NSRange(location: 0, length: 0)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
        setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
    }

    /// A text field that calls `primaryAction` when its primary action triggers (the
    /// return key), like `UITextField(frame:primaryAction:)`.
    public convenience init(frame: CGRect, primaryAction: ControlAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A field can become the first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Selects the whole text, like `UITextField`'s `selectAll(_:)` (a standard edit
    /// action); the selection is drawn behind the text while the field edits.
    open override func selectAll(_ sender: Any?) { selectWholeText() }

    /// Copies the selected text to `Pasteboard.general`, like `UITextField`'s `copy(_:)`;
    /// nothing with no selection or with `isSecureTextEntry` (UIKit offers no Copy then).
    open override func copy(_ sender: Any?) { copySelectionToPasteboard() }

    /// Copies the selected text to `Pasteboard.general` and deletes it, like
    /// `UITextField`'s `cut(_:)`, asking the delegate; only while editing, as `copy(_:)`.
    open override func cut(_ sender: Any?) {
        guard isEditing, copySelectionToPasteboard() else { return }
        change(selection, to: "")
    }

    /// Replaces the selection with `Pasteboard.general`'s string, like `UITextField`'s
    /// `paste(_:)`, asking the delegate; the caret ends after the pasted text. Only while
    /// editing, and a line break pastes as itself (it does not press return).
    open override func paste(_ sender: Any?) {
        guard isEditing, let string = Pasteboard.general.string else { return }
        replaceSelection(with: string)
    }

    /// The return key triggers a text field's primary action.
    override var primaryActionTrigger: Event { .editingDidEndOnExit }

    /// A text field is an element labelled by its placeholder, as UITextField is.
    override var accessibilityDefaults: AccessibilityDefaults {
        AccessibilityDefaults(isElement: true, label: placeholder)
    }

    // MARK: Editing (see TextField+Editing)

    /// Begins editing, like `UITextField.becomeFirstResponder()`: asks the delegate,
    /// becomes the first responder, tells the delegate, sends `editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }

    /// Ends editing, like `UITextField.resignFirstResponder()`: asks the delegate,
    /// resigns, tells the delegate, sends `editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        isEditing ? endEditingSession(asking: true) : super.resignFirstResponder()
    }

    /// A tap on the clear button clears the field; any other tap begins editing.
    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        if isTouchInside, let touch { tapped(at: touch.location(in: self)) }
    }

    // MARK: Geometry (see TextField+Geometry)

    /// The rectangle of the border, like `UITextField.borderRect(forBounds:)`: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The text's rectangle when not editing, like `UITextField.textRect(forBounds:)`:
    /// the bounds less the border's inset and the overlays shown when not editing.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds, editing: false) }

    /// The text's rectangle while editing, like `UITextField.editingRect(forBounds:)`:
    /// the bounds less the border's inset and the overlays shown while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds, editing: true) }

    /// The placeholder's rectangle, like `UITextField.placeholderRect(forBounds:)`: the
    /// text's rectangle for the current state.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// The clear button's rectangle, like `UITextField.clearButtonRect(forBounds:)`: a
    /// 19-point square at the trailing end (before the right view), centered down.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        defaultClearButtonRect(forBounds: bounds, editing: isEditing)
    }

    /// The left view's rectangle, like `UITextField.leftViewRect(forBounds:)`.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }

    /// The right view's rectangle, like `UITextField.rightViewRect(forBounds:)`.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }

    /// The text's (or placeholder's) width plus the border's insets and the overlays,
    /// by the border style's height, like UITextField's intrinsic size.
    open override var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { defaultIntrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }

    // MARK: Drawing (see TextField+Drawing)

    open override func draw(_ rect: CGRect) {
        guard let context = GraphicsContext.current else { return }
        drawField(context: context)
    }

    /// The caret and the selection are drawn in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if isEditing { setNeedsDisplay() }
    }

    /// Draws the text in `rect`, like `UITextField.drawText(in:)`; override it to draw
    /// otherwise, calling super to draw the text.
    open func drawText(in rect: CGRect) { drawDisplayedText(in: rect) }

    /// Draws the placeholder in `rect`, like `UITextField.drawPlaceholder(in:)`.
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderText(in: rect) }

    // MARK: KeyInput (in the class, so that subclasses override them, as a field that
    // notices a backspace on an empty text does)

    /// Whether the field has text, like `UIKeyInput.hasText`.
    open var hasText: Bool { !storedText.isEmpty }

    /// Types `text` at the caret, like `UIKeyInput.insertText(_:)` from the keyboard:
    /// the delegate may refuse the change. A "\n" is the return key. Does nothing
    /// unless the field is editing.
    open func insertText(_ text: String) {
        guard isEditing else { return }
        var pending = Substring(text)
        while !pending.isEmpty {
            if let newline = pending.firstIndex(of: "\n") {
                if newline > pending.startIndex { replaceSelection(with: String(pending[..<newline])) }
                pending = pending[pending.index(after: newline)...]
                pressReturn()
                guard isEditing else { return }
            } else {
                replaceSelection(with: String(pending))
                pending = ""
            }
        }
    }

    /// Deletes the selection or the character before the caret, like
    /// `UIKeyInput.deleteBackward()`; the delegate may refuse. Does nothing unless the
    /// field is editing, or at the start of the text.
    open func deleteBackward() {
        guard isEditing else { return }
        var range = selection
        if range.length == 0 {
            guard range.location > 0 else { return }
            let text = storedText as NSString
            range = text.rangeOfComposedCharacterSequence(at: range.location - 1)
        }
        change(range, to: "")
    }

    // MARK: Changes

    func replaceText(with string: String) {
        storedText = string
        selection = NSRange(location: (string as NSString).length, length: 0)
        textAppearanceDidChange(resizing: true)
    }

    func textAppearanceDidChange(resizing: Bool = false) {
        setNeedsDisplay()
        if resizing { invalidateIntrinsicContentSize() }
    }

    func overlaysDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: What is drawn

    /// The text as drawn: bullets in place of the characters when secure.
    var displayedText: String {
        let text = storedText
        return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The font and color the text is drawn in.
    var drawnAttributes: TextAttributes {
        TextAttributes(font: storedAttributes?.font ?? textFont, foregroundColor: storedAttributes?.color ?? textDrawingColor,
                       paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: .byClipping))
    }

    /// The font and color the placeholder is drawn in.
    var placeholderAttributes: TextAttributes {
        let own = storedPlaceholder.flatMap(Self.firstAttributes)
        return TextAttributes(font: own?.font ?? textFont, foregroundColor: own?.color ?? .placeholderText,
                              paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: .byTruncatingTail))
    }

    /// UIKit's attribute names for the font and the color (the `UIKit` module names
    /// them `.font` and `.foregroundColor`).
    static let fontKey = NSAttributedString.Key(rawValue: "NSFont")
    static let colorKey = NSAttributedString.Key(rawValue: "NSColor")

    /// The font and color of a string's first character.
    static func firstAttributes(of string: NSAttributedString) -> (font: Font?, color: Color?)? {
        guard string.length > 0 else { return nil }
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        return (attributes[fontKey] as? Font, attributes[colorKey] as? Color)
    }

    /// The attribute dictionary of `attributes`' font and color.
    static func attributes(_ attributes: TextAttributes) -> [NSAttributedString.Key: Any] {
        [fontKey: attributes.font, colorKey: attributes.foregroundColor]
    }
}
