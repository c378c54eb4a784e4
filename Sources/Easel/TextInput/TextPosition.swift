import Foundation

/// A place in a text input's text, like `UITextPosition`: an offset from the start of
/// the text in UTF-16 code units, which only the input that made it interprets.
/// Positions at the same offset are equal (`==`), as a text field's are on iOS, so
/// `selectedTextRange?.end == endOfDocument` asks whether the caret is at the end.
open class TextPosition: Hashable {
    /// The offset from the start of the text, in UTF-16 code units.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    public static func == (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset == rhs.offset }

    public func hash(into hasher: inout Hasher) { hasher.combine(offset) }
}

/// A range of a text input's text, like `UITextRange`: from `start` to `end`, in the
/// text's order. Ranges with equal ends are equal.
open class TextRange: Hashable {
    /// Where the range starts, like `UITextRange.start`.
    open var start: TextPosition { startPosition }
    /// Where the range ends, like `UITextRange.end`.
    open var end: TextPosition { endPosition }
    /// Whether the range holds no text, like `UITextRange.isEmpty`.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    private let startPosition: TextPosition
    private let endPosition: TextPosition

    /// The range between two positions, whichever comes first.
    init(between first: TextPosition, and second: TextPosition) {
        startPosition = first.offset <= second.offset ? first : second
        endPosition = first.offset <= second.offset ? second : first
    }

    public static func == (lhs: TextRange, rhs: TextRange) -> Bool {
        lhs.startPosition == rhs.startPosition && lhs.endPosition == rhs.endPosition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startPosition)
        hasher.combine(endPosition)
    }

    /// The range of UTF-16 code units it covers.
    var utf16Range: NSRange { NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset) }
}

/// The position arithmetic of `UITextInput` over a text of `length` UTF-16 code units,
/// shared by the text field and the text view.
struct UTF16Positions {
    let length: Int

    var end: TextPosition { TextPosition(offset: length) }

    /// `position`, moved by `offset` code units; `nil` outside the text.
    func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let moved = position.offset + offset
        return (0...length).contains(moved) ? TextPosition(offset: moved) : nil
    }

    /// `range` within the text: its start, then its end, no further than the end.
    func clamped(_ range: NSRange) -> NSRange {
        let start = min(max(0, range.location), length)
        return NSRange(location: start, length: max(0, min(NSMaxRange(range), length) - start))
    }

    /// The characters of `text` (of this length) in `range`; `nil` beyond its end.
    func text(in range: TextRange, of text: String) -> String? {
        let utf16Range = range.utf16Range
        guard NSMaxRange(utf16Range) <= length else { return nil }
        return (text as NSString).substring(with: utf16Range)
    }
}
