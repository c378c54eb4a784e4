import Foundation

/// Reading and moving the selection of a text input, like `UITextInput`: positions in
/// its text, ranges between them, the text in a range, and where a position or range
/// is drawn. Easel's text field and text view conform, with positions that are UTF-16
/// offsets into their text. Marked text, the tokenizer and selection rectangles are
/// not part of it.
///
/// `beginningOfDocument`, `textRange(from:to:)`, `position(from:offset:)`,
/// `offset(from:to:)` and `compare(_:to:)` have implementations for Easel's positions,
/// which are offsets from the beginning.
@preconcurrency @MainActor
public protocol TextInput: KeyInput {
    /// The selected text, empty for a caret, like `UITextInput.selectedTextRange`.
    var selectedTextRange: TextRange? { get set }
    /// The start of the text, like `UITextInput.beginningOfDocument`.
    var beginningOfDocument: TextPosition { get }
    /// The end of the text, like `UITextInput.endOfDocument`.
    var endOfDocument: TextPosition { get }
    /// The range between two positions, like `UITextInput.textRange(from:to:)`.
    func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange?
    /// The position `offset` characters from `position`, or `nil` outside the text,
    /// like `UITextInput.position(from:offset:)`.
    func position(from position: TextPosition, offset: Int) -> TextPosition?
    /// The distance from one position to another, like `UITextInput.offset(from:to:)`.
    func offset(from: TextPosition, to toPosition: TextPosition) -> Int
    /// How two positions are ordered, like `UITextInput.compare(_:to:)`.
    func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult
    /// The text in `range`, like `UITextInput.text(in:)`.
    func text(in range: TextRange) -> String?
    /// Replaces the text in `range`, like `UITextInput.replace(_:withText:)`.
    func replace(_ range: TextRange, withText text: String)
    /// Where the caret at `position` is drawn, like `UITextInput.caretRect(for:)`.
    func caretRect(for position: TextPosition) -> CGRect
    /// The rectangle of the first line of `range`, like `UITextInput.firstRect(for:)`.
    func firstRect(for range: TextRange) -> CGRect
}

extension TextInput {
    /// The start of the text: offset 0.
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }

    /// The range between two positions, in either order.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(between: fromPosition, and: toPosition)
    }

    /// The position `offset` UTF-16 code units from `position`, or `nil` when that is
    /// outside the text (before the beginning or past `endOfDocument`).
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        UTF16Positions(length: endOfDocument.offset).position(from: position, offset: offset)
    }

    /// The number of UTF-16 code units from one position to another.
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// How two positions are ordered, by their offsets.
    public func compare(_ position: TextPosition, to other: TextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}
