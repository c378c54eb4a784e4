import Foundation

/// The selection of a text view and the part of `UITextInput` iOS code uses with it:
/// `selectedRange`, positions as UTF-16 offsets into the text, the caret's and a
/// range's rectangles, and scrolling a range into view.
///
/// Setting the selection (by `selectedRange` or `selectedTextRange`) clamps it to the
/// text, redraws the view and calls `textViewDidChangeSelection(_:)`; while the view
/// edits, a selection is drawn as bands in the tint colour at 20 % behind the text, and
/// a caret replaces it when it is empty. Typing and pasting replace the selection.
extension TextView: TextInput {
    /// The selected characters, in UTF-16 offsets, like `UITextView.selectedRange`: a
    /// length of 0 is the caret. Setting `text` puts it at the end of the text.
    public var selectedRange: NSRange {
        get { shownSelection }
        set { select(newValue) }
    }

    /// The selected text, empty for a caret, like `UITextInput.selectedTextRange`;
    /// setting `nil` leaves the selection.
    public var selectedTextRange: TextRange? {
        get {
            let range = shownSelection
            return TextRange(between: TextPosition(offset: range.location), and: TextPosition(offset: NSMaxRange(range)))
        }
        set { if let newValue { select(newValue.utf16Range) } }
    }

    private func select(_ range: NSRange) {
        selection = positions.clamped(range)
        contentNeedsDisplay()
        textViewDelegate?.textViewDidChangeSelection(self)
    }

    /// The end of the text, like `UITextInput.endOfDocument`.
    public var endOfDocument: TextPosition { positions.end }

    /// The text in `range`, like `UITextInput.text(in:)`; `nil` when the range is
    /// outside the text.
    public func text(in range: TextRange) -> String? { positions.text(in: range, of: storedText) }

    /// Replaces the text in `range` with `text`, like `UITextInput.replace(_:withText:)`:
    /// a change made by code, so the delegate is not asked whether it may happen; the
    /// caret ends after the new text, and `textViewDidChangeSelection`,
    /// `textViewDidChange` and `textDidChangeNotification` follow as after typing.
    public func replace(_ range: TextRange, withText text: String) {
        let utf16Range = range.utf16Range
        guard NSMaxRange(utf16Range) <= positions.length else { return }
        replaceCharacters(in: utf16Range, with: text)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The caret's rectangle at `position`, in the text view's coordinates (its
    /// content's), like `UITextInput.caretRect(for:)`: where the view draws its caret,
    /// 2 points wide and the font's line high, at the end of the text before it.
    public func caretRect(for position: TextPosition) -> CGRect {
        caretRect(at: min(max(0, position.offset), positions.length))
    }

    /// The rectangle of the first line of the text in `range`, in the text view's
    /// coordinates, like `UITextInput.firstRect(for:)`: the band its selection fills on
    /// that line; for an empty range, the caret's rectangle.
    public func firstRect(for range: TextRange) -> CGRect {
        let utf16Range = positions.clamped(range.utf16Range)
        guard utf16Range.length > 0, let first = selectionBands(of: utf16Range).first else {
            return caretRect(at: utf16Range.location)
        }
        return first
    }

    /// Scrolls as little as needed to show the text in `range`, like
    /// `UITextView.scrollRangeToVisible(_:)`: the rectangle enclosing its lines (the
    /// caret's for an empty range), as `scrollRectToVisible(_:animated:)` shows it,
    /// without animation. A range beyond the text is clamped to it.
    public func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let clamped = positions.clamped(range)
        let bands = clamped.length > 0 ? selectionBands(of: clamped) : []
        let rect = bands.isEmpty ? caretRect(at: clamped.location) : bands.dropFirst().reduce(bands[0]) { $0.union($1) }
        scrollRectToVisible(rect, animated: false)
    }

    private var positions: UTF16Positions { UTF16Positions(length: textStorage.length) }
}
