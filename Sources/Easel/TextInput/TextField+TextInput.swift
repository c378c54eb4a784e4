import Foundation

/// The part of `UITextInput` that iOS code uses to move a text field's caret and read
/// its selection: positions as UTF-16 offsets into the text, the selected range (which
/// moves the caret, drawn while the field edits), ranges and the text in them.
extension TextField: TextInput {
    /// The end of the text, like `UITextInput.endOfDocument`.
    public var endOfDocument: TextPosition { positions.end }

    /// The selected text, empty for a caret, like `UITextInput.selectedTextRange`.
    /// Setting it moves the selection (a range outside the text is clamped to it);
    /// `nil` leaves it.
    public var selectedTextRange: TextRange? {
        get { TextRange(between: TextPosition(offset: selection.location), and: TextPosition(offset: NSMaxRange(selection))) }
        set {
            guard let newValue else { return }
            selection = positions.clamped(newValue.utf16Range)
            setNeedsDisplay()
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    /// The text in `range`, like `UITextInput.text(in:)`; `nil` when the range is
    /// outside the text.
    public func text(in range: TextRange) -> String? { positions.text(in: range, of: storedText) }

    /// Replaces the text in `range` with `text`, like `UITextInput.replace(_:withText:)`:
    /// a change made by code, so the delegate is not asked; the caret ends after the new
    /// text, and `editingChanged` and `textDidChangeNotification` follow as after typing.
    public func replace(_ range: TextRange, withText text: String) {
        let utf16Range = range.utf16Range
        guard NSMaxRange(utf16Range) <= utf16Length else { return }
        applyChange(utf16Range, to: text)
    }

    /// The caret's rectangle at `position`, in the field's coordinates, like
    /// `UITextInput.caretRect(for:)`: where the field draws its caret (2 points wide,
    /// the font's line high); `.zero` when the field has no room for text.
    public func caretRect(for position: TextPosition) -> CGRect {
        caretRect(at: min(max(0, position.offset), utf16Length), in: currentTextRect) ?? .zero
    }

    /// The rectangle of the text in `range`, in the field's coordinates, like
    /// `UITextInput.firstRect(for:)` (a field has one line): the band its selection
    /// would fill; `.zero` when the field has no room for text.
    public func firstRect(for range: TextRange) -> CGRect {
        let utf16Range = range.utf16Range
        let start = min(utf16Range.location, utf16Length)
        return textBand(from: start, to: min(NSMaxRange(utf16Range), utf16Length), in: currentTextRect) ?? .zero
    }

    private var utf16Length: Int { (storedText as NSString).length }
    private var positions: UTF16Positions { UTF16Positions(length: utf16Length) }
}
